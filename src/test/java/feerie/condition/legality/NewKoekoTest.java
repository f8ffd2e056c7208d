package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** NewKoeko: a unit keeps its contact state (touching another or not) by its move. Expected: py 4.104, corpus. */
class NewKoekoTest {
    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-legalsq-08"); }

    /** Units without contact stay without (Rd1-d2, -d7 are out), Ka1 keeps none; Bxf6 lands without contact. */
    @Test
    void contactAsBefore() {
        String text = "begin\npieces white ka1 rd1 bc3 black ke8 qd8 rh4 pf6\nstipulation ~1\ncondition newkoeko\nend\n";
        assertEquals(Popeye.py("""
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.Rd1-c1 !
                1.Rd1-d6 !
                1.Rd1-d5 !
                1.Rd1-h1 !
                1.Rd1-g1 !
                1.Rd1-f1 !
                1.Rd1-e1 !
                1.Bc3*f6 !
                1.Bc3-d4 !
                1.Bc3-a5 !
                1.Bc3-b4 !
                """), Popeye.lines(text));
    }
}
