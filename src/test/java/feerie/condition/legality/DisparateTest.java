package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Disparate: the kind of unit the opponent has just moved is paralysed. */
class DisparateTest {
    @Test
    void disparate() { Popeye.corpusMatches("EXAMPLES-disparate-02"); }

    /**
     * Castling is the king's move: no 0-0-0 after the black king's 1.Kh1-g1, though in the set
     * play, before any move, it mates (py 4.104; fuzz seed 17-265).
     */
    @Test
    void noCastlingAfterTheOpponentsKingMove() {
        String text = "begin\npieces white Ke1 Ra1 black Kh1 Pe3\nstipulation h#1\ncondition Disparate\noption SetPlay\nend\n";
        assertEquals(Popeye.py("""
                1...0-0-0 #
                1...Ke1-e2 #
                1.e3-e2 Ke1*e2 #
                """), Popeye.lines(text));
    }
}
