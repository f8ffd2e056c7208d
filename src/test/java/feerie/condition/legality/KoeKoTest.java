package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** KoeKo: the unit that moved must touch another. */
class KoeKoTest {
    @Test
    void koeko() { Popeye.corpusMatches("BEISPIEL-castling-41", "BEISPIEL-legalsq-06", "BEISPIEL-ep-08"); }
}
