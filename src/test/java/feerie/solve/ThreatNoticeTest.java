package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Option Threat applies to battle play whose threats it can shorten: py 4.104 on this position
 * says "Option "Threat" not applicable ..." for #2, s#2, r#2 and semi-r#2 with Threat 2, for
 * h#2 and ser-#2 with Threat 1, and nothing for #2 with Threat 1 or #3 with Threat 2.
 */
class ThreatNoticeTest {
    private static final String NOTICE = "Option \"Threat\" not applicable or indicated maximum threat length too big";

    private static long notices(String stip, int threat) {
        String text = "begin\npieces white kb6 rb5 qa1 black kh7 re3\nstipulation " + stip + "\noption Threat " + threat + "\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return SolveCommand.solveToText(problem, 60).lines().filter(NOTICE::equals).count();
    }

    @Test
    void threatsAsLongAsThePlayAreNotApplicable() {
        assertEquals(1, notices("#2", 2));
        assertEquals(1, notices("s#2", 2));
        assertEquals(1, notices("r#2", 2));
        assertEquals(1, notices("semi-r#2", 2));
    }

    @Test
    void helpAndSeriesPlayHaveNoThreats() {
        assertEquals(1, notices("h#2", 1));
        assertEquals(1, notices("ser-#2", 1));
    }

    @Test
    void shorterThreatsApply() {
        assertEquals(0, notices("#2", 1));
        assertEquals(0, notices("#3", 2));
        assertEquals(0, notices("r#3", 2));
    }

    /** In one move Popeye says nothing, whatever the length (py 4.104 on this position: #1, s#1 and r#1 with Threat 1). */
    @Test
    void oneMoveBattlePlaySaysNothing() {
        assertEquals(0, notices("#1", 1));
        assertEquals(0, notices("s#1", 1));
        assertEquals(0, notices("r#1", 1));
    }

    /**
     * Threat 0 applies wherever a defender moves: py 4.104 (table measured on kg6 rb1 pa2 / kh8
     * pa7) says nothing for h#2, h=2, h==2, ser-h#2, reci-h#2, hsx1, hrx1, ser-sx1, ser-rx1,
     * and says so where nothing is defended: h+2, hx2, ser-hx2, reci-hx1, h00 1.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"h#2, 0", "h=2, 0", "h==2, 0", "ser-h#2, 0", "reci-h#2, 0", "hsx1, 0",
            "hrx1, 0", "ser-sx1, 0", "ser-rx1, 0", "h#0, 0", "h+2, 1", "hx2, 1", "ser-hx2, 1", "reci-hx1, 1", "h00 1, 1",
            "ser-x1, 1"})
    void threatZeroOutsideBattlePlay(String stip, int expected) {
        assertEquals(expected, notices(stip, 0));
    }

    /** Parry series of battle play count as battle play (py 4.104: pser-#1 never, pser-#2 and pser-s#2 from Threat 2). */
    @Test
    void parrySeriesOfBattlePlay() {
        assertEquals(0, notices("pser-#1", 1));
        assertEquals(0, notices("pser-#2", 1));
        assertEquals(1, notices("pser-#2", 2));
        assertEquals(1, notices("pser-s#2", 2));
        assertEquals(1, notices("pser-h#2", 1));
        assertEquals(1, notices("phser-s#2", 1));
    }
}
