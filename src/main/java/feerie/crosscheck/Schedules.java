package feerie.crosscheck;

import feerie.piece.Side;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Which side plays each half-move of a claimed line: the order the stipulation expects first,
 * then the others. Help play alternates, Black first (White first in h#n.5 and in set play,
 * both written "1..."); the other side may start too (duplex, WhiteToPlay), but a claimed line is
 * only confirmed when it is one of the solution's lines. Series play is one side's moves, the last one perhaps the other side's; since
 * notations differ there, every series order is tried.
 */
public final class Schedules {
    private Schedules() {}

    public static List<int[]> of(Stipulation stip, boolean secondSideFirst, int length) {
        List<int[]> orders = new ArrayList<>();
        PlayType type = stip.playType();
        if (type.isSeries()) {
            int side = type == PlayType.SERIES_HELP || type == PlayType.SERIES_RECIPROCAL_HELP ? Side.BLACK : Side.WHITE;
            boolean lastIsOther = type != PlayType.SERIES_DIRECT;
            // parry series: the other side answers each check of the series side (its parry)
            int flag = type.isParrySeries() ? LineReplay.PARRY : 0;
            for (int s : new int[] {side, Side.opponent(side)}) {
                orders.add(series(s, length, lastIsOther, flag));
                orders.add(series(s, length, !lastIsOther, flag));
            }
            return orders;
        }
        // Popeye writes h#n.5 as "1...Rh1-h3 #" (White's half-move first), and set play of h#n the same way
        int first;
        if (stip.playType().isHelp()) first = stip.plusHalf() || secondSideFirst ? Side.WHITE : Side.BLACK;
        else first = secondSideFirst ? Side.BLACK : Side.WHITE;
        orders.add(alternating(first, length));
        // duplex, WhiteToPlay, set play of h#n.5 ("1...  ...  2."): the other side first
        orders.add(alternating(Side.opponent(first), length));
        return orders;
    }

    static int[] alternating(int first, int length) {
        int[] movers = new int[length];
        for (int i = 0; i < length; i++) movers[i] = i % 2 == 0 ? first : Side.opponent(first);
        return movers;
    }

    private static int[] series(int side, int length, boolean lastIsOther, int flag) {
        int[] movers = new int[length];
        for (int i = 0; i < length; i++) movers[i] = side | flag;
        if (lastIsOther && length > 1) movers[length - 1] = Side.opponent(side);
        return movers;
    }
}
