package feerie.condition;

import feerie.condition.attribute.AttributeConditions;
import feerie.condition.circe.CirceConditions;
import feerie.condition.circe.MarsConditions;
import feerie.condition.legality.LegalityConditions;
import feerie.condition.transform.TransformConditions;
import feerie.problem.ConditionSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The registry: a condition as read ({@link ConditionSpec}) to its class. Each family offers one
 * factory (name and words to a condition, or null when the name is not of the family); adding a
 * family is one line here.
 */
public final class Conditions {
    private Conditions() {}

    private static final List<BiFunction<String, List<String>, Condition>> FAMILIES = List.of(
            CirceConditions::of,
            MarsConditions::of,
            LegalityConditions::of,
            TransformConditions::of);

    /** The condition {@code spec} names; throws {@link UnknownConditionException} for one not built yet. */
    public static Condition of(ConditionSpec spec) {
        for (var family : FAMILIES) {
            Condition c = family.apply(spec.name(), spec.words());
            if (c != null) return c;
        }
        throw new UnknownConditionException(spec.toString());
    }

    /**
     * The lines grouped as Popeye reads them: the lines of one Circe record (MirrorCirce and
     * Circe, DiagramCirce and SuperCirce), or of Isardam, or of Madrasi, make one condition, where
     * the first of them stands; every other line is a group of its own.
     */
    private static List<List<ConditionSpec>> records(List<ConditionSpec> specs) {
        List<List<ConditionSpec>> groups = new ArrayList<>();
        java.util.Map<String, List<ConditionSpec>> byRecord = new java.util.HashMap<>();
        for (ConditionSpec s : specs) {
            String record = CirceConditions.record(s.name());
            if (record == null) record = LegalityConditions.record(s.name());
            List<ConditionSpec> group = record == null ? null : byRecord.get(record);
            if (group == null) {
                group = new ArrayList<>();
                groups.add(group);
                if (record != null) byRecord.put(record, group);
            }
            group.add(s);
        }
        return groups;
    }

    /** The conditions of a problem, in its order. */
    public static ConditionSet of(List<ConditionSpec> specs) { return of(specs, 0); }

    /**
     * The conditions of a problem, in its order, with the attribute-conditions of the attributes
     * its units carry ({@code attributes}, a mask of {@link feerie.piece.Attributes}).
     */
    public static ConditionSet of(List<ConditionSpec> specs, int attributes) {
        List<Condition> list = new ArrayList<>();
        for (List<ConditionSpec> group : records(specs)) {
            // a Circe record sees the other lines that change its rebirths (GlasgowChess, MagicSquares Type2)
            boolean circe = CirceConditions.record(group.get(0).name()) != null;
            list.add(circe ? CirceConditions.of(group, specs)
                    : group.size() == 1 ? of(group.get(0))
                    : LegalityConditions.record(group.get(0).name()) != null ? LegalityConditions.of(group) : CirceConditions.of(group));
        }
        for (Condition a : list)
            for (Condition b : list)
                if (a != b && !a.combinesWith(b)) throw new UnknownConditionException(a.name() + " with " + b.name());
        AttributeConditions.add(list, attributes);
        return new ConditionSet(list);
    }
}
