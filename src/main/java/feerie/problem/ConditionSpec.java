package feerie.problem;

import java.util.List;

/**
 * A fairy condition as read (not interpreted).
 *
 * @param name  canonical English condition name ("Circe", "Madrasi", ...)
 * @param words the words that followed it (variants, squares, piece codes, numbers) as written
 */
public record ConditionSpec(String name, List<String> words) {
    public ConditionSpec {
        words = List.copyOf(words);
    }

    @Override
    public String toString() {
        return words.isEmpty() ? name : name + " " + String.join(" ", words);
    }
}
