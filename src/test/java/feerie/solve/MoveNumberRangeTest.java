package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Popeye's rule for StartMoveNumber and UpToMoveNumber, the cases taken from its outputs:
 * REGRESSIONS/4_93_to_4_95-01 ("start 1:1 upto 2:40": first moves 1 and 2, under each the second
 * moves 1 to 8, all there are), REGRESSIONS/4_89_to_4_91-24 ("start 2:3:10:4:23:1:1 upto
 * 2:3:10:4:23:1:40": one move at each of six levels, then the seventh level's moves 1 to 9) and
 * BEISPIEL/sford-34's "start 2" (first move 1 left out).
 */
class MoveNumberRangeTest {
    @Test
    void startAndUpToBoundTheFirstMovesAndTheSecondMoves() {
        MoveNumberRange range = MoveNumberRange.of("1:1", "2:40");
        assertEquals(2, range.depth());
        assertTrue(range.deep());
        assertFalse(range.skipsFirst(1));
        assertFalse(range.skipsFirst(2));
        assertTrue(range.skipsFirst(3));
        for (int n = 1; n <= 8; n++) {
            assertFalse(range.skips(new int[] {1, n}, 1));
            assertFalse(range.skips(new int[] {2, n}, 1));
        }
        assertTrue(range.shows(0));
        assertTrue(range.shows(1));
        // the third move is played (the solutions follow) but its number is not written
        assertFalse(range.shows(2));
        assertFalse(range.skips(new int[] {1, 1, 5}, 2));
    }

    @Test
    void aSingleLineOfMovesThenAllMovesOfTheLastLevelUpToTheBound() {
        MoveNumberRange range = MoveNumberRange.of("2:3:10:4:23:1:1", "2:3:10:4:23:1:40");
        int[] path = {2, 3, 10, 4, 23, 1, 1};
        for (int level = 0; level < path.length; level++) {
            assertTrue(range.shows(level));
            assertFalse(range.skips(path, level));
        }
        assertTrue(range.skips(new int[] {1}, 0));
        assertTrue(range.skips(new int[] {2, 4}, 1));
        assertFalse(range.skips(new int[] {2, 3, 10, 4, 23, 1, 9}, 6));
        assertTrue(range.skips(new int[] {2, 3, 10, 4, 23, 1, 41}, 6));
    }

    @Test
    void aPlainStartLeavesOutTheFirstMovesBelowIt() {
        MoveNumberRange range = MoveNumberRange.of("2", null);
        assertFalse(range.deep());
        assertTrue(range.skipsFirst(1));
        assertFalse(range.skipsFirst(2));
        assertFalse(range.skipsFirst(1000));
        assertFalse(range.shows(1));
    }

    @Test
    void oncePastTheStartOfALevelTheLevelsBelowAreNotBounded() {
        // the rule that lets "start 1:3" go on with every second move after the first move 1
        MoveNumberRange range = MoveNumberRange.of("1:3", null);
        assertTrue(range.skips(new int[] {1, 2}, 1));
        assertFalse(range.skips(new int[] {1, 3}, 1));
        assertFalse(range.skips(new int[] {2, 1}, 1));
    }

    @Test
    void noBoundsLeaveOutNothing() {
        assertFalse(MoveNumberRange.NONE.skipsFirst(1));
        assertEquals(0, MoveNumberRange.NONE.depth());
    }

    @Test
    void levelsPinnedToOneMove() {
        // "start 2:3:1:1 upto 2:3:1:40" plays the moves 2, then 3, then 1 only; below them all
        assertEquals(3, MoveNumberRange.of("2:3:1:1", "2:3:1:40").pinnedLevels());
        assertEquals(7, MoveNumberRange.of("2:8:14:3:13:5:7", "2:8:14:3:13:5:7").pinnedLevels());
        assertEquals(0, MoveNumberRange.of("1:1", null).pinnedLevels());
        assertEquals(0, MoveNumberRange.NONE.pinnedLevels());
    }
}
