package feerie.position;

/**
 * The effect journal: what fairy conditions did after the moves being played (a rebirth, a unit
 * moved aside, a change of type or colour, a castling right restored), one entry per elementary
 * effect, in preallocated parallel arrays. {@link Position#make} notes where each ply's effects
 * start; {@link Position#unmake} takes them back last first; the notation reads them to write
 * {@code [+bBf8]} or {@code [wSb1->g1]}. The hash follows every effect, so the solvers' tables see
 * them too.
 */
public final class Effects {
    /** The kinds of elementary effect. */
    public static final class Kind {
        private Kind() {}

        /** A unit appears on {@code square}. */
        public static final int ADD = 1;
        /** The unit {@code piece} on {@code square} disappears. */
        public static final int REMOVE = 2;
        /** The unit {@code piece} goes from {@code square} to {@code to}. */
        public static final int MOVE = 3;
        /** The unit {@code old} on {@code square} becomes {@code piece}. */
        public static final int CHANGE = 4;
        /** The unmoved flag of {@code square} becomes {@code piece} (1 or 0), was {@code old}. */
        public static final int UNMOVED = 5;
        /**
         * The mover passed through {@code square} on its way (MarsCirce captures from its rebirth
         * square, AntiMarsCirce moves from it: "Sg6-b1*d2"); the board does not change.
         */
        public static final int VIA = 6;
        /** The empty {@code square} becomes a hole (HaanerChess): no unit goes to it or over it. */
        public static final int BLOCK = 7;
        /**
         * A side's balance (BGL) becomes {@code piece}, was {@code old}; {@code square} is the
         * side, {@code to} is 1 when one balance serves both sides (written once).
         */
        public static final int BALANCE = 8;
        /** As {@link #REMOVE}, but the notation does not write it (another effect implies it). */
        public static final int REMOVE_QUIETLY = 9;
        /** {@code piece} goes below {@code square} (Circe Volcanic), which keeps its unit. */
        public static final int HIDE = 10;
        /** The unit {@code piece} on {@code square} goes below it (Circe Parachute), unwritten. */
        public static final int HIDE_FROM_BOARD = 11;
        /** The unit {@code piece} hidden below {@code square} comes up onto it. */
        public static final int UNHIDE = 12;
    }

    final int[] kind, square, to, piece, old;
    int top;

    Effects(int capacity) {
        kind = new int[capacity];
        square = new int[capacity];
        to = new int[capacity];
        piece = new int[capacity];
        old = new int[capacity];
    }

    void push(int k, int sq, int dest, int pc, int before) {
        int i = top++;
        kind[i] = k;
        square[i] = sq;
        to[i] = dest;
        piece[i] = pc;
        old[i] = before;
    }

    void copyInto(Effects c) {
        System.arraycopy(kind, 0, c.kind, 0, top);
        System.arraycopy(square, 0, c.square, 0, top);
        System.arraycopy(to, 0, c.to, 0, top);
        System.arraycopy(piece, 0, c.piece, 0, top);
        System.arraycopy(old, 0, c.old, 0, top);
        c.top = top;
    }

    /** The number of effects recorded (the journal's top). */
    public int top() { return top; }

    public int kind(int i) { return kind[i]; }

    public int square(int i) { return square[i]; }

    public int to(int i) { return to[i]; }

    public int piece(int i) { return piece[i]; }

    public int old(int i) { return old[i]; }
}
