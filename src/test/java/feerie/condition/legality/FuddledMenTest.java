package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** FuddledMen: the unit just moved may not move next time and gives no check. */
class FuddledMenTest {
    @Test
    void corpus() {
        Popeye.corpusMatches("EXAMPLES-fuddled_men-01", "EXAMPLES-fuddled_men-02", "EXAMPLES-fuddled_men-03",
                "TESTS-fuddled_men-01");
    }

    /** Rb2-b8 and Rb2-h2 give no check: the rook has just moved. Expected: py 4.104. */
    @Test
    void justMovedGivesNoCheck() {
        String text = "begin\npieces white ka1 rb2 black kh8\nstip ~1\ncond fuddledmen\nend\n";
        assertEquals(Popeye.py("""
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.Rb2-b1 !
                1.Rb2-a2 !
                1.Rb2-b8 !
                1.Rb2-b7 !
                1.Rb2-b6 !
                1.Rb2-b5 !
                1.Rb2-b4 !
                1.Rb2-b3 !
                1.Rb2-h2 !
                1.Rb2-g2 !
                1.Rb2-f2 !
                1.Rb2-e2 !
                1.Rb2-d2 !
                1.Rb2-c2 !
                """), Popeye.lines(text));
    }
}
