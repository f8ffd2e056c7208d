package feerie.output;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.api.Test;

/** A remark written after a twin's keyword, where Popeye prints it (REGRESSIONS 4.61-4.63 no. 9). */
class TwinRemarkTest {
    @Test
    void aTwinsRemarkComesAfterThePreviousSolutionAndBeforeItsHeading() {
        Problem p = (Problem) ProblemReader.read("""
                begin
                Pieces White Bb8 Kc8 White Uncapturable Sa3 Black Ka8 Sh1
                Stipulation #2
                Option Variation
                Twin move a3 g5
                Remark Dit is een grote test
                end
                """, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        assertTrue(out.contains("          2.uSb5-c7 #\n\nDit is een grote test\n\nb) wuSa3-->g5  \n"), out);
    }
}
