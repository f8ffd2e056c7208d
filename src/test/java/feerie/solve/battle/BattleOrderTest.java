package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Battle play is printed in the order Popeye tries the moves (feerie.solve.PopeyeOrder): keys and
 * tries, and the defences after a key, variations and refutations mixed. Each expectation is
 * Popeye 4.104's output for the same problem (py -regression), line for line.
 */
class BattleOrderTest {
    private static List<String> lines(String body) {
        Problem p = (Problem) ProblemReader.read("begin\n" + body + "\nend\n", "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(p, 60).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*") || l.equals("refutes.")).toList();
    }

    @Test
    void keysInPopeyesOrder() {
        assertEquals(List.of("1.Qb8-b6 # !", "1.Qb8-b7 # !", "1.Qb8-a8 # !", "1.Qb8-c8 + !"),
                lines("pieces white kc6 pb4 qb8 black ka6 rg7 rh5 pe7\nstipulation #3"));
    }

    @Test
    void aKingsDefencesDownLeftFirstAndRightLast() {
        List<String> l = lines("pieces white kc7 re1 sb7 black kg7\nstipulation s#3\noption PostKeyPlay");
        assertEquals(List.of("1...Kg7-f6", "refutes.", "1...Kg7-h6", "refutes.", "1...Kg7-h8", "refutes.",
                "1...Kg7-f8", "refutes.", "1...Kg7-g6", "refutes.", "1...Kg7-f7", "refutes.", "1...Kg7-g8",
                "refutes.", "1...Kg7-h7", "refutes."), l);
    }

    @Test
    void postKeyVariationsAndRefutationsMixed() {
        // twin c) of a generated +3, after its shift and mirror
        List<String> l = lines("pieces white ke6 pd3 black kd4 pb6\nstipulation +3\noption PostKeyPlay");
        assertEquals(List.of("1...Kd4-c3", "refutes.", "1...Kd4-e3", "refutes.", "1...Kd4-c5", "2.d3-d4 +",
                "1...Kd4*d3", "refutes.", "1...b6-b5", "refutes."), l);
    }
}
