package feerie.input;

import java.util.ArrayList;
import java.util.List;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.rules.Rules;

/**
 * The start array of a game as units of a problem: what InitialGameArray places when a condition
 * selects a game. A royal piece is written "k" (the game's king); the others by their English code.
 */
public final class GameArray {
    private GameArray() {
    }

    public static List<PieceSpec> of(Rules rules) {
        Position p = rules.position(null);
        List<PieceSpec> out = new ArrayList<>();
        for (int sq = 0; sq < p.geometry.size; sq++) {
            int piece = p.at(sq);
            if (piece == Piece.EMPTY) {
                continue;
            }
            String code = p.table.isRoyal(piece) ? "k" : p.table.type(Piece.type(piece)).code("en").toLowerCase();
            Colour colour = Piece.side(piece) == Side.WHITE ? Colour.WHITE : Colour.BLACK;
            out.add(new PieceSpec(colour, code, p.geometry.name(sq)));
        }
        return out;
    }
}
