package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Isardam: no move may leave a Madrasi paralysis; type A observation plays the capture. */
class IsardamTest {
    @Test
    void isardam() { Popeye.corpusMatches("BEISPIEL-isardam-01", "BEISPIEL-isardam-02", "BEISPIEL-isardam-05"); }

    /** A king next to the other checks it only if the capture would leave no paralysis; twin with RexInclusive. */
    @Test
    void typeACheckAndRexInclusive() { Popeye.corpusMatches("REGRESSIONS-4_67_to_4_69-01", "BEISPIEL-isardam-04"); }

    @Test
    void withMaximummer() { Popeye.corpusMatches("REGRESSIONS-4_37_to_4_41-01", "TESTS-maxi-02"); }

    /** Our own #1: Se4-f6 and Se4-d6 check by the movement; taking the king, the knight would stand observed by Sg7. */
    private static String knightMate(String conditions) {
        return """
                begin
                pieces white kh1 se4 pa2 black ke8 qd8 bf8 pd7 re7 pf7 sg7 pa7
                stipulation #1
                condition %s
                option try
                end
                """.formatted(conditions);
    }

    /**
     * Several Isardam lines are one condition, as Popeye reads them: each line sets the type anew
     * (the last one counts), RexInclusive stays once said. Type B checks by the movement, type A
     * only if the capture of the king would leave no paralysis (py 4.104: the two mates, then none).
     */
    @Test
    void severalLinesOneCondition() {
        assertEquals(Popeye.py("1.Se4-f6 # !\n1.Se4-d6 # !"), Popeye.lines(knightMate("Isardam\ncondition Isardam TypeB")));
        assertEquals(List.of(), Popeye.lines(knightMate("Isardam TypeB\ncondition Isardam")));
    }

    /**
     * Isardam with Madrasi, EiffelChess or PartialParalysis (two paralysis rules): py 4.104 says
     * "Isardam and Madrasi/Eiffel not allowed", "problem ignored", and solves nothing.
     */
    @Test
    void notWithAnotherParalysisRule() {
        assertEquals(List.of(), Popeye.lines(knightMate("Isardam TypeB\ncondition Madrasi")));
        assertEquals(List.of(), Popeye.lines(knightMate("Isardam TypeB\ncondition EiffelChess")));
    }

    /**
     * A neutral unit is of both sides: two neutral knights a knight's move apart paralyse each
     * other (no nS to e2), and Ke1-e2 is no self-check in type A: a neutral knight taking the
     * king there would stand observed by the other (py 4.104, a position of our own).
     */
    @Test
    void neutralUnitsParalyseEachOther() {
        assertEquals(Popeye.py("""
                    1.Ke1-d1 !
                    1.Ke1-d2 !
                    1.Ke1-e2 !
                    1.Ke1-f1 !
                    1.Ke1-f2 !
                    1.Rh1*g1 !
                    1.Rh1-h2 !
                    1.Rh1-h4 !
                    1.Rh1-h5 !
                    1.Rh1-h7 !
                    1.Rh1-h8 + !
                    1.nRc3-a3 + !
                    1.nRc3-c2 !
                    1.nRc3-c4 !
                    1.nRc3-c5 !
                    1.nRc3-c7 !
                    1.nRc3-c8 + !
                    1.nRc3-d3 !
                    1.nRc3-f3 !
                    1.nRc3-g3 !
                    1.nSd4-b3 !
                    1.nSd4-b5 !
                    1.nSd4-c6 !
                    1.nSd4-e6 !
                    1.nSd4-f5 !
                    1.nSg1-h3 !
                """), Popeye.lines("""
                begin
                pieces white ke1 rh1 black ka8 rb6 neutral sd4 sg1 rc3
                stipulation ~1
                condition Isardam
                end
                """));
    }
}
