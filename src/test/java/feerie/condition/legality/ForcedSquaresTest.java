package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/**
 * Black-/White(Consequent)ForcedSquare. The Consequent form is Popeye's Ultra mummer: in the mate
 * test an escape off the forced squares counts only if no move at all reaches one (BEISPIEL-zwangsfeld-02:
 * "Rc8-d8 #" with the king's only forced move, to e8, illegal).
 */
class ForcedSquaresTest {
    @Test
    void consequent() { Popeye.corpusMatches("BEISPIEL-zwangsfeld-02"); }

    /** Ultra Maximummer in the mate test (with Sentinelles PionAdvers and SuperCirce): "Qe1-e8 #". */
    @Test
    void ultraMummerMateTest() { Popeye.corpusMatches("REGRESSIONS-4_59_to_4_61-05"); }
}
