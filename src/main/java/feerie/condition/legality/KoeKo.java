package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.Units;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * KoeKo (Kontakt-Kö): a move is legal only if the unit that moved stands next to another unit
 * afterwards (both units of a castling). An observation counts only if the capture would be so:
 * the observer, on the target's square, touching another unit. {@code KoeKo Nei X}: "next to" is a
 * leap of the leaper X away instead of a king's step (a knight's: {@code KoeKo Nei S}). The
 * piece attribute Jigger is KoeKo for the units that carry it alone ({@link #jigger}), as in Popeye.
 */
public final class KoeKo implements Condition {
    /** The leapers Popeye accepts as neighbourhoods, by English code: their leap (x, y). */
    private static final java.util.Map<String, int[]> LEAPERS = java.util.Map.of("w", new int[] {1, 0},
            "f", new int[] {1, 1}, "s", new int[] {2, 1}, "n", new int[] {2, 1}, "ca", new int[] {3, 1},
            "al", new int[] {2, 2}, "da", new int[] {2, 0}, "z", new int[] {3, 2}, "gi", new int[] {4, 1},
            "an", new int[] {4, 3});

    /** The neighbourhood as (dx, dy) pairs. */
    private final int[] steps;
    private final String leaper;
    /** The units whose moves and observations must end in contact. */
    private final Units units;

    /** KoeKo with the king's neighbourhood. */
    public KoeKo() { this(Units.ALL); }

    private KoeKo(Units units) {
        this.leaper = null;
        this.units = units;
        this.steps = new int[] {1, 0, 1, 1, 0, 1, -1, 1, -1, 0, -1, -1, 0, -1, 1, -1};
    }

    /** The attribute Jigger: KoeKo (the king's neighbourhood) for the units that carry it. */
    public static KoeKo jigger() { return new KoeKo(Units.carrying(feerie.piece.Attributes.JIGGER)); }

    private KoeKo(String leaper, int[] leap) {
        this.leaper = leaper;
        this.units = Units.ALL;
        java.util.Set<java.util.List<Integer>> all = new java.util.LinkedHashSet<>();
        for (int sx : new int[] {1, -1}) for (int sy : new int[] {1, -1}) {
            all.add(java.util.List.of(sx * leap[0], sy * leap[1]));
            all.add(java.util.List.of(sx * leap[1], sy * leap[0]));
        }
        this.steps = all.stream().flatMap(java.util.List::stream).mapToInt(Integer::intValue).toArray();
    }

    /** {@code KoeKo} with its words: none, or {@code Nei} and a leaper's code; null if not one Popeye knows. */
    public static KoeKo of(java.util.List<String> words) {
        if (words.isEmpty()) return new KoeKo();
        if (words.size() != 2 || !words.get(0).toLowerCase(java.util.Locale.ROOT).startsWith("nei")) return null;
        String code = words.get(1).toLowerCase(java.util.Locale.ROOT);
        if (code.equals("k")) return new KoeKo();
        int[] leap = LEAPERS.get(code);
        return leap == null ? null : new KoeKo(code, leap);
    }

    @Override
    public String name() { return !units.all() ? "Jigger" : leaper == null ? "KoeKo" : leaper.toUpperCase(java.util.Locale.ROOT) + "-KoeKo"; }

    /** Has the square {@code sq} an occupied neighbour other than {@code ignore}? */
    boolean touches(Position p, int sq, int ignore) {
        var g = p.geometry;
        int f = g.file(sq), r = g.rank(sq);
        for (int i = 0; i < steps.length; i += 2) {
            int dx = steps[i], dy = steps[i + 1];
            if (!g.contains(f + dx, r + dy)) continue;
            int n = g.square(f + dx, r + dy);
            if (n != ignore && p.at(n) != Piece.EMPTY) return true;
        }
        return false;
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        int to = arrival(p, Move.to(m));
        if (!units.all() && (to < 0 || !units.include(p, p.at(to)))) return true;
        if (Move.kind(m) == Move.CASTLING) {
            int rookTo = Move.to(m) + (Move.castlingRook(m) > Move.from(m) ? -1 : 1);
            return touches(p, to, -1) && touches(p, rookTo, -1);
        }
        return to < 0 || touches(p, to, -1);
    }

    /** Where the unit that arrived on {@code to} stands now, followed through the effects (AntiCirce); -1 if gone. */
    static int arrival(Position p, int to) {
        Effects e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++) {
            if (e.square(i) != to) continue;
            if (e.kind(i) == Effects.Kind.MOVE) to = e.to(i);
            else if (e.kind(i) == Effects.Kind.REMOVE) return -1;
        }
        return to;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (!units.include(p, p.at(from)) || touches(p, target, from)) return true;
        // Popeye plays the capture to validate it: a condition's effect may bring the contact
        // (Circe Parrain's unit reborn beside the capturer: REGRESSIONS-4_47_to_4_49-07)
        return p.conditions() instanceof feerie.condition.ConditionSet cs && cs.hasEffects() && touchesAfterCapture(p, from, target);
    }

    /** Does the unit on {@code from}, having captured on {@code target} with the conditions' effects, touch another unit? */
    private boolean touchesAfterCapture(Position p, int from, int target) {
        int m = Move.of(from, target);
        int side = p.sideToMove();
        boolean other = Piece.side(p.at(from)) != side && !p.isNeutral(from);
        // the capture is the observer's move: its side is to move
        if (other) p.make(Move.NULL);
        p.make(m);
        try {
            int to = arrival(p, target);
            return to >= 0 && touches(p, to, -1);
        } finally {
            p.unmake(m);
            if (other) p.unmake(Move.NULL);
        }
    }

    @Override
    public String toString() { return name(); }
}
