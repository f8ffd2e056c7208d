package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.Setup;
import feerie.position.Position;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Circe and AntiCirce on the condition model. Expected solutions are Popeye 4.104's output
 * ({@code py}) for the same positions, made up for these tests.
 */
class CirceTest {
    private static Problem problem(String text) { return (Problem) ProblemReader.read(text, "test").get(0); }

    private static List<String> lines(String text) {
        return Arrays.stream(SolveCommand.solveToText(problem(text), 60).split("\n")).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }

    @Test
    void circeRebirthOfTheCapturedUnit() {
        // py 4.104: "1.Qe5*c7[+bBf8] # !" and "1.Qe5-e8 # !" (the bishop reborn on f8, a square of
        // its colour, blocks the king's flight)
        String text = """
                begin
                condition Circe
                pieces white kf7 qe5 re4 sb5 pd3 black kd8 rg5 bc7
                stipulation #1
                option nothreat
                end
                """;
        assertEquals(List.of("1.Qe5*c7[+bBf8] # !", "1.Qe5-e8 # !"), lines(text));
    }

    @Test
    void antiCirceRebirthOfTheCapturer() {
        // py 4.104: the queen that captures on h7 goes home to d1, from where it mates
        String text = """
                begin
                condition AntiCirce
                pieces white kh6 qg7 rh3 sg6 pd7 black kd2 rf4 bh7
                stipulation #1
                option nothreat
                end
                """;
        assertEquals(List.of("1.Qg7*h7[wQh7->d1] # !"), lines(text));
    }

    @Test
    void variantWordsInAnyLanguageAndAbbreviated() {
        assertEquals("Cheylan", VariantWords.english("chey", List.of("Cheylan", "Calvet")));
        assertEquals("Mirror", VariantWords.english("Spiegel", List.of("Mirror")));
        assertEquals("RexInclusive", VariantWords.english("rexinclusiv", List.of("RexInclusive", "RexExclusive")));
    }

    /** Every move's effects are taken back exactly: board, hash and journal after make/unmake. */
    @Test
    void effectsAreUndoneExactly() {
        for (String condition : new String[] {"Circe", "AntiCirce", "PWC", "MirrorCirce"}) {
            Problem pr = problem("begin condition " + condition
                    + " pieces white ke1 ra1 rh1 qd1 sb5 pe5 pd2 black ke8 rh8 qd8 bc8 pd7 pf7 sf6 stipulation #2 end");
            Setup setup = new Setup(pr);
            Position p = setup.position(true);
            assertTrue(p.conditions() != null, condition);
            walk(p, setup.rules(), 3, condition);
        }
    }

    private static void walk(Position p, feerie.rules.Rules rules, int depth, String condition) {
        if (depth == 0) return;
        int[] moves = new int[512];
        int n = rules.legalMoves(p, moves, 0);
        for (int i = 0; i < n; i++) {
            long hash = p.hash();
            int[] before = p.squares().clone();
            int effects = p.effects().top();
            p.make(moves[i]);
            walk(p, rules, depth - 1, condition);
            p.unmake(moves[i]);
            assertEquals(hash, p.hash(), condition);
            assertTrue(Arrays.equals(before, p.squares()), condition);
            assertEquals(effects, p.effects().top(), condition);
        }
    }
}
