package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Parry series, series reflexmates, reciprocal and help-self play against published solutions
 * (positions re-entered by hand from Popeye's example problems; the lines are the reference
 * solver's). Lines are compared as sorted sets.
 */
class SeriesAndReciprocalTest {
    private static List<String> solve(String problem) {
        Problem p = (Problem) ProblemReader.read("begin\n" + problem + "\nend\n", "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(p, 60).split("\n"))
                .skip(1)
                .filter(l -> !l.isBlank() && !l.strip().equals("solution finished.") && !l.strip().equals("Partial solution"))
                .sorted()
                .collect(Collectors.toList());
    }

    private static List<String> sorted(String... lines) {
        return Arrays.stream(lines).sorted().collect(Collectors.toList());
    }

    @Test
    void parrySeriesAnswersEveryParry() {
        // Dan Meinking, StrateGems 2009: the check may be parried three ways, each is answered
        assertEquals(sorted(
                "  1.Qe1-g3 + Ke5-d4   2.Qg3-e1   3.Qe1-a1 #",
                "  1.Qe1-g3 + Ke5-e6   2.Qg3-c7   3.Ba6-c8 #",
                "  1.Qe1-g3 + Ke5-f5   2.Ba6-f1   3.Bf1-h3 #"),
                solve("pieces white kg1 qe1 ba6 black ke5 sg7g8 pa3c5d5e3e4f6\nstip pser-#3"));
    }

    @Test
    void introductoryMovesComeFirst() {
        // Popeye's EXAMPLES/pseries.inp, "test for intro series": White's two introductory moves,
        // then the parry series helpmate, numbered from 1 again
        assertEquals(List.of("  1.Ba2-c4   2.Ra1-a8   1.Bd8-g5 + h4*g5   2.Sf2-d3 + Bc4*d3 +   3.f7-f5 g5*f6 ep. #"),
                solve("pieces white kc1 ra1 ba2 pd5h4 black kh7 bd8 sf2 pf7h6\nstip 2->pser-h#3"));
    }

    @Test
    void seriesReflexSideMustNotBeAbleToReachTheGoal() {
        // P. Rösler, PK 1984 (BEISPIEL/castling.inp), ser-r+3: White too must give check when he
        // can, and castling would give it; so the rook moves first (Popeye has this one line)
        assertEquals(List.of("  1.Rh1-g1   2.Bh5-e2   3.Ke1-f1 Ba6*e2 +"),
                solve("pieces white ke1 rh1 bh5 pf2h2 black kc1 ba6\nstip ser-r+3"));
    }

    @Test
    void helpReflexWhoseFirstSideCanMateAtOnce() {
        // TESTS/help_play.inp: "no solution because White must mate"
        assertEquals(List.of("  1.Qf6-d8 # ?!?"), solve("pieces white ka6 qf6 black kb8 rg4h5\nstip hr#1"));
    }

    @Test
    void seriesReflexmateWithSetPlay() {
        assertEquals(sorted("  1...d3-d2 #", "  1.g3-g4   2.g4-g5 d3-d2 #"),
                solve("pieces white ke1 pg3 black ke3 bh5 sh2 pd3\nstip ser-r#2\noption set"));
    }

    @Test
    void reciprocalHelpmateNeedsBothEndings() {
        // Theodor Steudel, Problemkiste 1994: reci-h(#)=2
        assertEquals(sorted(
                "  1.e2-e1=Q e7-e8=Q   2.Qe1-e3 Qe8*e3 =",
                "  1.e2-e1=Q e7-e8=Q   2.Qe1-h4 #"),
                solve("stip reci-h(#)=2\npieces white kh1 pe7 black kf1 pe2"));
    }

    @Test
    void helpReflexmateListsBlacksMates() {
        // Popeye, asked for two solutions (MaxSolutions 2), gives the first two; the third,
        // 1.Sd7, checked by hand: Qf1 checks along the rank and covers g1 and g2, h2 is blocked
        assertEquals(sorted("  1.Sb8-a6 f2-f1=Q #", "  1.Sb8-c6 f2-f1=Q #", "  1.Sb8-d7 f2-f1=Q #"),
                solve("pieces white kh1 ph2 sb8 black pf2\nstip hr#1\noption nobk"));
    }

    @Test
    void seriesReciprocalHelpmate() {
        // Louis Azemard & Manuel Munoz, RIFACE 1991, part a): ser-reci-h(=)#7
        assertEquals(sorted(
                "  1.h5-h4   2.h4-h3   3.h3-h2   4.h2-h1=R   5.Rh1-d1   6.Rd1-d7   7.Rd7-d8 Qh7-b7 #",
                "  1.h5-h4   2.h4-h3   3.h3-h2   4.h2-h1=R   5.Rh1-d1   6.Rd1-d7   7.Rd7*h7 ="),
                solve("pieces white ka8 qh7 black kc8 ph5\nstip ser-reci-h(=)#7"));
    }

    @Test
    void helpReflexWithAHalfMoveLetsBlackStartAndMateAtOnceIfHeCan() {
        // Popeye's TESTS/help_play-08, hr#1.5: Black starts and, able to mate, must do so
        assertEquals(List.of("  1...b3-b2 #"), solve("pieces white ka1 ph3 black ka3 pa2b3h6\nstip hr#1.5"));
        // REGRESSIONS 4.87-4.89 no. 6, hr#2.5: Black's knight and king never mate a lone king
        assertEquals(List.of(), solve("pieces white ka1 black kg8 sh8\nstip hr#2.5"));
    }

    @Test
    void helpSelfPlayStopsWhereBlackReachesTheGoalOnTheWay() {
        // Popeye's TESTS/help_play-10 ("stop solving when the goal is reached"), hsx2: Black's
        // capture on his first move ends the play; the longer line through it is no solution
        assertEquals(List.of("  1.h3-h4 a5*b4 x"), solve("pieces white dua4b3b4c3 ph3 black pa5\nstip hsx2\noption nowk nobk"));
    }
}
