package feerie.cli;

import feerie.position.Fen;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.Locale;

/** Maps a variant name given on the command line to its rule set and start position. */
final class Variants {
    record Selected(Rules rules, Position position) {}

    private Variants() {}

    static Selected select(String name, String fen) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "orthodox":
            case "chess":
                return new Selected(Rules.ORTHODOX, Fen.parse(fen != null ? fen : Fen.START));
            default:
                throw new IllegalArgumentException("unknown variant '" + name + "' (known: orthodox)");
        }
    }
}
