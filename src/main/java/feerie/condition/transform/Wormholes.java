package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Wormholes: a unit that arrives on one of the given squares (a wormhole) goes on to another
 * wormhole of the mover's choice that is empty once the move is made, written
 * {@code f2-f1=S[sSf1->a7]}; a move onto a wormhole with none to go on to is not a move (nor a
 * check). Going back to the departure square is allowed only after a capture or a promotion
 * (otherwise the move would change nothing). The choice is the move's choice: the wormhole's
 * number in the list, from 1.
 */
final class Wormholes implements Condition {
    private final int[] holes;
    private final boolean[] isHole;
    private final String shown;

    Wormholes(List<String> words) {
        Geometry g = Geometry.STANDARD;
        List<Integer> squares = new ArrayList<>();
        for (String w : words) {
            if (w.length() % 2 != 0) throw new UnknownConditionException("Wormholes " + w);
            for (int i = 0; i < w.length(); i += 2) {
                int sq = parse(g, w.substring(i, i + 2));
                if (sq < 0 || squares.contains(sq)) throw new UnknownConditionException("Wormholes " + w);
                squares.add(sq);
            }
        }
        if (squares.isEmpty() || squares.size() >= Move.CHOICES) throw new UnknownConditionException("Wormholes");
        // Popeye numbers the wormholes in the board's order (a1, b1 ... h8), whatever the input's
        holes = squares.stream().mapToInt(Integer::intValue).sorted().toArray();
        isHole = new boolean[g.size];
        for (int h : holes) isHole[h] = true;
        StringBuilder sb = new StringBuilder("Wormholes");
        for (int h : holes) sb.append(' ').append(g.name(h));
        shown = sb.toString();
    }

    private static int parse(Geometry g, String name) {
        try {
            return g.parse(name.toLowerCase(java.util.Locale.ROOT));
        } catch (RuntimeException e) {
            return -1;
        }
    }

    @Override
    public String name() { return shown; }

    /**
     * As in Popeye, a pawn on its first rank observes from there, and moves from there only when
     * it stands on a wormhole ({@link #pieceMoves}).
     */
    @Override
    public feerie.piece.movement.PawnComponent.FirstRank pawnsOnFirstRank() {
        return feerie.piece.movement.PawnComponent.FirstRank.OBSERVES;
    }

    @Override
    public boolean hasEffects() { return true; }

    /** The transfer belongs to the move itself: a rebirth (Circe) or change comes after it, as in Popeye. */
    @Override
    public int effectStage() { return -30; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.geometry != Geometry.STANDARD) return end;
        if (isHole[from] && p.table.isPawn(p.at(from))
                && p.geometry.rank(from) == (side == feerie.piece.Side.WHITE ? 0 : p.geometry.ranks - 1)) {
            // a pawn standing on a wormhole on its first rank moves from there
            int unit = p.at(from);
            if (p.isNeutral(from)) unit = Piece.of(Piece.type(unit), side);
            for (var c : p.movement(unit)) end = feerie.piece.movement.PawnComponent.onAnyRank(c).generate(p, from, side, out, end);
        }
        boolean any = false;
        for (int i = start; i < end && !any; i++) any = isHole[Move.to(out[i])];
        if (!any) return end;
        // the variants are built after end, then moved down
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int to = Move.to(m);
            if (!isHole[to]) {
                out[n++] = m;
                continue;
            }
            boolean changes = Move.kind(m) == Move.PROMOTION || Move.kind(m) == Move.EN_PASSANT
                    || Move.kind(m) != Move.CASTLING && p.at(to) != Piece.EMPTY;
            int promotions = Move.kind(m) == Move.PROMOTION ? 0 : p.promotionTypes(side, from).length;
            for (int k = 0; k < holes.length; k++) {
                int h = holes[k];
                if (h == to) continue;
                if (h == from ? !changes : p.at(h) != Piece.EMPTY) continue;
                if (promotions > 0 && pawnPromotesOn(p, from, side, h)) {
                    // a pawn sent on to its last rank promotes there, one move per piece (py 4.104: [wPb4->f8=Q])
                    for (int t = 1; t <= Math.min(promotions, MAX_PROMOTIONS); t++) out[n++] = Move.withChoice(m, k + 1) | t << PROMOTION_SHIFT;
                } else {
                    out[n++] = Move.withChoice(m, k + 1);
                }
            }
        }
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    /** Where a non-promoting move carries the promotion of a pawn sent on to its last rank (1 up; 0: none). */
    private static final int PROMOTION_SHIFT = 16;
    private static final int MAX_PROMOTIONS = 0x3f;

    /** Does the pawn (or not) on {@code from}, moving for {@code side}, promote when sent on to {@code hole}? */
    private static boolean pawnPromotesOn(Position p, int from, int side, int hole) {
        return p.table.isPawn(p.at(from)) && onLastRank(p, hole, side);
    }

    private static boolean onLastRank(Position p, int square, int side) {
        return p.geometry.rank(square) == (side == feerie.piece.Side.WHITE ? p.geometry.ranks - 1 : 0);
    }

    /**
     * A castling king landing on a wormhole goes on to another wormhole empty once the castling
     * is made; the rook is not transferred (TESTS-wurmloch-01: 0-0[wKg1->d4], 0-0[wKg1->h5]).
     */
    @Override
    public int castlingMoves(Position p, int[] out, int start, int end) {
        if (p.geometry != Geometry.STANDARD) return end;
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int to = Move.to(m);
            if (!isHole[to]) {
                out[n++] = m;
                continue;
            }
            int from = Move.from(m), rook = Move.castlingRook(m), rookTo = to + (rook > from ? -1 : 1);
            for (int k = 0; k < holes.length; k++) {
                int h = holes[k];
                if (h == to || h == rookTo || h != from && h != rook && p.at(h) != Piece.EMPTY) continue;
                out[n++] = Move.withChoice(m, k + 1);
            }
        }
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    @Override
    public void afterMove(Position p, int move) {
        int choice = Move.choice(move);
        if (choice == 0 || move == Move.NULL) return;
        int to = Move.to(move);
        if (!isHole[to] || p.at(to) == Piece.EMPTY) return;
        int hole = holes[choice - 1];
        int unit = p.at(to);
        p.effectMove(to, hole);
        int promotion = Move.kind(move) == Move.PROMOTION ? 0 : move >>> PROMOTION_SHIFT & MAX_PROMOTIONS;
        int side = p.sideToMove();
        // the bits are this condition's only where the pawn lands on its last rank (SeriesCapture uses them too)
        if (promotion > 0 && p.table.isPawn(unit) && onLastRank(p, hole, side)) {
            int[] types = p.promotionTypes(side, hole);
            if (promotion <= types.length) p.effectChange(hole, p.promoted(unit, types[promotion - 1], side));
        }
        // a king or rook arriving on its home square may castle, as after a rebirth (TESTS-wurmloch-05)
        feerie.condition.circe.RebornUnit.restoreCastling(p, hole, p.at(hole));
    }
}
