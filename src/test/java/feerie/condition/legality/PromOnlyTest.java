package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** PromOnly: pawns promote only to the listed pieces, in Popeye's order of pieces. */
class PromOnlyTest {
    /** Popeye's corpus outputs (German codes, with Maximummer, ChecklessChess, UltraSchachZwang). */
    @Test
    void corpus() {
        Popeye.corpusMatches("BEISPIEL-pieces-04", "BEISPIEL-promonly-02", "BEISPIEL-usz-05", "REGRESSIONS-4_85_to_4_87-03");
    }

    /** A grasshopper not in the diagram; knight before bishop whatever the order written. Expected: py 4.104. */
    @Test
    void listedPieces() {
        String text = "begin\npieces white ka1 pg7 black ka8\nstip ~1\ncond promonly b g s\nopt nobk\nend\n";
        assertEquals(Popeye.py("""
                1.Ka1-b2 !
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.g7-g8=S !
                1.g7-g8=B !
                1.g7-g8=G !
                """), Popeye.lines(text));
    }
}
