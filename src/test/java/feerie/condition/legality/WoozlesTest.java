package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Woozles, BiWoozles, Heffalumps: units observing each other do not capture (all lines in this file from py 4.104). */
class WoozlesTest {
    private static final String QUIET = """
            1.Ra1-a4 ! 1.Ra1-a3 ! 1.Ra1-a2 ! 1.Rb1-b4 ! 1.Rb1-b3 ! 1.Rb1-b2 ! 1.Rb1-d1 ! 1.Rb1-c1 !
            1.Ke1-d2 ! 1.Ke1-d1 ! 1.Ke1-e2 ! 1.Ke1-f1 ! 1.Bd4-b2 ! 1.Bd4-c3 ! 1.Bd4-g1 ! 1.Bd4-f2 !
            1.Bd4-e3 ! 1.Bd4-e5 !""";

    private static List<String> solve(String condition) {
        return Popeye.lines("""
                begin
                pieces white ke1 ra1 rb1 bd4 black ke8 pa5 pb5 pf6 bc5 sh3
                stipulation ~1
                condition %s
                end
                """.formatted(condition));
    }

    private static List<String> py(String moves) {
        return Popeye.py(String.join("\n", Arrays.stream(moves.split("(?<=!)")).map(String::strip).toList()));
    }

    @Test
    void woozles() {
        // the rooks observe each other: neither captures; the bishop is not observed by its own side
        assertEquals(py(QUIET + " 1.Bd4*f6 ! 1.Bd4*c5 !"), solve("woozles"));
        assertEquals(py(QUIET + " 1.Bd4*f6 ! 1.Bd4*c5 !"), solve("woozles rexexclusive"));
    }

    @Test
    void heffalumps() {
        // the rooks capture along the files, off the line through the other rook
        assertEquals(py(QUIET + " 1.Ra1*a5 ! 1.Rb1*b5 ! 1.Bd4*f6 ! 1.Bd4*c5 !"), solve("heffalumps"));
    }

    @Test
    void biwoozles() {
        // the bishops observe each other: the white one captures nothing
        assertEquals(py(QUIET + " 1.Ra1*a5 ! 1.Rb1*b5 !"), solve("biwoozles"));
    }

    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-woozles-01", "BEISPIEL-woozles-05", "BEISPIEL-woozles-09", "BEISPIEL-woozles-14"); }
}
