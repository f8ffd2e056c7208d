package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Isardam: no move may leave a Madrasi paralysis; type A observation plays the capture. */
class IsardamTest {
    @Test
    void isardam() { Popeye.corpusMatches("BEISPIEL-isardam-01", "BEISPIEL-isardam-02", "BEISPIEL-isardam-05"); }

    /** A king next to the other checks it only if the capture would leave no paralysis; twin with RexInclusive. */
    @Test
    void typeACheckAndRexInclusive() { Popeye.corpusMatches("REGRESSIONS-4_67_to_4_69-01", "BEISPIEL-isardam-04"); }

    @Test
    void withMaximummer() { Popeye.corpusMatches("REGRESSIONS-4_37_to_4_41-01", "TESTS-maxi-02"); }
}
