package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import feerie.input.ProblemReader;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The corpus-seeded mutator: drafts write a problem back in English (German input included),
 * each mutation changes what it says, and the same seed gives the same problems. The corpus
 * part runs where ../shared/corpus is (as in CI) and is skipped elsewhere.
 */
class CorpusMutatorTest {
    private static final Path CONDITIONS = Path.of("../shared/corpus/popeye-conditions");
    private static final Path PLAIN = Path.of("../shared/corpus/popeye");

    private static Problem read(String text) {
        List<ParseResult> parsed = ProblemReader.read(text, "t.inp");
        assertEquals(1, parsed.size(), text);
        return assertInstanceOf(Problem.class, parsed.get(0), parsed.toString());
    }

    @Test
    void aGermanProblemIsWrittenInEnglish() {
        Problem p = read("anfang\nsteine weiss kc3 de4 sb1 schwarz ka1 tb8\nforderung h#2\n"
                + "bedingung ChamaeleonSequenz D T L S\nbedingung Circe RexInklusiv\noption satzspiel\n"
                + "zwilling versetze e4 f5 zwilling ferner entferne b8\nende\n");
        String text = Draft.of(p).text("t");
        assertTrue(text.contains("pieces white Kc3 white Qe4 white Sb1 black Ka1 black Rb8"), text);
        assertTrue(text.contains("condition ChameleonSequence Q R B S\n"), text);
        assertTrue(text.contains("condition Circe RexInclusive\n"), text);
        assertTrue(text.contains("option SetPlay\n"), text);
        assertTrue(text.contains("twin move e4 f5\ntwin continued remove b8\n"), text);
        Problem again = read(text);
        assertEquals(p.pieces(), again.pieces());
        assertEquals(p.stipulation(), again.stipulation());
        assertEquals(p.conditions().size(), again.conditions().size());
    }

    @Test
    void conditionsWrittenOtherwiseThanReadComeBackAsRead() {
        for (String c : new String[] {"lastcap wh bg4", "koeko nei s", "wormholes d4f1g1h5", "ChameleonSequence Q R B",
            "blackmindister e5b8", "circe rexincl koeko", "promonly q r b s em", "imitator c5a4",
            "sentinelles pionneutre", "sentinelles", "bgl 4 13", "bgl - 29", "bgl 4.5", "magicsquares f8g8 type2",
            "magicsquares h6a3", "whitepromsquares h1a4", "blackforcedsquare e5c3", "anticirce magicsquare c2 type2"}) {
            Problem p = read("begin\npieces white Kc3 Pb2 black Ka1 Sb7\nstipulation #2\ncondition " + c + "\nend\n");
            Problem again = read(Draft.of(p).text("t"));
            // as Popeye would write them (Wormholes' squares come back in the board's order)
            assertEquals(p.conditions().stream().map(x -> feerie.output.ConditionText.of(x, feerie.problem.Language.ENGLISH)).toList(),
                    again.conditions().stream().map(x -> feerie.output.ConditionText.of(x, feerie.problem.Language.ENGLISH)).toList(), c);
        }
    }

    /**
     * MagicSquares Type2 is written with its squares first: py 4.104 reads "MagicSquares Type2
     * f8g8" as magic squares without a square (seed 20-24 of a run), "MagicSquares f8g8 Type2" as
     * meant. Square lists keep the input's order, so that the lines a seed draws from stay as they were.
     */
    @Test
    void squareListsAreWrittenAsPopeyeReadsThem() {
        Problem p = read("begin\npieces white Kc3 black Ka1\nstipulation #2\ncondition magicsquares f8g8 type2\n"
                + "condition WhitePromSquares h1a4\nend\n");
        String text = Draft.of(p).text("t");
        assertTrue(text.contains("condition MagicSquares f8g8 Type2\n"), text);
        assertTrue(text.contains("condition WhitePromSquares h1a4\n"), text);
    }

    @Test
    void aRotationTurnsUnitsConditionSquaresAndTwins() {
        Problem p = read("begin\npieces white Kc3 Qe4 black Ka1\nstipulation #2\ncondition MagicSquares e4\n"
                + "option enpassant a7a6a5\ntwin move e4 f5\nend\n");
        Draft d = Draft.of(p);
        assertTrue(Mutation.Board.transform(d, Mutation.Board::mirrorFiles));
        String text = d.text("t");
        assertTrue(text.contains("pieces white Kf3 white Qd4 black Kh1"), text);
        assertTrue(text.contains("condition MagicSquares d4\n"), text);
        assertTrue(text.contains("twin move d4 c5\n"), text);
        assertFalse(text.contains("enpassant"), "an en passant option names squares of the diagram as it was: " + text);
    }

    @Test
    void aPawnIsNeverTurnedOntoItsLastRank() {
        Draft d = Draft.of(read("begin\npieces white Kc3 Pa2 black Ka1\nstipulation #2\nend\n"));
        String before = d.text("t");
        assertFalse(Mutation.Board.transform(d, Mutation.Board::rotate90), "a2 turns to b8");
        assertEquals(before, d.text("t"), "a refused turn leaves the draft as it was");
        assertTrue(Mutation.Board.transform(d, Mutation.Board::mirrorFiles));
        assertTrue(d.text("t").contains("white Ph2"), d.text("t"));
    }

    @Test
    void stipulationsChangeLengthAndPlayType() {
        Draft d = Draft.of(read("begin\npieces white Kc3 black Ka1\nstipulation 2->ser-h#3\nend\n"));
        assertTrue(StipulationEdit.length(d, +1));
        assertEquals("2->ser-h#4", d.stipulation);
        d.stipulation = "hze41";
        assertTrue(StipulationEdit.length(d, +1));
        assertEquals("hze42", d.stipulation, "a target square's digit is not the number of moves");
        d.stipulation = "h001.5";
        assertTrue(StipulationEdit.length(d, +1));
        assertEquals("h002.5", d.stipulation, "castling's 00 is a goal");
        d.stipulation = "h#1";
        assertFalse(StipulationEdit.length(d, -1), "never below one move");
        d.stipulation = "h=2.5";
        Random r = new Random(1);
        for (int i = 0; i < 20; i++) {
            Draft copy = d.copy();
            if (!StipulationEdit.playType(copy, r)) continue;
            assertTrue(copy.stipulation.matches("(ser-|ser-s|s|r|h|hs|semi-r|reci-h|ser-h)?=2(\\.5)?"), copy.stipulation);
            assertEquals(copy.stipulation.startsWith("h=") && !copy.stipulation.startsWith("hs"), copy.stipulation.endsWith(".5"),
                    "the half move goes with help play: " + copy.stipulation);
        }
        assertTrue(StipulationEdit.isBattle("s#3") && !StipulationEdit.isBattle("ser-#3") && !StipulationEdit.isBattle("h#2"));
    }

    @Test
    void mutatedCorpusProblemsAreReproducibleReadableAndCoverEveryCondition() {
        assumeTrue(Files.isDirectory(CONDITIONS) && Files.isDirectory(PLAIN), "the shared corpus is not here");
        CorpusMutator a = new CorpusMutator(5, List.of(CONDITIONS, PLAIN), 2);
        CorpusMutator b = new CorpusMutator(5, List.of(CONDITIONS, PLAIN), 2);
        assertTrue(a.seedCount() > 1500, "seeds read: " + a.seedCount());
        Map<String, Integer> mutations = new HashMap<>();
        int readable = 0;
        for (int i = 0; i < 400; i++) {
            ProblemGenerator.Generated g = a.generate(i);
            assertEquals(g, b.generate(i), "problem " + i + " depends only on seed and index");
            // a mutation may break a problem (a unit a condition names moved away): that is a
            // case for the comparison too, but most must stay problems
            List<ParseResult> parsed = ProblemReader.read(g.text(), g.id());
            assertEquals(1, parsed.size(), g.text());
            if (parsed.get(0) instanceof Problem) readable++;
            for (String t : g.tags()) if (t.startsWith("mutation ")) mutations.merge(t, 1, Integer::sum);
        }
        assertTrue(readable > 380, readable + " of 400 readable");
        for (Mutation m : Mutation.values()) assertTrue(mutations.containsKey("mutation " + m.name()), m + " never applied: " + mutations);
        assertNotEquals(a.generate(1).text(), new CorpusMutator(6, List.of(CONDITIONS, PLAIN), 2).generate(1).text());
    }

    @Test
    void withoutMutationsTheSeedsComeUnchangedInOrder() {
        assumeTrue(Files.isDirectory(CONDITIONS), "the shared corpus is not here");
        CorpusMutator m = new CorpusMutator(1, List.of(CONDITIONS), 0);
        ProblemGenerator.Generated first = m.generate(0);
        assertTrue(first.text().startsWith("begin\ntitle BEISPIEL-amu-01\n"), first.text());
        assertTrue(first.text().contains("condition AMU\n"), first.text());
    }
}
