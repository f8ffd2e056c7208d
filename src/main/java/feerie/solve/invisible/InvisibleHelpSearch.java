package feerie.solve.invisible;

import feerie.solve.Line;
import feerie.solve.PlayedMove;
import feerie.solve.PopeyeOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Help mates with total invisible units, by sets of worlds (docs/total-invisible.md).
 *
 * <p>A world is one way the invisible units may stand (what they are, where). The search starts
 * from every legal world and plays, half-move by half-move, the moves as the solver sees them: a
 * move of a visible unit, a capture of a visible unit by some invisible ("TI~*e4"), or a move of
 * some invisible ("TI~-~"). Each world where such a move is legal goes on as the worlds the move
 * can lead to; worlds where it is not legal drop out. A line is a solution when some world is
 * left after its last move and every world left is mate. A unit whose square, colour and kind
 * are the same in every world left is revealed ("[f7=wS]") and visible from then on.
 */
final class InvisibleHelpSearch {
    /** Where the search gives up: a problem the caller then refuses. */
    static final class TooBig extends RuntimeException {
        TooBig(String what) { super(what); }
    }

    static final String LETTERS = " KQRBSP";
    private static final int MAX_WORLDS = 3_000_000;

    private final long deadline;
    private final List<Line> lines = new ArrayList<>();
    private final boolean firstIsSecondHalf;
    /** Popeye's move numbers, null without them. */
    private InvisibleMoveNumbers numbers;
    private final int[] numberPath = new int[64];

    InvisibleHelpSearch(boolean firstIsSecondHalf, long deadline) {
        this.firstIsSecondHalf = firstIsSecondHalf;
        this.deadline = deadline;
    }

    /** The solutions in Popeye's order, from {@code visible} with {@code worlds}, {@code black} to move. */
    List<Line> solve(int[] visible, long[] worlds, boolean black, int halfMoves) {
        search(visible, 0L, worlds, black, halfMoves, new ArrayList<>());
        return lines;
    }

    /** The moves one notation stands for: the visible units after it, and the worlds it leads to. */
    private static final class Bucket {
        final String text;
        final PlayedMove order;
        final int[] visible;
        /** The squares where, as the moves show, some invisible unit stands (it took there). */
        final long known;
        final WorldSet worlds = new WorldSet();
        boolean refuted;

        Bucket(String text, PlayedMove order, int[] visible, long known) {
            this.known = known;
            this.text = text;
            this.order = order;
            this.visible = visible;
        }
    }

    private void search(int[] visible, long known, long[] worlds, boolean black, int halfMoves, List<PlayedMove> path) {
        boolean last = halfMoves == 1;
        Map<Integer, Bucket> buckets = expand(visible, known, worlds, black, last);
        List<Bucket> ordered = new ArrayList<>(buckets.values());
        ordered.sort(ORDER);
        if (numbers != null) {
            numbered(visible, known, black, halfMoves, path, ordered);
            return;
        }
        for (Bucket bucket : ordered) play(bucket, black, halfMoves, path);
    }

    /** Plays the moves of one key, in the worlds they lead to. */
    private void play(Bucket bucket, boolean black, int halfMoves, List<PlayedMove> path) {
        boolean last = halfMoves == 1;
        if (bucket.refuted || bucket.worlds.size() == 0) return;
        long[] next = bucket.worlds.toArray();
        String revealed = reveal(bucket.visible, next);
        if (!revealed.isEmpty()) next = strip(bucket.visible, next);
        path.add(raw(bucket.text + revealed, last ? " #" : ""));
        if (last) {
            Line line = new Line(path, firstIsSecondHalf, false);
            lines.add(line);
            if (numbers != null) numbers.solution(line);
        } else {
            search(bucket.visible, bucket.known & ~occupied(bucket.visible), next, !black, halfMoves - 1, path);
        }
        path.remove(path.size() - 1);
    }

    /**
     * With move numbers: the moves Popeye tries here, in its order, each numbered and written,
     * and played where some world allows it (a move no world allows leads nowhere).
     */
    private void numbered(int[] visible, long known, boolean black, int halfMoves, List<PlayedMove> path, List<Bucket> ordered) {
        Map<String, Bucket> byText = new java.util.HashMap<>();
        for (Bucket b : ordered) byText.put(b.text, b);
        int level = path.size();
        List<InvisibleMoveNumbers.Numbered> tried = numbers.at(numberPath, level, visible, known, black);
        for (InvisibleMoveNumbers.Numbered n : tried) {
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

    /** Numbers the moves as Popeye does (options MoveNumbers, StartMoveNumber, UpToMoveNumber). */
    InvisibleHelpSearch numbered(InvisibleMoveNumbers numbers) {
        this.numbers = numbers;
        return this;
    }

    /** Visible moves in Popeye's order, then captures by invisibles (h8 down to a1), then "TI~-~". */
    private static final Comparator<Bucket> ORDER = (a, b) -> compare(a.text, a.order, b.text, b.order);

    /** Popeye's order of two moves as the solver sees them (text, and the visible move's stand-in). */
    static int compare(String ta, PlayedMove oa, String tb, PlayedMove ob) {
        int ka = kind(ta), kb = kind(tb);
        if (ka != kb) return Integer.compare(ka, kb);
        if (ka == 0) return PopeyeOrder.moves().compare(oa, ob);
        if (ka == 1) return Integer.compare(square(tb.substring(4)), square(ta.substring(4)));
        return 0;
    }

    private static int kind(String text) {
        if (text.startsWith("TI~*")) return 1;
        return text.equals("TI~-~") ? 2 : 0;
    }

    private static int square(String name) { return name.charAt(0) - 'a' + 8 * (name.charAt(1) - '1'); }

    private final int[] board = new int[64], after = new int[64], moves = new int[256];
    private final int[] scratchMoves = new int[256], scratchBoard = new int[64];

    /**
     * The moves of every world, by what the solver sees (a visible unit's move is its own key, a
     * capture by an invisible the square it takes on, a move of an invisible one key for all).
     */
    private Map<Integer, Bucket> expand(int[] visible, long known, long[] worlds, boolean black, boolean last) {
        Map<Integer, Bucket> buckets = new LinkedHashMap<>();
        long total = 0, visited = 0;
        int king = Board.king(visible, black);
        for (long w : worlds) {
            if ((++visited & 1023) == 0 && deadline != 0 && System.nanoTime() > deadline) throw new feerie.solve.Search.TimeoutException();
            System.arraycopy(visible, 0, board, 0, 64);
            Worlds.place(w, board);
            int castling = Worlds.castling(w);
            int n = Board.pseudoMoves(board, black, castling, moves);
            for (int i = 0; i < n; i++) {
                int move = moves[i];
                int from = Board.from(move);
                int key = !Board.invisible(board[from]) ? move
                        : board[Board.to(move)] != 0 && !Board.invisible(board[Board.to(move)]) ? 1 << 24 | Board.to(move) : 1 << 25;
                Bucket bucket = buckets.get(key);
                // a last move one world has refuted needs no more worlds
                if (bucket != null && bucket.refuted) continue;
                System.arraycopy(board, 0, after, 0, 64);
                Board.play(after, move);
                if (Board.attacked(after, from == king ? Board.to(move) : king, !black) || hidden(board, move, known)) continue;
                if (bucket == null) {
                    String text = notation(board, move, black, known);
                    int to = Board.to(move);
                    boolean byInvisible = Board.invisible(board[Board.from(move)]);
                    // "TI~*e4" shows an invisible on e4; "TI~-~" shows nothing
                    long nowKnown = !byInvisible ? known & ~(1L << to) : text.equals("TI~-~") ? known : known | 1L << to;
                    bucket = new Bucket(text, orderMove(board, move), visibleAfter(visible, board, move), nowKnown);
                    buckets.put(key, bucket);
                }
                if (bucket.refuted) continue;
                int shown = -1, to = Board.to(move);
                if ((move & Board.CASTLING) != 0) {
                    int rookTo = to > from ? from + 1 : from - 1;
                    shown = to > from ? from + 3 : from - 4;
                    after[rookTo] &= ~Board.INVISIBLE;
                }
                int rights = Board.castlingAfter(castling, from, to);
                if (last && !(Board.inCheck(after, !black) && !Board.hasLegalMove(after, !black, rights, scratchMoves, scratchBoard))) {
                    bucket.refuted = true;
                    continue;
                }
                int arriving = Board.invisible(board[from]) ? after[to] : 0;
                if (bucket.worlds.add(Worlds.moved(w, from, to, arriving, shown, rights)) && ++total > MAX_WORLDS)
                    throw new TooBig("worlds");
            }
        }
        return buckets;
    }

    /**
     * Is a move of a visible unit one the solver cannot see played: over or onto (without taking)
     * a square where the moves showed an invisible unit? (Popeye keeps such a unit on its board.)
     */
    static boolean hidden(int[] board, int move, long known) {
        if (known == 0 || Board.invisible(board[Board.from(move)])) return false;
        int from = Board.from(move), to = Board.to(move);
        if ((known >>> to & 1) != 0 && board[to] == 0) return true;
        int type = Board.type(board[from]);
        // a castling passes the squares between king and rook
        if ((move & Board.CASTLING) != 0) to = to > from ? from + 3 : from - 4;
        else if (type == Board.KNIGHT || type == Board.KING) return false;
        int df = Integer.signum(to % 8 - from % 8), dr = Integer.signum(to / 8 - from / 8);
        for (int sq = from + df + 8 * dr; sq != to; sq += df + 8 * dr) if ((known >>> sq & 1) != 0) return true;
        return false;
    }

    static long occupied(int[] visible) {
        long m = 0;
        for (int sq = 0; sq < 64; sq++) if (visible[sq] != 0) m |= 1L << sq;
        return m;
    }

    /** The move as the solver sees it. */
    static String notation(int[] board, int move, boolean black, long known) {
        int from = Board.from(move), to = Board.to(move), unit = board[from], target = board[to];
        if (Board.invisible(unit)) {
            return target != 0 && !Board.invisible(target) ? "TI~*" + Board.name(to) : "TI~-~";
        }
        if ((move & Board.CASTLING) != 0) return to > from ? "0-0" : "0-0-0";
        int type = Board.type(unit);
        String promotion = Board.promotion(move) != 0 ? "=" + LETTERS.charAt(Board.promotion(move)) : "";
        String piece = type == Board.PAWN ? "" : String.valueOf(LETTERS.charAt(type));
        boolean seen = (known >>> to & 1) != 0;
        if (type == Board.PAWN && from % 8 != to % 8 && !seen && (target == 0 || Board.invisible(target))) {
            // a pawn's capture of a unit nobody saw: the capture shows it was there
            return "[+" + (black ? "w" : "b") + "TI" + Board.name(to) + "]" + Board.name(from) + "*" + Board.name(to) + promotion;
        }
        boolean takes = target != 0 && (seen || !Board.invisible(target));
        return piece + Board.name(from) + (takes ? "*" : "-") + Board.name(to) + promotion;
    }

    /** A stand-in of a visible move for Popeye's order of moves. */
    static PlayedMove orderMove(int[] board, int move) {
        int from = Board.from(move), to = Board.to(move), unit = board[from];
        if (Board.invisible(unit)) return null;
        String piece = Board.type(unit) == Board.PAWN ? "" : String.valueOf(LETTERS.charAt(Board.type(unit)));
        int castling = (move & Board.CASTLING) == 0 ? 0 : to > from ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE;
        String promotion = Board.promotion(move) != 0 ? String.valueOf(LETTERS.charAt(Board.promotion(move))) : null;
        return new PlayedMove(piece, Board.name(from), Board.name(to), board[to] != 0, promotion, castling, false, "",
                0, 0, null, false);
    }

    /** The visible units after the move: a visible unit moves, a visible unit an invisible takes goes. */
    static int[] visibleAfter(int[] visible, int[] board, int move) {
        int[] v = visible.clone();
        int from = Board.from(move), to = Board.to(move);
        if (Board.invisible(board[from])) {
            v[to] = 0;
            return v;
        }
        Board.play(v, move);
        if ((move & Board.CASTLING) != 0) {
            // a castling with a rook nobody saw shows the rook
            int rookFrom = to > from ? from + 3 : from - 4, rookTo = to > from ? from + 1 : from - 1;
            if (v[rookTo] == 0) v[rookTo] = board[rookFrom] & ~Board.INVISIBLE;
        }
        return v;
    }

    /** The units every world has on the same square: made visible in {@code visible}; their text. */
    private static String reveal(int[] visible, long[] worlds) {
        StringBuilder text = new StringBuilder();
        for (int sq = 63; sq >= 0; sq--) {
            int unit = Worlds.unitOn(worlds[0], sq);
            if (unit == 0) continue;
            boolean everywhere = true;
            for (long w : worlds) {
                if (Worlds.unitOn(w, sq) != unit) {
                    everywhere = false;
                    break;
                }
            }
            if (!everywhere) continue;
            visible[sq] = unit;
            text.append('[').append(Board.name(sq)).append('=').append(Board.black(unit) ? 'b' : 'w')
                    .append(LETTERS.charAt(Board.type(unit))).append(']');
        }
        return text.toString();
    }

    /** The worlds without the units now visible. */
    private static long[] strip(int[] visible, long[] worlds) {
        WorldSet set = new WorldSet();
        for (long w : worlds) {
            long s = w;
            for (int sq = 0; sq < 64; sq++) if (visible[sq] != 0 && Worlds.unitOn(s, sq) != 0) s = Worlds.without(s, sq);
            set.add(s);
        }
        return set.toArray();
    }

    /** A move written as the search wrote it (the text is the whole move). */
    static PlayedMove raw(String text, String suffix) {
        return new PlayedMove(text, "", "", false, null, PlayedMove.RAW, false, suffix, 0, 0, null, false);
    }
}
