package feerie.diagram;

import java.util.List;
import java.util.Map;

/**
 * The six orthodox glyphs, drawn for Féerie in a box of 100 by 100 units (y downwards, the piece
 * standing on y = 88). Each glyph is a list of parts: bodies are filled in the unit's colour and
 * outlined in black; inner lines are drawn in the colour that stands out on the body (black on
 * a white unit, white on a black one); outer lines (the king's cross) always in black.
 */
final class Glyphs {
    private Glyphs() {}

    enum PartKind { BODY, INNER_LINE, OUTER_LINE }

    /** One SVG path of a glyph. */
    record Part(PartKind kind, String path) {}

    private static Part body(String d) { return new Part(PartKind.BODY, d); }
    private static Part inner(String d) { return new Part(PartKind.INNER_LINE, d); }
    private static Part outer(String d) { return new Part(PartKind.OUTER_LINE, d); }

    /** A circle as a path (two arcs), so that every part is a path. */
    private static String circle(double cx, double cy, double r) {
        return "M" + (cx - r) + " " + cy + "a" + r + " " + r + " 0 1 0 " + 2 * r + " 0a" + r + " " + r + " 0 1 0 " + -2 * r + " 0Z";
    }

    static final String KING = "k", QUEEN = "q", ROOK = "r", BISHOP = "b", KNIGHT = "s", PAWN = "p";

    private static final Map<String, List<Part>> GLYPHS = Map.of(
            PAWN, List.of(
                    body("M38 46 C42 42 58 42 62 46 L64 70 C66 75 72 78 75 80 L76 88 L24 88 L25 80 C28 78 34 75 36 70 Z"),
                    body(circle(50, 32, 13))),
            ROOK, List.of(
                    body("M24 88 L76 88 L76 80 L68 75 L65 44 L73 38 L73 16 L62 16 L62 24 L56 24 L56 16 L44 16 L44 24 "
                            + "L38 24 L38 16 L27 16 L27 38 L35 44 L32 75 L24 80 Z"),
                    inner("M35 44 L65 44 M32 75 L68 75")),
            BISHOP, List.of(
                    body("M22 88 C34 86 44 84 50 76 C56 84 66 86 78 88 L78 82 C68 80 60 78 56 74 L44 74 C40 78 32 80 22 82 Z"),
                    body("M38 74 L62 74 L62 66 L38 66 Z"),
                    body("M50 18 C32 32 28 48 38 66 L62 66 C72 48 68 32 50 18 Z"),
                    body(circle(50, 13, 5)),
                    inner("M50 30 L50 50 M41 40 L59 40")),
            KNIGHT, List.of(
                    body("M30 88 L76 88 C78 66 76 40 60 24 L58 12 L50 20 L44 12 L42 24 C32 28 24 40 18 54 "
                            + "C16 60 20 64 26 62 L34 56 C38 54 44 52 48 48 C46 62 34 70 30 88 Z"),
                    inner("M36 38 L40 36")),
            QUEEN, List.of(
                    body("M26 88 L74 88 L70 72 L84 32 L64 56 L62 20 L50 52 L38 20 L36 56 L16 32 L30 72 Z"),
                    body(circle(16, 30, 5)), body(circle(38, 18, 5)), body(circle(62, 18, 5)), body(circle(84, 30, 5)),
                    inner("M30 72 L70 72")),
            KING, List.of(
                    outer("M50 10 L50 34 M42 18 L58 18"),
                    body("M24 88 L76 88 L72 72 C88 60 84 36 66 40 C58 42 54 50 50 58 C46 50 42 42 34 40 "
                            + "C16 36 12 60 28 72 Z"),
                    inner("M28 72 L72 72")));

    /** The parts of an orthodox glyph ("k", "q", "r", "b", "s", "p"). */
    static List<Part> of(String glyph) {
        List<Part> parts = GLYPHS.get(glyph);
        if (parts == null) throw new IllegalArgumentException("no glyph " + glyph);
        return parts;
    }
}
