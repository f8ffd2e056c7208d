package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;

/** NoCapture and its one-sided forms: captures are no moves, but still observe. */
class NoCaptureTest {
    @Test
    void noCaptureWithMaximummer() { Popeye.corpusMatches("BEISPIEL-maxi-06"); }

    /** py 4.104 on this position: every black move but the capture e6*d5. */
    @Test
    void noBlackCapture() {
        String text = "begin\nstipulation h#1\ncondition NoBlackCapture\npieces white kc7 rh1 pd5 black ka8 bh7 pe6\nend\n";
        assertEquals(Popeye.py("""
                  1.e6-e5 Rh1-a1 #
                  1.Bh7-e4 Rh1-a1 #
                  1.Bh7-f5 Rh1-a1 #
                  1.Bh7-g6 Rh1-a1 #
                  1.Bh7-g8 Rh1-a1 #
                  1.Ka8-a7 Rh1-a1 #
                """), Popeye.lines(text));
    }
}
