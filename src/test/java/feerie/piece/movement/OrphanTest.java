package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;
import static feerie.piece.movement.Boards.destinations;
import static feerie.piece.movement.Boards.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.geometry.Geometry;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Orphan: it borrows the walks of the enemy pieces observing it, through chains of Orphans. */
class OrphanTest {
    private static final Catalogue C = Catalogue.standard();
    private static final Geometry G = Geometry.STANDARD;

    @Test
    void unobservedOrphanDoesNotMove() {
        // BEISPIEL-orphan-13 (Meinking, h#2): at the start neither white Orphan is observed
        Position p = Boards.of(C, "wking h4", "worphan e4", "worphan g8", "bking a8", "brook d1", "bbishop a4", "bpawn a7");
        assertEquals(squares(""), destinations(p, "g8"));
        assertEquals(squares(""), destinations(p, "e4"));
    }

    @Test
    void observedByABishopMovesAndChecksLikeOne() {
        // BEISPIEL-orphan-13: 1.La4-b3 Og8-d5 + : the bishop on b3 lends g8 its walk, and from d5
        // the Orphan checks a8 along the long diagonal
        Position p = Boards.of(C, "wking h4", "worphan e4", "worphan g8", "bking a8", "brook d1", "bbishop b3", "bpawn a7");
        assertEquals(squares("h7 f7 e6 d5 c4 b3"), destinations(p, "g8"));
        assertFalse(p.isAttacked(G.parse("a8"), Side.WHITE));
        p.put(G.parse("g8"), Piece.EMPTY);
        p.put(G.parse("d5"), Piece.of(p.table.indexOf("orphan"), Side.WHITE));
        assertTrue(p.isAttacked(G.parse("a8"), Side.WHITE), "the Orphan on d5 checks");
        assertTrue(p.inCheck(Side.BLACK));
        // without the bishop the Orphan has no walk and no check
        p.put(G.parse("b3"), Piece.EMPTY);
        assertFalse(p.isAttacked(G.parse("a8"), Side.WHITE));
    }

    @Test
    void knightAndLeaperWalks() {
        assertMovesEverywhere(C, "d4", "b3 b5 c2 c6 e2 e6 f3 f5", "worphan d4", "bknight f5");
    }

    @Test
    void walksOfSeveralObserversUniteOnce() {
        // a queen and a rook: the rook's moves are the queen's too, each listed once (destinations checks it)
        assertMovesEverywhere(C, "a5", "a1 a2 a3 a4 a6 a7 a8 b5 c5 d5 e5 f5 g5 h5 b4 c3 d2 e1 b6 c7 d8",
                "worphan a5", "bqueen a1", "brook a8");
    }

    @Test
    void chainOfOrphansOfAlternatingColours() {
        // the white rook lends its walk to the black Orphan on a5, which observes e5 as a rook
        assertMovesEverywhere(C, "e5", "a5 b5 c5 d5 f5 g5 h5 e1 e2 e3 e4 e6 e7 e8",
                "wrook a1", "borphan a5", "worphan e5");
        // a blocker between them breaks the chain
        assertMovesEverywhere(C, "e5", "", "wrook a1", "borphan a5", "worphan e5", "wknight c6", "wknight c5");
        // three links: white knight -> black Orphan b3 -> white Orphan d4 -> black Orphan f5
        assertMovesEverywhere(C, "f5", "d4 d6 e3 e7 g3 g7 h4 h6",
                "wknight a1", "borphan b3", "worphan d4", "borphan f5");
    }

    @Test
    void orphansObservingOnlyEachOtherDoNotMove() {
        assertMovesEverywhere(C, "e5", "", "worphan a5", "borphan e5", "wrook h1", "bbishop h2");
        // the cycle is not followed back: the black Orphan's rook walk comes from the white Orphan
        // only, whose walk would come from the black one
        assertMovesEverywhere(C, "a5", "", "worphan a5", "borphan e5", "wpawn h7");
    }

    @Test
    void observedByAKingMovesLikeAKing() {
        assertMovesEverywhere(C, "e5", "d4 e4 f4 d5 f5 d6 e6 f6", "worphan e5", "bking e6");
    }

    @Test
    void observedByAPawnMovesLikeAPawnOfItsOwnSide() {
        // a black pawn on d5 observes e4: the white Orphan steps forward and captures forward
        assertEquals(squares("d5 e5"), destinations(Boards.of(C, "worphan e4", "bpawn d5"), "e4"));
        // white pawns on d3 and f3 observe the black Orphan on e4: it moves like a black pawn
        assertEquals(squares("d3 e3 f3"), destinations(Boards.of(C, "borphan e4", "wpawn f3", "wpawn d3"), "e4"));
        Position p = Boards.of(C, "borphan e4", "wpawn f3", "wqueen h4");
        assertEquals(squares("e3 f3 f4 g4 h4 d4 c4 b4 a4 e5 e6 e7 e8 e2 e1 f5 g6 h7 d5 c6 b7 a8 d3 c2 b1"),
                destinations(p, "e4"), "pawn and queen walks together");
    }

    @Test
    void orphanPawnTwoStepLeavesNoEnPassantSquare() {
        // our reading (the corpus does not show it): the two-step from the second rank is kept,
        // as a plain move; an Orphan moving like a pawn does not promote
        Position p = Boards.of(C, "worphan e2", "bpawn f3", "bqueen a8");
        assertEquals(squares("e3 e4 f3"), destinations(p, "e2"));
        int[] moves = new int[256];
        p.setSideToMove(Side.WHITE);
        int n = MoveGenerator.generate(p, moves, 0);
        for (int i = 0; i < n; i++) {
            if (Move.to(moves[i]) != G.parse("e4")) continue;
            assertEquals(Move.NORMAL, Move.kind(moves[i]));
            p.make(moves[i]);
            assertEquals(-1, p.enPassantSquare());
        }
        // black pawns on d8 and f8 stand on their first rank, where a pawn observes nothing: the
        // Orphan on e7 has no walk at all (py 4.104: "pieces white kh1 oe7 black ka1 pf8 pd8 qa8",
        // ~1, only king moves)
        Position q = Boards.of(C, "worphan e7", "bpawn f8", "bpawn d8", "bqueen a1");
        assertEquals(squares(""), destinations(q, "e7"));
    }

    @Test
    void pawnedOrphanMovesFromItsFirstRank() {
        // py 4.104, "pieces white kh8 ob1 black ka8 pc2 pa7 ba2", ~1: Ob1*c2, Ob1-b2, Ob1*a2 (the
        // black pawn on c2 lends the Orphan its walk, with which it moves from its first rank)
        Position p = Boards.of(C, "worphan b1", "bpawn c2", "bpawn a7", "bbishop a2", "bking a8", "wking h8");
        assertEquals(squares("a2 b2 c2"), destinations(p, "b1"));
    }

    /** Like AttackConsistencyTest: the Orphan's attacks agree with its generated captures. */
    @Test
    void attacksMatchCaptures() {
        String[] ids = {"orphan", "orphan", "orphan", "rook", "bishop", "knight", "pawn", "king", "grasshopper"};
        SplittableRandom random = new SplittableRandom(1301);
        int orphanCaptures = 0;
        for (int round = 0; round < 3000; round++) {
            List<String> placements = new ArrayList<>(List.of("wqueen " + G.name(random.nextInt(G.size))));
            boolean[] used = new boolean[G.size];
            used[G.parse(placements.get(0).substring(7))] = true;
            int pieces = 4 + random.nextInt(10);
            for (int i = 0; i < pieces; i++) {
                int sq;
                do sq = random.nextInt(G.size); while (used[sq]);
                used[sq] = true;
                String id = ids[random.nextInt(ids.length)];
                if (id.equals("pawn") && (G.rank(sq) < 2 || G.rank(sq) > 5)) id = "knight";
                placements.add((random.nextBoolean() ? "w" : "b") + id + " " + G.name(sq));
            }
            Position p = Boards.of(C, placements.toArray(new String[0]));
            for (int by : new int[] {Side.WHITE, Side.BLACK}) {
                p.setSideToMove(by);
                int[] moves = new int[2048];
                int n = MoveGenerator.generate(p, moves, 0);
                boolean[] captured = new boolean[G.size];
                for (int i = 0; i < n; i++) {
                    captured[Move.to(moves[i])] = true;
                    if (p.at(Move.to(moves[i])) != Piece.EMPTY && p.at(Move.from(moves[i])) == Piece.of(p.table.indexOf("orphan"), by))
                        orphanCaptures++;
                }
                for (int sq = 0; sq < G.size; sq++) {
                    int piece = p.at(sq);
                    if (piece == Piece.EMPTY || Piece.side(piece) == by) continue;
                    assertEquals(captured[sq], p.isAttacked(sq, by), G.name(sq) + " attacked by " + by + " in " + placements);
                }
            }
        }
        assertTrue(orphanCaptures > 500, "Orphan captures seen: " + orphanCaptures);
    }
}
