package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Horned riders (seed 001): Taureau {@code @W}, Bélier {@code @F}, Capricorne {@code @WF},
 * Licorne {@code @N}. Term: {@code @ATOMS[:m|:wc]}; {@code :m} (the default) is the inventor's
 * convention (Robert Meignant), {@code :wc} WinChloe's. The rules as implemented:
 * <ol>
 *   <li>The piece runs like its rider in a main direction until the square straight ahead holds a
 *       piece of its own side, a buffer. An enemy is no buffer: it may be captured, which ends the
 *       move. The board's edge ahead is no buffer either: the run ends there.</li>
 *   <li>In front of a buffer it may stop (every square reached is a destination) or turn at a right
 *       angle, to either side, and take one or more secondary steps while the main direction stays
 *       blocked by buffers, keeping that side; as soon as the square ahead is free or holds an enemy
 *       it must take the main direction again.</li>
 *   <li>At each new buffer met in the main direction it chooses a side again (the fork of diagram C).</li>
 *   <li>A secondary step onto a friend ends that branch (a friend to the side is no new buffer); a
 *       secondary step may capture an enemy, which ends the move.</li>
 *   <li>Inventor's: the first step must be playable: an enemy there may be captured; a friend there
 *       rules the direction out. WinChloe's: with a friend right ahead of its start square it may
 *       still take that direction as its main direction, turning at once (diagram E: a1, own king
 *       a2, gives a1-b1-b2...b8).</li>
 *   <li>The turn is perpendicular within the rider's own steps: a diagonal turns to the two
 *       perpendicular diagonals, a nightrider leap (2,1) to (-1,2) and (1,-2).</li>
 * </ol>
 * A square reached by several paths is one move. The tests of {@code HornedTest}, rule by rule:
 * optional turn {@code theTurnIsOptional_itMayStopInFrontOfTheBuffer}; same side while blocked
 * {@code theSideIsKeptWhileTheMainDirectionStaysBlocked}, {@code diagramD_twoSecondaryStepsPastABlockOfBuffers};
 * a new side at each new buffer {@code diagramC_forkAtB6}; a friend or the edge sideways ends the
 * branch {@code aSecondaryStepOntoAFriendEndsThatBranch}, {@code aSecondaryStepOffTheBoardEndsThatBranch};
 * the edge ahead is no buffer {@code theBoardEdgeAheadIsNoBuffer}; back to the main direction at
 * once {@code itMustResumeTheMainDirectionAsSoonAsItCan}; enemies {@code anEnemyIsNoBufferAndIsCaptured};
 * the conventions {@code diagramE_winChloeTurnsFromItsStartSquare},
 * {@code winChloeMayTurnToEitherSideFromItsStartSquare}; the Bélier, Capricorne and Licorne
 * {@code diagramF_belierPastABlockOfTwoBuffers}, {@code capricorneIsTaureauPlusBelier},
 * {@code licorneSidestepsByPerpendicularNightriderLeaps}; one move per square
 * {@code aSquareReachedByTwoPathsIsOneMove}; check and pin in {@code SeedCheckTest}.
 * No path revisits a square: writing a square as
 * a*main + b*side, a never decreases, and while a is constant b moves one way only; so every walk
 * ends, and the start square is never crossed.
 */
public final class HornedComponent extends Component {
    private final List<int[]> directions;
    private final boolean winChloe;
    private final String notation;

    public HornedComponent(Mode mode, List<int[]> directions, boolean winChloe, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.winChloe = winChloe;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of horned riders. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("@")) return null;
        String atoms = term.substring(1);
        boolean winChloe = false;
        int colon = atoms.indexOf(':');
        if (colon >= 0) {
            String convention = atoms.substring(colon + 1);
            if (!convention.equals("m") && !convention.equals("wc"))
                throw new IllegalArgumentException("horned term '" + term + "': convention must be :m or :wc");
            winChloe = convention.equals("wc");
            atoms = atoms.substring(0, colon);
        }
        return new HornedComponent(mode, Atoms.directions(atoms, term), winChloe, Atoms.written(mode, term));
    }

    public boolean winChloe() { return winChloe; }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int count = directions.size();
        int[][] next = new int[count][g.size];
        int[][] turns = new int[count][2];
        for (int d = 0; d < count; d++) {
            int[] v = directions.get(d);
            for (int sq = 0; sq < g.size; sq++) next[d][sq] = g.offset(sq, v[0], v[1]);
            turns[d][0] = indexOf(-v[1], v[0]);
            turns[d][1] = indexOf(v[1], -v[0]);
        }
        return new BoundHorned(next, turns, mode, winChloe);
    }

    private int indexOf(int x, int y) {
        for (int i = 0; i < directions.size(); i++) if (directions.get(i)[0] == x && directions.get(i)[1] == y) return i;
        throw new IllegalStateException("no perpendicular (" + x + "," + y + ") in " + notation);
    }

    private static final class BoundHorned extends Bound {
        /** Returned by the walk, in place of a move count, when it reaches the target it looks for. */
        private static final int FOUND = -1;
        private final int[][] next;
        private final int[][] turns;
        private final boolean moves;
        private final boolean captures;
        private final boolean winChloe;

        BoundHorned(int[][] next, int[][] turns, Mode mode, boolean winChloe) {
            this.next = next;
            this.turns = turns;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.winChloe = winChloe;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            return walk(board.squares(), us, from, out, n, -1);
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            return captures && walk(board.squares(), us, from, null, 0, target) == FOUND;
        }

        /** Generates into {@code out}, or with {@code out} null looks for {@code target}. */
        private int walk(int[] squares, int us, int from, int[] out, int n, int target) {
            int start = n;
            for (int d = 0; d < next.length && n != FOUND; d++) {
                int a = next[d][from];
                if (a < 0) continue;
                int p = squares[a];
                if (p == Piece.EMPTY) {
                    n = emit(from, a, false, out, start, n, target);
                    if (n != FOUND) n = run(squares, us, from, a, d, out, start, n, target);
                } else if (Piece.side(p) != us) {
                    n = emit(from, a, true, out, start, n, target);
                } else if (winChloe) {
                    n = turn(squares, us, from, from, d, out, start, n, target);
                }
            }
            return n;
        }

        /** Runs in main direction {@code d} from {@code x}, the square just reached. */
        private int run(int[] squares, int us, int from, int x, int d, int[] out, int start, int n, int target) {
            while (true) {
                int a = next[d][x];
                if (a < 0) return n;
                int p = squares[a];
                if (p == Piece.EMPTY) {
                    n = emit(from, a, false, out, start, n, target);
                    if (n == FOUND) return n;
                    x = a;
                } else if (Piece.side(p) != us) {
                    return emit(from, a, true, out, start, n, target);
                } else {
                    return turn(squares, us, from, x, d, out, start, n, target);
                }
            }
        }

        /** In front of a new buffer: either side may be taken. */
        private int turn(int[] squares, int us, int from, int x, int d, int[] out, int start, int n, int target) {
            n = sideways(squares, us, from, x, d, turns[d][0], out, start, n, target);
            if (n == FOUND) return n;
            return sideways(squares, us, from, x, d, turns[d][1], out, start, n, target);
        }

        /** Secondary steps in direction {@code s} while the main direction {@code d} stays blocked by buffers. */
        private int sideways(int[] squares, int us, int from, int x, int d, int s, int[] out, int start, int n, int target) {
            while (true) {
                int y = next[s][x];
                if (y < 0) return n;
                int p = squares[y];
                if (p != Piece.EMPTY) return Piece.side(p) == us ? n : emit(from, y, true, out, start, n, target);
                n = emit(from, y, false, out, start, n, target);
                if (n == FOUND) return n;
                int a = next[d][y];
                if (a < 0) return n;
                int ahead = squares[a];
                if (ahead == Piece.EMPTY || Piece.side(ahead) != us) return run(squares, us, from, y, d, out, start, n, target);
                x = y;
            }
        }

        private int emit(int from, int to, boolean capture, int[] out, int start, int n, int target) {
            if (out == null) return to == target ? FOUND : n;
            if (!(capture ? captures : moves)) return n;
            for (int i = start; i < n; i++) if (Move.to(out[i]) == to) return n;
            out[n++] = Move.of(from, to);
            return n;
        }
    }
}
