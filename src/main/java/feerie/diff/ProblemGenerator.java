package feerie.diff;

import feerie.input.ProblemReader;
import feerie.piece.Catalogue;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.solve.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * Random problems of our own making, in Popeye's language, for the differential run against
 * Popeye. Problem {@code i} of seed {@code s} depends on nothing else, so that a difference found
 * in a long run can be made again alone.
 *
 * <p>The positions are small (a few units a side, short stipulations) so that both solvers finish
 * in well under a second; they are legal in the sense both solvers agree on: one king a side
 * (none with {@code NoWk}/{@code NoBk}), kings apart, pawns off the first and last ranks, and
 * neither king in check (tested with Féerie's own attack test, so a fairy piece whose check
 * Féerie misreads still shows as a difference where Popeye objects to the position).
 */
public final class ProblemGenerator implements ProblemSource {
    /** One generated problem: its name, the Popeye input, its stipulation family (e.g. "s#n"). */
    public record Generated(String id, String text, String family, List<String> tags) {
        public Generated(String id, String text, String family) {
            this(id, text, family, List.of());
        }
    }

    private static final String[] ORTHODOX = {"q", "r", "b", "s", "p", "p"};

    private final long seed;
    /** Condition lines to try (one drawn per problem, now and then two), or none: orthodox rules. */
    private final List<String> conditions;
    /** What the stipulations, goals, fairy pieces, twins and options are drawn from. */
    private final Draw draw;

    public ProblemGenerator(long seed) {
        this(seed, List.of());
    }

    /**
     * A generator whose problems each carry one of {@code conditions} (Popeye's text after
     * {@code condition}, e.g. "Circe Parrain"), and one problem in four a second one: the
     * differential run of a family of fairy conditions.
     */
    public ProblemGenerator(long seed, List<String> conditions) {
        this(seed, conditions, Draw.DEFAULT);
    }

    /** A generator that draws its problems from {@code draw}. */
    public ProblemGenerator(long seed, List<String> conditions, Draw draw) {
        this.seed = seed;
        this.conditions = List.copyOf(conditions);
        this.draw = draw;
    }

    /**
     * The fairy pieces a generated problem may hold: those of Féerie's catalogue that Popeye has
     * too (not Féerie's own pieces of the seed texts and the 12x8 variants), royal pieces left out.
     */
    public static Set<String> popeyePieces() {
        Set<String> out = new TreeSet<>();
        for (PieceType t : Catalogue.standard().all()) {
            String code = t.code("en");
            if (!FEERIE_ONLY.contains(code) && !ORTHODOX_CODES.contains(code) && !t.royal()) out.add(code);
        }
        return out;
    }

    private static final Set<String> FEERIE_ONLY = Set.of("tx", "bx", "cx", "lx", "wt", "wb", "wc", "wl", "sx", "cb", "ck", "cm");
    private static final Set<String> ORTHODOX_CODES = Set.of("k", "q", "r", "b", "s", "p");

    /** Problem number {@code index}; a retry loop inside finds a position with no king in check. */
    @Override
    public Generated generate(int index) {
        Random random = new Random(seed * 1_000_003L + index);
        for (int attempt = 0; ; attempt++) {
            Generated g = candidate(random, index);
            if (g != null && legal(g.text())) return g;
            if (attempt > 200) throw new IllegalStateException("no legal position for problem " + index);
        }
    }

    private Generated candidate(Random r, int index) {
        Stip stip = stipulation(r);
        boolean fairy = r.nextInt(100) < draw.fairyPercent();
        List<String> options = options(r, stip);
        boolean noWk = options.contains("NoWk"), noBk = options.contains("NoBk");
        boolean[] used = new boolean[64];
        List<String> white = new ArrayList<>(), black = new ArrayList<>();
        int wk = -1, bk = -1;
        boolean castling = r.nextInt(6) == 0;
        if (!noWk) {
            wk = castling ? 4 : r.nextInt(64);
            used[wk] = true;
            white.add("k" + square(wk));
        }
        if (!noBk) {
            do {
                bk = castling && r.nextBoolean() ? 60 : r.nextInt(64);
            } while (used[bk] || (wk >= 0 && adjacent(wk, bk)));
            used[bk] = true;
            black.add("k" + square(bk));
        }
        if (castling) {
            for (int rook : new int[] {0, 7}) {
                if (!used[rook] && r.nextBoolean()) {
                    used[rook] = true;
                    white.add("r" + square(rook));
                }
            }
            if (bk == 60) {
                for (int rook : new int[] {56, 63}) {
                    if (!used[rook] && r.nextInt(3) == 0) {
                        used[rook] = true;
                        black.add("r" + square(rook));
                    }
                }
            }
            if (r.nextInt(3) == 0 && used[0] && used[63] && !noWk) options.add("CastlingMutuallyExclusive a1h8");
        }
        int whiteUnits = 1 + r.nextInt(stip.long_ ? 3 : 4), blackUnits = r.nextInt(stip.long_ ? 4 : 5);
        if (noWk) whiteUnits++;
        place(r, white, used, whiteUnits, fairy);
        place(r, black, used, blackUnits, fairy);
        StringBuilder b = new StringBuilder("begin\n");
        b.append("title generated ").append(seed).append('/').append(index).append('\n');
        b.append("pieces white ").append(String.join(" ", white));
        if (!black.isEmpty()) b.append(" black ").append(String.join(" ", black));
        b.append('\n').append("stipulation ").append(stip.text).append('\n');
        if (!options.isEmpty()) b.append("option ").append(String.join(" ", options)).append('\n');
        String family = stip.family;
        if (!conditions.isEmpty()) {
            String first = conditions.get(r.nextInt(conditions.size()));
            String second = r.nextInt(4) == 0 ? conditions.get(r.nextInt(conditions.size())) : first;
            b.append("condition ").append(first).append('\n');
            if (!second.equals(first)) b.append("condition ").append(second).append('\n');
            family = first.split(" ")[0] + " " + family;
        }
        for (String twin : Twins.random(r, white, black, used, draw.twinPercent(), fairy ? draw.fairyPieces() : List.of())) b.append("twin ").append(twin).append('\n');
        b.append("end\n");
        return new Generated(seed + "-" + index, b.toString(), family);
    }

    /** Adds {@code n} units of one side on free squares (pawns of any kind only on ranks 2 to 7). */
    private void place(Random r, List<String> units, boolean[] used, int n, boolean fairy) {
        List<String> pieces = draw.fairyPieces();
        for (int i = 0; i < n; i++) {
            String code = fairy && r.nextInt(3) == 0 ? pieces.get(r.nextInt(pieces.size())) : ORTHODOX[r.nextInt(ORTHODOX.length)];
            boolean pawn = isPawn(code);
            int sq;
            do {
                sq = pawn ? 8 + r.nextInt(48) : r.nextInt(64);
            } while (used[sq]);
            used[sq] = true;
            units.add(code + square(sq));
        }
    }

    private record Stip(String text, String family, boolean long_, boolean battle, boolean help, boolean series) {}

    /** A stipulation, its family (moves replaced by n) and what kind of play it is. */
    private Stip stipulation(Random r) {
        List<String> goals = draw.goals();
        String goal = r.nextInt(3) == 0 || !goals.contains("#") ? goals.get(r.nextInt(goals.size())) : "#";
        String kind = draw.kinds().get(r.nextInt(draw.kinds().size()));
        String prefix = kind.substring(0, kind.length() - 1);
        return switch (kind) {
            case "#", "s#" -> battle(prefix, goal, 1 + r.nextInt(3));
            case "r#", "semi-r#" -> battle(prefix, goal, 1 + r.nextInt(2));
            case "h#" -> {
                int n = 1 + r.nextInt(3);
                boolean half = r.nextInt(3) == 0;
                yield new Stip("h" + goal + n + (half ? ".5" : ""), "h" + goal + "n" + (half ? ".5" : ""), n > 2, false, true, false);
            }
            case "hs#", "hr#" -> help(prefix, goal, 1 + r.nextInt(2));
            // now and then Black's goal differs from White's: reci-h(=)#n
            case "reci-h#" -> help(r.nextInt(4) == 0 ? "reci-h(" + goals.get(r.nextInt(goals.size())) + ")" : prefix, goal, 1 + r.nextInt(2));
            case "ser-h#" -> series(prefix, goal, 2 + r.nextInt(4));
            default -> series(prefix, goal, 2 + r.nextInt(3));
        };
    }

    /** Pawns of any kind (Berolina, Chinese, super pawns...) stand on ranks 2 to 7 only. */
    static boolean isPawn(String code) {
        PieceType t = Catalogue.standard().byCode("en", code);
        return t != null && t.isPawn();
    }

    private static Stip battle(String prefix, String goal, int n) {
        return new Stip(prefix + goal + n, prefix + goal + "n", n > 2, true, false, false);
    }

    private static Stip help(String prefix, String goal, int n) {
        String family = prefix.startsWith("reci-h(") ? "reci-h(g)" : prefix;
        return new Stip(prefix + goal + n, family + goal + "n", n > 1, false, true, false);
    }

    private static Stip series(String prefix, String goal, int n) {
        return new Stip(prefix + goal + n, prefix + goal + "n", n > 3, false, false, true);
    }

    /** Options that make sense for the play (and now and then one that does not, for the notices). */
    private List<String> options(Random r, Stip s) {
        List<String> o = new ArrayList<>();
        if (one(r, 4)) o.add("SetPlay");
        if (s.battle) {
            if (one(r, 3)) o.add("Try");
            if (one(r, 6)) o.add("Defence " + (1 + r.nextInt(2)));
            if (one(r, 8)) o.add("NoThreat");
            if (one(r, 10)) o.add("Threat " + (1 + r.nextInt(2)));
            if (one(r, 10)) o.add("NoShortVariations");
            if (one(r, 12)) o.add("PostKeyPlay");
            if (one(r, 20)) o.add("MaxFlightsquares " + (1 + r.nextInt(3)));
            if (one(r, 20) && !s.text.startsWith("#")) o.add("Quodlibet");
            if (one(r, 25) && s.text.startsWith("s")) o.add("NonTrivial " + r.nextInt(2) + " 1");
        }
        if (s.help || s.series) {
            if (one(r, 6)) o.add(r.nextBoolean() ? "Duplex" : "HalfDuplex");
            if (one(r, 6)) o.add("Intelligent");
            if (s.help && one(r, 10)) o.add("WhiteToPlay");
            if (one(r, 20)) o.add("StopOnShortSolutions");
        }
        if (one(r, 8)) o.add("MaxSolutions " + (1 + r.nextInt(3)));
        if (one(r, 25)) o.add(r.nextBoolean() ? "NoWk" : "NoBk");
        if (one(r, 30)) o.add(s.battle ? "Intelligent" : "Try");
        return o;
    }

    /** One time in {@code in}, scaled by the draw's option share. */
    private boolean one(Random r, int in) {
        return r.nextInt(in * 100) < draw.optionPercent();
    }

    /** Both solvers accept it: it parses, and no king (of either side) is attacked. */
    static boolean legal(String text) {
        List<ParseResult> parsed = ProblemReader.read(text, "generated");
        if (parsed.size() != 1 || !(parsed.get(0) instanceof Problem p)) return false;
        try {
            Setup base = new Setup(p), previous = base;
            if (!noKingAttacked(base)) return false;
            for (var twin : p.twins()) {
                Setup s = twin.continued() ? previous.copy() : base.copy();
                s.apply(twin);
                if (!noKingAttacked(s)) return false;
                previous = s;
            }
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static boolean noKingAttacked(Setup setup) {
        var position = setup.position(false);
        for (int side : new int[] {Side.WHITE, Side.BLACK}) {
            if (position.king(side) >= 0 && position.inCheck(side)) return false;
        }
        // pawns on the first or last rank (a twin may put them there): Popeye refuses them
        for (var e : setup.pieces().entrySet()) {
            String sq = e.getValue().square();
            if (isPawn(e.getValue().kind()) && (sq.endsWith("1") || sq.endsWith("8"))) return false;
        }
        return true;
    }

    static boolean adjacent(int a, int b) {
        return Math.abs(a % 8 - b % 8) <= 1 && Math.abs(a / 8 - b / 8) <= 1;
    }

    static String square(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }
}
