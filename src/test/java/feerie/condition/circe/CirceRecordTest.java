package feerie.condition.circe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Several condition lines of the Circe family make one Circe record, as in Popeye: a name sets its
 * choices over the earlier lines', a word ("Circe Rank") only where nothing was chosen yet. Each
 * expected line is py 4.104's on the position white Qa1, black Sb2, x1 (its header in comments).
 */
class CirceRecordTest {
    private static void assertCapture(String conditions, String popeyeLine) {
        String input = "begin\npieces white qa1 black sb2\nstipulation x1\noption nowk nobk\n" + conditions + "end\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        String expected = "\n   " + popeyeLine + "\n\n\nsolution finished.\n";
        var c = SolutionComparator.compare(expected, outcome.text());
        assertTrue(c.matches(), c.difference() + "\n" + outcome.text());
    }

    /** MirrorCirce then Circe: one Circe Mirror (py: "Circe Mirror"), not two rebirths. */
    @Test
    void mirrorCirceWithCirceIsMirrorCirce() {
        assertCapture("condition MirrorCirce\ncondition Circe\n", "1.Qa1*b2[+bSg1] x !");
    }

    /** DiagramCirce then PWC: the later name's square (py: "Circe PWC"). */
    @Test
    void laterNameChoosesTheSquare() {
        assertCapture("condition DiagramCirce\ncondition PWC\n", "1.Qa1*b2[+bSa1] x !");
    }

    /** PWC then DiagramCirce: Diagram, the unit's own square, where the capturer stands (py: "Circe Diagram"). */
    @Test
    void laterNameChoosesTheSquareTheOtherWay() {
        assertCapture("condition PWC\ncondition DiagramCirce\n", "1.Qa1*b2 x !");
    }

    /** Circe PWC then Circe Rank: the word cannot choose again, PWC stays (py: "Circe PWC", nonsense combination). */
    @Test
    void laterWordDoesNotChooseAgain() {
        assertCapture("condition Circe PWC\ncondition Circe Rank\n", "1.Qa1*b2[+bSa1] x !");
    }
}
