package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Sentinelles: a piece leaving a square off the first and last ranks leaves a pawn there. */
class SentinellesTest {
    /** Popeye's corpus: plain, with a neutral piece and PionNeutre (a twin), Berolina PionAdvers. */
    @Test
    void corpus() {
        Popeye.corpusMatches("BEISPIEL-senti-01", "BEISPIEL-senti-02", "BEISPIEL-senti-04", "REGRESSIONS-4_51_to_4_53-28");
    }

    /** PionAdvers: the other side's pawn; none from the first rank nor after a pawn's move. Expected: py 4.104. */
    @Test
    void pionAdvers() {
        String text = "begin\npieces white ke1 rd4 ph3 black ka8 bg5\nstip ~1\ncond sentinelles pionadvers\nopt nobk\nend\n";
        assertEquals(Popeye.py("""
                1.Ke1-f2 !
                1.Ke1-d1 !
                1.Ke1-e2 !
                1.Ke1-f1 !
                1.h3-h4 !
                1.Rd4-d1[+bPd4] !
                1.Rd4-d2[+bPd4] !
                1.Rd4-d3[+bPd4] !
                1.Rd4-a4[+bPd4] + !
                1.Rd4-b4[+bPd4] !
                1.Rd4-c4[+bPd4] !
                1.Rd4-d8[+bPd4] + !
                1.Rd4-d7[+bPd4] !
                1.Rd4-d6[+bPd4] !
                1.Rd4-d5[+bPd4] !
                1.Rd4-h4[+bPd4] !
                1.Rd4-g4[+bPd4] !
                1.Rd4-f4[+bPd4] !
                1.Rd4-e4[+bPd4] !
                """), Popeye.lines(text));
    }

    /** With SuperCirce listed after it: the rebirth is written first, as Popeye does (its own position, py 4.104). */
    @Test
    void afterRebirth() {
        String text = "begin\npieces white kd8 qh2 black qc4 pc7\nstip hs#2\noption nobk\n"
                + "condition whitemaximummer blackmaxi sentin PionAdvers supercirce\nend\n";
        assertEquals(Popeye.py("""
                1.Qh2*c7[+bPe1=Q][+bPh2] Qe1-e8 +   2.Kd8*e8[+bQd6] Qc4-g8[+wPc4] #
                """), Popeye.lines(text));
    }
}
