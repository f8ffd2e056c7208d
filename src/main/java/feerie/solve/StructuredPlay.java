package feerie.solve;

import feerie.piece.Side;
import feerie.problem.Options;
import feerie.problem.Twin;
import feerie.solve.TwinSolution;
import feerie.solve.structured.CombinedGoalHelpSolver;
import feerie.solve.structured.CombinedGoalOneMover;
import feerie.solve.structured.HelpThenBattleSolver;
import feerie.solve.structured.StructuredEquivalent;
import feerie.stipulation.StructuredStipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link ProblemSolver} does for structured stipulations besides their ordinary
 * equivalents: the solvers of those that have none, the post-key play of those that start with
 * the defender, the options that change nothing in them.
 */
final class StructuredPlay {
    private StructuredPlay() {}

    /**
     * Post-key play from a structured stipulation that starts with the defender: numbered from
     * the defender's move when the side written starts ("black 1d[#]a"), and its moves written
     * only with option Variations (py 4.104: without it the check mark alone, BEISPIEL-sford-03
     * without "option varianten").
     */
    static BattlePlay.Solved postKey(BattlePlay.Solved solved, StructuredEquivalent equivalent, Options written) {
        var battle = solved.battle();
        battle = battle.withPostKeyShape(new feerie.solve.battle.BattleSolution.PostKeyShape(
                battle.postKeyShape().inCheck(), equivalent.fromDefence()));
        if (!written.has("Variations")) battle = battle.withoutPostKeyMoves();
        return new BattlePlay.Solved(battle, solved.partial(), solved.numbered());
    }

    /** Options that change nothing in the structured stipulations solved by their own solvers. */
    static final java.util.Set<String> OPTIONS = java.util.Set.of("noboard", "maxtime", "variations", "nowk", "nobk",
            "enpassant", "nocastling", "castlingmutuallyexclusive");

    /** The solver of a structured stipulation that has no ordinary equivalent, null if there is none. */
    static java.util.function.Function<Search, TwinSolution> solver(StructuredStipulation structured, Twin twin,
                                                                     boolean setPlay, java.util.Set<List<Line>> setPlayBlocks) {
        HelpThenBattleSolver.Spec spec = HelpThenBattleSolver.Spec.of(structured);
        if (spec != null) {
            return search -> {
                search.position.setSideToMove(spec.blackFirst() ? Side.BLACK : Side.WHITE);
                HelpThenBattleSolver solver = new HelpThenBattleSolver(search, spec);
                if (!setPlay) return new TwinSolution(twin, solver.solve());
                // the set play is a block of its own, before the solution
                List<Line> found = solver.solveSetPlay();
                if (found == null) throw new UnsupportedException("option SetPlay with structured stipulation");
                List<Line> set = new ArrayList<>(found);
                setPlayBlocks.add(set);
                return new TwinSolution(twin, List.of(set, solver.solve()), null, false, List.of());
            };
        }
        CombinedGoalHelpSolver.Spec help = CombinedGoalHelpSolver.Spec.of(structured);
        if (help != null) {
            return search -> {
                search.position.setSideToMove(help.blackFirst() ? Side.BLACK : Side.WHITE);
                return new TwinSolution(twin, new CombinedGoalHelpSolver(search, help).solve());
            };
        }
        StructuredStipulation.Expr condition = CombinedGoalOneMover.condition(structured);
        if (condition != null) {
            return search -> {
                search.position.setSideToMove(Side.WHITE);
                return new TwinSolution(twin, List.of(), CombinedGoalOneMover.solve(search, condition), false, List.of());
            };
        }
        return null;
    }

    static Options withOption(Options options, String name) {
        java.util.Map<String, List<String>> byName = new java.util.LinkedHashMap<>(options.asMap());
        byName.putIfAbsent(name, List.of());
        return new Options(byName);
    }
}
