package feerie.diagram;

import java.util.Locale;
import java.util.Map;

/**
 * How a piece is drawn, in the problemists' conventions (those of Popeye's and WinChloe's
 * diagrams, the FIDE Albums and The Problemist): the orthodox pieces by their glyphs; the fairy
 * pieces that have a customary glyph by an orthodox glyph turned (a grasshopper is a queen
 * upside down, a nightrider a knight on its side, the rook- and bishop-hoppers an upside-down rook
 * and bishop, the Berolina pawn an upside-down pawn, the kinghopper an upside-down king); every
 * other piece by its Popeye code in capitals on a disc ({@code AM} for the amazon), as
 * diagram-setting programs do for pieces without a glyph of their own.
 *
 * @param glyph    the orthodox glyph ("k", "q", "r", "b", "s", "p"), or null for a lettered disc
 * @param rotation degrees clockwise (0, 90, 180, 270)
 * @param letters  the code on the disc (null with a glyph)
 */
record PieceGlyph(String glyph, int rotation, String letters) {
    private static final Map<String, PieceGlyph> CONVENTIONS = Map.ofEntries(
            Map.entry("k", new PieceGlyph(Glyphs.KING, 0, null)),
            Map.entry("q", new PieceGlyph(Glyphs.QUEEN, 0, null)),
            Map.entry("r", new PieceGlyph(Glyphs.ROOK, 0, null)),
            Map.entry("b", new PieceGlyph(Glyphs.BISHOP, 0, null)),
            Map.entry("s", new PieceGlyph(Glyphs.KNIGHT, 0, null)),
            Map.entry("p", new PieceGlyph(Glyphs.PAWN, 0, null)),
            Map.entry("g", new PieceGlyph(Glyphs.QUEEN, 180, null)),
            Map.entry("n", new PieceGlyph(Glyphs.KNIGHT, 90, null)),
            Map.entry("rh", new PieceGlyph(Glyphs.ROOK, 180, null)),
            Map.entry("bh", new PieceGlyph(Glyphs.BISHOP, 180, null)),
            Map.entry("bp", new PieceGlyph(Glyphs.PAWN, 180, null)),
            Map.entry("kh", new PieceGlyph(Glyphs.KING, 180, null)));

    boolean lettered() { return glyph == null; }

    /** The drawing of a piece given by its canonical English Popeye code ("q", "g", "am", "s/b"). */
    static PieceGlyph of(String kind) {
        PieceGlyph known = CONVENTIONS.get(kind);
        if (known != null) return known;
        return new PieceGlyph(null, 0, kind.toUpperCase(Locale.ROOT));
    }
}
