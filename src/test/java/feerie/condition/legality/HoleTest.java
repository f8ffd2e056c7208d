package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Hole and HaanerChess: no unit goes to or over a hole; squares left become holes (castling too). */
class HoleTest {
    @Test
    void holes() { Popeye.corpusMatches("REGRESSIONS-4_47_to_4_49-12", "BEISPIEL-legalsq-13"); }

    @Test
    void haanerChess() { Popeye.corpusMatches("BEISPIEL-haan-01", "BEISPIEL-haan-03", "BEISPIEL-haan-06", "BEISPIEL-haan-04"); }
}
