package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;

import feerie.piece.Catalogue;
import org.junit.jupiter.api.Test;

/** The Soucie (seed 003), in the seed's diagram and its rotated, mirrored and colour-swapped images. */
class SoucieTest {
    private static final Catalogue C = Catalogue.standard();

    @Test
    void movesLikeAKingOnAnEmptyBoard() {
        assertMovesEverywhere(C, "d5", "c4 c5 c6 d4 d6 e4 e5 e6", "wsoucie d5");
    }

    @Test
    void seedDiagram() {
        // rank 5: two pieces (b5 f5); d-file and a8-h1 diagonal: alone (d4 d6, c6 e4);
        // a2-g8 diagonal: three pieces (b3 a2 d5): g8, and a2 only when the pawn there is an enemy
        assertMovesEverywhere(C, "d5", "b5 f5 d4 d6 c6 e4 g8", "wsoucie d5", "wpawn e5", "wpawn a2", "bpawn b3");
        assertMovesEverywhere(C, "d5", "b5 f5 d4 d6 c6 e4 g8 a2", "wsoucie d5", "wpawn e5", "bpawn a2", "bpawn b3");
    }

    @Test
    void fourPiecesOnTheDiagonalLeaveTheBoard() {
        assertMovesEverywhere(C, "d5", "b5 f5 d4 d6 c6 e4",
                "wsoucie d5", "wpawn e5", "bpawn a2", "bpawn b3", "wpawn c4");
    }
}
