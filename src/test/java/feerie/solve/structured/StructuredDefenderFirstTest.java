package feerie.solve.structured;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.api.Test;

/**
 * Battle play whose structured stipulation starts with the defender ("black 1d[#]a") or lets
 * Black attack ("black 3a[#]d"); every expectation is Popeye 4.104's output (py -regression)
 * from the stipulation line on.
 */
class StructuredDefenderFirstTest {
    private static String solve(String stip, String white, String black, String option) {
        String text = "begin\n" + stip + "\npieces white " + white + "\nblack " + black + "\n"
                + (option.isEmpty() ? "" : "option " + option + "\n") + "end\n";
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        // from the stipulation line (the last board line is followed by it)
        return out.substring(out.lastIndexOf("+---a---b---c---d---e---f---g---h---+\n") + 38).stripTrailing();
    }

    @Test
    void defenderInCheckMatesInOne() {
        // BEISPIEL-sford-03's position: Black, in check, has one move and it mates
        String white = "ka3 qa8 ba7 sf8h8 pa2b2b6d7e2f2g2h2", black = "kc7 qc1 rb4d8 bd6d1 sc6 pa6c4d5e7f7g6h7";
        assertEquals("  Black 1d[#]a              13 + 14\n +\n   1.Rb4*b6 #\n\nsolution finished.",
                solve("sstip black 1d[#]a", white, black, "vari"));
        // without Variations the check mark alone
        assertEquals("  Black 1d[#]a              13 + 14\n +\n\nsolution finished.",
                solve("sstip black 1d[#]a", white, black, ""));
    }

    @Test
    void optionPostKeyPlayWritesTheCheckMarkToo() {
        assertEquals("  s#1                       13 + 14\n +\n      1...Rb4*b6 #\n\nsolution finished.",
                solve("stip s#1", "ka3 qa8 ba7 sf8h8 pa2b2b6d7e2f2g2h2", "kc7 qc1 rb4d8 bd6d1 sc6 pa6c4d5e7f7g6h7", "postkey"));
    }

    @Test
    void everyDefenceIsWrittenNumberedFromTheDefender() {
        assertEquals("  Black 1d[#]a                6 + 4\n\n"
                + "   1.d2-d1=Q #\n   1.d2-d1=S\n    refutes.\n   1.d2-d1=R #\n   1.d2-d1=B\n    refutes.\n"
                + "   1.a7*b6\n    refutes.\n   1.b7*a6\n    refutes.\n\nsolution finished.",
                solve("sstip black 1d[#]a", "kh1 pg2 ph2 pa6 pb6 sd7", "ka8 pa7 pb7 pd2", "vari"));
        // nothing without Variations, though some defences refute
        assertEquals("  Black 1d[#]a                6 + 4\n\n\nsolution finished.",
                solve("sstip black 1d[#]a", "kh1 pg2 ph2 pa6 pb6 sd7", "ka8 pa7 pb7 pd2", ""));
    }

    @Test
    void whiteDefendingFirst() {
        assertEquals("  White 1d[#]a                4 + 6\n\n"
                + "   1.a2*b3\n    refutes.\n   1.b2*a3\n    refutes.\n   1.d7-d8=Q #\n   1.d7-d8=S\n    refutes.\n"
                + "   1.d7-d8=R #\n   1.d7-d8=B\n    refutes.\n\nsolution finished.",
                solve("sstip white 1d[#]a", "ka1 pa2 pb2 pd7", "kh8 pg7 ph7 pa3 pb3 sd2", "vari"));
    }

    @Test
    void theOtherSideDefendingFirstIsNumberedAsAfterAKey() {
        // "-": White moves first and defends, Black attacks
        assertEquals("  Black -1d[#]a               4 + 6\n\n"
                + "      1...a2*b3\n        refutes.\n      1...b2*a3\n        refutes.\n      1...d7-d8=Q #\n"
                + "      1...d7-d8=S\n        refutes.\n      1...d7-d8=R #\n      1...d7-d8=B\n        refutes.\n\nsolution finished.",
                solve("sstip black - 1d[#]a", "ka1 pa2 pb2 pd7", "kh8 pg7 ph7 pa3 pb3 sd2", "vari"));
        // and without Variations nothing
        assertEquals("  White -2da[#]               2 + 3\n\n\nsolution finished.",
                solve("sstip white - 2da[#]", "ka1 qe2", "kh8 ph7 pg7", ""));
    }

    @Test
    void directPlayAfterTheDefenderThreatAndAnswers() {
        assertEquals("  Black 2da[#]                2 + 3\n\n threat:\n      1...Qe2-e8 #\n"
                + "   1.g7-g5\n    refutes.\n   1.g7-g6\n    refutes.\n   1.h7-h5\n    refutes.\n   1.h7-h6\n    refutes.\n"
                + "\nsolution finished.",
                solve("sstip black 2da[#]", "ka1 qe2", "kh8 ph7 pg7", "vari"));
        String deeper = solve("sstip black 4da[#]", "kf6 rd1 ra2", "kh8 pb7", "vari");
        assertEquals("  Black 4da[#]                3 + 2\n\n threat:\n      1...Rd1-d8 +\n          2.Kh8-h7\n"
                + "              2...Ra2-h2 #\n      1...Rd1-d7 threat:\n              2...Ra2-a8 #\n",
                deeper.substring(0, deeper.indexOf("      1...Rd1-h1 +")));
        assertEquals(true, deeper.contains("\n   1.Kh8-h7\n      1...Rd1-d8 threat:\n              2...Ra2-h2 #\n"
                + "      1...Rd1-d7 +\n          2.Kh7-g8\n              2...Ra2-a8 #\n          2.Kh7-h6\n"), deeper);
    }

    @Test
    void blackAttacking() {
        assertEquals("  Black 3a[#]d                3 + 3\n\n   1.Qe2-e5 !\n\n   1.Rb3-b8 + !\n\n\nsolution finished.",
                solve("sstip black 3a[#]d", "kh8 ph7 pg7", "ka1 qe2 rb3", ""));
    }
}
