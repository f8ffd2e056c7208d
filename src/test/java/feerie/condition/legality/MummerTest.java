package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** Maximummer and Minimummer: the longest (shortest) moves by Popeye's length; the solvers' own move loops (selfmate's last move) must honour the selection too. */
class MummerTest {
    @Test
    void blackMaximummerInSelfmates() { Popeye.corpusMatches("BEISPIEL-exklohne-27", "BEISPIEL-exklohne-31", "BEISPIEL-elephant-02"); }

    @Test
    void whiteMaximummer() { Popeye.corpusMatches("TESTS-maxi-04", "BEISPIEL-exklohne-66"); }

    @Test
    void bothSidesAndMinimummer() { Popeye.corpusMatches("BEISPIEL-maxi-09", "BEISPIEL-duplex-05"); }

    /** Maximummer without a side: the defending side, White under HalfDuplex. */
    @Test
    void defendingSide() { Popeye.corpusMatches("BEISPIEL-maxi-11", "BEISPIEL-orphan-31"); }

    /** Ultra: the side checks only by its longest moves (Popeye's corpus; with MonochromChess). */
    @Test
    void ultra() { Popeye.corpusMatches("BEISPIEL-maxi-12", "REGRESSIONS-4_37_to_4_41-05"); }
}
