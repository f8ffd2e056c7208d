package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Help-reflex play shows its short solutions: where White's move lets Black mate, Black must (the
 * reflex obligation), and the line ends there, one move short. A position where the side to play
 * could capture the king shows no play. Expected from Popeye 4.104 ({@code py -regression}); the
 * first position was a difference found by {@code feerie diff --seed 21} (problem 21-115).
 */
class HelpReflexShortSolutionsTest {
    private static List<String> lines(String pieces, String stipulation) {
        String text = "begin\npieces " + pieces + "\nstipulation " + stipulation + "\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).map(String::strip)
                .filter(l -> l.startsWith("1.")).toList();
    }

    @Test
    void anHr2ShowsItsOneMoveLines() {
        List<String> all = lines("white kc3 sg6 black ke1 rb1 qf2 rd6", "hr#2");
        // py prints 266 lines, of which these 7 end after Black's first move
        assertEquals(266, all.size());
        assertEquals(List.of("1.Kc3-c4 Qf2-c2 #", "1.Kc3-c4 Qf2-d4 #", "1.Sg6-e7 Qf2-c5 #", "1.Sg6-f4 Qf2-c5 #",
                        "1.Sg6-f8 Qf2-c5 #", "1.Sg6-h4 Qf2-c5 #", "1.Sg6-h8 Qf2-c5 #"),
                all.stream().filter(l -> l.split(" ").length == 3).sorted().toList());
    }

    @Test
    void theSideToPlayMustNotBeAbleToCaptureTheKing() {
        // White's pawn b2 attacks the black king c3: py says "the side to play can capture the king"
        assertEquals(List.of(), lines("white ka1 pb2 black kc3 qe4 pa7", "hr#2"));
    }
}
