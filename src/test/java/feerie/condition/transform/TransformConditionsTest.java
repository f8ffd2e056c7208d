package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The transform family against Popeye: each condition's problems of the shared corpus, compared
 * with Popeye 4.104's own output (the .out next to each, read at test time; skipped when the
 * corpus is absent), and positions of our own with the output of a run of Popeye's {@code py}
 * pasted in.
 */
class TransformConditionsTest {
    @Test
    void andernach() {
        // 13: a threat move is known by its squares (the pawn's d2-d4 is the queen's after Dc1*d2=w)
        assertMatchesPopeye("BEISPIEL-andrnach-01", "BEISPIEL-andrnach-02", "BEISPIEL-andrnach-13", "BEISPIEL-andrnach-17");
    }

    @Test
    void annanAndNanna() {
        assertMatchesPopeye("BEISPIEL-annan-01", "BEISPIEL-annan-03", "EXAMPLES-annan-01", "REGRESSIONS-4_61_to_4_63-24");
    }

    @Test
    void takeAndMake() {
        // sford-06: Sh3*g5-g6; takemake-13 and -14: promotions in the make
        assertMatchesPopeye("BEISPIEL-sford-06", "BEISPIEL-takemake-01", "BEISPIEL-takemake-13", "BEISPIEL-takemake-14",
                "EXAMPLES-takemake-03");
    }

    @Test
    void makeAndTake() {
        // maketake-05: no make through the pawn's own first rank
        assertMatchesPopeye("EXAMPLES-maketake-01", "EXAMPLES-maketake-06", "EXAMPLES-maketake-07", "TESTS-maketake-05");
    }

    /** Make&Take, a position of our own: White's moves, as py 4.104 lists them for ~1. */
    @Test
    void makeAndTakeMovesAsPopeyeListsThem() {
        List<String> expected = List.of("1.Kb4*a2 !", "1.Kb4-a3 !", "1.Kb4-b3 !", "1.Ra4*a2 + !", "1.Ra4-a3 !",
                "1.Ra4-a5 !", "1.Ra4-a6 !", "1.Ra4-a7 !", "1.Ra4-a8 !", "1.b2-b3 !");
        assertEquals(expected.stream().sorted().toList(), lines("""
                begin
                pieces white kb4 ra4 pb2c5 black ka1 rb1 be8 pa2f7
                stipulation ~1
                condition make&take
                end
                """));
    }

    @Test
    void wormholes() {
        // -15 and -66: the target goal is reached through the wormhole
        assertMatchesPopeye("BEISPIEL-wurmloch-02", "TESTS-wurmloch-15", "REGRESSIONS-4_63_to_4_65-66");
    }

    @Test
    void ghostAndHauntedChess() {
        assertMatchesPopeye("EXAMPLES-ghostchess-02", "EXAMPLES-ghostchess-20", "EXAMPLES-hauntedchess-01");
    }

    @Test
    void einstein() {
        assertMatchesPopeye("BEISPIEL-einstein-01", "BEISPIEL-einstein-02", "BEISPIEL-einstein-04");
    }

    @Test
    void masand() {
        assertMatchesPopeye("BEISPIEL-masand-01", "BEISPIEL-masand-03", "BEISPIEL-masand-04");
    }

    @Test
    void messigny() {
        assertMatchesPopeye("BEISPIEL-messigny-02", "BEISPIEL-messigny-04");
    }

    @Test
    void singleBoxType1() {
        // sbtype1-02: a pawn whose capture of the king could promote to nothing does not check
        assertMatchesPopeye("BEISPIEL-sbtype1-01", "BEISPIEL-sbtype1-02", "EXAMPLES-sbtype1-03");
    }

    @Test
    void lortap() {
        assertMatchesPopeye("EXAMPLES-lortap-01", "EXAMPLES-lortap-02", "EXAMPLES-lortap-04");
    }

    @Test
    void frankfurt() {
        // frankfurt-05: a capturing king becomes a royal unit of the captured walk (Kd4*e5=rP)
        assertMatchesPopeye("EXAMPLES-frankfurt-04", "EXAMPLES-frankfurt-05", "EXAMPLES-frankfurt-11");
    }

    @Test
    void bicolores() {
        assertMatchesPopeye("BEISPIEL-bicol-01", "BEISPIEL-bicol-02", "BEISPIEL-bicol-03");
    }

    @Test
    void transmutedKings() {
        assertMatchesPopeye("BEISPIEL-transmut-02", "BEISPIEL-transmut-05");
    }
}
