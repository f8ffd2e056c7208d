package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.geometry.Geometry;
import feerie.problem.Colour;
import feerie.problem.Language;
import feerie.problem.PieceSpec;

class DiagramTest {
    @Test
    void twelveByEightHasFilesAToL() {
        String d = Diagram.render(List.of(new PieceSpec(Colour.WHITE, "k", "l1"),
                new PieceSpec(Colour.BLACK, "gr", "a8"), new PieceSpec(Colour.NEUTRAL, "q", "f4")),
                Geometry.of(12, 8), Language.ENGLISH);
        String[] lines = d.split("\n");
        assertEquals("+---a---b---c---d---e---f---g---h---i---j---k---l---+", lines[0]);
        assertEquals("8 -GR   .   .   .   .   .   .   .   .   .   .   .   8", lines[2]);
        assertEquals("4   .   .   .   .   .  =Q   .   .   .   .   .   .   4", lines[10]);
        assertEquals("1   .   .   .   .   .   .   .   .   .   .   .   K   1", lines[16]);
        assertEquals(lines[0], lines[lines.length - 1]);
    }

    @Test
    void everyLineOfAnySizeHasTheBorderWidth() {
        for (int size = 1; size <= Geometry.MAX_SIDE; size++) {
            Geometry g = Geometry.of(size, size);
            String d = Diagram.render(List.of(new PieceSpec(Colour.BLACK, "k", SquareNames.name(size - 1, size))), g,
                    Language.GERMAN);
            String[] lines = d.split("\n");
            assertEquals(2 * size + 3, lines.length);
            for (String line : lines) {
                assertEquals(4 * size + 5, line.length(), size + "x" + size + ": [" + line + "]");
            }
            if (size >= 10) {
                assertTrue(lines[2].startsWith(size + " ") && lines[2].endsWith(" " + size), lines[2]);
            }
        }
    }

    /**
     * A unit placed on an occupied square sends the one there to the underworld, which the counts
     * leave out (py 4.104: "pieces white ka1 rc3 black kh8 rc3" is "1 + 2").
     */
    @Test
    void countsLeaveOutTheUnitsBelow() {
        assertEquals("1 + 2", ProblemHeader.pieceCounts(List.of(new PieceSpec(Colour.WHITE, "k", "a1"),
                new PieceSpec(Colour.WHITE, "r", "c3"), new PieceSpec(Colour.BLACK, "k", "h8"),
                new PieceSpec(Colour.BLACK, "r", "c3")), 0, Language.ENGLISH));
    }
}
