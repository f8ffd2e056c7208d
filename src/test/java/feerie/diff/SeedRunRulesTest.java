package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Rules found by the corpus-seeded differential runs of seeds 10 and up ({@code feerie diff
 * --corpus}): positions of our own, each expectation Popeye 4.104's output ({@code py
 * -regression}) from the stipulation caption on. Where the order of the lines is the point (the
 * order of promotions), the text is compared exactly.
 */
class SeedRunRulesTest {
    /** Solves {@code problem} and asserts that its output from the caption on is {@code popeye}'s, line for line. */
    private static void assertExactly(String problem, String popeye) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), o.message());
        String text = o.text();
        int border = text.lastIndexOf("+---a---b");
        assertEquals(popeye.strip(), text.substring(text.indexOf('\n', border) + 1).strip());
    }

    /** {@link #assertExactly} in any order of the lines (help play, where Popeye's order of search is not ours). */
    private static void assertSameLines(String problem, String popeye) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), o.message());
        String text = o.text();
        int border = text.lastIndexOf("+---a---b");
        assertEquals(popeye.strip().lines().sorted().toList(),
                text.substring(text.indexOf('\n', border) + 1).strip().lines().sorted().toList());
    }

    /**
     * A pawn promotes to the diagram's fairy pieces in Popeye's order of walks, not the
     * diagram's: Pao, Vao, Grasshopper, Nightrider (py 4.104).
     */
    @Test
    void promotionsToDiagramPiecesComeInPopeyesOrderOfWalks() {
        assertExactly("begin\npieces white Kh1 Pb7 black Ka1 VAa5 PAh8 Nd6 Ga2\nstipulation ~1\nend\n",
                "  ~1                          2 + 5\n\n   1.Kh1-g2 !\n\n   1.Kh1-g1 !\n\n   1.Kh1-h2 !\n\n"
                + "   1.b7-b8=Q !\n\n   1.b7-b8=S !\n\n   1.b7-b8=R !\n\n   1.b7-b8=B !\n\n   1.b7-b8=PA !\n\n"
                + "   1.b7-b8=VA !\n\n   1.b7-b8=G !\n\n   1.b7-b8=N !\n\n\nsolution finished.\n");
        // PromOnly's pieces too, whatever the order written
        assertExactly("begin\npieces white Kh1 Pb7 black Ka1 black Chameleon Qd6\nstipulation ~1\ncondition PromOnly N G VA\nend\n",
                "  ~1                          2 + 2\n            Chameleon d6\n           PromOnly VA G N\n\n"
                + "   1.Kh1-g2 !\n\n   1.Kh1-g1 !\n\n   1.b7-b8=VA !\n\n   1.b7-b8=G !\n\n   1.b7-b8=N !\n\n\nsolution finished.\n");
    }

    /**
     * With chameleons on the board, a promotion to a walk the chameleons go through comes also as
     * a chameleon ("=PA=c"), right after the piece: ChameleonSequence's walks, not the default
     * knight, bishop, rook, queen (no "=Q=c" under {@code ChameleonSequence PA VA PA}), and
     * whatever the list of promotions (PromOnly's: "=G=c"). Before, Féerie offered "=Q=c" and
     * the like under any sequence, and with a chameleon missing from the piece table a promotion
     * to nothing (an internal error: a mutated REGRESSIONS-4_81_to_4_83-05). py 4.104.
     */
    @Test
    void chameleonPromotionsFollowTheChameleonSequence() {
        assertExactly("begin\npieces white Kh1 Pb7 black Ka1 VAa5 black Chameleon PAh8\nstipulation ~1\n"
                + "condition ChameleonSequence PA VA PA\nend\n",
                "  ~1                          2 + 3\n            Chameleon h8\n    ChameleonSequence PA->VA->PA\n\n"
                + "   1.Kh1-g2 !\n\n   1.Kh1-g1 !\n\n   1.Kh1-h2 !\n\n   1.b7-b8=Q !\n\n   1.b7-b8=S !\n\n"
                + "   1.b7-b8=R !\n\n   1.b7-b8=B !\n\n   1.b7-b8=PA !\n\n   1.b7-b8=PA=c !\n\n   1.b7-b8=VA !\n\n"
                + "   1.b7-b8=VA=c !\n\n\nsolution finished.\n");
        assertExactly("begin\npieces white Kh1 Pb7 black Ka1 black Chameleon Gd6\nstipulation ~1\n"
                + "condition PromOnly S G Q\ncondition ChameleonSequence G Q\nend\n",
                "  ~1                          2 + 2\n            Chameleon d6\n           PromOnly Q S G\n"
                + "      ChameleonSequence Q->G->Q\n\n   1.Kh1-g2 !\n\n   1.Kh1-g1 !\n\n   1.Kh1-h2 !\n\n"
                + "   1.b7-b8=Q !\n\n   1.b7-b8=Q=c !\n\n   1.b7-b8=S !\n\n   1.b7-b8=G !\n\n   1.b7-b8=G=c !\n\n\n"
                + "solution finished.\n");
        PopeyeOutput.assertSame("begin\npieces white Chameleon VAg2 black Chameleon PAf1 white Sf6 white Kh1 black Ba8 Kh8 Pd6 "
                + "Pe5 Sb3 Ph2 Ba1\nstipulation h#2\ncondition ChameleonSequence PA VA PA\ncondition Circe Parachute\n"
                + "twin move f6 h5\nend\n",
                "  h#2                         3 + 8\n           Chameleon g2 f1\n           Circe Parachute\n"
                + "    ChameleonSequence PA->VA->PA\n\na) \n\n\nb) wSf6-->h5  \n\n\nsolution finished.\n");
    }

    /**
     * A king that transmutes into a locust captures as one ({@code Kb2*c2-d2=L}): the move's
     * choice is the walk it took, not a promotion (a displaced capture promotes a pawn only);
     * before, an internal error (mutated REGRESSIONS-4_69_to_4_71-16). py 4.104.
     */
    @Test
    void aSuperTransmutingKingCapturesAsALocust() {
        PopeyeOutput.assertSame("begin\npieces white La1 Pc2 Kh1 black Kb2\nstipulation h~1\ncondition BlackSuperTransmutingKing\nend\n",
                "  h~1                         3 + 1\n      BlackSuperTransmutingKing\n\n  1.Kb2*c2-d2=L Kh1-g1\n"
                + "  1.Kb2*c2-d2=L Kh1-h2\n\nsolution finished.\n");
    }

    /**
     * LosingChess lets a pawn promote to the standard king: the Poseidon under UltramarineChess
     * ("=PO", no "=K"); Popeye offers promotions in its order of walks, the king first, the
     * marine pieces as siren, triton, nereid, marine knight (a mutated EXAMPLES-marine-11; before,
     * "=K" last and under UltramarineChess "=K" for "=PO"). py 4.104.
     */
    @Test
    void losingChessPromotesToTheStandardKingInPopeyesOrder() {
        assertExactly("begin\npieces white Pd7 black Qe7\nstipulation ~1\ncondition LosingChess\noption NoWk NoBk\n"
                + "twin condition UltramarineChess LosingChess\nend\n",
                "  ~1                          1 + 1\n             LosingChess\n\na) \n\n   1.d7-d8=K !\n\n   1.d7-d8=Q !\n\n"
                + "   1.d7-d8=S !\n\n   1.d7-d8=R !\n\n   1.d7-d8=B !\n\n\nb) LosingChess\n   UltramarineChess  \n\n"
                + "   1.d7-d8=Q !\n\n   1.d7-d8=SI !\n\n   1.d7-d8=TR !\n\n   1.d7-d8=ND !\n\n   1.d7-d8=MS !\n\n"
                + "   1.d7-d8=PO !\n\n\nsolution finished.\n");
    }

    /** BGL's two budgets are written as one word, White's and Black's: "BGL -/29" (py 4.104; a mutated BEISPIEL-max_var-06). */
    @Test
    void bglIsWrittenWithASlash() {
        assertExactly("begin\npieces white Kb6 Rh1 black Ka8\nstipulation #1\ncondition BGL - 29\nend\n",
                "  #1                          2 + 1\n              BGL -/29\n\n   1.Rh1-h8 # !\n\n\nsolution finished.\n");
    }

    /**
     * AntiCirce with a contact rule (NewKoeko, KoeKo, AntiKoeko), SingleBox type 1 or GenevaChess:
     * Popeye refuses the pair ("anticirce incompatible with some fairy conditions", "problem
     * ignored" on its error stream) and solves nothing; Circe with NewKoeko is solved (a mutated
     * TESTS-circe-06, where Féerie found "1.Sf6*d5[wSd5->d8] x !"). py 4.104.
     */
    @Test
    void antiCirceIsRefusedWithContactRules() {
        assertExactly("begin\npieces white Sf6 black Rd5\nstipulation x1\ncondition AntiCirce File Mirror\ncondition NewKoeko\n"
                + "option NoWk NoBk\nend\n",
                "  x1                          1 + 1\n              NewKoeko\n        AntiCirce File Mirror\n\nsolution finished.\n");
        assertExactly("begin\npieces white Sf6 black Rd5\nstipulation x1\ncondition AntiCirce\ncondition GenevaChess\n"
                + "option NoWk NoBk\nend\n",
                "  x1                          1 + 1\n              AntiCirce\n             GenevaChess\n\nsolution finished.\n");
    }

    /**
     * WhiteToPlay in a direct or help series: Popeye plays it a move shorter, numbered as if the
     * other side had played first ("1...", the series moves unnumbered, the other side's final
     * move "2."); a help series also with no move before the goal move; a series of one move has
     * none left ("ser-#"). Before, Féerie said the option was ignored and solved the series as
     * written (seed 12-59, a ser-#2 under Circe Clone). py 4.104.
     */
    @Test
    void whiteToPlayShortensADirectOrHelpSeries() {
        assertExactly("begin\npieces white Kc6 Rh1 black Ka8\nstipulation ser-#3\noption WhiteToPlay\nend\n",
                "  ser-#2                      2 + 1\n\n  1...Kc6-b6 Rh1-h8 #\n  1...Kc6-c7 Rh1-a1 #\n\nsolution finished.\n");
        assertExactly("begin\npieces white Kb6 Rh2 black Ka8 Pg7\nstipulation ser-h#2\noption WhiteToPlay\nend\n",
                "  ser-h#1                     2 + 2\n\n  1...Rh2-h8 #\n  1...g7-g5   2.Rh2-h8 #\n  1...g7-g6   2.Rh2-h8 #\n"
                + "  1...Ka8-b8   2.Rh2-h8 #\n\nsolution finished.\n");
        assertExactly("begin\npieces white Kb6 Rh1 black Ka8\nstipulation ser-#1\noption WhiteToPlay\nend\n",
                "  ser-#                       2 + 1\n\n\nsolution finished.\n");
    }

    /**
     * A shift that would take a unit off the board is refused: the twin keeps its position and
     * its heading does not name the shift (seed 12-240; py 4.104, which says "A piece will be
     * moved outside." on its error stream).
     */
    @Test
    void aShiftOffTheBoardIsNeitherMadeNorWritten() {
        assertExactly("begin\npieces white Kb8 Ra4 black Kd2 Bf1\nstipulation h#1\ntwin shift a1 e1\ntwin shift a1 b1\nend\n",
                "  h#1                         2 + 2\n\na) \n\n\nb) \n\n\nc) shift a1 ==> b1  \n\n\nsolution finished.\n");
    }

    /**
     * MultiCaptures: a king is in check from two observers, a pawn's promotions being one; so bK
     * may stand by wPd7 alone (Kf8-e8), and is not taken. Before, the pawn's four promotion
     * captures counted as two capturers (seed 14-104). py 4.104.
     */
    @Test
    void multiCapturesCountsObserversForCheck() {
        assertSameLines("begin\npieces white Kf6 Pd7 black Kf8 Pg7\nstipulation h#2\ncondition MultiCaptures\nend\n",
                "  h#2                         2 + 2\n            MultiCaptures\n\n"
                + "  1.Kf8-g8 d7-d8=Q   2.Kg8-f8 Kf6-f7 #\n  1.Kf8-g8 Kf6-f7   2.Kg8-f8 d7-d8=Q #\n"
                + "  1.Kf8-e8 d7-d8=Q   2.Ke8-f8 Kf6-f7 #\n  1.Kf8-e8 Kf6-f7 +   2.Ke8-f8 d7-d8=Q #\n"
                + "  1.Kf8-e7 + Kf6-f7   2.Ke7-f8 d7-d8=Q #\n\nsolution finished.\n");
    }

    /**
     * Popeye measures one side's moves by one condition at most (Maximummer, MustCapture, the
     * Disters, FollowMyLeader, Duellists, Alphabetic, Synchron movers, ForcedSquares,
     * BlackChecks): two for one side, the problem is ignored; for two sides it is solved (seed
     * 14-128, BlackMustCapture with BlackMinDister). py 4.104, which says "maxi-/minimummer/
     * mustcapture/duellistchess/alphabeticchess at the same time for the same side not allowed" on
     * its error stream.
     */
    @Test
    void twoMeasuresOfOneSidesMovesAreRefused() {
        assertExactly("begin\npieces white Kf3 Rd1 Sa1 black Kh3 Pb2\nstipulation ser-h#3\ncondition BlackMustCapture\n"
                + "condition BlackMinDister a7g3\nend\n",
                "  ser-h#3                     3 + 2\n          BlackMustCapture\n        BlackMinDister a7 g3\n\nsolution finished.\n");
        assertExactly("begin\npieces white Kf3 Rd1 Sa1 black Kh3 Pb2\nstipulation h#2\ncondition DuellistChess\n"
                + "condition WhiteMustCapture\nend\n",
                "  h#2                         3 + 2\n          WhiteMustCapture\n            DuellistChess\n\nsolution finished.\n");
    }

    /**
     * Popeye refuses imitators with some conditions (Annan, Nanna, BoleroInverse, PointReflection,
     * the KoeKos, GridChess, the edge movers, Geneva, ChineseChess, Immun, Haaner): "conditions too
     * fairy for imitator" on its error stream, and nothing solved. py 4.104;
     * without AnnanChess it finds 1.Rc1-c8[Ih8] # and 1.Kb6-b7[Ih2] #.
     */
    @Test
    void imitatorsAreRefusedWithConditionsTooFairyForThem() {
        assertExactly("begin\npieces white Kb6 Rc1 black Ka8\nstipulation #1\ncondition Imitator h1\ncondition AnnanChess\nend\n",
                "  #1                          2 + 1\n             Imitator h1\n             AnnanChess\n\nsolution finished.\n");
    }
}
