package feerie.solve.invisible;

import feerie.solve.Line;
import feerie.solve.PlayedMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Help mates with several total invisible units, placed lazily (docs/total-invisible.md, "Lazy
 * placement"). A {@link Flesh} is one fleshed-out history: only the invisibles some move needed stand
 * on its board (an interceptor of a check, a pawn's victim, a capturer, a castling rook), each since
 * the start, checked by replaying the moves; the others are free (nowhere yet) or roaming (they made a
 * random move, nobody knows where). A line is a solution when some history of it ends in a mate that
 * no free invisible could spoil, placed anywhere its history allows.
 */
final class FleshingSearch {
    private static final int[] KINDS = {Board.QUEEN, Board.ROOK, Board.BISHOP, Board.KNIGHT, Board.PAWN};
    private static final int[][] LINES = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    private static final int MAX_FLESHES = 2_000_000;

    /** One history: the board now, the invisibles placed at the start, the moves (-1: a move of a roaming invisible). */
    private record Flesh(int[] board, int[] start, int[] path, int free, int roamingWhite, int roamingBlack, int castling, long arrivals) {
        String key() {
            StringBuilder k = new StringBuilder();
            for (int sq = 0; sq < 64; sq++) {
                if (Board.invisible(board[sq])) k.append((char) (sq | board[sq] << 6));
                if (start[sq] != 0) k.append((char) (1 << 14 | sq | start[sq] << 6));
            }
            return k.append('|').append(free).append(roamingWhite).append(roamingBlack).append(castling).append(arrivals).toString();
        }
    }

    private static final class Bucket {
        final String text;
        final PlayedMove order;
        final int[] visible;
        final long known;
        final Map<String, Flesh> fleshes = new LinkedHashMap<>();
        /** After the last move: for each way the placed invisibles stood at the start, whether some history of it mates. */
        final Map<String, Boolean> origins = new java.util.HashMap<>();

        Bucket(String text, PlayedMove order, int[] visible, long known) {
            this.text = text;
            this.order = order;
            this.visible = visible;
            this.known = known;
        }
    }

    private final int[] root;
    private final boolean rootBlack;
    private final boolean firstIsSecondHalf;
    private final long deadline;
    private final List<Line> lines = new ArrayList<>();
    private final int[] moves = new int[256], scratchMoves = new int[256], scratchBoard = new int[64];
    private long made;

    FleshingSearch(int[] visible, boolean black, boolean firstIsSecondHalf, long deadline) {
        this.root = visible;
        this.rootBlack = black;
        this.firstIsSecondHalf = firstIsSecondHalf;
        this.deadline = deadline;
    }

    List<Line> solve(int count, int halfMoves) {
        Flesh start = new Flesh(root.clone(), new int[64], new int[0], count, 0, 0, InitialWorlds.castling(root), 0L);
        List<Flesh> fleshes = new ArrayList<>();
        if (!Board.inCheck(root, !rootBlack)) fleshes.add(start);
        // the side not to move in check: some invisible stands between
        else for (Flesh f : interceptors(start, !rootBlack, root)) fleshes.add(f);
        if (!fleshes.isEmpty()) search(root, 0L, fleshes, rootBlack, halfMoves, new ArrayList<>());
        return lines;
    }

    private void search(int[] visible, long known, List<Flesh> fleshes, boolean black, int halfMoves, List<PlayedMove> path) {
        boolean last = halfMoves == 1;
        Map<Integer, Bucket> buckets = new LinkedHashMap<>();
        for (Flesh f : fleshes) expand(f, visible, known, black, last, buckets);
        List<Bucket> ordered = new ArrayList<>(buckets.values());
        ordered.sort((a, b) -> InvisibleHelpSearch.compare(a.text, a.order, b.text, b.order));
        for (Bucket bucket : ordered) {
            if (bucket.fleshes.isEmpty() || last && bucket.origins.containsValue(false)) continue;
            List<Flesh> next = new ArrayList<>(bucket.fleshes.values());
            int[] nextVisible = bucket.visible.clone();
            String revealed = reveal(nextVisible, next);
            path.add(InvisibleHelpSearch.raw(bucket.text + revealed, last ? " #" : ""));
            if (last) lines.add(new Line(path, firstIsSecondHalf, false));
            else search(nextVisible, bucket.known & ~InvisibleHelpSearch.occupied(nextVisible), next, !black, halfMoves - 1, path);
            path.remove(path.size() - 1);
        }
    }

    /** Every move of the side {@code black} in history {@code f}, into the buckets of their notations. */
    private void expand(Flesh f, int[] visible, long known, boolean black, boolean last, Map<Integer, Bucket> buckets) {
        if (deadline != 0 && System.nanoTime() > deadline) throw new feerie.solve.Search.TimeoutException();
        int side = black ? Board.BLACK : 0;
        int n = Board.pseudoMoves(f.board, black, f.castling, moves);
        int[] own = Arrays.copyOf(moves, n);
        boolean inCheck = Board.inCheck(f.board, black);
        for (int m : own) {
            // an invisible's move that takes no visible unit is not placed, unless it must shield the king
            int target = f.board[Board.to(m)];
            if (!inCheck && Board.invisible(f.board[Board.from(m)]) && (target == 0 || Board.invisible(target))) continue;
            play(f, m, visible, known, black, last, buckets);
        }
        // an invisible of unknown kind takes a visible unit: it shows what it can be
        for (int sq = 0; sq < 64; sq++) {
            int u = f.board[sq];
            if (u == Board.HOLE || Board.type(u) != Board.DUMMY || !Board.invisible(u) || (u & Board.BLACK) != side) continue;
            for (int x = 0; x < 64; x++) {
                int victim = f.board[x];
                if (victim == 0 || victim == Board.HOLE || Board.invisible(victim) || (victim & Board.BLACK) == side
                        || Board.type(victim) == Board.KING) continue;
                for (int kind : KINDS) {
                    if (!reaches(f.board, sq, kind | side, x)) continue;
                    Flesh g = concretize(f, sq, kind | side);
                    if (g == null) continue;
                    if (kind == Board.PAWN && (x / 8 == 0 || x / 8 == 7))
                        for (int p : new int[] {Board.QUEEN, Board.KNIGHT, Board.ROOK, Board.BISHOP}) play(g, sq | x << 6 | p << 12, visible, known, black, last, buckets);
                    else play(g, sq | x << 6, visible, known, black, last, buckets);
                }
            }
        }
        if (f.free > 0) {
            // a free invisible takes a visible unit
            for (int x = 0; x < 64; x++) {
                int victim = f.board[x];
                if (victim == 0 || victim == Board.HOLE || Board.invisible(victim) || (victim & Board.BLACK) == side
                        || Board.type(victim) == Board.KING) continue;
                for (int kind : KINDS) {
                    int unit = kind | side;
                    for (int s = 0; s < 64; s++) {
                        if (f.board[s] != 0 || !reaches(f.board, s, unit, x)) continue;
                        Flesh g = place(f, s, unit);
                        if (g == null) continue;
                        if (kind == Board.PAWN && (x / 8 == 0 || x / 8 == 7))
                            for (int p : new int[] {Board.QUEEN, Board.KNIGHT, Board.ROOK, Board.BISHOP}) play(g, s | x << 6 | p << 12, visible, known, black, last, buckets);
                        else play(g, s | x << 6, visible, known, black, last, buckets);
                    }
                }
            }
            // a pawn takes an invisible nobody saw
            for (int p = 0; p < 64; p++) {
                if (f.board[p] != (Board.PAWN | side)) continue;
                int r = p / 8 + (black ? -1 : 1);
                for (int df = -1; df <= 1; df += 2) {
                    int x = Board.square(p % 8 + df, r);
                    if (x < 0 || f.board[x] != 0 || (known >>> x & 1) != 0) continue;
                    for (int kind : KINDS) {
                        if (kind == Board.PAWN && (x / 8 == 0 || x / 8 == 7)) continue;
                        Flesh g = place(f, x, kind | (side ^ Board.BLACK));
                        if (g == null) continue;
                        if (x / 8 == 0 || x / 8 == 7)
                            for (int q : new int[] {Board.QUEEN, Board.KNIGHT, Board.ROOK, Board.BISHOP}) play(g, p | x << 6 | q << 12, visible, known, black, last, buckets);
                        else play(g, p | x << 6, visible, known, black, last, buckets);
                    }
                }
            }
            // castling with a rook nobody saw
            int home = black ? 60 : 4;
            if (f.board[home] == (Board.KING | side)) {
                for (int corner : new int[] {home + 3, home - 4}) {
                    if (f.board[corner] != 0) continue;
                    Flesh g = place(f, corner, Board.ROOK | side);
                    if (g == null) continue;
                    int k = Board.pseudoMoves(g.board, black, g.castling, scratchMoves);
                    for (int i = 0; i < k; i++) {
                        int m = scratchMoves[i];
                        if ((m & Board.CASTLING) != 0 && (Board.to(m) > home) == (corner > home)) play(g, m, visible, known, black, last, buckets);
                    }
                }
            }
        }
        randomMoves(f, inCheck, visible, known, black, last, buckets);
    }

    /**
     * "TI~-~": some invisible moves, nobody knows where (it roams from then on), or, when the king
     * is in check along a line, one arrives on a square of the line (a free or roaming one, of any
     * kind; a placed one moves there among the moves of {@link Board#pseudoMoves}).
     */
    private void randomMoves(Flesh f, boolean inCheck, int[] visible, long known, boolean black, boolean last, Map<Integer, Bucket> buckets) {
        int roaming = black ? f.roamingBlack : f.roamingWhite, side = black ? Board.BLACK : 0;
        int rw = black ? 0 : 1, rb = black ? 1 : 0;
        if (!inCheck) {
            int[] path = extend(f.path, -1);
            if (roaming > 0) add(new Flesh(f.board, f.start, path, f.free, f.roamingWhite, f.roamingBlack, f.castling, f.arrivals), "TI~-~", null, visible, known, black, last, buckets);
            if (f.free > 0)
                add(new Flesh(f.board, f.start, path, f.free - 1, f.roamingWhite + rw, f.roamingBlack + rb, f.castling, f.arrivals), "TI~-~", null, visible, known, black, last, buckets);
            for (int sq = 0; sq < 64; sq++) {
                int u = f.board[sq];
                if (u == 0 || !Board.invisible(u) || (u & Board.BLACK) != side) continue;
                int[] board = f.board.clone();
                board[sq] = 0;
                if (!Board.inCheck(board, black)) {
                    add(new Flesh(board, f.start, extend(f.path, REMOVE | sq << 10), f.free, f.roamingWhite + rw, f.roamingBlack + rb, f.castling, f.arrivals),
                            "TI~-~", null, visible, known, black, last, buckets);
                    continue;
                }
                // it shields the king: it moves along the line
                for (int s : lineSquares(board, black)) {
                    int[] slid = board.clone();
                    slid[s] = Board.DUMMY | side | Board.INVISIBLE;
                    if (Board.inCheck(slid, black)) continue;
                    add(new Flesh(slid, f.start, extend(f.path, REMOVE | sq << 10 | APPEAR | s | (Board.DUMMY | side) << 6), f.free,
                            f.roamingWhite, f.roamingBlack, f.castling, f.arrivals), "TI~-~", null, visible, known, black, last, buckets);
                }
            }
            return;
        }
        if (f.free == 0 && roaming == 0) return;
        for (int s : lineSquares(f.board, black)) {
            // not onto a square a unit stood on (py 4.104 rejects those arrivals)
            if (stoodOn(f, s)) continue;
            int[] board = f.board.clone();
            board[s] = Board.DUMMY | side | Board.INVISIBLE;
            if (Board.inCheck(board, black)) continue;
            int[] path = extend(f.path, APPEAR | s | (Board.DUMMY | side) << 6);
            if (roaming > 0) add(new Flesh(board, f.start, path, f.free, f.roamingWhite - rw, f.roamingBlack - rb, f.castling, f.arrivals), "TI~-~", null, visible, known, black, last, buckets);
            if (f.free > 0) add(new Flesh(board, f.start, path, f.free - 1, f.roamingWhite, f.roamingBlack, f.castling, f.arrivals), "TI~-~", null, visible, known, black, last, buckets);
        }
    }

    /** Path entries beside moves: an invisible arrives (square, unit), one leaves (square at bit 10). */
    private boolean stoodOn(Flesh f, int sq) {
        if (root[sq] != 0) return true;
        for (int m : f.path) if (m >= 0 && (m & (APPEAR | REMOVE)) == 0 && Board.from(m) == sq) return true;
        return false;
    }

    private static final int APPEAR = 1 << 20, REMOVE = 1 << 21, NOW = 1 << 22;

    private static int[] extend(int[] path, int entry) {
        int[] p = Arrays.copyOf(path, path.length + 1);
        p[path.length] = entry;
        return p;
    }

    /** Plays {@code move} in history {@code f}, with an interceptor placed if it would leave the king in check. */
    private void play(Flesh f, int move, int[] visible, long known, boolean black, boolean last, Map<Integer, Bucket> buckets) {
        if (InvisibleHelpSearch.hidden(f.board, move, known)) return;
        int[] after = f.board.clone();
        Board.play(after, move);
        int from = Board.from(move), to = Board.to(move);
        if ((move & Board.CASTLING) != 0) after[to > from ? from + 1 : from - 1] &= ~Board.INVISIBLE;
        if (!Board.inCheck(after, black)) {
            advance(f, move, after, visible, known, black, last, buckets);
            return;
        }
        if (f.free == 0 && f.roamingWhite == 0 && f.roamingBlack == 0) return;
        for (Flesh g : interceptors(f, black, after)) {
            if (!pseudoLegal(g.board, black, g.castling, move)) continue;
            int[] again = g.board.clone();
            Board.play(again, move);
            if ((move & Board.CASTLING) != 0) again[to > from ? from + 1 : from - 1] &= ~Board.INVISIBLE;
            if (!Board.inCheck(again, black)) advance(g, move, again, visible, known, black, last, buckets);
        }
    }

    private void advance(Flesh f, int move, int[] after, int[] visible, long known, boolean black, boolean last, Map<Integer, Bucket> buckets) {
        int from = Board.from(move), to = Board.to(move);
        boolean byInvisible = Board.invisible(f.board[from]);
        int target = f.board[to];
        int key = !byInvisible ? move : target != 0 && !Board.invisible(target) ? 1 << 24 | to : RANDOM;
        Bucket bucket = buckets.get(key);
        if (bucket == null) {
            String text = InvisibleHelpSearch.notation(f.board, move, black, known);
            long nowKnown = !byInvisible ? known & ~(1L << to) : key == RANDOM ? known : known | 1L << to;
            bucket = new Bucket(text, byInvisible ? null : InvisibleHelpSearch.orderMove(f.board, move),
                    byInvisible ? tiAfter(visible, move) : InvisibleHelpSearch.visibleAfter(visible, f.board, move), nowKnown);
            buckets.put(key, bucket);
        }
        if (last && !Board.inCheck(after, !black)) {
            // no check, no mate: this way the invisibles stood needs another history
            bucket.origins.merge(origin(f), false, Boolean::logicalOr);
            return;
        }
        int[] path = Arrays.copyOf(f.path, f.path.length + 1);
        path[f.path.length] = move;
        int castling = Board.castlingAfter(f.castling, from, to);
        add(new Flesh(after, f.start, path, f.free, f.roamingWhite, f.roamingBlack, castling, f.arrivals), bucket, black, last);
    }

    private static final int RANDOM = 1 << 25;

    private static int[] tiAfter(int[] visible, int move) {
        int[] v = visible.clone();
        v[Board.to(move)] = 0;
        return v;
    }

    /** A random move's history into its bucket ("TI~-~"). */
    private void add(Flesh g, String text, PlayedMove order, int[] visibleAfter, long known, boolean black, boolean last,
                     Map<Integer, Bucket> buckets) {
        Bucket bucket = buckets.computeIfAbsent(RANDOM, k -> new Bucket("TI~-~", null, visibleAfter, known));
        add(g, bucket, black, last);
    }

    private void add(Flesh g, Bucket bucket, boolean black, boolean last) {
        if (last) {
            // every way the invisibles may have stood needs a history that mates (the random moves are the solver's choice)
            boolean mate = mate(g, black);
            bucket.origins.merge(origin(g), mate, Boolean::logicalOr);
            if (!mate) return;
        }
        if (bucket.fleshes.putIfAbsent(g.key(), g) == null && ++made > MAX_FLESHES) throw new InvisibleHelpSearch.TooBig("histories");
    }

    private static String origin(Flesh g) {
        StringBuilder k = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) if (g.start[sq] != 0) k.append((char) (sq | g.start[sq] << 6));
        // where invisibles arrived to shield a king belongs to the placement too, what they are does not
        for (int m : g.path) if (m >= 0 && (m & APPEAR) != 0) k.append('+').append((char) (m & 1023));
        return k.append('/').append(g.arrivals).toString();
    }

    private static int toOf(Flesh g) {
        int m = g.path[g.path.length - 1];
        return m < 0 || (m & (APPEAR | REMOVE)) != 0 ? 0 : Board.to(m);
    }

    /** Is the side not {@code black} mated, and no free invisible, placed as its history allows, spoils it? */
    private boolean mate(Flesh g, boolean black) {
        boolean mated = !black;
        if (!Board.inCheck(g.board, mated) || Board.hasLegalMove(g.board, mated, g.castling, scratchMoves, scratchBoard)) return false;
        int[] b = g.board.clone();
        // an invisible of the mated side whose kind no move needed may be any kind its history allows
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (Board.type(u) != Board.DUMMY || u == Board.HOLE || Board.black(u) != mated || g.start[sq] != (u & ~Board.INVISIBLE)) continue;
            for (int kind : KINDS) {
                b[sq] = kind | (u & Board.BLACK) | Board.INVISIBLE;
                boolean spoils = !Board.inCheck(b, black) && Board.hasLegalMove(b, mated, g.castling, scratchMoves, scratchBoard);
                b[sq] = u;
                if (spoils && concretize(g, sq, kind | (u & Board.BLACK)) != null) return false;
            }
        }
        if (g.free == 0 && g.roamingWhite == 0 && g.roamingBlack == 0) return true;
        long critical = critical(b, mated);
        for (int s = 0; s < 64; s++) {
            if (b[s] != 0 || (critical >>> s & 1) == 0) continue;
            for (int side = 0; side <= Board.BLACK; side += Board.BLACK) {
                for (int kind : KINDS) {
                    if (kind == Board.PAWN && (s / 8 == 0 || s / 8 == 7)) continue;
                    b[s] = kind | side | Board.INVISIBLE;
                    boolean spoils = !Board.inCheck(b, black)
                            && (!Board.inCheck(b, mated) || Board.hasLegalMove(b, mated, g.castling, scratchMoves, scratchBoard));
                    b[s] = 0;
                    // a roaming invisible may stand anywhere; a free one where its history allows
                    if (spoils && ((side == 0 ? g.roamingWhite : g.roamingBlack) > 0 || place(g, s, kind | side) != null)) return false;
                }
            }
        }
        return true;
    }

    /**
     * The empty squares where one more unit may spoil the mate of {@code mated}: in a line that covers
     * the king or a square next to it, or where a unit of the mated side could take the checking unit
     * or step into its line.
     */
    private static long critical(int[] b, boolean mated) {
        long out = 0, check = 0;
        int king = Board.king(b, mated);
        for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++) {
                int t = Board.square(king % 8 + dx, king / 8 + dy);
                if (t < 0 || t != king && b[t] != 0 && Board.black(b[t]) == mated && b[t] != Board.HOLE) continue;
                for (int[] d : LINES) {
                    long walked = 0;
                    int x = t % 8 + d[0], y = t / 8 + d[1], sq;
                    while ((sq = Board.square(x, y)) >= 0 && (b[sq] == 0 || sq == king)) {
                        if (sq != king) walked |= 1L << sq;
                        x += d[0];
                        y += d[1];
                    }
                    if (sq < 0 || b[sq] == Board.HOLE || Board.black(b[sq]) == mated) continue;
                    int type = Board.type(b[sq]);
                    boolean diagonal = d[0] != 0 && d[1] != 0;
                    if (type != Board.QUEEN && type != (diagonal ? Board.BISHOP : Board.ROOK)) continue;
                    out |= walked;
                    if (t == king) check |= walked | 1L << sq;
                }
            }
        // checks by leapers and pawns: their square
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (u == 0 || u == Board.HOLE || Board.black(u) == mated) continue;
            int type = Board.type(u);
            if ((type == Board.KNIGHT || type == Board.PAWN) && reaches(b, sq, u, king)) check |= 1L << sq;
        }
        int side = mated ? Board.BLACK : 0;
        for (int s = 0; s < 64; s++) {
            if (b[s] != 0 || (out >>> s & 1) != 0) continue;
            for (int t = 0; t < 64 && (out >>> s & 1) == 0; t++) {
                if ((check >>> t & 1) == 0) continue;
                for (int kind : KINDS) {
                    boolean step = kind == Board.PAWN && b[t] == 0
                            ? t % 8 == s % 8 && (t / 8 - s / 8 == (mated ? -1 : 1) || t / 8 - s / 8 == (mated ? -2 : 2))
                            : reaches(b, s, kind | side, t);
                    if (step) {
                        out |= 1L << s;
                        break;
                    }
                }
            }
        }
        return out;
    }

    /** Histories with one more invisible standing on a square of a line that checks the king of {@code black} in {@code board}. */
    private List<Flesh> interceptors(Flesh f, boolean black, int[] board) {
        List<Flesh> out = new ArrayList<>();
        if (f.free == 0 && f.roamingWhite == 0 && f.roamingBlack == 0) return out;
        for (int s : lineSquares(board, black))
            for (int side = 0; side <= Board.BLACK; side += Board.BLACK) {
                Flesh g = place(f, s, Board.DUMMY | side);
                if (g != null) out.add(g);
                // or a roaming one came there
                if ((side == 0 ? f.roamingWhite : f.roamingBlack) > 0 && f.board[s] == 0) {
                    int[] b = f.board.clone();
                    b[s] = Board.DUMMY | side | Board.INVISIBLE;
                    out.add(new Flesh(b, f.start, f.path, f.free,
                            f.roamingWhite - (side == 0 ? 1 : 0), f.roamingBlack - (side == 0 ? 0 : 1), f.castling, f.arrivals | 1L << s));
                }
            }
        return out;
    }

    /** The empty squares between the king of {@code black} and the riders checking it. */
    private static List<Integer> lineSquares(int[] board, boolean black) {
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
     * History {@code f} with one more invisible, {@code unit} on {@code sq} since the start, or null
     * if the moves played are not all legal with it there.
     */
    private Flesh place(Flesh f, int sq, int unit) {
        if (f.free == 0 || root[sq] != 0 || f.start[sq] != 0 || f.board[sq] != 0) return null;
        if (Board.type(unit) == Board.PAWN && (sq / 8 == 0 || sq / 8 == 7)) return null;
        int[] start = f.start.clone();
        start[sq] = unit;
        int castling = replay(start, f.path, f.arrivals, sq);
        if (castling < 0) return null;
        int[] board = f.board.clone();
        board[sq] = unit | Board.INVISIBLE;
        return new Flesh(board, start, f.path, f.free - 1, f.roamingWhite, f.roamingBlack, castling, f.arrivals);
    }

    /**
     * History {@code f} with the invisible of unknown kind on {@code sq} given {@code unit}'s kind, or
     * null if it cannot be one: since the start there (if it was placed so) the moves must stay legal.
     */
    private Flesh concretize(Flesh f, int sq, int unit) {
        if (Board.type(unit) == Board.PAWN && (sq / 8 == 0 || sq / 8 == 7)) return null;
        int[] start = f.start;
        if (f.start[sq] != 0 && Board.type(f.start[sq]) == Board.DUMMY) {
            start = f.start.clone();
            start[sq] = unit;
            if (replay(start, f.path, f.arrivals, -1) < 0) return null;
        }
        int[] path = f.path;
        // one that arrived to shield a king: what it is belongs to the placement too
        for (int i = path.length - 1; i >= 0; i--) {
            int m = path[i];
            if (m >= 0 && (m & APPEAR) != 0 && (m & 63) == sq) {
                path = path.clone();
                path[i] = m & ~(15 << 6) | unit << 6;
                break;
            }
        }
        int[] board = f.board.clone();
        board[sq] = unit | Board.INVISIBLE;
        return new Flesh(board, start, path, f.free, f.roamingWhite, f.roamingBlack, f.castling, f.arrivals);
    }

    /**
     * Replays {@code path} from the start with the invisibles of {@code start}: the castling rights
     * after it, or -1 if a move is no longer legal (or goes to {@code fresh}, a square that must have
     * stayed occupied).
     */
    private int replay(int[] start, int[] path, long arrivals, int fresh) {
        int[] b = root.clone();
        for (int s = 0; s < 64; s++) if (start[s] != 0) b[s] = start[s] | Board.INVISIBLE;
        boolean black = rootBlack;
        if (shielded(b, !black, arrivals)) return -1;
        int castling = InitialWorlds.castling(b);
        for (int m : path) {
            if (m >= 0 && (m & (APPEAR | REMOVE)) != 0) {
                if ((m & REMOVE) != 0) b[m >> 10 & 63] = 0;
                if ((m & APPEAR) != 0) {
                    int s = m & 63;
                    if (s == fresh || b[s] != 0) return -1;
                    b[s] = (m >> 6 & 15) | Board.INVISIBLE;
                }
            } else if (m >= 0) {
                if (Board.to(m) == fresh || !pseudoLegal(b, black, castling, m)) return -1;
                Board.play(b, m);
                castling = Board.castlingAfter(castling, Board.from(m), Board.to(m));
            }
            if (shielded(b, black, arrivals)) return -1;
            black = !black;
        }
        return castling;
    }

    /**
     * Is the king of {@code black} in check in {@code b}, with the squares where roaming invisibles
     * came to shield a king (their arrival is not in the path) filled?
     */
    private static boolean shielded(int[] b, boolean black, long arrivals) {
        if (arrivals == 0) return Board.inCheck(b, black);
        int[] c = b.clone();
        for (int sq = 0; sq < 64; sq++) if ((arrivals >>> sq & 1) != 0 && c[sq] == 0) c[sq] = Board.DUMMY | Board.INVISIBLE;
        return Board.inCheck(c, black);
    }

    private boolean pseudoLegal(int[] b, boolean black, int castling, int move) {
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
    private static boolean reaches(int[] b, int s, int unit, int x) {
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

    /** The invisibles every history has on the same square: made visible; their text. */
    private static String reveal(int[] visible, List<Flesh> fleshes) {
        StringBuilder text = new StringBuilder();
        for (int sq = 63; sq >= 0; sq--) {
            int unit = fleshes.get(0).board[sq];
            if (unit == 0 || !Board.invisible(unit) || Board.type(unit) == Board.DUMMY) continue;
            boolean everywhere = true;
            for (Flesh f : fleshes) {
                if (f.board[sq] != unit) {
                    everywhere = false;
                    break;
                }
            }
            if (!everywhere) continue;
            visible[sq] = unit & ~Board.INVISIBLE;
            for (int i = 0; i < fleshes.size(); i++) {
                Flesh f = fleshes.get(i);
                int[] board = f.board.clone();
                board[sq] = unit & ~Board.INVISIBLE;
                fleshes.set(i, new Flesh(board, f.start, f.path, f.free, f.roamingWhite, f.roamingBlack, f.castling, f.arrivals));
            }
            text.append('[').append(Board.name(sq)).append('=').append(Board.black(unit) ? 'b' : 'w')
                    .append(InvisibleHelpSearch.LETTERS.charAt(Board.type(unit))).append(']');
        }
        return text.toString();
    }
}
