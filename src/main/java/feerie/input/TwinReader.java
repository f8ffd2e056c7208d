package feerie.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import feerie.problem.ConditionSpec;
import feerie.problem.TwinCommand;

/** Reads the twinning commands after {@code twin} or {@code zeroposition}. */
final class TwinReader {
    private static final List<String> MIRROR_AXES = List.of("a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1");

    private final Input in;
    private final StipulationReader stipulations;

    TwinReader(Input in, StipulationReader stipulations) {
        this.in = in;
        this.stipulations = stipulations;
    }

    /** Fills the twin; returns the first token that is not a twinning command (null at the end). */
    Token read(ProblemBuilder.TwinBuilder twin, boolean zeroPosition) throws InputException {
        Token t = in.tokens.next();
        boolean first = true;
        while (t != null) {
            KeywordTable.Match m = in.lookup(Keywords.TWINNING, t);
            if (!m.found()) {
                return t;
            }
            Token next = null;
            switch (m.english()) {
                case "continued" -> {
                    if (!first || zeroPosition) {
                        throw new InputException(t.line(), "'" + t.text() + "' must directly follow twin");
                    }
                    twin.continued = true;
                }
                case "move" -> twin.commands.add(new TwinCommand.Move(square(t, twin), square(t, twin)));
                case "exchange" -> twin.commands.add(new TwinCommand.Exchange(square(t, twin), square(t, twin)));
                case "shift" -> twin.commands.add(new TwinCommand.Shift(square(t, twin), square(t, twin)));
                case "remove" -> {
                    Token s = in.require(t, "square");
                    List<String> squares = Squares.parseList(s.text());
                    if (squares == null) {
                        throw new InputException(s.line(), "bad square '" + s.text() + "'");
                    }
                    squares.forEach(q -> twin.squares.add(new ProblemBuilder.SquareAt(q, s.line())));
                    twin.commands.add(new TwinCommand.Remove(squares));
                }
                case "add" -> {
                    PieceListReader pieces = new PieceListReader(in);
                    next = pieces.read(t, in::isTwinKeyword);
                    for (int i = 0; i < pieces.pieces.size(); i++) {
                        twin.squares.add(new ProblemBuilder.SquareAt(pieces.pieces.get(i).square(), pieces.lines.get(i)));
                    }
                    twin.commands.add(new TwinCommand.Add(pieces.pieces, pieces.totalInvisible));
                }
                case "substitute" -> twin.commands.add(new TwinCommand.Substitute(kind(t), kind(t)));
                case "rotate" -> {
                    int degrees = in.requireInt(t, "angle");
                    if (degrees != 90 && degrees != 180 && degrees != 270) {
                        throw new InputException(t.line(), "rotation must be 90, 180 or 270, not " + degrees);
                    }
                    twin.commands.add(new TwinCommand.Rotate(degrees));
                }
                case "mirror" -> {
                    Token a = in.require(t, "mirror axis");
                    String axis = a.text().toLowerCase(Locale.ROOT);
                    if (!MIRROR_AXES.contains(axis)) {
                        throw new InputException(a.line(), "unknown mirror axis '" + a.text() + "'");
                    }
                    twin.commands.add(new TwinCommand.Mirror(axis));
                }
                case "PolishType" -> twin.commands.add(new TwinCommand.PolishType());
                case "stipulation" -> twin.commands.add(
                        new TwinCommand.StipulationChange(stipulations.readPlain(t).stipulation()));
                case "sstipulation" -> twin.commands.add(new TwinCommand.StipulationChange(
                        stipulations.readStructured(t, in::isTwinKeyword).stipulation()));
                case "condition" -> {
                    List<ConditionSpec> conditions = new ArrayList<>();
                    next = new ConditionReader(in, twin.squares).read(t, conditions);
                    twin.commands.add(new TwinCommand.ConditionChange(conditions));
                }
                default -> throw new IllegalStateException("twinning keyword " + m.english());
            }
            first = false;
            t = next != null ? next : in.tokens.next();
        }
        return null;
    }

    /** A square of a twinning command, kept with its line to be checked against the board. */
    private String square(Token command, ProblemBuilder.TwinBuilder twin) throws InputException {
        String square = in.requireSquare(command);
        twin.squares.add(new ProblemBuilder.SquareAt(square, command.line()));
        return square;
    }

    private String kind(Token after) throws InputException {
        Token k = in.require(after, "piece code");
        String kind = PieceCodes.kindToEnglish(k.text(), in.language);
        if (kind == null) {
            throw new InputException(k.line(), "unknown piece code '" + k.text() + "'");
        }
        return kind;
    }
}
