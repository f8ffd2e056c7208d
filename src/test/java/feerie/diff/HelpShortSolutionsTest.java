package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Help play has no minimum length in Popeye (unless exact-): the shorter solutions are printed
 * with the full-length ones, and a line ends where its goal is first reached (exact- too). Expected outputs
 * from Popeye 4.104 ({@code py -regression}).
 */
class HelpShortSolutionsTest {
    /** hx2 with a capture in one move: 1.Bg8-a2 Ka1*a2 is printed, and no line continues it. */
    @Test
    void shortSolutionsAndLinesEndingAtTheGoal() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ka1 black kh8 ph7 pg7 bg8 pa3
                stipulation hx2
                end
                """, """
                  hx2                         1 + 5

                  1.Bg8-a2 Ka1*a2 x
                  1.a3-a2 Ka1-b2   2.a2-a1=Q + Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=S Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=R Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=B + Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.Bg8-b3 Kb2*b3 x
                  1.g7-g5 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.g7-g6 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.h7-h5 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.h7-h6 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.Bg8-b3 Ka1-b1   2.Bb3-a2 + Kb1*a2 x
                  1.Bg8-b3 Ka1-b1   2.Bb3-c2 + Kb1*c2 x
                  1.Bg8-c4 Ka1-b1   2.Bc4-a2 + Kb1*a2 x
                  1.Bg8-d5 Ka1-b1   2.Bd5-a2 + Kb1*a2 x
                  1.Bg8-e6 Ka1-b1   2.Be6-a2 + Kb1*a2 x
                  1.Bg8-f7 Ka1-b1   2.Bf7-a2 + Kb1*a2 x

                solution finished.
                """);
    }

    /** exact-hx2: the same position, only the two-move lines, and still none through the capture in one. */
    @Test
    void exactHasNoShortSolutions() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ka1 black kh8 ph7 pg7 bg8 pa3
                stipulation exact-hx2
                end
                """, """
                  exact-hx2                   1 + 5

                  1.a3-a2 Ka1-b2   2.a2-a1=Q + Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=S Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=R Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.a2-a1=B + Kb2*a1 x
                  1.a3-a2 Ka1-b2   2.Bg8-b3 Kb2*b3 x
                  1.g7-g5 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.g7-g6 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.h7-h5 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.h7-h6 Ka1-b1   2.Bg8-a2 + Kb1*a2 x
                  1.Bg8-b3 Ka1-b1   2.Bb3-a2 + Kb1*a2 x
                  1.Bg8-b3 Ka1-b1   2.Bb3-c2 + Kb1*c2 x
                  1.Bg8-c4 Ka1-b1   2.Bc4-a2 + Kb1*a2 x
                  1.Bg8-d5 Ka1-b1   2.Bd5-a2 + Kb1*a2 x
                  1.Bg8-e6 Ka1-b1   2.Be6-a2 + Kb1*a2 x
                  1.Bg8-f7 Ka1-b1   2.Bf7-a2 + Kb1*a2 x

                solution finished.
                """);
    }
}
