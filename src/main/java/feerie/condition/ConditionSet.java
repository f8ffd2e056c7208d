package feerie.condition;

import feerie.position.ConditionHooks;
import feerie.position.Position;
import java.util.List;

/**
 * The conditions of a problem in the order it lists them, sorted by the hooks each uses, so that
 * a hook asks only the conditions that take part in it. Immutable and shared by the threads.
 */
public final class ConditionSet implements ConditionHooks {
    private final List<Condition> all;
    private final Condition[] effects;
    private final Condition[] observers;
    private final boolean observation;
    /** Do the observation conditions only veto observers (so that the fast probes find them)? */
    private final boolean vetoesOnly;

    public ConditionSet(List<Condition> conditions) {
        this.all = List.copyOf(conditions);
        this.effects = all.stream().filter(Condition::hasEffects).toArray(Condition[]::new);
        this.observers = all.stream().filter(Condition::changesObservation).toArray(Condition[]::new);
        this.observation = observers.length > 0;
        this.vetoesOnly = java.util.Arrays.stream(observers).allMatch(Condition::vetoesObservationOnly);
    }

    public List<Condition> conditions() { return all; }

    public boolean isEmpty() { return all.isEmpty(); }

    /** Do the conditions ever add effects to a move (so that the notation must look for them)? */
    public boolean hasEffects() { return effects.length > 0; }

    @Override
    public void afterMove(Position p, int move) {
        for (Condition c : effects) c.afterMove(p, move);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        for (Condition c : all) end = c.pieceMoves(p, from, side, out, start, end);
        return end;
    }

    @Override
    public boolean observation() { return observation; }

    @Override
    public boolean attacked(Position p, int target, int by) {
        if (vetoesOnly && !p.hasNeutrals()) return Observation.attackedByProbes(p, target, by, observers);
        return Observation.attacked(p, target, by, observers);
    }

    /** Legality: does every condition let the position after {@code mover}'s move stand? */
    public boolean legalAfter(Position p, int mover) {
        for (Condition c : all) if (!c.legalAfter(p, mover)) return false;
        return true;
    }

    /** Selection: the legal moves that may be played, by every condition in turn. */
    public int selectLegal(Position p, int[] out, int start, int end) {
        for (Condition c : all) end = c.selectLegal(p, out, start, end);
        return end;
    }

    @Override
    public String toString() { return all.toString(); }
}
