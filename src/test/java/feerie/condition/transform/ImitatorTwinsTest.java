package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Imitators under twins that move the board, against Popeye 4.104 (py run on a position of our own). */
class ImitatorTwinsTest {
    /**
     * The imitators turn with the board under rotate and mirror (d6 to c3 by rotate 90, to c3 by
     * mirror a1<-->h8, which swaps those corners: Kb1 to h7), and a shift that would take a unit
     * off the board is refused: d) is the diagram again (py 4.104).
     */
    @Test
    void imitatorsTurnWithTheBoard() {
        assertEquals(List.of(
                "1.Kb1-a1[Ic6] !", "1.Kb1-a1[Ic6] !", "1.Kb1-a2[Ic7] !", "1.Kb1-a2[Ic7] !", "1.Kb1-b2[Id7] !",
                "1.Kb1-b2[Id7] !", "1.Kb1-c1[Ie6] !", "1.Kb1-c1[Ie6] !", "1.Kb1-c2[Ie7] !", "1.Kb1-c2[Ie7] !",
                "1.Kh2-g1[Ib3] !", "1.Kh2-g2[Ib4] !", "1.Kh2-g3[Ib5] !", "1.Kh2-h1[Ic3] !", "1.Kh2-h3[Ic5] !",
                "1.Kh7-g6[Ib4] !", "1.Kh7-g7[Ib5] !", "1.Kh7-g8[Ib6] !", "1.Kh7-h6[Ic4] !", "1.Kh7-h8[Ic6] !"),
                lines("""
                        begin
                        pieces white kb1 black kh8
                        stipulation ~1
                        condition Imitator d6
                        twin rotate 90
                        twin mirror a1<-->h8
                        twin shift a1 b2
                        end
                        """));
    }
}
