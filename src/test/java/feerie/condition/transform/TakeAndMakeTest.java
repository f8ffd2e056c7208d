package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Take&Make's rules, against Popeye 4.104 (corpus .out files, and py runs pasted in). */
class TakeAndMakeTest {
    /**
     * The make is found on the board after the take alone: under Circe the captured bishop is
     * reborn on f8 only after the whole move, so the make may still go to f8 (and then there is
     * no rebirth). py 4.104 on a position of our own (the line 2.Th1*h4-d8 of
     * BEISPIEL-takemake-15 b), with WhiteMaximummer, turns on it).
     */
    @Test
    void makeToTheRebirthSquareOfTheTakenUnit() {
        assertEquals(List.of(
                "1.0-0 !", "1.Ke1-d1 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ke1-f2 !",
                "1.Rh1*h6-c1[+bBf8] !", "1.Rh1*h6-d2[+bBf8] !", "1.Rh1*h6-e3[+bBf8] + !",
                "1.Rh1*h6-f4[+bBf8] !", "1.Rh1*h6-f8 !", "1.Rh1*h6-g5[+bBf8] !", "1.Rh1*h6-g7[+bBf8] !",
                "1.Rh1-f1 !", "1.Rh1-g1 !", "1.Rh1-h2 !", "1.Rh1-h3 + !", "1.Rh1-h4 !", "1.Rh1-h5 !"),
                lines("""
                        begin
                        pieces white ke1 rh1 black kb3 bh6
                        stipulation ~1
                        condition take circe
                        end
                        """));
        assertMatchesPopeye("BEISPIEL-takemake-15");
    }
}
