package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** ChecklessChess: a check must mate (corpus: Popeye's outputs; with Circe, NoCapture and Maximummer as the problems combine them). */
class ChecklessChessTest {
    @Test
    void aCheckThatDoesNotMateIsNoMove() { Popeye.corpusMatches("BEISPIEL-exklohne-23", "BEISPIEL-exklohne-26", "BEISPIEL-exklohne-28"); }

    @Test
    void withCirce() { Popeye.corpusMatches("BEISPIEL-exklohne-37", "BEISPIEL-exklohne-71"); }

    @Test
    void withNoCapture() { Popeye.corpusMatches("BEISPIEL-exklohne-39", "BEISPIEL-exklohne-49"); }
}
