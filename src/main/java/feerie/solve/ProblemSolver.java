package feerie.solve;

import feerie.solve.help.HelpSelfSolver;
import feerie.solve.help.HelpSolver;
import feerie.solve.help.ReciprocalSolver;
import feerie.solve.series.SeriesSolver;
import feerie.solve.structured.CombinedGoalHelpSolver;
import feerie.solve.structured.CombinedGoalOneMover;
import feerie.solve.structured.HelpThenBattleSolver;
import feerie.solve.structured.StructuredEquivalent;

import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Options;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.solve.battle.BattleSolution;
import feerie.solve.battle.BattleSolver;
import feerie.solve.battle.BattleTree;
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
 * own); direct, self and reflex play give a {@link BattleSolution}.
 */
public final class ProblemSolver {
    /**
     * The solution of one twin: its twin (null for the diagram itself), and either blocks of
     * help or series lines or a battle-play tree.
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

    private final long timeLimitNanos;
    /** System.nanoTime() by which the problem being solved must be done (0: no limit). */
    private long deadline;
    /** StopOnShortSolutions found a short solution in the twin being solved: the solution is partial. */
    private boolean stoppedShort;

    public ProblemSolver(long timeLimitNanos) { this.timeLimitNanos = timeLimitNanos; }

    public List<TwinSolution> solve(Problem problem) {
        if (problem.totalInvisible() > 0) throw new UnsupportedException("total invisible pieces");
        RuleSelection.of(problem);
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
        if (!problem.zeroPosition()) out.add(solveOne(problem, null, previous));
        for (Twin twin : problem.twins()) {
            Setup s = twin.continued() ? previous.copy() : new Setup(problem);
            s.apply(twin);
            previous = s;
            out.add(solveOne(problem, twin, s));
        }
        return out;
    }

    private static final Set<String> SUPPORTED_OPTIONS = Set.of(
            "movenumbers", "startmovenumber", "uptomovenumber", "intelligent", "noboard", "maxtime", "whitetoplay", "nocastling",
            "variations", "try", "defence", "threat", "nothreat", "setplay", "postkeyplay",
            "noshortvariations", "duplex", "halfduplex", "enpassant", "nowk", "nobk", "maxsolutions", "castlingmutuallyexclusive", "stoponshortsolutions", "matesin1",
            "maxflightsquares", "nontrivial", "quodlibet", "keepmatingpiece", "goalisend", "trivialtriesavoid");

    /**
     * Options that do not apply to this play, which Popeye ignores with a notice: PostKeyPlay in
     * help play, StopOnShortSolutions in direct play, Quodlibet in direct play (where reaching
     * the goal oneself is the stipulation already), SetPlay where there is no set play (see
     * {@link #setPlayApplies}), Intelligent outside the play it knows ({@link IntelligentOption}).
     */
    private static List<Notice> notices(Options options, Stipulation stip) {
        PlayType type = stip.playType();
        List<Notice> notices = new ArrayList<>();
        boolean battle = type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
        // the diagram after the key (PostKeyPlay) has no set play either
        if (options.has("SetPlay") && (!setPlayApplies(stip) || battle && options.has("PostKeyPlay"))) notices.add(Notice.SET_PLAY);
        // after the key (PostKeyPlay) there are no tries to look for
        if (options.has("Try") && options.has("PostKeyPlay") && battle) notices.add(Notice.TRY_PLAY);
        if (options.has("Intelligent") && !IntelligentOption.applies(stip)) notices.add(Notice.INTELLIGENT_RESTRICTED);
        if (options.has("PostKeyPlay") && type == PlayType.HELP) notices.add(Notice.POST_KEY_PLAY);
        if (options.has("StopOnShortSolutions") && type == PlayType.DIRECT) notices.add(Notice.STOP_ON_SHORT_IN_DIRECT_PLAY);
        if (options.has("Quodlibet") && type == PlayType.DIRECT) notices.add(Notice.QUODLIBET);
        // Threat limits the threats of battle play shorter than the play (py 4.104: #2 and r#2
        // with Threat 2, any help or series play, say so); in one move, where there is no threat,
        // it says nothing (py 4.104: #1, s#1 and r#1 with Threat 1 to 3, diff 73-0)
        if (options.has("Threat") && (!battle || stip.moves() > 1 && options.intArg("Threat", stip.moves()) >= stip.moves()))
            notices.add(Notice.THREAT);
        return notices;
    }

    /**
     * Where Popeye has set play (measured with py 4.104): not in a direct series (ser-#n: no
     * move of the other side comes before the last; a parry series pser-#n has none either,
     * silently), not in hs#1 and hr#1 (nothing would be left of the help play) nor in h#0.5.
     */
    private static boolean setPlayApplies(Stipulation stip) {
        PlayType type = stip.playType();
        if (type == PlayType.SERIES_DIRECT) return false;
        if ((type == PlayType.HELP_SELF || type == PlayType.HELP_REFLEX) && stip.moves() == 1 && !stip.plusHalf()) return false;
        return !(type == PlayType.HELP && stip.moves() == 0 && stip.plusHalf());
    }

    /**
     * The rules the goal asks for: with option GoalIsEnd (goal c81), {@link GoalIsEndRules}; for a
     * goal whose move checks the mover's own king (##, ##!, !#), {@link SelfCheckGoalRules}, in
     * orthodox chess and the play types where the goal move is known to be White's (Black's in
     * selfplay); else the game's rules. Throws {@link UnsupportedException} for what these do not cover.
     */
    private static boolean refusesFairyWalks(feerie.rules.Rules rules, Position position) {
        if (!(rules instanceof feerie.condition.ConditionRules cr)
                || cr.conditions().conditions().stream().noneMatch(feerie.condition.Condition::refusesFairyWalks)) return false;
        for (int t = 1; t <= position.table.typeCount(); t++)
            if (position.table.walk(feerie.piece.Piece.of(t, Side.WHITE)) == feerie.position.PieceTable.FAIRY) return true;
        return false;
    }

    private static feerie.rules.Rules goalRules(Stipulation stip, feerie.rules.Rules rules, Options options, Position position) {
        feerie.stipulation.GoalType g = stip.goal().type();
        if (g == feerie.stipulation.GoalType.EXCHANGE && position.hasNeutrals())
            throw new UnsupportedException("goal " + stip.goal() + " with neutral units");
        if (options.has("GoalIsEnd")) {
            // only where the side not to reach the goal is known
            if (g != feerie.stipulation.GoalType.CHESS81 || rules != feerie.rules.Rules.ORTHODOX
                    || options.has("Duplex") || options.has("HalfDuplex") || stip.introMoves() > 0
                    || stip.playType() != PlayType.HELP && stip.playType() != PlayType.SELF && stip.playType() != PlayType.DIRECT)
                throw new UnsupportedException("option GoalIsEnd with " + stip);
            return new GoalIsEndRules(stip.playType() == PlayType.SELF ? Side.WHITE : Side.BLACK, stip.playType() != PlayType.DIRECT);
        }
        if (!SelfCheckGoalRules.handles(g)) return rules;
        feerie.condition.ConditionRules conditions = rules instanceof feerie.condition.ConditionRules c ? c : null;
        if (rules != feerie.rules.Rules.ORTHODOX && (conditions == null || !SelfCheckGoalRules.playsUnder(conditions)))
            throw new UnsupportedException("goal " + stip.goal() + " under " + rules.name());
        if (options.has("Duplex") || options.has("HalfDuplex")) throw new UnsupportedException("goal " + stip.goal() + " with duplex");
        // a neutral king is both sides' king: Popeye's tests differ then (REGRESSIONS-4_55_to_4_57-17, -18)
        if (position.hasNeutrals()) throw new UnsupportedException("goal " + stip.goal() + " with neutral units");
        if (stip.reciprocalGoal() != null || stip.introMoves() > 0) throw new UnsupportedException("goal " + stip.goal() + " in " + stip);
        int goalSide;
        switch (stip.playType()) {
            case DIRECT: case HELP: case SERIES_DIRECT: case SERIES_HELP: goalSide = Side.WHITE; break;
            case SELF: goalSide = Side.BLACK; break;
            default: throw new UnsupportedException("goal " + stip.goal() + " in " + stip);
        }
        // in help play White's earlier moves are not goal moves; after one that auto-mates, Black
        // could still move and White play on, which Popeye never allows
        if (g == feerie.stipulation.GoalType.AUTO_MATE && stip.playType() == PlayType.HELP
                && !(stip.moves() == 1 && !stip.plusHalf() || stip.moves() == 0 && stip.plusHalf()))
            throw new UnsupportedException("goal " + stip.goal() + " in " + stip + " (more than one move of the goal side)");
        return new SelfCheckGoalRules(g, goalSide, stip.playType() == PlayType.SERIES_DIRECT, position, conditions);
    }

    private TwinSolution solveOne(Problem problem, Twin twin, Setup setup) {
        Stipulation stip = setup.stipulation();
        if (stip == null) throw new UnsupportedException("problem without a stipulation");
        Options options = problem.options();
        maxSolutions = options.intArg("MaxSolutions", Integer.MAX_VALUE);
        if (whiteToPlayHalves(stip, options))
            stip = new Stipulation(stip.introMoves(), stip.isExact(), stip.playType(), stip.reciprocalGoal(), stip.goal(),
                    stip.moves() - 1, true);
        /* a structured stipulation without an ordinary equivalent: its own solver, given the search */
        java.util.function.Function<Search, TwinSolution> structuredSolver = null;
        boolean shorterToo = false;
        if (stip.isStructured()) {
            // solved as the ordinary stipulation it means, or as help play then battle; printed as written
            StructuredStipulation structured = StructuredEquivalent.parse(stip.toString());
            StructuredEquivalent equivalent = StructuredEquivalent.match(structured);
            if (equivalent != null) {
                stip = equivalent.stipulation();
                shorterToo = equivalent.shorterToo();
                if (shorterToo && !options.names().stream().allMatch(o -> STRUCTURED_OPTIONS.contains(o.toLowerCase())))
                    throw new UnsupportedException("options " + options.names() + " with structured stipulation " + setup.stipulation());
                if (equivalent.postKeyPlay()) options = withOption(options, "PostKeyPlay");
            } else {
                boolean setPlay = options.has("SetPlay");
                structuredSolver = structuredSolver(structured, twin, setPlay);
                if (structuredSolver == null) throw new UnsupportedException("structured stipulation " + stip);
                if (!options.names().stream().allMatch(o -> STRUCTURED_OPTIONS.contains(o.toLowerCase())
                        || setPlay && o.equalsIgnoreCase("SetPlay") && HelpThenBattleSolver.Spec.of(structured) != null))
                    throw new UnsupportedException("options " + options.names() + " with structured stipulation " + stip);
            }
        }
        boolean castling = !(options.has("NoCastling") && options.args("NoCastling").isEmpty());
        Position position = setup.position(castling);
        applyPositionOptions(options, position);
        if (structuredSolver != null) {
            for (Goal g : StructuredEquivalent.goals(StructuredEquivalent.parse(stip.toString()))) {
                if (SelfCheckGoalRules.handles(g.type())) throw new UnsupportedException("goal " + g + " in structured stipulation " + stip);
                RuleSelection.checkGoals(new Stipulation(0, false, PlayType.HELP, null, g, 1, false), setup.rules());
            }
            return structuredSolver.apply(new Search(position, setup.rules(), deadline));
        }
        RuleSelection.checkGoals(stip, setup.rules());
        Search search = new Search(position, goalRules(stip, setup.rules(), options, position), deadline);
        // a lone king can still help to stalemate, so the option cuts play only where the goal is mate
        search.intelligent = options.has("Intelligent");
        search.keepMatingPiece = options.has("KeepMatingPiece") && stip.goal() != null
                && stip.goal().type() == feerie.stipulation.GoalType.MATE;
        PlayType type = stip.playType();
        if (stip.introMoves() > 0 && (!type.isSeries() || type == PlayType.SERIES_RECIPROCAL_HELP)) throw new UnsupportedException("intro moves in " + stip);
        boolean duplex = options.has("Duplex"), halfDuplex = options.has("HalfDuplex");
        List<Notice> notices = notices(options, stip);
        // Popeye's intelligent mode knows no fairy piece and few conditions: it says so and solves nothing
        if (options.has("Intelligent") && (IntelligentOption.refuses(setup.rules()) || IntelligentOption.fairyPieces(setup)))
            // (under Duplex once for each half, as py 4.104 prints it)
            return new TwinSolution(twin, List.of(), null, false, duplex
                    ? List.of(Notice.INTELLIGENT_RESTRICTED, Notice.INTELLIGENT_RESTRICTED) : List.of(Notice.INTELLIGENT_RESTRICTED));
        // a condition that refuses fairy walks (SingleBox type 1): Popeye says so (on its error
        // stream) and solves nothing when one may appear, a promotion piece included
        if (refusesFairyWalks(setup.rules(), position)) return new TwinSolution(twin, List.of(), null, false, List.of());
        if (options.has("Quodlibet") && !(type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX || type == PlayType.DIRECT))
            throw new UnsupportedException("option Quodlibet in " + stip);
        switch (type) {
            case DIRECT: case SELF: case REFLEX: case SEMI_REFLEX: {
                if (duplex) throw new UnsupportedException("duplex battle play");
                BattleSolver.Kind kind = type == PlayType.DIRECT ? BattleSolver.Kind.DIRECT
                        : type == PlayType.SELF ? BattleSolver.Kind.SELF
                        : type == PlayType.REFLEX ? BattleSolver.Kind.REFLEX : BattleSolver.Kind.SEMI_REFLEX;
                // HalfDuplex: the colours swap roles, Black attacking
                position.setSideToMove(halfDuplex ? Side.BLACK : Side.WHITE);
                // Popeye refuses a diagram whose side to play can capture the king and shows no play,
                // set play neither (py 4.104: #1, #2 with set play or tries, r#2, s#2; with set play
                // its empty block keeps its blank line)
                if (search.sideToPlayCanCaptureKing())
                    return new TwinSolution(twin, List.of(), options.has("SetPlay") ? new BattleSolution(List.of(), null, List.of()) : null,
                            false, notices);
                List<MoveNumbering.Numbered> numbered = numbering(options) && !options.has("SetPlay") && !options.has("PostKeyPlay")
                        ? MoveNumbering.of(search) : null;
                int n = stip.moves();
                BattleTree.Options shown = new BattleTree.Options(
                        options.has("Variations") || options.has("PostKeyPlay"),
                        // Popeye's manual: "Defence 1: all real tries are calculated"; but py 4.104
                        // shows no tries in a direct mate in one, nor in r#1 and semi-r#1, where Black's
                        // answer is the forced goal and no defence (s#1 keeps them)
                        (options.has("Try") || options.has("Defence")) && !(type != PlayType.SELF && n == 1),
                        options.has("Defence") ? options.intArg("Defence", 1) : 1,
                        options.has("Threat") ? options.intArg("Threat", n) : n,
                        options.has("NoThreat"), options.has("NoShortVariations"),
                        options.has("SetPlay"), options.has("PostKeyPlay"), options.has("MatesIn1"));
                BattleSolver solver = new BattleSolver(search, stip.goal(), kind, stip.isExact());
                if (options.has("Quodlibet") && type != PlayType.DIRECT) solver.quodlibet();
                if (options.has("Threat")) solver.limitThreats(options.intArg("Threat", n));
                if (options.has("MaxFlightsquares")) solver.limitFlights(options.intArg("MaxFlightsquares", Integer.MAX_VALUE));
                if (options.has("NonTrivial")) {
                    List<String> args = options.args("NonTrivial");
                    solver.limitNonTrivial(args.isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(args.get(0)),
                            args.size() < 2 ? 0 : Integer.parseInt(args.get(1)));
                }
                BattleSolution battle = new BattleTree(solver, shown).solve(n);
                if (options.has("TrivialTriesAvoid")) battle = battle.withoutCheckingTries();
                int max = options.intArg("MaxSolutions", Integer.MAX_VALUE);
                boolean partial = battle.keysAndTries().stream().filter(k -> k.mark().equals("!")).count() >= max;
                if (partial) battle = battle.firstSolutions(max);
                return withNumbers(new TwinSolution(twin, List.of(), battle, partial, notices), partial ? null : numbered, null, options);
            }
            default:
                break;
        }
        List<List<Line>> blocks = new ArrayList<>();
        stoppedShort = false;
        helpNumbered = null;
        helpTrace = null;
        shorterLines.clear();
        if (shorterToo) {
            if (duplex || halfDuplex) throw new UnsupportedException("duplex with structured stipulation " + setup.stipulation());
            // every length up to the one written, as one block: series and help play (not exact-)
            // give their shorter solutions themselves, shortest first
            List<Line> all = new ArrayList<>();
            for (List<Line> b : helpOrSeries(problem, stip, search, false)) all.addAll(b);
            blocks.add(all);
        } else if (!halfDuplex) blocks.addAll(helpOrSeries(problem, stip, search, false));
        int duplexFrom = duplex ? blocks.size() : -1;
        if (duplex || halfDuplex) blocks.addAll(helpOrSeries(problem, stip, search, true));
        // in Popeye's order of search, so that MaxSolutions keeps the solutions Popeye keeps;
        // parry series mixes its lengths in one search, the others give theirs shortest first
        PlayType played = stip.playType();
        boolean parry = played.isParrySeries();
        // Popeye's optimised generator gives the final move of help play, of series and of the
        // other side's end of a parry series; not the series side's mates of pser-# (lengths
        // mixed in one search) nor, as py shows, the forced last move of hs/hr
        boolean forcedEnd = played.basic() == PlayType.HELP_SELF || played.basic() == PlayType.HELP_REFLEX;
        boolean ordinaryLast = forcedEnd || parry && played.basic() == PlayType.DIRECT;
        var order = PopeyeOrder.lines(matingFinal(stip, search) && !ordinaryLast, !parry);
        // reciprocal help searches its two ends apart: its lines keep the order they were found in
        for (int i = 0; i < blocks.size() && played.basic() != PlayType.RECIPROCAL_HELP; i++) {
            List<Line> sorted = new ArrayList<>(blocks.get(i));
            sorted.sort(order);
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
        if (!reached) {
            boolean single = blocks.size() == 1 && !shorterToo && !duplex && !halfDuplex && numbering(options);
            if (single && helpTrace == null && helpNumbered != null && blocks.get(0).stream().anyMatch(shorterLines::contains))
                helpTrace = shorterFirst(blocks.get(0), helpNumbered, MoveNumberRange.of(options), bounded(options));
            return withNumbers(new TwinSolution(twin, blocks, null, stoppedShort, notices).duplexFrom(duplexFrom),
                    single ? helpNumbered : null, single ? helpTrace : null, options);
        }
        if (bounded(options)) throw new UnsupportedException("option StartMoveNumber or UpToMoveNumber with MaxSolutions");
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
     * WhiteToPlay in help-self, help-reflex and reciprocal help play in whole moves: Popeye plays
     * it as the same play half a move shorter, Black's half-move first (py 4.104: hr#2 becomes
     * hr#1.5, reci-h#2 reci-h#1.5). Help play does the same in its own branch below.
     */
    public static boolean whiteToPlayHalves(Stipulation stip, Options options) {
        if (stip == null || stip.isStructured() || !options.has("WhiteToPlay") || stip.plusHalf() || stip.moves() < 1) return false;
        PlayType t = stip.playType();
        return t == PlayType.HELP_SELF || t == PlayType.HELP_REFLEX || t == PlayType.RECIPROCAL_HELP;
    }

    /**
     * Does Popeye find the final move with its optimised generator for mating moves (goal #, +
     * or ##, no fairy condition)? It runs through the board the other way.
     */
    private static boolean matingFinal(Stipulation stip, Search search) {
        if (stip.goal() == null || !PopeyeOrder.matingGenerator(search.position)) return false;
        var t = stip.goal().type();
        return t == feerie.stipulation.GoalType.MATE || t == feerie.stipulation.GoalType.CHECK
                || t == feerie.stipulation.GoalType.DOUBLE_MATE;
    }

    /** The first moves of help or series play, numbered for MoveNumbers (null: not known). */
    private List<MoveNumbering.Numbered> helpNumbered;
    /** Help or series play written move by move with its numbers (introductory moves), null if not. */
    private List<TraceEntry> helpTrace;

    /** Does Popeye print move numbers (not in intelligent mode, which prints its own progress lines)? */
    private static boolean numbering(Options options) {
        return (options.has("MoveNumbers") || bounded(options)) && !options.has("Intelligent");
    }

    /** Does the problem say where numbering starts or ends? */
    private static boolean bounded(Options options) {
        return options.has("StartMoveNumber") || options.has("UpToMoveNumber");
    }

    /** The solutions of help or series play shorter than the stipulation's length (by identity). */
    private final Set<Line> shorterLines = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /**
     * Help or series play with move numbers and shorter solutions: Popeye finds these first,
     * before it numbers the first moves of the full length, and writes them without numbers; it
     * finds none at all under StartMoveNumber or UpToMoveNumber (py 4.104, h#2 and ser-#3 with a
     * shorter mate: MoveNumbers shows it first, "start 1" not at all).
     */
    private List<TraceEntry> shorterFirst(List<Line> lines, List<MoveNumbering.Numbered> numbered, MoveNumberRange range,
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

    /** Do StartMoveNumber or UpToMoveNumber go below the first move ("27:11") of help or series play? */
    private static boolean deepNumbers(Problem problem) {
        Options options = problem.options();
        return numbering(options) && !options.has("SetPlay") && MoveNumberRange.of(options).deep();
    }

    /**
     * Help play numbered below the first move ({@link NumberedPlay}).
     */
    private List<Line> deepHelp(Search search, Stipulation stip, int half, int mover, boolean secondFirst,
                                boolean stopOnShort, MoveNumberRange range) {
        // under StartMoveNumber or UpToMoveNumber Popeye finds no shorter solutions (see shorterFirst)
        List<TraceEntry> trace = new ArrayList<>();
        search.position.setSideToMove(mover);
        HelpSolver solver = helpSolver(search, stip.goal());
        trace.addAll(NumberedPlay.walk(search, range, half, false, stip.goal(), solver::solve,
                path -> EarlierGoal.passesThrough(search, stip.goal(), path) ? null
                        : Replay.line(search, path, stip.goal(), secondFirst, false)));
        return traced(trace, PopeyeOrder.lines(matingFinal(stip, search), true));
    }

    /** Series play numbered below the first move ({@link NumberedPlay}). */
    private List<Line> deepSeries(Search search, Stipulation stip, SeriesSolver solver, boolean stopOnShort, MoveNumberRange range) {
        boolean direct = solver.kind() == SeriesSolver.Kind.DIRECT;
        // the final move of a help or self series is the other side's: not a level of the series
        if (!direct && range.depth() >= stip.moves())
            throw new UnsupportedException("move numbers of the last move of " + stip);
        List<TraceEntry> trace = new ArrayList<>();
        trace.addAll(NumberedPlay.walk(search, range, stip.moves(), true, stip.goal(), solver::solve,
                path -> Replay.line(search, path, stip.goal(), !direct, true)));
        return traced(trace, PopeyeOrder.lines(matingFinal(stip, search), true));
    }

    /**
     * The lines of a numbered trace, which is kept to be written, each run of solutions between
     * two numbered moves in the order Popeye finds them.
     */
    private List<Line> traced(List<TraceEntry> trace, java.util.Comparator<Line> order) {
        for (int from = 0; from < trace.size(); ) {
            int to = from;
            while (to < trace.size() && trace.get(to).isSolution()) to++;
            trace.subList(from, to).sort(java.util.Comparator.comparing(TraceEntry::line, order));
            from = to + 1;
        }
        helpTrace = trace;
        List<Line> lines = new ArrayList<>();
        for (TraceEntry e : trace) if (e.isSolution()) lines.add(e.line());
        return lines;
    }

    /** Numbers {@code mover}'s first moves for MoveNumbers, the side to move left as it was. */
    private void numberHelpMoves(Problem problem, Search search, int mover) {
        if (!numbering(problem.options())) return;
        int side = search.position.sideToMove();
        search.position.setSideToMove(mover);
        helpNumbered = MoveNumbering.of(search);
        search.position.setSideToMove(side);
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
        if (bounded(options) && (numbered == null || range.deep()))
            throw new UnsupportedException("option StartMoveNumber " + String.join(" ", options.args("StartMoveNumber"))
                    + " UpToMoveNumber " + String.join(" ", options.args("UpToMoveNumber")));
        return numbered == null ? solution : solution.numbered(numbered, range);
    }

    /** Options that change nothing in the structured stipulations solved by their own solvers. */
    private static final Set<String> STRUCTURED_OPTIONS = Set.of("noboard", "maxtime", "variations", "nowk", "nobk",
            "enpassant", "nocastling", "castlingmutuallyexclusive");

    /** The solver of a structured stipulation that has no ordinary equivalent, null if there is none. */
    private java.util.function.Function<Search, TwinSolution> structuredSolver(StructuredStipulation structured, Twin twin,
                                                                                       boolean setPlay) {
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

    private static Options withOption(Options options, String name) {
        java.util.Map<String, List<String>> byName = new java.util.LinkedHashMap<>(options.asMap());
        byName.putIfAbsent(name, List.of());
        return new Options(byName);
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
        applyPositionOptions(options, position);
        return new Search(position, goalRules(stip, setup.rules(), options, position), deadlineNanos);
    }

    /**
     * {@code NoCastling sq...} takes the castling right of the pieces on those squares (all of
     * them without squares); {@code EnPassant a7a6a5} says the last move was that double step.
     */
    private static void applyPositionOptions(Options options, Position position) {
        var g = position.geometry;
        for (String arg : options.args("NoCastling"))
            for (String sq : squares(arg)) position.setUnmoved(g.parse(sq), false);
        List<String> pairs = new ArrayList<>();
        for (String arg : options.args("CastlingMutuallyExclusive")) pairs.addAll(squares(arg));
        for (int i = 0; i + 1 < pairs.size(); i += 2) position.setCastlingsExclusive(g.parse(pairs.get(i)), g.parse(pairs.get(i + 1)));
        List<String> ep = new ArrayList<>();
        for (String arg : options.args("EnPassant")) ep.addAll(squares(arg));
        if (ep.size() >= 3) {
            // the squares between the first and the last were passed: at most two, as in Popeye
            position.setEnPassant(g.parse(ep.get(ep.size() - 2)), g.parse(ep.get(ep.size() - 1)));
            if (ep.size() >= 4) position.setSecondEnPassant(g.parse(ep.get(ep.size() - 3)));
        } else if (ep.size() == 2) {
            int from = g.parse(ep.get(0)), to = g.parse(ep.get(1));
            position.setEnPassant(g.square(g.file(to), (g.rank(from) + g.rank(to)) / 2), to);
        }
    }

    /** "g7g6g5" or "g7 g6" as square names. */
    private static List<String> squares(String arg) {
        List<String> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("[a-p]\\d{1,2}").matcher(arg.toLowerCase());
        while (m.find()) out.add(m.group());
        return out;
    }

    /**
     * Could {@code side}, to play first in a phase of the play (set play, the play, introductory
     * moves), capture the enemy king? Popeye then refuses that phase ("the side to play can capture
     * the king", on stderr) and writes nothing of it, not even its blank line (py 4.104 on h#2 with
     * set play, ser-#2, 3->ser-h#2, hs#2, reci-h#2 with the black king in check from White).
     */
    private static boolean refused(Search search, int side) {
        Position p = search.position;
        int saved = p.sideToMove();
        p.setSideToMove(side);
        boolean refused = search.sideToPlayCanCaptureKing();
        p.setSideToMove(saved);
        return refused;
    }

    /** Help or series play, with colours swapped for the duplex half. */
    private List<List<Line>> helpOrSeries(Problem problem, Stipulation stip, Search search, boolean swapped) {
        boolean stopOnShort = problem.options().has("StopOnShortSolutions");
        var position = search.position;
        PlayType type = stip.playType();
        List<List<Line>> blocks = new ArrayList<>();
        switch (type) {
            case HELP: {
                int half = 2 * stip.moves() + (stip.plusHalf() ? 1 : 0);
                boolean secondFirst = stip.plusHalf();
                if (problem.options().has("WhiteToPlay") && !stip.plusHalf()) {
                    half -= 1;
                    secondFirst = true;
                }
                int mover = secondFirst ? Side.WHITE : Side.BLACK;
                if (swapped) mover = Side.opponent(mover);
                if (problem.options().has("SetPlay") && half > 1 && !refused(search, Side.opponent(mover))) {
                    List<Line> set = shortestHelp(search, stip, half - 1, Side.opponent(mover), !secondFirst, stopOnShort);
                    // h#n.5 (or h#n with WhiteToPlay, which Popeye shows as h#(n-1).5): the side
                    // with the half-move passes, and the set play is numbered after it
                    if (secondFirst) set = set.stream().map(Line::afterPass).toList();
                    blocks.add(set);
                    setPlayBlocks.add(set);
                }
                if (refused(search, mover)) break;
                if (!problem.options().has("SetPlay")) numberHelpMoves(problem, search, mover);
                if (deepNumbers(problem) && !swapped) {
                    blocks.add(deepHelp(search, stip, half, mover, secondFirst, stopOnShort, MoveNumberRange.of(problem.options())));
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
                int mover = basic == PlayType.HELP ? Side.BLACK : Side.WHITE;
                if (swapped) mover = Side.opponent(mover);
                if (problem.options().has("SetPlay") && setPlayApplies(stip) && kind != SeriesSolver.Kind.DIRECT
                        && !refused(search, Side.opponent(mover))) {
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
                if (refused(search, stip.introMoves() > 0 ? Side.opponent(mover) : mover)) break;
                SeriesSolver solver = new SeriesSolver(search, stip.goal(), kind, parry,
                        type.seriesPrefix().equals("phser-") || basic == PlayType.HELP);
                if (basic == PlayType.REFLEX) solver.reflex();
                if (reflex) solver.otherSideBound();
                java.util.function.Supplier<List<Line>> play = () -> series(search, stip, solver, parry, stopOnShort);
                List<Line> lines = new ArrayList<>();
                if (stip.introMoves() > 0) {
                    position.setSideToMove(Side.opponent(mover));
                    if (numbering(problem.options()) && !problem.options().has("SetPlay"))
                        helpTrace = NumberedIntro.walk(search, stip.introMoves(), MoveNumberRange.of(problem.options()), play);
                    if (helpTrace != null) {
                        for (TraceEntry e : helpTrace) if (e.isSolution()) lines.add(e.line());
                    } else intro(search, stip.introMoves(), 0, new ArrayList<>(), play, lines);
                } else {
                    position.setSideToMove(mover);
                    if (deepNumbers(problem) && !parry && !reflex && !swapped) {
                        blocks.add(deepSeries(search, stip, solver, stopOnShort, MoveNumberRange.of(problem.options())));
                        break;
                    }
                    if (!problem.options().has("SetPlay")) numberHelpMoves(problem, search, mover);
                    // a reflex series whose side can reach the goal at once must: the play is ruined,
                    // as Popeye shows ("1.Qb1-b6 # ?!?", py 4.104 on a ser-r#4)
                    List<Line> forced = basic == PlayType.REFLEX ? reflexForcedMoves(search, stip.goal(), true) : List.of();
                    lines.addAll(forced.isEmpty() ? play.get() : forced);
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
                if (refused(search, position.sideToMove())) break;
                if (!problem.options().has("SetPlay")) numberHelpMoves(problem, search, position.sideToMove());
                if (type == PlayType.HELP_REFLEX) {
                    // the first side must reach the goal itself when it can: White's moves ruin
                    // the play, which Popeye shows marked "?!?"; Black's end it at once, a short
                    // solution
                    List<Line> forced = reflexForcedMoves(search, stip.goal(), !half);
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
                position.setSideToMove(swapped ? Side.WHITE : Side.BLACK);
                if (refused(search, position.sideToMove())) break;
                Goal directGoal = stip.reciprocalGoal() != null ? stip.reciprocalGoal() : stip.goal();
                blocks.add(new ReciprocalSolver(search, stip.goal(), directGoal, type == PlayType.SERIES_RECIPROCAL_HELP)
                        .solve(stip.moves()));
                break;
            }
            default:
                throw new UnsupportedException("play type " + stip);
        }
        return blocks;
    }

    /** The moves of the side to move that reach the goal, each a line of its own, marked "?!?" if they ruin the play. */
    private static List<Line> reflexForcedMoves(Search search, Goal goal, boolean ruined) {
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
        for (int n = stip.isExact() ? stip.moves() : 1; n <= stip.moves() && !shortFound; n++) {
            for (int[] path : solver.solve(n)) paths.add(path.clone());
            if (n < stip.moves()) shorter = paths.size();
            shortFound = stopOnShort && !paths.isEmpty() && n < stip.moves();
        }
        if (battle) paths = feerie.solve.series.ShortestContinuations.keep(paths);
        for (int[] path : paths)
            lines.add(parry ? solver.parryLine(path)
                    : Replay.line(search, path, stip.goal(), kind != SeriesSolver.Kind.DIRECT, true));
        if (!battle && !parry) shorterLines.addAll(lines.subList(0, shorter));
        stoppedShort |= shortFound;
        return lines;
    }

    /**
     * Introductory moves ("n->"): the side to move plays {@code left} more moves in a row, the
     * other side passing, never giving check; then the play follows from each position reached,
     * its lines written after the introductory moves that led there.
     */
    private static void intro(Search search, int left, int top, List<PlayedMove> made,
                              java.util.function.Supplier<List<Line>> play, List<Line> out) {
        if (left == 0) {
            for (Line l : play.get()) out.add(l.afterIntro(made));
            return;
        }
        var p = search.position;
        int end = search.legal(top);
        // the play below uses the move stack from the bottom: keep these moves apart
        int[] moves = java.util.Arrays.copyOfRange(search.stack, top, end);
        for (int m : moves) {
            made.add(Describe.before(p, m, ""));
            p.make(m);
            if (!search.inCheck()) {
                if (left > 1) p.make(feerie.piece.movement.Move.NULL);
                intro(search, left - 1, 0, made, play, out);
                if (left > 1) p.unmake(feerie.piece.movement.Move.NULL);
            }
            p.unmake(m);
            made.remove(made.size() - 1);
        }
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
    /** Is this block of a solution this solver gave set play? (JSON output labels the blocks.) */
    public boolean isSetPlay(List<Line> block) { return setPlayBlocks.contains(block); }

    /** The blocks of set play (MaxSolutions counts them apart), by identity. */
    private final java.util.Set<List<Line>> setPlayBlocks = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Option MaxSolutions of the problem being solved (MAX_VALUE: none). */
    private int maxSolutions = Integer.MAX_VALUE;
    private Search helpSearch;
    private Goal helpGoal;
}
