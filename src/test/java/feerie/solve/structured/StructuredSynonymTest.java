package feerie.solve.structured;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import feerie.solve.UnsupportedException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The synonyms of Popeye's manual read by {@link StructuredSynonym}; every expectation is py
 * 4.104's output for the same input (positions of the corpus with the structured form of their
 * stipulation).
 */
class StructuredSynonymTest {
    /** The lines after the stipulation line, without blank lines and the closing line. */
    static List<String> solve(String problem) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        List<String> lines = Arrays.asList(out.split("\n"));
        int board = lines.lastIndexOf(lines.stream().filter(l -> l.startsWith("+---a")).reduce((a, b) -> b).orElseThrow());
        return lines.subList(board + 2, lines.size()).stream()
                .filter(l -> !l.isBlank() && !l.strip().equals("Loesung beendet.") && !l.strip().equals("solution finished."))
                .collect(Collectors.toList());
    }

    @Test
    void seriesToTheDefendersMateIsSeriesSelfplay() {
        // BEISPIEL-stip-33 (ser-s#4) as "weiss 4s[1d[#]a]"; py 4.104
        assertEquals(List.of(
                "  1.b6-b7   2.b7-b8=D   3.Db8-e5   4.Lc2-d1 + Da4*d1 #",
                "  1.b6-b7   2.b7-b8=L   3.Lb8-f4   4.Lc2-d1 + Da4*d1 #",
                "  1.a7-a8=S   2.Sa8-c7   3.Sc7-d5   4.Lc2-d1 + Da4*d1 #",
                "  1.a7-a8=T   2.Ta8-e8   3.Te8*e6   4.Lc2-d1 + Da4*d1 #"),
                solve("anfang\nsforderung weiss 4s[1d[#]a]\nsteine weiss ba7b6e3h2 sc5 lc2 kg1\n schwarz be6 da4 kf3\nende\n"));
    }

    private static final String REFLEX_POSITION = "pieces white ke1 pg3 black ke3 bh5 sh2 pd3\noption set\nend\n";

    @Test
    void seriesToTheForcedMateIsSeriesReflexOrSemiReflex() {
        // REGRESSIONS 4.55-4.57 no. 33 (ser-r#2) as structured; py 4.104, the same with or without the constraint
        List<String> expected = List.of("  1...d3-d2 #", "  1.g3-g4   2.g4-g5 d3-d2 #");
        assertEquals(expected, solve("begin\nsstipulation white 2s[>1a[#]d]{!1a[#]d}\n" + REFLEX_POSITION));
        assertEquals(expected, solve("begin\nsstipulation white 2s[1a[#]d]{!1a[#]d}\n" + REFLEX_POSITION));
        assertEquals(expected, solve("begin\nsstipulation white 2s[>1a[#]d]\n" + REFLEX_POSITION));
    }

    @Test
    void helpPlayThenTheForcedGoalWithWhiteReflexIsHelpReflex() {
        // "white Nh[>1a[g]d]h{!1a[g]d}" is hr g (N+1)/2 (BEISPIEL-sford-25: "hrx2"); py 4.104 on positions of ours
        String position = "pieces white kd1 pd2 qb8 black ka3 pa5 pe3\nend\n";
        assertEquals(List.of("  1.Kd1-c1 e3*d2 +   2.Kc1-b1 d2-d1=Q #"),
                solve("begin\nsstipulation white 3h[>1a[#]d]h{!1a[#]d}\n" + position));
        assertEquals(List.of("  1.Kh5-h6 Ba1*b2   2.Bf7-h5 Bb2-c1 #"),
                solve("begin\nsstipulation white 3h[>1a[#]d]h{!1a[#]d}\npieces white kh5 rb2 bf7 black kh8 ba1 ph7\nend\n"));
        // White could mate at once, which he must: the reflex fails before the first move
        assertEquals(List.of("  1.Qf6-d8 # ?!?"),
                solve("begin\nsstipulation white 1h[>1a[#]d]h{!1a[#]d}\npieces white ka6 qf6 black kb8 rg4 rh5\nend\n"));
    }

    @Test
    void parrySeries() {
        // py 4.104: pser-r#2, pser-s#2 and phser-s#2 of REGRESSIONS 4.55-4.57 written as the manual's synonyms
        assertEquals(List.of("  1...d3-d2 #", "  1.g3-g4   2.g4-g5 d3-d2 #"),
                solve("begin\nsstipulation white 3a[>1a[#]d]?+?d{!1a[#]d}\n" + REFLEX_POSITION));
        String selfPosition = "pieces white ke1 sh2 pg3 black ke3 pd3d4e2e4h3\noption set\nend\n";
        List<String> self = List.of("  1...d3-d2 #", "  1.Sh2-f3   2.Sf3-h2 d3-d2 #");
        assertEquals(self, solve("begin\nsstipulation white 3a[1d[#]a]?+?d\n" + selfPosition));
        assertEquals(self, solve("begin\nsstipulation white 3h[1d[#]a]?+?h\n" + selfPosition));
        // EXAMPLES-pseries-01 (pser-#2)
        assertEquals(List.of("  1.Rh4*h7 + Qg8*h7   2.Qh3*h7 #"),
                solve("begin\nsstipulation white 3a[#]?+?d\npieces white kh1 qh3 rh4 bf5 black kh8 qg8 ph7\nend\n"));
    }

    @Test
    void introductorySeriesOfTheOtherSide() {
        // "white 1s[2s[1h[#]h]]" is 1->ser-h#2; py 4.104: each introductory move with all its
        // lines, shortest first, the last introductory move may check
        assertEquals(List.of(
                "  1.Rf2-f1   1.Kb8-c8 Rf1-f8 #",
                "  1.Rf2-f1   1.Kb8-a7   2.Ka7-a6 Rf1-a1 #",
                "  1.Rf2-a2   1.Kb8-c8 Ra2-a8 #",
                "  1.Rf2-b2 +   1.Kb8-a7   2.Ka7-a6 Rb2-a2 #",
                "  1.Rf2-c2   1.Kb8-a7   2.Ka7-a6 Rc2-a2 #",
                "  1.Rf2-d2   1.Kb8-a7   2.Ka7-a6 Rd2-a2 #",
                "  1.Rf2-e2   1.Kb8-c8 Re2-e8 #",
                "  1.Rf2-e2   1.Kb8-a7   2.Ka7-a6 Re2-a2 #",
                "  1.Rf2-f8 +   1.Kb8-a7   2.Ka7-a6 Rf8-a8 #",
                "  1.Rf2-f7   1.Kb8-c8 Rf7-f8 #",
                "  1.Rf2-f6   1.Kb8-c8 Rf6-f8 #",
                "  1.Rf2-f5   1.Kb8-c8 Rf5-f8 #",
                "  1.Rf2-f4   1.Kb8-c8 Rf4-f8 #",
                "  1.Rf2-f4   1.Kb8-a7   2.Ka7-a6 Rf4-a4 #",
                "  1.Rf2-f3   1.Kb8-c8 Rf3-f8 #",
                "  1.Rf2-f3   1.Kb8-a7   2.Ka7-a6 Rf3-a3 #",
                "  1.Rf2-h2   1.Kb8-c8 Rh2-h8 #",
                "  1.Rf2-h2   1.Kb8-a7   2.Ka7-a6 Rh2-a2 #",
                "  1.Rf2-g2   1.Kb8-c8 Rg2-g8 #",
                "  1.Rf2-g2   1.Kb8-a7   2.Ka7-a6 Rg2-a2 #"),
                solve("begin\nsstipulation white 1s[2s[1h[#]h]]\npieces white kc6 rf2 black kb8 pc7\nend\n"));
    }

    @Test
    void helpPlayAfterAMoveOfTheSameSide() {
        // "black 1h[- 4hh[#]]h": a black move, then Black again in h#2 (shorter too); py 4.104
        // writes 2213 lines, the introductory move numbered on its own
        List<String> lines = solve("begin\nsstipulation black 1h[- 4hh[#]]h\npieces white kf1 rb2 black kh8 pg7 ph7 pg6 bf8\nend\n");
        assertEquals(2213, lines.size());
        assertEquals(List.of("  1.g6-g5   1.g5-g4 Rb2-b8   2.g4-g3 Rb8*f8 #", "  1.g6-g5   1.g5-g4 Rb2-f2   2.g4-g3 Rf2*f8 #",
                "  1.g6-g5   1.Bf8-a3 Rb2-b1   2.Ba3-c1 Rb1-b8 #"), lines.subList(0, 3));
        assertEquals(List.of("  1.Kh8-g8   1.Bf8-b4 Rb2*b4   2.Kg8-h8 Rb4-b8 #", "  1.Kh8-g8   1.Kg8-h8 Rb2-b8   2.g6-g5 Rb8*f8 #",
                "  1.Kh8-g8   1.Kg8-h8 Rb2-f2   2.g6-g5 Rf2*f8 #"), lines.subList(2210, 2213));
    }

    @Test
    void oneMoveAfterTheIntroductionIsRefused() {
        // py 4.104 numbers these on ("1.Bf8-b4   2.Bb4-e1 Rb2-b8 #"), which Féerie does not write
        // and "5h[#]?+?h", phser-#3, whose ordinary solver misses lines of py 4.104's
        for (String stip : List.of("black 1h[- 2hh[#]]h", "white 1s[1s[1h[#]h]]", "white 5h[#]?+?h")) {
            Problem p = (Problem) ProblemReader.read("begin\nsstipulation " + stip + "\npieces white kf1 rb2 black kh8 pg7 ph7 pg6 bf8\nend\n",
                    "test").get(0);
            assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(p));
        }
    }

    @Test
    void partsJoinedByAndAreSolvedOneAfterTheOther() {
        // BEISPIEL-sford-15's position with two of its parts, in another order; py 4.104, blank lines included
        Problem p = (Problem) ProblemReader.read("anfang\nsforderung weiss - 4hh[=] & 3a[#]d\noption varianten\n"
                + "steine weiss kd3 tf6 la4 sc4 bc6e2e7g5\n schwarz kd5 sh8 bc5c7d4d6e3e6f7g6\nende\n", "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        assertTrue(out.endsWith("  Weiss -4hh[=]&3a[#]d       8 + 10\n\n"
                + "  1...e6-e5   2.e7-e8=T e5-e4 +   3.Te8*e4 =\n\n"
                + "   1.e7-e8=S ! Drohung:\n          2.Se8*c7 #\n\n\nLoesung beendet.\n\n\n"), out);
    }

    @Test
    void theManualsShortFormOfSemiReflexIsRefusedForItsEcho() {
        // py 4.104 prints "3a[1a[#]d]d" as "3a[>1a[#]d]d": not the text Féerie writes
        Problem p = (Problem) ProblemReader.read("begin\nsstipulation white 3a[1a[#]d]d\n"
                + "pieces white ka6 bc5 sb8f6 pa5a7b6d6h6 black kh8 ra8 be6 pc4c6c7d7f7\nend\n", "test").get(0);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(p));
        assertTrue(e.getMessage().contains("structured stipulation"), e.getMessage());
    }
}
