package feerie.diagram;

import java.util.Locale;
import java.util.Map;

import feerie.output.SquareNames;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;

/**
 * Draws a diagram as a standalone SVG document: the heading lines, the board with its files and
 * ranks labelled, the squares conditions mark, the units, and the caption.
 *
 * <p>Each unit is one group {@code <g class="piece" id="piece-e4">} whose transform places the
 * 100-unit glyph box on its square (the tests find a unit's cell from it and from the rendered
 * image); {@code data-rotation} gives the turn of a fairy glyph. A neutral unit is its glyph twice,
 * the white one clipped to the left half and the black one to the right half.
 */
public final class DiagramSvg {
    /** The side of a square in pixels. */
    public static final int CELL = 48;
    /** Where the board starts: the rank labels are left of it. */
    static final int LEFT = 22;
    private static final int LINE = 16;
    private static final int RIGHT_MARGIN = 12;
    private static final int MIN_WIDTH = 300;
    static final String LIGHT = "#f0d9b5", DARK = "#b58863";

    private DiagramSvg() {}

    /** The x of a square's left edge and the y of its top edge. */
    static int cellX(int file) { return LEFT + file * CELL; }

    static int boardTop(DiagramContent d) { return 10 + d.heading().size() * LINE + (d.heading().isEmpty() ? 0 : 6); }

    static int cellY(DiagramContent d, int rank) { return boardTop(d) + (d.geometry().ranks - rank) * CELL; }

    public static int width(DiagramContent d) { return Math.max(MIN_WIDTH, LEFT + d.geometry().files * CELL + RIGHT_MARGIN); }

    public static int height(DiagramContent d) {
        return boardTop(d) + d.geometry().ranks * CELL + 20 + LINE * (1 + d.caption().size()) + 8;
    }

    /** The whole document, with its XML declaration. */
    public static String document(DiagramContent d) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(d);
    }

    /** The {@code <svg>} element alone, to be put inline in an HTML page. */
    public static String element(DiagramContent d) {
        int files = d.geometry().files, ranks = d.geometry().ranks;
        int width = width(d), height = height(d), top = boardTop(d);
        int boardWidth = files * CELL, boardHeight = ranks * CELL;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" data-files=\"").append(files).append("\" data-ranks=\"").append(ranks)
                .append("\" font-family=\"sans-serif\">\n");
        sb.append("<defs><clipPath id=\"left-half\" clipPathUnits=\"userSpaceOnUse\"><rect x=\"0\" y=\"0\" width=\"50\" height=\"100\"/></clipPath>")
                .append("<clipPath id=\"right-half\" clipPathUnits=\"userSpaceOnUse\"><rect x=\"50\" y=\"0\" width=\"50\" height=\"100\"/></clipPath></defs>\n");
        sb.append("<rect width=\"").append(width).append("\" height=\"").append(height).append("\" fill=\"#ffffff\"/>\n");
        int y = 10;
        for (String line : d.heading()) {
            y += LINE;
            text(sb, width / 2, y - 4, "middle", 12, line, "heading");
        }
        // the board: squares, a1 dark as on every board
        sb.append("<g class=\"board\">\n");
        for (int rank = ranks; rank >= 1; rank--) {
            for (int file = 0; file < files; file++) {
                boolean dark = (file + rank) % 2 == 1;
                sb.append("<rect x=\"").append(cellX(file)).append("\" y=\"").append(cellY(d, rank))
                        .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL)
                        .append("\" fill=\"").append(dark ? DARK : LIGHT).append("\"/>");
            }
            sb.append('\n');
        }
        sb.append("<rect x=\"").append(LEFT).append("\" y=\"").append(top).append("\" width=\"").append(boardWidth)
                .append("\" height=\"").append(boardHeight).append("\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1.5\"/>\n");
        for (int rank = 1; rank <= ranks; rank++) {
            text(sb, LEFT - 4, cellY(d, rank) + CELL / 2 + 4, "end", 11, Integer.toString(rank), "rank");
        }
        for (int file = 0; file < files; file++) {
            text(sb, cellX(file) + CELL / 2, top + boardHeight + 13, "middle", 11, String.valueOf((char) ('a' + file)), "file");
        }
        sb.append("</g>\n");
        for (Map.Entry<String, DiagramContent.Mark> e : d.marks().entrySet()) mark(sb, d, e.getKey(), e.getValue());
        for (PieceSpec p : d.pieces()) piece(sb, d, p);
        // the caption: stipulation left, piece count right, then the further lines centred
        int captionTop = top + boardHeight + 20 + LINE;
        text(sb, LEFT, captionTop - 3, "start", 13, d.stipulation(), "stipulation");
        text(sb, Math.max(LEFT + boardWidth, width - RIGHT_MARGIN), captionTop - 3, "end", 13, d.pieceCount(), "count");
        int cy = captionTop;
        for (String line : d.caption()) {
            cy += LINE;
            text(sb, width / 2, cy - 3, "middle", 12, line, "caption");
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static void text(StringBuilder sb, int x, int y, String anchor, int size, String text, String cls) {
        sb.append("<text class=\"").append(cls).append("\" x=\"").append(x).append("\" y=\"").append(y)
                .append("\" font-size=\"").append(size).append("\" text-anchor=\"").append(anchor).append("\">")
                .append(escape(text)).append("</text>\n");
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> {
                    // characters XML 1.0 forbids (control bytes of a damaged file) are left out
                    if (c >= 0x20 || c == '\t' || c == '\n') sb.append(c);
                }
            }
        }
        return sb.toString();
    }

    private static void mark(StringBuilder sb, DiagramContent d, String square, DiagramContent.Mark mark) {
        int file = SquareNames.file(square), rank = SquareNames.rank(square);
        if (file < 0 || file >= d.geometry().files || rank < 1 || rank > d.geometry().ranks) return;
        int x = cellX(file), y = cellY(d, rank), c = CELL / 2;
        sb.append("<g class=\"mark ").append(mark.name().toLowerCase(Locale.ROOT)).append("\" id=\"mark-").append(square).append("\">");
        switch (mark) {
            // a hole is no square: drawn dark grey with a cross, as diagrams draw holes
            case HOLE -> sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(CELL)
                    .append("\" height=\"").append(CELL).append("\" fill=\"#3c3c3c\"/><path d=\"M").append(x + 6).append(' ').append(y + 6)
                    .append("L").append(x + CELL - 6).append(' ').append(y + CELL - 6).append("M").append(x + CELL - 6).append(' ')
                    .append(y + 6).append("L").append(x + 6).append(' ').append(y + CELL - 6)
                    .append("\" stroke=\"#9a9a9a\" stroke-width=\"2\"/>");
            case MAGIC -> sb.append("<circle cx=\"").append(x + c).append("\" cy=\"").append(y + c).append("\" r=\"").append(c - 3)
                    .append("\" fill=\"none\" stroke=\"#8e24aa\" stroke-width=\"3\"/>");
            case WORMHOLE -> sb.append("<circle cx=\"").append(x + c).append("\" cy=\"").append(y + c).append("\" r=\"").append(c - 3)
                    .append("\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"3\" stroke-dasharray=\"5 3\"/>");
            case IMITATOR -> sb.append("<circle cx=\"").append(x + c).append("\" cy=\"").append(y + c).append("\" r=\"").append(CELL / 5)
                    .append("\" fill=\"#9e9e9e\" stroke=\"#000000\" stroke-width=\"1.5\"/>")
                    .append("<text x=\"").append(x + c).append("\" y=\"").append(y + c + 4)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#000000\">I</text>");
        }
        sb.append("</g>\n");
    }

    private static void piece(StringBuilder sb, DiagramContent d, PieceSpec p) {
        int file = SquareNames.file(p.square()), rank = SquareNames.rank(p.square());
        if (file < 0 || file >= d.geometry().files || rank < 1 || rank > d.geometry().ranks) return;
        PieceGlyph glyph = PieceGlyph.of(p.kind());
        String colour = p.colour().name().toLowerCase(Locale.ROOT);
        sb.append("<g class=\"piece\" id=\"piece-").append(p.square()).append("\" data-kind=\"").append(escape(p.kind()))
                .append("\" data-colour=\"").append(colour).append("\" data-rotation=\"").append(glyph.rotation())
                .append("\" transform=\"translate(").append(cellX(file)).append(' ').append(cellY(d, rank))
                .append(") scale(").append(CELL / 100.0).append(")\">");
        if (p.colour() == Colour.NEUTRAL) {
            sb.append("<g clip-path=\"url(#left-half)\">");
            glyph(sb, glyph, true);
            sb.append("</g><g clip-path=\"url(#right-half)\">");
            glyph(sb, glyph, false);
            sb.append("</g><path d=\"M50 8L50 92\" stroke=\"#000000\" stroke-width=\"1.5\"/>");
        } else {
            glyph(sb, glyph, p.colour() == Colour.WHITE);
        }
        if (p.hasAttribute("Chameleon")) badge(sb, "C");
        if (p.hasAttribute("Royal") && !p.kind().equals("k")) badge(sb, "R");
        sb.append("</g>\n");
    }

    /** A small disc with a letter at the top right of the square: a unit's attribute. */
    private static void badge(StringBuilder sb, String letter) {
        sb.append("<g class=\"attribute\"><circle cx=\"85\" cy=\"15\" r=\"13\" fill=\"#fff59d\" stroke=\"#000000\" stroke-width=\"2\"/>")
                .append("<text x=\"85\" y=\"22\" font-size=\"20\" text-anchor=\"middle\" font-weight=\"bold\">").append(letter)
                .append("</text></g>");
    }

    private static void glyph(StringBuilder sb, PieceGlyph glyph, boolean white) {
        String fill = white ? "#ffffff" : "#000000", contrast = white ? "#000000" : "#ffffff";
        if (glyph.lettered()) {
            String letters = glyph.letters();
            int size = letters.length() <= 1 ? 44 : letters.length() == 2 ? 36 : 26;
            sb.append("<circle cx=\"50\" cy=\"50\" r=\"40\" fill=\"").append(fill).append("\" stroke=\"#000000\" stroke-width=\"3\"/>")
                    .append("<text x=\"50\" y=\"").append(50 + size * 36 / 100).append("\" font-size=\"").append(size)
                    .append("\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"").append(contrast).append("\">")
                    .append(escape(letters)).append("</text>");
            return;
        }
        sb.append("<g class=\"glyph\"");
        if (glyph.rotation() != 0) sb.append(" transform=\"rotate(").append(glyph.rotation()).append(" 50 50)\"");
        sb.append('>');
        for (Glyphs.Part part : Glyphs.of(glyph.glyph())) {
            sb.append("<path d=\"").append(part.path()).append('"');
            switch (part.kind()) {
                case BODY -> sb.append(" fill=\"").append(fill).append("\" stroke=\"#000000\" stroke-width=\"3\" stroke-linejoin=\"round\"");
                case INNER_LINE -> sb.append(" fill=\"none\" stroke=\"").append(contrast).append("\" stroke-width=\"3\" stroke-linecap=\"round\"");
                case OUTER_LINE -> sb.append(" fill=\"none\" stroke=\"#000000\" stroke-width=\"4\" stroke-linecap=\"round\"");
            }
            sb.append("/>");
        }
        sb.append("</g>");
    }
}
