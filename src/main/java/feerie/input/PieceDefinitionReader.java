package feerie.input;

import java.util.Locale;

import feerie.piece.Catalogue;
import feerie.piece.DefinedPiece;
import feerie.piece.movement.Movement;
import feerie.problem.Language;
import feerie.problem.PieceDefinition;

/**
 * Reads {@code DefinePiece code notation} (German DefiniereStein, French DefinirPiece): the code,
 * then the movement notation up to the end of the line, e.g.
 * {@code DefinePiece hk [(4,0)(1,-2)(0,1)]:1} for the seed's Coureur h6-e4-d7 from d6.
 * The code may be used in the piece lists that follow.
 */
final class PieceDefinitionReader {
    private PieceDefinitionReader() {
    }

    static PieceDefinition read(Input in, Token command) throws InputException {
        Token codeToken = in.require(command, "piece code");
        String code = codeToken.text().toLowerCase(Locale.ROOT);
        if (code.length() < 1 || code.length() > 2 || !code.chars().allMatch(Character::isLetterOrDigit)) {
            throw new InputException(codeToken.line(), "piece code must be 1 or 2 letters or digits, not '" + codeToken.text() + "'");
        }
        if (PieceCodes.toEnglish(code, in.language) != null || PieceCodes.toEnglish(code, Language.ENGLISH) != null) {
            throw new InputException(codeToken.line(), "piece code '" + code + "' is already one of Popeye's");
        }
        if (DefinedPiece.clashes(Catalogue.standard(), code)) {
            throw new InputException(codeToken.line(), "piece code '" + code + "' is already one of Féerie's pieces");
        }
        if (!in.definedCodes.add(code)) {
            throw new InputException(codeToken.line(), "piece code '" + code + "' is defined twice");
        }
        String notation = in.tokens.restOfLine();
        if (notation.isEmpty()) {
            throw new InputException(codeToken.line(), "movement notation expected after '" + codeToken.text() + "'");
        }
        try {
            Movement.parse(notation);
        } catch (IllegalArgumentException e) {
            throw new InputException(codeToken.line(), "piece '" + code + "': " + e.getMessage());
        }
        return new PieceDefinition(code, notation, codeToken.line());
    }
}
