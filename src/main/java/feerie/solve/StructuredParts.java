package feerie.solve;

import feerie.problem.Problem;
import feerie.stipulation.Stipulation;
import feerie.stipulation.StructuredStipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * A structured stipulation that joins plays with "&" at its top ("weiss 3a[#]d & - 4hh[#] &
 * 4ad[#] & - 4hh[=]", the manual's alternative to triplets): Popeye solves each part on its
 * own, in the order written, and writes their solutions one after the other, each as it would
 * alone (py 4.104, BEISPIEL-sford-15). Only for a problem without twins; a part Féerie cannot
 * solve makes the whole unsupported.
 */
final class StructuredParts {
    private StructuredParts() {}

    /** The parts as structured stipulations of their own ("weiss - 4hh[#]"), null if {@code stip} is not such a one. */
    static List<Stipulation> of(Problem problem, Stipulation stip) {
        if (stip == null || !stip.isStructured() || !problem.twins().isEmpty() || problem.zeroPosition()) return null;
        String text = stip.toString().strip();
        StructuredStipulation parsed;
        try {
            parsed = StructuredStipulation.parse(text);
        } catch (RuntimeException e) {
            return null;
        }
        // a "-" at the start belongs to the first part only, as each part's own
        if (!(parsed.body() instanceof StructuredStipulation.And)) return null;
        // "2hh[#]&1h[#]h" is reciprocal help play, solved and written as one
        if (feerie.solve.structured.StructuredEquivalent.match(parsed) != null) return null;
        int blank = text.indexOf(' ');
        String side = text.substring(0, blank), body = text.substring(blank + 1);
        List<Stipulation> parts = new ArrayList<>();
        int depth = 0, start = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '[' || c == '{' || c == '(') depth++;
            else if (c == ']' || c == '}' || c == ')') depth--;
            else if (c == '|' && depth == 0) return null;
            else if (c == '&' && depth == 0) {
                parts.add(Stipulation.structured(side + " " + body.substring(start, i).strip()));
                start = i + 1;
            }
        }
        parts.add(Stipulation.structured(side + " " + body.substring(start).strip()));
        // a part that is itself a play of goals only ("#&=") is not a play: not this form
        for (Stipulation p : parts) if (!Character.isDigit(p.toString().replace("-", "").replace(" ", "").charAt(side.length()))) return null;
        return parts;
    }
}
