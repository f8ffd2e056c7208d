package feerie.piece.movement;

import java.util.List;

/** A piece's movement: the union of its components, in the order the notation gives them. */
public record Movement(List<Component> components, String notation) {
    public Movement {
        components = List.copyOf(components);
    }

    public boolean isPawn() {
        return components.size() == 1 && components.get(0) instanceof PawnComponent p && p.orthodox();
    }

    /**
     * True for a pawn of any kind that promotes (orthodox, Berolina, protean): not a promotion
     * choice itself, as in Popeye.
     */
    public boolean isPromotingPawn() {
        if (components.size() != 1) return false;
        Component c = components.get(0);
        return c instanceof BerolinaPawnComponent || c instanceof PawnComponent p && p.promotes();
    }

    public static Movement parse(String notation) { return MovementNotation.parse(notation); }
}
