package feerie.input;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.Options;
import feerie.problem.PieceDefinition;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.stipulation.Stipulation;

/** Mutable collector of one problem while it is read. */
final class ProblemBuilder {
    /** A square as written, with its line: checked against the board once the problem is read. */
    record SquareAt(String square, int line) {
    }

    /** Mutable twin under construction. */
    static final class TwinBuilder {
        final int line;
        boolean continued;
        final List<TwinCommand> commands = new ArrayList<>();
        final List<String> remarks = new ArrayList<>();
        final List<SquareAt> squares = new ArrayList<>();

        TwinBuilder(int line) {
            this.line = line;
        }

        Twin build() {
            return new Twin(line, continued, commands, remarks);
        }
    }

    final Language language;
    final String sourceFile;
    final int line;
    final StringBuilder author = new StringBuilder();
    final StringBuilder origin = new StringBuilder();
    final StringBuilder title = new StringBuilder();
    final StringBuilder award = new StringBuilder();
    final List<String> remarks = new ArrayList<>();
    final List<PieceSpec> pieces = new ArrayList<>();
    int totalInvisible;
    Stipulation stipulation;
    String stipulationText = "";
    final Map<String, List<String>> options = new LinkedHashMap<>();
    final List<ConditionSpec> conditions = new ArrayList<>();
    final List<TwinBuilder> twins = new ArrayList<>();
    boolean zeroPosition;
    final List<PieceDefinition> definitions = new ArrayList<>();
    /** The a=>b start position: the pieces read before the stipulation (null: no a=>b). */
    List<PieceSpec> startPieces;
    /** a=>b: how many conditions were written before the stipulation (those after it describe the diagram "b"), -1 if not a=>b. */
    int conditionsBeforeTarget = -1;
    /** The squares of the pieces and of the options, with their lines. */
    final List<SquareAt> squares = new ArrayList<>();
    /** Where InitialGameArray put the 32 orthodox units in {@link #pieces}, or -1. */
    int initialGameArrayAt = -1;

    ProblemBuilder(Language language, String sourceFile, int line) {
        this.language = language;
        this.sourceFile = sourceFile;
        this.line = line;
    }

    /** Appends a line to a multi-line text field (author, origin, ...). */
    static void appendLine(StringBuilder field, String text) {
        if (field.length() > 0) {
            field.append('\n');
        }
        field.append(text);
    }

    /** Adds pieces read on a line (or from {@link PieceListReader}, each with its own line). */
    void addPieces(List<PieceSpec> read, List<Integer> lines) {
        for (int i = 0; i < read.size(); i++) {
            pieces.add(read.get(i));
            squares.add(new SquareAt(read.get(i).square(), lines.get(i)));
        }
    }

    /**
     * The board the problem is played on: that of the game a condition selects (12x8 for the
     * Courier games), else 8x8.
     */
    private feerie.geometry.Geometry board() {
        for (ConditionSpec c : conditions) {
            feerie.rules.Rules game = feerie.rules.variant.RuleSets.byCondition(c.name());
            if (game != null && game.geometry() != null) {
                return game.geometry();
            }
        }
        return feerie.geometry.Geometry.STANDARD;
    }

    /** Every square written must be on the board: a9 on an 8x8 board is an input error at its line. */
    private void checkSquares() throws InputException {
        feerie.geometry.Geometry board = board();
        List<SquareAt> all = new ArrayList<>(squares);
        twins.forEach(t -> all.addAll(t.squares));
        for (SquareAt s : all) {
            if (board.parse(s.square()) < 0) {
                throw new InputException(s.line(), "square " + s.square() + " is not on the " + board + " board");
            }
        }
    }

    Problem build() throws InputException {
        checkSquares();
        if (initialGameArrayAt >= 0) {
            // The game a condition selects (even one written after InitialGameArray) has its own array.
            for (ConditionSpec c : conditions) {
                feerie.rules.Rules game = feerie.rules.variant.RuleSets.byCondition(c.name());
                if (game != null) {
                    List<PieceSpec> array = pieces.subList(initialGameArrayAt, initialGameArrayAt + 32);
                    array.clear();
                    array.addAll(GameArray.of(game));
                    break;
                }
            }
        }
        // Popeye takes the holes out of the board before play: a unit standing on one is gone
        // (py 4.104: "condition Hole g8h8" with a rook on g8 shows neither the rook nor the square)
        java.util.Set<String> holes = Holes.of(conditions);
        pieces.removeIf(p -> holes.contains(p.square()));
        if (startPieces != null) startPieces.removeIf(p -> holes.contains(p.square()));
        // a=>b: imitators written after the stipulation stand in the diagram "b", those written
        // before it in the start "a" (Popeye clears them with the board, BEISPIEL-atob-04)
        List<String> targetImitators = null;
        if (startPieces != null && conditionsBeforeTarget >= 0) {
            for (java.util.Iterator<ConditionSpec> it = conditions.listIterator(Math.min(conditionsBeforeTarget, conditions.size())); it.hasNext(); ) {
                ConditionSpec c = it.next();
                if (!c.name().equalsIgnoreCase("Imitator")) continue;
                if (targetImitators == null) targetImitators = new ArrayList<>();
                targetImitators.addAll(c.words());
                it.remove();
            }
        }
        return new Problem(language, sourceFile, line, author.toString(), origin.toString(), title.toString(),
                award.toString(), remarks, pieces, totalInvisible, stipulation, stipulationText,
                new Options(options), conditions, twins.stream().map(TwinBuilder::build).toList(), zeroPosition,
                definitions, startPieces, targetImitators);
    }
}
