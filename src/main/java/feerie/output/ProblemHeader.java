package feerie.output;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import feerie.geometry.Geometry;
import feerie.problem.Colour;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.Options;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.stipulation.Stipulation;

/**
 * Everything Popeye prints before the solution: remarks, the centred author/origin/award/title
 * lines, the diagram, and the captions (stipulation with piece counts, attribute lines, Duplex...).
 *
 * <p>The text ends with the last caption line's newline; the blank line that follows it in
 * Popeye's output belongs to the solution part. With the NoBoard option only the remarks remain.
 * Condition lines are printed as name and arguments (exact for conditions without variants).
 */
public final class ProblemHeader {
    private ProblemHeader() {
    }

    /** Header of a problem on the standard 8x8 board. */
    public static String render(Problem problem) {
        return render(problem, Geometry.STANDARD);
    }

    public static String render(Problem problem, Geometry geometry) {
        StringBuilder sb = new StringBuilder();
        // Popeye echoes remarks while reading, i.e. before the rest of the header.
        for (String remark : problem.remarks()) {
            sb.append(remark).append('\n');
        }
        if (problem.options().has("NoBoard")) {
            return sb.toString();
        }
        int width = TextLayout.boardWidth(geometry.files);
        sb.append('\n');
        for (String meta : new String[] {problem.author(), problem.origin(), problem.award(), problem.title()}) {
            if (!meta.isEmpty()) {
                for (String line : meta.split("\n", -1)) {
                    sb.append(TextLayout.centred(withoutLeadingEllipsis(line), width)).append('\n');
                }
            }
        }
        sb.append('\n');
        if (problem.startPieces() != null) sb.append(startPosition(problem, geometry));
        int[][] grid = GridPicture.cells(problem.conditions(), geometry);
        sb.append(Diagram.render(problem.pieces(), geometry, problem.language(), imitators(problem),
                feerie.input.Holes.of(problem.conditions()), grid));
        sb.append(captions(problem, geometry));
        if (problem.options().has("WriteGrid")) sb.append(GridPicture.numbers(grid != null ? grid : GridPicture.plain(geometry), geometry));
        return sb.toString();
    }

    /**
     * The start position "a" of an a=>b proof game, drawn before the diagram "b": its piece count
     * alone under it, then the side that plays first ("=> (White ->)"): White in series play and
     * with WhiteToPlay, else Black (py 4.104).
     */
    private static String startPosition(Problem problem, Geometry geometry) {
        int width = TextLayout.boardWidth(geometry.files);
        StringBuilder sb = new StringBuilder();
        sb.append(Diagram.render(problem.startPieces(), geometry, problem.language(), java.util.Set.of(),
                feerie.input.Holes.of(problem.conditions())));
        sb.append(TextLayout.rightAligned(pieceCounts(problem.startPieces(), problem.totalInvisible(), problem.language()),
                4 * geometry.files + 3)).append('\n');
        Problem start = new Problem(problem.language(), problem.sourceFile(), problem.line(), problem.author(), problem.origin(),
                problem.title(), problem.award(), problem.remarks(), problem.startPieces(), problem.totalInvisible(),
                problem.stipulation(), problem.stipulationText(), problem.options(), problem.conditions(), problem.twins(),
                problem.zeroPosition(), problem.definitions(), null);
        sb.append(attributeLines(start, width));
        Stipulation stip = problem.stipulation();
        boolean white = problem.options().has("WhiteToPlay") || stip != null && !stip.isStructured() && stip.playType().isSeries();
        String side = Vocabulary.colourWord(white ? Colour.WHITE : Colour.BLACK, problem.language());
        sb.append('\n').append(TextLayout.centred("=> (" + side + " ->)", width)).append("\n\n\n");
        return sb.toString();
    }

    /** The lines of the units' attributes ("Royal d4", "AliceB f8 ..."), in Popeye's order. */
    private static String attributeLines(Problem problem, int width) {
        Language language = problem.language();
        StringBuilder sb = new StringBuilder();
        for (String attribute : Vocabulary.ATTRIBUTE_ORDER) {
            String squares = squaresWithAttribute(problem, attribute);
            // under AliceChess Popeye writes both boards' lines, an empty one too (py 4.104: "AliceB")
            boolean alice = (attribute.equals("AliceA") || attribute.equals("AliceB"))
                    && problem.conditions().stream().anyMatch(c -> c.name().equalsIgnoreCase("AliceChess"));
            if (!squares.isEmpty() || alice) {
                sb.append(TextLayout.centred(Vocabulary.attributeWord(attribute, language) + squares, width))
                        .append('\n');
            }
        }
        return sb.toString();
    }

    /** The squares of the condition Imitator ("Imitator a4c5"), which Popeye draws on the board as {@code I}. */
    private static java.util.Set<String> imitators(Problem problem) {
        java.util.Set<String> squares = new java.util.HashSet<>();
        for (var c : problem.conditions()) {
            if (!c.name().equals("Imitator")) continue;
            for (String w : c.words())
                for (int i = 0; i + 1 < w.length(); i += 2) squares.add(w.substring(i, i + 2).toLowerCase(java.util.Locale.ROOT));
        }
        return squares;
    }

    /** The stipulation as the caption writes it, with the options marked after it ("#2/1"). */
    public static String stipulationCaption(Stipulation stipulation, String written, Problem problem) {
        return StipulationText.of(stipulation, written, problem.options(), problem.language()) + optionMarks(problem.options());
    }

    /** The piece count as Popeye writes it under the diagram ("3 + 2", "2 + 2 + 1n"). */
    public static String pieceCount(List<PieceSpec> pieces, Problem problem) {
        return pieceCounts(pieces, problem.totalInvisible(), problem.language());
    }

    /**
     * The caption lines after the stipulation line, without their centring: attribute lines,
     * conditions, castling exclusions, Duplex, Quodlibet (for diagrams drawn by other means).
     */
    public static List<String> furtherCaptionLines(Problem problem, Geometry geometry) {
        List<String> lines = new ArrayList<>();
        String[] all = captions(problem, geometry).split("\n");
        for (int i = 1; i < all.length; i++) {
            if (!all[i].isBlank()) lines.add(all[i].strip());
        }
        return lines;
    }

    /** The lines under the diagram: stipulation and counts, attributes, Duplex/HalfDuplex, Quodlibet. */
    static String captions(Problem problem, Geometry geometry) {
        Language language = problem.language();
        int width = TextLayout.boardWidth(geometry.files);
        StringBuilder sb = new StringBuilder();
        String left = "  " + StipulationText.of(problem.stipulation(), problem.stipulationText(), problem.options(), language)
                + optionMarks(problem.options());
        sb.append(left)
                .append(TextLayout.rightAligned(pieceCounts(problem.pieces(), problem.totalInvisible(), language),
                        4 * geometry.files + 3 - left.length()))
                .append('\n');
        sb.append(attributeLines(problem, width));
        Options options = problem.options();
        for (String condition : conditionLines(problem)) {
            sb.append(TextLayout.centred(condition, width)).append('\n');
        }
        sb.append(CastlingExclusion.line(options, language));
        if (options.has("HalfDuplex")) {
            sb.append(TextLayout.centred(Vocabulary.optionWord("HalfDuplex", language), width)).append('\n');
        } else if (options.has("Duplex")) {
            sb.append(TextLayout.centred(Vocabulary.optionWord("Duplex", language), width)).append('\n');
        }
        if (options.has("Quodlibet")) {
            sb.append(TextLayout.centred(Vocabulary.optionWord("Quodlibet", language), width)).append('\n');
        }
        return sb.toString();
    }

    /**
     * One line per condition: its word in the output language and its words as written. This is
     * exact only for conditions without variants; Popeye spells variants in its own way.
     * Alice attributes imply AliceChess.
     */
    private static List<String> conditionLines(Problem problem) {
        Language language = problem.language();
        List<String> lines = new ArrayList<>();
        boolean alice = false;
        // Popeye writes the conditions in the order of its table, whatever the input's (py 4.104:
        // "condition SeriesCapture CavalierMajeur" is written CavalierMajeur, SeriesCapture)
        // the lines of one Circe record as one (CirceRecords)
        List<ConditionSpec> sorted = new ArrayList<>(CirceRecords.merged(problem.conditions()));
        sorted.sort(java.util.Comparator.comparingInt(c -> Vocabulary.conditionRank(ConditionText.base(c))));
        for (ConditionSpec c : sorted) {
            // the holes show on the board, as blank squares, and nowhere else (py 4.104)
            if (c.name().equals("Hole")) continue;
            alice |= c.name().equalsIgnoreCase("AliceChess");
            if (c.name().equals("KoeKo") && !c.words().isEmpty() || ConditionText.rewritten(c)) {
                // another neighbourhood than the king's is written before the name ("S-KoeKo"); a
                // Circe-family condition as its base and variants ("Circe Parrain", EXAMPLES-lastcap-01)
                lines.add(ConditionText.of(c, language));
                continue;
            }
            StringBuilder line = new StringBuilder(Vocabulary.conditionWord(c.name(), language));
            // Popeye writes LastCapture's unit nowhere (EXAMPLES-lastcap-01), nor Immobilio's walks (py 4.104)
            // nor GridChess's variant (EXAMPLES-grid-01, -02)
            if (!c.name().equals("LastCapture") && !c.name().equals("Immobilio") && !c.name().equals("GridChess")) c.words().forEach(w -> line.append(' ').append(w));
            lines.add(line.toString());
        }
        if (!alice && problem.pieces().stream().anyMatch(p -> p.hasAttribute("AliceA") || p.hasAttribute("AliceB"))) {
            lines.add(Vocabulary.conditionWord("AliceChess", language));
        }
        return lines;
    }

    /** Popeye drops a leading "..." of a title/author/origin/award line (seen in its own regression outputs). */
    private static String withoutLeadingEllipsis(String line) {
        return line.startsWith("...") ? line.substring(3).stripLeading() : line;
    }

    /** Options shown right after the stipulation: "/n" threat length, "/m" flights, ";n,m" non-trivial. */
    private static String optionMarks(Options options) {
        StringBuilder sb = new StringBuilder();
        if (options.has("Threat")) {
            sb.append('/').append(firstArg(options, "Threat"));
            if (options.has("MaxFlightsquares")) {
                sb.append('/').append(firstArg(options, "MaxFlightsquares"));
            }
        } else if (options.has("MaxFlightsquares")) {
            sb.append("//").append(firstArg(options, "MaxFlightsquares"));
        }
        if (options.has("NonTrivial")) {
            List<String> a = options.args("NonTrivial");
            sb.append(';').append(a.isEmpty() ? "" : a.get(0)).append(',').append(a.size() < 2 ? "" : a.get(1));
        }
        return sb.toString();
    }

    private static String firstArg(Options options, String name) {
        List<String> a = options.args(name);
        return a.isEmpty() ? "" : a.get(0);
    }

    /**
     * "w + b", with neutrals "w + b + nn", with total invisibles "w + b + t TI". A unit placed on
     * an occupied square sends the one there to the underworld, which Popeye does not count (py
     * 4.104: "white ka1 rc3 black kh8 rc3" is "1 + 2"; EXAMPLES-ghostchess-23).
     */
    static String pieceCounts(List<PieceSpec> pieces, int totalInvisible, Language language) {
        int white = 0;
        int black = 0;
        int neutral = 0;
        java.util.Map<String, PieceSpec> onTop = new java.util.LinkedHashMap<>();
        for (PieceSpec p : pieces) onTop.put(p.square(), p);
        for (PieceSpec p : onTop.values()) {
            switch (p.colour()) {
                case WHITE -> white++;
                case BLACK -> black++;
                case NEUTRAL -> neutral++;
            }
        }
        StringBuilder sb = new StringBuilder().append(white).append(" + ").append(black);
        // Popeye 4.104 has room for one extra count; total invisibles take precedence over neutrals.
        if (neutral > 0 && totalInvisible == 0) {
            sb.append(" + ").append(neutral).append('n');
        }
        if (totalInvisible > 0) {
            sb.append(" + ").append(totalInvisible).append(' ').append(language == Language.GERMAN ? "TU" : "TI");
        }
        return sb.toString();
    }

    /**
     * " a8 c8" for the units with the attribute, rank by rank from the top. Royal kings are not
     * listed, and Popeye keeps only the first royal unit of each side. Patrol, Volage and
     * Functionary are not listed when the condition of that name makes every unit so. Under
     * AliceChess (implied by an Alice attribute) a unit not on board B is on board A.
     */
    private static String squaresWithAttribute(Problem problem, String attribute) {
        if (conditionImplies(problem, attribute)) {
            return "";
        }
        boolean alice = problem.conditions().stream().anyMatch(c -> c.name().startsWith("Alice"))
                || problem.pieces().stream().anyMatch(p -> p.hasAttribute("AliceA") || p.hasAttribute("AliceB"));
        List<PieceSpec> listed = new ArrayList<>();
        Set<Colour> royalSides = EnumSet.noneOf(Colour.class);
        for (PieceSpec p : problem.pieces()) {
            boolean has = p.hasAttribute(attribute)
                    || (alice && attribute.equals("AliceA") && !p.hasAttribute("AliceB"));
            if (attribute.equals("Royal") && has && (p.kind().equals("k") || !royalSides.add(p.colour()))) {
                has = false;
            }
            if (has) {
                listed.add(p);
            }
        }
        listed.sort(Comparator.comparingInt((PieceSpec p) -> -SquareNames.rank(p.square()))
                .thenComparingInt(p -> SquareNames.file(p.square())));
        StringBuilder sb = new StringBuilder();
        listed.forEach(p -> sb.append(' ').append(p.square()));
        return sb.toString();
    }

    private static boolean conditionImplies(Problem problem, String attribute) {
        String condition = switch (attribute) {
            case "Patrol" -> "PatrolChess";
            case "Volage" -> "Volage";
            case "Functionary" -> "FunctionaryChess";
            default -> null;
        };
        return condition != null && problem.conditions().stream()
                .anyMatch(c -> c.name().equalsIgnoreCase(condition));
    }
}
