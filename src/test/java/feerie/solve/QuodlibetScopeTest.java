package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.problem.Problem;
import feerie.stipulation.Stipulation;
import org.junit.jupiter.api.Test;

/**
 * Option Quodlibet outside battle play: ignored with Popeye's notice where the play has no self or
 * reflex end, without a word where that end lies below help or series play. Expectations: py 4.104.
 */
class QuodlibetScopeTest {
    private static final String POSITION = "pieces white ka1 qg4 pg2\n       black ka3 pa2b4 ph7\n";

    private static String render(String stipulation) {
        Problem p = SolutionLines.problem("begin\noption noboard quodlibet\n" + POSITION + "stipulation " + stipulation + "\nend\n");
        return feerie.output.ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p)).strip();
    }

    @Test
    void helpPlaySaysItIsNotApplicable() {
        // py 4.104
        assertEquals("""
                Quodlibet not applicable - ignored

                  1...Qg4-e2   2.h7-h5 Qe2*a2 #
                  1...Qg4-e2   2.h7-h6 Qe2*a2 #
                  1...Qg4-h5   2.b4-b3 Qh5-a5 #
                  1...Qg4-e6   2.h7-h5 Qe6*a2 #
                  1...Qg4-e6   2.h7-h6 Qe6*a2 #
                  1...Qg4-f5   2.b4-b3 Qf5-a5 #
                  1...Qg4-c4   2.h7-h5 Qc4*a2 #
                  1...Qg4-c4   2.h7-h6 Qc4*a2 #
                  1...Qg4-g8   2.h7-h5 Qg8*a2 #
                  1...Qg4-g8   2.h7-h6 Qg8*a2 #
                  1...Qg4-g5   2.b4-b3 Qg5-a5 #

                solution finished.""", render("h#1.5"));
    }

    @Test
    void selfEndBelowHelpOrSeriesPlayIgnoresItSilently() {
        // py 4.104: no notice, the play as without the option
        assertEquals("solution finished.", render("hs#2"));
        assertEquals("""
                1.b4-b3   2.h7-h5 Qg4-h4   3.b3-b2 #
                  1.h7-h5   2.b4-b3 Qg4-h4   3.b3-b2 #

                solution finished.""", render("ser-hs#2"));
    }

    @Test
    void scopeByPlayType() {
        // py 4.104: the notice for these ...
        for (String s : new String[] {"h#2", "h=2", "hr#2", "ser-#3", "ser-h#3", "ser-r#3", "reci-h#2", "pser-#2", "pser-h#2",
                "phser-#2", "#2", "1->#2", "1->h#2"})
            assertEquals(QuodlibetScope.NOT_APPLICABLE, QuodlibetScope.of(Stipulation.parse(s)), s);
        // ... none for these
        for (String s : new String[] {"hs#2", "ser-s#3", "hs#1.5", "phser-s#2", "ser-hs#2", "2->ser-s#2", "1->s#2", "1->r#2"})
            assertEquals(QuodlibetScope.IGNORED, QuodlibetScope.of(Stipulation.parse(s)), s);
        for (String s : new String[] {"s#2", "r#2", "semi-r#2"})
            assertEquals(QuodlibetScope.APPLIES, QuodlibetScope.of(Stipulation.parse(s)), s);
    }
}
