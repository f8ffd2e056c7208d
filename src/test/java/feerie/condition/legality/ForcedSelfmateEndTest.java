package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/**
 * A selfmate's defender that must reach the goal with every move (BlackMaximummer: its one longest
 * move mates, under ChecklessChess a legal check is a mate) ends the play there: Popeye shows it in
 * the set play ("1...Tc1-c8 #").
 */
class ForcedSelfmateEndTest {
    @Test
    void setPlay() {
        Popeye.corpusMatches("BEISPIEL-exklohne-48", "BEISPIEL-exklohne-38", "BEISPIEL-exklohne-46", "BEISPIEL-elephant-01");
    }
}
