package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;

/** Black-/WhiteMustCapture: a side that can capture must. */
class MustCaptureTest {
    /** py 4.104 on this position: only the capture. */
    @Test
    void blackMustCapture() {
        String text = "begin\nstipulation h#1\ncondition BlackMustCapture\npieces white kc7 rh1 pd5 black ka8 bh7 pe6\nend\n";
        assertEquals(Popeye.py("  1.e6*d5 Rh1-a1 #"), Popeye.lines(text));
    }

    /** Ultra: a side may only capture (GitHub issue #240: no solution; a series of captures). */
    @Test
    void ultra() { Popeye.corpusMatches("REGRESSIONS-4_81_to_4_83-01", "REGRESSIONS-4_79_to_4_81-07"); }
}
