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

    /** Type1: the mated side's insertions do not count in the mate test (py: Type2 finds nothing). */
    @Test
    void type1MateTestWithoutInsertions() {
        String text = """
                begin
                pieces white ra1 be6 black rg2g3
                stipulation #1
                condition republican type1
                end
                """;
        assertEquals(List.of("1.Ra1-h1[+bKh3] # !"), PopeyeChecks.lines(text));
        assertEquals(List.of(), PopeyeChecks.lines(text.replace(" type1", "")));
    }

    /** Each first move once: the trials of the insertions leave the units' order as it was (py). */
    @Test
    void everyMoveOnce() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ra1 be6 black rg2g3 pa7
                stipulation h#1
                condition republican type1
                end
                """);
        assertEquals(List.of("1.Rg2-h2 Be6-d5[+bKh1] #", "1.a7-a5 Ra1-h1[+bKh3] #", "1.a7-a6 Ra1-h1[+bKh3] #"), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("EXAMPLES-republican-02");
    }

    /**
     * The corpus .out: a defender's insertion that mates the attacker is written "+" (-03, -04),
     * a threat carrying an insertion is known again after a defence (-03), Type1's mate test (-01).
     */
    @Test
    void corpusType1() {
        PopeyeChecks.assertMatchesPopeye("EXAMPLES-republican-01", "EXAMPLES-republican-03", "EXAMPLES-republican-04",
                "EXAMPLES-republican-07");
    }
}
