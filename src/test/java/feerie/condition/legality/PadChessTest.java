package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** PADChess: a unit's second capture removes it ({@code [-wBd5]}); Strict and RexInclusive (Popeye's .out). */
class PadChessTest {
    @Test
    void secondCaptureRemovesTheCapturer() { Popeye.corpusMatches("EXAMPLES-pad-01"); }

    @Test
    void aKingThatHasCapturedNeitherCapturesNorChecks() { Popeye.corpusMatches("EXAMPLES-pad-02", "EXAMPLES-pad-04"); }

    @Test
    void strict() { Popeye.corpusMatches("EXAMPLES-pad-05"); }
}
