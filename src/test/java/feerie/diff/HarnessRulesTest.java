package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Rules found by the corpus-seeded differential harness ({@code feerie diff --corpus}, issue 28):
 * each case a mutated corpus problem, minimised, or a variant of our own; the expectation is
 * Popeye 4.104's output ({@code py -regression}) from the stipulation caption on.
 */
class HarnessRulesTest {
    /**
     * Hole takes its squares out of the board before play: a unit standing on one is gone (not
     * counted, not drawn), and the condition is not written under the diagram. Seen in a mutated
     * BEISPIEL-sat-08 (holes on the eighth rank over White's Kh8 and Rg8).
     */
    @Test
    void aUnitOnAHoleIsTakenOffTheBoard() {
        PopeyeOutput.assertSame("""
                begin
                pieces white Rg8 Kh8 Pg7 Rh7 black Pe6 Pe4 Ba2 Pb2 Ka1 Qb1
                stipulation h#2
                condition SAT
                condition Hole a8b8c8d8e8f8g8h8
                option Duplex
                end
                """, """
                  h#2                         2 + 6
                                 SAT
                               Duplex

                  1.e4-e3 Rh7-h1   2.Qb1-h7 Rh1*h7 #
                  1.e4-e3 Rh7-h1   2.e3-e2 Rh1*b1 #
                  1.e4-e3 Rh7-h1   2.e6-e5 Rh1*b1 #
                  1.e4-e3 Rh7-h2   2.e6-e5 Rh2*b2 #
                  1.e6-e5 Rh7-h1   2.e4-e3 Rh1*b1 #
                  1.e6-e5 Rh7-h2   2.e4-e3 Rh2*b2 #


                solution finished.
                """);
        // py 4.104: the queen on the hole h8 does not mate
        PopeyeOutput.assertSame("""
                begin
                pieces white Ke1 Ra1 Rh1 Qh8 black Ke8 Pd4
                stipulation #1
                condition Hole d1h8
                end
                """, """
                  #1                          3 + 2


                solution finished.
                """);
    }

    /**
     * A royal square is the side's royal: a king of that side besides it is one royal too many,
     * and Popeye refuses the problem ("only one king allowed", "problem ignored"), as it refuses two
     * kings of a side. Féerie calls both unsupported. Seen in a mutated BEISPIEL-eiffel-04.
     */
    @Test
    void aKingBesidesTheRoyalSquareIsRefused() {
        for (String c : new String[] {"BlackRoyalSquare e4", "WhiteRoyalSquare e4"}) {
            Problem p = (Problem) ProblemReader.read("begin\npieces white Kd1 Qd3 black Ke6 Pb5\nstipulation h#2\ncondition "
                    + c + "\nend\n", "test").get(0);
            ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
            // "only one king allowed", "problem ignored" on Popeye's error stream; its output the closing line
            assertTrue(o.solved(), o.message());
            assertEquals("\nsolution finished.\n\n\n", o.text(), c);
        }
    }

    /**
     * A hole takes no reborn unit: a Circe rebirth due on a hole does not happen (the captured
     * unit is gone, as on an occupied square). Seen in a mutated BEISPIEL-dblagent-03 (Circe
     * Turncoats, holes on the eighth rank: 2.Rb5*a5[+bRh8=w] # is no mate there).
     */
    @Test
    void noRebirthOnAHole() {
        String problem = "begin\npieces white Kf7 Rb5 Bg6 black Kh6 Ra5\nstipulation #1\ncondition Circe Turncoats\n%send\n";
        // py 4.104, without the hole and with it
        PopeyeOutput.assertSame(problem.formatted(""), """
                  #1                          3 + 2
                           Circe Turncoats

                   1.Rb5*a5[+bRh8=w] # !


                solution finished.
                """);
        PopeyeOutput.assertSame(problem.formatted("condition Hole h8\n"), """
                  #1                          3 + 2
                           Circe Turncoats


                solution finished.
                """);
    }

    /**
     * Einstein chess (and its Reversal and Anti forms) knows the orthodox walks only: with a fairy
     * walk on the board or among the promotion pieces Popeye refuses the problem ("einsteinchess
     * not allowed with fairy pieces", on its error stream) and solves nothing. Seen in mutated
     * TESTS-series_capture-12 and BEISPIEL-stip-23 (a Berolina pawn).
     */
    @Test
    void einsteinChessRefusesFairyWalks() {
        // py 4.104
        PopeyeOutput.assertSame("begin\npieces white Pc5 black Pd6 BPf7\nstipulation ~1\ncondition EinsteinChess\noption NoWk NoBk\nend\n", """
                  ~1                          1 + 2
                            EinsteinChess

                solution finished.
                """);
        PopeyeOutput.assertSame("begin\npieces white Ke1 Sb1 Gd4 black Ke8 Pd7\nstipulation #1\ncondition ReversalEinsteinChess\nend\n", """
                  #1                          3 + 2
                        ReversalEinsteinChess

                solution finished.
                """);
        PopeyeOutput.assertSame("begin\npieces white Ke1 Pb7 black Ka8\nstipulation ~1\ncondition AntiEinsteinChess\ncondition PromOnly q g\nend\n", """
                  ~1                          2 + 1
                            PromOnly Q G
                          AntiEinsteinChess

                solution finished.
                """);
    }

    /**
     * Two walk-changing elements of one family are refused together ("Incompatible fairy elements
     * changing piece types", problem ignored): TransmutedKings, VaultingKings, Football, Protean
     * change the moving unit's walk; KobulKings, Snek, Influencer other units'. Seen in mutated
     * REGRESSIONS-4_63_to_4_65-84 (and EXAMPLES-football-03, where py writes
     * the condition lines twice: left alone).
     */
    @Test
    void twoWalkChangersOfOneFamilyAreRefused() {
        // py 4.104
        PopeyeOutput.assertSame("begin\npieces black Sc7 Pc6 white Kd4\nstipulation ~1\ncondition AnnanChess\ncondition TransmutedKings\n"
                + "condition VaultingKings\noption NoBk\nend\n", """
                  ~1                          1 + 2
                           TransmutedKings
                             AnnanChess
                            VaultingKings

                solution finished.
                """);
    }
}
