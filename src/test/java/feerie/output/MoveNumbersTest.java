package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import feerie.solve.UnsupportedException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Popeye's option MoveNumbers: the numbered first moves in Popeye's order, and where the lines
 * go. The expected texts are Popeye 4.104's outputs for BEISPIEL/ep-09, BEISPIEL/castling-17,
 * TESTS/battle_play-40, EXAMPLES/pseries-10 and REGRESSIONS/4_87_to_4_89-06.
 */
class MoveNumbersTest {
    private static String solve(String problem) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
    }

    private static List<String> numberLines(String out) {
        return Arrays.stream(out.split("\n")).filter(l -> l.matches(" *\\d+  \\(.*\\)")).toList();
    }

    private static final String EP_09 = "anfang\nforderung h#3\noption zug enpassant b2b3b4 %s\nsteine\n"
            + "weiss ka2 ta1 lb1 sa6 bb4c2\nschwarz ka4 tb7 lb8 sa7 ba3b5c3c4c5c6c7\nende\n";

    @Test
    void helpPlayNumbersEveryPseudoLegalFirstMoveAndWritesTheSolutionsUnderTheirMove() {
        String out = solve(String.format(EP_09, ""));
        String tail = out.substring(out.indexOf("  h#3"));
        assertEquals("  h#3                        6 + 11\n\n"
                + "  1  (Ka4-b3 + )\n"
                + "  2  (Ka4-a5 )\n"
                + "  3  (Ka4*b4 )\n"
                + "  4  (c4*b3 ep. + )\n"
                + "  1.c4*b3 ep. + c2*b3 +   2.Ka4-a5 b3-b4 +   3.Ka5-a4 Lb1-c2 #\n"
                + "  5  (c5*b4 )\n"
                + "  6  (Sa7-c8 )\n"
                + "  1.Sa7-c8 b4*c5   2.Ka4-a5 Ka2*a3   3.Ka5*a6 Ka3-b4 #\n"
                + "  7  (Tb7-b6 )\n\nLoesung beendet.\n\n\n", tail);
    }

    @Test
    void startMoveNumberSkipsTheMovesNumberedBelowIt() {
        String out = solve(String.format(EP_09, "start 5"));
        String tail = out.substring(out.indexOf("  h#3"));
        assertEquals("  h#3                        6 + 11\n\n"
                + "  5  (c5*b4 )\n"
                + "  6  (Sa7-c8 )\n"
                + "  1.Sa7-c8 b4*c5   2.Ka4-a5 Ka2*a3   3.Ka5*a6 Ka3-b4 #\n"
                + "  7  (Tb7-b6 )\n\nLoesung beendet.\n\n\n", tail);
    }

    @Test
    void aDeepStartIsNotSupported() {
        assertThrows(UnsupportedException.class, () -> solve(String.format(EP_09, "start 1:1")));
    }

    @Test
    void battlePlayOrderWithCastlingBeforeTheKingsMoves() {
        String out = solve("anfang\nford #4\nopti vari verf zugn\nstei\nweis ke1 ta1h7 ba5\nschw kf8 sb5\nende\n");
        assertEquals(List.of("  1  (Ta1-a4 )", "  2  (Ta1-a3 )", "  3  (Ta1-a2 )", "  4  (Ta1-d1 )", "  5  (Ta1-c1 )",
                "  6  (Ta1-b1 )", "  7  (0-0-0 )", "  8  (Ke1-f2 )", "  9  (Ke1-d2 )", " 10  (Ke1-d1 )",
                " 11  (Ke1-e2 )", " 12  (Ke1-f1 )", " 13  (a5-a6 )", " 14  (Th7-h1 )", " 15  (Th7-h2 )",
                " 16  (Th7-h3 )", " 17  (Th7-h4 )", " 18  (Th7-h5 )", " 19  (Th7-h6 )", " 20  (Th7-a7 )",
                " 21  (Th7-b7 )", " 22  (Th7-c7 )", " 23  (Th7-d7 )", " 24  (Th7-e7 )", " 25  (Th7-f7 + )",
                " 26  (Th7-g7 )", " 27  (Th7-h8 + )"), numberLines(out));
    }

    @Test
    void reflexPlayOrderOfKingBishopPawnAndKnight() {
        String out = solve("begin\npieces white ka1 bd1 sd8 pb4\nblack ka3 pa4a5\nstipulation r#3\noption vari movenum\nend\n");
        assertEquals(List.of("  1  (Ka1-b2 + )", "  2  (Ka1-a2 + )", "  3  (Ka1-b1 )", "  4  (Bd1-h5 )",
                "  5  (Bd1-g4 )", "  6  (Bd1-f3 )", "  7  (Bd1-e2 )", "  8  (Bd1*a4 )", "  9  (Bd1-b3 )",
                " 10  (Bd1-c2 )", " 11  (b4-b5 )", " 12  (b4*a5 )", " 13  (Sd8-b7 )", " 14  (Sd8-c6 )",
                " 15  (Sd8-e6 )", " 16  (Sd8-f7 )"), numberLines(out));
    }

    @Test
    void seriesPlayPromotionsInTheOrderQueenKnightRookBishop() {
        String out = solve("begin\npieces white kc2 ph7\nblack ka1 sb2\nstipulation pser-s=8\noption movenum\nend\n");
        assertEquals(List.of("  1  (Kc2-b1 + )", "  2  (Kc2-d1 )", "  3  (Kc2-d3 )", "  4  (Kc2-b3 )",
                "  5  (Kc2-c1 )", "  6  (Kc2*b2 + )", "  7  (Kc2-c3 )", "  8  (Kc2-d2 )", "  9  (h7-h8=Q )",
                " 10  (h7-h8=S )", " 11  (h7-h8=R )", " 12  (h7-h8=B )"), numberLines(out));
    }

    @Test
    void helpReflexPlayNumbersTheHalfMove() {
        // REGRESSIONS/4_87_to_4_89-06
        String out = solve("begin\npieces white ka1 black kg8 sh8\nstip hr#2.5\noption movenumbers\nend\n");
        assertEquals(List.of("  1  (Kg8-f7 )", "  2  (Kg8-h7 )", "  3  (Kg8-g7 )", "  4  (Kg8-f8 )",
                "  5  (Sh8-f7 )", "  6  (Sh8-g6 )"), numberLines(out));
    }
}
