package feerie.crosscheck;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.solve.Search;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the legal moves of the side to move that a claimed move means. A claim may leave out the
 * origin (or give only its file or rank), the capture sign and the check sign; what it does write
 * must hold: the piece, the target, the origin, the promotion, and a capture where it writes one.
 */
public final class MoveMatcher {
    /** @param moves the legal moves meant (several: the claim is ambiguous); @param why when none, the reason */
    public record Match(List<Integer> moves, String why) {}

    private MoveMatcher() {}

    /** The legal moves of the side to move in {@code s.position}, copied out of the search stack. */
    public static int[] legalMoves(Search s, int top) {
        int end = s.legal(top);
        int[] moves = new int[end - top];
        System.arraycopy(s.stack, top, moves, 0, moves.length);
        return moves;
    }

    public static Match match(Search s, ClaimedMove c, Alphabet alphabet, int top) {
        Position p = s.position;
        List<Integer> meant = new ArrayList<>(), ignoringCapture = new ArrayList<>();
        for (int m : legalMoves(s, top)) {
            if (!sameMove(p, m, c, alphabet)) continue;
            ignoringCapture.add(m);
            if (!c.capture() || captures(p, m)) meant.add(m);
        }
        if (!meant.isEmpty()) return new Match(meant, "");
        if (!ignoringCapture.isEmpty()) return new Match(meant, c.text() + " captures nothing");
        return new Match(meant, c.text() + " is not a legal move");
    }

    static boolean captures(Position p, int m) {
        return Move.kind(m) == Move.EN_PASSANT || Move.kind(m) != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    private static boolean sameMove(Position p, int m, ClaimedMove c, Alphabet alphabet) {
        Geometry g = p.geometry;
        int from = Move.from(m), kind = Move.kind(m);
        if (c.castling() != 0) {
            if (kind != Move.CASTLING) return false;
            boolean kingside = Move.castlingRook(m) > from;
            return kingside == (c.castling() == ClaimedMove.KINGSIDE);
        }
        // castling written as the king's move needs its origin ("Ke1-g1"): "Rg8" is no castling
        if (kind == Move.CASTLING && (c.fromFile() == 0 || c.fromRank() == 0)) return false;
        if (!g.name(Move.to(m)).equals(c.to())) return false;
        if (c.fromFile() != 0 && g.name(from).charAt(0) != c.fromFile()) return false;
        if (c.fromRank() != 0 && g.rank(from) + 1 != c.fromRank()) return false;
        int piece = p.at(from);
        PieceType type = p.table.type(Piece.type(piece));
        if (c.piece().isEmpty()) {
            if (!p.table.isPawn(piece)) return false;
        } else if (!alphabet.names(c.piece(), type)) {
            return false;
        }
        if (!c.promotion().isEmpty()) {
            if (kind == Move.PROMOTION) return alphabet.names(c.promotion(), p.table.type(Move.promotion(m)));
            // a chameleon's change of type is written as a promotion
            return p.table.chameleonNext(piece) != 0;
        }
        return true;
    }
}
