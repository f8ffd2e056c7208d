package feerie.solve;

import feerie.solve.help.HelpSolver;
import feerie.solve.series.SeriesSolver;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Help and series play written with move numbers (options MoveNumbers, StartMoveNumber,
 * UpToMoveNumber): the numbered traces {@link HelpSeriesPlay} keeps to be written. Apart from the
 * play itself because the numbering only decides how the lines found are grouped and ordered.
 */
final class NumberedHelpSeries {
    private NumberedHelpSeries() {}

    /**
     * Help or series play with move numbers and shorter solutions: Popeye finds these first,
     * before it numbers the first moves of the full length, and writes them without numbers; it
     * finds none at all under StartMoveNumber or UpToMoveNumber (py 4.104, h#2 and ser-#3 with a
     * shorter mate: MoveNumbers shows it first, "start 1" not at all).
     */
    static List<TraceEntry> shorterFirst(Set<Line> shorterLines, List<Line> lines, List<MoveNumbering.Numbered> numbered, MoveNumberRange range,
                                          boolean bounded) {
        List<TraceEntry> trace = new ArrayList<>();
        if (!bounded) for (Line l : lines) if (shorterLines.contains(l)) trace.add(TraceEntry.solution(l));
        for (MoveNumbering.Numbered m : numbered) {
            if (range.skipsFirst(m.number())) continue;
            trace.add(TraceEntry.numbered(new int[] {m.number()}, m.move(), m.check()));
            String key = MoveNumbering.key(m.move());
            for (Line l : lines)
                if (!shorterLines.contains(l) && !l.moves().isEmpty() && MoveNumbering.key(l.moves().get(0)).equals(key))
                    trace.add(TraceEntry.solution(l));
        }
        return trace;
    }

    /**
     * Help play numbered below the first move ({@link NumberedPlay}).
     */
    static List<TraceEntry> deepHelp(Search search, Stipulation stip, int half, int mover, boolean secondFirst,
                                     MoveNumberRange range, HelpSolver solver) {
        // under StartMoveNumber or UpToMoveNumber Popeye finds no shorter solutions (see shorterFirst)
        List<TraceEntry> trace = new ArrayList<>();
        search.position.setSideToMove(mover);
        trace.addAll(NumberedPlay.walk(search, range, half, false, stip.goal(), solver::solve,
                path -> EarlierGoal.passesThrough(search, stip.goal(), path) ? null
                        : Replay.line(search, path, stip.goal(), secondFirst, false)));
        return sorted(trace, PopeyeOrder.lines(HelpSeriesRules.matingFinal(stip, search), true));
    }

    /** Series play numbered below the first move ({@link NumberedPlay}). */
    static List<TraceEntry> deepSeries(Search search, Stipulation stip, SeriesSolver solver, MoveNumberRange range) {
        boolean direct = solver.kind() == SeriesSolver.Kind.DIRECT;
        // the final move of a help or self series is the other side's: not a level of the series
        if (!direct && range.depth() >= stip.moves())
            throw new UnsupportedException("move numbers of the last move of " + stip);
        List<TraceEntry> trace = new ArrayList<>();
        trace.addAll(NumberedPlay.walk(search, range, stip.moves(), true, stip.goal(), solver::solve,
                path -> Replay.line(search, path, stip.goal(), !direct, true)));
        return sorted(trace, PopeyeOrder.lines(HelpSeriesRules.matingFinal(stip, search), true));
    }

    /** A numbered trace, each run of solutions between two numbered moves in the order Popeye finds them. */
    private static List<TraceEntry> sorted(List<TraceEntry> trace, java.util.Comparator<Line> order) {
        for (int from = 0; from < trace.size(); ) {
            int to = from;
            while (to < trace.size() && trace.get(to).isSolution()) to++;
            trace.subList(from, to).sort(java.util.Comparator.comparing(TraceEntry::line, order));
            from = to + 1;
        }
        return trace;
    }
}
