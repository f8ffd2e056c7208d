package feerie.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random twinning lines for generated problems: most problems get none, some one or two, each
 * built from the problem's own units (move, exchange, remove, substitute) or from the board as
 * a whole (rotate, mirror, shift, polish), or a new stipulation; now and then "continued".
 */
final class Twins {
    private static final String[] STIPULATIONS = {"#1", "#2", "h#1", "h#2", "s#1", "s#2", "=1", "h=2", "ser-h#3", "r#1",
        "reci-h#1", "hs#1", "semi-r#1", "ser-s#2", "pser-h#2", "h#1.5"};

    private Twins() {
    }

    /**
     * The twin lines (without the keyword "twin"); none for a problem in {@code 100 - percent}.
     * An added unit is now and then one of {@code fairy} (empty: knights only).
     */
    static List<String> random(Random r, List<String> white, List<String> black, boolean[] used, int percent,
                               List<String> fairy) {
        List<String> twins = new ArrayList<>();
        if (r.nextInt(100) >= percent) return twins;
        int n = 1 + r.nextInt(percent > 50 ? 3 : 2);
        for (int i = 0; i < n; i++) {
            String command = command(r, white, black, used, fairy);
            // a shift is chosen from the diagram's units: continued from a twin that moved one to
            // the edge it could push it off the board, which Popeye refuses
            boolean continued = i > 0 && r.nextInt(3) == 0 && !command.startsWith("shift");
            twins.add((continued ? "continued " : "") + command);
        }
        return twins;
    }

    private static final String[] MIRRORS = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "h1<-->a8"};
    private static final String[] SUBSTITUTES = {"q r", "r b", "b s", "s q", "p s", "q b"};

    private static String command(Random r, List<String> white, List<String> black, boolean[] used, List<String> fairy) {
        List<String> all = new ArrayList<>(white);
        all.addAll(black);
        String unit = all.get(r.nextInt(all.size()));
        String from = unit.substring(unit.length() - 2);
        return switch (r.nextInt(12)) {
            case 0, 1 -> "move " + from + " " + ProblemGenerator.square(free(r, used));
            case 2 -> {
                String other = all.get(r.nextInt(all.size()));
                yield other.equals(unit) ? "remove " + from : "exchange " + from + " " + other.substring(other.length() - 2);
            }
            case 3 -> unit.startsWith("k") ? "rotate " + (90 * (1 + r.nextInt(3))) : "remove " + from;
            case 4 -> {
                String piece = !fairy.isEmpty() && r.nextBoolean() ? fairy.get(r.nextInt(fairy.size())) : "s";
                yield "add " + (r.nextBoolean() ? "white " : "black ") + piece + ProblemGenerator.square(free(r, used));
            }
            case 5 -> "mirror " + MIRRORS[r.nextInt(MIRRORS.length)];
            case 6 -> "polish";
            case 7 -> "stipulation " + STIPULATIONS[r.nextInt(STIPULATIONS.length)];
            case 8 -> "substitute " + SUBSTITUTES[r.nextInt(SUBSTITUTES.length)];
            // two commands in one twin, as Popeye allows
            case 9 -> "move " + from + " " + ProblemGenerator.square(free(r, used)) + " polish";
            case 10 -> "rotate 180";
            default -> shift(all, r.nextBoolean());
        };
    }

    /**
     * A shift one file right or one rank up; Popeye refuses a shift that moves a unit off the
     * board ("A piece will be moved outside."), so a unit on the h-file or the eighth rank asks
     * for the other direction or a mirror instead.
     */
    private static String shift(List<String> units, boolean right) {
        boolean hFile = units.stream().anyMatch(u -> u.charAt(u.length() - 2) == 'h');
        boolean eighth = units.stream().anyMatch(u -> u.endsWith("8"));
        if (right && !hFile) return "shift a1 b1";
        if (!eighth) return "shift a1 a2";
        return hFile ? "mirror a1<-->h1" : "shift a1 b1";
    }

    private static int free(Random r, boolean[] used) {
        int sq;
        do {
            sq = 8 + r.nextInt(48);
        } while (used[sq]);
        return sq;
    }
}
