package feerie.output;

import feerie.problem.Colour;
import feerie.problem.Language;

/**
 * Popeye's move text in the output language: "Kg8-h8", "Tb2*f2", "d2-d1=D", "e4*d3 ep.", "0-0-0",
 * fairy units with their upper-case codes ("NAf3-b1", "GRa1*a5"), pawns without a code.
 * A neutral unit is prefixed by "n" and its attributes by their letters ("nhnTe4-e5").
 */
public final class Notation {
    /** Suffix of a move giving check. */
    public static final String CHECK = " +";
    public static final String MATE = " #";
    public static final String STALEMATE = " =";
    public static final String DOUBLE_STALEMATE = " ==";
    public static final String DOUBLE_MATE = " ##";

    private Notation() {
    }

    public static String move(MoveRecord m, Language language) {
        if (m.castling() != null) {
            return m.castling();
        }
        StringBuilder sb = new StringBuilder(unitPrefix(m, language));
        if (!m.pieceCode().equalsIgnoreCase("p")) {
            sb.append(Vocabulary.pieceCode(m.pieceCode(), language));
        }
        sb.append(m.from()).append(m.capture() ? '*' : '-').append(m.to());
        if (m.promotionCode() != null) {
            sb.append('=');
            if (m.colour() == Colour.NEUTRAL) {
                sb.append(Vocabulary.colourLetter(Colour.NEUTRAL, language));
            }
            sb.append(Vocabulary.pieceCode(m.promotionCode(), language));
        }
        if (m.enPassant()) {
            sb.append(" ep.");
        }
        return sb.toString();
    }

    /** Move text with a goal or check suffix such as {@link #MATE}. */
    public static String move(MoveRecord m, Language language, String suffix) {
        return move(m, language) + (suffix == null ? "" : suffix);
    }

    /** The marker Popeye prints after a move reaching a goal, from the goal's symbol ("#" -> " #"). */
    public static String goalSuffix(String goalSymbol) {
        return switch (goalSymbol) {
            case "ep", "00", "ct", "ctr", "<>", "<>r", "~", "k", "dia", "a=>b" -> "";
            default -> goalSymbol.startsWith("z") ? " z" : " " + goalSymbol;
        };
    }

    private static String unitPrefix(MoveRecord m, Language language) {
        StringBuilder sb = new StringBuilder();
        if (m.colour() == Colour.NEUTRAL) {
            sb.append(Vocabulary.colourLetter(Colour.NEUTRAL, language));
        }
        for (String attribute : Vocabulary.ATTRIBUTE_ORDER) {
            if (m.attributes().stream().anyMatch(a -> a.equalsIgnoreCase(attribute))) {
                sb.append(Vocabulary.attributeLetters(attribute, language));
            }
        }
        return sb.toString();
    }

    /** The closing line of the solving output ("solution finished.", "Loesung beendet."). */
    public static String closingLine(Language language) {
        return Vocabulary.solutionFinished(language);
    }
}
