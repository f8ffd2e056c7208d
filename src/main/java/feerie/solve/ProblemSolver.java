package feerie.solve;

import feerie.solve.structured.HelpThenBattleSolver;
import feerie.solve.structured.StructuredEquivalent;

import feerie.position.Position;
import feerie.problem.Options;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.solve.battle.BattleSolution;
import feerie.stipulation.Goal;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import feerie.stipulation.StructuredStipulation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Solves a problem twin by twin into data ({@link TwinSolution}); printing is elsewhere.
 * Help and series play give blocks of lines (the set play or the duplex half is a block of its
 * own); direct, self and reflex play give a {@link BattleSolution}. How WhiteToPlay changes the
 * play is in {@link WhiteToPlayRules}.
 */
public final class ProblemSolver {
    private final long timeLimitNanos;
    /** System.nanoTime() by which the problem being solved must be done (0: no limit). */
    private long deadline;

    public ProblemSolver(long timeLimitNanos) { this.timeLimitNanos = timeLimitNanos; }

    public List<TwinSolution> solve(Problem problem) {
        if (problem.totalInvisible() == 0) RuleSelection.of(problem);
        for (String option : problem.options().names()) {
            if (!SUPPORTED_OPTIONS.contains(option.toLowerCase())) throw new UnsupportedException("option " + option);
        }
        // one deadline for the whole problem, all its twins together
        long deadline = timeLimitNanos > 0 ? System.nanoTime() + timeLimitNanos : 0;
        int maxTime = problem.options().intArg("MaxTime", 0);
        if (maxTime > 0) {
            long own = System.nanoTime() + maxTime * 1_000_000_000L;
            deadline = deadline == 0 ? own : Math.min(deadline, own);
        }
        this.deadline = deadline;
        List<TwinSolution> out = new ArrayList<>();
        Setup previous = new Setup(problem);
        List<Stipulation> parts = StructuredParts.of(problem, previous.stipulation());
        if (parts != null) {
            // "a & b & ...": each part solved on its own, one after the other (BEISPIEL-sford-15)
            for (Stipulation part : parts) out.add(solveOne(problem, null, previous.withStipulation(part)));
            return out;
        }
        if (!problem.zeroPosition()) out.add(solveOne(problem, null, previous));
        for (Twin twin : problem.twins()) {
            Setup s = twin.continued() ? previous.copy() : new Setup(problem);
            s.apply(twin);
            previous = s;
            out.add(solveOne(problem, twin, s));
        }
        return out;
    }

    /**
     * The options solved with introductory moves and ser-hs#: the position's, and those of battle
     * play's tree that its lines do not show (py 4.104 writes the same lines with Try, Defence,
     * Variation, NoThreat and NoShortVariations as without them).
     */
    private static final Set<String> LINE_PLAY_OPTIONS = Set.of("noboard", "maxtime", "variations", "nowk", "nobk",
            "enpassant", "nocastling", "castlingmutuallyexclusive", "quodlibet", "try", "defence", "nothreat", "noshortvariations");

    private static final Set<String> SUPPORTED_OPTIONS = Set.of(
            "movenumbers", "startmovenumber", "uptomovenumber", "intelligent", "noboard", "maxtime", "whitetoplay", "nocastling",
            "variations", "try", "defence", "threat", "nothreat", "setplay", "postkeyplay",
            "noshortvariations", "duplex", "halfduplex", "enpassant", "nowk", "nobk", "maxsolutions", "castlingmutuallyexclusive", "stoponshortsolutions", "matesin1",
            "maxflightsquares", "nontrivial", "quodlibet", "keepmatingpiece", "goalisend", "trivialtriesavoid", "writegrid");

    private TwinSolution solveOne(Problem problem, Twin twin, Setup setup) {
        // total invisibles: a search of their own, apart from the orthodox solvers
        if (problem.totalInvisible() > 0)
            return feerie.solve.invisible.InvisibleSolver.solveTwin(problem, twin, setup, deadline);
        Stipulation stip = setup.stipulation();
        if (stip == null) throw new UnsupportedException("problem without a stipulation");
        Options options = problem.options();
        maxSolutions = options.intArg("MaxSolutions", Integer.MAX_VALUE);
        if (WhiteToPlayRules.whiteToPlayHalves(stip, options))
            stip = new Stipulation(stip.introMoves(), stip.isExact(), stip.playType(), stip.reciprocalGoal(), stip.goal(),
                    stip.moves() - 1, true);
        if (WhiteToPlayRules.whiteToPlayShortensSeries(stip, options) && stip.moves() > 0)
            stip = new Stipulation(0, stip.isExact(), stip.playType(), stip.reciprocalGoal(), stip.goal(), stip.moves() - 1, false);
        /* a structured stipulation without an ordinary equivalent: its own solver, given the search */
        java.util.function.Function<Search, TwinSolution> structuredSolver = null;
        boolean shorterToo = false;
        StructuredEquivalent battleEquivalent = null;
        if (stip.isStructured()) {
            // solved as the ordinary stipulation it means, or as help play then battle; printed as written
            StructuredStipulation structured = StructuredEquivalent.parse(stip.toString());
            StructuredEquivalent equivalent = StructuredEquivalent.match(structured);
            if (equivalent != null) {
                stip = equivalent.stipulation();
                shorterToo = equivalent.shorterToo();
                if (shorterToo && !options.names().stream().allMatch(o -> StructuredPlay.OPTIONS.contains(o.toLowerCase())))
                    throw new UnsupportedException("options " + options.names() + " with structured stipulation " + setup.stipulation());
                if (equivalent.postKeyPlay() || equivalent.blackAttacks()) battleEquivalent = equivalent;
                if (equivalent.postKeyPlay()) options = StructuredPlay.withOption(options, "PostKeyPlay");
            } else {
                boolean setPlay = options.has("SetPlay");
                structuredSolver = StructuredPlay.solver(structured, twin, setPlay, setPlayBlocks);
                if (structuredSolver == null) throw new UnsupportedException("structured stipulation " + stip);
                if (!options.names().stream().allMatch(o -> StructuredPlay.OPTIONS.contains(o.toLowerCase())
                        || setPlay && o.equalsIgnoreCase("SetPlay") && HelpThenBattleSolver.Spec.of(structured) != null))
                    throw new UnsupportedException("options " + options.names() + " with structured stipulation " + stip);
            }
        }
        boolean castling = !(options.has("NoCastling") && options.args("NoCastling").isEmpty());
        Position position = setup.position(castling);
        boolean proofGame = feerie.solve.proof.ProofGame.is(stip);
        feerie.solve.proof.ProofGame.Prepared proof = null;
        if (proofGame) {
            // played from the game array or the a=>b start position, towards the diagram
            proof = feerie.solve.proof.ProofGame.prepare(problem, setup, position, castling);
            position = proof.start();
        }
        // en passant squares that contradict the diagram: Popeye solves nothing
        if (!PositionOptions.apply(options, position)) return new TwinSolution(twin, List.of(), null, false, List.of());
        if (structuredSolver != null) {
            for (Goal g : StructuredEquivalent.goals(StructuredEquivalent.parse(stip.toString()))) {
                if (SelfCheckGoalRules.handles(g.type())) throw new UnsupportedException("goal " + g + " in structured stipulation " + stip);
                RuleSelection.checkGoals(new Stipulation(0, false, PlayType.HELP, null, g, 1, false), setup.rules());
            }
            return structuredSolver.apply(new Search(position, setup.rules(), deadline));
        }
        RuleSelection.checkGoals(stip, setup.rules());
        Search search = new Search(position, GoalRules.of(stip, setup.rules(), options, position), deadline);
        if (proofGame) {
            search.proofTarget = proof.target();
            search.proofBound = feerie.solve.proof.ProofGame.bound(search);
        }
        // a lone king can still help to stalemate, so the option cuts play only where the goal is mate
        search.intelligent = options.has("Intelligent");
        search.keepMatingPiece = options.has("KeepMatingPiece") && stip.goal() != null
                && stip.goal().type() == feerie.stipulation.GoalType.MATE;
        PlayType type = stip.playType();
        // help play after a move of the same side comes only from a structured stipulation ("1h[- 14hh[#]]h")
        boolean helpAfterMove = type == PlayType.HELP && setup.stipulation().isStructured();
        if (type == PlayType.SERIES_HELP_SELF && stip.introMoves() == 0 && !proofGame && !helpAfterMove) {
            // ser-hs#n: Black's series of 1 to n moves (n only if exact-), then White's move after
            // which Black must reach the goal: Black's introduction before White's s#1, written
            // as Popeye writes it ("1.b4-b3   2.h7-h5 Qg4-h4   3.b3-b2 #", py 4.104)
            if (!options.names().stream().allMatch(o -> LINE_PLAY_OPTIONS.contains(o.toLowerCase())))
                throw new UnsupportedException("options " + options.names() + " with " + stip);
            if (PopeyeRefusals.refuses(setup.rules(), position)) return new TwinSolution(twin, List.of(), null, false, List.of());
            Stipulation selfOne = new Stipulation(stip.moves(), false, PlayType.SELF, null, stip.goal(), 1, false);
            return new TwinSolution(twin, List.of(IntroBattle.lines(search, selfOne, PlayType.SELF, stip.isExact())), null, false,
                    PlayNotices.of(options, stip));
        }
        boolean battle = type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
        if (stip.introMoves() > 0 && !helpAfterMove && (!type.isSeries() && type != PlayType.HELP && !battle
                || type == PlayType.SERIES_RECIPROCAL_HELP || proofGame))
            throw new UnsupportedException("intro moves in " + stip);
        if (stip.introMoves() > 0 && !helpAfterMove && !type.isSeries()
                && !options.names().stream().allMatch(o -> LINE_PLAY_OPTIONS.contains(o.toLowerCase())))
            throw new UnsupportedException("options " + options.names() + " with " + stip);
        if (stip.introMoves() > 0 && battle) {
            if (PopeyeRefusals.refuses(setup.rules(), position)) return new TwinSolution(twin, List.of(), null, false, List.of());
            return new TwinSolution(twin, List.of(IntroBattle.lines(search, stip, type, false)), null, false, PlayNotices.of(options, stip));
        }
        if (stip.introMoves() > 0 && helpAfterMove && !options.names().stream().allMatch(o -> StructuredPlay.OPTIONS.contains(o.toLowerCase())
                || o.equalsIgnoreCase("Intelligent")))
            throw new UnsupportedException("options " + options.names() + " with structured stipulation " + setup.stipulation());
        boolean duplex = options.has("Duplex"), halfDuplex = options.has("HalfDuplex");
        List<Notice> notices = PlayNotices.of(options, stip);
        // Popeye's intelligent mode knows no fairy piece and few conditions: it says so and solves nothing
        if (options.has("Intelligent") && (IntelligentOption.refuses(setup.rules()) || IntelligentOption.fairyPieces(setup)))
            // (under Duplex once for each half, as py 4.104 prints it)
            return new TwinSolution(twin, List.of(), null, false, duplex
                    ? List.of(Notice.INTELLIGENT_RESTRICTED, Notice.INTELLIGENT_RESTRICTED) : List.of(Notice.INTELLIGENT_RESTRICTED));
        // a combination or a position Popeye refuses (on its error stream, "problem ignored"):
        // it solves nothing, and neither does Féerie
        if (PopeyeRefusals.refuses(setup.rules(), position)) return new TwinSolution(twin, List.of(), null, false, List.of());
        if (options.has("Quodlibet") && QuodlibetScope.of(stip) == QuodlibetScope.NOT_BUILT)
            throw new UnsupportedException("option Quodlibet in " + stip);
        switch (proofGame ? PlayType.HELP : type) {
            case DIRECT: case SELF: case REFLEX: case SEMI_REFLEX: {
                // Duplex's second half under its own rules when a condition binds the defending side
                // (Maximummer: White defends there as the maximummer, as in help play)
                Search blackHalf = duplex ? otherHalf(setup, stip, options, castling, search) : search;
                // a structured stipulation where Black attacks: the roles swapped, as HalfDuplex has them
                boolean blackAttacks = battleEquivalent != null && battleEquivalent.blackAttacks();
                if (blackAttacks && (duplex || halfDuplex))
                    throw new UnsupportedException("duplex with structured stipulation " + setup.stipulation());
                BattlePlay.Solved solved = BattlePlay.solve(search, blackHalf, stip, options, type, duplex, halfDuplex || blackAttacks);
                if (solved != null && battleEquivalent != null && battleEquivalent.postKeyPlay())
                    solved = StructuredPlay.postKey(solved, battleEquivalent, problem.options());
                // Popeye refuses a diagram whose side to play can capture the king and shows no play,
                // set play neither (py 4.104: #1, #2 with set play or tries, r#2, s#2; with set play
                // its empty block keeps its blank line)
                if (solved == null)
                    return new TwinSolution(twin, List.of(), options.has("SetPlay") ? new BattleSolution(List.of(), null, List.of()) : null,
                            false, notices);
                return withNumbers(new TwinSolution(twin, List.of(), solved.battle(), solved.partial(), notices),
                        solved.partial() ? null : solved.numbered(), null, options);
            }
            default:
                break;
        }
        List<List<Line>> blocks = new ArrayList<>();
        HelpSeriesPlay play = new HelpSeriesPlay(setPlayBlocks, maxSolutions);
        play.introSeries = !helpAfterMove;
        if (proofGame && search.proofBound != null && Boolean.getBoolean("feerie.proof.stats")) {
            var bound = search.proofBound;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> System.err.println("proof bound: asked " + bound.asked + ", cut " + bound.cut)));
        }
        if (shorterToo) {
            if (duplex || halfDuplex) throw new UnsupportedException("duplex with structured stipulation " + setup.stipulation());
            // every length up to the one written, as one block: series and help play (not exact-)
            // give their shorter solutions themselves, shortest first
            List<Line> all = new ArrayList<>();
            for (List<Line> b : play.helpOrSeries(problem, stip, search, false)) all.addAll(b);
            blocks.add(all);
        } else if (!halfDuplex) blocks.addAll(play.helpOrSeries(problem, stip, search, false));
        int duplexFrom = duplex ? blocks.size() : -1;
        if (duplex || halfDuplex) blocks.addAll(play.helpOrSeries(problem, stip, duplex ? otherHalf(setup, stip, options, castling, search) : search, true));
        // in Popeye's order of search, so that MaxSolutions keeps the solutions Popeye keeps;
        // parry series mixes its lengths in one search, the others give theirs shortest first
        PlayType played = stip.playType();
        boolean parry = played.isParrySeries();
        // Popeye's optimised generator gives the final move of help play, of series and of the
        // other side's end of a parry series; not the series side's mates of pser-# (lengths
        // mixed in one search) nor, as py shows, the forced last move of hs/hr
        boolean forcedEnd = played.basic() == PlayType.HELP_SELF || played.basic() == PlayType.HELP_REFLEX;
        boolean ordinaryLast = forcedEnd || parry && played.basic() == PlayType.DIRECT;
        boolean matingFinal = HelpSeriesRules.matingFinal(stip, search) && !ordinaryLast;
        // reciprocal help searches its two ends apart: its lines keep the order they were found in
        for (int i = 0; i < blocks.size() && played.basic() != PlayType.RECIPROCAL_HELP; i++) {
            var order = PopeyeOrder.lines(matingFinal, !parry, blocks.get(i));
            List<Line> sorted = new ArrayList<>(blocks.get(i));
            sorted.sort(stip.introMoves() > 0 ? introFirst(order) : order);
            if (setPlayBlocks.contains(blocks.get(i))) setPlayBlocks.add(sorted);
            blocks.set(i, sorted);
        }
        // MaxSolutions n: Popeye stops at the n-th solution and says the solution is partial;
        // py 4.104 does not count in parry series ending in reflex play
        int max = parry && played.basic() == PlayType.REFLEX ? Integer.MAX_VALUE : options.intArg("MaxSolutions", Integer.MAX_VALUE);
        // help-self and help-reflex play count their help play: the forced last moves after one
        // are one solution (py 4.104, hr+1 with MaxSolutions 2: three lines after two white moves)
        java.util.function.Function<Line, Object> unit = forcedEnd
                ? l -> l.moves().subList(0, Math.max(0, l.moves().size() - 1)) : l -> l;
        // Popeye counts each phase apart: the set play, then the play (py 4.104: h#3 with SetPlay
        // and MaxSolutions 3 shows three set lines and three solutions)
        boolean reached = false;
        int playCount = 0;
        for (List<Line> b : blocks) {
            int n = (int) b.stream().map(unit).distinct().count();
            if (setPlayBlocks.contains(b)) reached |= n >= max;
            else playCount += n;
        }
        reached |= playCount >= max;
        // MaxSolutions 0: Popeye's guard stops every phase before its first move, and as no
        // solution is ever counted the solution is not partial (py 4.104: h#1, ser-h#2, h#1.5
        // with SetPlay or Duplex, their blocks kept empty, no move numbered)
        if (max == 0) {
            List<List<Line>> empty = new ArrayList<>();
            for (List<Line> b : blocks) {
                List<Line> none = new ArrayList<>();
                if (setPlayBlocks.contains(b)) setPlayBlocks.add(none);
                empty.add(none);
            }
            return new TwinSolution(twin, empty, null, false, notices).duplexFrom(duplexFrom);
        }
        if (!reached) {
            boolean single = blocks.size() == 1 && !shorterToo && !duplex && !halfDuplex && HelpSeriesRules.numbering(options);
            if (single && play.helpTrace == null && play.helpNumbered != null && blocks.get(0).stream().anyMatch(play.shorterLines::contains))
                play.helpTrace = NumberedHelpSeries.shorterFirst(play.shorterLines, blocks.get(0), play.helpNumbered, MoveNumberRange.of(options), HelpSeriesRules.bounded(options));
            return withNumbers(new TwinSolution(twin, blocks, null, play.stoppedShort, notices).duplexFrom(duplexFrom),
                    single ? play.helpNumbered : null, single ? play.helpTrace : null, options);
        }
        if (HelpSeriesRules.bounded(options)) throw new UnsupportedException("option StartMoveNumber or UpToMoveNumber with MaxSolutions");
        List<List<Line>> kept = new ArrayList<>();
        java.util.Set<Object> counted = new java.util.HashSet<>();
        for (List<Line> b : blocks) {
            java.util.Set<Object> phase = setPlayBlocks.contains(b) ? new java.util.HashSet<>() : counted;
            List<Line> part = new ArrayList<>();
            for (Line l : b) {
                Object u = unit.apply(l);
                if (!phase.contains(u)) {
                    if (phase.size() >= max) break;
                    phase.add(u);
                }
                part.add(l);
            }
            if (part.isEmpty() && !setPlayBlocks.contains(b)) break;
            if (setPlayBlocks.contains(b)) setPlayBlocks.add(part);
            kept.add(part);
        }
        return new TwinSolution(twin, kept, null, true, notices).duplexFrom(kept.size() > duplexFrom ? duplexFrom : -1);
    }

    /**
     * Introductory moves in Popeye's order of trial, each with all its lines (of every length)
     * before the next (py 4.104, 1->ser-h#2: every line after 1.Rf2-f1 first).
     */
    private static java.util.Comparator<Line> introFirst(java.util.Comparator<Line> order) {
        return IntroMoves.order().thenComparing(order);
    }

    /**
     * The solution with its move numbers: the trace of numbered moves and solutions where there is
     * one, else the numbered first moves. StartMoveNumber and UpToMoveNumber (Popeye: the moves
     * numbered outside them are neither tried nor written) need them; below the first move ("1:1")
     * only a trace has the numbers.
     */
    private static TwinSolution withNumbers(TwinSolution solution, List<MoveNumbering.Numbered> numbered,
                                            List<TraceEntry> trace, Options options) {
        if (trace != null) return solution.traced(trace);
        MoveNumberRange range = MoveNumberRange.of(options);
        // h#0 tries no move: nothing to number or to leave out (py 4.104, h#0 with UpToMoveNumber 1)
        if (numbered == null && solution.battle() == null && solution.blocks().stream().allMatch(List::isEmpty)) return solution;
        if (HelpSeriesRules.bounded(options) && (numbered == null || range.deep()))
            throw new UnsupportedException("option StartMoveNumber " + String.join(" ", options.args("StartMoveNumber"))
                    + " UpToMoveNumber " + String.join(" ", options.args("UpToMoveNumber")));
        return numbered == null ? solution : solution.numbered(numbered, range);
    }

    /**
     * The search the solver would start from for a twin's setup (position options applied, the
     * goal's rules, White to move), for tools that replay moves on it, such as the cross-check of
     * claimed solutions. Ordinary stipulations only.
     */
    public static Search searchFor(Problem problem, Setup setup, long deadlineNanos) {
        Stipulation stip = setup.stipulation();
        if (stip == null || stip.isStructured()) throw new UnsupportedException("stipulation " + stip + " in a cross-check");
        Options options = problem.options();
        boolean castling = !(options.has("NoCastling") && options.args("NoCastling").isEmpty());
        Position position = setup.position(castling);
        PositionOptions.apply(options, position);
        return new Search(position, GoalRules.of(stip, setup.rules(), options, position), deadlineNanos);
    }

    /** Is this block of a solution this solver gave set play? (JSON output labels the blocks.) */
    public boolean isSetPlay(List<Line> block) { return setPlayBlocks.contains(block); }

    /** The blocks of set play (MaxSolutions counts them apart), by identity. */
    private final java.util.Set<List<Line>> setPlayBlocks = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Option MaxSolutions of the problem being solved (MAX_VALUE: none). */
    private int maxSolutions = Integer.MAX_VALUE;

    /**
     * The search of a Duplex's second half: the same, but under the other half's rules when a
     * condition binds the defending side (Maximummer, UltraSchachZwang: White there), and with
     * the goal move the other side's for the goals that know it (##).
     */
    private Search otherHalf(Setup setup, Stipulation stip, Options options, boolean castling, Search first) {
        // a goal whose move checks the mover's own king knows which side plays it (##, ##!, !#)
        boolean goalSide = first.rules instanceof SelfCheckGoalRules;
        if (!setup.otherHalfRules() && !goalSide) return first;
        Setup other = setup.otherHalfRules() ? setup.otherHalf() : setup;
        Position position = other.position(castling);
        PositionOptions.apply(options, position);
        Search search = new Search(position, GoalRules.of(stip, other.rules(), options, position, true), deadline);
        search.intelligent = first.intelligent;
        search.keepMatingPiece = first.keepMatingPiece;
        return search;
    }
}
