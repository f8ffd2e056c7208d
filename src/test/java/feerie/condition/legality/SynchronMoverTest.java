package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** SynchronMover: the opponent's last vector must be repeated when it can be. */
class SynchronMoverTest {
    @Test
    void synchron() { Popeye.corpusMatches("EXAMPLES-sync-02"); }
}
