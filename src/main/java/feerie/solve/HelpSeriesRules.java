package feerie.solve;

import feerie.position.Position;
import feerie.problem.Options;
import feerie.problem.Problem;
import feerie.stipulation.Goal;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * What help and series play ask of the problem before and beside the search ({@link HelpSeriesPlay}):
 * whether Popeye numbers the moves and where, whether a phase is refused because the side to play
 * could capture the king, whether the final move comes from Popeye's mating generator, and the
 * forced last moves of reflex play.
 */
final class HelpSeriesRules {
    private HelpSeriesRules() {}

    /**
     * Does Popeye find the final move with its optimised generator for mating moves (goal #, +
     * or ##, no fairy condition)? It runs through the board the other way.
     */
    static boolean matingFinal(Stipulation stip, Search search) {
        if (stip.goal() == null || !PopeyeOrder.matingGenerator(search.position)) return false;
        var t = stip.goal().type();
        return t == feerie.stipulation.GoalType.MATE || t == feerie.stipulation.GoalType.CHECK
                || t == feerie.stipulation.GoalType.DOUBLE_MATE;
    }

    /** Does Popeye print move numbers (not in intelligent mode, which prints its own progress lines)? */
    static boolean numbering(Options options) {
        return (options.has("MoveNumbers") || bounded(options)) && !options.has("Intelligent");
    }

    /** Does the problem say where numbering starts or ends? */
    static boolean bounded(Options options) {
        return options.has("StartMoveNumber") || options.has("UpToMoveNumber");
    }

    /** Do StartMoveNumber or UpToMoveNumber go below the first move ("27:11") of help or series play? */
    static boolean deepNumbers(Problem problem) {
        Options options = problem.options();
        return numbering(options) && !options.has("SetPlay") && MoveNumberRange.of(options).deep();
    }

    /**
     * Could {@code side}, to play first in a phase of the play (set play, the play, introductory
     * moves), capture the enemy king? Popeye then refuses that phase ("the side to play can capture
     * the king", on stderr) and writes nothing of it, not even its blank line (py 4.104 on h#2 with
     * set play, ser-#2, 3->ser-h#2, hs#2, reci-h#2 with the black king in check from White).
     */
    static boolean refused(Search search, int side) {
        Position p = search.position;
        int saved = p.sideToMove();
        p.setSideToMove(side);
        boolean refused = search.sideToPlayCanCaptureKing();
        p.setSideToMove(saved);
        return refused;
    }

    /** The moves of the side to move that reach the goal, each a line of its own, marked "?!?" if they ruin the play. */
    static List<Line> reflexForcedMoves(Search search, Goal goal, boolean ruined) {
        var p = search.position;
        int end = search.legal(0);
        int[] moves = java.util.Arrays.copyOfRange(search.stack, 0, end);
        List<Line> forced = new ArrayList<>();
        for (int m : moves) {
            p.make(m);
            boolean reached = search.reached(goal, m, end);
            p.unmake(m);
            if (!reached) continue;
            Line line = Replay.line(search, new int[] {m}, goal, !ruined, false);
            PlayedMove played = line.moves().get(0);
            forced.add(ruined ? new Line(List.of(played.withSuffix(played.suffix() + " ?!?")), false, false) : line);
        }
        return forced;
    }
}
