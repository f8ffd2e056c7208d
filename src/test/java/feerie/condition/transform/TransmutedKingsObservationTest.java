package feerie.condition.transform;

import static feerie.PopeyeExpectation.assertSolves;

import org.junit.jupiter.api.Test;

/**
 * A transmuted king is in check, and so transmutes, only by an observation the other conditions
 * accept, as in Popeye (which asks its observation validators): each expected output is
 * Popeye 4.104's ({@code py -regression}) on a position of our own (fuzz seed 16-236).
 */
class TransmutedKingsObservationTest {
    /**
     * ShieldedKings: the white king on e3 does not check the black king, which the knight on c3
     * guards; checked by the knight f6 alone, the black king moves as a knight (no 1...Kd4 reply).
     */
    @Test
    void shieldedKingDoesNotTransmute() {
        assertSolves("""
                begin
                pieces white Ke3 Bc4 Bg3 Rc5 Rh6 Se8 Sf1 Pb4 Pe2 Pg2 Ph3 Pe7 black Ke4 Sa2 Sd8 Pa7 Rd7
                stipulation h#1
                condition TransmutedKings
                condition ShieldedKings
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .  -S   S   .   .   .   8
                |                                   |
                7  -P   .   .  -R   P   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   R   6
                |                                   |
                5   .   .   R   .   .   .   .   .   5
                |                                   |
                4   .   P   B   .  -K   .   .   .   4
                |                                   |
                3   .   .   .   .   K   .   B   P   3
                |                                   |
                2  -S   .   .   .   P   .   P   .   2
                |                                   |
                1   .   .   .   .   .   S   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  h#1                        12 + 5
                           TransmutedKings
                            ShieldedKings

                  1.Rd7*e7 Rh6-h4 #
                  1.Rd7-d4 Rc5-e5 #
                  1.Ke4-d4 Bg3-e5 #
                  1.Sa2-c3 Se8-f6 #

                solution finished.
                """);
    }

    /**
     * Madrasi: the rook d4, paralysed by the rook d8, gives no check, so the black king is a king
     * and does not watch e2 as a rook.
     */
    @Test
    void paralysedCheckerDoesNotTransmute() {
        assertSolves("""
                begin
                pieces white Ke1 Rd4 black Ke4 Rd8
                stipulation ~1
                condition TransmutedKings Madrasi
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .  -R   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .   .   .   R  -K   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   .   K   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  ~1                          2 + 2
                               Madrasi
                           TransmutedKings

                   1.Ke1-f2 !

                   1.Ke1-e2 !

                   1.Ke1-d2 !

                   1.Ke1-f1 !

                   1.Ke1-d1 !


                solution finished.
                """);
    }
}
