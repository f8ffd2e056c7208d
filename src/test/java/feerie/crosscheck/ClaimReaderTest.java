package feerie.crosscheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClaimReaderTest {
    private static List<ClaimedMove> moves(String text) {
        return ClaimReader.read(text, "t").stream()
                .filter(t -> t instanceof ClaimToken.MoveToken).map(t -> ((ClaimToken.MoveToken) t).move()).toList();
    }

    @Test
    void frenchLongAlgebraic() {
        List<ClaimedMove> m = moves("1.Fh6-d2+ Re1\u00d7d2 2.0-0 Ta1-g1\u2260");
        assertEquals(4, m.size());
        assertEquals("F", m.get(0).piece());
        assertEquals('h', m.get(0).fromFile());
        assertEquals(6, m.get(0).fromRank());
        assertEquals("d2", m.get(0).to());
        assertTrue(m.get(1).capture());
        assertEquals(ClaimedMove.KINGSIDE, m.get(2).castling());
        assertTrue(m.get(3).claimsGoal());
    }

    @Test
    void enPassantMarkKeepsTheGoalSignAfterIt() {
        // Popeye writes "2.e4*d3 ep. #" (BEISPIEL-castling-16.out): the mate belongs to the capture
        List<ClaimedMove> m = moves("1.f2-f1=S d2-d4   2.e4*d3 ep. #");
        assertEquals(3, m.size());
        assertTrue(m.get(2).capture());
        assertTrue(m.get(2).claimsGoal());
        assertEquals("e4*d3 ep. #", m.get(2).text());
        assertTrue(moves("2.exd3 ep.#").get(0).claimsGoal());
    }

    @Test
    void shortAlgebraicWithDisambiguationAndPromotion() {
        List<ClaimedMove> m = moves("1.Rhe1 exd5 N1f3 b8=Q+ e8(D) O-O-O");
        assertEquals('h', m.get(0).fromFile());
        assertEquals("e1", m.get(0).to());
        assertEquals("", m.get(1).piece());
        assertEquals('e', m.get(1).fromFile());
        assertEquals(1, m.get(2).fromRank());
        assertEquals("Q", m.get(3).promotion());
        assertEquals("+", m.get(3).suffix());
        assertEquals("D", m.get(4).promotion());
        assertEquals(ClaimedMove.QUEENSIDE, m.get(5).castling());
    }

    @Test
    void popeyeOutputSignsApartAndFairyCodes() {
        List<ClaimedMove> m = moves("  1.KAa8*d5 Ke1-d2   2.b2-b1=S Cd4-b3 #\n  1.e4*d3 ep. Lf3*g4 [+wSb8]");
        assertEquals("KA", m.get(0).piece());
        assertEquals("S", m.get(2).promotion());
        assertEquals("#", m.get(3).suffix());
        assertEquals("d3", m.get(4).to());
        assertEquals(6, m.size());
    }

    @Test
    void headerDiagramAndProgressLinesAreSkipped() {
        String output = "   Author 1972\n+---a---b---c---d---e---f---g---h---+\n8  -K   .  8\n"
                + "+---a---b---c---d---e---f---g---h---+\n  #2    2 + 3\n\n  1  (Kd6-c7 )\n   1.Kd6-c7 ! threat:\n";
        List<ClaimedMove> m = moves(output);
        assertEquals(1, m.size());
        assertEquals("c7", m.get(0).to());
    }

    @Test
    void twinLabelsMarksAndKeywords() {
        List<ClaimToken> t = ClaimReader.read("b) 1.Rg8! menace 2.Dd8\u2260\nmais 1...Rd4!", "t");
        assertEquals(new ClaimToken.TwinLabel("b", 1), t.get(0));
        assertTrue(t.stream().anyMatch(x -> x instanceof ClaimToken.Mark m && m.mark().equals("!")));
        assertTrue(t.stream().anyMatch(x -> x instanceof ClaimToken.Keyword k && k.kind() == ClaimToken.Keyword.Kind.THREAT));
        assertTrue(t.stream().anyMatch(x -> x instanceof ClaimToken.Keyword k && k.kind() == ClaimToken.Keyword.Kind.BUT));
    }

    @Test
    void aMoveNumberFollowedByNonsenseIsAnError() {
        ClaimException e = assertThrows(ClaimException.class, () -> ClaimReader.read("\n1.Qz9", "claim.sol"));
        assertEquals("claim.sol:2: not a move: Qz9", e.located());
    }

    @Test
    void figurinesNamePiecesAndPromotions() {
        // white, black and neutral glyphs; a pawn's glyph names no piece
        List<ClaimedMove> m = moves("1.\u2658f3 \u265exe4 2.\u2659e8=\u2655+ \ud83e\ude1fa1-h8 \ud83e\ude01d1#");
        assertEquals("\u2658", m.get(0).piece());
        assertEquals("\u265e", m.get(1).piece());
        assertTrue(m.get(1).text().startsWith("\u265ex"));
        assertEquals("", m.get(2).piece());
        assertEquals("\u2655", m.get(2).promotion());
        assertEquals("\ud83e\ude1f", m.get(3).piece());
        assertEquals('a', m.get(3).fromFile());
        assertEquals("\ud83e\ude01", m.get(4).piece());
        assertTrue(m.get(4).claimsGoal());
    }
}
