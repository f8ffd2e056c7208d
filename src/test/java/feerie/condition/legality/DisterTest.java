package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Black-/White Max-/MinDister: the side keeps its two reference units farthest apart (nearest). */
class DisterTest {
    /** Popeye's corpus outputs: MinDister, MinDister with Circe (a reference unit reborn). */
    @Test
    void minDister() { Popeye.corpusMatches("EXAMPLES-dister-01", "EXAMPLES-dister-05"); }

    /** MaxDister, then MinDister in a twin (the squares written apart in the heading, as Popeye does). */
    @Test
    void maxDister() { Popeye.corpusMatches("EXAMPLES-dister-04"); }
}
