package feerie.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.geometry.Geometry;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Perft sanity for the seed pieces: a position and its colour-swapped image (ranks mirrored,
 * sides exchanged, the other side to move) must have the same move-tree counts; so must the
 * position mirrored left to right. Exercises generation, make/unmake and the attack fallback.
 */
class SeedPiecesPerftTest {
    private static final List<String> IDS = List.of("king", "pawn", "rose", "boyscout", "girlscout", "grasshopper",
            "taureau", "belier", "capricorne", "licorne", "soucie");

    /** Placements "Xid sq" with X = w/b. */
    private static Position position(String[] placements, boolean swap, boolean mirror) {
        Geometry g = Geometry.STANDARD;
        Catalogue c = Catalogue.standard();
        Position p = new Position(new PieceTable(g, IDS.stream().map(c::byId).toList()));
        for (String s : placements) {
            String[] f = s.split(" ");
            int side = (f[0].charAt(0) == 'w') != swap ? Side.WHITE : Side.BLACK;
            int sq = g.parse(f[1]);
            if (swap) sq = g.mirrorRanks(sq);
            if (mirror) sq = g.mirrorFiles(sq);
            p.put(sq, Piece.of(p.table.indexOf(f[0].substring(1)), side));
        }
        p.setSideToMove(swap ? Side.BLACK : Side.WHITE);
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "wking e1,bking e8,wtaureau b1,wpawn b5,wbelier c1,bcapricorne d8,blicorne g8,bpawn d7,bpawn e7",
            "wking g1,bking b8,wrose d4,bboyscout c6,wgirlscout a1,bgrasshopper h8,wsoucie e4,bsoucie d5,wpawn e5",
            "wking a1,bking h8,wcapricorne a2,wpawn a3,wpawn b3,bgrasshopper h1,blicorne b8,brose f6,wboyscout c4"})
    void colourSwapAndMirrorGiveTheSameCounts(String diagram) {
        String[] placements = diagram.split(",");
        for (int depth = 1; depth <= 3; depth++) {
            long count = new Perft(position(placements, false, false), Rules.ORTHODOX).count(depth);
            assertEquals(count, new Perft(position(placements, true, false), Rules.ORTHODOX).count(depth), "swap, depth " + depth);
            assertEquals(count, new Perft(position(placements, false, true), Rules.ORTHODOX).count(depth), "mirror, depth " + depth);
        }
    }
}
