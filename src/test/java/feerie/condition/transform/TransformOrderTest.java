package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;

import org.junit.jupiter.api.Test;

/**
 * Transform conditions combined with others, where the order in which they act decides (Popeye's
 * order of move effects), and rules they share with the rest of the game: corpus problems compared
 * with Popeye 4.104's .out (skipped when the corpus is absent).
 */
class TransformOrderTest {
    /**
     * A pawn's double step into a wormhole is still taken en passant where the pawn went on to
     * (a royal pawn so exposed is in check); a wormhole transfer comes before a Circe rebirth; a
     * king or rook arriving on its home square through a wormhole may castle.
     */
    @Test
    void wormholes() {
        assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-14", "REGRESSIONS-4_63_to_4_65-15", "REGRESSIONS-4_63_to_4_65-21",
                "REGRESSIONS-4_63_to_4_65-22", "TESTS-wurmloch-05", "TESTS-wurmloch-07", "TESTS-wurmloch-11");
    }

    /**
     * A super-transmuting king in check with no transmuting move leaves its side no move (mate);
     * an imitator judges the moves the king makes with another walk too (no internal error).
     */
    @Test
    void superTransmutingKing() {
        assertMatchesPopeye("REGRESSIONS-4_69_to_4_71-15", "REGRESSIONS-4_69_to_4_71-16");
    }
}
