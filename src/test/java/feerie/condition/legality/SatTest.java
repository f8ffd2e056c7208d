package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;

/** SAT: a king with a flight is in check; SAT x y counts flights; no move takes a king. */
class SatTest {
    @Test
    void sat() { Popeye.corpusMatches("BEISPIEL-sat-03", "BEISPIEL-sat-05", "BEISPIEL-sat-06"); }

    @Test
    void satWithNumbersAndCirce() { Popeye.corpusMatches("BEISPIEL-satxy-02", "BEISPIEL-sat-04"); }

    /** py 4.104 on this position (kings side by side): Black may not take the king (1.Qf2*c2 mates). */
    @Test
    void noKingCapture() {
        String text = "begin\nstipulation #1\ncondition sat\npieces white ka1 re1 qf2 pg2 black kb1 bc1 bc2 sd1 sf1\nend\n";
        assertEquals(Popeye.py("   1.Qf2*c2 # !"), Popeye.lines(text));
    }
}
