package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SuperGuards and AntiGuards: a guarded unit may not be captured, or only it may be (lines from py 4.104). */
class GuardsTest {
    private static final String QUIET = """
            1.Rd1-a1 ! 1.Rd1-b1 ! 1.Rd1-c1 ! 1.Rd1-d4 ! 1.Rd1-d3 ! 1.Rd1-d2 ! 1.Ke1-f2 ! 1.Ke1-d2 !
            1.Ke1-e2 ! 1.Ke1-f1 ! 1.Sf3-d2 ! 1.Sf3-g1 ! 1.Sf3-h2 ! 1.Sf3-g5 ! 1.Sf3-d4 !""";

    private static List<String> solve(String condition) {
        return Popeye.lines("""
                begin
                pieces white ke1 rd1 sf3 black ke8 pd5 pd6 sh4 pe5
                stipulation ~1
                condition %s
                end
                """.formatted(condition));
    }

    private static List<String> py(String moves) {
        return Popeye.py(String.join("\n", Arrays.stream(moves.split("(?<=!)")).map(String::strip).toList()));
    }

    @Test
    void superGuards() { assertEquals(py(QUIET + " 1.Rd1*d5 ! 1.Sf3*h4 !"), solve("superguards")); }

    @Test
    void antiGuards() { assertEquals(py(QUIET + " 1.Sf3*e5 !"), solve("antiguards")); }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-superguards-04", "EXAMPLES-antiguards-01", "TESTS-superguards-01"); }
}
