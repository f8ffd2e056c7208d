package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Options MoveNumbers, StartMoveNumber and UpToMoveNumber with total invisibles: Popeye's
 * decisions at each level numbered in its order, the invisibles' moves included. Every expected
 * text is py 4.104's output for the same problem (run with -regression).
 */
class InvisibleMoveNumbersTest {
    private static String solve(String pieces, String stipulation, String option) {
        String text = "begin\npieces TotalInvisible " + pieces + "\nstipulation " + stipulation + "\noption " + option + "\nend\n";
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        return out.substring(out.indexOf("  " + stipulation));
    }

    /**
     * Every first move numbered: the visible moves in Popeye's order (moves into check too), then
     * the captures by an invisible from h8 down, then "TI~-~"; each move's solutions after it.
     */
    @Test
    void firstMovesOfAHelpMateInOneAndAHalf() {
        assertEquals(""
                + "  h#1.5                2 + 3 + 1 TI\n"
                + "\n"
                + "  1  (Rh2-h1 )\n"
                + "  2  (Rh2-a2 )\n"
                + "  3  (Rh2-b2 )\n"
                + "  4  (Rh2-c2 )\n"
                + "  5  (Rh2-d2 )\n"
                + "  6  (Rh2-e2 )\n"
                + "  7  (Rh2-f2 )\n"
                + "  8  (Rh2-g2 )\n"
                + "  9  (Rh2-h8 )\n"
                + "  1...Rh2-h8   2.Bb8-d6 TI~*d6 #\n"
                + "  1...Rh2-h8   2.Bb8-c7 TI~*c7 #\n"
                + " 10  (Rh2-h7 )\n"
                + " 11  (Rh2-h6 )\n"
                + " 12  (Rh2-h5 )\n"
                + " 13  (Rh2-h4 )\n"
                + " 14  (Rh2-h3 )\n"
                + " 15  (Kc6-b5 )\n"
                + " 16  (Kc6-d5 )\n"
                + " 17  (Kc6-d7 )\n"
                + " 18  (Kc6-b7 )\n"
                + " 19  (Kc6-c5 )\n"
                + " 20  (Kc6-b6 )\n"
                + " 21  (Kc6-c7 )\n"
                + " 22  (Kc6-d6 )\n"
                + " 23  (TI~*b8 )\n"
                + "  1...TI~*b8   2.Ka8*b8 Rh2-h8 #\n"
                + " 24  (TI~*a7 )\n"
                + "  1...TI~*a7   2.Ka8*a7 Rh2-a2 #\n"
                + " 25  (TI~-~ )\n"
                + "\n"
                + "solution finished.\n"
                + "\n"
                + "\n", solve("1 white kc6 rh2 black ka8 pa7 bb8", "h#1.5", "movenum"));
    }

    /**
     * A path below the first move: the pawn's capture of an invisible on an empty square comes
     * between its step and its capture of a unit ("2:2  ([+bTIf6]e5*f6 )" above it); the
     * captures by an invisible of the knight and rook, not of the king.
     */
    @Test
    void pathOfAHelpMateInTwo() {
        assertEquals(""
                + "  h#2                  3 + 4 + 1 TI\n"
                + "\n"
                + "  2  (c2-c1=S )\n"
                + "  2:3  (e5*d6 )\n"
                + "  2:3:1  (Sc1-e2 )\n"
                + "  2:3:2  (Sc1-d3 )\n"
                + "  2:3:3  (Sc1-b3 )\n"
                + "  2:3:4  (Sc1-a2 )\n"
                + "  2:3:5  (Kh5-g4 )\n"
                + "  2:3:6  (Kh5-g6 )\n"
                + "  2:3:7  (Kh5-h4 )\n"
                + "  2:3:8  (Kh5-g5 )\n"
                + "  2:3:9  (Kh5-h6 )\n"
                + "  2:3:10  (Rc7-c2 )\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c2 [+bTIh8]g7*h8=Q #\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c2 [+bTIh8]g7*h8=R #\n"
                + "  2:3:11  (Rc7-c3 )\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c3 [+bTIh8]g7*h8=Q #\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c3 [+bTIh8]g7*h8=R #\n"
                + "  2:3:12  (Rc7-c4 )\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c4 [+bTIh8]g7*h8=Q #\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c4 [+bTIh8]g7*h8=R #\n"
                + "  2:3:13  (Rc7-c5 )\n"
                + "  2:3:14  (Rc7-c6 )\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c6 [+bTIh8]g7*h8=Q #\n"
                + "  1.c2-c1=S e5*d6   2.Rc7-c6 [+bTIh8]g7*h8=R #\n"
                + "  2:3:15  (Rc7-a7 )\n"
                + "  2:3:16  (Rc7-b7 )\n"
                + "  2:3:17  (Rc7-c8 )\n"
                + "  2:3:18  (Rc7*g7 )\n"
                + "  2:3:19  (Rc7-f7 )\n"
                + "  2:3:20  (Rc7-e7 )\n"
                + "  2:3:21  (Rc7-d7 )\n"
                + "  2:3:22  (TI~*g7 )\n"
                + "  2:3:23  (TI~*d6 )\n"
                + "  2:3:24  (TI~-~ )\n"
                + "\n"
                + "solution finished.\n"
                + "\n"
                + "\n", solve("1 white kf5 pg7 pe5 black kh5 rc7 pd6 pc2", "h#2", "movenum start 2:3:1 upto 2:3:40"));
    }

    /**
     * No castling with an invisible rook on a1 once the visible rook has left it (its square is
     * taboo from the next move on); the king castles out of nothing checked.
     */
    @Test
    void noInvisibleRookWhereAVisibleOneWas() {
        assertEquals(""
                + "  h#1.5                3 + 2 + 1 TI\n"
                + "\n"
                + "  1  (Ra1-a3 )\n"
                + "  1:3  (Qa6-d3 )\n"
                + "  1:3:1  (0-0 )\n"
                + "  1:3:2  (Ke1-f2 )\n"
                + "  1:3:3  (Ke1-d2 )\n"
                + "  1:3:4  (Ke1-d1 )\n"
                + "  1:3:5  (Ke1-e2 )\n"
                + "  1:3:6  (Ke1-f1 )\n"
                + "  1:3:7  (Ra3-a1 )\n"
                + "  1:3:8  (Ra3-a2 )\n"
                + "  1:3:9  (Ra3*d3 )\n"
                + "  1:3:10  (Ra3-c3 )\n"
                + "  1:3:11  (Ra3-b3 )\n"
                + "  1:3:12  (Sa4-b2 )\n"
                + "  1:3:13  (Sa4-c3 )\n"
                + "  1:3:14  (Sa4-c5 )\n"
                + "  1:3:15  (Sa4-b6 )\n"
                + "  1:3:16  (TI~*d3 )\n"
                + "  1:3:17  (TI~-~ )\n"
                + "\n"
                + "solution finished.\n"
                + "\n"
                + "\n", solve("1 white ke1 ra1 sa4 black ke8 qa6", "h#1.5", "movenum start 1:3:1 upto 1:3:60"));
    }

    /** Once a pawn has taken the only invisible, no invisible rook castles (py 4.104: no "0-0" at 4:5:1). */
    @Test
    void noInvisibleRookOnceThePawnTookTheOnlyInvisible() {
        String out = solve("1 white ke1 ra1 qc3 pb7 se3 black ke8 ra8 rh8 pb6 pg4", "h#1.5", "movenum start 4:5:1 upto 4:5:60");
        assertTrue(out.startsWith("  h#1.5                5 + 5 + 1 TI\n\n"
                + "  4  (Ra1-a5 )\n"
                + "  4:5  ([+wTIc5]b6*c5 )\n"
                + "  4:5:1  (Ke1-f2 )\n"
                + "  4:5:2  (Ke1-d2 )\n"), out);
        // the pawn took the only invisible: none of White's takes or moves at the end
        assertTrue(out.contains("  4:5:46  (b7*a8=B )\n\nsolution finished."), out);
    }

    /** A move that takes the king is not numbered (py 4.104: Qb6-f6 is 21, no Qb6*g6). */
    @Test
    void noCaptureOfTheKing() {
        String out = solve("1 white kf8 qb6 ph2 black kg6 rh6 bc4", "h#1.5", "movenum");
        assertFalse(out.contains("*g6"), out);
        assertTrue(out.contains(" 21  (Qb6-f6 )\n"), out);
        assertTrue(out.contains(" 32  (TI~-~ )\n"), out);
    }

    /**
     * With bounds Popeye writes no shorter solutions; with MoveNumbers alone it writes them first,
     * unnumbered, then the numbered first moves of the full length.
     */
    @Test
    void shorterSolutions() {
        String pieces = "1 white kf5 pg7 pe5 black kh5 rc7 pd6 pc2";
        assertEquals("  h#2                  3 + 4 + 1 TI\n\n"
                + "  2  (c2-c1=S )\n"
                + "  3  (c2-c1=R )\n\n"
                + "solution finished.\n\n\n", solve(pieces, "h#2", "movenum start 2:3 upto 3:2"));
        String out = solve("1 white kf5 pg7 pe5 black kh5 rc3 pd6 pc2", "h#1.5", "movenum");
        assertTrue(out.startsWith("  h#1.5                3 + 4 + 1 TI\n\n"
                + "  1...[+bTIh8]g7*h8=Q #\n"
                + "  1...[+bTIh8]g7*h8=R #\n"
                + "  1  (e5-e6 )\n"
                + "  1...e5-e6   2.c2-c1=S [+bTIh8]g7*h8=Q #\n"), out);
    }

    /**
     * A diagram whose side to play can take the king where no invisible can come in between is
     * refused (on Popeye's error stream): nothing numbered, nothing played.
     */
    @Test
    void kingInUninterceptableCheck() {
        assertEquals(""
                + "  h#1.5                4 + 3 + 1 TI\n"
                + "\n"
                + "solution finished.\n"
                + "\n"
                + "\n", solve("1 white ka7 qd8 sd6 re1 black kd7 pb3 pe2", "h#1.5", "movenum start 5:6:2 upto 5:6:60"));
    }

    /**
     * Two invisibles in an h#2, beyond the search's usual limit: the bounds pin the first three
     * levels to one move each, so only the last is searched wide; the stand-in on h6 is taken.
     */
    @Test
    void twoInvisiblesOnAPinnedPath() {
        assertEquals("  h#2                  2 + 3 + 2 TI\n\n"
                + "  3  ([+wTIh6]g7*h6 )\n"
                + "  3:10  (Qh5-e8 )\n"
                + "  3:10:4  (Kh8-g8 )\n"
                + "  3:10:4:20  (Qe8-a8 )\n"
                + "  3:10:4:21  (Qe8-b8 )\n"
                + "  3:10:4:22  (Qe8-c8 )\n"
                + "  3:10:4:23  (Qe8-d8 )\n"
                + "  3:10:4:24  (Qe8-f8 )\n"
                + "  3:10:4:25  (TI~*h7 )\n"
                + "  3:10:4:26  (TI~*h6 )\n"
                + "  1.[+wTIh6]g7*h6 Qh5-e8   2.Kh8-g8 TI~*h6[h6=wB] #\n"
                + "  3:10:4:27  (TI~-~ )\n\n"
                + "solution finished.\n\n\n", solve("2 white kf1 qh5 black kh8 pg7 ph7", "h#2", "movenum start 3:10:4:20 upto 3:10:4:60"));
    }

    /**
     * Two invisibles in an h#2 with the first level bounded only: the lazy placement numbers the
     * moves as Popeye does (EXAMPLES-total_invisible-17 with the numbers; py 4.104).
     */
    @Test
    void twoInvisiblesPlacedLazily() {
        assertEquals("  h#2                  3 + 1 + 2 TI\n\n"
                + "  5  (Kg1-h1 )\n"
                + "  1.Kg1-h1 Qd3-h3   2.TI~-~ 0-0-0 #\n"
                + "  1.Kg1-h1 Qd3-g3   2.Kh1-g1 0-0-0 #\n"
                + "  6  (TI~*d3 )\n"
                + "  7  (TI~*f2 )\n"
                + "  1.TI~*f2 Qd3-g3   2.TI~-~ 0-0-0[g2=bR] #\n"
                + "  8  (TI~-~ )\n"
                + "  1.TI~-~ Qd3-h3   2.Kg1-h1 0-0-0 #\n"
                + "  1.TI~-~ Qd3-g3   2.TI~-~ 0-0-0 #\n\n"
                + "solution finished.\n\n\n", solve("2 white ke1 qd3 pf2 black kg1", "h#2", "movenum start 5 upto 8"));
    }
}
