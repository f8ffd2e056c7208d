package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** GridChess: a move must cross a grid line. */
class GridChessTest {
    @Test
    void grid() { Popeye.corpusMatches("BEISPIEL-legalsq-12", "BEISPIEL-legalsq-15", "BEISPIEL-maxi-05"); }
}
