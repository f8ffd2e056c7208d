package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Madrasi with a neutral unit: it paralyses the units of its kind of either side (Popeye's .out). */
class MadrasiNeutralTest {
    @Test
    void theNeutralRookParalysesTheCheckingRook() {
        // 1.Rb1+ is no mate: nRa1 (or a neutral rook on the b-file) paralyses the white rook
        Popeye.corpusMatches("REGRESSIONS-4_61_to_4_63-08");
    }
}
