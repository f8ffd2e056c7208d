package feerie.condition.legality;

import org.junit.jupiter.api.Test;

/** ExclusiveChess: a mating move is legal only as its side's only one. */
class ExclusiveChessTest {
    /** 1.Sf1-h2 would mate, but another move mates too: the key is 1.c6-c7. */
    @Test
    void twoMatesCancelEachOther() { Popeye.corpusMatches("BEISPIEL-exklohne-04", "BEISPIEL-exklohne-18"); }

    /** A promotion to a queen would give a second mate: the knight's promotion is the one left. */
    @Test
    void promotions() { Popeye.corpusMatches("BEISPIEL-exklohne-02", "BEISPIEL-exklohne-08"); }
}
