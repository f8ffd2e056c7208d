package feerie.piece.movement;

import static feerie.piece.movement.Boards.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Check, pin and capture with the seed pieces: the legality test sees their board-dependent reach. */
class SeedCheckTest {
    private static final Catalogue C = Catalogue.standard();

    /** Legal destinations of the piece on {@code from}, its side to move. */
    private static Set<String> legal(Position p, String from) {
        int sq = p.geometry.parse(from);
        p.setSideToMove(feerie.piece.Piece.side(p.at(sq)));
        int[] moves = new int[512];
        int n = Rules.ORTHODOX.legalMoves(p, moves, 0);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) if (Move.from(moves[i]) == sq) out.add(p.geometry.name(Move.to(moves[i])));
        return out;
    }

    private static boolean attacked(Position p, String square, int by) {
        return p.isAttacked(p.geometry.parse(square), by);
    }

    @Test
    void soucieChecksAsFarAsItsLineCounts() {
        // Soucie d1, black king d4: with a third piece on the d-file the leap is 3
        assertTrue(attacked(Boards.of(C, "wsoucie d1", "bking d4", "bpawn d7"), "d4", Side.WHITE));
        assertFalse(attacked(Boards.of(C, "wsoucie d1", "bking d4"), "d4", Side.WHITE));
    }

    @Test
    void aPieceIsPinnedAgainstASoucie() {
        // Soucie d1, black king d3, black rook d6: three pieces on the d-file, so the Soucie leaps
        // to d4 and d3 is safe. Should the rook leave the file, two pieces: d1-d3 would be check.
        // The rook may move along the file only (d7 d8 d5 d4: the count stays three).
        Position p = Boards.of(C, "wsoucie d1", "bking d3", "brook d6");
        assertFalse(attacked(p, "d3", Side.WHITE));
        assertEquals(squares("d4 d5 d7 d8"), legal(p, "d6"));
        // The king: on d4 the file holds three pieces, the leap reaches d4: illegal. On c2 (or e2)
        // the king is the second piece on the Soucie's diagonal, whose leap becomes 2 (b3, f3): legal.
        assertEquals(squares("c2 c3 c4 d2 e2 e3 e4"), legal(p, "d3"));
    }

    @Test
    void aSoucieCapturesAndIsCaptured() {
        // Soucie d5 and the seed's a2-g8 diagonal with three pieces: captures the black pawn a2
        Position p = Boards.of(C, "wsoucie d5", "wpawn e5", "bpawn a2", "bpawn b3", "wking h1", "bking h8");
        assertTrue(legal(p, "d5").contains("a2"));
    }

    @Test
    void aHornedCheckDependsOnItsOwnBuffers() {
        // Taureau b1, its own pawn b5: b2 b3 b4 c4 c5: the black king c5 is in check; take the
        // buffer away and the check is gone
        assertTrue(attacked(Boards.of(C, "wtaureau b1", "wpawn b5", "bking c5"), "c5", Side.WHITE));
        assertFalse(attacked(Boards.of(C, "wtaureau b1", "bking c5"), "c5", Side.WHITE));
        // a black piece is no buffer: with a black pawn on b5 instead the path ends there
        assertFalse(attacked(Boards.of(C, "wtaureau b1", "bpawn b5", "bking c5"), "c5", Side.WHITE));
        // The king c5: capturing the buffer b5 puts it on the Taureau's file (b2-b5); b4 is on it
        // too; c4 and c6 are on the path round the buffer; b6, d4, d5, d6 are safe
        Position p = Boards.of(C, "wtaureau b1", "wpawn b5", "bking c5");
        assertEquals(squares("b6 d4 d5 d6"), legal(p, "c5"));
    }

    @Test
    void winChloesTaureauChecksRoundAFriendOnItsFirstSquare() {
        // WinChloe's Taureau a1 behind its own pawn a2 checks b8 (a1-b1-b2...b8)
        assertTrue(attacked(Boards.of(C, "wtaureauwc a1", "wpawn a2", "bking b8"), "b8", Side.WHITE));
        assertFalse(attacked(Boards.of(C, "wtaureau a1", "wpawn a2", "bking b8"), "b8", Side.WHITE));
    }

    @Test
    void boyscoutPin() {
        // Boyscout a1 runs b2-a3-b4-a5: the black rook b4 is pinned to that zigzag; it may only
        // go to b2, which is on the path too (b3 and b1 are not)
        Position p = Boards.of(C, "wboyscout a1", "bking a5", "brook b4");
        assertEquals(squares("b2"), legal(p, "b4"));
    }

    @Test
    void roseChecksByEitherWayRound() {
        // Rose d4 to g7: d4-e6-g7 and d4-f5-g7; one interposition leaves the other way open
        assertTrue(attacked(Boards.of(C, "wrose d4", "bking g7", "bpawn e6"), "g7", Side.WHITE));
        assertFalse(attacked(Boards.of(C, "wrose d4", "bking g7", "bpawn e6", "bpawn f5"), "g7", Side.WHITE));
    }

    /** The castlings among the legal moves of White (king e1). */
    private static Set<String> castlings(Position p) {
        p.setSideToMove(Side.WHITE);
        for (String sq : new String[] {"e1", "a1", "h1"}) p.setUnmoved(p.geometry.parse(sq), true);
        int[] moves = new int[512];
        int n = Rules.ORTHODOX.legalMoves(p, moves, 0);
        Set<String> out = new TreeSet<>();
        int e1 = p.geometry.parse("e1");
        for (int i = 0; i < n; i++) {
            int to = Move.to(moves[i]);
            if (Move.from(moves[i]) == e1 && Math.abs(to - e1) == 2) out.add(p.geometry.name(to));
        }
        return out;
    }

    @Test
    void castlingMayNotCrossASquareTheKingWouldBeAttackedOn() {
        // Black Soucie h3: alone on its h3-f1 diagonal it leaps to g2 only; with the king on f1 the
        // diagonal holds two pieces and the leap reaches f1. The king crossing f1 stands there, so
        // 0-0 is illegal, though f1 is not attacked while the king is still on e1. On g1, after
        // castling, the rook f1 makes the count two: the Soucie attacks f1 (the rook), not g1.
        Position p = Boards.of(C, "wking e1", "wrook h1", "wrook a1", "bsoucie h3", "bking a8");
        assertFalse(attacked(p, "f1", Side.BLACK));
        assertEquals(squares("c1"), castlings(p));
        // without the Soucie both castlings are legal
        assertEquals(squares("c1 g1"), castlings(Boards.of(C, "wking e1", "wrook h1", "wrook a1", "bking a8")));
    }
}
