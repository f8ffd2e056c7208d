package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * Hoppers, lions and locusts along Coureur chains ({@link CoureurTerm}): the first piece on a
 * chain, of either side, is the hurdle.
 * <ul>
 *   <li>{@code ^CHAINS}: the piece lands on the ring right after the hurdle, empty or holding an
 *       enemy (captured): Popeye's Rose Hopper is {@code ^} before the Rose's chains;</li>
 *   <li>{@code ^*CHAINS}: the lion, landing on any ring after the hurdle up to and including the
 *       next piece (an enemy, captured): Popeye's Rose Lion; with the prefix {@code c}, the
 *       capture over one screen of the Rao (Chinese Rose), whose moves are the Rose's;</li>
 *   <li>{@code xCHAINS}: the locust, capturing an enemy hurdle by landing on the empty ring right
 *       after it ({@link Move#DISPLACED_CAPTURE}): Popeye's Rose Locust.</li>
 * </ul>
 * A chain ends at the board's edge and before it comes back to the piece's square (the piece
 * stands there, so Popeye's circle stops on it). A square reached by several chains is one move.
 * Source: Popeye 4.104's rose hopper, rose lion, rao and rose locust (TESTS-pieces-21, -22,
 * BEISPIEL-hopper-17), whose circles are the Rose's chains.
 */
final class ChainHopperComponent extends Component {
    enum Kind { HOPPER, LION, LOCUST }

    private final Kind kind;
    private final ChainComponent chains;
    private final String notation;

    private ChainHopperComponent(Mode mode, Kind kind, ChainComponent chains, String notation) {
        super(mode);
        this.kind = kind;
        this.chains = chains;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader}: {@code ^}, {@code ^*} or {@code x} before a Coureur term. */
    static Component read(Mode mode, String term) {
        Kind kind;
        String rest;
        if (term.startsWith("^*")) { kind = Kind.LION; rest = term.substring(2); }
        else if (term.startsWith("^")) { kind = Kind.HOPPER; rest = term.substring(1); }
        else if (term.startsWith("x")) { kind = Kind.LOCUST; rest = term.substring(1); }
        else return null;
        if (rest.isEmpty() || rest.charAt(0) != '{' && rest.charAt(0) != '[') return null;
        if (kind == Kind.LOCUST && mode != Mode.MOVE_AND_CAPTURE)
            throw new IllegalArgumentException("a locust only captures: '" + term + "'");
        Component c = new CoureurTerm().read(Mode.MOVE_AND_CAPTURE, rest);
        return new ChainHopperComponent(kind == Kind.LOCUST ? Mode.CAPTURE_ONLY : mode, kind, (ChainComponent) c,
                Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int flip = side == Side.WHITE || chains.absolute() ? 1 : -1;
        return new BoundChainHopper(ChainComponent.tabulate(g, chains.shapes(), flip), kind, mode);
    }

    private static final class BoundChainHopper extends Bound {
        private final int[][][] chains;
        private final Kind kind;
        private final boolean moves;
        private final boolean captures;

        BoundChainHopper(int[][][] chains, Kind kind, Mode mode) {
            this.chains = chains;
            this.kind = kind;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /** The index of the first occupied ring of the chain, or -1. */
        private static int hurdle(int[] squares, int[] chain) {
            for (int i = 0; i < chain.length; i++) if (squares[chain[i]] != Piece.EMPTY) return i;
            return -1;
        }

        private static int addOnce(int[] out, int start, int n, int move) {
            for (int i = start; i < n; i++) if (out[i] == move) return n;
            out[n] = move;
            return n + 1;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            for (int[] chain : chains[from]) {
                int h = hurdle(squares, chain);
                if (h < 0 || h + 1 >= chain.length) continue;
                switch (kind) {
                    case LOCUST -> {
                        int victim = chain[h], to = chain[h + 1];
                        if (Piece.side(squares[victim]) != us && squares[to] == Piece.EMPTY)
                            n = addOnce(out, start, n, Move.displacedCapture(from, victim, to));
                    }
                    case HOPPER -> {
                        int to = chain[h + 1];
                        int p = squares[to];
                        if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us)
                            n = addOnce(out, start, n, Move.of(from, to));
                    }
                    case LION -> {
                        for (int i = h + 1; i < chain.length; i++) {
                            int to = chain[i];
                            int p = squares[to];
                            if (p == Piece.EMPTY) {
                                if (moves) n = addOnce(out, start, n, Move.of(from, to));
                            } else {
                                if (captures && Piece.side(p) != us) n = addOnce(out, start, n, Move.of(from, to));
                                break;
                            }
                        }
                    }
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            if (kind != Kind.LOCUST) return hurdle(board, from, target) >= 0;
            int[] squares = board.squares();
            for (int[] chain : chains[from]) {
                int h = hurdle(squares, chain);
                if (h >= 0 && h + 1 < chain.length && chain[h] == target && squares[chain[h + 1]] == Piece.EMPTY) return true;
            }
            return false;
        }

        @Override
        public int hurdle(BoardView board, int from, int to) {
            if (kind == Kind.LOCUST) return -1;
            int[] squares = board.squares();
            for (int[] chain : chains[from]) {
                int h = hurdle(squares, chain);
                if (h < 0) continue;
                int last = kind == Kind.HOPPER ? Math.min(h + 1, chain.length - 1) : chain.length - 1;
                for (int i = h + 1; i <= last; i++) {
                    if (chain[i] == to) return chain[h];
                    if (squares[chain[i]] != Piece.EMPTY) break;
                }
            }
            return -1;
        }
    }
}
