package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * HalfInChess, AllInChess, MainlyInChess: a side moves the other side's units (or either side's).
 * Expected lines: py 4.104 on the positions below, and the corpus .out files.
 */
class InChessTest {
    @Test
    void corpus() {
        Popeye.corpusMatches("EXAMPLES-all_in_chess-01", "EXAMPLES-all_in_chess-02", "EXAMPLES-all_in_chess-03",
                "EXAMPLES-all_in_chess-04", "EXAMPLES-all_in_chess-07", "EXAMPLES-all_in_chess-08",
                "EXAMPLES-all_in_chess-10", "EXAMPLES-all_in_chess-11");
    }

    /** White moves only Black's units: the pawn promotes to a black piece, =S would check White's king. */
    @Test
    void halfInChessMovesTheOtherSidesUnits() {
        String text = "begin\npieces white ke2 pb7 black kh8 pg2\nstipulation ~1\ncondition halfinchess\nend\n";
        assertEquals(Popeye.py("""
                1.g2-g1=Q !
                1.g2-g1=R !
                1.g2-g1=B !
                1.Kh8-g7 !
                1.Kh8-h7 !
                1.Kh8-g8 !
                """), Popeye.lines(text));
    }

    /** A king is never taken: Black may not move the black bishop onto White's king. */
    @Test
    void halfInChessTakesNoKing() {
        String text = "begin\npieces white ke3 pe2 black kc4 bd1e1 pg3\nstipulation h~1\ncondition halfinchess\nend\n";
        assertEquals(Popeye.py("""
                1.Ke3-d2 + Be1-f2
                """), Popeye.lines(text).stream().filter(l -> l.startsWith("1.Ke3-d2") || l.startsWith("1.Ke3-f2")).toList());
    }

    /** After Black's Rb2-b3 (White's rook), White may move it on but not back to b2. */
    @Test
    void allInChessTakesNoMoveBack() {
        String text = "begin\npieces white kc1 rb2 black kh8 pg7\nstipulation h~1\ncondition allinchess\nend\n";
        assertEquals(Popeye.py("""
                1.Rb2-b3 Kc1-d2
                1.Rb2-b3 Kc1-b2
                1.Rb2-b3 Kc1-b1
                1.Rb2-b3 Kc1-c2
                1.Rb2-b3 Kc1-d1
                1.Rb2-b3 Rb3-b1
                1.Rb2-b3 Rb3-a3
                1.Rb2-b3 Rb3-b8 +
                1.Rb2-b3 Rb3-b7
                1.Rb2-b3 Rb3-b6
                1.Rb2-b3 Rb3-b5
                1.Rb2-b3 Rb3-b4
                1.Rb2-b3 Rb3-h3 +
                1.Rb2-b3 Rb3-g3
                1.Rb2-b3 Rb3-f3
                1.Rb2-b3 Rb3-e3
                1.Rb2-b3 Rb3-d3
                1.Rb2-b3 Rb3-c3
                1.Rb2-b3 g7-g5
                1.Rb2-b3 g7-g6
                1.Rb2-b3 Kh8-h7
                1.Rb2-b3 Kh8-g8
                """), Popeye.lines(text).stream().filter(l -> l.startsWith("1.Rb2-b3 ")).toList());
    }

    /** After Black's Rb2-b3, White may not move that rook again at once. */
    @Test
    void mainlyInChessMovesAnotherUnit() {
        String text = "begin\npieces white kc1 rb2 black kh8 pg7\nstipulation h~1\ncondition mainlyinchess\nend\n";
        assertEquals(Popeye.py("""
                1.Rb2-b3 Kc1-d2
                1.Rb2-b3 Kc1-b2
                1.Rb2-b3 Kc1-b1
                1.Rb2-b3 Kc1-c2
                1.Rb2-b3 Kc1-d1
                1.Rb2-b3 g7-g5
                1.Rb2-b3 g7-g6
                1.Rb2-b3 Kh8-h7
                1.Rb2-b3 Kh8-g8
                """), Popeye.lines(text).stream().filter(l -> l.startsWith("1.Rb2-b3 ")).toList());
    }
}
