package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Conditions and condition variants Féerie refused (issue 29): Leofamily, ChineseChess, SingleBox
 * without a type and the others of this folder. Each position of
 * {@code src/test/resources/conditions/popeye-k/NAME.inp} (our own) is solved and compared with
 * {@code NAME.out} beside it, which is py 4.104's output on it ({@code py -regression}), pasted
 * unchanged.
 */
class PopeyeConditionsKTest {
    private static final Path FOLDER = Path.of("src", "test", "resources", "conditions", "popeye-k");

    @TestFactory
    Stream<DynamicTest> eachPositionAsPopeyeSolvesIt() throws IOException {
        List<Path> inputs;
        try (Stream<Path> files = Files.list(FOLDER)) {
            inputs = files.filter(f -> f.toString().endsWith(".inp")).sorted().toList();
        }
        assertTrue(inputs.size() > 0, "no positions in " + FOLDER);
        return inputs.stream().map(inp -> DynamicTest.dynamicTest(inp.getFileName().toString(), () -> check(inp)));
    }

    /** The position against py's output beside it ({@link feerie.condition.ConditionCorpus}). */
    private static void check(Path inp) {
        String name = inp.getFileName().toString();
        ConditionCorpus.assertMatchesPopeye(inp.getParent(), name.substring(0, name.length() - 4));
    }

    /** The message of a problem Féerie refuses (its outcome must be "unsupported"). */
    private static String refusal(String text) {
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.status() == ProblemOutput.Status.UNSUPPORTED, o.status() + ": " + o.text() + o.message());
        return o.message();
    }

    /**
     * Immobilio with a goal Popeye reaches by its orthodox mating-move generator, which the
     * condition does not reach (py 4.104 on this #1: 1.Qd1-e2 #, 1.Qd1*d7 #, 1.Qd1-e1 #, the queen
     * on its own rebirth square, paralysed for any other move): refused, with the reason.
     */
    @org.junit.jupiter.api.Test
    void immobilioWithMateIsRefused() {
        String m = refusal("""
                begin
                condition Immobilio
                pieces white Kg1 Qd1 black Ke8 Rh8 Bf8 pf7 pd7
                stipulation #1
                end
                """);
        assertTrue(m.contains("Immobilio with goal #"), m);
    }

    /**
     * TraitorChess: a black king that defects and must go on playing (py 4.104 keeps Black's king
     * square under the white unit then: 1.Kb5-c4 Rf8-f2 2.Rc5*c4 Rf2-c2 #): refused, with the reason.
     */
    @org.junit.jupiter.api.Test
    void traitorWithDefectedKingIsRefused() {
        String m = refusal("""
                begin
                condition TraitorChess
                pieces white Kh1 Rf8 black Kb5 Rc5 Sb3 pg5
                stipulation h#2
                end
                """);
        assertTrue(m.contains("TraitorChess with a black king that has defected"), m);
    }
}
