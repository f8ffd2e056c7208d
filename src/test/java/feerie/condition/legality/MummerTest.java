package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    /**
     * WhiteMaximummer with Duplex in direct play, a position of our own (py 4.104): in the second
     * half White defends as the maximummer: its longest move lets Black mate after almost any first move.
     */
    @Test
    void whiteMaximummerDefendsInDuplexSecondHalf() {
        assertEquals(Popeye.py("""
                1.Rb6-b1 # !
                1.Rb6-b3 !
                1.Rb6-b4 !
                1.Rb6-b5 !
                1.Rb6-b8 !
                1.Rb6-b7 !
                1.Rb6-e6 !
                1.Rb6-d6 !
                1.Rb6-c6 !
                1.Ra7*a1 # !
                1.Ra7-a2 !
                1.Ra7-a3 !
                1.Ra7-a4 !
                1.Ra7-a5 !
                1.Ra7-a6 !
                1.Ra7-h7 !
                1.Ra7-g7 !
                1.Ra7-f7 !
                1.Ra7-e7 !
                1.Ra7-d7 !
                1.Ra7-c7 !
                1.Ra7-b7 !
                1.Ka8-b7 !
                1.Ka8-b8 !
                """), Popeye.lines("""
                begin
                pieces white kh1 pg2h2 ba1 black ka8 ra7b6
                stipulation #2
                condition whitemaximummer
                option duplex
                end
                """));
    }
}
