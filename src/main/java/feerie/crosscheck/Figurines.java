package feerie.crosscheck;

import java.util.HashMap;
import java.util.Map;

/**
 * Figurine algebraic notation: the piece glyphs of Unicode's chess symbols written in place of
 * letters ("1.♕h5+ ♚d6 2.♘f7#"), as magazines, databases and most chess software print a
 * solution. The glyph names a piece whatever the language; white, black and neutral glyphs are the
 * same piece (the move's side says whose it is). The fairy glyphs follow the problemists'
 * conventions that {@code feerie.diagram} draws: a turned (upside-down) queen is a grasshopper, a
 * turned rook and bishop the rook- and bishop-hoppers, a turned king the kinghopper, a turned pawn
 * the Berolina pawn, a knight on its side (90 or 270 degrees) the nightrider; Unicode's own
 * equihopper and knight compounds (knight-queen: amazon, knight-rook: empress, knight-bishop:
 * princess) are those pieces. A pawn's glyph may stand before its move ("♙e4"): it names no piece.
 */
final class Figurines {
    private Figurines() {}

    /** Popeye's English code of each glyph; "" for the pawns. */
    private static final Map<Integer, String> CODES = new HashMap<>();

    /** A regular expression matching any one glyph of {@link #CODES}. */
    static final String GLYPH;

    static {
        // white, black and neutral forms of the orthodox pieces
        put("k", 0x2654, 0x265A, 0x1FA00);
        put("q", 0x2655, 0x265B, 0x1FA01);
        put("r", 0x2656, 0x265C, 0x1FA02);
        put("b", 0x2657, 0x265D, 0x1FA03);
        put("s", 0x2658, 0x265E, 0x1FA04);
        put("", 0x2659, 0x265F, 0x1FA05);
        // turned (180 degrees): white, black, neutral
        put("kh", 0x1FA1E, 0x1FA24, 0x1FA2A);
        put("g", 0x1FA1F, 0x1FA25, 0x1FA2B);
        put("rh", 0x1FA20, 0x1FA26, 0x1FA2C);
        put("bh", 0x1FA21, 0x1FA27, 0x1FA2D);
        put("bp", 0x1FA23, 0x1FA29, 0x1FA2F);
        // the knight on its side, turned either way
        put("n", 0x1FA0D, 0x1FA13, 0x1FA19, 0x1FA37, 0x1FA3D, 0x1FA43);
        put("eq", 0x1FA48, 0x1FA49, 0x1FA4A);
        put("am", 0x1FA4E, 0x1FA51);
        put("em", 0x1FA4F, 0x1FA52);
        put("pr", 0x1FA50, 0x1FA53);
        StringBuilder cls = new StringBuilder("[");
        for (int cp : CODES.keySet()) cls.appendCodePoint(cp);
        GLYPH = cls.append(']').toString();
    }

    private static void put(String code, int... glyphs) {
        for (int g : glyphs) CODES.put(g, code);
    }

    /** Popeye's English code of a glyph written alone ("♘" gives "s", "♙" gives ""), or null if it is none. */
    static String code(String text) {
        if (text.isEmpty() || text.codePointCount(0, text.length()) != 1) return null;
        return CODES.get(text.codePointAt(0));
    }

    /** How many glyphs a text holds: a claim with any is read as figurine notation first. */
    static int count(String text) {
        return (int) text.codePoints().filter(CODES::containsKey).count();
    }

    /** The white glyph of a piece given by its English code, or null when it has none. */
    static String glyph(String code) {
        return switch (code) {
            case "k" -> "\u2654";
            case "q" -> "\u2655";
            case "r" -> "\u2656";
            case "b" -> "\u2657";
            case "s" -> "\u2658";
            default -> null;
        };
    }
}
