package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * The condition Imitator in the problem's header: Popeye draws each imitator on the board as an
 * {@code I} and writes the squares one by one in the input's order. The expectation is Popeye
 * 4.104's output ({@code py -regression}) for the same problem, from the board on.
 */
class ImitatorDiagramTest {
    @Test
    void imitatorsAreDrawnOnTheBoardAndTheirSquaresWrittenApart() {
        Problem p = (Problem) ProblemReader.read("""
                begin
                pieces white kh1 pf7 black ka1
                stip ~1
                condition Imitator c5a4
                end
                """, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), o.message());
        String text = o.text();
        assertEquals("""
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   P   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   I   .   .   .   .   .   5
                |                                   |
                4   I   .   .   .   .   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1  -K   .   .   .   .   .   .   K   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  ~1                          2 + 1
                           Imitator c5 a4

                   1.Kh1-h2[Ic6,a5] !

                   1.f7-f8[Ic6,a5]=I !

                   1.f7-f8[Ic6,a5]=Q !

                   1.f7-f8[Ic6,a5]=S !

                   1.f7-f8[Ic6,a5]=R !

                   1.f7-f8[Ic6,a5]=B !


                solution finished.


                """, text.substring(text.indexOf("+---a")));
    }
}
