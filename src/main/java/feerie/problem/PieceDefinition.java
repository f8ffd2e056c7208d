package feerie.problem;

/**
 * A piece the problem defines for itself ({@code DefinePiece code notation}): typically a
 * user-defined Coureur. Its units appear in the piece lists with {@code kind} equal to {@code code}.
 *
 * @param code     lower case, 1 or 2 characters, no Popeye code in the problem's language or in English
 * @param notation movement in Féerie's notation (feerie.piece.movement.MovementNotation), checked when read
 * @param line     line of the definition
 */
public record PieceDefinition(String code, String notation, int line) {
}
