package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** DuellistChess: a side must move the unit it moved last when that unit has a legal move. */
class DuellistChessTest {
    /** Popeye's corpus outputs (helpmates; promoted pieces become the duellists). */
    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-max_var-01", "BEISPIEL-max_var-02", "BEISPIEL-max_var-03"); }
}
