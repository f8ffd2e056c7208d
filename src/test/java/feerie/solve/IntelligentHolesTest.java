package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Intelligent mode under the condition Hole (which Popeye's intelligent mode knows) finds exactly
 * the lines the plain search finds: on random positions with random holes, and on a series whose
 * plans are built once for its longest length (the plain search there agrees with py 4.104:
 * 506 lines for the ser-h=5 below).
 */
class IntelligentHolesTest {
    /** The solution lines of a problem, sorted. */
    private static List<String> lines(String pieces, String holes, String stipulation, boolean intelligent) {
        String input = "begin\npieces " + pieces + "\nstipulation " + stipulation + "\ncondition hole " + holes
                + (intelligent ? "\noption intelligent" : "") + "\nend\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(120));
        assertEquals(ProblemOutput.Status.SOLVED, outcome.status(), input);
        String text = outcome.text();
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) if (line.matches(" +1\\..*")) out.add(line.trim());
        out.sort(null);
        return out;
    }

    private static void compare(String pieces, String holes, String stipulation) {
        assertEquals(lines(pieces, holes, stipulation, false), lines(pieces, holes, stipulation, true),
                pieces + " holes " + holes + " " + stipulation);
    }

    @Test
    void seriesOfEveryLengthUpToTheLongest() {
        String pieces = "white ke1 qd1 ra1d4 be8 sa5 black ka4 rb5b3 sa3b4 bc2";
        String holes = "g1g2g3g4g5g6g7g8h1h2h3h4h5h6h7h8";
        List<String> plain = lines(pieces, holes, "ser-h=5", false);
        assertEquals(506, plain.size());
        assertEquals(plain, lines(pieces, holes, "ser-h=5", true));
    }

    private static final String FILES = "abcdefgh";

    private static String square(int s) { return "" + FILES.charAt(s & 7) + (char) ('1' + (s >> 3)); }

    /** Random positions: both kings, a few white and black units, three to eight holes. */
    private static void compareRandom(long seed, int positions, String stipulation, String whites, String blacks) {
        Random r = new Random(seed);
        int nonEmpty = 0;
        for (int i = 0; i < positions; i++) {
            boolean[] taken = new boolean[64];
            StringBuilder holes = new StringBuilder();
            for (int h = 3 + r.nextInt(6); h > 0; h--) {
                int s = r.nextInt(64);
                if (taken[s]) continue;
                taken[s] = true;
                holes.append(square(s));
            }
            String pieces = "white " + place(r, taken, "k" + pick(r, whites)) + " black " + place(r, taken, "k" + pick(r, blacks));
            List<String> plain = lines(pieces, holes.toString(), stipulation, false);
            assertEquals(plain, lines(pieces, holes.toString(), stipulation, true), pieces + " holes " + holes + " " + stipulation);
            if (!plain.isEmpty()) nonEmpty++;
        }
        assertTrue(nonEmpty > 0, "no position with solutions");
    }

    private static String pick(Random r, String kinds) {
        StringBuilder b = new StringBuilder();
        for (int n = 1 + r.nextInt(2); n > 0; n--) b.append(kinds.charAt(r.nextInt(kinds.length())));
        return b.toString();
    }

    private static String place(Random r, boolean[] taken, String kinds) {
        StringBuilder b = new StringBuilder();
        for (char k : kinds.toCharArray()) {
            int s;
            do s = r.nextInt(64); while (taken[s] || k == 'p' && (s < 8 || s >= 56));
            taken[s] = true;
            b.append(k).append(square(s)).append(' ');
        }
        return b.toString().trim();
    }

    @Test
    void helpMateInThree() { compareRandom(61, 10, "h#3", "qrbsp", "rbsp"); }

    @Test
    void helpStalemateInThree() { compareRandom(62, 10, "h=3", "qrbsp", "bsp"); }

    @Test
    void seriesHelpMateInFour() { compareRandom(63, 10, "ser-h#4", "qrbsp", "rbsp"); }

    @Test
    void seriesHelpStalemateInFour() { compareRandom(65, 40, "ser-h=4", "qrbsp", "p"); }
}
