package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Popeye's hunter X/Y: the moves of X that go towards the opponent's side of the board (away) and
 * the moves of Y that go towards its own (home); moves along a rank belong to neither. A pawn part
 * does not promote. Made for a problem's {@code x/y} piece by {@link #of}, not read from notation.
 */
public final class HunterComponent extends Component {
    private final List<Component> away;
    private final List<Component> home;
    private final String notation;

    private HunterComponent(List<Component> away, List<Component> home, String notation) {
        super(Mode.MOVE_AND_CAPTURE);
        this.away = away;
        this.home = home;
        this.notation = notation;
    }

    /** The hunter whose away part moves as {@code away} and home part as {@code home}. */
    public static Movement of(Movement away, Movement home) {
        String notation = "hunter(" + away.notation() + "/" + home.notation() + ")";
        return new Movement(List.of(new HunterComponent(parts(away), parts(home), notation)), notation);
    }

    /**
     * The parts of {@code m}; a pawn part does not promote, and it observes from its first rank too
     * (Popeye's hunters check from there), while it moves from there only as the rule for pawns says.
     */
    private static List<Component> parts(Movement m) {
        List<Component> out = new ArrayList<>();
        for (Component c : m.components())
            out.add(c instanceof PawnComponent p && p.orthodox()
                    ? new PawnComponent(Mode.MOVE_AND_CAPTURE, false).withFirstRank(PawnComponent.FirstRank.OBSERVES) : c);
        return out;
    }

    @Override
    public Component withFirstRank(PawnComponent.FirstRank rule) {
        PawnComponent.FirstRank partRule = rule.or(PawnComponent.FirstRank.OBSERVES);
        return new HunterComponent(withRule(away, partRule), withRule(home, partRule), notation);
    }

    private static List<Component> withRule(List<Component> parts, PawnComponent.FirstRank rule) {
        List<Component> out = new ArrayList<>();
        for (Component c : parts) out.add(c.withFirstRank(rule));
        return out;
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        Bound[] awayBounds = away.stream().map(c -> c.bind(g, side)).toArray(Bound[]::new);
        Bound[] homeBounds = home.stream().map(c -> c.bind(g, side)).toArray(Bound[]::new);
        int[] rank = new int[g.size];
        for (int sq = 0; sq < g.size; sq++) rank[sq] = g.rank(sq);
        int up = side == Side.WHITE ? 1 : -1;
        return new BoundHunter(awayBounds, homeBounds, rank, up);
    }

    private static final class BoundHunter extends Bound {
        private final Bound[] away;
        private final Bound[] home;
        private final int[] rank;
        /** +1 when away is up the board (White), -1 when down (Black). */
        private final int awaySign;

        BoundHunter(Bound[] away, Bound[] home, int[] rank, int awaySign) {
            this.away = away;
            this.home = home;
            this.rank = rank;
            this.awaySign = awaySign;
        }

        private int keep(int from, int sign, int[] out, int start, int n) {
            int kept = start;
            for (int i = start; i < n; i++)
                if (Integer.signum(rank[Move.to(out[i])] - rank[from]) == sign) out[kept++] = out[i];
            return kept;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int start = n;
            for (Bound b : away) n = b.generate(board, from, us, out, n);
            n = keep(from, awaySign, out, start, n);
            start = n;
            for (Bound b : home) n = b.generate(board, from, us, out, n);
            return keep(from, -awaySign, out, start, n);
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            int sign = Integer.signum(rank[target] - rank[from]);
            Bound[] part = sign == awaySign ? away : sign == -awaySign ? home : null;
            if (part == null) return false;
            for (Bound b : part) if (b.attacks(board, from, target, us)) return true;
            return false;
        }

        @Override
        public boolean attacksEnPassant(BoardView board, int from, int target, int us) {
            int sign = Integer.signum(rank[target] - rank[from]);
            Bound[] part = sign == awaySign ? away : sign == -awaySign ? home : null;
            if (part == null) return false;
            for (Bound b : part) if (b.attacksEnPassant(board, from, target, us)) return true;
            return false;
        }
    }
}
