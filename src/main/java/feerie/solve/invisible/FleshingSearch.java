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
final class FleshingSearch implements FleshMoves.Sink {
    private static final int MAX_FLESHES = 2_000_000;
    /** The bucket key of the random moves "TI~-~" (a visible unit's move is its own key, a capture by an invisible its square with bit 24). */
    private static final int RANDOM = 1 << 25;

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
    private final FleshPlacement placement;
    private final FleshMoves moves;
    private final FleshMate mates;
    private long made;
    /** Whether the boards after the moves at this point check the other king (a board is shared by the histories that reach it). */
    private java.util.IdentityHashMap<int[], Boolean> checks = new java.util.IdentityHashMap<>();
    /** Popeye's move numbers, null without them; the numbers of the moves played so far. */
    private InvisibleMoveNumbers numbers;
    private final int[] numberPath = new int[64];
    // the node being expanded: what the moves handed to the sink belong to
    private int[] visible;
    private long known;
    private boolean black, last;
    private Map<Integer, Bucket> buckets;

    FleshingSearch(int[] visible, boolean black, boolean firstIsSecondHalf, long deadline) {
        this.root = visible;
        this.rootBlack = black;
        this.firstIsSecondHalf = firstIsSecondHalf;
        this.deadline = deadline;
        this.placement = new FleshPlacement(visible, black);
        this.moves = new FleshMoves(placement);
        this.mates = new FleshMate(placement);
    }

    List<Line> solve(int count, int halfMoves) {
        Flesh start = new Flesh(root.clone(), new int[64], new int[0], count, 0, 0, InitialWorlds.castling(root), 0L);
        List<Flesh> fleshes = new ArrayList<>();
        if (!Board.inCheck(root, !rootBlack)) fleshes.add(start);
        // the side not to move in check: some invisible stands between
        else fleshes.addAll(placement.interceptors(start, !rootBlack, root));
        if (!fleshes.isEmpty()) search(root, 0L, fleshes, rootBlack, halfMoves, new ArrayList<>());
        return lines;
    }

    private void search(int[] visible, long known, List<Flesh> fleshes, boolean black, int halfMoves, List<PlayedMove> path) {
        boolean last = halfMoves == 1;
        Map<Integer, Bucket> buckets = new LinkedHashMap<>();
        moves.forget();
        mates.forget();
        // a new table: clearing fills the old one whole, as large as it ever grew
        if (!checks.isEmpty()) checks = new java.util.IdentityHashMap<>();
        for (Flesh f : fleshes) {
            if (deadline != 0 && System.nanoTime() > deadline) throw new feerie.solve.Search.TimeoutException();
            this.visible = visible;
            this.known = known;
            this.black = black;
            this.last = last;
            this.buckets = buckets;
            moves.expand(f, known, black, this);
        }
        List<Bucket> ordered = new ArrayList<>(buckets.values());
        ordered.sort((a, b) -> InvisibleHelpSearch.compare(a.text, a.order, b.text, b.order));
        if (numbers == null) {
            if (path.isEmpty() && halfMoves >= 3 && ordered.size() > 1 && feerie.solve.RootSplit.threads() > 1) shared(ordered, black, halfMoves);
            else for (Bucket bucket : ordered) play(bucket, black, halfMoves, path);
            return;
        }
        // with move numbers: the moves Popeye tries here, numbered and written, played where some history allows
        Map<String, Bucket> byText = new java.util.HashMap<>();
        for (Bucket b : ordered) byText.put(b.text, b);
        int level = path.size();
        for (InvisibleMoveNumbers.Numbered n : numbers.at(numberPath, level, visible, known, black)) {
            numbers.write(n);
            Bucket bucket = byText.get(n.text());
            if (bucket == null) continue;
            numberPath[level] = n.numbers()[level];
            numbers.enter(n);
            play(bucket, black, halfMoves, path);
            numbers.leave();
        }
        numbers.done();
    }

    /**
     * The first moves shared among the threads (--search-threads): each thread a search of its own
     * (its own caches of boards and mates), taking the first moves one at a time; the lines come
     * back in the order of the first moves. Without move numbers only (they are written as the
     * moves are tried).
     */
    private void shared(List<Bucket> ordered, boolean black, int halfMoves) {
        List<List<Line>> byFirst = feerie.solve.RootSplit.run(ordered.size(), feerie.solve.RootSplit.threads(), () -> {
            FleshingSearch worker = new FleshingSearch(root, rootBlack, firstIsSecondHalf, deadline);
            return i -> {
                worker.lines.clear();
                worker.play(ordered.get(i), black, halfMoves, new ArrayList<>());
                return new ArrayList<>(worker.lines);
            };
        });
        for (List<Line> found : byFirst) lines.addAll(found);
    }

    /** Plays the moves of one notation, in the histories they lead to. */
    private void play(Bucket bucket, boolean black, int halfMoves, List<PlayedMove> path) {
        boolean last = halfMoves == 1;
        if (bucket.fleshes.isEmpty() || last && bucket.origins.containsValue(false)) return;
        List<Flesh> next = new ArrayList<>(bucket.fleshes.values());
        int[] nextVisible = bucket.visible.clone();
        String revealed = reveal(nextVisible, next);
        path.add(InvisibleHelpSearch.raw(bucket.text + revealed, last ? " #" : ""));
        if (last) {
            Line line = new Line(path, firstIsSecondHalf, false);
            lines.add(line);
            if (numbers != null) numbers.solution(line);
        } else {
            search(nextVisible, bucket.known & ~InvisibleHelpSearch.occupied(nextVisible), next, !black, halfMoves - 1, path);
        }
        path.remove(path.size() - 1);
    }

    /** Numbers the moves as Popeye does (options MoveNumbers, StartMoveNumber, UpToMoveNumber). */
    FleshingSearch numbered(InvisibleMoveNumbers numbers) {
        this.numbers = numbers;
        return this;
    }

    @Override
    public void moved(Flesh f, int move, int[] after) {
        int from = Board.from(move), to = Board.to(move);
        boolean byInvisible = Board.invisible(f.board()[from]);
        int target = f.board()[to];
        int key = !byInvisible ? move : target != 0 && !Board.invisible(target) ? 1 << 24 | to : RANDOM;
        Bucket bucket = buckets.get(key);
        if (bucket == null) {
            String text = InvisibleHelpSearch.notation(f.board(), move, black, known);
            long nowKnown = !byInvisible ? known & ~(1L << to) : key == RANDOM ? known : known | 1L << to;
            bucket = new Bucket(text, byInvisible ? null : InvisibleHelpSearch.orderMove(f.board(), move),
                    byInvisible ? tiAfter(visible, move) : InvisibleHelpSearch.visibleAfter(visible, f.board(), move), nowKnown);
            buckets.put(key, bucket);
        }
        if (last && !checks.computeIfAbsent(after, a -> Board.inCheck(a, !black))) {
            // no check, no mate: this way the invisibles stood needs another history
            bucket.origins.merge(f.origin(), false, Boolean::logicalOr);
            return;
        }
        add(f.with(after, f.pathWith(move), Board.castlingAfter(f.castling(), from, to)), bucket);
    }

    private static int[] tiAfter(int[] visible, int move) {
        int[] v = visible.clone();
        v[Board.to(move)] = 0;
        return v;
    }

    /** A random move's history into its bucket ("TI~-~"). */
    @Override
    public void random(Flesh g) {
        Bucket bucket = buckets.get(RANDOM);
        if (bucket == null) buckets.put(RANDOM, bucket = new Bucket("TI~-~", null, visible, known));
        add(g, bucket);
    }

    private void add(Flesh g, Bucket bucket) {
        if (last) {
            // every way the invisibles may have stood needs a history that mates (the random moves are the solver's choice)
            boolean mate = mates.mate(g, black);
            bucket.origins.merge(g.origin(), mate, Boolean::logicalOr);
            if (!mate) return;
        }
        if (bucket.fleshes.putIfAbsent(g.key(), g) == null && ++made > MAX_FLESHES) throw new InvisibleHelpSearch.TooBig("histories");
    }

    /** The invisibles every history has on the same square: made visible; their text. */
    private static String reveal(int[] visible, List<Flesh> fleshes) {
        StringBuilder text = new StringBuilder();
        for (int sq = 63; sq >= 0; sq--) {
            int unit = fleshes.get(0).board()[sq];
            if (unit == 0 || !Board.invisible(unit) || Board.type(unit) == Board.DUMMY) continue;
            boolean everywhere = true;
            for (Flesh f : fleshes) {
                if (f.board()[sq] != unit) {
                    everywhere = false;
                    break;
                }
            }
            if (!everywhere) continue;
            visible[sq] = unit & ~Board.INVISIBLE;
            for (int i = 0; i < fleshes.size(); i++) {
                Flesh f = fleshes.get(i);
                int[] board = f.board().clone();
                board[sq] = unit & ~Board.INVISIBLE;
                fleshes.set(i, f.with(board, f.path(), f.castling()));
            }
            text.append('[').append(Board.name(sq)).append('=').append(Board.black(unit) ? 'b' : 'w')
                    .append(InvisibleHelpSearch.LETTERS.charAt(Board.type(unit))).append(']');
        }
        return text.toString();
    }
}
