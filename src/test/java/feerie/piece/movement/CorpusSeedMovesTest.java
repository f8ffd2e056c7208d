package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import feerie.piece.Catalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The corpus's move lists of Rose, Boyscout and Girlscout (Popeye's ~1 problems TESTS-pieces-16,
 * 17, 19: one piece alone, option NoWk NoBk) against Féerie's moves. Skipped without the corpus.
 */
class CorpusSeedMovesTest {
    private static final Pattern MOVE = Pattern.compile("^\\s+1\\.[nm]?[A-Z]+([a-h][1-8])[-*]([a-h][1-8])(\\[[^]]*])? !$", Pattern.MULTILINE);

    /** The destinations of the "1.Xa1-b2 !" lines of a twin of a corpus output (twins split on "b) "). */
    private static Set<String> popeye(String name, int twin) throws IOException {
        return popeye(name, twin, null);
    }

    /** As above, only the moves from {@code from} (all when null). */
    private static Set<String> popeye(String name, int twin, String from) throws IOException {
        Path out = Path.of("/work/shared/corpus/popeye/" + name + ".out");
        assumeTrue(Files.exists(out), "corpus not found");
        String text = Files.readString(out);
        String[] parts = text.split("\\nb\\) ");
        Matcher m = MOVE.matcher(parts[twin]);
        Set<String> to = new TreeSet<>();
        while (m.find()) if (from == null || m.group(1).equals(from)) to.add(m.group(2));
        return to;
    }

    @Test
    void boyscoutD2() throws IOException {
        assertEquals(popeye("TESTS-pieces-16", 0), Boards.destinations(Boards.of(Catalogue.standard(), "wboyscout d2"), "d2"));
    }

    @Test
    void girlscoutD2() throws IOException {
        assertEquals(popeye("TESTS-pieces-17", 0), Boards.destinations(Boards.of(Catalogue.standard(), "wgirlscout d2"), "d2"));
    }

    @Test
    void roseD1AloneAndWithABlackPawnF2() throws IOException {
        // Popeye's rose is neutral there; alone on the board its moves are a white rose's
        assertEquals(popeye("TESTS-pieces-19", 0), Boards.destinations(Boards.of(Catalogue.standard(), "wrose d1"), "d1"));
        assertEquals(popeye("TESTS-pieces-19", 1),
                Boards.destinations(Boards.of(Catalogue.standard(), "wrose d1", "bpawn f2"), "d1"));
    }

    @Test
    void twoBoyscoutsAndAPawn() throws IOException {
        // EXAMPLES-magicpieces-07: magic Boyscouts d4 g1, black pawn g7; the recolourings aside,
        // the destinations are plain Boyscout moves
        var p = Boards.of(Catalogue.standard(), "wboyscout d4", "wboyscout g1", "bpawn g7");
        assertEquals(popeye("EXAMPLES-magicpieces-07", 0, "d4"), Boards.destinations(p, "d4"));
        assertEquals(popeye("EXAMPLES-magicpieces-07", 0, "g1"), Boards.destinations(p, "g1"));
    }
}
