package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** StrictSAT, and castling under SAT: no castling out of or through SAT's check (py 4.104, Popeye's .out). */
class StrictSatTest {
    @Test
    void noCastlingOutOfSatCheck() {
        // the king has a flight on f1, so it is in check: it may not castle, though Kg1 would have none
        for (String condition : new String[] {"sat", "strictsat"}) {
            String text = """
                    begin
                    pieces white ke1 rh1 bd1 pd2 pe2 pf2 ph2 black kh8 ph7 pg7 sg8 ba8
                    stipulation ~1
                    condition %s
                    end
                    """.formatted(condition);
            assertEquals(Popeye.py("1.Rh1-f1 !"), Popeye.lines(text), condition);
        }
    }

    @Test
    void strictSat() { Popeye.corpusMatches("BEISPIEL-strctsat-01", "BEISPIEL-strctsat-02", "EXAMPLES-strctsat-02"); }
}
