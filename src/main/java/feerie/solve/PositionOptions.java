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
     * Returns false where the en passant squares contradict the diagram: Popeye checks three or
     * more (the squares passed must be empty, the last one occupied) and, if they do not fit,
     * says "Inconsistent retro information" and solves nothing (py 4.104: EnPassant d4d5d6 with
     * a white pawn on d5); two squares it does not check, and where no unit stands on the last
     * one there is none to take en passant.
     */
    static boolean apply(Options options, Position position) {
        var g = position.geometry;
        for (String arg : options.args("NoCastling"))
            for (String sq : squares(arg)) position.setUnmoved(g.parse(sq), false);
        List<String> pairs = new ArrayList<>();
        for (String arg : options.args("CastlingMutuallyExclusive")) pairs.addAll(squares(arg));
        for (int i = 0; i + 1 < pairs.size(); i += 2) position.setCastlingsExclusive(g.parse(pairs.get(i)), g.parse(pairs.get(i + 1)));
        List<String> ep = new ArrayList<>();
        for (String arg : options.args("EnPassant")) ep.addAll(squares(arg));
        if (ep.size() < 2) return true;
        int last = g.parse(ep.get(ep.size() - 1));
        boolean passedEmpty = true;
        for (int i = 0; i + 1 < ep.size(); i++) passedEmpty &= position.at(g.parse(ep.get(i))) == feerie.piece.Piece.EMPTY;
        boolean arrived = position.at(last) != feerie.piece.Piece.EMPTY;
        if (ep.size() >= 3) {
            if (!passedEmpty || !arrived) return false;
            // the squares between the first and the last were passed: at most two, as in Popeye
            position.setEnPassant(g.parse(ep.get(ep.size() - 2)), last);
            if (ep.size() >= 4) position.setSecondEnPassant(g.parse(ep.get(ep.size() - 3)));
        } else if (arrived) {
            int from = g.parse(ep.get(0));
            int passed = g.square(g.file(last), (g.rank(from) + g.rank(last)) / 2);
            if (passed != from && passed != last && position.at(passed) == feerie.piece.Piece.EMPTY) position.setEnPassant(passed, last);
        }
        return true;
    }

    /** "g7g6g5" or "g7 g6" as square names. */
    private static List<String> squares(String arg) {
        List<String> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("[a-p]\\d{1,2}").matcher(arg.toLowerCase());
        while (m.find()) out.add(m.group());
        return out;
    }
}
