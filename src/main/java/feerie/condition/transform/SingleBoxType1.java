package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * SingleBox type 1: each side has one box of men, those of the game array (a king, a queen, two
 * rooks, two bishops, two knights, eight pawns); a move after which a side has more of one kind
 * on the board is illegal (so a pawn promotes only to a piece of its side missing from the board).
 * As in Popeye, a check is such a capture of the king played for real: a pawn whose capture of
 * the king would promote checks only while a piece it could promote to is missing. Types 2 and 3
 * (latent promotions) are not built.
 */
final class SingleBoxType1 implements Condition {
    /** By orthodox walk ({@link PieceTable#KING} ... {@link PieceTable#PAWN}): the men of one box. */
    static final int[] BOX = {0, 1, 1, 2, 2, 2, 8};

    @Override
    public String name() { return "SingleBox Type1"; }

    /** Popeye ignores the problem when a fairy walk may appear (a fairy piece, CavalierMajeur's nightriders). */
    @Override
    public boolean refusesFairyWalks() { return true; }

    @Override
    public boolean changesObservation() { return true; }

    /**
     * The box only vetoes a pawn's capture onto the last rank (no piece to promote to); it never
     * changes which captures a unit has, so the observers come from the fast reverse probes.
     */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int unit = p.at(from);
        var g = p.geometry;
        int lastRank = by == 0 ? g.ranks - 1 : 0;
        if (!p.table.isPawn(unit) || g.rank(target) != lastRank) return true;
        int[] count = new int[BOX.length];
        for (int i = 0, n = p.pieceCount(by); i < n; i++) count[p.table.walk(p.at(p.pieceSquare(by, i)))]++;
        for (int type : p.promotionTypes(by)) {
            int walk = p.table.walk(feerie.piece.Piece.of(type, by));
            if (walk == PieceTable.FAIRY || count[walk] < BOX[walk]) return true;
        }
        return magicUnits(p) && fitsWhenPlayed(p, from, target, by);
    }

    /** Are there magic units on the board (which may recolour a unit of the side that captures)? */
    private static boolean magicUnits(Position p) {
        for (int sq = 0; sq < p.geometry.size; sq++)
            if (p.at(sq) != feerie.piece.Piece.EMPTY && (p.table.attributes(p.at(sq)) & feerie.piece.Attributes.MAGIC) != 0)
                return true;
        return false;
    }

    /**
     * The capture played for real, as Popeye tests it: does a promotion leave {@code by} within its
     * box once the move's effects are done (a magic unit recolouring one of its rooks,
     * REGRESSIONS-4_61_to_4_63-37: 1.Pe6-e7+ for 2.Pe7*d8=R[h7=b])?
     */
    private static boolean fitsWhenPlayed(Position p, int from, int target, int by) {
        int side = p.sideToMove();
        p.setSideToMove(by);
        try {
            for (int type : p.promotionTypes(by)) {
                int m = feerie.piece.movement.Move.promotion(from, target, type);
                p.make(m);
                boolean fits = withinBox(p, by);
                p.unmake(m);
                if (fits) return true;
            }
            return false;
        } finally {
            p.setSideToMove(side);
        }
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return withinBox(p, 0) && withinBox(p, 1);
    }

    /** Has {@code side} no more of any orthodox kind on the board than its box holds? */
    static boolean withinBox(Position p, int side) {
        int kings = 0, queens = 0, rooks = 0, bishops = 0, knights = 0, pawns = 0;
        for (int i = 0, n = p.pieceCount(side); i < n; i++) {
            int unit = p.at(p.pieceSquare(side, i));
            switch (p.table.walk(unit)) {
                case PieceTable.KING -> kings++;
                case PieceTable.QUEEN -> queens++;
                case PieceTable.ROOK -> rooks++;
                case PieceTable.BISHOP -> bishops++;
                case PieceTable.KNIGHT -> knights++;
                case PieceTable.PAWN -> pawns++;
                default -> { }
            }
        }
        return kings <= BOX[PieceTable.KING] && queens <= BOX[PieceTable.QUEEN] && rooks <= BOX[PieceTable.ROOK]
                && bishops <= BOX[PieceTable.BISHOP] && knights <= BOX[PieceTable.KNIGHT] && pawns <= BOX[PieceTable.PAWN];
    }

}
