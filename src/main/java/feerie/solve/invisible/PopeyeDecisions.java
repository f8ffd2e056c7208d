package feerie.solve.invisible;

import feerie.solve.PlayedMove;
import feerie.solve.PopeyeOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The moves Popeye 4.104 tries (and numbers, option MoveNumbers) at one point of a help play with
 * total invisibles, in its order, as the solver sees them. Popeye generates them on its own board:
 * the visible units and, where an invisible took, a stand-in of that side (it blocks, it can be
 * taken, it does not move); found in py 4.104's outputs and its source:
 * <ul>
 * <li>the visible units' pseudo-legal moves in Popeye's ordinary order (a move into check is
 * tried too), a pawn's capture onto an empty square where an invisible of the other side may
 * stand ("[+bTIf6]e5*f6") between its single step and its captures of units;</li>
 * <li>a castling whenever the king and its rook have not moved and the squares between are
 * empty, checks not looked at (a king castling out of check shows an invisible): the rook
 * visible, or an invisible one on an empty corner where no visible unit has been;</li>
 * <li>then the captures of the other side's visible units (kings excepted) by some invisible,
 * from h8 down to a1 ("TI~*c3"), and last the move of some invisible ("TI~-~").</li>
 * </ul>
 * Popeye does not try a move that would need more invisibles than there are ({@link
 * InvisibleLedger}); such moves are left out here too.
 */
final class PopeyeDecisions {
    private static final String LETTERS = " KQRBSP";

    /** What a decision does, for the ledger of invisibles. */
    enum Kind { VISIBLE, CASTLING_WITH_INVISIBLE, PAWN_TAKES_INVISIBLE, CAPTURE_BY_INVISIBLE, MOVE_BY_INVISIBLE }

    /** One decision: its text (as the search writes it, no revelation), its kind, the squares and unit. */
    record Decision(String text, Kind kind, int from, int to, int unit, boolean black) {}

    private PopeyeDecisions() {
    }

    /**
     * The decisions of the side {@code black} on {@code view}, the visible units and the stand-ins
     * (units of either side marked {@link Board#INVISIBLE}), in the order Popeye tries them.
     */
    static List<Decision> of(int[] view, boolean black, InvisibleLedger ledger) {
        List<Keyed> visible = new ArrayList<>();
        int side = black ? Board.BLACK : 0;
        int[] moves = new int[256];
        // ordinary moves of the visible units (no castling: that comes below)
        int[] board = view.clone();
        int n = Board.pseudoMoves(board, black, 0, moves);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            int from = Board.from(move), to = Board.to(move), unit = board[from];
            // a stand-in does not move; nobody takes a king (py 4.104 numbers no such move)
            if (Board.invisible(unit) || board[to] != 0 && Board.type(board[to]) == Board.KING && !Board.invisible(board[to])) continue;
            String text = text(board, move);
            visible.add(new Keyed(new Decision(text, Kind.VISIBLE, from, to, unit, black), order(board, move, false)));
        }
        // a pawn's capture of an invisible on an empty square
        boolean victims = ledger.placeableFor(!black);
        for (int sq = 0; sq < 64 && victims; sq++) {
            int unit = board[sq];
            if (unit == 0 || unit == Board.HOLE || (unit & Board.BLACK) != side || Board.invisible(unit) || Board.type(unit) != Board.PAWN)
                continue;
            int f = sq % 8, r = sq / 8 + (black ? -1 : 1);
            for (int df = -1; df <= 1; df += 2) {
                int to = Board.square(f + df, r);
                if (to < 0 || board[to] != 0 || ledger.taboo(to, !black)) continue;
                for (int promotion : r == 0 || r == 7 ? new int[] {Board.QUEEN, Board.KNIGHT, Board.ROOK, Board.BISHOP} : new int[] {0}) {
                    int move = sq | to << 6 | promotion << 12;
                    String text = "[+" + (black ? "w" : "b") + "TI" + Board.name(to) + "]" + Board.name(sq) + "*" + Board.name(to)
                            + (promotion != 0 ? "=" + LETTERS.charAt(promotion) : "");
                    visible.add(new Keyed(new Decision(text, Kind.PAWN_TAKES_INVISIBLE, sq, to, unit, black), order(board, move, true)));
                }
            }
        }
        castlings(board, black, ledger, visible);
        visible.sort((a, b) -> PopeyeOrder.moves().compare(a.order(), b.order()));
        List<Decision> result = new ArrayList<>();
        for (Keyed k : visible) result.add(k.decision());
        // captures by invisibles, then a move of some invisible: only as far as the invisibles go
        if (ledger.mayMoveInvisible(black)) {
            for (int sq = 63; sq >= 0; sq--) {
                int unit = board[sq];
                if (unit == 0 || unit == Board.HOLE || Board.invisible(unit) || Board.black(unit) == black || Board.type(unit) == Board.KING)
                    continue;
                result.add(new Decision("TI~*" + Board.name(sq), Kind.CAPTURE_BY_INVISIBLE, -1, sq, 0, black));
            }
            result.add(new Decision("TI~-~", Kind.MOVE_BY_INVISIBLE, -1, -1, 0, black));
        }
        return result;
    }

    /** A decision with its stand-in for Popeye's order of moves. */
    private record Keyed(Decision decision, PlayedMove order) {}

    /** Castlings as Popeye generates them under total invisibles: no look at checks. */
    private static void castlings(int[] board, boolean black, InvisibleLedger ledger, List<Keyed> out) {
        int home = black ? 60 : 4;
        int king = board[home];
        if (king == 0 || Board.invisible(king) || Board.black(king) != black || Board.type(king) != Board.KING || !ledger.kingMayCastle(black))
            return;
        for (int dir : new int[] {1, -1}) {
            int corner = dir > 0 ? home + 3 : home - 4;
            boolean empty = true;
            for (int sq = home + dir; sq != corner; sq += dir) if (board[sq] != 0) empty = false;
            if (!empty) continue;
            int rook = board[corner];
            boolean visibleRook = rook != 0 && !Board.invisible(rook) && Board.black(rook) == black && Board.type(rook) == Board.ROOK
                    && ledger.rookMayCastle(corner);
            boolean invisibleRook = rook == 0 && ledger.castlingPartner(corner, black);
            if (!visibleRook && !invisibleRook) continue;
            int move = home | (home + 2 * dir) << 6 | Board.CASTLING;
            Decision d = new Decision(dir > 0 ? "0-0" : "0-0-0", visibleRook ? Kind.VISIBLE : Kind.CASTLING_WITH_INVISIBLE,
                    home, home + 2 * dir, king, black);
            out.add(new Keyed(d, order(board, move, false)));
        }
    }

    /** A visible unit's move as the solver writes it (a stand-in taken: "Ra1*a5"). */
    private static String text(int[] board, int move) {
        int from = Board.from(move), to = Board.to(move), unit = board[from];
        int type = Board.type(unit);
        String promotion = Board.promotion(move) != 0 ? "=" + LETTERS.charAt(Board.promotion(move)) : "";
        String piece = type == Board.PAWN ? "" : String.valueOf(LETTERS.charAt(type));
        return piece + Board.name(from) + (board[to] != 0 ? "*" : "-") + Board.name(to) + promotion;
    }

    /** A stand-in of a visible move for Popeye's order of moves. */
    private static PlayedMove order(int[] board, int move, boolean capture) {
        int from = Board.from(move), to = Board.to(move), unit = board[from];
        String piece = Board.type(unit) == Board.PAWN ? "" : String.valueOf(LETTERS.charAt(Board.type(unit)));
        int castling = (move & Board.CASTLING) == 0 ? 0 : to > from ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE;
        String promotion = Board.promotion(move) != 0 ? String.valueOf(LETTERS.charAt(Board.promotion(move))) : null;
        return new PlayedMove(piece, Board.name(from), Board.name(to), capture || board[to] != 0, promotion, castling, false, "",
                0, 0, null, false);
    }
}
