package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Conditions that transform kings and moves (KobulKings, SuperTransmutingKing ...) against
 * Popeye: corpus problems compared with Popeye 4.104's .out (skipped when the corpus is absent),
 * and positions of our own with the solution lines a run of Popeye's {@code py} printed.
 */
class KingTransformationsTest {
    @Test
    void kobulKings() {
        // 4_63_to_4_65-40: a captured neutral pawn turns the royal knight into a king
        assertMatchesPopeye("EXAMPLES-kobul-02", "EXAMPLES-kobul-04", "REGRESSIONS-4_63_to_4_65-40");
    }

    /** py 4.104: the black king becomes a royal rook, mated on e8. */
    @Test
    void kobulKingMatedAsARook() {
        assertEquals(List.of("1.Rd2*d8[e8=rR] # !"), lines("""
                begin
                pieces white kh1 qd1 rd2 sh7 black ke8 rd8 pe7 pf7 pa5
                stipulation #1
                condition kobul
                end
                """));
    }

    @Test
    void superTransmutingKing() {
        // supertra-01: a king checked by the third grasshopper of the list transmutes too
        assertMatchesPopeye("EXAMPLES-supertra-01", "EXAMPLES-supertra-04", "REGRESSIONS-4_61_to_4_63-20");
    }

    /** py 4.104: the king in check moves only as the rook, and nothing else moves. */
    @Test
    void superTransmutingKingMovesOnlyAsTheChecker() {
        List<String> expected = List.of("1.Kc1-a1=R !", "1.Kc1-b1=R !", "1.Kc1*c8=R + !", "1.Kc1-c7=R !", "1.Kc1-c6=R !",
                "1.Kc1-c5=R !", "1.Kc1-c4=R !", "1.Kc1-c3=R !", "1.Kc1-c2=R !", "1.Kc1-h1=R !", "1.Kc1-g1=R !",
                "1.Kc1-f1=R !", "1.Kc1-e1=R !", "1.Kc1-d1=R !");
        assertEquals(expected.stream().sorted().toList(), lines("""
                begin
                pieces white kc1 rg3 pa2 black kh8 rc8 bh5
                stipulation ~1
                condition whitesupertransmutingking
                end
                """));
    }

    @Test
    void oscillatingAndSwappingKings() {
        // osckings-01: TypeB for one side and both; swapking: TypeC for both sides
        assertMatchesPopeye("EXAMPLES-osckings-01", "EXAMPLES-osckings-02", "EXAMPLES-osckings-03", "EXAMPLES-swapking-02",
                "EXAMPLES-swapking-05");
    }

    /** py 4.104: after each white move the kings change places, the black king's square written first. */
    @Test
    void whiteOscillatingKingsTypeB() {
        List<String> expected = List.of("1.Rh1-a1[Ka8<->Kd4] !", "1.Rh1-b1[Ka8<->Kd4] !", "1.Rh1-c1[Ka8<->Kd4] !",
                "1.Rh1-d1[Ka8<->Kd4] + !", "1.Rh1-e1[Ka8<->Kd4] !", "1.Rh1-f1[Ka8<->Kd4] !", "1.Rh1-g1[Ka8<->Kd4] !",
                "1.Rh1-h8[Ka8<->Kd4] !", "1.Rh1-h7[Ka8<->Kd4] !", "1.Rh1-h6[Ka8<->Kd4] !", "1.Rh1-h5[Ka8<->Kd4] !",
                "1.Rh1-h4[Ka8<->Kd4] + !", "1.Rh1-h3[Ka8<->Kd4] !", "1.Rh1-h2[Ka8<->Kd4] !", "1.Kd4-c3[Ka8<->Kc3] !",
                "1.Kd4-e3[Ka8<->Ke3] !", "1.Kd4-e5[Ka8<->Ke5] !", "1.Kd4-c5[Ka8<->Kc5] !", "1.Kd4-d3[Ka8<->Kd3] !",
                "1.Kd4-c4[Ka8<->Kc4] !", "1.Kd4-d5[Ka8<->Kd5] !", "1.Kd4-e4[Ka8<->Ke4] !");
        assertEquals(expected.stream().sorted().toList(), lines("""
                begin
                pieces white kd4 rh1 black ka8 pb7
                stipulation ~1
                condition whiteoscillatingkings typeb
                end
                """));
    }

    @Test
    void royalDynasty() {
        // dynasty-01: promotion to a king; -04, -06: two kings in the diagram, neither royal
        assertMatchesPopeye("BEISPIEL-dynasty-01", "BEISPIEL-dynasty-04", "BEISPIEL-dynasty-06");
    }

    /** py 4.104: with two kings neither is royal, so they may go where the rook attacks. */
    @Test
    void royalDynastyTwoKingsMayBeAttacked() {
        assertEquals(List.of("1.Ka1-a2 !", "1.Ka1-b1 !", "1.Ka1-b2 !", "1.Kc1-b1 !", "1.Kc1-b2 !", "1.Kc1-c2 !", "1.Kc1-d1 !",
                "1.Kc1-d2 !"), lines("""
                begin
                pieces white ka1 kc1 black kh8 rb8
                stipulation ~1
                condition royaldynasty
                end
                """));
    }
}
