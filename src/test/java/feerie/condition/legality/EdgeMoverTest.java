package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Black-/WhiteEdgeMover: moves and observations to the edge only. */
class EdgeMoverTest {
    @Test
    void edgeMovers() { Popeye.corpusMatches("BEISPIEL-legalsq-01", "BEISPIEL-legalsq-02", "BEISPIEL-castling-33"); }
}
