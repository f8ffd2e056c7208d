package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RepublicanChess: a move may put the opponent's missing king where it is mated. Expectations
 * from Popeye 4.104: py's run on a position of our own (its line pasted) and the corpus
 * problem's .out.
 */
class RepublicanTest {
    /** White mates by putting Black's king on f1 (py). */
    @Test
    void kingPutWhereItIsMated() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kd1 rd3 bc4 pa3 black rb2 rg1
                stipulation #1
                condition republican
                end
                """);
        assertEquals(List.of("1.Rd3-d2[+bKf1] # !"), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("EXAMPLES-republican-02");
    }
}
