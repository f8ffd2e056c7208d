package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tibet and DoubleTibet: a capture of another kind changes the capturer's colour (lines from py 4.104). */
class TibetTest {
    private static List<String> captures(String condition, boolean black) {
        return Popeye.lines("""
                begin
                pieces white ke1 rd1 sc3 pe3 black ke8 rd8 sd5
                stipulation ~1
                %s
                condition %s
                end
                """.formatted(black ? "option halfduplex" : "", condition)).stream().filter(l -> l.contains("*")).toList();
    }

    @Test
    void tibet() {
        assertEquals(Popeye.py("1.Sd5*c3 !\n1.Sd5*e3=w !"), captures("tibet", true));
        assertEquals(Popeye.py("1.Rd1*d5 !\n1.Sc3*d5 !"), captures("tibet", false));
    }

    @Test
    void doubleTibet() {
        assertEquals(Popeye.py("1.Sd5*c3 !\n1.Sd5*e3=w !"), captures("doubletibet", true));
        assertEquals(Popeye.py("1.Rd1*d5=b !\n1.Sc3*d5 !"), captures("doubletibet", false));
    }

    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-tibet-02", "BEISPIEL-tibet-03"); }
}
