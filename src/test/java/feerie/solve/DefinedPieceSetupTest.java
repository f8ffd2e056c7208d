package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.input.ProblemReader;
import feerie.piece.DefinedPiece;
import feerie.position.Position;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/** A piece the problem defines reaches the position the solver works on. */
class DefinedPieceSetupTest {
    @Test
    void definedCoureurIsPlaced() {
        Problem problem = (Problem) ProblemReader.read("""
                begin
                DefinePiece hy [(4,0)(1,-2)(0,1)]:1
                pieces white kc1 hyd6 black ka8
                stipulation ~1
                end
                """, "t.inp").get(0);
        Position p = new Setup(problem).copy().position(false);
        int d6 = p.geometry.parse("d6");
        assertEquals(DefinedPiece.id("hy"), p.table.type(feerie.piece.Piece.type(p.at(d6))).id());
    }
}
