package feerie.condition.circe;

import feerie.condition.ConditionCorpus;
import org.junit.jupiter.api.Test;

/** AntiCirce Clone (AntiCloneCirce): the capturer is reborn with the captured unit's walk, on that walk's square. */
class AntiCloneCirceTest {
    /** A king that captures becomes a royal unit of the captured walk ([sKe3->kLf8]); Popeye's .out. */
    @Test
    void royalCapturerInTheCorpus() {
        ConditionCorpus.assertMatchesPopeye("BEISPIEL-anticir-58");
    }

    /** Expected lines from py 4.104 on this position: a rook taking a knight is reborn as a knight on b1. */
    @Test
    void capturerTakesTheCapturedWalk() {
        ConditionCorpus.assertLines("""
                begin
                cond anticlonecirce
                pieces white kh1 rc1 pb2 black ka8 sc6 pa5 ra3 qd3
                stip ~1
                end
                """,
                "1.Rc1-a1 !", "1.Rc1-b1 !", "1.Rc1*c6[wRc6->Sb1] !", "1.Rc1-c5 !", "1.Rc1-c4 !", "1.Rc1-c3 !",
                "1.Rc1-c2 !", "1.Rc1-g1 !", "1.Rc1-f1 !", "1.Rc1-e1 !", "1.Rc1-d1 !", "1.Kh1-g2 !", "1.Kh1-g1 !",
                "1.Kh1-h2 !", "1.b2-b4 !", "1.b2-b3 !", "1.b2*a3[wPa3->Ra1] !");
    }

    /** py 4.104: a king taking a pawn becomes a royal pawn on the pawn's square ([bKd5->rPd7]). */
    @Test
    void kingBecomesARoyalPawn() {
        var lines = ConditionCorpus.solutionLines("""
                begin
                cond anticlonecirce
                pieces white kh1 pd5 sf5 black ke6 pa5
                stip h~1
                end
                """);
        org.junit.jupiter.api.Assertions.assertTrue(lines.contains("1.Ke6*d5[bKd5->rPd7] Sf5-d6"), lines.toString());
        org.junit.jupiter.api.Assertions.assertTrue(lines.contains("1.Ke6*f5[bKf5->rSg8] d5-d6"), lines.toString());
        org.junit.jupiter.api.Assertions.assertEquals(63, lines.size());
    }
}
