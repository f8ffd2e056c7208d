package feerie.solve.battle;

import static feerie.PopeyeExpectation.assertSolves;

import org.junit.jupiter.api.Test;

/**
 * Option Threat n beyond direct play: each expected output is Popeye 4.104's ({@code py
 * -regression}) on the problem as written. In self play the defender's last move counts (Threat
 * t admits threats of t - 1 moves); reflex play counts as direct play; the set play stands only
 * if the diagram, as after a null key, threatens within the limit.
 */
class ThreatLimitTest {
    /** s#2 Threat 1: a threat of s#1 would be two moves; no key stands, nor the set play (TESTS-battle_play-26 with the option). */
    @Test
    void selfmateThreatOneKeepsNothing() {
        assertSolves("""
                begin
                pieces white Ka1 Qc2 black Ka3 Pa2 Pb4
                stipulation s#2
                option Variations SetPlay Threat 1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .  -P   .   .   .   .   .   .   4
                |                                   |
                3  -K   .   .   .   .   .   .   .   3
                |                                   |
                2  -P   .   Q   .   .   .   .   .   2
                |                                   |
                1   K   .   .   .   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  s#2/1                       2 + 3



                solution finished.
                """);
    }

    /** r#2 Threat 1: after 1.h3-h4 Black must mate at once; the key stands, and the set play. */
    @Test
    void reflexForcedGoalNeedsNoThreat() {
        assertSolves("""
                begin
                pieces white Ka1 Ph3 black Ka3 Pa2 Pa4 Pb3 Pb4 Pf6
                stipulation r#2
                option SetPlay Variations Threat 1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .  -P   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4  -P  -P   .   .   .   .   .   .   4
                |                                   |
                3  -K  -P   .   .   .   .   .   P   3
                |                                   |
                2  -P   .   .   .   .   .   .   .   2
                |                                   |
                1   K   .   .   .   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  r#2/1                       2 + 6

                      1...b3-b2 #

                   1.h3-h4 !
                      1...b3-b2 #


                solution finished.
                """);
    }

    /** r#2 Threat 1: a key threatening nothing within one move goes (TESTS-battle_play-35 with the option). */
    @Test
    void reflexZugzwangKeyGoes() {
        assertSolves("""
                begin
                pieces white Ka1 Bh7 black Ka3 Pa4 Pb4
                stipulation r#2
                option Variations Threat 1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   B   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4  -P  -P   .   .   .   .   .   .   4
                |                                   |
                3  -K   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   K   .   .   .   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  r#2/1                       2 + 3


                solution finished.
                """);
    }

    /** s#3 Threat 2: 1.Qh5-a5 and 1.Qh5-c5, threatening s#1, stand; 1.Qh5-f3 and 1.Qh5-g4, threatening s#2, go (fuzz seed 17-214). */
    @Test
    void selfmateThreatCountsTheLastMove() {
        assertSolves("""
                begin
                stipulation s#3
                condition SAT
                option Try Variations Threat 2
                forsyth 8/2pp4/3P4/7Q/3p4/2pp2p1/2pr4/2Sk2RK/
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .  -P  -P   .   .   .   .   7
                |                                   |
                6   .   .   .   P   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   Q   5
                |                                   |
                4   .   .   .  -P   .   .   .   .   4
                |                                   |
                3   .   .  -P  -P   .   .  -P   .   3
                |                                   |
                2   .   .  -P  -R   .   .   .   .   2
                |                                   |
                1   .   .   S  -K   .   .   R   K   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  s#3/2                       5 + 9
                                 SAT

                   1.Qh5-a5 ! threat:
                          2.Qa5*c7
                              2...g3-g2 #
                      1...c7-c5
                          2.Qa5*c5
                              2...g3-g2 #
                      1...c7-c6
                          2.Qa5-c5
                              2...g3-g2 #
                      1...c7*d6
                          2.Qa5-d5
                              2...g3-g2 #

                   1.Qh5-c5 ! threat:
                          2.Qc5*c7
                              2...g3-g2 #
                      1...c7-c6
                          2.Qc5-a7 threat:
                                  3.Qa7-c5
                                      3...g3-g2 #
                          2.Qc5-c4 threat:
                                  3.Qc4-c5
                                      3...g3-g2 #
                          2.Qc5-a5 threat:
                                  3.Qa5-c5
                                      3...g3-g2 #
                      1...c7*d6
                          2.Qc5-d5
                              2...g3-g2 #


                solution finished.
                """);
    }

    /** #2 Threat 1 with set play: the diagram threatens no mate in one, so no set play (EXAMPLES-marine-01 with the options). */
    @Test
    void setPlayNeedsTheDiagramToThreaten() {
        assertSolves("""
                begin
                pieces white kg2 rf3 se6g6 pd4g5 msc3h1 black ke4 bg7 msa6e8
                stipulation #2
                option Threat 1 SetPlay Variations
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   . -MS   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .  -B   .   7
                |                                   |
                6 -MS   .   .   .   S   .   S   .   6
                |                                   |
                5   .   .   .   .   .   .   P   .   5
                |                                   |
                4   .   .   .   P  -K   .   .   .   4
                |                                   |
                3   .   .  MS   .   .   R   .   .   3
                |                                   |
                2   .   .   .   .   .   .   K   .   2
                |                                   |
                1   .   .   .   .   .   .   .  MS   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  #2/1                        8 + 4


                   1.Sg6-e5 ! threat:
                          2.g5-g6 #
                      1...MSa6-c7
                          2.MSh1-g3 #
                      1...Bg7-f6
                          2.g5*f6 #
                      1...Bg7-h6
                          2.g5*h6 #
                      1...MSe8-c7
                          2.MSh1-f2 #


                solution finished.
                """);
    }
}
