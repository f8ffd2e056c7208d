package feerie.cli;

import feerie.position.Position;
import feerie.rules.Rules;
import feerie.rules.variant.RuleSets;

/** Maps a variant name given on the command line to its rule set and position (default: its start array). */
final class Variants {
    record Selected(Rules rules, Position position) {}

    private Variants() {}

    static Selected select(String name, String fen) {
        Rules rules = RuleSets.byName(name);
        return new Selected(rules, rules.position(fen));
    }
}
