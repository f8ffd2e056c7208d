package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Problems on which Féerie ended in an internal error (issue 28), from the lead's corpus-seeded
 * differential run; expected outputs from Popeye 4.104 ({@code py -regression}), from the
 * stipulation caption on.
 */
class CrashRegressionTest {
    /**
     * Bicaptures with AntiCirce Assassin: the captures of the own units are asked for on the
     * scratch stack, where they overwrote the squares of the units turned to the other colour
     * (AIOOBE; EXAMPLES-bicaptures-02 mutated, diff 2-466).
     */
    @Test
    void bicapturesWithAssassinCirce() {
        PopeyeOutput.assertSame("""
                begin
                pieces white Kc8 white Re8 white Bg2 white Pd5 white Pd7 white Pf6 black Kd6 black Qg1 black Rc1 black Rc3 black Bh3 black Sc5 black Sf5 black Pd3 black Pf2 black Pf7
                stipulation h#2
                condition Bicaptures
                condition AntiCirce Assassin
                end
                """, """
                  h#2                        6 + 10
                         AntiCirce Assassin
                             Bicaptures

                solution finished.
                """);
    }

    /**
     * Imitator with BlackMaximummer, ser-s#6: a castling long whose rook would push the imitator
     * off the board (imitator on h8) is no move; it was made before it was filtered (AIOOBE 64;
     * REGRESSIONS-4_37_to_4_41-06 mutated, diff 2-810).
     */
    @Test
    void imitatorCastlingOffTheBoard() {
        PopeyeOutput.assertSame("""
                begin
                pieces white Ka5 white Pa6 white Pd5 black Ke8 black Ra8 black Pa7 black Pe7
                stipulation ser-s#6
                condition Imitator c5
                condition BlackMaximummer
                option NoThreat Variations SetPlay
                end
                """, """
                  ser-s#6                     3 + 4
                             Imitator c5
                           BlackMaximummer



                solution finished.
                """);
    }

    /**
     * LostPieces with Wormholes: the squares of the units that may be lost were kept on the
     * scratch stack above its top, where the observation through the wormholes wrote its moves
     * (AIOOBE 15422; EXAMPLES-lostpieces-05 mutated, diff 2-2709).
     */
    @Test
    void lostPiecesWithWormholes() {
        PopeyeOutput.assertSame("""
                begin
                pieces black Rh8 black Ke8 white Pg6 white Pg7 white Ph6
                stipulation ~1
                condition LostPieces
                condition Wormholes e1h1f8
                option NoWk
                twin add black Paralysing Ke8
                end
                """, """
                  ~1                          3 + 2
                         Wormholes e1 h1 f8
                             LostPieces

                a)\s

                   1.h6-h7 !

                   1.g7-g8=Q + !

                   1.g7-g8=S !

                   1.g7-g8=R + !

                   1.g7-g8=B !

                   1.g7*h8=Q + !

                   1.g7*h8=S !

                   1.g7*h8=R + !

                   1.g7*h8=B !


                b) bpKe8 \s

                   1.h6-h7 !

                   1.g7-g8=Q + !

                   1.g7-g8=S !

                   1.g7-g8=R + !

                   1.g7-g8=B !

                   1.g7*h8=Q + !

                   1.g7*h8=S !

                   1.g7*h8=R + !

                   1.g7*h8=B !


                solution finished.
                """);
    }

    /**
     * A unit exchanged with itself ("exchange h4 h4", from a text-level fuzz run of corpus inputs):
     * the exchange took the unit off and put nothing back (NullPointerException). Popeye writes
     * the exchange and leaves the square as it is.
     */
    @Test
    void unitExchangedWithItself() {
        PopeyeOutput.assertSame("""
                begin
                stipulation h#2
                pieces white kb8 rf8 bc6 black kh4 ra6 ph2h5
                twin exchange h4 h4
                end
                """, """
                  h#2                         3 + 4

                a)\s

                  1.Kh4-h3 Rf8-g8   2.h5-h4 Bc6-g2 #

                b) bKh4<-->bKh4 \s

                  1.Kh4-h3 Rf8-g8   2.h5-h4 Bc6-g2 #

                solution finished.
                """);
    }
}
