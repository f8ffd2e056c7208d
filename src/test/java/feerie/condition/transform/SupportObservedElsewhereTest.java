package feerie.condition.transform;

import org.junit.jupiter.api.Test;

/**
 * Patrouille's support and ProvocationChess's provocation are asked of observation as the other
 * conditions shape it, as Popeye's general observation does: a PlusChess unit on a centre square
 * supports from the other centre squares, a PhantomChess unit from its rebirth square, an
 * AnnanChess unit with the walk of the unit behind it. Expectations: the corpus problems' .out
 * (Popeye 4.104).
 */
class SupportObservedElsewhereTest {
    @Test
    void plusChessSupportsFromAnotherCentreSquare() {
        // Be4 supports Sf7 as if from d5: 1.Sf7*h6 x
        PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-35", "REGRESSIONS-4_63_to_4_65-44");
    }

    @Test
    void phantomSupportsFromTheRebirthSquare() {
        // Ba4 supports Sh3 from f1 (and Sa3 from g1): 1.Sh3-b1*c3 x
        PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-37");
    }

    @Test
    void annanProvokesWithTheWalkBehind() {
        // Pe7 below Se8 observes d5 as a knight: 1.Sd5*e7 x
        PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-77");
    }
}
