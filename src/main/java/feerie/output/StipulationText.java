package feerie.output;

import feerie.problem.Colour;
import feerie.problem.Language;
import feerie.problem.Options;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;

/**
 * A stipulation as Popeye prints it in the captions and twin lines. Popeye prints what it solves,
 * which is not always what was written: a help play with option WhiteToPlay loses half a move
 * ("h=3" becomes "h=2.5"), and one-movers drop qualifiers that make no difference in one move
 * ("exact-#1" is "#1", "ser-reci-h#1" is "reci-h#1", and with PostKeyPlay "semi-r#1" is "r#1").
 */
public final class StipulationText {
    private StipulationText() {
    }

    /**
     * @param written the stipulation as written (used for a structured one, whose first word is the
     *                side and is printed in the output language)
     */
    public static String of(Stipulation stipulation, String written, Options options, Language language) {
        if (stipulation == null) {
            return "";
        }
        if (stipulation.isStructured()) {
            return structured(written, language);
        }
        PlayType playType = stipulation.playType();
        if (stipulation.introMoves() > 0 && !playType.isSeries()) {
            // Popeye writes the introduction as a series of its own, the play after it without
            // its length (py 4.104: "2->#3" is "ser-#2", "1->h#1.5" "ser-h#1")
            return "ser-" + playType.prefix() + stipulation.goal() + stipulation.introMoves();
        }
        int moves = stipulation.moves();
        boolean plusHalf = stipulation.plusHalf();
        boolean exact = stipulation.isExact();
        if (options.has("WhiteToPlay") && playType == PlayType.HELP && !plusHalf && moves > 0
                || feerie.solve.WhiteToPlayRules.whiteToPlayHalves(stipulation, options)) {
            moves--;
            plusHalf = true;
        }
        if (feerie.solve.WhiteToPlayRules.whiteToPlayShortensSeries(stipulation, options) && moves > 0) {
            // a move shorter; of one move none left, written without a number ("ser-#", py 4.104)
            moves--;
            if (moves == 0) {
                String text = new Stipulation(0, exact, playType, stipulation.reciprocalGoal(), stipulation.goal(), 1, false).toString();
                return text.substring(0, text.length() - 1);
            }
        }
        if (moves == 1 && !plusHalf) {
            exact = false;
            if (playType == PlayType.SEMI_REFLEX && options.has("PostKeyPlay")) {
                playType = PlayType.REFLEX;
            } else if (playType == PlayType.SERIES_RECIPROCAL_HELP) {
                playType = PlayType.RECIPROCAL_HELP;
            }
        }
        return new Stipulation(stipulation.introMoves(), exact, playType, stipulation.reciprocalGoal(),
                stipulation.goal(), moves, plusHalf).toString();
    }

    /** "Black 13h[1h[#]h]?+?h": the side word of the language, a blank, then the rest without blanks. */
    static String structured(String written, Language language) {
        String text = written.strip();
        int blank = text.indexOf(' ');
        String side = blank < 0 ? text : text.substring(0, blank);
        String rest = blank < 0 ? "" : text.substring(blank + 1).replace(" ", "");
        Colour colour = isBlackWord(side) ? Colour.BLACK : Colour.WHITE;
        return Vocabulary.colourWord(colour, language) + " " + rest;
    }

    private static boolean isBlackWord(String word) {
        String w = word.toLowerCase();
        for (Language l : Language.values()) {
            if (Vocabulary.colourWord(Colour.BLACK, l).toLowerCase().startsWith(w)) {
                return true;
            }
        }
        return false;
    }
}
