package feerie.output;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.api.Test;

/**
 * With option Duplex Popeye says again, before the duplex half, which options do not apply.
 * Expected text: py 4.104 -regression on the same problems.
 */
class DuplexNoticesTest {
    private static String render(String text) {
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
    }

    @Test
    void setPlayNoticeBeforeEachHalf() {
        String out = render("begin\npieces white kg6 pc3 black ka5 qd8 pd5 pd3\nstipulation ser-#4\n"
                + "option SetPlay Duplex\nend\n");
        assertTrue(out.contains("               Duplex\nSetPlay not applicable - ignored\n\nSetPlay not applicable - ignored\n\n"
                + "  1.d3-d2   2.d2-d1=Q   3.Qd8-h8   4.Qd1-h5 #\n"), out);
    }

    @Test
    void intelligentNoticeAfterTheFirstHalfsLines() {
        String out = render("begin\npieces white ka1 qh1 rb3 black kc2 pa2 pb4 rh8\nstipulation hr#2\n"
                + "option Duplex Intelligent\nend\n");
        String notice = "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions"
                + " and without fairy pieces.\n";
        assertTrue(out.contains("  1.Rb3-c3 + b4*c3   2.Qh1-b1 + a2*b1=Q #\n" + notice + "\n  1.Kc2*b3 Qh1-d5 +   2.Kb3-a3 Qd5*a2 #\n"),
                out);
    }
}
