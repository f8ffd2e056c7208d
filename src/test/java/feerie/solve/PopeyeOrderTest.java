package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Help and series solutions come in Popeye's order of search, and MaxSolutions keeps the ones
 * Popeye keeps. Every expectation is Popeye 4.104's output (py) for the same problem, in order.
 */
class PopeyeOrderTest {
    private static String problem(String body) {
        return "begin\n" + body + "\nend\n";
    }

    private static boolean partial(String text) {
        return SolveCommand.solveToText(SolutionLines.problem(text), 60).contains("Partial solution");
    }

    @Test
    void helpSelfMateKeepsPopeyesFirstThree() {
        // REGRESSIONS-4_61_to_4_63-26 (big 129): Sb2 (rank 2) before Ra5, Ra5-a1 before Ra5-a7
        String text = problem("pieces white bb8 sh8 pg7 ra5 pf4 rd3 kh3 sb2 pg2 ph2\n"
                + "black rh7 pf5 pg5 ke4 bh4 pg3\nstipulation hs#2\noption MaxSolutions 3");
        assertEquals(List.of("1.Sb2-d1 g3*h2   2.Sd1-f2 + Bh4*f2 #",
                "1.Ra5-a1 g3*h2   2.Ra1-e1 + Bh4*e1 #",
                "1.Ra5-a7 g5*f4   2.Ra7-e7 + Bh4*e7 #"), SolutionLines.of(text));
        assertTrue(partial(text));
    }

    @Test
    void matingGeneratorTriesAPawnsCapturesBeforeItsStepsAndEnPassantLast() {
        // py 4.104: the optimised generator gives en passant, the steps, then the captures
        // towards the a-file and the h-file; so d5*e6# comes before d5-d6#
        String text = problem("pieces white kh2 qh1 rc2 pd5 black ka8 pa7 bb8 sf4 rg7\nstipulation h#2");
        List<String> lines = SolutionLines.of(text);
        assertEquals(List.of("1.Sf4-e6 + Rc2-c7   2.Rg7-d7 d5-d6 #", "1.Sf4-e6 + Rc2-c7   2.Rg7-e7 d5*e6 #",
                "1.Sf4-e6 + Rc2-c7   2.Rg7-e7 d5-d6 #"), lines.subList(16, 19));
        assertEquals(List.of("1.Rg7-g1 Kh2*g1   2.Sf4-e6 d5*e6 #", "1.Rg7-g1 Kh2*g1   2.Sf4-e6 d5-d6 #"),
                lines.subList(53, 55));
        // e5*d6 (towards the a-file) before e5*f6 ep.; the ordinary generator has them the other way round
        assertEquals(List.of("1.f7-f5 e5*d6 #", "1.f7-f5 e5*f6 ep. #", "1.f7-f6 e5*f6 #", "1.f7-f6 e5*d6 #"),
                SolutionLines.of(problem("pieces white kh1 re1 pe5 qh7 ba5 black ke8 pf7 pd6 rf8\nstipulation h#1")));
    }

    @Test
    void rebirthChoicesOfOneCaptureComeBeforeTheMovesAfterThem() {
        // py 4.104: each rebirth square in the order Popeye tries it, with all its lines
        assertEquals(List.of("1.Rc8-f8 Sc3*d5[wSd5->c7]   2.Rf8-f5 Sc7-e6 #", "1.Rc8-f8 Sc3*d5[wSd5->f4]   2.Rf8-f5 Sf4-e6 #"),
                SolutionLines.of(problem("pieces white kh1 qb3 sc3 pe4 black kd4 pd5 be5 rc8\nstipulation h#2\n"
                        + "condition AntiCirce Take&Make")));
        List<String> lines = SolutionLines.of(problem("pieces white kh1 qb3 sc3 pe4 black kd4 sd5 be5 rc8\n"
                + "stipulation h#2\ncondition Circe Take&Make"));
        assertEquals(List.of("1.Kd4-e3 Sc3*d5[+bSb6] +   2.Ke3-d2 Qb3-d1 #", "1.Kd4-e3 Sc3*d5[+bSc7] +   2.Ke3-d2 Qb3-d1 #",
                "1.Kd4-e3 Sc3*d5[+bSc7] +   2.Ke3-d4 Qb3-c4 #", "1.Kd4-e3 Sc3*d5[+bSc7] +   2.Ke3-d4 Qb3-c3 #",
                "1.Kd4-e3 Sc3*d5[+bSe7] +   2.Ke3-d2 Qb3-d1 #", "1.Kd4-e3 Sc3*d5[+bSf6] +   2.Ke3-d2 Qb3-d1 #",
                "1.Kd4-e3 Sc3*d5[+bSf4] +   2.Ke3-d2 Qb3-d1 #", "1.Kd4-e3 Sc3*d5[+bSb4] +   2.Ke3-d2 Qb3-d1 #"),
                lines.subList(4, 12));
    }

    @Test
    void helpMateWithAHalfMoveStopsWhereFoundInPopeyesOrder() {
        // py finds these two in 0.01 s; searching everything first would take much longer
        String text = problem("pieces white kc7 pc5 qc6 black ka5 pd3\nstipulation h#3.5\noption MaxSolutions 2");
        assertEquals(List.of("1...Qc6-e4   2.Ka5-a6 Qe4-a4 #", "1...Qc6-e8   2.Ka5-a6 Qe8-a4 #"), SolutionLines.of(text));
    }

    @Test
    void seriesHelpMateShortestFirstThenInOrder() {
        String text = problem("pieces white kh1 qd1 rb1 black ka8 pa7 pb7 rg8\nstipulation ser-h#2\noption MaxSolutions 3");
        assertEquals(List.of("1.Rg8-g2 Qd1-d8 #", "1.Rg8-g3 Qd1-d8 #", "1.Rg8-g4 Qd1-d8 #"), SolutionLines.of(text));
        List<String> all = SolutionLines.of(problem("pieces white kh1 qd1 rb1 black ka8 pa7 pb7 rg8\nstipulation ser-h#2"));
        assertEquals(List.of("1.Rg8-g5 Qd1-d8 #", "1.Rg8-g6 Qd1-d8 #", "1.Rg8-g7 Qd1-d8 #", "1.Rg8-d8 Qd1*d8 #",
                "1.Ka8-b8   2.Rg8-g2 Qd1-d8 #"), all.subList(3, 8));
        assertEquals(89, all.size());
    }

    @Test
    void parrySeriesMixesItsLengths() {
        // pser-: one search for all lengths, so the short mate comes among its first move's
        String text = problem("pieces white kh1 qd1 rb1 black ka8 pa7 pb7\nstipulation pser-#2\noption MaxSolutions 2");
        assertEquals(List.of("1.Rb1-a1   2.Qd1-d8 #", "1.Rb1-b6   2.Qd1-d8 #"), SolutionLines.of(text));
        List<String> all = SolutionLines.of(problem("pieces white kh1 qd1 rb1 black ka8 pa7 pb7\nstipulation pser-#2"));
        assertEquals("1.Qd1-d8 #", all.get(20));
        assertEquals(40, all.size());
    }

    @Test
    void helpReflexCountsTheHelpPlay() {
        // MaxSolutions 2: two white moves, three lines
        String text = problem("pieces white ke1 rh1 sc3 sf3 bg3 black ke8 lih2 sh3 rg8 gb6\nstipulation hr+1\n"
                + "option MaxSolutions 2");
        assertEquals(List.of("1.Ke1-d2 Sh3-f2 +", "1.Ke1-d1 LIh2-h5 +", "1.Ke1-d1 Sh3-f2 +"), SolutionLines.of(text));
    }

    @Test
    void reflexSeriesEndsWhereTheOtherSideCanReachTheGoal() {
        // ser-r#2: after 1.Sd8 Black can mate and must, so no 1.Sd8 2.g8=Q Ra1#; py shows 20 lines
        String body = "pieces white kb1 sb7 pg7 rc2 black ke4 qf4 ra6 bf6\nstipulation ser-r#2";
        List<String> lines = SolutionLines.of(problem(body));
        assertEquals(20, lines.size());
        assertTrue(lines.contains("1.Sb7-d8 Ra6-a1 #"));
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("1.Sb7-d8   2.")), lines.toString());
        // pser-r+3: Black can give check after every first move; py shows 26 lines of one move,
        // and counts none of them for MaxSolutions
        List<String> checks = SolutionLines.of(problem("pieces white ka7 pf7 pg6 black ka4 pe2 rd4 rc3\n"
                + "stipulation pser-r+3\noption MaxSolutions 2"));
        assertEquals(26, checks.size());
        assertEquals(List.of("1.f7-f8=Q Rd4-d7 +", "1.f7-f8=Q Rc3-c7 +", "1.f7-f8=S Rd4-d7 +"), checks.subList(18, 21));
    }
}
