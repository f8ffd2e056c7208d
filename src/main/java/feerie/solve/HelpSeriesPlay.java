package feerie.solve;

import feerie.piece.Side;
import feerie.problem.Problem;
import feerie.solve.help.HelpSelfSolver;
import feerie.solve.help.HelpSolver;
import feerie.solve.help.ReciprocalSolver;
import feerie.solve.series.SeriesSolver;
import feerie.stipulation.Goal;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Help and series play of one twin (help, series, parry series, help-self, help-reflex and
 * reciprocal help): the lines of each block, with what the twin's solution needs beside them
 * (shorter solutions, StopOnShortSolutions, the numbered first moves or the numbered trace).
 * One per twin: its help solver's fail table serves all the tries of the twin. The numbered
 * traces of MoveNumbers are built in {@link NumberedHelpSeries}.
 */
final class HelpSeriesPlay {
    /** The blocks of set play, shared with the {@link ProblemSolver} (MaxSolutions and the output tell them apart). */
    private final Set<List<Line>> setPlayBlocks;
    /** Option MaxSolutions of the problem being solved (MAX_VALUE: none). */
    private final int maxSolutions;
    /** StopOnShortSolutions found a short solution in the twin being solved: the solution is partial. */
    boolean stoppedShort;
    /**
     * The introductory moves of help play are "n->" ones (White's, before h#n and h#n.5 alike,
     * py 4.104), not the same side's move of a structured stipulation ("1h[- 14hh[#]]h").
     */
    boolean introSeries;

    HelpSeriesPlay(Set<List<Line>> setPlayBlocks, int maxSolutions) {
        this.setPlayBlocks = setPlayBlocks;
        this.maxSolutions = maxSolutions;
    }

    /** The first moves of help or series play, numbered for MoveNumbers (null: not known). */
    List<MoveNumbering.Numbered> helpNumbered;
    /** Help or series play written move by move with its numbers (introductory moves), null if not. */
    List<TraceEntry> helpTrace;

    /** The solutions of help or series play shorter than the stipulation's length (by identity). */
    final Set<Line> shorterLines = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** The lines of a numbered trace ({@link NumberedHelpSeries}), the trace kept to be written. */
    private List<Line> traced(List<TraceEntry> trace) {
        helpTrace = trace;
        List<Line> lines = new ArrayList<>();
        for (TraceEntry e : trace) if (e.isSolution()) lines.add(e.line());
        return lines;
    }

    /** Numbers {@code mover}'s first moves for MoveNumbers, the side to move left as it was. */
    private void numberHelpMoves(Problem problem, Search search, int mover) {
        if (!HelpSeriesRules.numbering(problem.options())) return;
        int side = search.position.sideToMove();
        search.position.setSideToMove(mover);
        helpNumbered = MoveNumbering.of(search);
        search.position.setSideToMove(side);
    }


    /** Help or series play, with colours swapped for the duplex half. */
    List<List<Line>> helpOrSeries(Problem problem, Stipulation stip, Search search, boolean swapped) {
        boolean stopOnShort = problem.options().has("StopOnShortSolutions");
        var position = search.position;
        PlayType type = stip.playType();
        List<List<Line>> blocks = new ArrayList<>();
        switch (type) {
            case DIRECT: {
                // a proof game (dia, a=>b) is help play; its first move numbered "1." whoever makes it
                if (!feerie.solve.proof.ProofGame.is(stip) || swapped || problem.options().has("SetPlay"))
                    throw new UnsupportedException("play type " + stip);
                int half = feerie.solve.proof.ProofGame.halfMoves(stip);
                int mover = feerie.solve.proof.ProofGame.firstMover(stip, problem.options().has("WhiteToPlay"));
                if (HelpSeriesRules.refused(search, mover)) break;
                if (half > 0) numberHelpMoves(problem, search, mover);
                if (HelpSeriesRules.deepNumbers(problem)) {
                    blocks.add(traced(NumberedHelpSeries.deepHelp(search, stip, half, mover, false, MoveNumberRange.of(problem.options()),
                            helpSolver(search, stip.goal()))));
                    break;
                }
                blocks.add(shortestHelp(search, stip, half, mover, false, stopOnShort));
                break;
            }
            case HELP: {
                int half = 2 * stip.moves() + (stip.plusHalf() ? 1 : 0);
                boolean secondFirst = stip.plusHalf();
                if (problem.options().has("WhiteToPlay") && !stip.plusHalf()) {
                    half -= 1;
                    secondFirst = true;
                }
                int mover = secondFirst ? Side.WHITE : Side.BLACK;
                if (swapped) mover = Side.opponent(mover);
                if (problem.options().has("SetPlay") && half > 1 && !HelpSeriesRules.refused(search, Side.opponent(mover))) {
                    List<Line> set = shortestHelp(search, stip, half - 1, Side.opponent(mover), !secondFirst, stopOnShort);
                    // h#n.5 (or h#n with WhiteToPlay, which Popeye shows as h#(n-1).5): the side
                    // with the half-move passes, and the set play is numbered after it
                    if (secondFirst) set = set.stream().map(Line::afterPass).toList();
                    blocks.add(set);
                    setPlayBlocks.add(set);
                }
                if (stip.introMoves() > 0 && introSeries) {
                    // White's introductory moves ("1->h#2"), then the help play (py 4.104: after
                    // "1->h#1.5" White moves again: "1.Rh2-a2   1.Ra2-a7 Kb1-c1   2.Ra7-a1 #")
                    // Popeye refuses the diagram if White, to play first, can capture the king
                    if (HelpSeriesRules.refused(search, Side.WHITE)) break;
                    int first = mover, length = half;
                    boolean second = secondFirst;
                    List<Line> lines = new ArrayList<>();
                    position.setSideToMove(Side.WHITE);
                    IntroMoves.play(search, stip.introMoves(), () -> {
                                // h#n.5: White again after its introduction; the side to move kept for the moves taken back
                                int side = position.sideToMove();
                                List<Line> found = shortestHelp(search, stip, length, first, second, stopOnShort);
                                position.setSideToMove(side);
                                return found;
                            },
                            lines, IntroMoves.numbering(stip));
                    blocks.add(lines);
                    break;
                }
                if (HelpSeriesRules.refused(search, mover)) break;
                if (stip.introMoves() > 0) {
                    // a move of the same side first ("1h[- 14hh[#]]h"): then its help play
                    int first = mover;
                    List<Line> lines = new ArrayList<>();
                    position.setSideToMove(mover);
                    IntroMoves.playAgain(search, stip.introMoves(),
                            () -> shortestHelp(search, stip, 2 * stip.moves(), first, false, stopOnShort), lines);
                    blocks.add(lines);
                    break;
                }
                // h#0 tries no move to number (py 4.104: h=0 with MoveNumbers)
                if (!problem.options().has("SetPlay") && half > 0) numberHelpMoves(problem, search, mover);
                if (HelpSeriesRules.deepNumbers(problem) && !swapped) {
                    blocks.add(traced(NumberedHelpSeries.deepHelp(search, stip, half, mover, secondFirst, MoveNumberRange.of(problem.options()),
                            helpSolver(search, stip.goal()))));
                    break;
                }
                blocks.add(shortestHelp(search, stip, half, mover, secondFirst, stopOnShort));
                break;
            }
            case SERIES_DIRECT:
            case SERIES_HELP:
            case SERIES_SELF:
            case SERIES_REFLEX:
            case SERIES_SEMI_REFLEX:
            case PARRY_SERIES_DIRECT:
            case PARRY_SERIES_HELP:
            case PARRY_SERIES_SELF:
            case PARRY_SERIES_REFLEX:
            case PARRY_SERIES_SEMI_REFLEX:
            case HELP_PARRY_SERIES_DIRECT:
            case HELP_PARRY_SERIES_HELP:
            case HELP_PARRY_SERIES_SELF:
            case HELP_PARRY_SERIES_REFLEX:
            case HELP_PARRY_SERIES_SEMI_REFLEX: {
                // ser-r#n: after White's series Black must reach the goal when he can; his goal
                // moves end the lines, as in a help series with the colours reversed
                PlayType basic = type.basic();
                boolean reflex = basic == PlayType.REFLEX || basic == PlayType.SEMI_REFLEX;
                boolean parry = type.isParrySeries();
                SeriesSolver.Kind kind = basic == PlayType.DIRECT ? SeriesSolver.Kind.DIRECT
                        : basic == PlayType.HELP || reflex ? SeriesSolver.Kind.HELP : SeriesSolver.Kind.SELF;
                // a proof game's series is White's (ser-hdia: White's series, then Black's move)
                int mover = basic == PlayType.HELP && !feerie.solve.proof.ProofGame.is(stip) ? Side.BLACK : Side.WHITE;
                if (swapped) mover = Side.opponent(mover);
                if (problem.options().has("SetPlay") && PlayNotices.setPlayApplies(stip) && kind != SeriesSolver.Kind.DIRECT
                        && !HelpSeriesRules.refused(search, Side.opponent(mover))) {
                    // set play of a help series: the other side's final move at once ("1...Kd1-e2 =")
                    List<Line> set = help(search, stip, 1, Side.opponent(mover), true);
                    blocks.add(set);
                    setPlayBlocks.add(set);
                } else if (problem.options().has("SetPlay") && parry && kind == SeriesSolver.Kind.DIRECT) {
                    // a direct parry series (pser-#n, pser-=n) with SetPlay: Popeye writes an empty
                    // set play and finds no solution at all (py 4.104, with or without conditions)
                    List<Line> set = new ArrayList<>();
                    blocks.add(set);
                    setPlayBlocks.add(set);
                    blocks.add(new ArrayList<>());
                    break;
                }
                // the side that plays first (the introductory moves' side, else the series mover)
                if (HelpSeriesRules.refused(search, stip.introMoves() > 0 ? Side.opponent(mover) : mover)) break;
                SeriesSolver solver = new SeriesSolver(search, stip.goal(), kind, parry,
                        type.seriesPrefix().equals("phser-") || basic == PlayType.HELP);
                if (basic == PlayType.REFLEX) solver.reflex();
                if (parry && basic == PlayType.HELP) solver.everyWay();
                if (reflex) solver.otherSideBound();
                java.util.function.Supplier<List<Line>> play = () -> series(search, stip, solver, parry, stopOnShort);
                List<Line> lines = new ArrayList<>();
                if (stip.introMoves() > 0) {
                    position.setSideToMove(Side.opponent(mover));
                    if (HelpSeriesRules.numbering(problem.options()) && !problem.options().has("SetPlay"))
                        helpTrace = NumberedIntro.walk(search, stip.introMoves(), MoveNumberRange.of(problem.options()), play);
                    if (helpTrace != null) {
                        for (TraceEntry e : helpTrace) if (e.isSolution()) lines.add(e.line());
                    } else IntroMoves.play(search, stip.introMoves(), play, lines, IntroMoves.numbering(stip));
                } else {
                    position.setSideToMove(mover);
                    if (HelpSeriesRules.deepNumbers(problem) && !parry && !reflex && !swapped) {
                        blocks.add(traced(NumberedHelpSeries.deepSeries(search, stip, solver, MoveNumberRange.of(problem.options()))));
                        break;
                    }
                    if (!problem.options().has("SetPlay")) numberHelpMoves(problem, search, mover);
                    // a reflex series whose side can reach the goal at once must: the play is ruined,
                    // as Popeye shows ("1.Qb1-b6 # ?!?", py 4.104 on a ser-r#4)
                    List<Line> forced = basic == PlayType.REFLEX ? HelpSeriesRules.reflexForcedMoves(search, stip.goal(), true) : List.of();
                    if (WhiteToPlayRules.whiteToPlayShortensSeries(stip, problem.options()) && !parry) {
                        // WhiteToPlay (the series already a move shorter): a help series also
                        // from no move at all, the other side's goal move at once; Popeye's numbers
                        if (kind == SeriesSolver.Kind.HELP) lines.addAll(help(search, stip, 1, Side.opponent(mover), true));
                        position.setSideToMove(mover);
                        for (Line l : play.get()) lines.add(l.asInverted());
                    } else lines.addAll(forced.isEmpty() ? play.get() : forced);
                }
                blocks.add(lines);
                break;
            }
            case HELP_SELF:
            case HELP_REFLEX: {
                // hs#n.5: Black, the side that must reach the goal at the end, starts with a half-move
                boolean half = stip.plusHalf();
                position.setSideToMove(swapped ^ half ? Side.BLACK : Side.WHITE);
                // py 4.104, hr#2 with wPb2 by bKc3: refused
                if (HelpSeriesRules.refused(search, position.sideToMove())) break;
                if (!problem.options().has("SetPlay")) numberHelpMoves(problem, search, position.sideToMove());
                if (type == PlayType.HELP_REFLEX) {
                    // the first side must reach the goal itself when it can: White's moves ruin
                    // the play, which Popeye shows marked "?!?"; Black's end it at once, a short
                    // solution
                    List<Line> forced = HelpSeriesRules.reflexForcedMoves(search, stip.goal(), !half);
                    if (!forced.isEmpty()) {
                        blocks.add(forced);
                        break;
                    }
                }
                List<Line> lines = new ArrayList<>();
                var solver = new HelpSelfSolver(search, stip.goal(), type == PlayType.HELP_REFLEX, stip.isExact());
                for (int[] path : solver.solveAfter(2 * stip.moves() - 1 + (half ? 1 : 0)))
                    lines.add(Replay.line(search, path, stip.goal(), half, false));
                blocks.add(lines);
                break;
            }
            case RECIPROCAL_HELP:
            case SERIES_RECIPROCAL_HELP: {
                if (stip.plusHalf()) throw new UnsupportedException("play type " + stip);
                Goal directGoal = stip.reciprocalGoal() != null ? stip.reciprocalGoal() : stip.goal();
                ReciprocalSolver solver = new ReciprocalSolver(search, stip.goal(), directGoal, type == PlayType.SERIES_RECIPROCAL_HELP);
                int first = swapped ? Side.WHITE : Side.BLACK;
                if (problem.options().has("SetPlay") && type == PlayType.RECIPROCAL_HELP && stip.moves() >= 2
                        && !HelpSeriesRules.refused(search, Side.opponent(first))) {
                    position.setSideToMove(Side.opponent(first));
                    List<Line> set = solver.solveSet(stip.moves());
                    blocks.add(set);
                    setPlayBlocks.add(set);
                }
                position.setSideToMove(first);
                if (HelpSeriesRules.refused(search, first)) break;
                // as in help play, the shorter solutions too, shortest first, in one block (py
                // 4.104, reci-hx2: its reci-hx1 lines first)
                List<Line> all = new ArrayList<>();
                int from = stip.isExact() || type == PlayType.SERIES_RECIPROCAL_HELP ? stip.moves() : 1;
                for (int k = from; k <= stip.moves(); k++) all.addAll(solver.solve(k));
                blocks.add(all);
                break;
            }
            default:
                throw new UnsupportedException("play type " + stip);
        }
        return blocks;
    }

    /**
     * Series play from the current position, the series side to move: the solutions of every
     * length from 1 to n, shortest first, as Popeye 4.104 prints them (a ser-#5 its 3-, 4- and
     * 5-move mates, a ser-h#3 its shorter mates, BEISPIEL-intell-106 its 6- and 7-move mates);
     * exact- play the full length only. With StopOnShortSolutions the first length with
     * solutions is the answer, the solution partial when it is short.
     */
    private List<Line> series(Search search, Stipulation stip, SeriesSolver solver, boolean parry, boolean stopOnShort) {
        SeriesSolver.Kind kind = solver.kind();
        List<Line> lines = new ArrayList<>();
        boolean shortFound = false;
        // pser- is battle play in Popeye: after the key, only the quickest continuations
        boolean battle = stip.playType() == PlayType.PARRY_SERIES_DIRECT;
        List<int[]> paths = new ArrayList<>();
        int shorter = 0;
        if (!stip.isExact() && !stopOnShort) solver.longest(stip.moves());
        for (int n = stip.isExact() ? stip.moves() : 1; n <= stip.moves() && !shortFound; n++) {
            for (int[] path : solver.solve(n)) paths.add(path.clone());
            if (n < stip.moves()) shorter = paths.size();
            shortFound = stopOnShort && !paths.isEmpty() && n < stip.moves();
        }
        // a key found at two lengths (a check whose answers all end at once) gives its lines twice
        if (parry) paths = feerie.solve.series.ShortestContinuations.keep(paths);
        for (int[] path : paths)
            lines.add(parry ? solver.parryLine(path)
                    : Replay.line(search, path, stip.goal(), kind != SeriesSolver.Kind.DIRECT, true));
        if (!battle && !parry) shorterLines.addAll(lines.subList(0, shorter));
        stoppedShort |= shortFound;
        return lines;
    }

    /**
     * Help play in {@code half} half-moves, and as in Popeye (where a help stipulation has no
     * minimum length unless it is exact-) the shorter solutions too, whole moves fewer, from
     * the shortest up: an h#3 prints its h#2 lines as well. A line ends where its goal is first
     * reached, exact- or not, so a longer line through a position where the goal was already
     * reached is not a solution of its own (h+2: no second move after a first-move check). With
     * StopOnShortSolutions the first length with solutions is the answer, the solution being
     * partial if it is shorter than asked.
     */
    private List<Line> shortestHelp(Search search, Stipulation stip, int half, int mover, boolean secondFirst, boolean stopOnShort) {
        helpSolver(search, stip.goal()).reserve(half);
        List<Line> all = new ArrayList<>();
        for (int shorter = half % 2 == 0 ? 2 : 1; !stip.isExact() && shorter < half; shorter += 2) {
            List<Line> found = help(search, stip, shorter, mover, secondFirst);
            shorterLines.addAll(found);
            if (stopOnShort && !found.isEmpty()) {
                stoppedShort = true;
                return found;
            }
            all.addAll(found);
        }
        all.addAll(help(search, stip, half, mover, secondFirst));
        return all;
    }

    private List<Line> help(Search search, Stipulation stip, int half, int mover, boolean secondFirst) {
        search.position.setSideToMove(mover);
        List<Line> lines = new ArrayList<>();
        HelpSolver solver = helpSolver(search, stip.goal());
        if (maxSolutions != Integer.MAX_VALUE) solver.keepFirst(maxSolutions);
        for (int[] path : solver.solve(half))
            if (!EarlierGoal.passesThrough(search, stip.goal(), path))
                lines.add(Replay.line(search, path, stip.goal(), secondFirst, false));
        return lines;
    }

    /**
     * One help solver per twin and goal: what its fail table knows (no solution from this position,
     * this side to move, in so many half-moves) stays true for the shorter tries of
     * StopOnShortSolutions, set play and the duplex half.
     */
    private HelpSolver helpSolver(Search search, Goal goal) {
        if (helpSolver == null || helpSearch != search || !helpGoal.equals(goal)) {
            helpSolver = new HelpSolver(search, goal);
            helpSearch = search;
            helpGoal = goal;
        }
        return helpSolver;
    }

    private HelpSolver helpSolver;
    private Search helpSearch;
    private Goal helpGoal;
}
