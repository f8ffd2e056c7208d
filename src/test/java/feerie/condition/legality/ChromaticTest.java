package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** MonochromChess and BichromChess: moves and observations keep (change) the square's colour. */
class ChromaticTest {
    /** Popeye's corpus outputs; 4_63_to_4_65-29: no castling on the queen's side under MonochromChess. */
    @Test
    void monochrom() { Popeye.corpusMatches("BEISPIEL-monochrom-01", "REGRESSIONS-4_63_to_4_65-29"); }

    /** BichromChess, alone and together with MonochromChess. */
    @Test
    void bichrom() { Popeye.corpusMatches("BEISPIEL-monochrom-02", "REGRESSIONS-4_79_to_4_81-06"); }
}
