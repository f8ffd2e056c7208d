package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Introductory moves ("n->") before any play: the side that does not start the play makes 1 to n
 * moves (shorter introductions first), then the play follows, written line by line; battle play
 * there is every shortest win with every defence. Popeye numbers the lines from 1 again after
 * the introduction only before play longer than two half-moves, and writes the stipulation as a
 * series ("2->#2" is "ser-#2"). Expectations: py 4.104 on positions of our own.
 */
class IntroductoryMovesTest {
    private static String render(String text) {
        Problem p = SolutionLines.problem(text);
        return feerie.output.ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p)).strip();
    }

    @Test
    void directPlayAfterEveryLengthOfIntroduction() {
        String input = """
                begin
                option noboard
                stipulation 2->#1
                pieces white Kc3 Rh2 black Kb1 Pg7
                twin stipulation exact-2->#1
                twin stipulation 2->#2
                end
                """;
        // py 4.104
        assertEquals("""
                a)\s

                  1.Kb1-c1 Rh2-h1 #
                  1.Kb1-c1   2.g7-g5 Rh2-h1 #
                  1.Kb1-c1   2.g7-g6 Rh2-h1 #
                  1.g7-g5   2.Kb1-c1 Rh2-h1 #
                  1.g7-g6   2.Kb1-c1 Rh2-h1 #

                b) ser-#2 \s

                  1.Kb1-c1 Rh2-h1 #
                  1.Kb1-c1   2.g7-g5 Rh2-h1 #
                  1.Kb1-c1   2.g7-g6 Rh2-h1 #
                  1.g7-g5   2.Kb1-c1 Rh2-h1 #
                  1.g7-g6   2.Kb1-c1 Rh2-h1 #

                c) ser-#2 \s

                  1.Kb1-a1   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #
                  1.Kb1-a1   1.Kc3-b3 g7-g5   2.Rh2-h1 #
                  1.Kb1-a1   1.Kc3-b3 g7-g6   2.Rh2-h1 #
                  1.Kb1-c1   1.Rh2-h1 #
                  1.Kb1-a1   2.g7-g5   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #
                  1.Kb1-a1   2.g7-g5   1.Kc3-b3 g5-g4   2.Rh2-h1 #
                  1.Kb1-a1   2.g7-g6   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #
                  1.Kb1-a1   2.g7-g6   1.Kc3-b3 g6-g5   2.Rh2-h1 #
                  1.Kb1-c1   2.g7-g5   1.Rh2-h1 #
                  1.Kb1-c1   2.g7-g6   1.Rh2-h1 #
                  1.g7-g5   2.Kb1-a1   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #
                  1.g7-g5   2.Kb1-a1   1.Kc3-b3 g5-g4   2.Rh2-h1 #
                  1.g7-g5   2.Kb1-c1   1.Rh2-h1 #
                  1.g7-g6   2.Kb1-a1   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #
                  1.g7-g6   2.Kb1-a1   1.Kc3-b3 g6-g5   2.Rh2-h1 #
                  1.g7-g6   2.Kb1-c1   1.Rh2-h1 #

                solution finished.""", render(input));
    }

    @Test
    void reflexAndSeriesAfterIntroduction() {
        String input = """
                begin
                option noboard
                pieces white ka1 sc1 pg2
                       black ka3 pa2a4b4 ph7
                stipulation 1->r#1
                twin stipulation 1->semi-r#2
                twin stipulation 2->ser-#1
                end
                """;
        // py 4.104
        assertEquals("""
                a)\s

                  1.b4-b3 Sc1-e2   2.b3-b2 #
                  1.b4-b3 g2-g4   2.b3-b2 #
                  1.b4-b3 g2-g3   2.b3-b2 #

                b) ser-semi-r#1 \s

                  1.b4-b3   1.Sc1-e2 b3-b2 #
                  1.b4-b3   1.g2-g4 b3-b2 #
                  1.b4-b3   1.g2-g3 b3-b2 #

                c) 2->ser-#1 \s


                solution finished.""", render(input));
    }

    @Test
    void seriesAfterIntroductionRunsOnInOneMove() {
        String input = """
                begin
                option noboard
                stipulation 2->ser-#1
                pieces white Kc3 Rh2 black Kb1 Pg7
                end
                """;
        // py 4.104: no new numbering before a series of one move
        assertEquals("""
                1.Kb1-c1 Rh2-h1 #
                  1.Kb1-c1   2.g7-g5 Rh2-h1 #
                  1.Kb1-c1   2.g7-g6 Rh2-h1 #
                  1.g7-g5   2.Kb1-c1 Rh2-h1 #
                  1.g7-g6   2.Kb1-c1 Rh2-h1 #

                solution finished.""", render(input));
    }

    @Test
    void helpPlayAfterWhitesIntroduction() {
        String input = """
                begin
                option noboard
                pieces white Kc3 Ra2 black Kb1
                stipulation 1->h#1
                end
                """;
        // py 4.104
        assertEquals("""
                1.Ra2-a8 Kb1-c1   2.Ra8-a1 #
                  1.Ra2-a7 Kb1-c1   2.Ra7-a1 #
                  1.Ra2-a6 Kb1-c1   2.Ra6-a1 #
                  1.Ra2-a5 Kb1-c1   2.Ra5-a1 #
                  1.Ra2-a4 Kb1-c1   2.Ra4-a1 #
                  1.Ra2-a3 Kb1-c1   2.Ra3-a1 #
                  1.Ra2-h2 Kb1-c1   2.Rh2-h1 #
                  1.Ra2-g2 Kb1-c1   2.Rg2-g1 #
                  1.Ra2-f2 Kb1-c1   2.Rf2-f1 #
                  1.Ra2-e2 Kb1-c1   2.Re2-e1 #

                solution finished.""", render(input));
        // py 4.104: after "1->h#1.5" White moves again, numbered from 1
        String half = render(input.replace("1->h#1", "1->h#1.5"));
        assertEquals("1.Ra2-a8   1.Ra8-a2 Kb1-c1   2.Ra2-a1 #", half.lines().findFirst().orElseThrow().strip());
        assertEquals(true, half.contains("\n  1.Kc3-b3   1.Ra2-h2 Kb1-a1   2.Rh2-h1 #\n"), half);
    }

    @Test
    void seriesHelpSelfIsBlacksSeriesBeforeASelfmateInOne() {
        String input = """
                begin
                option noboard
                pieces white ka1 qg4 pg2
                       black ka3 pa2b4 ph7
                stipulation ser-hs#2
                twin stipulation ser-hs#1
                twin stipulation ser-hs#3
                end
                """;
        // py 4.104
        assertEquals("""
                a)\s

                  1.b4-b3   2.h7-h5 Qg4-h4   3.b3-b2 #
                  1.h7-h5   2.b4-b3 Qg4-h4   3.b3-b2 #

                b) ser-hs#1 \s


                c) ser-hs#3 \s

                  1.b4-b3   2.h7-h5 Qg4-h4   3.b3-b2 #
                  1.h7-h5   2.b4-b3 Qg4-h4   3.b3-b2 #
                  1.b4-b3   2.h7-h5   3.h5-h4 Qg4*h4   4.b3-b2 #
                  1.b4-b3   2.h7-h6   3.h6-h5 Qg4-h4   4.b3-b2 #
                  1.h7-h5   2.b4-b3   3.h5-h4 Qg4*h4   4.b3-b2 #
                  1.h7-h5   2.h5-h4   3.b4-b3 Qg4*h4   4.b3-b2 #
                  1.h7-h6   2.b4-b3   3.h6-h5 Qg4-h4   4.b3-b2 #
                  1.h7-h6   2.h6-h5   3.b4-b3 Qg4-h4   4.b3-b2 #

                solution finished.""", render(input));
    }

    @Test
    void treeOptionsChangeNothingInLines() {
        String plain = "begin\noption noboard\nstipulation 2->#2\npieces white Kc3 Rh2 Qf5 black Kb1 Pg7 ph7 Se8\nend\n";
        // py 4.104 writes the same lines with these options as without them
        for (String o : new String[] {"Try", "Variation", "Defence 2", "NoThreat", "NoShortVariations"})
            assertEquals(render(plain), render(plain.replace("noboard", "noboard " + o)), o);
    }
}
