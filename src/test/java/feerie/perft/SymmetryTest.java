package feerie.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.position.Fen;
import feerie.rules.Rules;
import org.junit.jupiter.api.Test;

/** Symmetry as an oracle: mirrored and colour-swapped positions must count the same. */
class SymmetryTest {
    private static long perft(String fen, int depth) { return new Perft(Fen.parse(fen), Rules.ORTHODOX).count(depth); }

    @Test
    void colourSwappedKiwipeteCountsTheSame() {
        // Kiwipete with ranks reversed and colours swapped, Black to move.
        assertEquals(perft("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 3),
                perft("r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq -", 3));
    }

    @Test
    void fileMirroredPositionWithoutCastlingCountsTheSame() {
        assertEquals(perft("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 4),
                perft("8/5p2/4p3/r5PK/k1p3R1/8/1P1P4/8 w - -", 4));
    }

    @Test
    void colourSwappedPosition4CountsTheSame() {
        assertEquals(422333, perft("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ -", 4));
    }
}
