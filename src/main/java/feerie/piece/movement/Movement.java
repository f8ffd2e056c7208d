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

    public static Movement parse(String notation) { return MovementNotation.parse(notation); }
}
