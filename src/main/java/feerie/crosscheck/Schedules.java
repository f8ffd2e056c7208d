package feerie.crosscheck;

import feerie.piece.Side;
import feerie.problem.Options;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Which side plays each half-move of a claimed line: the order the stipulation expects first,
 * then the other orders it allows. Help play alternates, Black first (White first in h#n.5, and
 * the other side first in set play, "1..."); with duplex, half-duplex or WhiteToPlay either side
 * may start. Series play is one side's moves, the last one perhaps the other side's; since
 * notations differ there, every series order is tried.
 */
public final class Schedules {
    private Schedules() {}

    public static List<int[]> of(Stipulation stip, Options options, boolean secondSideFirst, int length) {
        List<int[]> orders = new ArrayList<>();
        PlayType type = stip.playType();
        if (type.isSeries()) {
            int side = type == PlayType.SERIES_HELP || type == PlayType.SERIES_RECIPROCAL_HELP ? Side.BLACK : Side.WHITE;
            boolean lastIsOther = type != PlayType.SERIES_DIRECT;
            for (int s : new int[] {side, Side.opponent(side)}) {
                orders.add(series(s, length, lastIsOther));
                orders.add(series(s, length, !lastIsOther));
            }
            return orders;
        }
        int first = stip.playType().isHelp() && !stip.plusHalf() ? Side.BLACK : Side.WHITE;
        if (secondSideFirst) first = Side.opponent(first);
        orders.add(alternating(first, length));
        if (options.has("Duplex") || options.has("HalfDuplex") || options.has("WhiteToPlay") || type != PlayType.HELP)
            orders.add(alternating(Side.opponent(first), length));
        return orders;
    }

    static int[] alternating(int first, int length) {
        int[] movers = new int[length];
        for (int i = 0; i < length; i++) movers[i] = i % 2 == 0 ? first : Side.opponent(first);
        return movers;
    }

    private static int[] series(int side, int length, boolean lastIsOther) {
        int[] movers = new int[length];
        for (int i = 0; i < length; i++) movers[i] = side;
        if (lastIsOther && length > 1) movers[length - 1] = Side.opponent(side);
        return movers;
    }
}
