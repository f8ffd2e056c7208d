package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** MAFF and OWU: mate by the checked king's flights (lines from py 4.104 on an own position). */
class KingFlightsTest {
    private static List<String> solve(String condition) {
        return Popeye.lines("""
                begin
                pieces white kd6 ra1 sh6 rf7 black ke8 pb4
                stipulation #1
                condition %s
                end
                """.formatted(condition));
    }

    @Test
    void maff() {
        // exactly one flight: Kxf8 after Rf8, Kd8 after Re1
        assertEquals(Popeye.py("1.Rf7-f8 # !\n1.Ra1-e1 # !"), solve("maff"));
    }

    @Test
    void owu() {
        // no flight, one (illegal) capture: Kxf7
        assertEquals(Popeye.py("1.Ra1-a8 # !"), solve("owu"));
    }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-maff-01", "EXAMPLES-owu-01", "BEISPIEL-maff-05"); }
}
