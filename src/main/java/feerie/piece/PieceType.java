package feerie.piece;

import feerie.piece.movement.Movement;
import java.util.Map;

/**
 * A kind of piece as the catalogue defines it: its names and Popeye codes per language
 * ("en", "fr", "de"), its movement (parsed from the catalogue's notation) and its role.
 */
public record PieceType(String id, Map<String, String> names, Map<String, String> codes,
                        String notation, Movement movement, boolean royal, String description) {

    public String code(String language) { return codes.getOrDefault(language, codes.get("en")); }

    public String name(String language) { return names.getOrDefault(language, names.get("en")); }

    public boolean isPawn() { return movement.isPawn(); }
}
