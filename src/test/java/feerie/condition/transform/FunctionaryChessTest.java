package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** FunctionaryChess against Popeye 4.104: corpus problems (skipped without the corpus) and a py run of our own. */
class FunctionaryChessTest {
    @Test
    void functionaryChess() {
        // -38, -39, -72: observed as PlusChess, MarsCirce and Annan say
        assertMatchesPopeye("BEISPIEL-beamten-04", "BEISPIEL-beamten-08", "REGRESSIONS-4_63_to_4_65-38",
                "REGRESSIONS-4_63_to_4_65-39", "REGRESSIONS-4_63_to_4_65-72");
    }

    /** A position of our own as py 4.104 lists White's moves: only the rook, observed by the queen, moves. */
    @Test
    void onlyObservedUnitsMove() {
        List<String> expected = List.of("1.Rd1*d8 + !", "1.Rd1-a1 !", "1.Rd1-b1 !", "1.Rd1-c1 !", "1.Rd1-d2 !",
                "1.Rd1-d3 !", "1.Rd1-d4 !", "1.Rd1-d5 !", "1.Rd1-d6 !", "1.Rd1-d7 !");
        assertEquals(expected, lines("""
                begin
                pieces white ke1 rd1 bc4 sf3 black ke8 qd8 rh5 pf7
                stipulation ~1
                condition functionarychess
                end
                """));
    }
}
