package feerie.rules.variant;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.Map;

/**
 * Courier 'de la Dama' (Nuno Cruz; seed 004) on 12 files x 8 ranks. Goal: mate; a stalemated
 * player loses (perft sees no difference: neither has moves). No castling, no en passant.
 *
 * <p>The king and the bishop leap on their first move ({@code i} terms in the catalogue). A king or
 * bishop on its side's start square for its type starts unmoved; any move of it, or any piece
 * arriving there, uses the privilege up, and a promoted bishop has moved.
 */
public class CourierDeLaDama extends Rules {
    public static final CourierDeLaDama RULES = new CourierDeLaDama();

    /** Letters: k king, q queen, r rook, n knight, b Bishop, c Courier, s Sage, f Fool, p pawn. */
    private static final Map<Character, String> LETTERS = Map.of(
            'k', "courierking", 'q', "queen", 'r', "rook", 'n', "knight", 'b', "courierbishop",
            'c', "bishop", 's', "commoner", 'f', "wazir", 'p', "pawn");

    protected CourierDeLaDama() {}

    @Override
    public String name() { return "courierdeladama"; }

    @Override
    public Geometry geometry() { return Geometry.COURIER; }

    @Override
    public Map<Character, String> fenLetters() { return LETTERS; }

    @Override
    public String startFen() {
        return "rnbcskqfcbnr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNBCSKQFCBNR w - - 0 1";
    }

    /** Promotion to any piece but the king, in letter order. */
    protected String promotionLetters() { return "qrnbcsf"; }

    /** The pieces whose first move is special, and the files they start on. */
    protected Map<String, int[]> firstMoveFiles() {
        return Map.of("courierking", new int[] {5}, "courierbishop", new int[] {2, 9});
    }

    /** A mated or a stalemated player loses. */
    @Override
    public boolean won(Position p, int winner, int[] scratch, int n) {
        return p.sideToMove() != winner && !hasLegalMove(p, scratch, n);
    }

    @Override
    public void prepare(Position p) {
        p.setCastlingAllowed(false);
        p.setEnPassantAllowed(false);
        int[] promotions = promotionLetters().chars()
                .map(c -> p.table.indexOf(fenLetters().get((char) c))).filter(i -> i > 0).toArray();
        p.setPromotionTypes(Side.WHITE, promotions);
        p.setPromotionTypes(Side.BLACK, promotions);
        Geometry g = p.geometry;
        firstMoveFiles().forEach((id, files) -> {
            int type = p.table.indexOf(id);
            if (type == 0) return;
            for (int side = 0; side < 2; side++) {
                int rank = side == Side.WHITE ? 0 : g.ranks - 1;
                for (int file : files) {
                    int sq = g.square(file, rank);
                    p.setUnmoved(sq, p.at(sq) == Piece.of(type, side));
                }
            }
        });
    }
}
