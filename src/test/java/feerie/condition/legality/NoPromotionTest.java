package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;

/** NoWhitePromotion, NoBlackPromotion: no move onto the last rank, but the pawn still checks. */
class NoPromotionTest {
    /** py 4.104 on this position: the king's six moves, none of the pawns'. */
    @Test
    void noWhitePromotionLeavesNoPawnMove() {
        String text = "begin\nstipulation ~1\ncondition NoWhitePromotion\npieces white kc6 pe7 pb7 black ka7\nend\n";
        assertEquals(Popeye.py("""
                  1.Kc6-b5 !
                  1.Kc6-d5 !
                  1.Kc6-d7 !
                  1.Kc6-c5 !
                  1.Kc6-c7 !
                  1.Kc6-d6 !
                """), Popeye.lines(text));
    }

    /** py 4.104: the pawn on b7 still gives check and mate. */
    @Test
    void thePawnStillObservesItsPromotionSquares() {
        String text = "begin\nstipulation #1\ncondition NoWhitePromotion\npieces white kc7 pb6 be3 black ka8\nend\n";
        assertEquals(Popeye.py("""
                  1.b6-b7 # !
                """), Popeye.lines(text));
    }

    /** py 4.104: NoBlackPromotion leaves White's promotions alone (14 moves, eight of them promotions). */
    @Test
    void noBlackPromotionIsOneSided() {
        String text = "begin\nstipulation ~1\ncondition NoBlackPromotion\npieces white kc6 pe7 pb7 black ka7 pd2\nend\n";
        assertEquals(14, Popeye.lines(text).size());
        assertEquals(8, Popeye.lines(text).stream().filter(l -> l.contains("=")).count());
    }
}
