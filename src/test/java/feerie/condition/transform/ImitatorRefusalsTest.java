package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The walks Popeye's imitators follow: riders, leapers, simple hoppers, the mao and moa. Any other
 * fairy walk on the board or among PromOnly's pieces makes py 4.104 refuse the twin ("conditions
 * too fairy for imitator" on its error stream, no solution); fuzz seeds 18-75 and 21-175.
 */
class ImitatorRefusalsTest {
    /** A Berolina pawn or a lion added by a twin: that twin has no solution; a mao is followed (py 4.104). */
    @Test
    void aTwinWithATooFairyWalkHasNoSolution() {
        assertEquals(List.of("1.MAa1-c2[Ih3] !", "1.h2*g3[Ie3] !", "1.h2*g3[Ie3] !", "1.h2*g3[Ie3] !"),
                lines("""
                        begin
                        pieces white Ph2 black Pg3 Pf3
                        stipulation ~1
                        condition Imitator f2
                        option NoWk NoBk
                        twin add black BPa4
                        twin add white ROa3
                        twin add white MAa1
                        twin add white LIb1
                        twin add white KHb1
                        end
                        """));
    }

    /** PromOnly with a rose is refused even with no pawn near its promotion; PromOnly Q is not (py 4.104). */
    @Test
    void promOnlyWithATooFairyWalkIsRefused() {
        assertEquals(List.of(), lines("""
                begin
                pieces white Ph2 black Pg3 Pf3
                stipulation ~1
                condition Imitator f2
                condition PromOnly RO Q
                option NoWk NoBk
                end
                """));
        assertEquals(List.of("1.h2*g3[Ie3] !"), lines("""
                begin
                pieces white Ph2 black Pg3 Pf3
                stipulation ~1
                condition Imitator f2
                condition PromOnly Q
                option NoWk NoBk
                end
                """));
    }
}
