package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/**
 * The attack test (probes and forward walks) against the move generator: in random positions with
 * the seed pieces, a piece is attacked exactly when some pseudo-legal move of the other side
 * captures it. Catches a probe that stops at the first piece on a line although the chain runs
 * the other way (a Coureur's far ring first), or a walk that misses a horned detour.
 */
class AttackConsistencyTest {
    private static final Catalogue C = Boards.with(
            "backwards", "[(5,5)(4,4)(3,3)(2,2)(1,1)]",
            "hook", "[(4,0)(1,-2)(0,1)]:1",
            "chainrook", "{(1,0)}*");
    private static final String[] IDS = {"rose", "boyscout", "girlscout", "taureau", "belier", "capricorne",
            "licorne", "taureauwc", "belierwc", "capricornewc", "licornewc", "soucie", "grasshopper",
            "backwards", "hook", "chainrook", "pawn", "knight", "queen"};

    @Test
    void attacksMatchCaptures() { attacksMatchCaptures(IDS, 20261121); }

    /**
     * Lines shared by several kinds (a king's step, a pawn's capture and a bishop's line from the
     * same square: the probes are merged ring by ring), and symmetric hoppers, whose attack is
     * looked up along the one line through the landing square.
     */
    @Test
    void sharedLinesAndSymmetricHoppersMatchCaptures() {
        attacksMatchCaptures(new String[] {"king", "queen", "rook", "bishop", "knight", "pawn", "elephant",
                "equihopper", "nonstopequihopper", "orix", "nonstoporix", "nightrider", "grasshopper"}, 20261125);
    }

    private void attacksMatchCaptures(String[] ids, long seed) {
        String[] IDS = ids;
        Geometry g = Geometry.STANDARD;
        SplittableRandom random = new SplittableRandom(seed);
        int checked = 0;
        for (int round = 0; round < 3000; round++) {
            List<String> placements = new ArrayList<>();
            boolean[] used = new boolean[g.size];
            int pieces = 4 + random.nextInt(12);
            for (int i = 0; i < pieces; i++) {
                int sq;
                do sq = random.nextInt(g.size); while (used[sq]);
                used[sq] = true;
                String id = IDS[random.nextInt(IDS.length)];
                // pawns on ranks 3-6 only: no promotions (a bare table has no piece to promote to)
                if (id.equals("pawn") && (g.rank(sq) < 2 || g.rank(sq) > 5)) id = "knight";
                placements.add((random.nextBoolean() ? "w" : "b") + id + " " + g.name(sq));
            }
            Position p = Boards.of(C, placements.toArray(new String[0]));
            for (int by : new int[] {Side.WHITE, Side.BLACK}) {
                p.setSideToMove(by);
                int[] moves = new int[2048];
                int n = MoveGenerator.generate(p, moves, 0);
                boolean[] captured = new boolean[g.size];
                for (int i = 0; i < n; i++) captured[Move.to(moves[i])] = true;
                for (int sq = 0; sq < g.size; sq++) {
                    int piece = p.at(sq);
                    if (piece == Piece.EMPTY || Piece.side(piece) == by) continue;
                    assertEquals(captured[sq], p.isAttacked(sq, by),
                            g.name(sq) + " attacked by " + (by == Side.WHITE ? "White" : "Black") + " in " + placements);
                    checked++;
                }
            }
        }
        System.out.println("attack consistency: " + checked + " targets");
    }
}
