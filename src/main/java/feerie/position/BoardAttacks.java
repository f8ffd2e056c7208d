package feerie.position;

import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;

/**
 * The attack and check questions on the board, the hot paths of legality: is a square attacked,
 * by whom, is a king in check, would a move expose one or give check. They read the fields of
 * the layers below directly; {@link Position} adds the making and unmaking of moves on top.
 * A condition that changes observation or check answers through the position's
 * {@link feerie.condition.ConditionSet}.
 */
abstract class BoardAttacks extends BoardEffects {
    BoardAttacks(PieceTable table) { super(table); }

    /** The position these questions are asked of: the one subclass (the conditions take a Position). */
    private Position self() { return (Position) this; }

    /** True when a piece of {@code by} could capture on {@code target} (kings: "is in check"). */
    public boolean isAttacked(int target, int by) {
        if (conditions != null && conditions.observation()) return conditions.attacked(self(), target, by);
        return isAttackedPlainly(target, by);
    }

    /** {@link #isAttacked} by the pieces' movements alone, no condition asked (the conditions' own base). */
    public boolean isAttackedPlainly(int target, int by) {
        int[] b = board;
        AttackLines lines = table.attackLines[by];
        int[][] chains = lines.squares[target];
        boolean[][][] attackers = lines.attackers[target];
        for (int j = 0; j < chains.length; j++) {
            int[] chain = chains[j];
            for (int k = 0; k < chain.length; k++) {
                int p = b[chain[k]];
                if (p != Piece.EMPTY) {
                    if (attackers[j][k][p]) return true;
                    break;
                }
            }
        }
        return fallbackAttacked(target, by);
    }

    /** The part of {@link #isAttackedPlainly} the merged lines cannot answer: the pieces with unprobed components. */
    private boolean fallbackAttacked(int target, int by) {
        int[] b = board;
        int[] codes = table.fallbackCodes[by];
        if (codes.length == 0) return false;
        if (count[2] != 0) return fallbackAttackedWithNeutrals(target, by);
        int[] squares = list[by];
        for (int i = 0; i < count[by]; i++) {
            int from = squares[i];
            int p = b[from];
            for (int k = 0; k < codes.length; k++) {
                if (codes[k] != p) continue;
                for (Component.Bound c : table.fallbackBounds[by][k]) if (c.attacks(this, from, target, by)) return true;
            }
        }
        return false;
    }

    /**
     * The squares of the units of {@code by} that observe {@code target} by their movements alone,
     * written into {@code out} from {@code n} (a unit may be written twice); returns the new end.
     * Not with neutral units on the board (conditions then find observers by generation).
     */
    public int observers(int target, int by, int[] out, int n) {
        int[] b = board;
        AttackLines lines = table.attackLines[by];
        int[][] chains = lines.squares[target];
        boolean[][][] attackers = lines.attackers[target];
        for (int j = 0; j < chains.length; j++) {
            int[] chain = chains[j];
            for (int k = 0; k < chain.length; k++) {
                int p = b[chain[k]];
                if (p != Piece.EMPTY) {
                    if (attackers[j][k][p]) out[n++] = chain[k];
                    break;
                }
            }
        }
        int[] codes = table.fallbackCodes[by];
        int[] squares = list[by];
        for (int i = 0; i < count[by] && codes.length > 0; i++) {
            int from = squares[i];
            int p = b[from];
            for (int k = 0; k < codes.length; k++) {
                if (codes[k] != p) continue;
                for (Component.Bound c : table.fallbackBounds[by][k]) {
                    if (c.attacks(this, from, target, by)) {
                        out[n++] = from;
                        break;
                    }
                }
            }
        }
        return n;
    }

    /**
     * The fallback attacks with neutral units on the board: a neutral target is seen as the other
     * side's for the moment, and neutral units attack for {@code by} as well.
     */
    private boolean fallbackAttackedWithNeutrals(int target, int by) {
        int t = board[target];
        boolean flip = t >= neutralFrom && (t & 1) == by;
        if (flip) board[target] = t ^ 1;
        try {
            int[] codes = table.fallbackCodes[by];
            for (int s : new int[] {by, 2}) {
                if (s == 2 && !table.neutralFallback[by]) continue;
                int[] squares = list[s];
                for (int i = 0; i < count[s]; i++) {
                    int from = squares[i];
                    int p = s == 2 ? (board[from] & ~1) | by : board[from];
                    for (int k = 0; k < codes.length; k++) {
                        if (codes[k] != p) continue;
                        for (Component.Bound c : table.fallbackBounds[by][k]) if (c.attacks(this, from, target, by)) return true;
                    }
                }
            }
            return false;
        } finally {
            if (flip) board[target] = t;
        }
    }

    /** Is {@code side} in check: its royal piece attacked, or what a fairy condition calls check (SAT)? */
    public boolean inCheck(int side) {
        if (conditions != null && conditions.redefinesCheck()) return conditions.inCheck(self(), side);
        return kingAttacked(side);
    }

    /**
     * Is the royal piece of {@code side} attacked after the last move, given that it was not
     * before it? The same answer as {@link #inCheck}, found with less work when it can be: with
     * no condition (or none that changes moves or attacks: {@link ConditionHooks#movesAsPlain})
     * and no neutral unit, a move that changed only its start and arrival squares
     * (no en passant, castling, exchange, displaced capture or recoloured hurdle) and did not move
     * that royal piece can only have changed the first occupied square of the royal square's
     * lines that pass one of those two squares; the other lines still end as they did, on no
     * attacker. The pieces that attack otherwise than along lines are asked as always.
     */
    public boolean kingAttackedAfterMove(int side) {
        int k = king[side];
        if (k < 0) return inCheck(side);
        if (conditions != null && !conditions.movesAsPlain() || neutralTypes || ply == 0) return inCheck(side);
        int p = ply - 1;
        int move = undoMove[p];
        int kind = Move.kind(move);
        if (kind != Move.NORMAL && kind != Move.DOUBLE_STEP && kind != Move.PROMOTION || undoRecolour[p] >= 0) return inCheck(side);
        int from = Move.from(move), to = Move.to(move);
        if (k == from || k == to || k == epVictim) return inCheck(side);
        int by = Side.opponent(side);
        int[] b = board;
        AttackLines lines = table.attackLines[by];
        int[][] chains = lines.squares[k];
        boolean[][][] attackers = lines.attackers[k];
        int[][] through = lines.through[k];
        for (int pass = 0; pass < 2; pass++) {
            int[] js = through[pass == 0 ? from : to];
            for (int j : js) {
                int[] chain = chains[j];
                for (int i = 0; i < chain.length; i++) {
                    int q = b[chain[i]];
                    if (q != Piece.EMPTY) {
                        if (attackers[j][i][q]) return true;
                        break;
                    }
                }
            }
        }
        return fallbackAttacked(k, by);
    }

    /**
     * Does {@code move} change the board on its start and arrival squares alone, its mover staying
     * the unit it was (no condition but such as {@link ConditionHooks#movesAsPlain}, no neutral unit, no en passant, castling, exchange, displaced
     * capture, hurdle recolouring; a promotion and a chameleon's change only with {@code sameUnit} false)?
     */
    private boolean changesTwoSquares(int move, boolean sameUnit) {
        if (conditions != null && !conditions.movesAsPlain() || neutralTypes) return false;
        int kind = Move.kind(move);
        if (kind != Move.NORMAL && kind != Move.DOUBLE_STEP && (sameUnit || kind != Move.PROMOTION)) return false;
        int mover = board[Move.from(move)];
        if ((table.attributes[mover] & Attributes.HURDLE_COLOUR_CHANGING) != 0) return false;
        return !sameUnit || table.chameleonNext[mover] == 0;
    }

    /**
     * The first unit met on line {@code j} of {@code target}'s lines for {@code by}, on the board
     * as {@code move} leaves it ({@code from} emptied, {@code arriving} on {@code to}): does it attack?
     */
    private boolean lineAttacksAfter(AttackLines lines, int target, int j, int from, int to, int arriving) {
        int[] chain = lines.squares[target][j];
        boolean[][] rings = lines.attackers[target][j];
        for (int i = 0; i < chain.length; i++) {
            int s = chain[i];
            int q = s == from ? Piece.EMPTY : s == to ? arriving : board[s];
            if (q != Piece.EMPTY) return rings[i][q];
        }
        return false;
    }

    /**
     * A line along which a unit of the opponent attacks the royal piece of {@code side}: its index
     * among the royal square's lines times 1024 plus the ring of the attacker; -1 when there is
     * none (or a condition or a neutral unit is in play). For {@link #keepsLineCheck}.
     */
    public int lineCheck(int side) {
        int k = king[side];
        if (k < 0 || conditions != null || neutralTypes) return -1;
        AttackLines lines = table.attackLines[side ^ 1];
        int[][] chains = lines.squares[k];
        for (int j = 0; j < chains.length; j++) {
            int[] chain = chains[j];
            for (int i = 0; i < chain.length; i++) {
                int q = board[chain[i]];
                if (q != Piece.EMPTY) {
                    if (lines.attackers[k][j][i][q]) return j * 1024 + i;
                    break;
                }
            }
        }
        return -1;
    }

    /**
     * The side to move in check along {@code check} ({@link #lineCheck}): does {@code move}
     * certainly leave its royal piece attacked? True for a move that changes its two squares alone,
     * is not the royal piece's own and arrives neither between the royal piece and the checking
     * unit nor on it: the checking unit still stands there, with nothing new between. False when
     * the move has to be played to tell.
     */
    public boolean keepsLineCheck(int move, int check) {
        int k = king[side];
        if (!changesTwoSquares(move, false)) return false;
        int from = Move.from(move), to = Move.to(move);
        if (from == k) return false;
        int[] chain = table.attackLines[side ^ 1].squares[k][check / 1024];
        for (int i = 0, ring = check % 1024; i <= ring; i++) if (chain[i] == to) return false;
        return true;
    }

    /**
     * Can attacks by {@code by} be told from the probed lines alone ({@link #exposesKing},
     * {@link #givesCheck})? No condition (or none that changes moves or attacks:
     * {@link ConditionHooks#movesAsPlain}), no neutral unit, and every unit of {@code by} on the
     * board attacks along lines (none with an unprobed component: a hopper, a bouncer...). Asked
     * once per position by the callers of those two.
     */
    public boolean linesDecide(int by) {
        if (conditions != null && !conditions.movesAsPlain() || neutralTypes) return false;
        int[] codes = table.fallbackCodes[by];
        if (codes.length == 0) return true;
        int[] squares = list[by];
        for (int i = 0, n = count[by]; i < n; i++) {
            int q = board[squares[i]];
            for (int c : codes) if (c == q) return false;
        }
        return true;
    }

    /**
     * Before {@code move} of the side to move, whose royal piece is not attacked now and whose
     * opponent's attacks the lines decide ({@link #linesDecide}): would the move leave it
     * attacked? 1 yes, 0 no, -1 when this cannot be told without playing the move
     * ({@link #kingAttackedAfterMove} then). Told for a move that changes the two squares
     * alone and is not the royal piece's own: then only the royal square's lines through the emptied start square can have opened
     * (the arrival square is filled by the side's own unit, which blocks).
     */
    public int exposesKing(int move) {
        int us = side;
        int k = king[us];
        if (k < 0 || !changesTwoSquares(move, false)) return -1;
        int from = Move.from(move), to = Move.to(move);
        int by = us ^ 1;
        if (k == from) return -1;
        AttackLines lines = table.attackLines[by];
        for (int j : lines.through[k][from]) if (lineAttacksAfter(lines, k, j, from, to, board[from])) return 1;
        return 0;
    }

    /**
     * Before {@code move} of the side to move, the enemy royal piece not attacked now and the
     * attacks of the side to move decided by the lines ({@link #linesDecide}): would the move
     * attack it? 1 yes, 0 no, -1 when this cannot be told without playing the move. Told for a
     * move that changes the two squares alone and keeps its unit: only the enemy royal square's lines through the start square
     * (opened) or the arrival square (the mover's own attack) can have changed.
     */
    public int givesCheck(int move) {
        int us = side;
        int them = us ^ 1;
        int k = king[them];
        if (k < 0 || !changesTwoSquares(move, true)) return -1;
        int from = Move.from(move), to = Move.to(move);
        if (k == to) return -1;
        AttackLines lines = table.attackLines[us];
        int mover = board[from];
        for (int j : lines.through[k][from]) if (lineAttacksAfter(lines, k, j, from, to, mover)) return 1;
        for (int j : lines.through[k][to]) if (lineAttacksAfter(lines, k, j, from, to, mover)) return 1;
        return 0;
    }

    /** Is the royal piece of {@code side} attacked (check in its plain sense, whatever conditions redefine it)? */
    public boolean kingAttacked(int side) {
        int k = king[side];
        if (k < 0) return false;
        if (isAttacked(k, Side.opponent(side))) return true;
        // a royal pawn that has just passed a square on a double step may be taken en passant there
        return k == epVictim && enPassantAttacked(Side.opponent(side));
    }

    /** True when a piece of {@code by} could capture en passant on this move's en passant square(s). */
    private boolean enPassantAttacked(int by) {
        int[] squares = list[by];
        for (int i = 0; i < count[by]; i++) {
            int from = squares[i];
            for (Component.Bound c : table.bound[board[from]]) {
                if (epSquare >= 0 && c.attacksEnPassant(this, from, epSquare, by)) return true;
                if (epSquare2 >= 0 && c.attacksEnPassant(this, from, epSquare2, by)) return true;
            }
        }
        return false;
    }
}
