package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Rules found by the corpus-seeded differential run ({@code feerie diff --corpus}): each case is
 * a position of our own or a mutated corpus problem, its expectation Popeye 4.104's output
 * ({@code py -regression}) from the stipulation caption on.
 */
class MutationFoundRulesTest {
    /** Popeye writes "the side to play can capture the king" on stderr: nothing of the play on stdout. */
    private static final String REFUSED = "\nsolution finished.\n";

    /**
     * A diagram whose side to play can capture the king is refused under fairy conditions too,
     * "in check" being the conditions' own: Circe, Madrasi, Maximummer, PromOnly refuse an
     * attacked king; AntiKings refuses a king that is not attacked (Black to play in h#1) and
     * plays on where it is attacked (#1). Seen in a mutated EXAMPLES-strctsat-02 (PromOnly).
     */
    @Test
    void theSideToPlayCanCaptureTheKingUnderConditions() {
        String pieces = "pieces white Ka1 Rh8 Qd1 black Kb8 Pb7 Pa7 Pc7\n";
        String[][] conditions = {{"Circe", "                Circe"}, {"Madrasi RexInclusive", "        Madrasi RexInclusive"},
            {"BlackMaximummer", "           BlackMaximummer"}, {"PromOnly q r", "            PromOnly Q R"}};
        for (String[] c : conditions) {
            PopeyeOutput.assertSame("begin\n" + pieces + "stipulation #1\ncondition " + c[0] + "\nend\n",
                    "  #1                          3 + 4\n" + c[1] + "\n" + REFUSED);
            PopeyeOutput.assertSame("begin\n" + pieces + "stipulation s#1\ncondition " + c[0] + "\nend\n",
                    "  s#1                         3 + 4\n" + c[1] + "\n" + REFUSED);
        }
        PopeyeOutput.assertSame("begin\n" + pieces + "stipulation h#1\ncondition AntiKings\nend\n",
                "  h#1                         3 + 4\n              AntiKings\n" + REFUSED);
        // without the rule Feerie found 28 mates here (every White move leaves Black attacked)
        PopeyeOutput.assertSame("begin\n" + pieces + "stipulation #1\ncondition Circe\nend\n",
                "  #1                          3 + 4\n                Circe\n" + REFUSED);
    }
}
