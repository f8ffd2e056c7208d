package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LostPieces and BackHome: corpus problems against Popeye 4.104's own output (skipped without the
 * corpus), and positions of our own with the output of a run of Popeye's {@code py} pasted in.
 */
class LostAndHomeTest {
    @Test
    void lostPieces() {
        // verlorenesteine-05: "h6-h7[-sTh8]", the rook cannot flee; lostpieces-07 with AntiCirce
        assertMatchesPopeye("BEISPIEL-verlorenesteine-05", "EXAMPLES-lostpieces-07");
    }

    /** LostPieces, a position of our own as py 4.104 lists White's moves: a unit observed with no flight nor block is lost. */
    @Test
    void lostPiecesRemovesTheUnitsWithoutEscape() {
        List<String> expected = List.of("1.Bd1-e2 !", "1.Bd1-f3[-bSa8] !", "1.Bd1-g4 !", "1.Bd1-h5 + !", "1.Kh1-g1 !",
                "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Rc2-a2 !", "1.Rc2-b2 !", "1.Rc2-c1 !", "1.Rc2-c3 !", "1.Rc2-c4 !",
                "1.Rc2-c5 !", "1.Rc2-c6 !", "1.Rc2-c7 !", "1.Rc2-c8[-bSa8] + !", "1.Rc2-d2 !", "1.Rc2-e2 + !",
                "1.Rc2-f2 !", "1.Rc2-g2[-bPg7] !", "1.Rc2-h2[-bBh8] !", "1.a5-a6 !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 rc2 pa5 bd1 black ke8 sa8 bh8 pg7
                stipulation ~1
                condition lostpieces
                end
                """));
    }

    /**
     * LostPieces, a position of our own: the units lost are removed in the board's order, a1, b1 ...
     * h8, whatever the order the units were listed or moved in (py 4.104's lines with two removals or more).
     */
    @Test
    void lostPiecesAreRemovedInTheBoardsOrder() {
        assertEquals(List.of("1.Qc5-d5[-bPg3][-bPd4][-bSa5] !", "1.g7-g8=Q[-bPa3][-bPg3] + !"), lines("""
                begin
                pieces white kf4 qc5 sb6 pg7 pd6 black kd8 pg3 pd4 pa3 sa5
                stipulation ~1
                condition lostpieces
                end
                """).stream().filter(l -> l.contains("][")).toList());
    }

    @Test
    void backHome() {
        // backhome-01: a promoted pawn's home is the pawn's ("Qb1-b3 #"); 4_65_to_4_67-04: mates by going home
        assertMatchesPopeye("EXAMPLES-backhome-01", "REGRESSIONS-4_65_to_4_67-04");
    }
}
