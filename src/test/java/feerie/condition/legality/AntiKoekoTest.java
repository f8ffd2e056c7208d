package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** AntiKoeko: the unit that moved may not touch another. Expected: py 4.104. */
class AntiKoekoTest {
    /** No move ends next to a unit (Kc1-c2, -d1 touch d2; Rd4-d5 touches e5 ...). */
    @Test
    void noContactAfterTheMove() {
        String text = "begin\npieces white kc1 rd4 qg2 pd2 black kh7 bd7 sf5 pe5\nstipulation ~1\ncondition antikoeko\nend\n";
        assertEquals(Popeye.py("""
                1.Kc1-b2 !
                1.Kc1-b1 !
                1.Qg2-f1 !
                1.Qg2-h1 + !
                1.Qg2-h3 + !
                1.Qg2-a8 !
                1.Qg2-b7 !
                1.Qg2-f3 !
                1.Qg2-g1 !
                1.Qg2-f2 !
                1.Qg2-g3 !
                1.Qg2-h2 + !
                1.Rd4-a4 !
                1.Rd4-b4 !
                1.Rd4-c4 !
                1.Rd4*d7 + !
                1.Rd4-h4 + !
                """), Popeye.lines(text));
    }
}
