package feerie.rules;

import feerie.geometry.Geometry;
import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.position.Fen;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import java.util.Map;

/**
 * The orthodox rule set and its hooks. A variant is a subclass overriding a hook or two (see
 * {@code feerie.rules.variant}); the solvers only talk to this class.
 */
public class Rules {
    public static final Rules ORTHODOX = new Rules();

    /**
     * Is legality here the orthodox "the mover's royal piece is not attacked" ({@link #legalAfter}
     * not overridden)? Then, with no condition in the position, a move's legality can be asked
     * through {@link Position#kingAttackedAfterMove}, which looks only where the move changed the board.
     */
    private final boolean plainLegality = declaresLegality(getClass());

    private static boolean declaresLegality(Class<?> rules) {
        try {
            return rules.getMethod("legalAfter", Position.class, int.class).getDeclaringClass() == Rules.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** {@link #legalityShortcut}: no shortcut, every move is played and {@link #legalAfter} asked. */
    public static final int NO_SHORTCUT = -3;
    /** {@link #legalityShortcut}: not in check, each move played and {@link Position#kingAttackedAfterMove} asked. */
    public static final int NOT_IN_CHECK = -2;
    /** {@link #legalityShortcut}: not in check and the lines decide, {@link Position#exposesKing} answers first. */
    public static final int NOT_IN_CHECK_LINES = -1;

    /**
     * How the legality of the moves of the side to move can be told from the lines a move changes:
     * with orthodox legality and no condition, {@link #NOT_IN_CHECK} or {@link #NOT_IN_CHECK_LINES}
     * when that side is not in check, or when it is in check along a line, that line
     * ({@link Position#lineCheck}: moves that do not interpose or capture there stay in check,
     * {@link Position#keepsLineCheck}); else {@link #NO_SHORTCUT}. Costs an attack test.
     */
    public final int legalityShortcut(Position p) {
        if (!plainLegality || p.conditions() != null) return NO_SHORTCUT;
        int us = p.sideToMove();
        if (!p.kingAttacked(us)) return p.linesDecide(us ^ 1) ? NOT_IN_CHECK_LINES : NOT_IN_CHECK;
        int line = p.lineCheck(us);
        return line >= 0 ? line : NO_SHORTCUT;
    }

    /**
     * Is {@code move} legal, {@code shortcut} being {@link #legalityShortcut} of the position
     * before it? Plays the move only when the lines cannot tell.
     */
    public final boolean legal(Position p, int move, int shortcut) {
        int us = p.sideToMove();
        if (shortcut == NOT_IN_CHECK_LINES) {
            int exposes = p.exposesKing(move);
            if (exposes >= 0) return exposes == 0;
        } else if (shortcut >= 0 && p.keepsLineCheck(move, shortcut)) {
            return false;
        }
        p.make(move);
        boolean ok = shortcut == NOT_IN_CHECK || shortcut == NOT_IN_CHECK_LINES ? !p.kingAttackedAfterMove(us) : legalAfter(p, us);
        p.unmake(move);
        return ok;
    }

    public String name() { return "orthodox"; }

    /**
     * Hook: may one instance serve searches on several threads at once? True when the rules keep
     * no state of their own that a search changes (what a search changes lives in the position).
     */
    public boolean sharedByThreads() { return true; }

    // ---- the declaration: board, pieces, start array ------------------------------------------

    /** The board this rule set is played on, or null when any size will do (orthodox problems). */
    public Geometry geometry() { return null; }

    /** FEN letters (lower case) to catalogue ids. */
    public Map<Character, String> fenLetters() { return Fen.ORTHODOX_LETTERS; }

    /** The start array in FEN. */
    public String startFen() { return Fen.START; }

    /**
     * Hook: fixes on a freshly read position what the rule set decides rather than the FEN:
     * promotion types, castling, en passant, first-move flags.
     */
    public void prepare(Position p) {}

    /** Reads a FEN (null: the start array) with this rule set's letters and prepares it. */
    public final Position position(String fen) {
        Position p = Fen.parse(fen != null ? fen : startFen(), fenLetters(), Catalogue.standard());
        Geometry g = geometry();
        if (g != null && p.geometry != g)
            throw new Fen.FenException(name() + " is played on " + g + ", not " + p.geometry);
        prepare(p);
        return p;
    }

    // ---- play -------------------------------------------------------------------------------------

    /**
     * Hook: is the position after {@code mover}'s move legal? Orthodox: the mover's royal piece
     * is not attacked.
     */
    public boolean legalAfter(Position p, int mover) {
        return !p.inCheck(mover);
    }

    /**
     * Writes the legal moves of the side to move into {@code out} from index {@code n};
     * returns the new count.
     */
    public int legalMoves(Position p, int[] out, int n) {
        return keepLegal(p, out, n, MoveGenerator.generate(p, out, n));
    }

    /**
     * Keeps of the moves {@code out[n..end)} those {@link #legalAfter} allows, in their order;
     * returns the new end.
     */
    protected final int keepLegal(Position p, int[] out, int n, int end) {
        int kept = n;
        int shortcut = end > n ? legalityShortcut(p) : NO_SHORTCUT;
        for (int i = n; i < end; i++) {
            int m = out[i];
            if (legal(p, m, shortcut)) out[kept++] = m;
        }
        return kept;
    }

    /**
     * Hook: the moves a solver tries one at a time, testing each with {@link #legalAfter} (the
     * pseudo-legal moves). Rules that choose among the legal moves (a fairy condition's selection,
     * Maximummer) give the chosen ones instead, so that no solver can play a move they exclude.
     */
    public int candidateMoves(Position p, int[] out, int n) {
        return MoveGenerator.generate(p, out, n);
    }

    /**
     * Hook: may these rules' choice among the legal moves leave the side to move none at all here
     * (a super-transmuting king in check with no transmuting move)? Then whether it has a move is
     * asked of the chosen ones.
     */
    public boolean selectionMayLeaveNone(Position p) { return false; }

    /**
     * Are {@link #candidateMoves} the legal moves (a choice among them), found by testing each
     * move's legality? Then counting them costs as much as the legal moves do.
     */
    public boolean candidatesAreLegal() { return false; }

    /**
     * Hook: the rules by which the mate test counts the mated side's moves: these, unless a
     * condition binds only outside it (UltraSchachZwang).
     */
    public Rules mateTestRules() { return this; }

    /**
     * Hook: the rules by which the stalemate test counts the stalemated side's moves: these,
     * unless a condition binds only outside it (BlackChecks).
     */
    public Rules stalemateTestRules() { return this; }

    /** Hook: do these rules count the ways out of a check otherwise than as legal moves (a condition's MAFF)? */
    public boolean redefinesMate() { return false; }

    /** Hook: in check, has the side to move a way out of mate? Orthodox: a legal move by the mate test's rules. */
    public boolean escapesMate(Position p, int[] scratch, int n) { return mateTestRules().hasLegalMove(p, scratch, n); }

    /** Hook: do these rules count other positions as stalemate than a side not in check without a move? */
    public boolean redefinesStalemate() { return false; }

    /** Hook: with {@link #redefinesStalemate}, is the side to move stalemated in the rules' own way, in check or not? */
    public boolean stalematedOtherwise(Position p) { return false; }

    /** True if the side to move has at least one legal move. */
    public boolean hasLegalMove(Position p, int[] scratch, int n) {
        return legalMoves(p, scratch, n) > n;
    }

    /** Hook: has the game ended before any move (a variant's win), from the view of the side to move? */
    public boolean isTerminal(Position p) { return false; }

    /**
     * Hook: has {@code winner} won the game in this position, its opponent being to move? Orthodox:
     * the opponent is mated. Variants add their own wins (a stalemate, a race). {@code scratch}
     * from index {@code n} is free for move lists.
     */
    public boolean won(Position p, int winner, int[] scratch, int n) {
        return p.sideToMove() != winner && inCheck(p) && !hasLegalMove(p, scratch, n);
    }

    /** True when the side to move is in check (by the rule set's idea of check). */
    public boolean inCheck(Position p) { return p.inCheck(p.sideToMove()); }
}
