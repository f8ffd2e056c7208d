package feerie.solve.intelligent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The counting may never deny a position from which the goal is reached. The lines below are
 * published solutions (Popeye's output in the corpus, BEISPIEL/intell.inp and hpint.inp): at every
 * position along them the bound must answer "maybe" for the moves that are left. And it must
 * answer "no" where the material cannot mate at all, or not in time.
 */
class FinalPositionBoundTest {

    /** Plays a help line (alternate moves) and asks the bound before each move. */
    private static void helpLine(String fen, boolean mate, String line) {
        Position p = Rules.ORTHODOX.position(fen);
        var bound = new FinalPositionBound(p);
        String[] moves = line.trim().split("\\s+");
        int defender = moves.length % 2 == 0 ? p.sideToMove() : Side.opponent(p.sideToMove());
        for (int i = 0; i < moves.length; i++) {
            int remaining = moves.length - i;
            boolean defenderMoves = p.sideToMove() == defender;
            int attackerMoves = defenderMoves ? remaining / 2 : (remaining + 1) / 2;
            assertTrue(bound.possible(p, defender, attackerMoves, remaining - attackerMoves, mate),
                    "denied before " + moves[i] + " in " + line);
            p.make(find(p, moves[i]));
        }
        assertTrue(bound.possible(p, defender, 0, 0, mate), "denied at the end of " + line);
    }

    /** Finds the legal move written as from-to, with a promotion letter after '='. */
    static int find(Position p, String text) {
        String[] parts = text.replace("x", "-").split("[-=]");
        int from = p.geometry.parse(parts[0]), to = p.geometry.parse(parts[1]);
        int[] stack = new int[256];
        int end = Rules.ORTHODOX.legalMoves(p, stack, 0);
        for (int i = 0; i < end; i++) {
            int m = stack[i];
            if (Move.from(m) != from || Move.to(m) != to) continue;
            if (parts.length == 3 && !p.table.type(Move.promotion(m)).id().equals(promotion(parts[2]))) continue;
            return m;
        }
        fail("no move " + text);
        return 0;
    }

    private static String promotion(String letter) {
        switch (letter) {
            case "Q": return "queen";
            case "R": return "rook";
            case "B": return "bishop";
            default: return "knight";
        }
    }

    @Test
    void helpmatesInFourAndEight() {
        // intell 3a: white Kc8 Bc3 Ne4, black Kf4 Rd4 Bb2, h#4
        helpLine("2K5/8/8/8/3rNk2/2B5/1b6/8 b - - 0 1", true,
                "f4-e5 e4-c5 e5-d6 c8-b7 d4-d5 c3-g7 b2-e5 g7-f8");
        // intell 96: white Kc1 Bg2, black Kb3 Nf2, h#8: the black king walks to h1
        helpLine("8/8/8/8/8/1k6/5nB1/2K5 b - - 0 1", true,
                "b3-c3 c1-b1 c3-d2 g2-f1 d2-e1 b1-c2 f2-h3 c2-d3 e1-f2 d3-e4 f2-g1 e4-f3 g1-h1 f3-g3 h3-g1 f1-g2");
    }

    @Test
    void helpmateEndingWithAPawnCaptureOnAFlight() {
        // intell 4: white Kh7 Pf2, black Kc5 Qd4 Rd3 Bd5 Pc3 c4 e3 f4 g5, h#6; the mating pawn
        // captures on a flight, guarded by its king
        helpLine("8/7K/8/2kb2p1/2pq1p2/2prp3/5P2/8 b - - 0 1", true,
                "d5-e4 h7-h6 d4-d6 h6xg5 d3-d5 g5-h4 c5-d4 h4-g4 d6-c5 g4xf4 e4-d3 f2xe3");
    }

    @Test
    void helpmateWithPromotions() {
        // intell 102: white Ke4 Pc2, black Kf2 Pa2 b2 c4 f3, h#7 with three promotions
        helpLine("8/8/8/8/2p1K3/5p2/ppP2k2/8 b - - 0 1", true,
                "b2-b1=R c2-c3 b1-b4 c3xb4 a2-a1=R b4-b5 a1-h1 b5-b6 f2-g1 b6-b7 f3-f2 b7-b8=Q f2-f1=R b8-g3");
    }

    @Test
    void helpStalemateWithPromotions() {
        // hpint 25: white Kh8 Pa2, black Kh1 Pa3 b6 c2 g2 g7, h=8
        helpLine("7K/6p1/1p6/8/8/p7/P1p3p1/7k b - - 0 1", false,
                "c2-c1=N h8xg7 c1-b3 a2xb3 g2-g1=B b3-b4 g1-c5 b4xc5 a3-a2 c5xb6 a2-a1=R b6-b7 a1-a3 b7-b8=Q a3-g3 b8xg3");
    }

    @Test
    void seriesHelpmate() {
        // intell 92: white Kd3 Pb3, black Ka6 Qc5 Ra4 Rc4 Bb4 Bc6 Na5 Nb6 Pb5, ser-h#9
        Position p = Rules.ORTHODOX.position("8/8/knb5/npq5/rbr5/1P1K4/8/8 b - - 0 1");
        var bound = new FinalPositionBound(p);
        String[] series = "c6-b7 a5-c6 a4-a5 b6-a4 c5-b6 b4-c5 b5-b4 a6-b5 b7-a6".split(" ");
        for (int i = 0; i < series.length; i++) {
            assertTrue(bound.possible(p, Side.BLACK, 1, series.length - i, true), "denied before " + series[i]);
            p.make(find(p, series[i]));
            p.make(Move.NULL);
        }
        p.unmake(Move.NULL);
        p.make(find(p, "b3xc4"));
        assertTrue(bound.possible(p, Side.BLACK, 0, 0, true));
    }

    @Test
    void loneKingsAndKingAndBishopNeverMate() {
        for (String fen : new String[] {"8/8/8/4k3/8/8/8/K7 b - - 0 1", "8/8/8/4k3/8/8/8/KB6 b - - 0 1", "k7/8/8/8/8/8/8/KB6 b - - 0 1"}) {
            Position p = Rules.ORTHODOX.position(fen);
            assertFalse(new FinalPositionBound(p).possible(p, Side.BLACK, 10, 10, true), fen);
        }
    }

    @Test
    void aRookNeedsItsKingNearby() {
        // black Ke5 in the middle: a rook and a far king cannot cover eight flights in two moves
        Position p = Rules.ORTHODOX.position("8/8/8/4k3/8/8/8/R6K b - - 0 1");
        var bound = new FinalPositionBound(p);
        assertFalse(bound.possible(p, Side.BLACK, 2, 2, true));
        // the standard K+R mate on the edge takes many moves, but is not denied with enough of them
        assertTrue(bound.possible(p, Side.BLACK, 12, 12, true));
    }

    @Test
    void castlingCountsOneMoveForKingAndRook() {
        // intell 41a: black castles short; walking, the king would need one move more than Black has
        helpLine("r3k2r/p7/7b/n7/8/4N3/1q3pK1/5B2 b kq - 0 1", true,
                "e8-g8 e3-d5 b2-h8 f1-c4 h6-g7 d5-f6");
        // 41b with a white rook on f1 added: castling long
        helpLine("r3k2r/p7/7b/n7/8/4N3/1q3pK1/5R2 b kq - 0 1", true,
                "e8-c8 e3-c4 b2-b8 f1-c1 a5-b7 c4-b6");
    }

    @Test
    void emptyBoardDistances() {
        // knight a1-h8: six moves; bishop never changes colour; a pawn on its first two ranks double steps
        assertEquals(6, EmptyBoard.distance(EmptyBoard.KNIGHT, 0, 63));
        assertEquals(EmptyBoard.FAR, EmptyBoard.distance(EmptyBoard.BISHOP, 0, 1));
        assertEquals(2, EmptyBoard.distance(EmptyBoard.ROOK, 0, 63));
        assertEquals(1, EmptyBoard.distance(EmptyBoard.WHITE_PAWN, 8 + 4, 24 + 4));
        assertEquals(EmptyBoard.FAR, EmptyBoard.distance(EmptyBoard.WHITE_PAWN, 24 + 4, 8 + 4));
        // e2 pawn: e4 in one, e8 in five (double step), then a queen's step to a1 in one more
        assertEquals(5, EmptyBoard.promoted(Side.WHITE, 8 + 4, 56 + 4));
        assertEquals(6, EmptyBoard.promoted(Side.WHITE, 8 + 4, 0));
    }
}
