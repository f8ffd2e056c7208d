package feerie.condition;

import feerie.position.ConditionHooks;
import feerie.position.Position;
import java.util.List;

/**
 * The conditions of a problem in the order it lists them, sorted by the hooks each uses, so that
 * a hook asks only the conditions that take part in it. Immutable and shared by the threads.
 * The longer answers live beside it: observation in {@link Observation}, the search for a legal
 * move in {@link LegalMoveProbe}.
 */
public final class ConditionSet implements ConditionHooks {
    private final List<Condition> all;
    private final Condition[] effects;
    private final Condition[] before;
    /** The generation hooks: the problem's order, those that act after the others last. */
    private final Condition[] generation;
    private final Condition[] walkers;
    /** The conditions under which units also observe from other squares ({@link Condition#observesFromElsewhere}). */
    private final Condition[] elsewhere;
    private final Condition[] observers;
    /** The condition that moves the observers to other squares (MarsCirce), or null. */
    private final Condition relocating;
    /** The condition that makes moves depart from other squares (MarsCirce, AntiMarsCirce), or null. */
    private final Condition departing;
    private final Condition[] attackers;
    private final boolean observation;
    /** Do the observation conditions only veto observers (so that the fast probes find them)? */
    private final boolean vetoesOnly;
    /** Do the observation conditions only take captures away ({@link Condition#observesWithinMovement})? */
    private final boolean withinMovement;
    private final Condition check;
    private final Condition mate;
    /** The conditions that count other positions as stalemate (Paralysing pieces). */
    private final Condition[] stalemate;
    private final Condition[] geometry;
    private final boolean selects;
    private final boolean bothSides;
    private final int unitsMoved;
    /** The conditions that give a side moves of no unit ({@link Condition#passMoves}). */
    private final Condition[] passers;
    /** The conditions whose legality is asked before the king's safety ({@link Condition#judgesFirst}). */
    private final Condition[] judgingFirst;
    /** Does a condition turn the square a unit leaves into a hole ({@link Condition#leavesHoles})? */
    private final boolean leavesHoles;
    /** Does every condition leave Popeye its generator of mating moves ({@link Condition#keepsMatingGenerator})? */
    private final boolean keepsMatingGenerator;
    /**
     * {@link #all} as an array, for the loops of every legality test: a list's iterator is an
     * allocation per call where only C1 compiles (no escape analysis; 1/3 of the samples of an
     * s#5 under WhiteFollowMyLeader went to it).
     */
    private final Condition[] every;

    public ConditionSet(List<Condition> conditions) {
        this.all = List.copyOf(conditions);
        this.every = all.toArray(Condition[]::new);
        // in the problem's order, by stage (Sentinelles after a rebirth), those that act after
        // all the others (MagicSquares) last
        this.effects = all.stream().filter(Condition::hasEffects)
                .sorted(java.util.Comparator.comparing(Condition::actsAfterOthers).thenComparingInt(Condition::effectStage))
                .toArray(Condition[]::new);
        this.generation = all.stream().sorted(java.util.Comparator.comparing(Condition::generatesAfterOthers)
                .thenComparingInt(Condition::generationStage))
                .toArray(Condition[]::new);
        this.walkers = all.stream().filter(Condition::changesWalks).toArray(Condition[]::new);
        this.elsewhere = all.stream().filter(Condition::observesFromElsewhere).toArray(Condition[]::new);
        this.before = all.stream().filter(Condition::actsBeforeMove).toArray(Condition[]::new);
        this.observers = all.stream().filter(Condition::changesObservation).toArray(Condition[]::new);
        this.relocating = all.stream().filter(Condition::relocatesObservation).findFirst().orElse(null);
        this.departing = all.stream().filter(Condition::relocatesMoves).findFirst().orElse(null);
        this.bothSides = all.stream().anyMatch(Condition::observationByBothSides);
        this.attackers = all.stream().filter(Condition::addsAttacks).toArray(Condition[]::new);
        this.observation = observers.length > 0 || bothSides || attackers.length > 0;
        this.vetoesOnly = java.util.Arrays.stream(observers).allMatch(Condition::vetoesObservationOnly);
        this.withinMovement = java.util.Arrays.stream(observers).allMatch(Condition::observesWithinMovement)
                && walkers.length == 0 && elsewhere.length == 0;
        // the first of those with the highest precedence (StrictSAT over SAT)
        this.check = all.stream().filter(Condition::redefinesCheck)
                .reduce((a, b) -> b.checkPrecedence() > a.checkPrecedence() ? b : a).orElse(null);
        this.mate = all.stream().filter(Condition::redefinesMate).findFirst().orElse(null);
        this.stalemate = all.stream().filter(Condition::redefinesStalemate).toArray(Condition[]::new);
        this.selects = all.stream().anyMatch(Condition::selects);
        this.geometry = all.stream().filter(Condition::restrictsGeometry).toArray(Condition[]::new);
        this.passers = all.stream().filter(Condition::addsPasses).toArray(Condition[]::new);
        this.judgingFirst = all.stream().filter(Condition::judgesFirst).toArray(Condition[]::new);
        this.leavesHoles = all.stream().anyMatch(Condition::leavesHoles);
        this.keepsMatingGenerator = all.stream().allMatch(Condition::keepsMatingGenerator);
        // the first condition that lets a side move other units than its own decides
        this.unitsMoved = all.stream().mapToInt(Condition::unitsMoved).filter(u -> u != Condition.OWN_UNITS)
                .findFirst().orElse(Condition.OWN_UNITS);
    }

    public List<Condition> conditions() { return all; }

    /** Does a condition turn the square a unit leaves into a hole (HaanerChess)? */
    public boolean leavesHoles() { return leavesHoles; }

    /** Does every condition leave Popeye its generator of mating moves ({@link Condition#keepsMatingGenerator})? */
    public boolean keepsMatingGenerator() { return keepsMatingGenerator; }

    public boolean isEmpty() { return all.isEmpty(); }

    /** Set-up: the piece types the conditions may create, added to {@code types} ({@link Condition#addTypes}). */
    public void addTypes(List<feerie.piece.PieceType> types) {
        // first the conditions that change the standard walks, whatever order they were read in:
        // another's types may depend on theirs (LosingChess's plain Poseidon on UltramarineChess's)
        for (Condition c : all) if (!c.standardWalks().isEmpty()) c.addTypes(types);
        for (Condition c : all) if (c.standardWalks().isEmpty()) c.addTypes(types);
    }

    /** Do the conditions ever add effects to a move (so that the notation must look for them)? */
    public boolean hasEffects() { return effects.length > 0; }

    @Override
    public void afterMove(Position p, int move) {
        for (Condition c : effects) {
            if (!c.effectsAfterSideChanges()) {
                c.afterMove(p, move);
                continue;
            }
            int from = p.effects().top();
            c.afterMove(p, move);
            p.effects().markLate(from);
        }
    }

    @Override
    public boolean actBeforeMove() { return before.length > 0; }

    @Override
    public void beforeMove(Position p, int move) {
        for (Condition c : before) c.beforeMove(p, move);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        for (Condition c : generation) end = c.pieceMoves(p, from, side, out, start, end);
        return end;
    }

    @Override
    public int castlingMoves(Position p, int[] out, int start, int end) {
        for (Condition c : generation) end = c.castlingMoves(p, out, start, end);
        return end;
    }

    @Override
    public int unitsMoved() { return unitsMoved; }

    /** Do some conditions give a side moves of no unit ({@link Condition#passMoves})? */
    public boolean addsPasses() { return passers.length > 0; }

    /** The conditions' passes for the side to move, appended to {@code out} from {@code n}; returns the new end. */
    public int passMoves(Position p, int[] out, int n) {
        for (Condition c : passers) n = c.passMoves(p, out, n);
        return n;
    }

    /**
     * The same after the side's legal unit moves {@code out[start..n)}: a condition whose passes
     * come last ({@link Condition#passesLast}) gives them only when there is none.
     */
    public int passMoves(Position p, int[] out, int start, int n) {
        int units = n;
        for (Condition c : passers) if (!c.passesLast() || units == start) n = c.passMoves(p, out, n);
        return n;
    }

    /** The condition name Popeye writes for a condition's pass, or null. */
    public String passName(int move) {
        for (Condition c : passers) {
            String name = c.passName(move);
            if (name != null) return name;
        }
        return null;
    }

    @Override
    public boolean observation() { return observation; }

    @Override
    public boolean checkSignAtLineEnd() { return all.stream().anyMatch(Condition::checkSignAtLineEnd); }

    @Override
    public boolean movesAsPlain() {
        return !observation && effects.length == 0 && before.length == 0 && check == null && walkers.length == 0
                && elsewhere.length == 0 && relocating == null && departing == null && unitsMoved == Condition.OWN_UNITS;
    }

    /** Does a condition give units another walk to observe with ({@link Condition#changesWalks})? */
    public boolean changesWalks() { return walkers.length > 0; }

    /**
     * Do the conditions change what the movements observe, by another walk or from other squares?
     * Then observation by the movements alone is asked unit by unit, not of the fast probes.
     */
    public boolean extendsObservation() { return walkers.length > 0 || elsewhere.length > 0; }

    /**
     * Does the unit {@code piece} on {@code from} observe {@code target} for side {@code by} by its
     * movement (within the geometry) from one of the other squares the conditions give it
     * ({@link Condition#alsoObservesFrom})? The unit is put there meanwhile.
     */
    public boolean observesFromElsewhere(Position p, int from, int piece, int target, int by) {
        return Observation.fromElsewhere(this, elsewhere, p, from, piece, target, by);
    }

    /** The unit whose walk the unit on {@code from} observes with, as the conditions say (itself by default). */
    public int observingUnit(Position p, int from) {
        int unit = p.at(from);
        for (Condition c : walkers) unit = c.observingUnit(p, from, unit);
        return unit;
    }

    /**
     * The square the unit on {@code from} observes from for side {@code by}: its own, or the one a
     * condition moves it to (MarsCirce: its rebirth square, -1 when it observes from nowhere).
     */
    public static int observationSquareOf(Position p, int from, int by) {
        return p.conditions() instanceof ConditionSet set && set.relocating != null
                ? set.relocating.observationSquare(p, from, by) : from;
    }

    /** The square a generated move departs from, as the conditions say (MarsCirce: the rebirth square of a capture). */
    public static int departureOf(Position p, int move) {
        return p.conditions() instanceof ConditionSet set && set.departing != null
                ? set.departing.departure(p, move) : feerie.piece.movement.Move.from(move);
    }

    /** {@link #observingUnit} on a position with or without conditions. */
    public static int observingUnitOf(Position p, int from) {
        return p.conditions() instanceof ConditionSet set && set.walkers.length > 0 ? set.observingUnit(p, from) : p.at(from);
    }

    @Override
    public boolean attacked(Position p, int target, int by) {
        boolean seen;
        if (observers.length == 0) seen = p.isAttackedPlainly(target, by);
        else if (vetoesOnly && !p.hasNeutrals()) seen = Observation.attackedByProbes(p, target, by, observers);
        else seen = Observation.attacked(p, target, by, observers, withinMovement);
        if (seen) return true;
        // Bicolores: the units of the other side observe as well (a king's own units check it)
        if (bothSides && p.isAttackedPlainly(target, by ^ 1)) return true;
        for (Condition c : attackers) if (c.attackedOtherwise(p, target, by)) return true;
        return false;
    }

    /**
     * Does the unit on {@code from} (of {@code by}, not neutral) observe {@code target} as
     * observation says of that one unit: its movement alone when no condition changes
     * observation, else a capture onto the target among its moves under the conditions that
     * every validator accepts (#C's question: which units give the mate?).
     */
    public boolean observesFrom(Position p, int from, int target, int by) {
        if (observers.length > 0) return Observation.observesFrom(p, from, target, by, observers);
        for (var b : p.movement(observingUnit(p, from))) if (b.attacks(p, from, target, by)) return true;
        return false;
    }

    /**
     * Do the conditions that change observation by the moves they let a unit make (Madrasi: a
     * paralysed unit has none) let the unit on {@code from} observe {@code target} for {@code by}?
     * The magic units' views ask it; the conditions that only veto observations (AntiCirce's
     * blocked rebirth) do not bind them, as in Popeye.
     */
    public boolean validates(Position p, int from, int target, int by) {
        return Observation.validates(p, from, target, by, observers);
    }

    /** The conditions that bind in the mate test (this set when all do). */
    public ConditionSet inMateTest() {
        if (all.stream().allMatch(c -> c.mateTestForm() == c)) return this;
        return new ConditionSet(all.stream().map(Condition::mateTestForm).filter(java.util.Objects::nonNull).toList());
    }

    /** The conditions that bind in the stalemate test (this set when all do). */
    public ConditionSet inStalemateTest() {
        if (all.stream().allMatch(Condition::bindsInStalemateTest)) return this;
        return new ConditionSet(all.stream().filter(Condition::bindsInStalemateTest).toList());
    }

    /** Set-up: every condition's {@link Condition#prepare}. */
    public void prepare(Position p) {
        for (Condition c : all) c.prepare(p);
    }

    @Override
    public boolean redefinesCheck() { return check != null; }

    @Override
    public boolean inCheck(Position p, int side) { return check.inCheck(p, side); }

    /** Does a condition say which checks are mate ({@link Condition#redefinesMate})? */
    public boolean redefinesMate() { return mate != null; }

    /** In check: has the side to move a way out, as the mate-defining condition counts them (moves judged by {@code legality})? */
    public boolean escapesMate(Position p, ConditionSet legality) { return mate.escapesMate(p, legality); }

    /**
     * Does every observation condition let the unit on {@code from} observe {@code target} for
     * {@code by} ({@link Condition#observes})? A unit that reaches the target by its walk checks
     * then (TransmutedKings: ShieldedKings' guarded king is not in check from the other king).
     */
    public boolean observationAccepted(Position p, int from, int target, int by) {
        for (Condition c : observers) if (!c.observes(p, from, target, by)) return false;
        return true;
    }

    /** May the unit on {@code from} observe for {@code by} at all ({@link Condition#observerValid})? */
    public boolean observerValid(Position p, int from, int by) {
        for (Condition c : observers) if (!c.observerValid(p, from, by)) return false;
        return true;
    }

    /** Does a condition count other positions as stalemate ({@link Condition#redefinesStalemate})? */
    public boolean redefinesStalemate() { return stalemate.length > 0; }

    /** Is the side to move stalemated in some condition's own way ({@link Condition#stalematedOtherwise})? */
    public boolean stalematedOtherwise(Position p) {
        for (Condition c : stalemate) if (c.stalematedOtherwise(p)) return true;
        return false;
    }

    /** Does every condition's geometry let a unit of {@code side} go or observe from {@code from} to {@code to}? */
    public boolean allowsGeometry(Position p, int from, int to, int side) {
        for (Condition c : geometry) if (!c.allowsGeometry(p, from, to, side)) return false;
        return true;
    }

    /** May some condition's selection leave the side to move no move at all here ({@link Condition#selectionMayLeaveNone})? */
    public boolean selectionMayLeaveNone(Position p) {
        for (Condition c : every) if (c.selects() && c.selectionMayLeaveNone(p)) return true;
        return false;
    }

    /** Does some condition select among the legal moves? */
    public boolean selects() { return selects; }

    /** May a condition's selection drop a move of the side to move in {@code p} ({@link Condition#selectsNow})? */
    public boolean selectsNow(Position p) {
        if (!selects) return false;
        for (Condition c : every) if (c.selects() && c.selectsNow(p)) return true;
        return false;
    }

    /** The conditions in force on {@code p} (which must have some). */
    public static ConditionSet of(Position p) { return (ConditionSet) p.conditions(); }

    /**
     * Is the position after {@code mover}'s move legal: the king not in check, every condition's
     * legality? (What {@link ConditionRules} asks; conditions ask it too, ChecklessChess's mate.)
     */
    public boolean legal(Position p, int mover) {
        for (Condition c : judgingFirst) if (!c.legalAfter(p, mover)) return false;
        return !p.inCheck(mover) && legalAfter(p, mover);
    }

    /**
     * Has the side to move a legal move? Asked by conditions from inside a legality test
     * (ChecklessChess: is the check a mate?), with the position's scratch stack for the moves.
     * Nested questions without end (checks answered by checks) are cut off when the stack runs
     * short: the side is then said to have a move.
     */
    public boolean hasLegalMove(Position p) { return LegalMoveProbe.hasLegalMove(this, p); }

    /** {@link #legal}, with one condition left out (a condition that counts legal moves to judge one: ExclusiveChess). */
    public boolean legalExcept(Position p, int mover, Condition skip) {
        if (p.inCheck(mover)) return false;
        for (Condition c : every) if (c != skip && !c.legalAfter(p, mover)) return false;
        return true;
    }

    /** {@link #legalAfter} by the conditions Popeye asks before it counts a move (see {@link Condition#guardsKingOnly}). */
    public boolean legalBeforeCounting(Position p, int mover) {
        for (Condition c : every) if (!c.guardsKingOnly() && !c.legalAfter(p, mover)) return false;
        return true;
    }

    /** Legality: does every condition let the position after {@code mover}'s move stand? */
    public boolean legalAfter(Position p, int mover) {
        for (Condition c : every) if (!c.legalAfter(p, mover)) return false;
        return true;
    }

    /** Selection: the legal moves that may be played, by every condition in turn. */
    public int selectLegal(Position p, int[] out, int start, int end) {
        for (Condition c : every) end = c.selectLegal(p, out, start, end);
        return end;
    }

    @Override
    public String toString() { return all.toString(); }
}
