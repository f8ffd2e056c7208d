package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Battle play against solutions published with Popeye's own test problems (positions re-entered
 * by hand; the expected lines are the reference solver's). Lines are compared as sorted sets,
 * since sibling order is the move generator's choice.
 */
class BattlePlayTest {
    private static List<String> solve(String problem) {
        Problem p = (Problem) ProblemReader.read("begin\n" + problem + "\nend\n", "test").get(0);
        String text = SolveCommand.solveToText(p, 60);
        return Arrays.stream(text.split("\n"))
                .skip(1)
                .filter(l -> !l.isBlank() && !l.strip().equals("solution finished."))
                .sorted()
                .collect(Collectors.toList());
    }

    private static List<String> sorted(String... lines) {
        return Arrays.stream(lines).sorted().collect(Collectors.toList());
    }

    @Test
    void directmateWithSetPlayAndZugzwangKey() {
        assertEquals(sorted(
                "      1...Kb8-a8",
                "          2.Rc6-c8 #",
                "   1.Rc6*c5 ! zugzwang.",
                "      1...Kb8-a8",
                "          2.Rc5-c8 #"),
                solve("pieces white kb6 rc6 black kb8 pc5\nstipulation #2\noption set vari"));
    }

    @Test
    void quodlibetLetsTheAttackerReachTheGoalHimself() {
        // N. Hoeg, Skakschwadet 1907 (BEISPIEL/quod.inp), s#=2 quodlibet: some variations end with
        // White's own mate or stalemate
        List<String> lines = solve("pieces white kh4 qc1 bf1 pf3h3f4g5 black kg1 rh1 pe2h2g3f5g6\n"
                + "stipulation s#=2\noption vari quodlibet");
        assertTrue(lines.contains("   1.Qc1-e1 ! zugzwang."), lines.toString());
        assertTrue(lines.contains("          2.Qe1*g3 #="), lines.toString());
        assertTrue(lines.contains("              2...Qf1*e1 #="), lines.toString());
        // without quodlibet that variation does not exist
        List<String> plain = solve("pieces white kh4 qc1 bf1 pf3h3f4g5 black kg1 rh1 pe2h2g3f5g6\n"
                + "stipulation s#=2\noption vari");
        assertTrue(!plain.contains("          2.Qe1*g3 #="), plain.toString());
    }

    @Test
    void exactReflexmateIsNotSolvedByAnEarlierMate() {
        // TESTS/battle_play.inp: "a r#2 solution does not solve an exact r#3"
        assertEquals(List.of(), solve("pieces white kc1 pa2 black pc3\nstipulation exact-r#3\noption vari nobk"));
        assertTrue(solve("pieces white kc1 pa2 black pc3\nstipulation r#2\noption vari nobk").contains("   1.Kc1-b1 ! zugzwang."));
    }

    @Test
    void mateInOneWithPromotionAndNoVariations() {
        assertEquals(sorted("   1.Se8-c7 # !"), solve("pieces white ka6 se8 pa7 black ka8\nstipulation #1\noption vari"));
    }

    @Test
    void selfmateInOneWithTriesAndRefutations() {
        List<String> lines = solve("pieces white ka1 rc4 bd3 pe4 black ka3 pb3\nstipulation s#1\noption try vari");
        assertTrue(lines.contains("   1.Bd3-b1 !"), lines.toString());
        assertTrue(lines.contains("      1...b3-b2 #"), lines.toString());
        assertTrue(lines.contains("   1.Rc4-a4 + ?"), lines.toString());
        assertTrue(lines.contains("      1...Ka3*a4 !"), lines.toString());
        assertEquals(6, lines.stream().filter(l -> l.equals("    but")).count(), lines.toString());
    }

    @Test
    void postKeyPlayWithThreatLimitedToOneMove() {
        List<String> lines = solve("stipulation #4\noption postkey variation threat 1\n"
                + "pieces white ke2 ra1h5 bc5f5 sg3 black ke8 ra4 ba5 pa3b3b7c7e5f7g7");
        assertTrue(lines.contains(" threat:"), lines.toString());
        assertTrue(lines.contains("      1...Ra4-e4 +"), lines.toString());
        assertTrue(lines.contains("          2.Sg3*e4 threat:"), lines.toString());
        assertTrue(lines.contains("                          4.Rh8-f8 #"), lines.toString());
        assertEquals(24, lines.size(), lines.toString());
    }

    @Test
    void exactDirectmateAllowsNoShortMate() {
        // 1.Rd1 would mate at once: exact-#2 wants the mate on the second move, so waiting moves win
        List<String> lines = solve("stipulation exact-#2\noption variations nothreat\npieces white kb3 rd4 black ka1");
        assertEquals(11, lines.stream().filter(l -> l.endsWith(" !")).count(), lines.toString());
        assertTrue(lines.contains("   1.Kb3-c2 !"), lines.toString());
    }

    @Test
    void selfmateShortSolutionIsShownAsItsShorterPlay() {
        assertEquals(sorted("   1.Rc3-c4 !", "      1...b3-b2 #"),
                solve("pieces white ka1 rc3 black ka3 pa2b3c5\nstipulation s#2\noption vari"));
    }

    @Test
    void reflexmateWithSetPlay() {
        assertEquals(sorted("      1...Se1-c2 #", "   1.h3-h4 !", "      1...Se1-c2 #"),
                solve("pieces white ka1 ph3 black ka3 se1 pa2\nstipulation r#1\noption set vari"));
    }

    @Test
    void reflexAttackerForcedToMateIsMarked() {
        assertEquals(List.of("   1.Bg7-f8 # ?!?"), solve("pieces white ka1 bg7 black ka3 pa2a4b3\nstip r#3"));
    }

    @Test
    void nonTrivialCountsAlongTheWholeLine() {
        // S. Smotrow, The Problemist 3/2000 (BEISPIEL/nontriv.inp), s#21 with "nontrivial 0 0":
        // one defence per move is free and the line may spend no more, so only lines where every
        // black move is forced remain; Popeye's solution is 1.Ba2-b1+! Kd3-c4 2.Sd5-e3+ ...
        String position = "pieces white ke5 rb2f2 ba2h6 sd5 black kd3 bc8d8 sb5h2 pc5\nstipulation s#21\n";
        List<String> lines = solve(position + "option vari nothreat nontrivial 0 0");
        assertTrue(lines.contains("   1.Ba2-b1 + !"), lines.toString());
        assertTrue(lines.contains("      1...Kd3-c4"), lines.toString());
        assertTrue(lines.contains("          2.Sd5-e3 +"), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.endsWith("!")).count(), lines.toString());
        // KeepMatingPiece only cuts play where Black has no piece left to mate with
        assertEquals(lines, solve(position + "option vari nothreat nontrivial 0 0 keepmatingpiece"));
    }

    @Test
    void enPassantOnEitherSquareAPawnPassedOnATripleStep() {
        // Popeye's REGRESSIONS 4.63-4.65 no. 16 ("en passant key in Einstein Chess"): the black
        // pawn came d8-d5, so both d7 and d6 can be taken en passant
        assertEquals(sorted("   1.e5*d6 ep. !", "   1.c6*d7 ep. !"),
                solve("pieces white pc6e5 black pd5\nstip ep1\noption enpassant d8d7d6d5 nowk nobk"));
        // after an ordinary double step only the one passed square
        assertEquals(sorted("   1.e5*d6 ep. !"), solve("pieces white pc6e5 black pd5\nstip ep1\noption enpassant d7d6d5 nowk nobk"));
    }

    @Test
    void halfDuplexLetsBlackAttack() {
        // the first test's directmate with the colours and ranks mirrored: Black now mates
        assertEquals(sorted(
                "   1.Rc3*c4 ! zugzwang.",
                "      1...Kb1-a1",
                "          2.Rc4-c1 #"),
                solve("pieces black kb3 rc3 white kb1 pc4\nstipulation #2\noption vari halfduplex"));
    }
}
