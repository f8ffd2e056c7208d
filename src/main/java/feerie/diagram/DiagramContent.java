package feerie.diagram;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import feerie.geometry.Geometry;
import feerie.output.ProblemHeader;
import feerie.output.TwinStates;
import feerie.problem.ConditionSpec;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;

/**
 * What one diagram shows: the board's size, the units, the squares the conditions mark, and the
 * caption (author, source, award, title; then the stipulation beside the piece count as Popeye
 * writes it; then the attribute lines and the conditions, as in Popeye's header).
 *
 * @param name    a short name for files: "" for the diagram itself, the twin's letter ("b") for a twin
 * @param marks   squares marked by conditions, in the order given
 * @param heading lines above the board; {@code caption} lines under the stipulation line
 */
public record DiagramContent(String name, Geometry geometry, List<PieceSpec> pieces, Map<String, Mark> marks,
                             List<String> heading, String stipulation, String pieceCount, List<String> caption) {
    /** A square a condition marks: a hole, a magic square, a wormhole, an imitator. */
    public enum Mark { HOLE, MAGIC, WORMHOLE, IMITATOR }

    private static final Pattern SQUARE = Pattern.compile("([a-p])(1[0-6]|[1-9])");
    private static final Pattern SQUARES = Pattern.compile("(?:[a-p](?:1[0-6]|[1-9]))+");

    public DiagramContent {
        pieces = List.copyOf(pieces);
        marks = Map.copyOf(marks);
        heading = List.copyOf(heading);
        caption = List.copyOf(caption);
    }

    /** The diagram of the problem as set (its first twin's position when it has a zero position). */
    public static DiagramContent of(Problem problem) {
        return of(problem, false).get(0);
    }

    /** The diagram, and with {@code twins} one more per twin (its position after the twinning). */
    public static List<DiagramContent> of(Problem problem, boolean twins) {
        Geometry geometry = geometry(problem);
        List<String> heading = new ArrayList<>();
        for (String meta : new String[] {problem.author(), problem.origin(), problem.award(), problem.title()}) {
            for (String line : meta.split("\n")) if (!line.isBlank()) heading.add(line.strip());
        }
        List<String> caption = ProblemHeader.furtherCaptionLines(problem, geometry);
        List<DiagramContent> out = new ArrayList<>();
        out.add(new DiagramContent("", geometry, problem.pieces(), marks(problem.conditions()), heading,
                ProblemHeader.stipulationCaption(problem.stipulation(), problem.stipulationText(), problem),
                ProblemHeader.pieceCount(problem.pieces(), problem), caption));
        if (!twins || problem.twins().isEmpty()) return out;
        List<TwinStates> states = TwinStates.of(problem, geometry);
        for (TwinStates twin : states) {
            if (twin.label().isEmpty()) continue;
            String letter = twin.label().replaceAll("[^a-z0-9]", "");
            if (letter.equals("a") && !problem.zeroPosition()) continue;  // the diagram itself
            List<String> lines = new ArrayList<>(caption);
            lines.add(twin.heading());
            out.add(new DiagramContent(letter, geometry, twin.pieces(), marks(twin.conditions()), heading,
                    ProblemHeader.stipulationCaption(twin.stipulation(), twin.written(), problem),
                    ProblemHeader.pieceCount(twin.pieces(), problem), lines));
        }
        return out;
    }

    /**
     * The board the problem is set on: the game's (12x8 for the Courier games) or the one its
     * position gives. A problem Féerie cannot solve (a condition not built yet) is still drawn,
     * on the standard board.
     */
    static Geometry geometry(Problem problem) {
        try {
            return feerie.solve.RuleSelection.geometry(problem);
        } catch (RuntimeException unsupported) {
            return Geometry.STANDARD;
        }
    }

    /** The squares of Hole, MagicSquares, Wormholes and Imitator, read from the condition's words. */
    static Map<String, Mark> marks(List<ConditionSpec> conditions) {
        Map<String, Mark> marks = new LinkedHashMap<>();
        for (ConditionSpec c : conditions) {
            Mark mark = switch (c.name()) {
                case "Hole" -> Mark.HOLE;
                case "MagicSquares" -> Mark.MAGIC;
                case "Wormholes" -> Mark.WORMHOLE;
                case "Imitator" -> Mark.IMITATOR;
                default -> null;
            };
            if (mark == null) continue;
            for (String word : c.words()) {
                // only words made of squares ("a6b6c6"): MagicSquares' "Type2" holds an "e2"
                if (!SQUARES.matcher(word.toLowerCase(Locale.ROOT)).matches()) continue;
                Matcher m = SQUARE.matcher(word.toLowerCase(Locale.ROOT));
                while (m.find()) marks.put(m.group(), mark);
            }
        }
        return marks;
    }
}
