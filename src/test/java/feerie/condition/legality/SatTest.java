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

    /**
     * Option NonTrivial in a selfmate: after 1.Sc7*b5+ Black has 1...Rd6-d5, which mates at once
     * (the white king's flight b3 is check, and nothing cures it), and 1...Qd4-d5, non-trivial. The
     * mate ends the play won, so Popeye counts it trivial and "nontrivial 0 1" keeps the key (the set
     * play of EXAMPLES-sat-01 and BEISPIEL-sat-01, s#56, runs into it). py 4.104 on this position.
     */
    @Test
    void selfmateDefenceThatMatesAtOnceIsTrivial() {
        String text = "begin\nstipulation s#3\ncondition sat\noption var nontrivial 0 1\n"
                + "forsyth 8/2S5/bp1rqq2/1qp1kq2/K2qqq2/1r6/8/1s6/\nend\n";
        assertEquals(Popeye.py("""
                1.Sc7*b5 + !
                1...Qd4-d5
                2.Sb5-c7 +
                2...Qd5-d4
                3.Sc7-e8 +
                3...Rd6-d5 #
                """), Popeye.lines(text));
    }
}
