package feerie.solve.invisible;

import java.util.Arrays;

/**
 * The moves of one side in one history of the lazy search, handed to a {@link Sink}: the moves of
 * the units on its board (an invisible's only if it takes a visible unit or must shield its king),
 * captures by an invisible of unknown kind (which shows what it can be) or by a free one placed for
 * it, a pawn's capture of an invisible nobody saw, castling with a rook nobody saw, and the random
 * moves "TI~-~". A move that leaves the king in check is played with an interceptor placed.
 */
final class FleshMoves {
    private static final int[] KINDS = {Board.QUEEN, Board.ROOK, Board.BISHOP, Board.KNIGHT, Board.PAWN};
    private static final int[] PROMOTIONS = {Board.QUEEN, Board.KNIGHT, Board.ROOK, Board.BISHOP};

    /** Where the moves go. */
    interface Sink {
        /** {@code move} was played in {@code f}, giving {@code after} (the king of the side that moved not in check). */
        void moved(Flesh f, int move, int[] after);

        /** History {@code g} follows from a random move "TI~-~". */
        void random(Flesh g);
    }

    private final FleshPlacement placement;
    private final int[] moves = new int[256], scratchMoves = new int[256];

    FleshMoves(FleshPlacement placement) {
        this.placement = placement;
    }

    /**
     * The moves of the units on one board, the same in every history with that board (histories
     * differ in where their invisibles stood and how they came): each move (0 if not played here),
     * the board after it, and whether it leaves the mover's king in check.
     */
    private record Shared(boolean inCheck, int[] moves, int[][] afters, boolean[] intoCheck) {
    }

    /** Boards with their castling rights, as keys. */
    private record BoardKey(int[] board, int castling) {
        @Override
        public boolean equals(Object o) {
            return o instanceof BoardKey k && castling == k.castling && Arrays.equals(board, k.board);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(board) * 31 + castling;
        }
    }

    /** The boards of the histories expanded at this point of the search. */
    private java.util.Map<BoardKey, Shared> shared = new java.util.HashMap<>();

    /** The search moves to another point (other known squares, the other side to move): a new table (clearing fills the old one whole). */
    void forget() {
        if (!shared.isEmpty()) shared = new java.util.HashMap<>();
    }

    private Shared shared(int[] board, int castling, long known, boolean black) {
        BoardKey key = new BoardKey(board, castling);
        Shared s = shared.get(key);
        if (s != null) return s;
        int n = Board.pseudoMoves(board, black, castling, moves);
        int[] own = Arrays.copyOf(moves, n);
        boolean inCheck = Board.inCheck(board, black);
        int[][] afters = new int[n][];
        boolean[] intoCheck = new boolean[n];
        for (int i = 0; i < n; i++) {
            int m = own[i];
            // an invisible's move that takes no visible unit is not placed, unless it must shield the king
            int target = board[Board.to(m)];
            if (!inCheck && Board.invisible(board[Board.from(m)]) && (target == 0 || Board.invisible(target))
                    || InvisibleHelpSearch.hidden(board, m, known)) {
                own[i] = 0;
                continue;
            }
            int[] after = board.clone();
            played(after, m);
            afters[i] = after;
            intoCheck[i] = Board.inCheck(after, black);
        }
        s = new Shared(inCheck, own, afters, intoCheck);
        shared.put(key, s);
        return s;
    }

    /** Every move of the side {@code black} in history {@code f}, {@code known} the squares where invisibles took. */
    void expand(Flesh f, long known, boolean black, Sink sink) {
        int side = black ? Board.BLACK : 0;
        int[] board = f.board();
        Shared shared = shared(board, f.castling(), known, black);
        boolean inCheck = shared.inCheck;
        for (int i = 0; i < shared.moves.length; i++) {
            int m = shared.moves[i];
            if (m == 0) continue;
            if (!shared.intoCheck[i]) sink.moved(f, m, shared.afters[i]);
            else intercepted(f, m, black, sink);
        }
        // an invisible of unknown kind takes a visible unit: it shows what it can be
        for (int sq = 0; sq < 64; sq++) {
            int u = board[sq];
            if (u == Board.HOLE || Board.type(u) != Board.DUMMY || !Board.invisible(u) || (u & Board.BLACK) != side) continue;
            for (int x = 0; x < 64; x++) {
                if (!victim(board[x], side)) continue;
                for (int kind : KINDS) {
                    if (!FleshPlacement.reaches(board, sq, kind | side, x)) continue;
                    Flesh g = placement.concretize(f, sq, kind | side);
                    if (g != null) capture(g, sq, x, kind, known, black, sink);
                }
            }
        }
        if (f.free() > 0) {
            // a free invisible takes a visible unit
            for (int x = 0; x < 64; x++) {
                if (!victim(board[x], side)) continue;
                for (int kind : KINDS)
                    for (int s = 0; s < 64; s++) {
                        if (board[s] != 0 || !FleshPlacement.reaches(board, s, kind | side, x)) continue;
                        Flesh g = placement.place(f, s, kind | side);
                        if (g != null) capture(g, s, x, kind, known, black, sink);
                    }
            }
            pawnTakesUnseen(f, known, black, sink);
            castlingWithUnseenRook(f, known, black, sink);
        }
        randomMoves(f, inCheck, known, black, sink);
    }

    /** Can a unit of {@code side} take {@code u} as an invisible's visible victim? */
    private static boolean victim(int u, int side) {
        return u != 0 && u != Board.HOLE && !Board.invisible(u) && (u & Board.BLACK) != side && Board.type(u) != Board.KING;
    }

    private void capture(Flesh g, int from, int x, int kind, long known, boolean black, Sink sink) {
        if (kind == Board.PAWN && (x / 8 == 0 || x / 8 == 7))
            for (int p : PROMOTIONS) play(g, from | x << 6 | p << 12, known, black, sink);
        else play(g, from | x << 6, known, black, sink);
    }

    /** A pawn takes an invisible nobody saw (not on a square where one is known to stand). */
    private void pawnTakesUnseen(Flesh f, long known, boolean black, Sink sink) {
        int side = black ? Board.BLACK : 0;
        for (int p = 0; p < 64; p++) {
            if (f.board()[p] != (Board.PAWN | side)) continue;
            int r = p / 8 + (black ? -1 : 1);
            for (int df = -1; df <= 1; df += 2) {
                int x = Board.square(p % 8 + df, r);
                if (x < 0 || f.board()[x] != 0 || (known >>> x & 1) != 0) continue;
                for (int kind : KINDS) {
                    if (kind == Board.PAWN && (x / 8 == 0 || x / 8 == 7)) continue;
                    Flesh g = placement.place(f, x, kind | (side ^ Board.BLACK));
                    if (g == null) continue;
                    if (x / 8 == 0 || x / 8 == 7)
                        for (int q : PROMOTIONS) play(g, p | x << 6 | q << 12, known, black, sink);
                    else play(g, p | x << 6, known, black, sink);
                }
            }
        }
    }

    private void castlingWithUnseenRook(Flesh f, long known, boolean black, Sink sink) {
        int home = black ? 60 : 4, side = black ? Board.BLACK : 0;
        if (f.board()[home] != (Board.KING | side)) return;
        for (int corner : new int[] {home + 3, home - 4}) {
            if (f.board()[corner] != 0) continue;
            Flesh g = placement.place(f, corner, Board.ROOK | side);
            if (g == null) continue;
            int k = Board.pseudoMoves(g.board(), black, g.castling(), scratchMoves);
            for (int i = 0; i < k; i++) {
                int m = scratchMoves[i];
                if ((m & Board.CASTLING) != 0 && (Board.to(m) > home) == (corner > home)) play(g, m, known, black, sink);
            }
        }
    }

    /**
     * "TI~-~": some invisible moves, nobody knows where (it roams from then on), or, when the king
     * is in check along a line, one arrives on a square of the line (a free or roaming one, of any
     * kind; a placed one moves there among the moves of {@link Board#pseudoMoves}).
     */
    private void randomMoves(Flesh f, boolean inCheck, long known, boolean black, Sink sink) {
        int roaming = f.roaming(black), side = black ? Board.BLACK : 0;
        int rw = black ? 0 : 1, rb = black ? 1 : 0;
        if (!inCheck) {
            int[] path = f.pathWith(Flesh.RANDOM);
            if (roaming > 0) sink.random(f.with(f.board(), path, f.castling()));
            if (f.free() > 0)
                sink.random(new Flesh(f.board(), f.start(), path, f.free() - 1, f.roamingWhite() + rw, f.roamingBlack() + rb, f.castling(), f.arrivals()));
            for (int sq = 0; sq < 64; sq++) {
                int u = f.board()[sq];
                if (u == 0 || !Board.invisible(u) || (u & Board.BLACK) != side) continue;
                int[] board = f.board().clone();
                board[sq] = 0;
                if (!Board.inCheck(board, black)) {
                    sink.random(new Flesh(board, f.start(), f.pathWith(Flesh.REMOVE | sq << 10), f.free(),
                            f.roamingWhite() + rw, f.roamingBlack() + rb, f.castling(), f.arrivals()));
                    continue;
                }
                // it shields the king: it moves along the line
                for (int s : FleshPlacement.lineSquares(board, black)) {
                    int[] slid = board.clone();
                    slid[s] = Board.DUMMY | side | Board.INVISIBLE;
                    if (Board.inCheck(slid, black)) continue;
                    sink.random(f.with(slid, f.pathWith(Flesh.REMOVE | sq << 10 | Flesh.APPEAR | s | (Board.DUMMY | side) << 6), f.castling()));
                }
            }
            return;
        }
        if (f.free() == 0 && roaming == 0) return;
        for (int s : FleshPlacement.lineSquares(f.board(), black)) {
            // not onto a square a unit stood on (py 4.104 rejects those arrivals)
            if (placement.stoodOn(f, s)) continue;
            int[] board = f.board().clone();
            board[s] = Board.DUMMY | side | Board.INVISIBLE;
            if (Board.inCheck(board, black)) continue;
            int[] path = f.pathWith(Flesh.APPEAR | s | (Board.DUMMY | side) << 6);
            if (roaming > 0)
                sink.random(new Flesh(board, f.start(), path, f.free(), f.roamingWhite() - rw, f.roamingBlack() - rb, f.castling(), f.arrivals()));
            if (f.free() > 0)
                sink.random(new Flesh(board, f.start(), path, f.free() - 1, f.roamingWhite(), f.roamingBlack(), f.castling(), f.arrivals()));
        }
    }

    /** Plays {@code move} in history {@code f}, with an interceptor placed if it would leave the king in check. */
    private void play(Flesh f, int move, long known, boolean black, Sink sink) {
        if (InvisibleHelpSearch.hidden(f.board(), move, known)) return;
        int[] after = f.board().clone();
        played(after, move);
        if (!Board.inCheck(after, black)) sink.moved(f, move, after);
        else intercepted(f, move, black, sink);
    }

    /** {@code move} would leave the king in check in {@code f}: played with an invisible placed in the line. */
    private void intercepted(Flesh f, int move, boolean black, Sink sink) {
        if (f.noneUnplaced()) return;
        for (Flesh g : placement.interceptors(f, black, played(f.board().clone(), move))) {
            if (!placement.pseudoLegal(g.board(), black, g.castling(), move)) continue;
            int[] again = played(g.board().clone(), move);
            if (!Board.inCheck(again, black)) sink.moved(g, move, again);
        }
    }

    /** Plays {@code move} on {@code b}; a rook that castles is seen from then on. */
    private static int[] played(int[] b, int move) {
        Board.play(b, move);
        int from = Board.from(move), to = Board.to(move);
        if ((move & Board.CASTLING) != 0) b[to > from ? from + 1 : from - 1] &= ~Board.INVISIBLE;
        return b;
    }
}
