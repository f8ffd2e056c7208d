package feerie.problem;

import java.util.List;

/**
 * One unit of the diagram as read from the input.
 *
 * @param colour     white, black or neutral
 * @param kind       canonical English Popeye piece code in lower case ("k", "q", "s", "ro", "bt"...);
 *                   a hunter is written "x/y" (e.g. "s/b")
 * @param square     square name in lower case, files a..p and ranks 1..16 ("e4", "l8")
 * @param attributes canonical English attribute names ("Royal", "Chameleon", ...)
 */
public record PieceSpec(Colour colour, String kind, String square, List<String> attributes) {
    public PieceSpec {
        attributes = List.copyOf(attributes);
    }

    public PieceSpec(Colour colour, String kind, String square) {
        this(colour, kind, square, List.of());
    }

    public boolean hasAttribute(String name) {
        return attributes.stream().anyMatch(a -> a.equalsIgnoreCase(name));
    }

    @Override
    public String toString() {
        String c = switch (colour) {
            case WHITE -> "w";
            case BLACK -> "b";
            case NEUTRAL -> "n";
        };
        return (attributes.isEmpty() ? "" : String.join(",", attributes) + " ") + c + kind.toUpperCase() + square;
    }
}
