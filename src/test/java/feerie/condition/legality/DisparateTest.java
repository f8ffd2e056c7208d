package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Disparate: the kind of unit the opponent has just moved is paralysed. */
class DisparateTest {
    @Test
    void disparate() { Popeye.corpusMatches("EXAMPLES-disparate-02"); }
}
