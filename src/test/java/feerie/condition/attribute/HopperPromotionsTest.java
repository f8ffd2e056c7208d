package feerie.condition.attribute;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Promotions with HurdleColourChanging units: a walk once per set of hopper attributes its units
 * carry, bare only for the standard walks or a walk some unit has bare; written {@code =G=hcc}.
 * Expected lines: py 4.104.
 */
class HopperPromotionsTest {
    private static List<String> lines(String text) {
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }

    @Test
    void colourChangingHoppersOnly() {
        assertEquals(List.of("1.h7-h8=B !", "1.h7-h8=G=hcc !", "1.h7-h8=LI=hcc !", "1.h7-h8=Q !", "1.h7-h8=R !", "1.h7-h8=S !"),
                lines("""
                        begin
                        pieces white ph7 black hurdlecolourchanging gf4 lib1
                        stipulation ~1
                        option nowk nobk
                        end
                        """));
    }

    /** PromOnly's walks, chameleons and colour-changing hoppers together (=RH=c=chcc). */
    @Test
    void corpus() {
        Path file = Path.of("../shared/corpus/popeye-conditions/REGRESSIONS-4_69_to_4_71-01.inp");
        Assumptions.assumeTrue(Files.exists(file), "corpus absent");
        for (Verifier.Result r : new Verifier(null, 60_000_000_000L).verifyFile(file, file))
            assertEquals(Verifier.Verdict.OK, r.verdict(), r.toString());
    }
}
