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
        /** The unit {@code piece} captured on {@code square} waits there as a ghost (GhostChess). */
        public static final int GHOST_REMEMBERED = 9;
        /** The ghost number {@code to} ({@code piece} on {@code square}) is forgotten (summoned or preempted). */
        public static final int GHOST_FORGOTTEN = 10;
        /** As {@link #REMOVE}, but the notation does not write it (another effect implies it). */
        public static final int REMOVE_QUIETLY = 11;
        /**
         * {@code piece} goes below {@code square} (Circe Volcanic), which keeps its unit; {@code to}
         * is the square it came from when it moved there (AntiCirce's capturer), else {@code square};
         * {@code old} the pawn it was when it promoted there, else empty.
         */
        public static final int HIDE = 12;
        /** The unit {@code piece} on {@code square} goes below it (Circe Parachute), unwritten. */
        public static final int HIDE_FROM_BOARD = 13;
        /** The unit {@code piece} hidden below {@code square} comes up onto it. */
        public static final int UNHIDE = 14;
        /**
         * The units {@code piece} on {@code square} and {@code old} on {@code to} change places
         * (OscillatingKings), written {@code [Ke5<->Kc5]}.
         */
        public static final int EXCHANGE = 15;
        /** A side's condition flags ({@code square} is the side) become {@code piece}, were {@code old}; never written. */
        public static final int FLAGS = 16;
        /** The first {@code piece} imitators move by {@code to} (a difference of squares): {@code [Ic5]}. */
        public static final int IMITATORS_MOVED = 17;
        /** An imitator appears on {@code square}: {@code =I}. */
        public static final int IMITATOR_ADDED = 18;
    }

    /**
     * How the notation writes an effect (Popeye writes each condition's effects its own way). The
     * default, {@link #BRACKETED}, is the full form ({@code [+bBf8]}, {@code [e4=bB]}).
     */
    public static final class Style {
        private Style() {}

        /** The full form in brackets. */
        public static final int BRACKETED = 0;
        /** A change of colour right after the move, colour only: {@code Le4*d3=w} (Andernach). */
        public static final int COLOUR_INLINE = 1;
        /** A change of colour on a square: {@code [e4=w]} (Masand). */
        public static final int COLOUR_BRACKETED = 2;
        /** A change of walk right after the move, walk only: {@code Sb1-c3=B} (Einstein). */
        public static final int WALK_INLINE = 3;
        /** A change of walk on a square, walk only: {@code [e4=S]} (SingleBox type 2). */
        public static final int WALK_BRACKETED = 4;
        /** Not written. */
        public static final int SILENT = 5;
        /** A change of walk before the move, on the square: {@code [d8=L]Ld8-b6} (SingleBox type 3). */
        public static final int WALK_PREFIX = 7;
        /** The partner of a castling on any line, after a slash: {@code Kc2-e2/bPh2-d2} (CastlingChess). */
        public static final int PARTNER = 8;
        /** A change of the moved unit's colour, after the move, in brackets: {@code [=n]} (Anda). */
        public static final int COLOUR_BARE_BRACKETED = 9;
        /** AliceChess: the board a unit goes to, right after the move: {@code Ka1-a2B}. */
        public static final int BOARD = 10;
        /**
         * The new walk of a unit just moved by a {@link Kind#MOVE} effect, written between its arrow
         * and its square: {@code [bKe3->kBf8]} (AntiCirce Clone).
         */
        public static final int TRANSFERRED = 11;
        /** A change of walk and colour right after the move: {@code =wS}. */
        public static final int UNIT_INLINE = 6;
        /** A further step of the mover within its move, written {@code -e2} (SeriesCapture: {@code Bb1*c2-d1}). */
        public static final int STEP = 20;
        /** A further capture of the mover within its move, written {@code *d3} (SeriesCapture: {@code Bb1*c2*d3}). */
        public static final int STEP_CAPTURE = 21;
        /** A unit moved before the move, in the full form and before it: {@code [wKg1->e1]0-0} (AntiMarsCirce). */
        public static final int MOVE_PREFIX = 22;
        /**
         * The rook of a castling played as the make of a capture (Make&Take), which makes the move
         * written as that castling: {@code 0-0*e6}; not written itself.
         */
        public static final int CASTLING_AS_MAKE = 23;
    }

    final int[] kind, square, to, piece, old, style;
    /**
     * Was effect i made by a condition Popeye applies after its side changes ({@link #markLate}):
     * a Circe rebirth of the captured unit comes after MagicSquares' change, so a unit reborn on a
     * magic square keeps its colour (py 4.104), while AntiCirce's capturer, moved before it, changes.
     */
    final boolean[] late;
    int top;

    Effects(int capacity) {
        kind = new int[capacity];
        square = new int[capacity];
        to = new int[capacity];
        piece = new int[capacity];
        old = new int[capacity];
        style = new int[capacity];
        late = new boolean[capacity];
    }

    void push(int k, int sq, int dest, int pc, int before) { push(k, sq, dest, pc, before, Style.BRACKETED); }

    void push(int k, int sq, int dest, int pc, int before, int how) {
        int i = top++;
        style[i] = how;
        late[i] = false;
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
        System.arraycopy(style, 0, c.style, 0, top);
        System.arraycopy(late, 0, c.late, 0, top);
        c.top = top;
    }

    /** The number of effects recorded (the journal's top). */
    public int top() { return top; }

    public int kind(int i) { return kind[i]; }

    public int square(int i) { return square[i]; }

    public int to(int i) { return to[i]; }

    public int piece(int i) { return piece[i]; }

    public int old(int i) { return old[i]; }

    /** Marks the effects from {@code from} to the top as made after the side changes ({@link #late}). */
    public void markLate(int from) {
        for (int i = from; i < top; i++) late[i] = true;
    }

    /** Was effect i made after the side changes (see {@link #late})? */
    public boolean late(int i) { return late[i]; }

    /** How the notation writes effect i ({@link Style}). */
    public int style(int i) { return style[i]; }
}
