package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MasandGeneralised: every unit of the mover that observes the checked king recolours what it
 * observes. Expectations from Popeye 4.104: py's run on a position of our own (its lines pasted,
 * sorted) and the corpus problem's .out.
 */
class MasandGeneralisedTest {
    /** A knight's move uncovers the rook's check: both recolour what they observe (py). */
    @Test
    void everyCheckingUnitRecolours() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kh2 rd1 sd3 pa3 black kd5 bf1 sa1 pc6
                stipulation ~1
                condition masandgeneralised
                end
                """);
        assertEquals(List.of(
                "1.Kh2-g1 !", "1.Kh2-g3 !", "1.Kh2-h1 !", "1.Rd1*a1 !", "1.Rd1*f1 !", "1.Rd1-b1 !",
                "1.Rd1-c1 !", "1.Rd1-d2 !", "1.Rd1-e1 !", "1.Sd3-b2[a1=w][f1=w] + !",
                "1.Sd3-b4[a1=w][f1=w][c6=w] + !", "1.Sd3-c1[c1=b][f1=w] + !", "1.Sd3-c5[a1=w][f1=w] + !",
                "1.Sd3-e1[a1=w][e1=b] + !", "1.Sd3-e5[a1=w][f1=w] + !", "1.Sd3-f2[a1=w][f1=w] + !",
                "1.Sd3-f4[a1=w][f1=w] + !", "1.a3-a4 !"
                ), lines);
    }

    /** A unit observed by two checking units changes colour once (corpus .out). */
    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("TESTS-masand-01");
    }
}
