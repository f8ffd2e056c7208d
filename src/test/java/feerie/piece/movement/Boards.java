package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.geometry.Geometry;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.MoveGenerator;
import feerie.position.PieceTable;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;

/**
 * Diagrams for movement tests, written as "wTaureau b1" style placements: colour letter, catalogue
 * id, square. Symmetry helpers map a diagram and its expected squares by the board's symmetries.
 */
final class Boards {
    private Boards() {}

    /** The standard catalogue plus pieces given as id and notation (codes made from the id). */
    static Catalogue with(String... idsAndNotations) {
        Catalogue c = Catalogue.standard().copy();
        for (int i = 0; i < idsAndNotations.length; i += 2) {
            String id = idsAndNotations[i];
            Map<String, String> codes = Map.of("en", "?" + id, "fr", "?" + id, "de", "?" + id);
            Map<String, String> names = Map.of("en", id, "fr", id, "de", id);
            String notation = idsAndNotations[i + 1];
            c.add(new PieceType(id, names, codes, notation, Movement.parse(notation), false, "test piece"));
        }
        return c;
    }

    /** A position on the 8x8 board with the placements, White to move. */
    static Position of(Catalogue c, String... placements) { return of(c, Geometry.STANDARD, placements); }

    static Position of(Catalogue c, Geometry g, String... placements) {
        Map<String, PieceType> types = new LinkedHashMap<>();
        types.put("king", c.byId("king"));
        for (String p : placements) {
            String id = p.substring(1, p.indexOf(' '));
            PieceType t = c.byId(id);
            if (t == null) throw new IllegalArgumentException("no piece " + id);
            types.put(id, t);
        }
        Position pos = new Position(new PieceTable(g, new ArrayList<>(types.values())));
        for (String p : placements) {
            int side = p.charAt(0) == 'w' ? Side.WHITE : Side.BLACK;
            String id = p.substring(1, p.indexOf(' '));
            int sq = g.parse(p.substring(p.indexOf(' ') + 1).trim());
            pos.put(sq, Piece.of(pos.table.indexOf(id), side));
        }
        return pos;
    }

    /** The pseudo-legal destinations of the piece on {@code from}, asserting each is generated once. */
    static Set<String> destinations(Position p, String from) {
        int sq = p.geometry.parse(from);
        p.setSideToMove(Piece.side(p.at(sq)));
        int[] moves = new int[1024];
        int n = MoveGenerator.generate(p, moves, 0);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < n; i++) if (Move.from(moves[i]) == sq) found.add(p.geometry.name(Move.to(moves[i])));
        Set<String> unique = new TreeSet<>(found);
        assertEquals(unique.size(), found.size(), "a destination generated twice: " + found);
        return unique;
    }

    static Set<String> squares(String spaceSeparated) {
        Set<String> out = new TreeSet<>();
        for (String s : spaceSeparated.trim().split("\\s+")) if (!s.isEmpty()) out.add(s);
        return out;
    }

    /** The eight symmetries of the square board, each as a map of squares. */
    static List<IntUnaryOperator> symmetries(Geometry g) {
        List<IntUnaryOperator> out = new ArrayList<>();
        IntUnaryOperator turn = IntUnaryOperator.identity();
        for (int k = 0; k < 4; k++) {
            IntUnaryOperator t = turn;
            out.add(t);
            out.add(t.andThen(g::mirrorFiles));
            turn = turn.andThen(g::rotate90);
        }
        return out;
    }

    /**
     * Asserts that the piece on {@code from} reaches exactly {@code expected} in the diagram, and
     * in each of its images under the board's symmetries, with the colours swapped too.
     */
    static void assertMovesEverywhere(Catalogue c, String from, String expected, String... placements) {
        Geometry g = Geometry.STANDARD;
        for (IntUnaryOperator map : symmetries(g)) {
            for (boolean swap : new boolean[] {false, true}) {
                String[] mapped = new String[placements.length];
                for (int i = 0; i < placements.length; i++) {
                    String p = placements[i];
                    char colour = swap ? (p.charAt(0) == 'w' ? 'b' : 'w') : p.charAt(0);
                    int sq = image(g, map, swap, g.parse(p.substring(p.indexOf(' ') + 1)));
                    mapped[i] = colour + p.substring(1, p.indexOf(' ') + 1) + g.name(sq);
                }
                Set<String> want = new TreeSet<>();
                for (String s : squares(expected)) want.add(g.name(image(g, map, swap, g.parse(s))));
                String at = g.name(image(g, map, swap, g.parse(from)));
                assertEquals(want, destinations(of(c, mapped), at), "image " + String.join(",", mapped));
            }
        }
    }

    private static int image(Geometry g, IntUnaryOperator map, boolean swap, int sq) {
        int s = map.applyAsInt(sq);
        return swap ? g.mirrorRanks(s) : s;
    }
}
