package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.position.Position;

/**
 * Black-/WhiteUltraSchachZwang: every move of the side must give check, except when the side is
 * tested for mate (its escapes count without checking, as in Popeye).
 */
public final class UltraSchachZwang implements Condition {
    private final String name;
    private final int side;

    public UltraSchachZwang(String name, int side) {
        this.name = name;
        this.side = side;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean legalAfter(Position p, int mover) { return mover != side || p.inCheck(p.sideToMove()); }

    /** As in Popeye, the mated side's escapes need not check. */
    @Override
    public boolean bindsInMateTest() { return false; }

    @Override
    public String toString() { return name; }

    /** Popeye's intelligent mode knows this condition. */
    @Override
    public boolean allowsIntelligentMode() { return true; }
}
