package feerie.condition.circe;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * Where a unit is reborn: one of Circe's independent choices (Popeye's manual, "Definition of the
 * rebirth square"). Given the unit as it will be reborn, the square of the capture, the side whose
 * home squares count (the unit's own, or the other one's under Mirror) and the move.
 */
@FunctionalInterface
public interface RebirthSquare {
    int square(Position p, int piece, int captureSquare, int homeSide, int move);

    /**
     * The classical Circe square: a pawn on its second rank on the file of capture, knight, bishop
     * and rook on their game-array square of the capture square's colour, queen and king on d and
     * e; a fairy piece on the file of capture on the other side's first rank (its promotion rank).
     */
    RebirthSquare REGULAR = (p, piece, sq, side, move) -> regular(p.geometry, p.table.rebirthWalk(piece), sq, side);

    /** File Circe: the game-array rank (pawns: the second), on the file of capture. */
    RebirthSquare FILE = (p, piece, sq, side, move) -> {
        Geometry g = p.geometry;
        int walk = p.table.rebirthWalk(piece);
        int rank = walk == PieceTable.PAWN ? (side == Side.WHITE ? 1 : g.ranks - 2) : (side == Side.WHITE ? 0 : g.ranks - 1);
        return g.square(g.file(sq), rank);
    };

    /** Symmetry Circe: the square symmetric to the capture square about the board's centre. */
    RebirthSquare SYMMETRY = (p, piece, sq, side, move) -> p.geometry.mirrorRanks(p.geometry.mirrorFiles(sq));

    /** Vertical symmetry: mirrored across the board's vertical axis (a1 - h1). */
    RebirthSquare VERTICAL_SYMMETRY = (p, piece, sq, side, move) -> p.geometry.mirrorFiles(sq);

    /** Horizontal symmetry: mirrored across the board's horizontal axis (a1 - a8). */
    RebirthSquare HORIZONTAL_SYMMETRY = (p, piece, sq, side, move) -> p.geometry.mirrorRanks(sq);

    /** PWC (Platzwechsel-Circe): the square the capturer left. */
    RebirthSquare PWC = (p, piece, sq, side, move) -> Move.from(move);

    /** Equipollents: the capture square shifted by the capture's own vector. */
    RebirthSquare EQUIPOLLENTS = (p, piece, sq, side, move) -> {
        Geometry g = p.geometry;
        int from = Move.from(move), to = Move.to(move);
        return g.offset(sq, g.file(to) - g.file(from), g.rank(to) - g.rank(from));
    };

    /** Antipodes: four files and four ranks away (on an 8x8 board), wrapping round. */
    RebirthSquare ANTIPODES = (p, piece, sq, side, move) -> {
        Geometry g = p.geometry;
        return g.square((g.file(sq) + g.files / 2) % g.files, (g.rank(sq) + g.ranks / 2) % g.ranks);
    };

    /** Contra-Parrain (Equipollents with Mirror): the capture square shifted against the move's vector. */
    RebirthSquare CONTRA_EQUIPOLLENTS = (p, piece, sq, side, move) -> {
        Geometry g = p.geometry;
        int from = Move.from(move), to = Move.to(move);
        return g.offset(sq, g.file(from) - g.file(to), g.rank(from) - g.rank(to));
    };

    /** Capture Square: the square of the capture itself. */
    RebirthSquare CAPTURE_SQUARE = (p, piece, sq, side, move) -> sq;

    /**
     * Rank Circe: on the rank of the capture, on the file of a classical square; of the two files
     * of a rook, bishop or knight, the one whose square there has the capture square's colour
     * (Popeye: a black knight taken on f5 is reborn on b5, a white one taken on c3 on g3).
     */
    RebirthSquare RANK = (p, piece, sq, side, move) -> {
        Geometry g = p.geometry;
        int rank = g.rank(sq);
        int file = g.file(regular(g, p.table.rebirthWalk(piece), sq, side));
        int walk = p.table.rebirthWalk(piece);
        if (walk == PieceTable.ROOK || walk == PieceTable.BISHOP || walk == PieceTable.KNIGHT) {
            boolean same = ((file + rank) & 1) == ((g.file(sq) + rank) & 1);
            if (!same) file = g.files - 1 - file;
        }
        return g.square(file, rank);
    };

    /** Diametral: this square mirrored through the board's centre (TESTS-anticirce-09: g1 to b8). */
    default RebirthSquare diametral() {
        return (p, piece, sq, side, move) -> {
            int r = square(p, piece, sq, side, move);
            return r < 0 ? r : p.geometry.mirrorRanks(p.geometry.mirrorFiles(r));
        };
    }

    /** Vertical mirror: this square mirrored across the board's vertical axis (TESTS-circe-21: h8 to a8). */
    default RebirthSquare verticalMirror() {
        return (p, piece, sq, side, move) -> {
            int r = square(p, piece, sq, side, move);
            return r < 0 ? r : p.geometry.mirrorFiles(r);
        };
    }

    /**
     * GlasgowChess beside it: a unit reborn on the last rank of its home side's opponent (a white
     * fairy piece on the 8th rank, a black one on the 1st) is reborn one rank back, on that side's
     * promotion rank under GlasgowChess (BEISPIEL-glasgow-01: {@code [+wZg7]} for {@code [+wZg8]}).
     */
    default RebirthSquare glasgow() {
        return (p, piece, sq, side, move) -> {
            int r = square(p, piece, sq, side, move);
            if (r < 0) return r;
            Geometry g = p.geometry;
            int last = side == Side.WHITE ? g.ranks - 1 : 0;
            return g.rank(r) == last ? g.offset(r, 0, side == Side.WHITE ? -1 : 1) : r;
        };
    }

    static int regular(Geometry g, int walk, int sq, int side) {
        int file = g.file(sq);
        // a "white" square in Popeye's sense: rank and file of different parity (h1, a8)
        boolean light = (g.rank(sq) & 1) != (file & 1);
        int home = side == Side.WHITE ? 0 : g.ranks - 1;
        int last = g.files - 1;
        switch (walk) {
            case PieceTable.PAWN: return g.square(file, side == Side.WHITE ? 1 : g.ranks - 2);
            case PieceTable.KING: return g.square(4, home);
            case PieceTable.QUEEN: return g.square(3, home);
            case PieceTable.ROOK: return g.square(light == (side == Side.WHITE) ? last : 0, home);
            case PieceTable.BISHOP: return g.square(light == (side == Side.WHITE) ? last - 2 : 2, home);
            case PieceTable.KNIGHT: return g.square(light == (side == Side.WHITE) ? 1 : last - 1, home);
            default: return g.square(file, side == Side.WHITE ? g.ranks - 1 : 0);
        }
    }

    /** The side of a unit (a convenience for the conditions). */
    static int sideOf(int piece) { return Piece.side(piece); }
}
