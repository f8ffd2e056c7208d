package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** White/BlackFollowMyLeader: go to the square the opponent just left, when possible. Expected: py 4.104, corpus. */
class FollowMyLeaderTest {
    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-max_var-06"); }

    /** After Bf8-b4 White must go to f8 (Rf1-f8); after Kh7-h8 nothing reaches h7, so White is free. */
    @Test
    void whiteFollowsWhenItCan() {
        String text = "begin\npieces white kc1 rf1 sa3 black kh7 pd3 bf8\nstipulation h~1\ncondition WhiteFollowMyLeader\nend\n";
        assertEquals(Popeye.py("""
                1.Bf8-b4 Rf1-f8
                """), Popeye.lines(text).stream().filter(l -> l.startsWith("1.Bf8-b4")).toList());
        assertEquals(19, Popeye.lines(text).stream().filter(l -> l.startsWith("1.Kh7-h8")).count());
    }
}
