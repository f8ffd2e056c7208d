package feerie.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import feerie.geometry.Geometry;
import feerie.output.SquareNames;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;

/**
 * The diagrams rendered by a real SVG renderer (Apache Batik) and looked at pixel by pixel: what
 * a reader sees, not what the SVG text says. A unit is found as the pixels that differ from the
 * same board without it.
 */
class DiagramRenderingTest {
    private static DiagramContent board(Geometry g, PieceSpec... pieces) {
        return new DiagramContent("", g, List.of(pieces), Map.of(), List.of(), "#1", "1 + 0", List.of());
    }

    private static BufferedImage render(DiagramContent d) { return PngRenderer.image(DiagramSvg.document(d), 1); }

    /** The box of the pixels that differ between the two images, null if none. */
    private static Rectangle difference(BufferedImage a, BufferedImage b) {
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = -1, maxY = -1;
        for (int y = 0; y < a.getHeight(); y++)
            for (int x = 0; x < a.getWidth(); x++)
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
                }
        return maxX < 0 ? null : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
    }

    private static Rectangle cell(DiagramContent d, String square) {
        return new Rectangle(DiagramSvg.cellX(SquareNames.file(square)), DiagramSvg.cellY(d, SquareNames.rank(square)),
                DiagramSvg.CELL, DiagramSvg.CELL);
    }

    @ParameterizedTest
    @CsvSource({"8,8,e4", "8,8,a1", "8,8,h8", "1,1,a1", "16,16,p16", "16,16,a16", "12,8,l1", "3,10,c10", "10,3,j2"})
    void aUnitIsDrawnInItsOwnSquare(int files, int ranks, String square) {
        Geometry g = Geometry.of(files, ranks);
        DiagramContent empty = board(g);
        DiagramContent withQueen = board(g, new PieceSpec(Colour.WHITE, "q", square));
        Rectangle drawn = difference(render(empty), render(withQueen));
        assertTrue(drawn != null, "the queen is drawn");
        Rectangle cell = cell(withQueen, square);
        assertTrue(cell.contains(drawn), "the queen's pixels " + drawn + " lie in " + square + "'s cell " + cell);
        assertTrue(drawn.width > DiagramSvg.CELL / 2 && drawn.height > DiagramSvg.CELL / 2, "and fill most of it: " + drawn);
    }

    @ParameterizedTest
    @CsvSource({"8,8", "1,1", "16,16", "12,8", "5,11"})
    void theBoardHasItsFilesAndRanks(int files, int ranks) {
        DiagramContent d = board(Geometry.of(files, ranks));
        BufferedImage image = render(d);
        assertEquals(DiagramSvg.width(d), image.getWidth());
        assertEquals(DiagramSvg.height(d), image.getHeight());
        // squares counted along the middle of the first rank and of the a-file, by their colours
        int y = DiagramSvg.cellY(d, 1) + DiagramSvg.CELL / 2;
        assertEquals(files, runs(image, true, y, DiagramSvg.cellX(0) + 2, DiagramSvg.cellX(files) - 2), "files");
        int x = DiagramSvg.cellX(0) + DiagramSvg.CELL / 2;
        assertEquals(ranks, runs(image, false, x, DiagramSvg.cellY(d, ranks) + 2, DiagramSvg.cellY(d, 0) - 2), "ranks");
        // a1 is dark on every board
        assertEquals(0xffb58863, image.getRGB(DiagramSvg.cellX(0) + 3, DiagramSvg.cellY(d, 1) + 3));
    }

    /** The number of runs of square colours along a line (a change of colour starts a run). */
    private static int runs(BufferedImage image, boolean horizontal, int at, int from, int to) {
        int count = 0, last = 0;
        for (int i = from; i < to; i++) {
            int rgb = horizontal ? image.getRGB(i, at) : image.getRGB(at, i);
            if ((rgb == 0xfff0d9b5 || rgb == 0xffb58863) && rgb != last) {
                count++;
                last = rgb;
            }
        }
        return count;
    }

    /** A unit's picture: the cell's pixels where the board with the unit differs from the board without it. */
    private static boolean[][] picture(Geometry g, String square, PieceSpec p) {
        DiagramContent with = board(g, p);
        BufferedImage a = render(board(g)), b = render(with);
        Rectangle cell = cell(with, square);
        boolean[][] out = new boolean[cell.height][cell.width];
        for (int y = 0; y < cell.height; y++)
            for (int x = 0; x < cell.width; x++)
                out[y][x] = a.getRGB(cell.x + x, cell.y + y) != b.getRGB(cell.x + x, cell.y + y)
                        && (b.getRGB(cell.x + x, cell.y + y) & 0xff) < 0x60;  // the dark outline
        return out;
    }

    /** The picture turned clockwise by a multiple of 90 degrees about the cell's centre. */
    private static boolean[][] turned(boolean[][] p, int degrees) {
        boolean[][] out = p;
        for (int k = 0; k < degrees / 90; k++) {
            int n = out.length;
            boolean[][] next = new boolean[n][n];
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++) next[x][n - 1 - y] = out[y][x];
            out = next;
        }
        return out;
    }

    /** The share of pixels set in either picture that are not set in both. */
    private static double mismatch(boolean[][] a, boolean[][] b) {
        int either = 0, differ = 0;
        for (int y = 0; y < a.length; y++)
            for (int x = 0; x < a[y].length; x++) {
                if (a[y][x] || b[y][x]) either++;
                if (a[y][x] != b[y][x]) differ++;
            }
        return (double) differ / either;
    }

    @ParameterizedTest
    @CsvSource({"g,q,180", "n,s,90", "rh,r,180", "bh,b,180", "bp,p,180", "kh,k,180"})
    void aFairyPieceIsItsOrthodoxGlyphTurned(String fairy, String orthodox, int degrees) {
        // both on dark squares (c1 and a1), so that only the glyph differs
        Geometry g = Geometry.STANDARD;
        boolean[][] plain = picture(g, "a1", new PieceSpec(Colour.BLACK, orthodox, "a1"));
        boolean[][] fairyPicture = picture(g, "c1", new PieceSpec(Colour.BLACK, fairy, "c1"));
        double turnedMismatch = mismatch(fairyPicture, turned(plain, degrees));
        double unturnedMismatch = mismatch(fairyPicture, plain);
        assertTrue(turnedMismatch < 0.15, fairy + " is " + orthodox + " turned " + degrees + ": mismatch " + turnedMismatch);
        assertTrue(unturnedMismatch > 0.3, fairy + " is not " + orthodox + " unturned: mismatch " + unturnedMismatch);
    }

    @Test
    void aPieceWithoutGlyphIsItsCodeOnADisc() {
        Geometry g = Geometry.STANDARD;
        boolean[][] amazon = picture(g, "a1", new PieceSpec(Colour.WHITE, "am", "a1"));
        boolean[][] queen = picture(g, "c1", new PieceSpec(Colour.WHITE, "q", "c1"));
        assertTrue(mismatch(amazon, queen) > 0.3);
        String svg = DiagramSvg.document(board(g, new PieceSpec(Colour.WHITE, "am", "a1")));
        assertTrue(svg.contains(">AM</text>"), svg);
    }

    @Test
    void aNeutralUnitIsWhiteOnTheLeftAndBlackOnTheRight() {
        Geometry g = Geometry.STANDARD;
        DiagramContent d = board(g, new PieceSpec(Colour.NEUTRAL, "r", "d4"));
        BufferedImage image = render(d);
        Rectangle cell = cell(d, "d4");
        int[] white = new int[2], black = new int[2];
        for (int y = cell.y; y < cell.y + cell.height; y++)
            for (int x = cell.x; x < cell.x + cell.width; x++) {
                int half = x < cell.x + cell.width / 2 ? 0 : 1;
                int rgb = image.getRGB(x, y) & 0xffffff;
                if (rgb == 0xffffff) white[half]++;
                if (rgb == 0x000000) black[half]++;
            }
        // (the black half's inner lines are white)
        assertTrue(white[0] > 100 && white[1] < white[0] / 5, "white mostly on the left: " + white[0] + " / " + white[1]);
        assertTrue(black[1] > 100 + black[0], "black mostly on the right: " + black[0] + " / " + black[1]);
    }

    @Test
    void aHoleIsDarkGrey() {
        DiagramContent d = new DiagramContent("", Geometry.STANDARD, List.of(), Map.of("c3", DiagramContent.Mark.HOLE),
                List.of(), "#1", "0 + 0", List.of());
        BufferedImage image = render(d);
        Rectangle cell = cell(d, "c3");
        assertEquals(0x3c3c3c, image.getRGB(cell.x + 3, cell.y + cell.height / 2) & 0xffffff);
        assertEquals(0xf0d9b5, image.getRGB(cell.x + 3 + DiagramSvg.CELL, cell.y + cell.height / 2) & 0xffffff, "d3 untouched");
    }

    @Test
    void conditionSquaresAreReadFromTheWords() {
        var marks = DiagramContent.marks(List.of(
                new feerie.problem.ConditionSpec("MagicSquares", List.of("Type2", "c1d1")),
                new feerie.problem.ConditionSpec("Hole", List.of("a6b6")),
                new feerie.problem.ConditionSpec("Imitator", List.of("e5")),
                new feerie.problem.ConditionSpec("Circe", List.of())));
        assertEquals(Map.of("c1", DiagramContent.Mark.MAGIC, "d1", DiagramContent.Mark.MAGIC, "a6", DiagramContent.Mark.HOLE,
                "b6", DiagramContent.Mark.HOLE, "e5", DiagramContent.Mark.IMITATOR), marks);
    }

    @Test
    void theCaptionIsPopeyes() throws Exception {
        String text = "beginproblem\nauthor A. Composer\norigin The Source 2026\npieces white kg6 qh1 neutral pc3 black kh8 bh7\n"
                + "stipulation #1\ncondition circe\nendproblem\n";
        var problem = (feerie.problem.Problem) feerie.input.ProblemReader.readWithWarnings(text, "t.inp").results().get(0);
        DiagramContent d = DiagramContent.of(problem);
        assertEquals(List.of("A. Composer", "The Source 2026"), d.heading());
        assertEquals("#1", d.stipulation());
        assertEquals("2 + 2 + 1n", d.pieceCount(), "as Popeye counts (py 4.104 writes '2 + 2 + 1n' for this position)");
        assertEquals(List.of("Circe"), d.caption());
        List<String> texts = new ArrayList<>();
        var m = java.util.regex.Pattern.compile(">([^<>]+)</text>").matcher(DiagramSvg.document(d));
        while (m.find()) texts.add(m.group(1));
        assertTrue(texts.containsAll(List.of("A. Composer", "The Source 2026", "#1", "2 + 2 + 1n", "Circe")), texts.toString());
    }
}
