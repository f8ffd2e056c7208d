package feerie.piece.movement;

import static feerie.piece.movement.Boards.destinations;
import static feerie.piece.movement.Boards.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feerie.piece.Catalogue;
import org.junit.jupiter.api.Test;

/** Coureurs (seed 000): pieces that run along ordered chains of squares. */
class CoureurTest {
    /** The seed's piece whose chain from c1 is h6-g5-f4-e3-d2: a bishop's field, run backwards. */
    private static final Catalogue BACKWARDS = Boards.with("backwards", "[(5,5)(4,4)(3,3)(2,2)(1,1)]:1");
    /** The seed's piece whose chain from d6 is h6-e4-d7. */
    private static final Catalogue HOOK = Boards.with("hook", "[(4,0)(1,-2)(0,1)]:1");

    @Test
    void backwardsBishopHasTheBishopsFieldOnAnEmptyBoard() {
        assertEquals(squares("d2 e3 f4 g5 h6"), destinations(Boards.of(BACKWARDS, "wbackwards c1"), "c1"));
    }

    @Test
    void backwardsBishopIsStoppedAtF4BeforeE3() {
        // the chain runs h6, g5, f4 ...: an obstacle on f4 leaves h6 and g5 only
        assertEquals(squares("h6 g5"), destinations(Boards.of(BACKWARDS, "wbackwards c1", "wpawn f4"), "c1"));
        assertEquals(squares("h6 g5 f4"), destinations(Boards.of(BACKWARDS, "wbackwards c1", "bpawn f4"), "c1"));
    }

    @Test
    void hookIsStoppedOnE4AndCannotReachD7() {
        assertEquals(squares("h6 e4 d7"), destinations(Boards.of(HOOK, "whook d6"), "d6"));
        assertEquals(squares("h6"), destinations(Boards.of(HOOK, "whook d6", "wpawn e4"), "d6"));
    }

    @Test
    void ringOffTheBoardEndsTheChain() {
        // from e6, h6 + (4,0) is off the board: nothing after it is reachable
        assertEquals(squares(""), destinations(Boards.of(HOOK, "whook e6"), "e6"));
    }

    @Test
    void roseRunsSixteenPaths() {
        ChainComponent rose = (ChainComponent) Catalogue.standard().byId("rose").movement().components().get(0);
        assertEquals(16, rose.shapes().size());
    }

    @Test
    void roseReachesG7ByTwoPathsAsOneMove() {
        Catalogue c = Catalogue.standard();
        // d4-e6-g7 (clockwise) and d4-f5-g7 (anticlockwise)
        assertEquals(true, destinations(Boards.of(c, "wrose d4", "wpawn e6"), "d4").contains("g7"));
        assertEquals(true, destinations(Boards.of(c, "wrose d4", "wpawn f5"), "d4").contains("g7"));
        assertEquals(false, destinations(Boards.of(c, "wrose d4", "wpawn f5", "wpawn e6"), "d4").contains("g7"));
    }

    @Test
    void roseOnAnEmptyBoardFromA1() {
        // four paths stay on the board: b3-d4-f3-g1, c2-e1, c2-d4-c6-a7, b3-a5
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "b3 d4 f3 g1 c2 e1 c6 a7 a5", "wrose a1");
    }

    @Test
    void boyscoutZigzags() {
        // a1: b2 then alternately a3/c1 ...: b2 a3 b4 a5 b6 a7 b8 and b2 c1 d2 e1 f2 g1 h2
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "b2 a3 b4 a5 b6 a7 b8 c1 d2 e1 f2 g1 h2", "wboyscout a1");
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "", "wboyscout a1", "wpawn b2");
    }

    @Test
    void boyscoutReachesSquaresByTwoRoutesOnce() {
        // from d4: e5-d6 and c5-d6 both reach d6; blocking one route keeps it
        assertEquals(true, destinations(Boards.of(Catalogue.standard(), "wboyscout d4", "wpawn e5"), "d4").contains("d6"));
        // eight zigzags, d6 d8 f4 h4 b4 d2 each reached twice
        Boards.assertMovesEverywhere(Catalogue.standard(), "d4",
                "e5 d6 e7 d8 f4 g5 h4 c5 c7 b4 a5 e3 g3 d2 e1 c3 a3 c1", "wboyscout d4");
    }

    @Test
    void girlscoutMakesStaircases() {
        // a1: a2 b2 b3 c3 ... and b1 b2 c2 c3 ...
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1",
                "a2 b2 b3 c3 c4 d4 d5 e5 e6 f6 f7 g7 g8 h8 b1 c2 d3 e4 f5 g6 h7", "wgirlscout a1");
    }

    @Test
    void aProblemsDefinedPieceJoinsACatalogueCopy() {
        Catalogue c = Catalogue.standard().copy();
        c.add(feerie.piece.DefinedPiece.of("hy", "[(4,0)(1,-2)(0,1)]:1"));
        assertEquals("hy", c.byCode("de", "HY").code("fr"));
        String id = feerie.piece.DefinedPiece.id("hy");
        assertEquals(squares("h6 e4"), destinations(Boards.of(c, "w" + id + " d6", "bpawn e4"), "d6"));
    }

    @Test
    void badChainsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{(1,1)"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("[(1,1)]*"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{(1,1)}:3"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{}"));
    }

    @Test
    void straightChainsAreARider() {
        // {(1,1)}* is a bishop written as a chain: same moves, and probed in reverse for attacks
        Catalogue c = Boards.with("chainbishop", "{(1,1)}*");
        assertEquals(destinations(Boards.of(c, "wbishop c1", "bpawn f4"), "c1"),
                destinations(Boards.of(c, "wchainbishop c1", "bpawn f4"), "c1"));
    }

    /**
     * A :1 chain and its diagram under each symmetry of the board (with the colours swapped too):
     * the offsets are mapped like the squares, so every image must give the mapped squares.
     */
    private static void assertChainEverywhere(String offsets, String from, String expected, String... placements) {
        feerie.geometry.Geometry g = feerie.geometry.Geometry.STANDARD;
        int origin = g.parse(from);
        for (java.util.function.IntUnaryOperator map : Boards.symmetries(g)) {
            for (boolean swap : new boolean[] {false, true}) {
                java.util.function.IntUnaryOperator image = swap ? map.andThen(g::mirrorRanks) : map;
                // Black's offsets are mirrored top to bottom: write the chain as White sees it
                java.util.function.IntUnaryOperator written = swap ? image.andThen(g::mirrorRanks) : image;
                StringBuilder chain = new StringBuilder("[");
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\((-?\\d+),(-?\\d+)\\)").matcher(offsets);
                while (m.find()) {
                    int dx = Integer.parseInt(m.group(1)), dy = Integer.parseInt(m.group(2));
                    // offsets reach beyond the board from some squares: map them as vectors
                    int[] v = vector(g, written, dx, dy);
                    chain.append('(').append(v[0]).append(',').append(v[1]).append(')');
                }
                chain.append("]:1");
                Catalogue c = Boards.with("image", chain.toString());
                String[] mapped = new String[placements.length + 1];
                mapped[0] = (swap ? "b" : "w") + "image " + g.name(image.applyAsInt(origin));
                for (int i = 0; i < placements.length; i++) {
                    String p = placements[i];
                    char colour = swap ? (p.charAt(0) == 'w' ? 'b' : 'w') : p.charAt(0);
                    mapped[i + 1] = colour + p.substring(1, p.indexOf(' ') + 1)
                            + g.name(image.applyAsInt(g.parse(p.substring(p.indexOf(' ') + 1))));
                }
                java.util.Set<String> want = new java.util.TreeSet<>();
                for (String sq : squares(expected)) want.add(g.name(image.applyAsInt(g.parse(sq))));
                assertEquals(want, destinations(Boards.of(c, mapped), g.name(image.applyAsInt(origin))),
                        chain + " " + String.join(",", mapped));
            }
        }
    }

    /** The image of the vector (dx,dy) under a linear symmetry of the board, measured from d4 by unit steps. */
    private static int[] vector(feerie.geometry.Geometry g, java.util.function.IntUnaryOperator map, int dx, int dy) {
        int o = map.applyAsInt(g.parse("d4"));
        int ex = map.applyAsInt(g.parse("e4")), ey = map.applyAsInt(g.parse("d5"));
        int[] ux = {g.file(ex) - g.file(o), g.rank(ex) - g.rank(o)};
        int[] uy = {g.file(ey) - g.file(o), g.rank(ey) - g.rank(o)};
        return new int[] {dx * ux[0] + dy * uy[0], dx * ux[1] + dy * uy[1]};
    }

    @Test
    void seedChainsUnderEverySymmetry() {
        String backwards = "(5,5)(4,4)(3,3)(2,2)(1,1)";
        assertChainEverywhere(backwards, "c1", "h6 g5 f4 e3 d2");
        assertChainEverywhere(backwards, "c1", "h6 g5", "wpawn f4");
        assertChainEverywhere(backwards, "c1", "h6 g5 f4", "bpawn f4");
        String hook = "(4,0)(1,-2)(0,1)";
        assertChainEverywhere(hook, "d6", "h6 e4 d7");
        assertChainEverywhere(hook, "d6", "h6", "wpawn e4");
        assertChainEverywhere(hook, "d6", "h6 e4", "bpawn e4");
        assertChainEverywhere(hook, "d6", "", "wpawn h6");
    }

    @Test
    void seedChainsWithAllEightImages() {
        // :8 (the default) adds the images; from c1 only the chain to h6 stays on the board
        Catalogue c = Boards.with("backwards8", "[(5,5)(4,4)(3,3)(2,2)(1,1)]");
        Boards.assertMovesEverywhere(c, "c1", "h6 g5", "wbackwards8 c1", "wpawn f4");
    }

    @Test
    void seedBishopExamples() {
        // a bishop on c1 is stopped by f4: neither g5 nor h6; from d4 it reaches g7 over e5 and f6
        Catalogue c = Boards.with("chainbishop", "{(1,1)}*");
        Boards.assertMovesEverywhere(c, "c1", "b2 a3 d2 e3", "wchainbishop c1", "wpawn f4");
        assertEquals(true, destinations(Boards.of(c, "wchainbishop d4"), "d4").contains("g7"));
        assertEquals(false, destinations(Boards.of(c, "wchainbishop d4", "wpawn f6"), "d4").contains("g7"));
        assertEquals(true, destinations(Boards.of(c, "wchainbishop d4", "bpawn g7"), "d4").contains("g7"));
        assertEquals(false, destinations(Boards.of(c, "wchainbishop d4", "wpawn g7"), "d4").contains("g7"));
    }
}
