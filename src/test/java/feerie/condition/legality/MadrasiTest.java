package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Madrasi: paralysis by an enemy unit of the same kind; RexInclusive; observation within GridChess's lines. */
class MadrasiTest {
    @Test
    void madrasi() { Popeye.corpusMatches("BEISPIEL-madrasi-06", "BEISPIEL-madrasi-07", "BEISPIEL-madrasi-08"); }

    @Test
    void rexInclusiveWithCirce() { Popeye.corpusMatches("BEISPIEL-madrasi-03", "BEISPIEL-selfref-03"); }

    /** GridChess: units in one cell do not observe each other, nor paralyse. */
    @Test
    void withGridChess() { Popeye.corpusMatches("BEISPIEL-madrasi-02", "BEISPIEL-madrasi-05"); }

    /** With MarsCirce, paralysis is observation from the rebirth square (Popeye's .out: Ba7 paralyses Bc5 from f8). */
    @Test
    void withMarsCirce() { Popeye.corpusMatches("REGRESSIONS-4_63_to_4_65-83"); }
}
