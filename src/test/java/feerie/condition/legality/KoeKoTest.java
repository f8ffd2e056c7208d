package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** KoeKo: the unit that moved must touch another (with Nei X: a leap of X away). */
class KoeKoTest {
    @Test
    void koeko() { Popeye.corpusMatches("BEISPIEL-castling-41", "BEISPIEL-legalsq-06", "BEISPIEL-ep-08"); }

    @Test
    void knightNeighbourhood() { Popeye.corpusMatches("EXAMPLES-koekonei-01"); }

    /** Camel contact: the rook must land a camel's leap from another unit. Expected: py 4.104. */
    @Test
    void camelNeighbourhood() {
        String text = "begin\npieces white ke1 rd4 black ke8 pd7\nstipulation ~1\ncondition koeko nei ca\nend\n";
        assertEquals(Popeye.py("""
                1.Rd4-c4 !
                1.Rd4-d5 !
                1.Rd4-f4 !
                1.Rd4-e4 !
                """), Popeye.lines(text));
    }

    /**
     * The king castles with a neutral rook in its corner: under KoeKo the neutral rook's capture
     * on e8 touches nothing, so it is no check (py 4.104; REGRESSIONS-4_69_to_4_71-05).
     */
    @Test
    void castlingWithNeutralRook() {
        String text = """
                begin
                pieces white Ke4 black Ke8 neutral Ra8 Pe3
                stipulation ser-h~1
                condition koeko
                end
                """;
        assertEquals(Popeye.py("""
                1.nRa8-d8 Ke4-f3
                1.nRa8-d8 Ke4-f4
                1.nRa8-d8 nRd8-d2
                1.nRa8-d8 nRd8-d3
                1.nRa8-d8 nRd8-d5
                1.nRa8-d8 nRd8-d7
                1.0-0-0 Ke4-f3
                1.0-0-0 Ke4-f4
                1.0-0-0 nRd8-d2
                1.0-0-0 nRd8-d3
                1.0-0-0 nRd8-d5
                1.0-0-0 nRd8-d7
                """), Popeye.lines(text));
        Popeye.corpusMatches("REGRESSIONS-4_69_to_4_71-05");
    }
}
