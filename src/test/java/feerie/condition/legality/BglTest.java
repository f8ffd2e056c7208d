package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** BGL: balances spent by each move's length, observation within the balance, written after each move. */
class BglTest {
    /** Separate balances, "-" for none; a king may stand next to one that cannot afford to take it. */
    @Test
    void balances() { Popeye.corpusMatches("EXAMPLES-bgl-12", "EXAMPLES-bgl-14", "EXAMPLES-bgl-06"); }

    /** One balance for both sides, written once: "(16.65)". */
    @Test
    void sharedBalance() { Popeye.corpusMatches("BEISPIEL-bgl-05"); }

    /** With Madrasi RexInclusive. */
    @Test
    void withMadrasi() { Popeye.corpusMatches("EXAMPLES-bgl-01"); }
}
