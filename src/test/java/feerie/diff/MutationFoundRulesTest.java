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

    private static final String INTELLIGENT_RESTRICTED = "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited "
            + "set of fairy conditions and without fairy pieces.\n";

    /**
     * Popeye's intelligent mode stops only at fairy pieces its promotions would offer: pawns of
     * any kind (a Berolina pawn here) and kings are none, so a direct =1 prints the notice (no
     * intelligent mode in direct play) and is solved (py 4.104; a mutated BEISPIEL-hpint-002).
     */
    @Test
    void aBerolinaPawnDoesNotStopTheIntelligentMode() {
        PopeyeOutput.assertSame("begin\npieces white Kd1 Sf1 black Kg1 Rg2 Bh1 Bh2 Pf2 BPg3\nstipulation =1\n"
                + "option Intelligent\nend\n",
                "  =1                          2 + 6\n" + INTELLIGENT_RESTRICTED + "\n   1.Kd1-e2 = !\n\n\nsolution finished.\n");
    }

    /**
     * Where Popeye's intelligent mode is wrong, the rules decide: with a Berolina pawn on the
     * board py 4.104 finds one of the three solutions of this h#3 with option Intelligent and all
     * three without it (its intelligent mode treats the pawn as an orthodox one; the manual
     * allows the mode "without fairy pieces" only). A plan only prunes: Féerie finds all three
     * either way. Expectation: py 4.104 without the option.
     */
    @Test
    void intelligentModeFindsEverySolutionWithABerolinaPawn() {
        String pieces = "pieces white Kc3 Rf5 Bh6 Pb5 Pe5 Pf4 black Kg4 Qd1 Rb4 Rg2 Ba2 Ba3 Pc4 Pc5 Pd3 Pe3 Pf3 Ph3 BPh4 Ph5\n";
        String popeye = "  h#3                        6 + 14\n\n"
                + "  1.Rg2-g3 Rf5-g5 +   2.Kg4*f4 Rg5-f5 +   3.Kf4-g4 Rf5-f4 #\n"
                + "  1.Rb4-b3 + Kc3*c4   2.Rb3-b4 + Kc4-c3   3.Rb4*f4 Rf5-g5 #\n"
                + "  1.BPh4-g3 Rf5-g5 +   2.Kg4*f4 Rg5-f5 +   3.Kf4-g4 Rf5-f4 #\n\nsolution finished.\n";
        PopeyeOutput.assertSame("begin\n" + pieces + "stipulation h#3\noption Intelligent\nend\n", popeye);
        PopeyeOutput.assertSame("begin\n" + pieces + "stipulation h#3\nend\n", popeye);
    }

    /**
     * "royal" goes with the next piece indication only ("black royal Ba8 Pa7": the bishop); a
     * side with two royal units, or a king and a royal unit, is refused: "only one king allowed",
     * "problem ignored" on Popeye's error stream, nothing but the closing line on its output
     * (py 4.104; mutations of BEISPIEL-duplex-07 and REGRESSIONS-4_63_to_4_65-19).
     */
    @Test
    void royalGoesWithOnePieceAndASideHasOneRoyalUnit() {
        PopeyeOutput.assertSame("begin\npieces white Kc6 Qd1 black royal Ba8 Pa7\nstipulation h#1\nend\n",
                "  h#1                         2 + 2\n              Royal a8\n\nsolution finished.\n");
        for (String pieces : new String[] {"white Kc8 black royal Ba8 black royal Pa7", "white Kc6 Qd1 black Ka1 black royal Ba8"}) {
            var p = (feerie.problem.Problem) feerie.input.ProblemReader.read("begin\npieces " + pieces
                    + "\nstipulation h#1\ntwin move c8 c7\nend\n", "t").get(0);
            var o = feerie.output.ProblemOutput.solve(p, 10_000_000_000L);
            org.junit.jupiter.api.Assertions.assertEquals("\nsolution finished.\n\n\n", o.text(), pieces);
        }
    }

    /**
     * Duplex in battle play: the play as stipulated, then with Black attacking, each half as
     * Popeye writes it, the second after the first (py 4.104, a #2 of our own with tries; 15 of
     * 4,000 mutated problems had Duplex in battle play; EXAMPLES-mixhop-01, TESTS-circe-27 and
     * TESTS-influencer-01 of the corpus).
     */
    @Test
    void duplexInBattlePlayPlaysBothHalves() {
        PopeyeOutput.assertSame("begin\npieces white Kg1 Rd1 Sf5 Pg2 Ph2 black Kg8 Rd8 Sf4 Pg7 Ph7\nstipulation #2\n"
                + "option Duplex Try Variations\nend\n",
                "  #2                          5 + 5\n               Duplex\n\n"
                + "   1.Rd1*d8 + ?\n    but\n      1...Kg8-f7 !\n\n\n"
                + "   1.Rd8*d1 + ?\n    but\n      1...Kg1-f2 !\n\n\nsolution finished.\n");
    }

    /**
     * A pawn promotes to the fairy pieces of the diagram, but never to a dummy (py 4.104; a
     * mutated REGRESSIONS-4_61_to_4_63-20 had a black pawn promote to its royal dummy).
     */
    @Test
    void noPromotionToADummy() {
        PopeyeOutput.assertSame("begin\npieces white Kh1 Pe7 DUa3 black Ka1\nstipulation ~1\nend\n",
                "  ~1                          3 + 1\n\n   1.Kh1-g2 !\n\n   1.Kh1-g1 !\n\n   1.Kh1-h2 !\n\n"
                + "   1.e7-e8=Q !\n\n   1.e7-e8=S !\n\n   1.e7-e8=R !\n\n   1.e7-e8=B !\n\n\nsolution finished.\n");
    }

    /**
     * Set play in battle play is refused when its side to play, the defender, could take the
     * attacker's king (the white king in check in a #2): its block stays empty (py 4.104; a
     * mutated BEISPIEL-chinese-04, where "1...c5*d4" took the king).
     */
    @Test
    void setPlayRefusedWhenTheDefenderCanTakeTheKing() {
        PopeyeOutput.assertSame("begin\npieces white PAh8 Qh7 NAa6 LEb6 LEf6 NAg6 Pc4 Pc3 LEg3 NAa1 Kd4 NAh1 "
                + "black Ra8 Ke8 VAf8 VAg8 VAa7 VAb7 LEa5 Pc5 Be5 Ph5 VAb4 Pe4 Pd2 PAg2 VAf1 NAg1\n"
                + "stipulation #2\noption SetPlay Variations Try\nend\n",
                "  #2                        12 + 16\n\n\nsolution finished.\n");
    }
}
