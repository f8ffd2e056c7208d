package feerie.solve;

import feerie.position.Position;
import feerie.problem.Options;
import java.util.ArrayList;
import java.util.List;

/** The options that change the diagram's position: NoCastling with squares, CastlingMutuallyExclusive, EnPassant. */
final class PositionOptions {
    private PositionOptions() { }

    /**
     * {@code NoCastling sq...} takes the castling right of the pieces on those squares (all of
     * them without squares); {@code EnPassant a7a6a5} says the last move was that double step.
     */
    static void apply(Options options, Position position) {
        var g = position.geometry;
        for (String arg : options.args("NoCastling"))
            for (String sq : squares(arg)) position.setUnmoved(g.parse(sq), false);
        List<String> pairs = new ArrayList<>();
        for (String arg : options.args("CastlingMutuallyExclusive")) pairs.addAll(squares(arg));
        for (int i = 0; i + 1 < pairs.size(); i += 2) position.setCastlingsExclusive(g.parse(pairs.get(i)), g.parse(pairs.get(i + 1)));
        List<String> ep = new ArrayList<>();
        for (String arg : options.args("EnPassant")) ep.addAll(squares(arg));
        if (ep.size() >= 3) {
            // the squares between the first and the last were passed: at most two, as in Popeye
            position.setEnPassant(g.parse(ep.get(ep.size() - 2)), g.parse(ep.get(ep.size() - 1)));
            if (ep.size() >= 4) position.setSecondEnPassant(g.parse(ep.get(ep.size() - 3)));
        } else if (ep.size() == 2) {
            int from = g.parse(ep.get(0)), to = g.parse(ep.get(1));
            position.setEnPassant(g.square(g.file(to), (g.rank(from) + g.rank(to)) / 2), to);
        }
    }

    /** "g7g6g5" or "g7 g6" as square names. */
    private static List<String> squares(String arg) {
        List<String> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("[a-p]\\d{1,2}").matcher(arg.toLowerCase());
        while (m.find()) out.add(m.group());
        return out;
    }
}
