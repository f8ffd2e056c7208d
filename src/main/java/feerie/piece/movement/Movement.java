package feerie.piece.movement;

import java.util.List;

/** A piece's movement: the union of its components, in the order the notation gives them. */
public record Movement(List<Component> components, String notation) {
    public Movement {
        components = List.copyOf(components);
    }

    public boolean isPawn() {
        for (Component c : components) if (c instanceof PawnComponent) return true;
        return false;
    }

    public static Movement parse(String notation) { return MovementNotation.parse(notation); }
}
