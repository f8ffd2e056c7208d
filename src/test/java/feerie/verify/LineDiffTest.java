package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LineDiffTest {
    @Test
    void linesOnlyOneSideHasInTheirPlaceOfTheTree() {
        String expected = "\n1.Qa1-h1! threat:\n   2.Qh1-h7 #\n1...Kh8-g8\n   2.Qh1-h7 #\n\nsolution finished.\n";
        // the same lines in another order, one variation's mate different, one line more
        String actual = "\n1.Qa1-h1! threat:\n   2.Qh1-h7 #\n1...Kh8-g8\n   2.Qh1-h8 #\n   2.Qh1-h2 #\n\nsolution finished.\n";
        assertEquals("-    2.Qh1-h7 #\n+    2.Qh1-h8 #\n+    2.Qh1-h2 #", LineDiff.of(expected, actual, 10));
        assertEquals("", LineDiff.of(expected, expected, 10));
        assertEquals("-    2.Qh1-h7 #\n... 2 more line(s)", LineDiff.of(expected, actual, 1));
    }
}
