package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
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

    /**
     * Under AnnanChess a unit observes with the walk of the unit behind it, for every condition
     * that asks observation by the movements: Madrasi, Patrouille, ShieldedKings, SuperGuards,
     * EiffelChess, BiWoozles, TransmutedKings (the king takes the borrowed walk).
     */
    @Test
    void annanWalksInOtherConditions() {
        assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-71", "REGRESSIONS-4_63_to_4_65-73", "REGRESSIONS-4_63_to_4_65-78",
                "REGRESSIONS-4_63_to_4_65-79", "REGRESSIONS-4_63_to_4_65-80", "REGRESSIONS-4_63_to_4_65-82",
                "REGRESSIONS-4_63_to_4_65-84");
    }

    /** py 4.104: Madrasi listed before AnnanChess: the pawn c7, a knight by Annan, still paralyses Sd5. */
    @Test
    void annanBeforeMadrasiWhateverTheOrder() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Rf2-a2 !", "1.Rf2-b2 !", "1.Rf2-c2 !",
                "1.Rf2-d2 !", "1.Rf2-e2 !", "1.Rf2-f1 !", "1.Rf2-f3 !", "1.Rf2-f4 !", "1.Rf2-f5 !", "1.Rf2-f6 !",
                "1.Rf2-f7 !", "1.Rf2-f8 + !", "1.Rf2-g2 !", "1.Rf2-h2 !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 sd5 rf2 black kh8 sc8 pc7 rb4
                stip ~1
                condition madrasi annan
                end
                """));
    }

    /**
     * Popeye's order of move effects, whatever the problem's: AntiCirce sends the capturer home
     * before Andernach's or Volage's change acts on it where it went, and before a Circe rebirth;
     * a unit reborn on a square of the other colour than the one it came from changes sides
     * under Volage.
     */
    @Test
    void antiCirceThenColourChangesThenCirce() {
        assertMatchesPopeye("REGRESSIONS-4_61_to_4_63-12", "TESTS-anticirce-17", "REGRESSIONS-4_69_to_4_71-19",
                "REGRESSIONS-4_83_to_4_85-09");
    }

    /** py 4.104: Volage listed before Circe or after it: the pawn reborn on b7 (b4 is dark) turns white. */
    @Test
    void volageRebornUnitChangesSides() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Rb1*b4=b[+bPb7=w] !", "1.Rb1-b2=b !",
                "1.Rb1-b3 !", "1.Rb1-d1 !", "1.Rb1-f1 !");
        for (String conditions : List.of("volage circe", "circe volage")) {
            assertEquals(expected, lines("""
                    begin
                    pieces white kh1 rb1 black kh8 pb4
                    stip ~1
                    condition %s
                    end
                    """.formatted(conditions)), conditions);
        }
    }

    /**
     * Breton: under PY a neutral unit may be the one that goes; under the original definition a
     * capturing pawn that is the unit to go goes unpromoted ({@code b7*c8[-wPc8]}). Tibet's change
     * of the capturer comes before a Circe rebirth ({@code Tc1*c6=w[+wSb1]}).
     */
    @Test
    void bretonVariantsAndTibetBeforeCirce() {
        assertMatchesPopeye("REGRESSIONS-4_87_to_4_89-02", "REGRESSIONS-4_87_to_4_89-03", "BEISPIEL-transmut-03");
    }

    /** A unit an effect turns into a rook in a corner of its first rank may castle (Influencer: Qa8 becomes a rook). */
    @Test
    void rookByAnEffectMayCastle() {
        assertMatchesPopeye("REGRESSIONS-4_85_to_4_87-01");
    }

    /** Take&MakeChess: a neutral pawn takes and makes too, and promotes to a neutral unit ({@code nPf7*e8-a8=nB}). */
    @Test
    void takeAndMakeByANeutralPawn() {
        assertMatchesPopeye("REGRESSIONS-4_51_to_4_53-35");
    }
}
