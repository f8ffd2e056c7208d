package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.output.ProblemOutput;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Structured stipulations solved as the ordinary stipulation they mean; the expected lines are
 * Popeye 4.104's output for the BEISPIEL/sford problems of the corpus.
 */
class StructuredStipulationTest {
    private static String solveText(String problem) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        // the whole output, board and stipulation line included
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
    }

    /** The solution lines, without the blank lines and the closing line. */
    private static List<String> solve(String problem) {
        return Arrays.stream(solveText(problem).split("\n"))
                .filter(l -> !l.isBlank() && !l.strip().equals("Loesung beendet.") && !l.strip().equals("solution finished."))
                .collect(Collectors.toList());
    }

    private static List<String> sorted(List<String> lines) {
        return lines.stream().sorted().collect(Collectors.toList());
    }

    @Test
    void attackerToTheGoalInOneIsADirectMateInOne() {
        // BEISPIEL-sford-01: "1a[#]d" is #1
        List<String> lines = solve("anfang\nsforderung weiss 1a[#]d\noption enpassant g7g6g5\n"
                + "steine weiss kf7 bh5\n       schwarz kh7 dd4 te8h8 lc8h6 se4g8 bd7e3e6f3f6g2g5h4\nende\n");
        assertEquals("   1.h5*g6 ep. # !", lines.get(lines.size() - 1));
    }

    @Test
    void stipulationLineShowsTheStructuredText() {
        String out = solveText("anfang\nsforderung weiss 1a[za7]d\noption ohnewk ohnesk\nsteine weiss ba6\nende\n");
        assertTrue(out.contains("  Weiss 1a[za7]d              1 + 0\n"), out);
        assertTrue(out.contains("\n   1.a6-a7 z !\n"), out);
    }

    @Test
    void defenderFirstIsThePlayAfterTheKey() {
        // BEISPIEL-sford-02: "- 6da[#]" is #4 with PostKeyPlay
        List<String> lines = solve("anfang\nsford weiss - 6da[#]\noption vari droh 1\n"
                + "steine weiss ke2 ta1h5 lc5f5 sg3\n       schwarz ke8 ta4 la5 ba3b3b7c7e5f7g7\nende\n");
        // siblings in any order, as the verify command compares them
        assertEquals(sorted(List.of(
                " Drohung:",
                "          2.Th5-h8 #",
                "      1...Ta4-h4",
                "          2.Th5*h4 Drohung:",
                "                  3.Th4-h8 #",
                "              2...f7-f6",
                "                  3.Th4-h8 +",
                "                      3...Ke8-f7",
                "                          4.Th8-f8 #",
                "                  3.Lf5-e6 Drohung:",
                "                          4.Th4-h8 #",
                "      1...Ta4-e4 +",
                "          2.Sg3*e4 Drohung:",
                "                  3.Th5-h8 #",
                "              2...f7-f6",
                "                  3.Lf5-e6 Drohung:",
                "                          4.Th5-h8 #",
                "                  3.Th5-h8 +",
                "                      3...Ke8-f7",
                "                          4.Th8-f8 #",
                "      1...f7-f6",
                "          2.Th5-h8 +",
                "              2...Ke8-f7",
                "                  3.Th8-f8 #")), sorted(lines.subList(lines.indexOf("  Weiss -6da[#]/1            6 + 10") + 1, lines.size())));
    }

    @Test
    void exactHelpPlayStartedByTheOtherSide() {
        // BEISPIEL-sford-33: "schwarz - 3:3h[#]h" is exact-h#1.5, so not 1.Kf1/Kh3#
        List<String> lines = solve("anfang\nsforderung schwarz - 3:3h[#]h\noption\n"
                + "steine\nweiss kg2 lh1\nschwarz ka8 la7b8 bh6\nende\n");
        assertEquals("  1...Kg2-f3   2.h6-h5 Kf3-e2 #", lines.get(lines.size() - 1));
    }

    @Test
    void unknownConstructsAreUnsupported() {
        Problem p = (Problem) ProblemReader.read("begin\nsstip black 13h[1h[#]h]?x?h\npieces white ka1 black kh8\nend\n", "test").get(0);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(p));
        assertTrue(e.getMessage().contains("structured stipulation"), e.getMessage());
    }

    @Test
    void helpPlayThenEveryDefenceAllowsTheMate() {
        // EXAMPLES-lengthy-helpdirectmate-04: after four help half-moves Black moves, and every
        // move of his allows the mate; each defence is a line, numbered on from the help play
        List<String> lines = solve("begin\npieces white kd7 be1f5 sa1c2 pb4d4g2g3\n       black kd3 pb5c4e2e4e6e7\n"
                + "sstip black 4hh[2da[#]]\nend\n");
        assertEquals(sorted(List.of(
                "  1.c4-c3 Bf5-g4   2.e4-e3 Kd7*e6   3.Kd3-e4 Bg4-f5 #",
                "  1.c4-c3 Bf5-g4   2.e4-e3 Kd7*e6   3.Kd3-c4 Bg4*e2 #",
                "  1.e6-e5 Kd7*e7   2.e5*d4 Bf5-d7   3.c4-c3 Bd7*b5 #",
                "  1.e6-e5 Kd7*e7   2.e5*d4 Bf5-d7   3.e4-e3 Bd7-f5 #")),
                sorted(lines.subList(lines.indexOf("  Black 4hh[2da[#]]           9 + 7") + 1, lines.size())));
    }

    @Test
    void helpPlayThenDirectMateNumberedAfresh() {
        // EXAMPLES-lengthy-helpdirectmate-18 (M. Schreckenbach): three help half-moves, then #2
        List<String> lines = solve("begin\npieces white kh7 ra4 bf6 pf3h2\n       black kf5 pe7h3h5\n"
                + "sstip black 3h[3a[#]d]h\nend\n");
        assertEquals(sorted(List.of(
                "  1.e7-e6 Bf6-e5   2.Kf5-g5   1.Ra4-h4 Kg5*h4   2.Be5-f6 #",
                "  1.e7-e6 Bf6-e5   2.Kf5-g5   1.Ra4-h4 Kg5-f5   2.Rh4*h5 #")),
                sorted(lines.subList(lines.indexOf("  Black 3h[3a[#]d]h           5 + 4") + 1, lines.size())));
    }

    @Test
    void helpAndOwnGoalTogetherAreReciprocalHelp() {
        // BEISPIEL-sford-14: "2hh[#]&1h[#]h" is reci-h#1
        List<String> lines = solve("anfang\nsford schwarz 2hh[#]&1h[#]h\nstei\nweis kg2 tg1h5 lh1e5 sa4h3 bd4h4\n"
                + "schw ke8 ta8h8 lb7e3 sf1g3 be4e6f7h2h7\noption enpassant d2d3d4\nende\n");
        assertEquals(List.of("  1.0-0-0 Sa4-b6 #", "  1.e4*d3 ep. #"),
                lines.subList(lines.indexOf("  Schwarz 2hh[#]&1h[#]h      9 + 12") + 1, lines.size()));
    }

    @Test
    void negatedGoalInOneMove() {
        // BEISPIEL-sford-11 (R. Wüthrich): White moves and does not mate; one move only does not
        List<String> lines = solve("anfang\nsforderung      weiss 1a[!#]d\n"
                + "steine          weiss   ke8 df8 tf3g5 lf7h4 sc6f4 be3e4f2g3g4\n                schwarz kf6 td6 la4\nende\n");
        assertEquals("   1.Df8-g8 !", lines.get(lines.size() - 1));
    }

    @Test
    void mateWithoutCapture() {
        // REGRESSIONS 4.79-4.81 no. 1 (Z. Laborczi): "1a[!x&#]d", so not 1.Qxh7#
        List<String> lines = solve("begin\npieces white Kh6 Qb1 black Kh8 Ph7\nsstip white 1a[!x&#]d\nend\n");
        assertEquals("   1.Qb1-b8 # !", lines.get(lines.size() - 1));
        assertEquals("  White 1a[!x&#]d             2 + 2", lines.get(lines.size() - 2));
    }

    @Test
    void helpPlayToTwoGoalsAtOnceWritesALineForEach() {
        // REGRESSIONS 4.61-4.63 no. 32: "4hh[x&=]", the last move captures and stalemates
        List<String> lines = solve("begin\npieces white kb5 be7 pb4 black kb8 pb6\nsstipulation black 4hh[x&=]\nend\n");
        // lines in any order, as the verify command compares them
        assertEquals(sorted(List.of(
                "  1.Kb8-a7 Be7-d6   2.Ka7-a8 Kb5*b6 x",
                "  1.Kb8-a7 Be7-d6   2.Ka7-a8 Kb5*b6 =",
                "  1.Kb8-b7 Be7-d6   2.Kb7-a8 Kb5*b6 x",
                "  1.Kb8-b7 Be7-d6   2.Kb7-a8 Kb5*b6 =")),
                sorted(lines.subList(lines.indexOf("  Black 4hh[x&=]              3 + 2") + 1, lines.size())));
    }

    @Test
    void helpPlayOfAnyOddLengthThenOneAttackingMove() {
        // BEISPIEL-sford-20: "weiss 3h[1a[x]d]h", help play of 1 or 3 half-moves, then White's
        // capture; the single attacking move is numbered on with the help play
        List<String> lines = solve("anfang\nsforderung weiss 3h[1a[x]d]h\nsteine weiss bf3g3g2h4\n"
                + "       schwarz ba6f4h5\noption ohnewk ohnesk\nende\n");
        assertEquals(sorted(List.of(
                "  1.g3-g4 h5*g4 x",
                "  1.g3-g4 h5*g4   2.g2-g3 f4*g3 x",
                "  1.g3-g4 h5*g4   2.g2-g3 g4*f3 x",
                "  1.g3-g4 h5*g4   2.h4-h5 g4*f3 x",
                "  1.g3-g4 a6-a5   2.g2-g3 f4*g3 x",
                "  1.g3-g4 a6-a5   2.g2-g3 h5*g4 x",
                "  1.g3*f4 a6-a5   2.g2-g4 h5*g4 x")),
                sorted(lines.subList(lines.indexOf("  Weiss 3h[1a[x]d]h           4 + 3") + 1, lines.size())));
    }

    @Test
    void helpPlayWithAGoalAfterEachSidesMoves() {
        // BEISPIEL-sford-37: stalemate after a black move or mate after a white one, at most 4 half-moves
        List<String> lines = solve("anfang\nsforderung schwarz 4h[=]h[#]\nsteine weiss ka6 tg7\n"
                + "       schwarz ka4 sd8b3 ba2\nende\n");
        assertEquals(sorted(List.of(
                "  1.a2-a1=D Tg7-g1   2.Da1*g1 =",
                "  1.a2-a1=T Tg7-c7   2.Ta1-a3 Tc7-c4 #")),
                sorted(lines.subList(lines.indexOf("  Schwarz 4h[=]h[#]           2 + 4") + 1, lines.size())));
    }

    @Test
    void constraintOnTheHelpingSide() {
        // BEISPIEL-sford-22: "4h{!x}h[x]", Black never captures; 2 or 4 half-moves
        List<String> lines = solve("anfang\nsforderung schwarz 4h{!x}h[x]\nsteine weiss ba3f5h4\n"
                + "       schwarz bf6g6g7h5\noption ohnewk ohnesk\nende\n");
        assertEquals(sorted(List.of(
                "  1.g6-g5 h4*g5 x",
                "  1.g6-g5 a3-a4   2.g7-g6 h4*g5 x",
                "  1.g6-g5 a3-a4   2.g7-g6 f5*g6 x")),
                sorted(lines.subList(lines.indexOf("  Schwarz 4h{!x}h[x]          3 + 4") + 1, lines.size())));
    }

    @Test
    void constraintAlsoOnTheMoveReachingTheGoal() {
        // BEISPIEL-sford-38: "- 3h[#]{!x}h", so not 1.a7*b8=D
        List<String> lines = solve("anfang\nsford schwarz - 3h[#]{!x}h\nsteine weiss sh6 ba7\n"
                + "       schwarz kh5 lg6b8 bg5\noption ohnewk\nende\n");
        assertEquals(List.of("  1...a7-a8=D   2.Lb8-a7 Da8-h1 #"),
                lines.subList(lines.indexOf("  Schwarz -3h[#]{!x}h         2 + 4") + 1, lines.size()));
    }

    @Test
    void helpMoveBeforeReciprocalPlayIsALongerReciprocalHelp() {
        // BEISPIEL-sford-18 (N. Geissler, diagram only): "2hh[2hh[#]&1h[#]h]" is reci-h#2
        List<String> lines = solve("anfang\nsford schwarz 2hh[2hh[#]&1h[#]h]\nstei\nweis kg2 tg1h5 lh1e5 sa4h3 bd2h4\n"
                + "schw ke8 ta8h8 lb7e3 sg3 be4e6f2f7h2h7\nende\n");
        assertEquals(List.of("  1.f2-f1=S d2-d4   2.0-0-0 Sa4-b6 #", "  1.f2-f1=S d2-d4   2.e4*d3 ep. #"),
                lines.subList(lines.indexOf("  Schwarz 2hh[2hh[#]&1h[#]h] 9 + 12") + 1, lines.size()));
    }

    @Test
    void seriesThenOneAttackingMoveIncludesShorterSeries() {
        // BEISPIEL-sford-26: "2s[1a[x]d]", ser-hx2 with the series of one move too
        List<String> lines = solve("anfang\nsforderung schwarz 2s[1a[x]d]\nsteine weiss ba3f5h4h6\n"
                + "       schwarz bf6g7h5\noption ohnewk ohnesk\nende\n");
        assertEquals(sorted(List.of(
                "  1.g7-g5 h4*g5 x",
                "  1.g7-g5 f5*g6 ep. x",
                "  1.g7-g6 f5*g6 x",
                "  1.g7-g6   2.g6-g5 h4*g5 x")),
                sorted(lines.subList(lines.indexOf("  Schwarz 2s[1a[x]d]          4 + 3") + 1, lines.size())));
    }

    @Test
    void forcedAttackEndsTheHelpPlayAsSoonAsItCan() {
        // BEISPIEL-sford-23: "3h[>1a[x]d]h", Black must capture as soon as he can
        List<String> lines = solve("anfang\nsforderung weiss 3h[>1a[x]d]h\nsteine weiss bf3g3g2h4\n"
                + "       schwarz ba6f4h5\noption ohnewk ohnesk\nende\n");
        assertEquals(sorted(List.of("  1.g3-g4 h5*g4 x", "  1.g3*f4 a6-a5   2.g2-g4 h5*g4 x")),
                sorted(lines.subList(lines.indexOf("  Weiss 3h[>1a[x]d]h          4 + 3") + 1, lines.size())));
    }

    @Test
    void suppressedPlayIsTestedButNotWritten() {
        // EXAMPLES-lengthy-helpdirectmate-08 (L. Ursta): "4hh[/2da[#]]", only the help moves written
        List<String> lines = solve("begin\npieces white kf5 re6\n       black kh1 rb7 bf4 sf3 pc3c7d5h2\n"
                + "sstip black 4hh[/2da[#]]\nend\n");
        assertEquals(sorted(List.of(
                "  1.Sf3-d4 + Kf5*f4   2.Sd4-b5 Kf4-g3",
                "  1.Bf4-c1 Kf5-g4   2.Bc1-b2 Kg4*f3",
                "  1.Rb7-b5 Kf5*f4   2.Rb5-c5 Kf4*f3")),
                sorted(lines.subList(lines.indexOf("  Black 4hh[/2da[#]]          2 + 8") + 1, lines.size())));
    }

    @Test
    void captureZugzwangWithSetPlay() {
        // EXAMPLES-capzug-02 (C. Pacurar & A. Tüngler): after 8 help half-moves Black, not in
        // check, must capture with every move; the set play is a half-move shorter, White first
        List<String> lines = solve("begin\nsstip black 8hh[/1d[x]a{!+}]\npieces white ka5 pa2b3\n"
                + "       black kb7 pa7b5\noption set\nend\n");
        List<String> solution = lines.subList(lines.indexOf("  Black 8hh[/1d[x]a{!+}]      3 + 3") + 1, lines.size());
        assertEquals("  1...Ka5-b4   2.Kb7-a6 Kb4-c5   3.Ka6-a5 a2-a4   4.a7-a6 a4*b5", solution.get(0));
        assertEquals(sorted(List.of(
                "  1.b5-b4 Ka5-b5   2.a7-a6 + Kb5-c4   3.Kb7-b6 a2-a3   4.Kb6-a5 Kc4-c5",
                "  1.Kb7-c6 Ka5-a6   2.b5-b4 Ka6*a7   3.Kc6-b5 Ka7-b7   4.Kb5-a5 a2-a4")),
                sorted(solution.subList(1, solution.size())));
    }

    @Test
    void zugzwangNotInCheckEveryMoveAllowsMate() {
        // BEISPIEL-undeckbar-07 (J. Lehmensick, diagram only): after 2 help half-moves Black, not
        // in check, is in zugzwang: every move of his allows mate; only the help moves are written
        List<String> lines = solve("anfang\nsforderung schwarz 2hh[/2da[#]{!+}]\nsteine weiss ka5 dd4 sb3 bc5f3\n"
                + "       schwarz kc2 sa4 ba2b2c6f4\nende\n");
        assertEquals(List.of("  1.b2-b1=L Ka5-b4"),
                lines.subList(lines.indexOf("  Schwarz 2hh[/2da[#]{!+}]    5 + 6") + 1, lines.size()));
    }
}
