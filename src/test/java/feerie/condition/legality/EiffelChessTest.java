package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** EiffelChess: paralysis along the cycle pawn, queen, rook, bishop, knight. */
class EiffelChessTest {
    @Test
    void eiffel() { Popeye.corpusMatches("BEISPIEL-eiffel-01", "BEISPIEL-eiffel-02", "BEISPIEL-eiffel-09"); }

    /**
     * A neutral unit is paralysed like any other, and paralyses for either side: the neutral queen
     * stands still under the neutral rook's eye, the white pawn under the neutral queen's (lines of
     * py 4.104 on this position).
     */
    @Test
    void neutralUnitsParalyseAndAreParalysed() {
        assertEquals(Popeye.py("""
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.nRd4-d2 !
                1.nRd4-d3 !
                1.nRd4*b4 !
                1.nRd4-c4 !
                1.nRd4-d8 + !
                1.nRd4-d7 !
                1.nRd4-d6 !
                1.nRd4-d5 !
                1.nRd4*f4 !
                1.nRd4-e4 !
                1.nBf4-c1 !
                1.nBf4-d2 !
                1.nBf4-e3 !
                1.nBf4-h2 !
                1.nBf4-g3 !
                1.nBf4-h6 !
                1.nBf4-g5 !
                1.nBf4-b8 !
                1.nBf4-c7 !
                1.nBf4-d6 !
                1.nBf4-e5 + !
                """), Popeye.lines("""
                begin
                pieces white ka1 pb2 black kh8 neutral qb4 rd4 bf4
                stipulation ~1
                condition eiffelchess
                end
                """));
    }
}
