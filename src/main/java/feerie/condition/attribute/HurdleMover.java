package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;
import feerie.solve.PopeyeOrder;

/**
 * The piece attributes Bul and Dob as a condition that applies to the hoppers carrying them: when
 * such a hopper hops, its hurdle then makes a non-capturing move within the same move
 * ({@code bGb6-b4[wKb5->b3]}). Under Bul the hurdle moves with the hopper's walk, for the moving
 * side; under Dob with its own walk, for its own side (a neutral hurdle for the moving side). A
 * pawn hurdle that reaches its last rank so promotes ({@code [bPb4->b1=S]}). Each movement of the
 * hurdle is a move of its own; a hop after which the hurdle cannot move is no move, and captures
 * no king (Popeye 4.104; the corpus' TESTS-bul-*, TESTS-dob-*).
 *
 * <p>The hop carries the number of its hurdle's movement (1 for the first, in the order the
 * hurdle's walk generates them, a pawn's promotions in the order of the promotion types) in bits
 * 16-23, which a hopper's plain move leaves free; the after-move hook finds the hurdle again (on
 * the board after the hop, where it still stands) and plays that movement. As in Popeye, a threat
 * is the hop with the same number: a defence that changes the hurdle's movements (a new hurdle on
 * one of its lines) parries it (TESTS-bul-05: 1...c3-c2).
 */
public final class HurdleMover implements Condition {
    private static final int ATTRIBUTES = Attributes.BUL | Attributes.DOB;

    @Override
    public String name() { return "Bul"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The hurdle moves as part of the hop, before any other condition's effect. */
    @Override
    public int effectStage() { return -30; }

    /** A hop whose hurdle cannot move does not observe. */
    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    /** The attribute sets a promotion may carry, in Popeye's order of trial. */
    private static final int[] PROMOTION_MASKS = {0, Attributes.HURDLE_COLOUR_CHANGING, Attributes.BUL, Attributes.DOB,
            Attributes.HURDLE_COLOUR_CHANGING | Attributes.BUL, Attributes.HURDLE_COLOUR_CHANGING | Attributes.DOB};
    private static final int HOPPER_ATTRIBUTES = Attributes.HURDLE_COLOUR_CHANGING | ATTRIBUTES;
    private static final java.util.Set<String> STANDARD = java.util.Set.of("queen", "knight", "rook", "bishop");

    /**
     * A pawn promotes to a walk once for each set of hopper attributes (HurdleColourChanging,
     * Bul, Dob) that units of that walk carry in the diagram, and without attributes only to the
     * queen, knight, rook and bishop or a walk some unit has without them (Popeye 4.104:
     * "b7-b8=G=b" when the only grasshopper is a Bul one). Set by {@link HopperPromotions}, after
     * the other conditions' lists.
     */
    static void hopperPromotions(Position p) {
        for (int side = 0; side < 2; side++) {
            java.util.List<Integer> types = new java.util.ArrayList<>();
            for (int t : p.promotionTypes(side)) {
                String base = Attributes.baseId(p.table.type(t));
                int rest = Attributes.of(p.table.type(t)) & ~HOPPER_ATTRIBUTES;
                for (int mask : PROMOTION_MASKS) {
                    if (!(mask == 0 && STANDARD.contains(base)) && !onBoard(p, base, rest, mask)) continue;
                    int index = p.table.indexOf(mask + rest == 0 ? base : base + "@" + (mask | rest));
                    if (index > 0 && !types.contains(index)) types.add(index);
                }
            }
            p.setPromotionTypes(side, types.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** Does a unit of walk {@code base} (other attributes {@code rest}) carry exactly the hopper attributes {@code mask}? */
    private static boolean onBoard(Position p, String base, int rest, int mask) {
        for (int sq = 0; sq < p.geometry.size; sq++) {
            int u = p.at(sq);
            if (u == Piece.EMPTY) continue;
            var type = p.table.type(Piece.type(u));
            if (Attributes.baseId(type).equals(base) && (Attributes.of(type) & HOPPER_ATTRIBUTES & ~Attributes.NEUTRAL) == mask)
                return true;
        }
        return false;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (unit == Piece.EMPTY || (p.table.attributes(unit) & ATTRIBUTES) == 0) return end;
        // the hops are written again after the moves, one per movement of their hurdle, then
        // moved down over the originals
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int h = hopHurdle(p, unit, m, side);
            if (h < 0) {
                if (n < out.length) out[n++] = m;
                continue;
            }
            int savedTop = p.scratchTop;
            int first = Math.max(savedTop, out == p.scratch ? n : 0);
            p.scratchTop = first;
            try {
                int count = tryHop(p, from, Move.to(m), h, side);
                for (int k = 1; k <= Math.min(count, 255) && n < out.length; k++) out[n++] = m | k << 16;
            } finally {
                p.scratchTop = savedTop;
            }
        }
        System.arraycopy(out, end, out, start, n - end);
        return start + n - end;
    }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int unit = p.at(from);
        if (unit == Piece.EMPTY || (p.table.attributes(unit) & ATTRIBUTES) == 0) return true;
        int h = hurdle(p, unit, from, target, by);
        return h < 0 || tryHop(p, from, target, h, by) > 0;
    }

    @Override
    public void afterMove(Position p, int move) {
        int k = Move.kind(move) == Move.NORMAL ? move >>> 16 & 0xff : 0;
        if (k == 0) return;
        int from = Move.from(move), to = Move.to(move), unit = p.at(to);
        if (unit == Piece.EMPTY || (p.table.attributes(unit) & ATTRIBUTES) == 0) return;
        int side = p.sideToMove();
        // the hurdle found on the board after the hop: the same square as before it
        int h = hurdle(p, unit, from, to, side);
        if (h < 0 || p.at(h) == Piece.EMPTY) return;
        int first = p.scratchTop;
        if (movements(p, h, unit, side, p.scratch, first, true) < k) return;
        int mark = p.scratch[first + k - 1];
        int hurdle = p.at(h), hurdleSide = hurdleSide(p, hurdle, side), arrival = (mark >>> 16 & 0xff) - 1;
        p.effectMove(h, arrival);
        int promotion = mark >>> 28;
        if (promotion != 0)
            p.effectChange(arrival, p.promoted(hurdle, p.promotionList(hurdle, hurdleSide)[promotion - 1], hurdleSide));
    }

    /** The hurdle of the hop {@code m} of {@code unit} (a plain move not yet marked), or -1. */
    private static int hopHurdle(Position p, int unit, int m, int side) {
        if (Move.kind(m) != Move.NORMAL || (m >>> 16 & 0xff) != 0) return -1;
        return hurdle(p, unit, Move.from(m), Move.to(m), side);
    }

    /** The square {@code unit}, moving for {@code side}, hops over from {@code from} to {@code to}, or -1. */
    private static int hurdle(Position p, int unit, int from, int to, int side) {
        for (Component.Bound b : p.movement(coloured(p, unit, side))) {
            int h = b.hurdle(p, from, to);
            if (h >= 0) return h;
        }
        return -1;
    }

    /** A neutral unit as its colour for the side that moves it (its movement is bound per side). */
    private static int coloured(Position p, int unit, int side) {
        return p.table.isNeutral(unit) ? Piece.of(Piece.type(unit), side) : unit;
    }

    /**
     * Plays the hop from {@code from} to {@code to} as a trial and writes the movements of the
     * hurdle on {@code h} then from the scratch stack's top, as the hop's marks (see the class
     * comment); returns how many. The position is left as it was.
     */
    private static int tryHop(Position p, int from, int to, int h, int side) {
        int unit = p.at(from);
        p.beginTrial();
        try {
            if (p.at(to) != Piece.EMPTY) p.effectRemoveQuietly(to);
            p.effectMove(from, to, Effects.Style.SILENT);
            return movements(p, h, unit, side, p.scratch, p.scratchTop, false);
        } finally {
            p.rewindTrial();
            p.endTrial();
        }
    }

    /** The side the hurdle {@code hurdle} is of after a hop for {@code side}: a neutral one is of the moving side. */
    private static int hurdleSide(Position p, int hurdle, int side) {
        return p.table.isNeutral(hurdle) ? side : Piece.side(hurdle);
    }

    /**
     * The non-capturing movements of the hurdle on {@code h} after a hop of {@code hopper} for
     * {@code side}, written from {@code out[n]}: the arrival square + 1 in bits 16-23, a pawn's
     * promotion as the number of its type in the promotion list in bits 28-31; returns how many.
     * {@code ordered}: in the order Popeye tries them, which only the hop's own play needs (the
     * generation and the observation test only count them: sorting there was most of the time
     * of EXAMPLES-dob-01).
     */
    private static int movements(Position p, int h, int hopper, int side, int[] out, int n, boolean ordered) {
        int hurdle = p.at(h);
        if (out.length - n < 1024) return 0;
        boolean bul = (p.table.attributes(hopper) & Attributes.BUL) != 0;
        // Bul: the hopper's walk for the moving side; Dob: the hurdle's own, for its own side
        // (a neutral hurdle for the moving side)
        int hurdleSide = hurdleSide(p, hurdle, side);
        int walkSide = bul ? side : hurdleSide;
        int walker = Piece.of(Piece.type(bul ? hopper : hurdle), walkSide);
        int end = n;
        for (Component.Bound b : p.movement(walker)) end = b.generate(p, h, walkSide, out, end);
        boolean pawn = p.table.isPawn(hurdle);
        int lastRank = hurdleSide == feerie.piece.Side.WHITE ? p.geometry.ranks - 1 : 0;
        int[] types = p.promotionList(hurdle, hurdleSide);
        int count = end;
        for (int i = n; i < end; i++) {
            int m = out[i], kind = Move.kind(m), to = Move.to(m);
            if (p.at(to) != Piece.EMPTY || Move.from(m) != h) continue;
            int mark = (to + 1) << 16;
            if (kind == Move.PROMOTION) {
                for (int t = 0; t < Math.min(types.length, 15); t++)
                    if (types[t] == Move.promotion(m)) out[count++] = mark | (t + 1) << 28;
            } else if (kind == Move.NORMAL || kind == Move.DOUBLE_STEP) {
                if (pawn && to / p.geometry.files == lastRank) {
                    // a pawn moved by another walk onto its last rank promotes there
                    for (int t = 0; t < Math.min(types.length, 15); t++) out[count++] = mark | (t + 1) << 28;
                } else {
                    out[count++] = mark;
                }
            }
        }
        System.arraycopy(out, end, out, n, count - end);
        if (ordered) inTrialOrder(p, h, out, n, n + count - end);
        return count - end;
    }

    /**
     * Sorts the movements {@code marks[from..to)} of the hurdle on {@code h} in the order Popeye
     * tries them (stable: a pawn's promotions stay in their order). Popeye numbers a hurdle's
     * movements so, and knows a threat again by that number (TESTS-bul-02: 1...b6-b5, which adds
     * a movement tried later, leaves the threat; TESTS-bul-05: 1...c3-c2, which adds one tried
     * earlier, parries it).
     */
    private static void inTrialOrder(Position p, int h, int[] marks, int from, int to) {
        // each mark's key worked out once (a key costs more than the sort's comparisons)
        long[] keys = KEYS.get();
        if (keys.length < to - from) KEYS.set(keys = new long[to - from]);
        for (int i = from; i < to; i++) keys[i - from] = trialKey(p, h, marks[i]);
        for (int i = from + 1; i < to; i++) {
            int mark = marks[i];
            long key = keys[i - from];
            int j = i - 1;
            while (j >= from && keys[j - from] > key) {
                marks[j + 1] = marks[j];
                keys[j + 1 - from] = keys[j - from];
                j--;
            }
            marks[j + 1] = mark;
            keys[j + 1 - from] = key;
        }
    }

    /** Scratch for {@link #inTrialOrder}, one per thread. */
    private static final ThreadLocal<long[]> KEYS = ThreadLocal.withInitial(() -> new long[256]);

    private static long trialKey(Position p, int h, int mark) {
        return PopeyeOrder.key(p, Move.of(h, (mark >>> 16 & 0xff) - 1), false);
    }

    @Override
    public String toString() { return name(); }
}
