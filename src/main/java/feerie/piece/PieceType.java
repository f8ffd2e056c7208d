package feerie.piece;

import feerie.piece.movement.Movement;
import java.util.Map;
import java.util.Objects;

/**
 * A kind of piece as the catalogue defines it: its names and Popeye codes per language
 * ("en", "fr", "de"), its movement (parsed from the catalogue's notation) and its role.
 *
 * <p>The catalogue's pieces parse their notation on first use ({@link #lazy}): a problem uses a
 * handful of the ~300, and parsing them all was a sixth of a one-move problem's start-up. Two
 * piece types are equal when all they say is equal, as a record's would be; the movement is
 * compared last, so that comparing types of different ids parses nothing.
 */
public final class PieceType {
    private final String id;
    private final Map<String, String> names;
    private final Map<String, String> codes;
    private final String notation;
    private volatile Movement movement;
    private final boolean royal;
    private final String description;

    public PieceType(String id, Map<String, String> names, Map<String, String> codes,
                     String notation, Movement movement, boolean royal, String description) {
        this.id = id;
        this.names = names;
        this.codes = codes;
        this.notation = notation;
        this.movement = Objects.requireNonNull(movement, "movement");
        this.royal = royal;
        this.description = description;
    }

    private PieceType(String id, Map<String, String> names, Map<String, String> codes, String notation, boolean royal,
                      String description) {
        this.id = id;
        this.names = names;
        this.codes = codes;
        this.notation = notation;
        this.royal = royal;
        this.description = description;
    }

    /** A piece whose movement is parsed from its notation when first asked for. */
    static PieceType lazy(String id, Map<String, String> names, Map<String, String> codes, String notation, boolean royal,
                          String description) {
        return new PieceType(id, names, codes, notation, royal, description);
    }

    public String id() { return id; }

    public Map<String, String> names() { return names; }

    public Map<String, String> codes() { return codes; }

    public String notation() { return notation; }

    /** The movement (parsed on first use; the same object every time after). */
    public Movement movement() {
        Movement m = movement;
        if (m == null) {
            synchronized (this) {
                m = movement;
                if (m == null) movement = m = Movement.parse(notation);
            }
        }
        return m;
    }

    public boolean royal() { return royal; }

    public String description() { return description; }

    public String code(String language) { return codes.getOrDefault(language, codes.get("en")); }

    public String name(String language) { return names.getOrDefault(language, names.get("en")); }

    public boolean isPawn() { return movement().isPawn(); }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof PieceType t)) return false;
        return id.equals(t.id) && royal == t.royal && notation.equals(t.notation) && description.equals(t.description)
                && names.equals(t.names) && codes.equals(t.codes) && movement().equals(t.movement());
    }

    @Override
    public int hashCode() { return Objects.hash(id, notation, royal); }

    @Override
    public String toString() {
        return "PieceType[id=" + id + ", names=" + names + ", codes=" + codes + ", notation=" + notation + ", royal=" + royal
                + ", description=" + description + "]";
    }
}
