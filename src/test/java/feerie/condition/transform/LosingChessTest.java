package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LosingChess: no check, captures compulsory, kings captured and promoted to. Expectations from
 * Popeye 4.104: py's runs on positions of our own (their lines pasted, sorted) and the corpus
 * problem's .out.
 */
class LosingChessTest {
    /** The capture of the king is compulsory, and it promotes to a king among the rest (py). */
    @Test
    void captureCompulsoryKingCapturedAndPromotedTo() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white pd7 ke1 qh5 black kc8 sa2 pb3
                stipulation ~1
                condition losingchess
                end
                """);
        assertEquals(List.of("1.d7*c8=B !", "1.d7*c8=K !", "1.d7*c8=Q !", "1.d7*c8=R !", "1.d7*c8=S !"), lines);
    }

    /** Without a capture every move is allowed; nothing is check (py). */
    @Test
    void noCheck() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white pd6 ke1 black kc8 sa2
                stipulation ~1
                condition losingchess
                end
                """);
        assertEquals(List.of("1.Ke1-d1 !", "1.Ke1-d2 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ke1-f2 !", "1.d6-d7 !"), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("BEISPIEL-schlagschach-01");
    }
}
