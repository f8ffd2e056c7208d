package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** EiffelChess: paralysis along the cycle pawn, queen, rook, bishop, knight. */
class EiffelChessTest {
    @Test
    void eiffel() { Popeye.corpusMatches("BEISPIEL-eiffel-01", "BEISPIEL-eiffel-02", "BEISPIEL-eiffel-09"); }
}
