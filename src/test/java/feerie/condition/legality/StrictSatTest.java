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
    void satStrictNamesBothAndStrictDecides() {
        // "sat strict" is SAT and StrictSAT: StrictSAT's check is the one. White's king stands
        // attacked by Bb7 in the diagram, so once unattacked it is in check (no flight allowed):
        // 1.Rh7*b7 takes the attacker and is no move (py 4.104; EXAMPLES-sat-10)
        String text = """
                begin
                fors kq4s1/bb5R/6r1/5pp1/r7/p2p3p/8/7K
                stipulation ~1
                condition sat strict
                end
                """;
        assertEquals(Popeye.py("""
                1.Rh7*h3 !
                1.Rh7-h4 !
                1.Rh7-h5 !
                1.Rh7-h6 !
                1.Rh7-d7 !
                1.Rh7-e7 !
                1.Rh7-f7 !
                1.Rh7-g7 !
                1.Rh7-h8 !
                """), Popeye.lines(text));
        Popeye.corpusMatches("EXAMPLES-sat-10");
    }

    @Test
    void strictSat() { Popeye.corpusMatches("BEISPIEL-strctsat-01", "BEISPIEL-strctsat-02", "EXAMPLES-strctsat-02"); }
}
