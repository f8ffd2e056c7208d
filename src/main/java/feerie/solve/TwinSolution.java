package feerie.solve;

import feerie.problem.Twin;
import feerie.solve.battle.BattleSolution;
import java.util.ArrayList;
import java.util.List;

/**
 * The solution of one twin: its twin (null for the diagram itself), and either blocks of
 * help or series lines or a battle-play tree. What {@link ProblemSolver} gives and the writers
 * print; a file of its own since solvers, writers and the JSON output all share it.
 */
public record TwinSolution(Twin twin, List<List<Line>> blocks, BattleSolution battle, boolean partial, List<Notice> notices,
                           List<MoveNumbering.Numbered> numbered, MoveNumberRange range, List<TraceEntry> trace,
                           int duplexFrom) {
    public TwinSolution(Twin twin, List<Line> lines) { this(twin, List.of(lines), null, false, List.of()); }

    public TwinSolution(Twin twin, List<List<Line>> blocks, BattleSolution battle, boolean partial, List<Notice> notices) {
        this(twin, blocks, battle, partial, notices, null, MoveNumberRange.NONE, null);
    }

    public TwinSolution(Twin twin, List<List<Line>> blocks, BattleSolution battle, boolean partial, List<Notice> notices,
                        List<MoveNumbering.Numbered> numbered, MoveNumberRange range, List<TraceEntry> trace) {
        this(twin, blocks, battle, partial, notices, numbered, range, trace, -1);
    }

    /**
     * The same solution whose blocks from {@code from} on are the duplex half: Popeye says its
     * notices of options not applicable again before that half (py 4.104, SetPlay in ser-#4 Duplex).
     */
    public TwinSolution duplexFrom(int from) {
        return new TwinSolution(twin, blocks, battle, partial, notices, numbered, range, trace, from);
    }

    /**
     * The same solution with Popeye's MoveNumbers lines for the first moves ({@code numbered}
     * null: none), those the range leaves out not written.
     */
    public TwinSolution numbered(List<MoveNumbering.Numbered> numbered, MoveNumberRange range) {
        return new TwinSolution(twin, blocks, battle, partial, notices, numbered, range, null);
    }

    /** The same solution written as numbered moves and solutions in the order Popeye finds them. */
    public TwinSolution traced(List<TraceEntry> trace) {
        return new TwinSolution(twin, blocks, battle, partial, notices, null, MoveNumberRange.NONE, trace);
    }

    /** All help or series lines, blocks joined. */
    public List<Line> lines() {
        List<Line> all = new ArrayList<>();
        for (List<Line> b : blocks) all.addAll(b);
        return all;
    }
}
