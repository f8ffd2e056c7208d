package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** ProvocationChess: only a unit observed by the enemy captures or checks. Expected: py 4.104, corpus. */
class ProvocationChessTest {
    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-provocat-01"); }

    /** Rd4 (attacked by Sf5) takes d7, Qg2 (unattacked) does not take f5; checks only from provoked squares. */
    @Test
    void onlyProvokedUnitsCaptureAndCheck() {
        String text = "begin\npieces white kc1 rd4 qg2 black kh7 bd7 sf5\nstipulation ~1\ncondition provocationchess\nend\n";
        assertEquals(Popeye.py("""
                1.Qg2-g8 + !
                1.Qg2-g7 + !
                1.Qg2-g6 + !
                1.Rd4*d7 !
                1.Rd4-h4 + !
                """), Popeye.lines(text).stream().filter(l -> l.contains("*") || l.contains("+")).toList());
    }
}
