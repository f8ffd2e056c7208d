package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.PawnComponent;

/**
 * NormalPawn: a pawn on its own first rank moves as on any other rank: one step forward, or a
 * capture diagonally forward, and it observes from there. Without the condition such a pawn stands
 * still in Popeye (see {@link PawnComponent.FirstRank}). Its double step stays on its second rank.
 */
public final class NormalPawn implements Condition {
    @Override
    public String name() { return "NormalPawn"; }

    @Override
    public PawnComponent.FirstRank pawnsOnFirstRank() { return PawnComponent.FirstRank.MOVES; }

    @Override
    public String toString() { return name(); }
}
