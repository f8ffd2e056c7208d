package feerie.solve.invisible;

import java.util.ArrayList;
import java.util.List;

/**
 * Placing an invisible in a history of the lazy search: it stands there since the start, so the
 * history is replayed from the diagram with it and kept only if every move stays legal. Also what
 * the lazy search asks of lines: the squares between a king and its checking riders, whether a unit
 * reaches a square, whether a move is pseudo-legal on a board.
 */
final class FleshPlacement {
    static final int[][] LINES = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private final int[] root;
    private final boolean rootBlack;
    private final int[] scratchMoves = new int[256];
    /** The kings of the diagram (a king is never invisible here): where every replay starts them. */
    private final int rootWhiteKing, rootBlackKing;

    FleshPlacement(int[] root, boolean rootBlack) {
        this.root = root;
        this.rootBlack = rootBlack;
        this.rootWhiteKing = Board.king(root, false);
        this.rootBlackKing = Board.king(root, true);
    }

    /** Did a unit stand on {@code sq} in the diagram or leave it since? */
    boolean stoodOn(Flesh f, int sq) {
        if (root[sq] != 0) return true;
        for (int m : f.path()) if (Flesh.isMove(m) && Board.from(m) == sq) return true;
        return false;
    }

    /**
     * History {@code f} with one more invisible, {@code unit} on {@code sq} since the start, or null
     * if the moves played are not all legal with it there.
     */
    Flesh place(Flesh f, int sq, int unit) {
        if (f.free() == 0 || root[sq] != 0 || f.start()[sq] != 0 || f.board()[sq] != 0) return null;
        if (Board.type(unit) == Board.PAWN && (sq / 8 == 0 || sq / 8 == 7)) return null;
        int[] start = f.start().clone();
        start[sq] = unit;
        int castling = replay(start, f.path(), f.arrivals(), sq, legal(f));
        if (castling < 0) return null;
        int[] board = f.board().clone();
        board[sq] = unit | Board.INVISIBLE;
        return new Flesh(board, start, f.path(), f.free() - 1, f.roamingWhite(), f.roamingBlack(), castling, f.arrivals());
    }

    /**
     * Does history {@code f} replay from the diagram with every move legal? Not always: the kind
     * an invisible that arrived to shield a king shows later is not checked against the moves
     * before (see {@link #concretize}). Asked once a history.
     */
    private boolean legal(Flesh f) {
        if (f.legal == 0) f.legal = (byte) (replay(f.start(), f.path(), f.arrivals(), -1, false) >= 0 ? 1 : 2);
        return f.legal == 1;
    }

    /**
     * History {@code f} with the invisible of unknown kind on {@code sq} given {@code unit}'s kind, or
     * null if it cannot be one: since the start there (if it was placed so) the moves must stay legal.
     */
    Flesh concretize(Flesh f, int sq, int unit) {
        if (Board.type(unit) == Board.PAWN && (sq / 8 == 0 || sq / 8 == 7)) return null;
        int[] start = f.start();
        if (start[sq] != 0 && Board.type(start[sq]) == Board.DUMMY) {
            start = start.clone();
            start[sq] = unit;
            if (replay(start, f.path(), f.arrivals(), -1, false) < 0) return null;
        }
        int[] path = f.path();
        // one that arrived to shield a king: what it is belongs to the placement too
        for (int i = path.length - 1; i >= 0; i--) {
            int m = path[i];
            if (m >= 0 && (m & Flesh.APPEAR) != 0 && (m & 63) == sq) {
                path = path.clone();
                path[i] = m & ~(15 << 6) | unit << 6;
                break;
            }
        }
        int[] board = f.board().clone();
        board[sq] = unit | Board.INVISIBLE;
        return new Flesh(board, start, path, f.free(), f.roamingWhite(), f.roamingBlack(), f.castling(), f.arrivals());
    }

    /** Histories with one more invisible standing on a square of a line that checks the king of {@code black} in {@code board}. */
    List<Flesh> interceptors(Flesh f, boolean black, int[] board) {
        List<Flesh> out = new ArrayList<>();
        if (f.noneUnplaced()) return out;
        for (int s : lineSquares(board, black))
            for (int side = 0; side <= Board.BLACK; side += Board.BLACK) {
                Flesh g = place(f, s, Board.DUMMY | side);
                if (g != null) out.add(g);
                // or a roaming one came there
                if (f.roaming(side != 0) > 0 && f.board()[s] == 0) {
                    int[] b = f.board().clone();
                    b[s] = Board.DUMMY | side | Board.INVISIBLE;
                    out.add(new Flesh(b, f.start(), f.path(), f.free(),
                            f.roamingWhite() - (side == 0 ? 1 : 0), f.roamingBlack() - (side == 0 ? 0 : 1), f.castling(), f.arrivals() | 1L << s));
                }
            }
        return out;
    }

    /** The empty squares between the king of {@code black} and the riders checking it. */
    static List<Integer> lineSquares(int[] board, boolean black) {
        List<Integer> out = new ArrayList<>();
        int king = Board.king(board, black);
        if (king < 0) return out;
        for (int[] d : LINES) {
            List<Integer> between = new ArrayList<>();
            int x = king % 8 + d[0], y = king / 8 + d[1];
            int sq;
            while ((sq = Board.square(x, y)) >= 0 && board[sq] == 0) {
                between.add(sq);
                x += d[0];
                y += d[1];
            }
            if (sq < 0 || between.isEmpty() || board[sq] == Board.HOLE || Board.black(board[sq]) == black) continue;
            int t = Board.type(board[sq]);
            boolean diagonal = d[0] != 0 && d[1] != 0;
            if (t == Board.QUEEN || t == (diagonal ? Board.BISHOP : Board.ROOK)) out.addAll(between);
        }
        return out;
    }

    /**
     * Replays {@code path} from the start with the invisibles of {@code start}: the castling rights
     * after it, or -1 if a move is no longer legal (or goes to {@code fresh}, a square that must have
     * stayed occupied). {@code legalWithout}: the history replays legally without the unit on
     * {@code fresh}.
     */
    int replay(int[] start, int[] path, long arrivals, int fresh, boolean legalWithout) {
        int[] b = root.clone();
        for (int s = 0; s < 64; s++) if (start[s] != 0) b[s] = start[s] | Board.INVISIBLE;
        boolean black = rootBlack;
        // the kings' squares followed move by move (no king is ever taken): a replay asks after
        // every move whether the mover's king is in check
        int whiteKing = rootWhiteKing, blackKing = rootBlackKing;
        // one unit placed in a history whose every position is legal: adding a unit only blocks
        // lines, so a king can be in check only from the new unit itself (where no roaming
        // invisible arrived unrecorded, whose squares would block its lines too)
        int added = fresh >= 0 && arrivals == 0 && legalWithout ? start[fresh] : 0;
        if (added != 0 ? checksFrom(b, fresh, added, black ? whiteKing : blackKing)
                : shielded(b, !black, black ? whiteKing : blackKing, arrivals)) return -1;
        int castling = InitialWorlds.castling(b);
        for (int m : path) {
            if (m >= 0 && (m & (Flesh.APPEAR | Flesh.REMOVE)) != 0) {
                if ((m & Flesh.REMOVE) != 0) b[m >> 10 & 63] = 0;
                if ((m & Flesh.APPEAR) != 0) {
                    int s = m & 63;
                    if (s == fresh || b[s] != 0) return -1;
                    b[s] = (m >> 6 & 15) | Board.INVISIBLE;
                }
            } else if (m >= 0) {
                int from = Board.from(m), to = Board.to(m);
                if (to == fresh || !pseudoLegal(b, black, castling, m)) return -1;
                Board.play(b, m);
                castling = Board.castlingAfter(castling, from, to);
                if (from == whiteKing) whiteKing = to;
                else if (from == blackKing) blackKing = to;
            }
            int king = black ? blackKing : whiteKing;
            if (added != 0 ? checksFrom(b, fresh, added, king) : shielded(b, black, king, arrivals)) return -1;
            black = !black;
        }
        return castling;
    }

    /** Does {@code unit}, on {@code sq} in {@code b}, check the king of the other side on {@code king}? */
    private static boolean checksFrom(int[] b, int sq, int unit, int king) {
        return king >= 0 && Board.type(unit) != Board.DUMMY && Board.black(b[king]) != Board.black(unit) && reaches(b, sq, unit, king);
    }

    /**
     * Is the king of {@code black}, on {@code king}, in check in {@code b}, with the squares where
     * roaming invisibles came to shield a king (their arrival is not in the path) filled?
     */
    private static boolean shielded(int[] b, boolean black, int king, long arrivals) {
        if (arrivals == 0) return Board.inCheck(b, black, king);
        int[] c = b.clone();
        for (int sq = 0; sq < 64; sq++) if ((arrivals >>> sq & 1) != 0 && c[sq] == 0) c[sq] = Board.DUMMY | Board.INVISIBLE;
        return Board.inCheck(c, black, king);
    }

    boolean pseudoLegal(int[] b, boolean black, int castling, int move) {
        if ((move & Board.CASTLING) == 0) {
            int from = Board.from(move), to = Board.to(move), u = b[from], target = b[to];
            if (u == 0 || u == Board.HOLE || Board.black(u) != black) return false;
            if (target == Board.HOLE || target != 0 && Board.black(target) == black) return false;
            int t = Board.type(u), promotion = Board.promotion(move);
            if (t == Board.PAWN) {
                int dir = black ? -1 : 1, df = to % 8 - from % 8, dr = to / 8 - from / 8;
                if ((to / 8 == 0 || to / 8 == 7) != (promotion != 0)) return false;
                if (df == 0) {
                    if (target != 0) return false;
                    if (dr == dir) return true;
                    return dr == 2 * dir && from / 8 == (black ? 6 : 1) && b[from + 8 * dir] == 0;
                }
                return Math.abs(df) == 1 && dr == dir && target != 0;
            }
            if (promotion != 0 || t == Board.DUMMY) return false;
            if (t == Board.KING) return Math.max(Math.abs(to % 8 - from % 8), Math.abs(to / 8 - from / 8)) == 1;
            return reaches(b, from, u, to);
        }
        int n = Board.pseudoMoves(b, black, castling, scratchMoves);
        for (int i = 0; i < n; i++) if (scratchMoves[i] == move) return true;
        return false;
    }

    /** Can {@code unit} on {@code s} take on {@code x} in {@code b}? */
    static boolean reaches(int[] b, int s, int unit, int x) {
        int df = x % 8 - s % 8, dr = x / 8 - s / 8;
        switch (Board.type(unit)) {
            case Board.KNIGHT: return Math.abs(df * dr) == 2;
            case Board.PAWN: return Math.abs(df) == 1 && dr == (Board.black(unit) ? -1 : 1);
            default:
                boolean straight = df == 0 || dr == 0, diagonal = Math.abs(df) == Math.abs(dr);
                int t = Board.type(unit);
                if (s == x || !(straight && t != Board.BISHOP || diagonal && t != Board.ROOK)) return false;
                int step = Integer.signum(df) + 8 * Integer.signum(dr);
                for (int sq = s + step; sq != x; sq += step) if (b[sq] != 0) return false;
                return true;
        }
    }
}
