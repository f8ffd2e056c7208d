package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;

import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.position.Position;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The grasshopper: over the first piece on a queen line to the square just beyond. */
class HopperTest {
    private static final Catalogue C = Catalogue.standard();

    @Test
    void hopsOverTheFirstPieceOnly() {
        // d6 own hurdle: d7; e5 enemy hurdle, f6 enemy: captures f6; b4 hurdle, a4 own: nothing;
        // d2 hurdle: lands on d1; f2 hurdle at the edge... g1 beyond: lands g1; no hurdle elsewhere
        assertMovesEverywhere(C, "d4", "d7 f6 d1 g1",
                "wgrasshopper d4", "wpawn d6", "bpawn e5", "bpawn f6", "bpawn b4", "wpawn a4",
                "bpawn d2", "bpawn f2", "bpawn h8");
    }

    @Test
    void noHurdleNoMove() {
        assertMovesEverywhere(C, "d4", "", "wgrasshopper d4");
    }

    @Test
    void givesCheckOverAHurdle() {
        Position p = Boards.of(C, "wgrasshopper a1", "bpawn c3", "bking d4");
        Assertions.assertTrue(p.isAttacked(p.geometry.parse("d4"), Side.WHITE));
        Position q = Boards.of(C, "wgrasshopper a1", "bking d4");
        Assertions.assertFalse(q.isAttacked(q.geometry.parse("d4"), Side.WHITE));
    }
}
