package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;

/**
 * The Orphan ({@code %O}): no movement of its own. It moves, captures and checks like every enemy
 * piece that observes it, taking the observer's walk for its own side (observed by a black pawn, a
 * white Orphan moves like a white pawn; observed by a king, like a non-royal king). An enemy Orphan
 * observing it with some walk passes that walk on when the enemy Orphan itself has it, through
 * chains of Orphans of alternating colours; an Orphan already in the chain is not followed again
 * (Popeye puts a dummy piece on it).
 *
 * <p>What Popeye does and this follows: an Orphan moving like a pawn does not promote (its walk is
 * not a pawn's) and its moves are listed once even when several observers give the same one. Its
 * two-step from the second rank is kept, as a plain move that leaves no en passant square (not
 * confirmed by the corpus).
 *
 * <p>The Friend ({@code %F}) is the same with friendly observers: it moves like every piece of its
 * own side that observes it, through chains of Friends.
 */
public final class OrphanComponent extends Component {
    private final boolean friend;

    public OrphanComponent() { this(false); }

    private OrphanComponent(boolean friend) {
        super(Mode.MOVE_AND_CAPTURE);
        this.friend = friend;
    }

    /** The {@link MovementNotation.TermReader} of the Orphan and the Friend. */
    static Component read(Mode mode, String term) {
        if (!term.equals("%O") && !term.equals("%F")) return null;
        if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("the Orphan takes no m/c prefix: " + term);
        return new OrphanComponent(term.equals("%F"));
    }

    @Override
    public String notation() { return friend ? "%F" : "%O"; }

    @Override
    public Bound bind(Geometry geometry, int side) { return new BoundOrphan(friend); }

    /** True when the piece is an Orphan (or, for {@code friend}, a Friend): its movement is this component alone. */
    static boolean isOrphan(BoardView board, int piece, boolean friend) {
        Bound[] m = board.movement(piece);
        return m.length == 1 && m[0] instanceof BoundOrphan o && o.friend == friend;
    }

    /** True when the piece is an Orphan or a Friend (neither lends its walk). */
    static boolean isOrphan(BoardView board, int piece) {
        Bound[] m = board.movement(piece);
        return m.length == 1 && m[0] instanceof BoundOrphan;
    }

    private static final class BoundOrphan extends Bound {
        private final boolean friend;

        BoundOrphan(boolean friend) { this.friend = friend; }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int start = n;
            for (int t = 1, types = board.typeCount(); t <= types; t++) {
                int own = Piece.of(t, us);
                if (isOrphan(board, own)) continue;
                if (!hasWalk(board, from, us, t, null, 0, friend)) continue;
                // a pawned Orphan moves from its first rank too, as in Popeye
                for (Bound c : board.movement(own)) n = PawnComponent.onAnyRank(c).generate(board, from, us, out, n);
            }
            // plain moves only (no promotion, no en passant square), each once; no capture en passant
            // (REGRESSIONS-4_63_to_4_65-26: "Orphans don't capture ep")
            int kept = start;
            for (int i = start; i < n; i++) {
                int m = out[i];
                int kind = Move.kind(m);
                if (kind == Move.EN_PASSANT) continue;
                if (kind == Move.PROMOTION || kind == Move.DOUBLE_STEP) m = Move.of(Move.from(m), Move.to(m));
                if (kind == Move.DISPLACED_CAPTURE) m = Move.withChoice(m, 0);
                boolean seen = false;
                for (int j = start; j < kept; j++) if (out[j] == m) { seen = true; break; }
                if (!seen) out[kept++] = m;
            }
            return kept;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            for (int t = 1, types = board.typeCount(); t <= types; t++) {
                int own = Piece.of(t, us);
                if (isOrphan(board, own)) continue;
                if (attacksOnAnyRank(board, board.movement(own), from, target, us) && hasWalk(board, from, us, t, null, 0, friend))
                    return true;
            }
            return false;
        }

        /** {@link #attacksWith} for the Orphan itself, which as a pawn observes from its first rank too. */
        private static boolean attacksOnAnyRank(BoardView board, Bound[] movement, int from, int target, int side) {
            for (Bound c : movement) if (PawnComponent.onAnyRank(c).attacks(board, from, target, side)) return true;
            return false;
        }

        private static boolean attacksWith(BoardView board, Bound[] movement, int from, int target, int side) {
            for (Bound c : movement) if (c.attacks(board, from, target, side)) return true;
            return false;
        }

        /**
         * Does the Orphan of side {@code side} on {@code square} have the walk of piece type
         * {@code type}: is it observed by an enemy piece of that type, or by an enemy Orphan (not in
         * {@code path}) that has the walk and observes it with it?
         */
        private static boolean hasWalk(BoardView board, int square, int side, int type, int[] path, int depth, boolean friend) {
            int them = friend ? side : side ^ 1;
            int code = Piece.of(type, them);
            Bound[] walk = board.movement(code);
            int[] squares = board.squares();
            int count = board.pieceCount(them);
            boolean orphans = false;
            for (int i = 0; i < count; i++) {
                int s = board.pieceSquare(them, i);
                int p = squares[s];
                if (p == code) {
                    if (attacksWith(board, walk, s, square, them)) return true;
                } else if (!orphans && isOrphan(board, p, friend)) {
                    orphans = true;
                }
            }
            if (!orphans) return false;
            for (int i = 0; i < count; i++) {
                int s = board.pieceSquare(them, i);
                if (s == square || !isOrphan(board, squares[s], friend) || onPath(path, depth, s)) continue;
                if (!attacksWith(board, walk, s, square, them)) continue;
                if (path == null) path = new int[board.pieceCount(0) + board.pieceCount(1) + 1];
                path[depth] = square;
                if (hasWalk(board, s, them, type, path, depth + 1, friend)) return true;
            }
            return false;
        }

        private static boolean onPath(int[] path, int depth, int square) {
            for (int i = 0; i < depth; i++) if (path[i] == square) return true;
            return false;
        }
    }
}
