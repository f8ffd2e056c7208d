package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.position.Position;

/**
 * Madrasi: a unit observed by an enemy unit of its own kind is paralysed: it neither moves nor
 * observes (so it gives no check), though it still paralyses. Kings take part only with
 * RexInclusive.
 */
public final class Madrasi implements Condition {
    private final boolean rexInclusive;

    public Madrasi(boolean rexInclusive) { this.rexInclusive = rexInclusive; }

    @Override
    public String name() { return rexInclusive ? "Madrasi RexInclusive" : "Madrasi"; }

    /** Popeye refuses it with another paralysis rule. */
    @Override
    public boolean isParalysisRule() { return true; }

    /** Generation, observation included: a paralysed unit has no move. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return Paralysis.paralysed(p, from, rexInclusive) ? start : end;
    }

    /**
     * A paralysed unit loses every move, whichever condition made it: after the others' (a
     * MarsCirce capture from the rebirth square too: REGRESSIONS-4_63_to_4_65-83).
     */
    @Override
    public int generationStage() { return 1; }

    @Override
    public boolean changesObservation() { return true; }

    /**
     * The same as an observation: a paralysed unit observes nothing (asked where a walk alone
     * reaches the target: TransmutedKings' checkers, py 4.104).
     */
    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return !Paralysis.paralysed(p, from, rexInclusive);
    }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
