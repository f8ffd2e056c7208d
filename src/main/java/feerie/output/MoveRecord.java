package feerie.output;

import java.util.List;

import feerie.problem.Colour;

/**
 * A move as the notation needs it, independent of the output language.
 *
 * @param pieceCode     English Popeye code of the moving unit, lower case ("k", "p", "gr", "s/b")
 * @param colour        colour of the moving unit (a neutral one is written with an "n" prefix)
 * @param attributes    canonical English attribute names of the moving unit ("Royal", "HalfNeutral")
 * @param from          departure square ("e2")
 * @param to            arrival square ("e4")
 * @param capture       the move captures
 * @param promotionCode English code of the unit a pawn promotes to, null if none
 * @param castling      null, "0-0" or "0-0-0"; from/to are then ignored
 * @param enPassant     the capture is en passant
 */
public record MoveRecord(String pieceCode, Colour colour, List<String> attributes, String from, String to,
                         boolean capture, String promotionCode, String castling, boolean enPassant) {
    public MoveRecord {
        attributes = List.copyOf(attributes);
    }

    /** An ordinary move or capture of a unit without attributes. */
    public static MoveRecord of(String pieceCode, Colour colour, String from, String to, boolean capture) {
        return new MoveRecord(pieceCode, colour, List.of(), from, to, capture, null, null, false);
    }

    public MoveRecord promotingTo(String code) {
        return new MoveRecord(pieceCode, colour, attributes, from, to, capture, code, castling, enPassant);
    }

    public MoveRecord enPassantCapture() {
        return new MoveRecord(pieceCode, colour, attributes, from, to, true, promotionCode, castling, true);
    }

    /** A castling of the given colour: "0-0" or "0-0-0". */
    public static MoveRecord castling(Colour colour, String which) {
        return new MoveRecord("k", colour, List.of(), null, null, false, null, which, false);
    }
}
