package feerie.output;

import feerie.problem.ConditionSpec;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * What each solved twin of a problem is, for outputs that describe it in full (JSON): its
 * label and heading as Popeye prints them, its units, stipulation and conditions after the
 * twinning commands. The twins are in the order {@link feerie.solve.ProblemSolver#solve} solves
 * them: the diagram first unless there is a zero position, then each twin, a continued one
 * built on the previous.
 *
 * @param label       "a)", "+c)", ... ("" for a problem without twins)
 * @param heading     the twin's heading line without its trailing blanks ("" without twins)
 * @param pieces      the units after the twin's commands
 * @param stipulation the stipulation (null if none)
 * @param written     the stipulation as written (for a structured one), else its canonical text
 * @param conditions  the conditions after the twin's commands
 */
public record TwinStates(String label, String heading, List<PieceSpec> pieces, Stipulation stipulation,
                         String written, List<ConditionSpec> conditions) {
    public TwinStates {
        pieces = List.copyOf(pieces);
        conditions = List.copyOf(conditions);
    }

    /** One entry per solved twin. */
    public static List<TwinStates> of(Problem problem) {
        return of(problem, feerie.solve.RuleSelection.geometry(problem));
    }

    /** One entry per solved twin, on a board of the size given. */
    public static List<TwinStates> of(Problem problem, feerie.geometry.Geometry geometry) {
        List<String> headings = TwinHeading.headings(problem, geometry);
        List<TwinStates> out = new ArrayList<>();
        TwinStates original = new TwinStates("", "", problem.pieces(), problem.stipulation(), problem.stipulationText(),
                problem.conditions());
        TwinBoard originalBoard = new TwinBoard(problem.pieces(), geometry);
        if (!problem.zeroPosition()) out.add(original);
        TwinStates previous = original;
        TwinBoard previousBoard = originalBoard;
        for (Twin twin : problem.twins()) {
            TwinStates base = twin.continued() ? previous : original;
            TwinBoard board = (twin.continued() ? previousBoard : originalBoard).copy();
            Stipulation stip = base.stipulation;
            String written = base.written;
            List<ConditionSpec> conditions = base.conditions;
            for (TwinCommand c : twin.commands()) {
                board.apply(c);
                if (c instanceof TwinCommand.StipulationChange s) {
                    stip = s.stipulation();
                    written = s.stipulation().toString();
                } else if (c instanceof TwinCommand.ConditionChange cc) {
                    conditions = cc.conditions();
                }
            }
            previous = new TwinStates("", "", board.units(), stip, written, conditions);
            previousBoard = board;
            out.add(previous);
        }
        // the headings, where there are twins, in the same order
        for (int i = 0; i < out.size() && i < headings.size(); i++) {
            TwinStates t = out.get(i);
            String heading = headings.get(i).stripTrailing();
            String label = heading.contains(")") ? heading.substring(0, heading.indexOf(')') + 1) : "";
            out.set(i, new TwinStates(label, heading, t.pieces, t.stipulation, t.written, t.conditions));
        }
        return out;
    }
}
