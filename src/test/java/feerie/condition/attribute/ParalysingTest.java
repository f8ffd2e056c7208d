package feerie.condition.attribute;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Paralysing attribute: positions of our own solved by py 4.104, and corpus problems against Popeye's output. */
class ParalysingTest {
    private static final Path CONDITION_FREE = Path.of("..", "shared", "corpus", "popeye");

    @Test
    void aParalysingUnitParalysesTheEnemyUnitsItObserves() {
        // py: the knight b1, observed by the paralysing rook, has no move
        assertLines("begin pieces white kh1 sb1 pc2 black ka8 black paralysing rb8 stipulation ~1 end",
                "1.Kh1-g2 !", "1.Kh1-g1 !", "1.Kh1-h2 !", "1.c2-c4 !", "1.c2-c3 !");
        // py: a king observed by it is paralysed too; nothing else moves
        assertLines("begin pieces white kh1 black ka8 black paralysing rh8 stipulation ~1 end");
    }

    @Test
    void itNeitherChecksNorCaptures() {
        // py: the king may step onto the rook's line; no "+"
        assertLines("begin pieces white kh1 black ka8 black paralysing rg8 stipulation ~1 end",
                "1.Kh1-g2 !", "1.Kh1-g1 !", "1.Kh1-h2 !");
        // py: no pRb1*b4
        assertLines("begin pieces white ka1 white paralysing rb1 black kh8 sb4 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.pRb1-b3 !", "1.pRb1-b2 !", "1.pRb1-h1 !", "1.pRb1-g1 !", "1.pRb1-f1 !",
                "1.pRb1-e1 !", "1.pRb1-d1 !", "1.pRb1-c1 !");
    }

    @Test
    void aSideWhoseMovesAreAllParalysedIsStalematedNotMated() {
        // py: 1.Ra8 would mate, but every black move is a paralysed unit's: no mate...
        assertLines("begin pieces white ka1 ra2 white paralysing sf7 rg1 rh1 black kh8 pg7 ph7 stipulation #1 end");
        // ...but stalemate, in check or not; the knight's moves and the captures on g7, h7 free the king or are none
        assertLines("begin pieces white ka1 ra2 white paralysing sf7 rg1 rh1 black kh8 pg7 ph7 stipulation =1 end",
                "1.Ka1-b2 = !", "1.Ka1-b1 = !", "1.pRg1-g6 = !", "1.pRg1-g5 = !", "1.pRg1-g4 = !", "1.pRg1-g3 = !",
                "1.pRg1-g2 = !", "1.pRh1-h6 = !", "1.pRh1-h5 = !", "1.pRh1-h4 = !", "1.pRh1-h3 = !", "1.pRh1-h2 = !",
                "1.Ra2-a8 = !", "1.Ra2-a7 = !", "1.Ra2-a6 = !", "1.Ra2-a5 = !", "1.Ra2-a4 = !", "1.Ra2-a3 = !",
                "1.Ra2-f2 = !", "1.Ra2-e2 = !", "1.Ra2-d2 = !", "1.Ra2-c2 = !", "1.Ra2-b2 = !");
    }

    @Test
    void corpusProblems() {
        assertMatchesPopeye(CONDITION_FREE, "BEISPIEL-paralys-02");
        assertMatchesPopeye(CONDITION_FREE, "BEISPIEL-paralys-03");
        assertMatchesPopeye("BEISPIEL-paralys-01");
        assertMatchesPopeye("BEISPIEL-paralys-05");
        assertMatchesPopeye("BEISPIEL-cirsquar-07");
        // a paralysed unit supports no one under Patrouille
        assertMatchesPopeye("REGRESSIONS-4_61_to_4_63-31");
        // LostPieces with a paralysing king: the castling tried as an escape
        assertMatchesPopeye("EXAMPLES-lostpieces-05");
    }
}
