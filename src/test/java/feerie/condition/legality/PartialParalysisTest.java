package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * PartialParalysis: a unit observed by an enemy walk loses the moves of that walk. Expected lines:
 * py 4.104 on the positions below, and the corpus .out.
 */
class PartialParalysisTest {
    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-partialparalysis-01"); }

    /** The queen on d4, observed by the rook on d7, keeps only its bishop's moves. */
    @Test
    void theQueenLosesTheRooksMoves() {
        String text = "begin\npieces white kc1 qd4 pb2 black kh7 rd7 bb4\nstipulation ~1\ncondition partialparalysis\nend\n";
        assertEquals(Popeye.py("""
                1.Kc1-d2 !
                1.Kc1-b1 !
                1.Kc1-c2 !
                1.Kc1-d1 !
                1.b2-b3 !
                1.Qd4-c3 !
                1.Qd4-g1 !
                1.Qd4-f2 !
                1.Qd4-e3 !
                1.Qd4-h8 !
                1.Qd4-g7 !
                1.Qd4-f6 !
                1.Qd4-e5 !
                1.Qd4-a7 !
                1.Qd4-b6 !
                1.Qd4-c5 !
                """), Popeye.lines(text));
    }

    /** A neutral queen observes the rook for Black and takes all its moves; the king's stay. */
    @Test
    void aNeutralQueenParalysesTheRook() {
        String text = "begin\npieces white ka1 rd4 black kh7 bd7 neutral qf6\nstipulation ~1\ncondition partialparalysis\nend\n";
        assertEquals(Popeye.py("""
                1.Ka1-b2 !
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.nQf6-e5 !
                1.nQf6-h4 + !
                1.nQf6-g5 !
                1.nQf6-h8 !
                1.nQf6-g7 !
                1.nQf6-d8 !
                1.nQf6-e7 + !
                1.nQf6-f2 !
                1.nQf6-f3 !
                1.nQf6-f4 !
                1.nQf6-f5 !
                1.nQf6-b6 !
                1.nQf6-c6 !
                1.nQf6-d6 !
                1.nQf6-e6 !
                1.nQf6-f8 !
                1.nQf6-f7 + !
                1.nQf6-h6 !
                1.nQf6-g6 !
                """), Popeye.lines(text));
    }
}
