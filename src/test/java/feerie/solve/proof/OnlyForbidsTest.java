package feerie.solve.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.condition.Condition;
import feerie.condition.legality.ChecklessChess;
import feerie.condition.legality.KoeKo;
import feerie.position.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which conditions keep the proof-game bound because they only forbid orthodox moves. It is
 * decided by which hooks a condition overrides, read by reflection; the defaults live in
 * Condition and in the interfaces it extends (ConditionSetUp), and a default there is no
 * override: when the split of Condition moved proofFreedoms, every condition looked as if it
 * declared it and three proof games of the corpus lost their bound.
 */
class OnlyForbidsTest {
    @Test
    void conditionsThatOnlyForbidMovesKeepTheBound() {
        assertTrue(ProofGame.onlyForbids(new KoeKo()));
        assertTrue(ProofGame.onlyForbids(new ChecklessChess()));
        assertEquals(0, ProofGame.freedoms(List.of(new KoeKo(), new ChecklessChess())));
    }

    @Test
    void aConditionActingOnTheBoardDropsIt() {
        Condition acts = new Condition() {
            @Override public String name() { return "acts"; }
            @Override public void afterMove(Position p, int move) {}
        };
        assertFalse(ProofGame.onlyForbids(acts));
        assertEquals(-1, ProofGame.freedoms(List.of(new KoeKo(), acts)));
    }

    @Test
    void aConditionDeclaringItsFreedomsIsTakenAtItsWord() {
        Condition declares = new Condition() {
            @Override public String name() { return "declares"; }
            @Override public int proofFreedoms() { return FREEDOM_UNITS_VANISH; }
        };
        assertEquals(Condition.FREEDOM_UNITS_VANISH, ProofGame.freedoms(List.of(declares, new KoeKo())));
    }
}
