package feerie.problem;

import java.util.List;

import feerie.stipulation.Stipulation;

/**
 * A problem as read from the input, not validated (it may lack kings or a stipulation).
 *
 * <p>Twins: without a zero position, the diagram itself is twin a) and {@code twins} hold b), c), ...
 * With {@code zeroPosition}, the diagram is not solved: {@code twins.get(0)} holds the commands
 * written after {@code zeroposition} (twin a), and the following entries b), c), ...
 *
 * @param author          author lines joined with "\n" ("" if none); same for origin, title, award
 * @param stipulation     parsed stipulation, null if none was given
 * @param stipulationText the stipulation as written ("sstipulation" text for a structured one), "" if none
 * @param totalInvisible  number of total invisibles given with the TotalInvisible colour, 0 if none
 * @param line            line of the token that starts the problem
 * @param definitions     pieces the problem defines itself ({@code DefinePiece}), in order
 * @param startPieces     the start position "a" of an a=>b proof game (the pieces written before
 *                        the stipulation), null for any other problem
 * @param targetImitators the imitators' squares of an a=>b proof game's diagram "b" (condition
 *                        Imitator written after the stipulation: Popeye sets them for the
 *                        diagram), null if none were written there
 */
public record Problem(
        Language language,
        String sourceFile,
        int line,
        String author,
        String origin,
        String title,
        String award,
        List<String> remarks,
        List<PieceSpec> pieces,
        int totalInvisible,
        Stipulation stipulation,
        String stipulationText,
        Options options,
        List<ConditionSpec> conditions,
        List<Twin> twins,
        boolean zeroPosition,
        List<PieceDefinition> definitions,
        List<PieceSpec> startPieces,
        List<String> targetImitators) implements ParseResult {

    public Problem {
        if (targetImitators != null) targetImitators = List.copyOf(targetImitators);
        if (startPieces != null) startPieces = List.copyOf(startPieces);
        definitions = List.copyOf(definitions);
        remarks = List.copyOf(remarks);
        pieces = List.copyOf(pieces);
        conditions = List.copyOf(conditions);
        twins = List.copyOf(twins);
    }

    public Problem(Language language, String sourceFile, int line, String author, String origin, String title,
                   String award, List<String> remarks, List<PieceSpec> pieces, int totalInvisible,
                   Stipulation stipulation, String stipulationText, Options options,
                   List<ConditionSpec> conditions, List<Twin> twins, boolean zeroPosition,
                   List<PieceDefinition> definitions, List<PieceSpec> startPieces) {
        this(language, sourceFile, line, author, origin, title, award, remarks, pieces, totalInvisible,
                stipulation, stipulationText, options, conditions, twins, zeroPosition, definitions, startPieces, null);
    }

    /** A problem that defines no pieces of its own. */
    public Problem(Language language, String sourceFile, int line, String author, String origin, String title,
                   String award, List<String> remarks, List<PieceSpec> pieces, int totalInvisible,
                   Stipulation stipulation, String stipulationText, Options options,
                   List<ConditionSpec> conditions, List<Twin> twins, boolean zeroPosition) {
        this(language, sourceFile, line, author, origin, title, award, remarks, pieces, totalInvisible,
                stipulation, stipulationText, options, conditions, twins, zeroPosition, List.of(), null, null);
    }

    /** A problem with its own pieces, no a=>b start position. */
    public Problem(Language language, String sourceFile, int line, String author, String origin, String title,
                   String award, List<String> remarks, List<PieceSpec> pieces, int totalInvisible,
                   Stipulation stipulation, String stipulationText, Options options,
                   List<ConditionSpec> conditions, List<Twin> twins, boolean zeroPosition, List<PieceDefinition> definitions) {
        this(language, sourceFile, line, author, origin, title, award, remarks, pieces, totalInvisible,
                stipulation, stipulationText, options, conditions, twins, zeroPosition, definitions, null);
    }

    public boolean hasConditions() {
        return !conditions.isEmpty() || twins.stream().flatMap(t -> t.commands().stream())
                .anyMatch(c -> c instanceof TwinCommand.ConditionChange cc && !cc.conditions().isEmpty());
    }
}
