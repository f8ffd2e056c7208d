package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** UltraSchachZwang: the side's every move checks, except its escapes when it is tested for mate. */
class UltraSchachZwangTest {
    @Test
    void mustCheck() { Popeye.corpusMatches("BEISPIEL-usz-03", "BEISPIEL-usz-06", "REGRESSIONS-4_77_to_4_79-03"); }
}
