package feerie.condition.attribute;

import feerie.condition.ConditionSet;
import feerie.geometry.Geometry;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.AngleHopperComponent;
import feerie.piece.movement.ChainComponent;
import feerie.piece.movement.Component;
import feerie.piece.movement.DoubleHopperComponent;
import feerie.piece.movement.HopperComponent;
import feerie.piece.movement.Movement;
import feerie.piece.movement.PawnComponent;
import feerie.position.Position;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The views of the magic units of a position: each way a magic unit observes a unit that can
 * change colour (neither magic nor royal nor neutral), as a pair of ints. The first holds the
 * viewed square (bits 0-7), the magic unit's square (bits 8-15) and the kind of line (bits 16-18);
 * the second tells the line apart from the others along which the same unit could see the same
 * unit, as Popeye tells them apart (Popeye 4.104, pieces/attributes/magic.c, read for the rule):
 * <ul>
 *   <li>a leaper, a pawn: the two squares themselves (any move of either makes a new view);</li>
 *   <li>a rider, a hopper along a line (a lion, a grasshopper), an eagle: the line's two ends off
 *       the board, oriented (a rook moving along its file keeps its view);</li>
 *   <li>a rose: its octagon (the lowest corner and the next one in the rose's sense);</li>
 *   <li>a zigzag walker (the boyscout): the first square off the board behind the magic unit and
 *       the step that would lead on;</li>
 *   <li>a double grasshopper: the first leg's end off the board and the square between the hops.</li>
 * </ul>
 * Points off the board are written as coordinates offset by 16 (12 bits a point).
 */
final class MagicViews {
    private MagicViews() {}

    static final int LEAPER = 0, LINE = 1, CIRCLE = 2, ZIGZAG = 3, DOUBLE = 4;

    /** Can a unit of this movement be magic (Féerie finds its lines)? */
    static boolean supports(Movement movement) {
        for (Component c : movement.components()) {
            if (c instanceof PawnComponent || c instanceof HopperComponent || c instanceof AngleHopperComponent
                    || c instanceof DoubleHopperComponent) continue;
            if (c instanceof ChainComponent chain && kind(chain.shapes()) >= 0) continue;
            return false;
        }
        return true;
    }

    /** May the unit {@code unit} change colour by a view? */
    static boolean viewable(Position p, int unit) {
        return unit != Piece.EMPTY && (p.table.attributes(unit) & (Attributes.MAGIC | Attributes.NEUTRAL)) == 0
                && !p.table.isRoyal(unit) && !p.table.isNeutral(unit);
    }

    /** Writes the views of position {@code p} from {@code out[n]} (two ints each); returns the new end. */
    static int collect(Position p, int[] out, int n) {
        Geometry g = p.geometry;
        for (int o = 0; o < g.size; o++) {
            int unit = p.at(o);
            if (unit == Piece.EMPTY || (p.table.attributes(unit) & Attributes.MAGIC) == 0 || p.table.isNeutral(unit)) continue;
            int side = Piece.side(unit);
            List<Component> components = p.table.type(Piece.type(unit)).movement().components();
            Component.Bound[] bound = p.movement(unit);
            for (int i = 0; i < components.size() && n < out.length - 4096; i++) {
                Component c = components.get(i);
                if (!c.mode.captures) continue;
                if (c instanceof ChainComponent chain) n = chains(p, o, side, chain, out, n);
                else if (c instanceof PawnComponent) n = leaps(p, o, side, bound[i], out, n);
                else if (c instanceof HopperComponent h) n = hops(p, o, side, bound[i], h.directions(), out, n);
                else if (c instanceof AngleHopperComponent a) n = angleHops(p, o, side, a, out, n);
                else if (c instanceof DoubleHopperComponent d) n = doubleHops(p, o, side, d.directions(), out, n);
            }
        }
        return n;
    }

    /**
     * Each chain walker's rings and view keys, worked out once per component and board (a
     * component serves every problem that uses its piece): working them out from the shapes on
     * every view search was most of a magic problem's time. Compared by identity.
     */
    private static final Map<ChainComponent, Walks> WALKS = new ConcurrentHashMap<>();

    /**
     * For each side (0 White, 1 Black), square and chain: the squares of its rings on the board
     * ({@code rings}) and the key of the view of a unit standing on each ({@code keys}); null when
     * Féerie does not know the kind of line.
     */
    private record Walks(Geometry geometry, int kind, int[][][][] rings, int[][][][] keys) {}

    private static Walks walks(ChainComponent chain, Geometry g) {
        Walks w = WALKS.get(chain);
        if (w == null || w.geometry != g) {
            w = tabulate(chain, g);
            WALKS.put(chain, w);
        }
        return w;
    }

    private static Walks tabulate(ChainComponent chain, Geometry g) {
        List<int[][]> shapes = chain.shapes();
        int kind = kind(shapes);
        if (kind < 0) return new Walks(g, kind, null, null);
        int[][][][] rings = new int[2][g.size][shapes.size()][], keys = new int[2][g.size][shapes.size()][];
        for (int side = 0; side < 2; side++) {
            int flip = side == Side.WHITE ? 1 : -1;
            for (int o = 0; o < g.size; o++) {
                for (int j = 0; j < shapes.size(); j++) {
                    int[][] s = shapes.get(j);
                    int length = 0;
                    while (length < s.length) {
                        int t = g.offset(o, s[length][0], s[length][1] * flip);
                        if (t < 0 || t == o) break;
                        length++;
                    }
                    rings[side][o][j] = new int[length];
                    keys[side][o][j] = new int[length];
                    for (int k = 0; k < length; k++) {
                        int t = g.offset(o, s[k][0], s[k][1] * flip);
                        rings[side][o][j][k] = t;
                        keys[side][o][j][k] = chainKey(g, kind, o, t, s, k, flip);
                    }
                }
            }
        }
        return new Walks(g, kind, rings, keys);
    }

    /** The kind of line of a chain walker's shapes, or -1 when Féerie does not know it. */
    private static int kind(List<int[][]> shapes) {
        boolean leaper = true, straight = true, circle = true, zigzag = true;
        for (int[][] s : shapes) {
            if (s.length > 1) leaper = false;
            for (int k = 0; k < s.length; k++)
                if (s[k][0] != (k + 1) * s[0][0] || s[k][1] != (k + 1) * s[0][1]) straight = false;
            // an octagon comes back to its start after eight steps
            if (s.length < 8 || s[7][0] != 0 || s[7][1] != 0) circle = false;
            for (int k = 2; k < s.length; k++)
                if (s[k][0] - s[k - 1][0] != s[k - 2][0] - (k > 2 ? s[k - 3][0] : 0)
                        || s[k][1] - s[k - 1][1] != s[k - 2][1] - (k > 2 ? s[k - 3][1] : 0)) zigzag = false;
        }
        return leaper ? LEAPER : straight ? LINE : circle ? CIRCLE : zigzag ? ZIGZAG : -1;
    }

    private static int point(int x, int y) { return (x + 16) << 6 | (y + 16); }

    private static int head(int kind, int magic, int viewed) { return kind << 16 | magic << 8 | viewed; }

    /** The first point off the board from square {@code sq} going by (dx, dy). */
    private static int offBoard(Geometry g, int sq, int dx, int dy) {
        int x = g.file(sq), y = g.rank(sq);
        do {
            x += dx;
            y += dy;
        } while (g.contains(x, y));
        return point(x, y);
    }

    /**
     * Writes the view of {@code t} by the magic unit on {@code o} along the line {@code key} when the
     * conditions let the unit observe there (Madrasi: not while paralysed), as Popeye validates it.
     */
    private static int view(Position p, int side, int[] out, int n, int kind, int o, int t, int key) {
        if (p.conditions() instanceof ConditionSet set) {
            // the views being written stay below the scratch stack's top meanwhile
            int saved = p.scratchTop;
            p.scratchTop = Math.max(saved, n + 2);
            boolean valid = set.validates(p, o, t, side);
            p.scratchTop = saved;
            if (!valid) return n;
        }
        out[n] = head(kind, o, t);
        out[n + 1] = key;
        return n + 2;
    }

    /** The walks along chains (leapers, riders, the rose, the boyscout). */
    private static int chains(Position p, int o, int side, ChainComponent chain, int[] out, int n) {
        Walks w = walks(chain, p.geometry);
        if (w.kind < 0) return n;
        int[][] rings = w.rings[side == Side.WHITE ? 0 : 1][o], keys = w.keys[side == Side.WHITE ? 0 : 1][o];
        for (int j = 0; j < rings.length; j++) {
            int[] r = rings[j];
            for (int k = 0; k < r.length; k++) {
                int unit = p.at(r[k]);
                if (unit == Piece.EMPTY) continue;
                if (viewable(p, unit)) n = view(p, side, out, n, w.kind, o, r[k], keys[j][k]);
                break;
            }
        }
        return n;
    }

    private static int chainKey(Geometry g, int kind, int o, int t, int[][] s, int k, int flip) {
        int ox = g.file(o), oy = g.rank(o);
        switch (kind) {
            case LEAPER:
                return point(ox, oy) << 12 | point(g.file(t), g.rank(t));
            case LINE:
                return offBoard(g, o, -s[0][0], -s[0][1] * flip) << 12 | offBoard(g, t, s[0][0], s[0][1] * flip);
            case CIRCLE: {
                // the corners in the rose's order (the start, then the rings): the lowest (rank,
                // then file) and the one after it
                int best = 0;
                for (int i = 1; i < 8; i++) {
                    int[] c = corner(s, i, flip), b = corner(s, best, flip);
                    if (c[1] < b[1] || c[1] == b[1] && c[0] < b[0]) best = i;
                }
                int[] low = corner(s, best, flip), next = corner(s, (best + 1) % 8, flip);
                return point(ox + low[0], oy + low[1]) << 12 | point(ox + next[0], oy + next[1]);
            }
            default: {
                // ZIGZAG: back from the target, through the magic unit, off the board
                int x = g.file(t), y = g.rank(t);
                int j = k;
                while (g.contains(x, y)) {
                    int[] step = step(s, j);
                    x -= step[0];
                    y -= step[1] * flip;
                    j--;
                }
                int[] step = step(s, j);
                return point(x, y) << 12 | point(-step[0], -step[1] * flip);
            }
        }
    }

    /** Corner {@code i} of an octagon chain relative to its start (0: the start itself). */
    private static int[] corner(int[][] s, int i, int flip) {
        return i == 0 ? new int[] {0, 0} : new int[] {s[i - 1][0], s[i - 1][1] * flip};
    }

    /** The step of a zigzag chain to ring {@code j} (0-based), extended both ways by alternation. */
    private static int[] step(int[][] s, int j) {
        int[] first = s[0];
        int[] second = {s[1][0] - s[0][0], s[1][1] - s[0][1]};
        return Math.floorMod(j, 2) == 0 ? first : second;
    }

    /** Pawns: the capture squares. */
    private static int leaps(Position p, int o, int side, Component.Bound b, int[] out, int n) {
        Geometry g = p.geometry;
        for (int t = 0; t < g.size; t++) {
            if (t == o || !viewable(p, p.at(t)) || !b.attacks(p, o, t, side)) continue;
            n = view(p, side, out, n, LEAPER, o, t, point(g.file(o), g.rank(o)) << 12 | point(g.file(t), g.rank(t)));
        }
        return n;
    }

    /** Hoppers along a line (grasshopper, lion, kangaroo): the line through both. */
    private static int hops(Position p, int o, int side, Component.Bound b, List<int[]> directions, int[] out, int n) {
        Geometry g = p.geometry;
        int flip = side == Side.WHITE ? 1 : -1;
        for (int t = 0; t < g.size; t++) {
            if (t == o || !viewable(p, p.at(t)) || !b.attacks(p, o, t, side)) continue;
            int dx = g.file(t) - g.file(o), dy = g.rank(t) - g.rank(o);
            for (int[] d : directions) {
                int vx = d[0], vy = d[1] * flip;
                if (!along(dx, dy, vx, vy)) continue;
                n = view(p, side, out, n, LINE, o, t, offBoard(g, o, -vx, -vy) << 12 | offBoard(g, t, vx, vy));
                break;
            }
        }
        return n;
    }

    /** Is (dx, dy) a positive multiple of (vx, vy)? */
    private static boolean along(int dx, int dy, int vx, int vy) {
        if (vx == 0 ? dx != 0 : dx % vx != 0) return false;
        if (vy == 0 ? dy != 0 : dy % vy != 0) return false;
        int m = vx != 0 ? dx / vx : dy / vy;
        return m > 0 && dx == m * vx && dy == m * vy;
    }

    /** The first occupied square from {@code sq} along (vx, vy), or -1. */
    private static int firstUnit(Position p, int sq, int vx, int vy) {
        int t = p.geometry.offset(sq, vx, vy);
        while (t >= 0 && p.at(t) == Piece.EMPTY) t = p.geometry.offset(t, vx, vy);
        return t;
    }

    /** Angle hoppers (eagle): the line to the hurdle, carried through the target. */
    private static int angleHops(Position p, int o, int side, AngleHopperComponent a, int[] out, int n) {
        Geometry g = p.geometry;
        int flip = side == Side.WHITE ? 1 : -1;
        for (int[] line : a.lines()) {
            int vx = line[0], vy = line[1] * flip;
            int h = firstUnit(p, o, vx, vy);
            if (h < 0) continue;
            for (boolean left : new boolean[] {true, false}) {
                int[] w = a.turned(new int[] {vx, vy}, left);
                int t = g.offset(h, w[0], w[1]);
                if (t < 0 || t == o || !viewable(p, p.at(t))) continue;
                n = view(p, side, out, n, LINE, o, t, offBoard(g, o, -vx, -vy) << 12 | offBoard(g, t, vx, vy));
            }
        }
        return n;
    }

    /** Double grasshoppers: the first leg's line and the square between the hops. */
    private static int doubleHops(Position p, int o, int side, List<int[]> directions, int[] out, int n) {
        Geometry g = p.geometry;
        for (int[] first : directions) {
            int h1 = firstUnit(p, o, first[0], first[1]);
            int i = h1 < 0 ? -1 : g.offset(h1, first[0], first[1]);
            if (i < 0 || p.at(i) != Piece.EMPTY) continue;
            int key = offBoard(g, o, -first[0], -first[1]) << 12 | point(g.file(i), g.rank(i));
            for (int[] second : directions) {
                int h2 = firstUnit(p, i, second[0], second[1]);
                int t = h2 < 0 ? -1 : g.offset(h2, second[0], second[1]);
                if (t < 0 || t == o || !viewable(p, p.at(t))) continue;
                n = view(p, side, out, n, DOUBLE, o, t, key);
            }
        }
        return n;
    }
}
