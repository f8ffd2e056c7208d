package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.output.ProblemOutput;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Help play of no move (h#0, h=0) has no solution, and MaxSolutions 0 lets no phase search: each
 * is solved, as Popeye solves it, where Féerie once searched without end. The whole outputs (option
 * NoBoard, "|" for a line break) are py 4.104's on kg6 rb1 pa2 / kh8 pa7.
 */
class ZeroLengthAndZeroLimitTest {
    private static String solve(String stipulation, String options) {
        var problem = SolutionLines.problem("begin\npieces white kg6 rb1 pa2 black kh8 pa7\nstipulation " + stipulation
                + "\noption NoBoard " + options + "\nend\n");
        return ProblemOutput.render(problem, new ProblemSolver(60_000_000_000L).solve(problem));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "h#0; SetPlay; SetPlay not applicable - ignored|||solution finished.|||",
        "h=0; Movenumbers; ||solution finished.|||",
        "h#0; UpToMoveNumber 1; ||solution finished.|||",
        "exact-h#0; Duplex; |||solution finished.|||",
        // Popeye's guard stops each phase before its first move: set play and duplex keep their
        // empty blocks, no move is numbered, and nothing is partial
        "h#1; MaxSolutions 0 SetPlay; |||solution finished.|||",
        "h#1; MaxSolutions 0 Duplex; |||solution finished.|||",
        "ser-h#2; MaxSolutions 0 MoveNumbers; ||solution finished.|||",
        "#2; MaxSolutions 0 Try; ||solution finished.|||",
        // battle play counts keys only: the set play stays
        "#2; MaxSolutions 0 SetPlay; |      1...a7-a5|          2.Rb1-b8 #|      1...a7-a6|          2.Rb1-b8 #"
                + "|      1...Kh8-g8|          2.Rb1-b8 #|||solution finished.|||",
        // WhiteToPlay makes h#1 an h#0.5 first: no set play
        "h#1; SetPlay WhiteToPlay; SetPlay not applicable - ignored||  1...Rb1-b8 #||solution finished.|||"})
    void solvedAsPopeyeSolvesThem(String stipulation, String options, String popeye) {
        assertEquals(popeye.replace('|', '\n'), solve(stipulation, options));
    }
}
