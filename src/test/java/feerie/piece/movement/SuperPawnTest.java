package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The superpawn (SP) and the Berolina superpawn (BS): White's first moves ({@code stip ~1}) in
 * positions of our own, against the list Popeye 4.104 ({@code py}) printed for the same input.
 */
class SuperPawnTest {
    private static String firstMoves(String pieces) {
        String text = "begin\npieces " + pieces + "\nstip ~1\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return String.join("|", Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).map(String::strip)
                .filter(l -> l.startsWith("1.")).map(l -> l.replaceAll(" !$", "")).sorted().toList());
    }

    @Test
    void superpawnRidesForwardAndCapturesAlongTheForwardDiagonals() {
        // c2 rides up to the pawn c7 and takes a4 over b3 (its other diagonal is empty); e6 promotes on e8 (d8 is not in front)
        assertEquals("1.Ka1-a2|1.Ka1-b1|1.Ka1-b2|1.SPc2*a4|1.SPc2-c3 +|1.SPc2-c4|1.SPc2-c5|1.SPc2-c6|1.SPe6-e7"
                        + "|1.SPe6-e8=B|1.SPe6-e8=Q +|1.SPe6-e8=R +|1.SPe6-e8=S",
                firstMoves("white ka1 spc2 spe6 black kh8 pa4 pg4 pc7 pd8 ph3"));
    }

    @Test
    void berolinaSuperpawnRidesTheDiagonalsAndCapturesStraightAhead() {
        assertEquals("1.BSc2*c6|1.BSc2-b3|1.BSc2-d3|1.BSc2-e4|1.BSc2-f5|1.BSc2-g6|1.BSc2-h7 +|1.BSe6*e8=B"
                        + "|1.BSe6*e8=Q +|1.BSe6*e8=R +|1.BSe6*e8=S|1.BSe6-c8=B|1.BSe6-c8=Q|1.BSe6-c8=R|1.BSe6-c8=S"
                        + "|1.BSe6-d7|1.Ka1-a2|1.Ka1-b1|1.Ka1-b2",
                firstMoves("white ka1 bsc2 bse6 black kh8 pa4 pc6 pe8 pf7"));
    }
}
