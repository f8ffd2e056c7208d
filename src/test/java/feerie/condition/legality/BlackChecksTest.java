package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** BlackChecks: Black's every move checks; the obligation does not bind in the goal tests. Expected: py 4.104, corpus. */
class BlackChecksTest {
    @Test
    void corpus() { Popeye.corpusMatches("REGRESSIONS-4_73_to_4_75-07"); }

    @Test
    void blackMovesOnlyWithCheck() {
        String text = "begin\npieces white kc6 rh7 black ka8 pb5 bf8 sd3\nstipulation h~1\ncondition BlackChecks\nend\n";
        assertEquals(Popeye.py("""
                1.Sd3-e5 + Kc6*b5
                1.Sd3-e5 + Kc6-d5
                1.Sd3-e5 + Kc6-b6
                1.Sd3-e5 + Kc6-c7
                1.Sd3-b4 + Kc6*b5
                1.Sd3-b4 + Kc6-d7
                1.Sd3-b4 + Kc6-b6
                1.Sd3-b4 + Kc6-c7
                """), Popeye.lines(text));
    }

    /** A Black with moves but none checking is not stalemated: py finds no solution. */
    @Test
    void noCheckingMoveIsNoStalemate() {
        String text = "begin\npieces white kc6 rh7 black ka8 pb5\nstipulation =1\ncondition BlackChecks\nend\n";
        assertEquals(List.of(), Popeye.lines(text));
    }
}
