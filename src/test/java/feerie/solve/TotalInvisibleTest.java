package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Help mates with total invisible units (docs/total-invisible.md). Every expected list of lines is
 * py 4.104's output for the same problem (run with -regression), in Popeye's order.
 */
class TotalInvisibleTest {
    private static List<String> solve(int count, String pieces, String stipulation) {
        return SolutionLines.of("begin\npieces TotalInvisible " + count + " " + pieces + "\nstipulation " + stipulation + "\nend\n");
    }

    /**
     * A mate must hold in every world: with one invisible a black one could take the mating queen,
     * unless the pawn has shown it white by taking it ("[+wTIb5]"); with two, one may be left.
     */
    @Test
    void mateHoldsInEveryWorld() {
        assertEquals(List.of("1.[+wTIb5]a6*b5 Qd8-g5 #"), solve(1, "white ka1 be3 qd8 black kh5 pa6", "h#1"));
        assertEquals(List.of(), solve(2, "white ka1 be3 qd8 black kh5 pa6", "h#1"));
    }

    /** The king steps into the queen's line: the invisible must stand on g5, and the queen takes it unseen. */
    @Test
    void moveThatNeedsAnInterceptor() {
        assertEquals(List.of("1.Kh6-h5 Qd5-g5 #", "1.[+wTIg6]h7*g6 Qd5-h1 #"), solve(1, "white kf6 qd5 black kh6 ph7", "h#1"));
    }

    /**
     * Captures by an invisible ("TI~*c2"), from h8 down to a1 after the visible moves, and the
     * revelation of the only unit that can have taken on c2 without checking the king ("[c2=bS]").
     */
    @Test
    void capturesByInvisiblesAndRevelation() {
        assertEquals(List.of(
                "1.[+wTIb5]a6*b5 Se5-f7 #",
                "1.TI~*c3 Se5-f7 #",
                "1.TI~*g2 Se5-f7 #",
                "1.TI~*e2 Se5-f7 #",
                "1.TI~*d2 Se5-f7 #",
                "1.TI~*c2 Se5-f7[c2=bS] #",
                "1.TI~*b2 Se5-f7 #",
                "1.TI~*a2 Se5-f7 #"),
                solve(1, "white kb1 se5 bb3 pa2b2c2d2e2f2g2c3 black kh8 rg8 pg7h7a6", "h#1"));
    }

    /** White starts (h#1.5); an invisible that took on d6 is known to stand there. */
    @Test
    void invisibleTakesAndIsTaken() {
        assertEquals(List.of(
                "1...Rh2-h8   2.Bb8-d6 TI~*d6 #",
                "1...Rh2-h8   2.Bb8-c7 TI~*c7 #",
                "1...TI~*b8   2.Ka8*b8 Rh2-h8 #",
                "1...TI~*a7   2.Ka8*a7 Rh2-a2 #"),
                solve(1, "white kc6 rh2 black ka8 pa7 bb8", "h#1.5"));
    }

    /** A random move of an invisible ("TI~-~") may be the mate itself: in every world it can be one. */
    @Test
    void randomMoveMates() {
        assertEquals(List.of(
                "1...Kf3-f2   2.g5-g4 Qe1-g1 #",
                "1...Kf3-g3   2.Kh1-g1 TI~-~ #",
                "1...Kf3-g3   2.g5-g4 TI~-~ #"),
                solve(1, "white kf3 qe1 black kh1 pg5", "h#1.5"));
    }

    /** Two full moves: pawn captures of invisibles, and the order of Popeye's search. */
    @Test
    void helpMateInTwo() {
        assertEquals(List.of(
                "1.g7-g5 Qh5-f3   2.[+wTIh4]g5*h4 Qf3-f8 #",
                "1.g7-g5 Qh5-f7   2.[+wTIh4]g5*h4 Qf7-f8 #",
                "1.g7-g5 Qh5-f7   2.[+wTIf4]g5*f4 Qf7-f8 #",
                "1.g7-g5 Qh5-h6   2.[+wTIh4]g5*h4 Qh6-f8 #",
                "1.g7-g5 Qh5-h6   2.[+wTIf4]g5*f4 Qh6-f8 #",
                "1.g7-g6 Qh5-h6   2.[+wTIf5]g6*f5 Qh6-f8 #",
                "1.[+wTIh6]g7*h6 Qh5-f3   2.h6-h5 Qf3-f8 #",
                "1.[+wTIh6]g7*h6 Qh5-f7   2.h6-h5 Qf7-f8 #",
                "1.[+wTIh6]g7*h6 Qh5-c5   2.h6-h5 Qc5-f8 #",
                "1.[+wTIh6]g7*h6 Qh5-f5   2.h6-h5 Qf5-f8 #",
                "1.[+wTIf6]g7*f6 Qh5-f7   2.f6-f5 Qf7-f8 #",
                "1.[+wTIf6]g7*f6 Qh5-c5   2.f6-f5 Qc5-f8 #",
                "1.[+wTIf6]g7*f6 Qh5-h6   2.f6-f5 Qh6-f8 #",
                "1.Kh8-g8 Qh5-e8   2.Kg8-h8 Qe8-f8 #",
                "1.Kh8-g8 Qh5-e8   2.Kg8-h8 TI~-~ #"),
                solve(1, "white kf1 qh5 black kh8 pg7h7", "h#2"));
    }

    /** Shorter solutions first: an h#2 writes its h#1 lines, then its 941 lines in all (py 4.104). */
    @Test
    void shorterSolutionsFirst() {
        List<String> lines = solve(1, "white kf5 pg7 pe5 black kh5 rc7 pd6 pc2", "h#2");
        assertEquals(941, lines.size());
        assertEquals(List.of(
                "1.Rc7-c3 [+bTIh8]g7*h8=Q #",
                "1.Rc7-c3 [+bTIh8]g7*h8=R #",
                "1.Rc7-c4 [+bTIh8]g7*h8=Q #",
                "1.Rc7-c4 [+bTIh8]g7*h8=R #",
                "1.Rc7-c5 [+bTIh8]g7*h8=Q #",
                "1.Rc7-c5 [+bTIh8]g7*h8=R #",
                "1.Rc7-c6 [+bTIh8]g7*h8=Q #",
                "1.Rc7-c6 [+bTIh8]g7*h8=R #",
                "1.c2-c1=S e5-e6   2.Rc7-c2 [+bTIh8]g7*h8=Q #"), lines.subList(0, 9));
        assertEquals("1.TI~-~ [+bTIf8]g7*f8=R   2.Rc7-c6 Rf8-h8 #", lines.get(940));
    }

    /**
     * Two invisibles in an h#2, placed only where a move needs one (FleshingSearch): castling with a
     * rook nobody saw, an invisible that comes between king and queen by a random move, one that took
     * on f2 and is shown where it shields the king ("[h2=bR]"). Expected lines: py 4.104.
     */
    @Test
    void twoInvisiblesInHelpMateInTwo() {
        assertEquals(List.of(
                "1.Kh1-g2 0-0-0   2.Kg2-h3 Qd3-g3 #",
                "1.Kh1-g2 Qd3-h3   2.Kg2-h1 0-0-0 #",
                "1.Kh1-g2 TI~-~   2.Kg2-h3 Qd3-g3 #",
                "1.Kh1-g1 Qd3-h3   2.Kg1-h1 0-0-0 #",
                "1.Kh1-g1 Qd3-g3   2.TI~-~ 0-0-0 #",
                "1.Kh1-h2 0-0-0   2.Kh2-h3 Qd3-g3 #",
                "1.Kh1-h2 Qd3-g3   2.Kh2-g1 0-0-0 #",
                "1.Kh1-h2 TI~-~   2.Kh2-h3 Qd3-g3 #",
                "1.TI~*f2 Qd3-h3   2.TI~-~ 0-0-0[h2=bR] #",
                "1.TI~-~ Qd3-h3   2.TI~-~ 0-0-0 #",
                "1.TI~-~ Qd3-g3   2.Kh1-g1 0-0-0 #"),
                solve(2, "white ke1 qd3 pf2 black kh1", "h#2"));
    }

    /**
     * The lazy search shares its first moves among the search threads: one thread or two, the
     * lines come in py 4.104's order (the expectation of {@link #twoInvisiblesInHelpMateInTwo}).
     */
    @Test
    void sameLinesInTheSameOrderOnOneThreadOrTwo() {
        try {
            for (int threads = 1; threads <= 2; threads++) {
                RootSplit.setThreads(threads);
                assertEquals(List.of(
                        "1.Kh1-g2 0-0-0   2.Kg2-h3 Qd3-g3 #",
                        "1.Kh1-g2 Qd3-h3   2.Kg2-h1 0-0-0 #",
                        "1.Kh1-g2 TI~-~   2.Kg2-h3 Qd3-g3 #",
                        "1.Kh1-g1 Qd3-h3   2.Kg1-h1 0-0-0 #",
                        "1.Kh1-g1 Qd3-g3   2.TI~-~ 0-0-0 #",
                        "1.Kh1-h2 0-0-0   2.Kh2-h3 Qd3-g3 #",
                        "1.Kh1-h2 Qd3-g3   2.Kh2-g1 0-0-0 #",
                        "1.Kh1-h2 TI~-~   2.Kh2-h3 Qd3-g3 #",
                        "1.TI~*f2 Qd3-h3   2.TI~-~ 0-0-0[h2=bR] #",
                        "1.TI~-~ Qd3-h3   2.TI~-~ 0-0-0 #",
                        "1.TI~-~ Qd3-g3   2.Kh1-g1 0-0-0 #"),
                        solve(2, "white ke1 qd3 pf2 black kh1", "h#2"), threads + " thread(s)");
            }
        } finally {
            RootSplit.setThreads(0);
        }
    }

    /** Two invisibles taken by pawns, one after the other (py 4.104). */
    @Test
    void twoInvisiblesTakenByPawns() {
        assertEquals(List.of(
                "1.[+wTIh6]g7*h6 Qd1-f3   2.[+wTIg5]h6*g5 Qf3-f8 #",
                "1.[+wTIh6]g7*h6 Qd1-d6   2.[+wTIg5]h6*g5 Qd6-f8 #",
                "1.[+wTIh6]g7*h6 Qd1-f1   2.[+wTIg5]h6*g5 Qf1-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-f3   2.[+wTIg5]f6*g5 Qf3-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-f3   2.[+wTIe5]f6*e5 Qf3-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-d6   2.[+wTIg5]f6*g5 Qd6-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-d6   2.[+wTIe5]f6*e5 Qd6-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-f1   2.[+wTIg5]f6*g5 Qf1-f8 #",
                "1.[+wTIf6]g7*f6 Qd1-f1   2.[+wTIe5]f6*e5 Qf1-f8 #"),
                solve(2, "white ka1 qd1 black kh8 pg7h7", "h#2"));
    }
}
