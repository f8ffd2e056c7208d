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
     * True for a pawn of any kind that promotes (orthodox, Berolina, protean, marine, super): not a promotion
     * choice itself, as in Popeye.
     */
    public boolean isPromotingPawn() {
        if (isMarinePawn()) return true;
        if (components.size() != 1) return false;
        Component c = components.get(0);
        return c instanceof BerolinaPawnComponent || c instanceof SuperPawnComponent
                || c instanceof PawnComponent p && p.promotes();
    }

    /** True for the marine pawn (its moves and its locust captures), which promotes to the marine pieces. */
    public boolean isMarinePawn() {
        return components.stream().anyMatch(c -> c instanceof MarinePawnCaptureComponent m && m.promotes())
                && components.stream().allMatch(c -> c instanceof MarinePawnCaptureComponent || c instanceof PawnComponent);
    }

    /** Does some component capture away from its arrival square (a locust's capture)? */
    public boolean capturesDisplaced() {
        return components.stream().anyMatch(c -> c instanceof LocustComponent || c instanceof MarinePawnCaptureComponent);
    }

    public static Movement parse(String notation) { return MovementNotation.parse(notation); }
}
