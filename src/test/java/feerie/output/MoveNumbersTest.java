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
 * TESTS/battle_play-40, EXAMPLES/pseries-10, REGRESSIONS/4_87_to_4_89-06 and
 * REGRESSIONS/4_93_to_4_95-01.
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

    /** Popeye 4.104 on these two problems of our own making: help and series play count on through the twins. */
    @Test
    void helpAndSeriesPlayNumberOnThroughTheTwinsButBattlePlayStartsAgain() {
        String help = "begin\noption movenumbers\npieces white kc3 qd1 black ka1\nstipulation h#2\ntwin move d1 d2\nend\n";
        assertEquals(List.of("  1  (Ka1-b2 + )", "  2  (Ka1-a2 )", "  3  (Ka1-b1 )", "  4  (Ka1-b2 + )", "  5  (Ka1-a2 )",
                "  6  (Ka1-b1 )"), numberLines(solve(help)));
        String series = "begin\noption movenumbers\npieces white kc3 qd1 black ka1 pb7\nstipulation ser-h#2\n"
                + "twin move d1 d2\nend\n";
        assertEquals(List.of("  1  (Ka1-b2 + )", "  2  (Ka1-a2 )", "  3  (Ka1-b1 )", "  4  (b7-b5 )", "  5  (b7-b6 )",
                "  6  (Ka1-b2 + )", "  7  (Ka1-a2 )", "  8  (Ka1-b1 )", "  9  (b7-b5 )", " 10  (b7-b6 )"),
                numberLines(solve(series)));
        String battle = "begin\noption movenumbers\npieces white kc3 qd1 black ka1\nstipulation #2\ntwin move d1 d2\nend\n";
        String out = solve(battle);
        assertEquals(List.of("  1  (Qd2-c1 + )", "  2  (Qd2-e1 + )"), numberLines(out.substring(out.indexOf("b) "))).subList(0, 2));
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
    void upToMoveNumberLeavesOutTheMovesNumberedAboveIt() {
        // ep-09's lines, those after move 4 left out as "upto 2:40" leaves out 3 to 5 in 4_93_to_4_95-01
        String out = solve(String.format(EP_09, "biszugnummer 4"));
        String tail = out.substring(out.indexOf("  h#3"));
        assertEquals("  h#3                        6 + 11\n\n"
                + "  1  (Ka4-b3 + )\n"
                + "  2  (Ka4-a5 )\n"
                + "  3  (Ka4*b4 )\n"
                + "  4  (c4*b3 ep. + )\n"
                + "  1.c4*b3 ep. + c2*b3 +   2.Ka4-a5 b3-b4 +   3.Ka5-a4 Lb1-c2 #\n"
                + "\nLoesung beendet.\n\n\n", tail);
    }

    /** REGRESSIONS/4_93_to_4_95-01, its options written as {@code %s}. */
    private static final String INTRO_SERIES = "begin\nstipulation 3->ser-h#2\npieces white ka4\n"
            + "black pf7 kf8 bh6 sh7\noption %s\nend\n";

    /** Popeye's numbered lines for "start 1:1 upto 2:40" there. */
    private static final List<String> INTRO_SERIES_LINES = List.of("  1  (Ka4-b3 )", "  1:1  (Kb3-a2 )",
            "  1:2  (Kb3-c2 )", "  1:3  (Kb3-c4 )", "  1:4  (Kb3-a4 )", "  1:5  (Kb3-b2 )", "  1:6  (Kb3-a3 )",
            "  1:7  (Kb3-b4 )", "  1:8  (Kb3-c3 )", "  2  (Ka4-b5 )", "  2:1  (Kb5-a4 )", "  2:2  (Kb5-c4 )",
            "  2:3  (Kb5-c6 )", "  2:4  (Kb5-a6 )", "  2:5  (Kb5-b4 )", "  2:6  (Kb5-a5 )", "  2:7  (Kb5-b6 )",
            "  2:8  (Kb5-c5 )");

    private static List<String> deepNumberLines(String out) {
        return Arrays.stream(out.split("\n")).filter(l -> l.matches(" *\\d+(:\\d+)*  \\(.*\\)")).toList();
    }

    @Test
    void deepStartAndUpToNumberTheIntroductoryMovesLevelByLevel() {
        String out = solve(String.format(INTRO_SERIES, "movenumber start 1:1 upto 2:40"));
        String tail = out.substring(out.indexOf("  3->ser-h#2"));
        assertEquals("  3->ser-h#2                  1 + 4\n\n" + String.join("\n", INTRO_SERIES_LINES)
                + "\n\nsolution finished.\n\n\n", tail);
    }

    @Test
    void deepStartAndUpToInGerman() {
        String german = "anfang\nforderung 3->ser-h#2\nsteine weiss ka4\nschwarz bf7 kf8 lh6 sh7\n"
                + "option startzugnummer 1:1 biszugnummer 2:40\nende\n";
        assertEquals(INTRO_SERIES_LINES, deepNumberLines(solve(german)));
    }

    @Test
    void deepStartAndUpToInFrench() {
        String french = "debut\nenonce 3->ser-h#2\npieces blanc ra4\nnoir pf7 rf8 fh6 ch7\n"
                + "option enroute 1:1 jusquaucoup 2:40\nfin\n";
        // the moves are written in French: compare the numbers
        assertEquals(INTRO_SERIES_LINES.stream().map(l -> l.substring(0, l.indexOf('('))).toList(),
                deepNumberLines(solve(french)).stream().map(l -> l.substring(0, l.indexOf('('))).toList());
    }

    @Test
    void aDeepStartInHelpPlayNumbersTheSecondMoves() {
        // py 4.104 on the same position with "start 1:1"
        List<String> lines = deepNumberLines(solve(String.format(EP_09, "start 1:1"))).stream()
                .filter(l -> l.contains(":")).toList();
        assertEquals(List.of("  4:1  (Ka2*b3 + )", "  4:2  (Ka2*a3 + )", "  4:3  (Ka2-b2 )", "  4:4  (c2*b3 + )",
                "  4:5  (Sa6-b4 )", "  4:6  (Sa6*c5 + )", "  4:7  (Sa6*c7 )", "  4:8  (Sa6*b8 )"), lines.subList(0, 8));
        assertEquals(29, lines.size());
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
