package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** BlackChecks: Black's every move checks; the obligation does not bind in the goal tests. Expected: py 4.104, corpus. */
class BlackChecksTest {
    @Test
    void corpus() { Popeye.corpusMatches("REGRESSIONS-4_73_to_4_75-07"); }

    @Test
    void blackMovesOnlyWithCheck() {
        String text = "begin\npieces white kc6 rh7 black ka8 pb5 bf8 sd3\nstipulation h~1\ncondition BlackChecks\nend\n";
        assertEquals(Popeye.py("""
                1.Sd3-e5 + Kc6*b5
                1.Sd3-e5 + Kc6-d5
                1.Sd3-e5 + Kc6-b6
                1.Sd3-e5 + Kc6-c7
                1.Sd3-b4 + Kc6*b5
                1.Sd3-b4 + Kc6-d7
                1.Sd3-b4 + Kc6-b6
                1.Sd3-b4 + Kc6-c7
                """), Popeye.lines(text));
    }

    /**
     * Without a checking move Black passes, written "1... ...": as a variation (option NoThreat),
     * as a refutation ("1... ... !") and beside a refutation that checks ("1...b7-b6 + !"). A check
     * that leaves Black no legal move but no mate (1.Qh2-h8+: Black's king may not move, since it
     * cannot check) is neither key nor try. py 4.104.
     */
    @Test
    void blackPassesWithoutACheckingMove() {
        String text = "begin\npieces white kc6 qh2 black ka8 pb7\nstipulation #2\ncondition BlackChecks\n"
                + "option try variation nothreat\nend\n";
        assertEquals(Popeye.py("""
                1.Kc6-b5 ?
                1... ... !
                1.Kc6-d5 ?
                1... ... !
                1.Kc6-d7 ?
                1... ... !
                1.Kc6-c5 ?
                1...b7-b6 + !
                1.Kc6-b6 !
                1... ...
                2.Qh2-h8 #
                1.Kc6-c7 !
                1... ...
                2.Qh2-a2 #
                1.Kc6-d6 ?
                1... ... !
                """), Popeye.lines(text));
    }

    /** The null move as the threat's defence in a selfmate: the threat is shown, no "1... ..." line. py 4.104. */
    @Test
    void selfmateThreatAfterTheNullMove() {
        String text = "begin\npieces white kc7 black ke8 sb5e4\nstipulation s#4\ncondition BlackChecks\noption variation\nend\n";
        assertEquals(Popeye.py("""
                1.Kc7-b8 ! threat:
                2.Kb8-a8 zugzwang.
                2...Sb5-c7 +
                3.Ka8-b8 zugzwang.
                3...Sc7-a6 +
                4.Kb8-c8
                4...Se4-d6 #
                """), Popeye.lines(text));
    }

    /** Set play begins with the null move ("1... ..." then "2.Qh2-h8 #"). py 4.104. */
    @Test
    void setPlayNullMove() {
        String text = "begin\npieces white kb6 qh2 black ka8 pd7\nstipulation #2\ncondition BlackChecks\noption set variation\nend\n";
        assertEquals(Popeye.py("""
                1... ...
                2.Qh2-h8 #
                1.Qh2-g1 ! threat:
                2.Qg1-g8 #
                1.Qh2-c7 ! threat:
                2.Qc7-d8 #
                2.Qc7-a7 #
                2.Qc7-b7 #
                2.Qc7-c8 #
                1.Qh2-d6 ! threat:
                2.Qd6-f8 #
                1.Qh2-e5 ! threat:
                2.Qe5-h8 #
                2.Qe5-e8 #
                1.Qh2-f4 ! threat:
                2.Qf4-f8 #
                1.Qh2-g3 ! threat:
                2.Qg3-g8 #
                1.Qh2-b2 ! threat:
                2.Qb2-h8 #
                1.Qh2-c2 ! threat:
                2.Qc2-c8 #
                1.Qh2-e2 ! threat:
                2.Qe2-e8 #
                1.Qh2-f2 ! threat:
                2.Qf2-f8 #
                1.Qh2-h8 # !
                1.Qh2-h7 ! threat:
                2.Qh7-g8 #
                2.Qh7-h8 #
                1.Qh2-h6 ! threat:
                2.Qh6-f8 #
                2.Qh6-h8 #
                1.Qh2-h5 ! threat:
                2.Qh5-e8 #
                2.Qh5-h8 #
                1.Qh2-h4 ! threat:
                2.Qh4-d8 #
                2.Qh4-h8 #
                1.Qh2-h3 ! threat:
                2.Qh3-h8 #
                1.Kb6-c7 ! threat:
                2.Qh2-a2 #
                1.Kb6-a6 ! threat:
                2.Qh2-h8 #
                """), Popeye.lines(text));
    }

    /** In help play Black's null move is written "1. ..." before White's move. py 4.104. */
    @Test
    void helpPlayNullMove() {
        String text = "begin\npieces white kc6 qh2 black ka8\nstipulation h#2\ncondition BlackChecks\nend\n";
        assertEquals(Popeye.py("""
                1. ... Qh2-c7   2. ... Qc7-b7 #
                1. ... Qh2-b2   2. ... Qb2-b7 #
                1. ... Qh2-h7   2. ... Qh7-b7 #
                1. ... Kc6-b6   2. ... Qh2-h8 #
                1. ... Kc6-c7   2. ... Qh2-a2 #
                """), Popeye.lines(text));
    }

    /** A Black with moves but none checking is not stalemated: py finds no solution. */
    @Test
    void noCheckingMoveIsNoStalemate() {
        String text = "begin\npieces white kc6 rh7 black ka8 pb5\nstipulation =1\ncondition BlackChecks\nend\n";
        assertEquals(List.of(), Popeye.lines(text));
    }
}
