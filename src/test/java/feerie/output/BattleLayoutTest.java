package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Battle play written exactly as Popeye writes it, blank lines and the order of siblings
 * included (the conformance comparison forgives both). Each expectation is Popeye 4.104's output
 * ({@code py -regression}) for the same problem, from the stipulation caption on.
 */
class BattleLayoutTest {

    private static void assertWritten(String problem, String popeye) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), o.message());
        String text = o.text();
        int border = text.lastIndexOf("+---a---b");
        assertEquals(popeye, text.substring(text.indexOf('\n', border) + 1));
    }

    /** The keys of a #1 come from Popeye's generator of checking moves, which runs from h8 down: b2 before a1. */
    @Test
    void mateInOneKeysFromTheTopOfTheBoardDown() {
        assertWritten("""
                begin
                pieces white kc1 qb2 ra1 black kh8 ph7 pg7
                stipulation #1
                end
                """, """
                  #1                          3 + 3

                   1.Qb2-b8 # !

                   1.Ra1-a8 # !


                solution finished.


                """);
    }

    /** The moves a reflexmate's attacker must play to the goal: one block, in the checking generator's order. */
    @Test
    void reflexForcedGoalMovesStandInOneBlock() {
        assertWritten("""
                begin
                pieces white kc1 qb2 ra1 black kh8 ph7 pg7
                stipulation r#2
                end
                """, """
                  r#2                         3 + 3

                   1.Qb2-b8 # ?!?
                   1.Ra1-a8 # ?!?

                solution finished.


                """);
    }

    /** Set play asked and empty: its block is a blank line of its own. */
    @Test
    void emptySetPlayKeepsItsBlankLine() {
        assertWritten("""
                begin
                pieces white ka1 qb2 rh1 black kh8 ph7 pg7
                stipulation #2
                option SetPlay
                end
                """, """
                  #2                          3 + 3


                   1.Rh1-g1 !

                   1.Qb2-b8 # !


                solution finished.


                """);
    }

    /** After the key of an r#1 Popeye shows nothing, as after a #1's. */
    @Test
    void reflexMateInOneShowsNoPostKeyPlay() {
        assertWritten("""
                begin
                pieces white ke1 ra1 rb4 qh6 black ke8 ra8 pa7
                stipulation r#1
                option PostKeyPlay
                end
                """, """
                  r#1                         4 + 3


                solution finished.


                """);
    }

    /** A selfmate in one's post-key play: neither threat nor zugzwang, so no line for it. */
    @Test
    void postKeyPlayWithoutThreatHasNoFollowLine() {
        assertWritten("""
                begin
                pieces white ke1 ra1 rb4 qh6 black ke8 ra8 pa7
                stipulation s#1
                option PostKeyPlay
                end
                """, """
                  s#1                         4 + 3

                      1...a7-a5
                        refutes.
                      1...a7-a6
                        refutes.
                      1...Ra8-d8
                        refutes.
                      1...Ra8-c8
                        refutes.
                      1...Ra8-b8
                        refutes.
                      1...0-0-0
                        refutes.
                      1...Ke8-d7
                        refutes.
                      1...Ke8-f7
                        refutes.
                      1...Ke8-e7
                        refutes.
                      1...Ke8-d8
                        refutes.

                solution finished.


                """);
    }

    /** A refutation in post-key play is its line and "refutes.": no reflexmate's forced move under it. */
    @Test
    void postKeyRefutationHasNoForcedGoalMove() {
        assertWritten("""
                begin
                pieces white ke1 ra1 rb4 qh6 black ke8 ra8 pa7
                stipulation r#2
                option PostKeyPlay
                end
                """, """
                  r#2                         4 + 3

                 zugzwang.
                      1...a7-a5
                        refutes.
                      1...a7-a6
                        refutes.
                      1...Ra8-d8
                        refutes.
                      1...Ra8-c8
                        refutes.
                      1...Ra8-b8
                        refutes.
                      1...0-0-0
                        refutes.
                      1...Ke8-d7
                        refutes.
                      1...Ke8-f7
                        refutes.
                      1...Ke8-e7
                        refutes.
                      1...Ke8-d8
                        refutes.

                solution finished.


                """);
    }
}
