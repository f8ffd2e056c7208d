package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Patrouille: captures and checks only by supported units (neutral supporters too). */
class PatrouilleTest {
    @Test
    void patrouille() { Popeye.corpusMatches("BEISPIEL-patrol-01", "BEISPIEL-patrol-02", "REGRESSIONS-4_41_to_4_43-05"); }

    /** With MarsCirce, support is observation from the rebirth square (Popeye's .out). */
    @Test
    void withMarsCirce() { Popeye.corpusMatches("REGRESSIONS-4_63_to_4_65-36"); }
}
