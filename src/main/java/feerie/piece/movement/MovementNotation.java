package feerie.piece.movement;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Féerie's compact movement notation, read once when the catalogue loads.
 *
 * <p>A movement is a list of space-separated terms; each term is
 * {@code [m|c]ATOM[*[n]]}:
 * <ul>
 *   <li>prefix {@code m}: moves only, {@code c}: captures only (default both);</li>
 *   <li>ATOM is a leap in all its symmetric images: {@code W}(1,0) {@code F}(1,1) {@code D}(2,0)
 *       {@code N}(2,1) {@code A}(2,2) {@code H}(3,0) {@code C}(3,1) {@code Z}(3,2) {@code G}(3,3),
 *       or any leap written {@code (x,y)};</li>
 *   <li>suffix {@code *} makes it a rider (unbounded), {@code *n} a rider of at most n steps;</li>
 *   <li>{@code P} is the orthodox pawn, {@code Pn} a pawn that does not promote ({@code mPn}: its
 *       moves only, {@code cPn}: its captures only), {@code Pb} the Berolina pawn, {@code Pr} the protean (reverse) pawn, which moves
 *       as a pawn of the other side, {@code Pm} the marine pawn's pawn part, which promotes to the marine pieces;</li>
 *   <li>{@code xATOMS}, {@code xATOMS*}: locust captures ({@link LocustComponent}), {@code xP} and
 *       {@code xPn} the marine pawn's ({@link MarinePawnCaptureComponent});</li>
 *   <li>{@code -} is no movement at all (the Dummy);</li>
 *   <li>{@code i}TERM: TERM only while the piece is unmoved ({@link FirstMoveComponent});</li>
 *   <li>{@code zF*}, {@code zW*}: the crooked bishop and rook ({@link CrookedComponent}).</li>
 * </ul>
 * Example: the queen is {@code W* F*}, the nightrider {@code N*}, the king {@code W F}.
 * Other primitives (Coureur paths, hoppers, the Soucie, horned riders) read their own terms: the
 * built-in ones are listed in {@link BuiltInTerms}, others may be added with {@link #register}.
 */
public final class MovementNotation {
    /** Reads one term of a primitive that lives in its own class. */
    public interface TermReader {
        /** Returns the component for this term, or null if the term is not this reader's. */
        Component read(Mode mode, String term);
    }

    /** The primitives that live in their own classes; more may {@link #register} themselves. */
    private static final List<TermReader> READERS = new java.util.concurrent.CopyOnWriteArrayList<>(BuiltInTerms.READERS);

    static {
        READERS.add(new FirstMoveComponent.Reader());
        READERS.add(new CrookedComponent.Reader());
    }

    private MovementNotation() {}

    public static void register(TermReader reader) { READERS.add(reader); }

    public static Movement parse(String notation) {
        List<Component> components = new ArrayList<>();
        for (String term : notation.trim().split("\\s+")) {
            if (term.isEmpty()) continue;
            components.add(term(term));
        }
        if (components.isEmpty()) throw new IllegalArgumentException("empty movement");
        return new Movement(components, notation.trim());
    }

    private static Component term(String term) {
        Mode mode = Mode.MOVE_AND_CAPTURE;
        String body = term;
        if (body.length() > 1 && body.charAt(0) == 'm') {
            mode = Mode.MOVE_ONLY;
            body = body.substring(1);
        } else if (body.length() > 1 && body.charAt(0) == 'c') {
            mode = Mode.CAPTURE_ONLY;
            body = body.substring(1);
        }
        for (TermReader reader : READERS) {
            Component c = reader.read(mode, body);
            if (c != null) return c;
        }
        if (body.equals("P") || body.equals("Pn") || body.equals("Pr") || body.equals("Pm"))
            return new PawnComponent(mode, !body.equals("Pn"), body.equals("Pr"), body.equals("Pm"));
        int star = body.indexOf('*');
        String atom = star < 0 ? body : body.substring(0, star);
        int maxSteps = 1;
        if (star >= 0) {
            String limit = body.substring(star + 1);
            maxSteps = limit.isEmpty() ? 0 : Integer.parseInt(limit);
        }
        int[] leap = leap(atom, term);
        return ChainComponent.lines(mode, symmetricImages(leap[0], leap[1]), maxSteps, term);
    }

    static int[] leap(String atom, String term) {
        switch (atom) {
            case "W": return new int[] {1, 0};
            case "F": return new int[] {1, 1};
            case "D": return new int[] {2, 0};
            case "N": return new int[] {2, 1};
            case "A": return new int[] {2, 2};
            case "H": return new int[] {3, 0};
            case "C": return new int[] {3, 1};
            case "Z": return new int[] {3, 2};
            case "G": return new int[] {3, 3};
            default:
                if (atom.startsWith("(") && atom.endsWith(")")) {
                    String[] xy = atom.substring(1, atom.length() - 1).split(",");
                    if (xy.length == 2) {
                        int x = Integer.parseInt(xy[0].trim());
                        int y = Integer.parseInt(xy[1].trim());
                        if (x != 0 || y != 0) return new int[] {x, y};
                    }
                }
                throw new IllegalArgumentException("unknown movement term '" + term + "'");
        }
    }

    /** The up to eight images of the leap (x, y) under the board's symmetries, each once. */
    public static List<int[]> symmetricImages(int x, int y) {
        Set<List<Integer>> seen = new LinkedHashSet<>();
        int[][] images = {{x, y}, {y, x}, {-y, x}, {-x, y}, {-x, -y}, {-y, -x}, {y, -x}, {x, -y}};
        List<int[]> out = new ArrayList<>();
        for (int[] v : images) if (seen.add(List.of(v[0], v[1]))) out.add(v);
        return out;
    }
}
