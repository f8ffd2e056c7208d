package feerie.solve.structured;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.api.Test;

/**
 * Direct play to Féerie's own goals: exact play to "not mate" ("white 3:3a[!#]d", BEISPIEL-sford-13): the goal is tested
 * after the attacker's last move only, so every earlier move goes on. Every expectation is Popeye
 * 4.104's output (py -regression) from the stipulation line on, on positions of ours.
 */
class StructuredNotMateTest {
    private static String solve(String stip, String pieces, String option) {
        String text = "begin\nsstip " + stip + "\npieces " + pieces + "\noption " + option + "\nend\n";
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        return out.substring(out.lastIndexOf("+---a---b---c---d---e---f---g---h---+\n") + 38).stripTrailing();
    }

    @Test
    void everyMoveThatDoesNotMateIsAThreat() {
        assertEquals("  White 3:3a[!#]d             2 + 2\n\n"
                        + "   1.Ka1-b1 ! threat:\n          2.Kb1-c2\n          2.Kb1-a1\n          2.Kb1-c1\n\n\nsolution finished.",
                solve("white 3:3a[!#]d", "white ka1 pa2 black ka3 pc4", "vari"));
        assertEquals("  White 3:3a[!#]d             3 + 2\n\n"
                        + "   1.b2-b4 ! threat:\n          2.b4-b5\n\n   1.b2-b3 ! threat:\n          2.b3-b4\n\n"
                        + "   1.b2*a3 ! threat:\n          2.a3-a4\n\n\nsolution finished.",
                solve("white 3:3a[!#]d", "white ka1 pa2 pb2 black kc2 pa3", "vari try"));
    }

    @Test
    void noSolutionWhenWhiteRunsOutOfMoves() {
        assertEquals("  White 5:5a[!#]d             2 + 3\n\n\nsolution finished.",
                solve("white 5:5a[!#]d", "white ka1 pa2 black kc3 pa3 pc4", "vari"));
    }

    private static final String CAPZUG = "white kf3 qb5 re2 rg1 bf5 sf2 pd2 pg3 ph2 black kc2 re4 pg2";

    @Test
    void captureZugzwangEndsWhereEveryDefenceChecksAndIsNotWritten() {
        // "[/1d[+]a{!+}]" (EXAMPLES-capzug-05): Black not in check, each of his moves checking
        assertEquals("  White 3a[/1d[+]a{!+}]d      9 + 3\n\n   1.Sf2-h1 !\n\n\nsolution finished.",
                solve("white 3a[/1d[+]a{!+}]d", CAPZUG, "nothreat"));
        assertEquals("  White 1a[/1d[+]a{!+}]d      9 + 3\n\n\nsolution finished.",
                solve("white 1a[/1d[+]a{!+}]d", CAPZUG, "vari"));
        // with a d3 pawn: no solution, and no try play after such an end
        assertEquals("  White 3a[/1d[+]a{!+}]d      9 + 3\ntry play not applicable\n\nsolution finished.",
                solve("white 3a[/1d[+]a{!+}]d", CAPZUG.replace("pd2", "pd3"), "vari try"));
    }
}
