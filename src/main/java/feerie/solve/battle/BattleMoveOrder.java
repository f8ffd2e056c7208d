package feerie.solve.battle;

import feerie.solve.Search;

/**
 * The order in which battle play tries moves: the move that decided last time at this length
 * first (killers, kept by {@link BattleSolver}), the attacker's checks first in direct play, the
 * defences that leave the attacker fewest replies first. Only the order changes, never which
 * moves are tried, so the decisions are the same in any order; the tree printed keeps Popeye's
 * order ({@link BattleTree}). Each solver (each thread) has its own, for its scratch.
 */
final class BattleMoveOrder {
    private final Search search;

    /**
     * Whether the defender's moves are ordered by the attacker's replies: under the plain rules,
     * and under fairy rules whose candidates are the generated moves ({@link #replies(int)} counts
     * them cheaply). Not where the candidates are a choice among the legal moves (Maximummer):
     * each count would test every move's legality, and there the order spares less (the s#
     * BEISPIEL-exklohne-48, Ohneschach and Maximummer: twice the nodes). Measured under
     * conditions: the #6 EXAMPLES-sbtype1-06 (SingleBox) 9 million attacker nodes without, 72,000
     * with; BEISPIEL-beamten-07 (#7, Circe) and BEISPIEL-madrasi-01 (#12) a third and a quarter;
     * the #8 BEISPIEL-castling-37 (BlackEdgeMover) four times as many, the exception.
     */
    private final boolean countReplies;

    BattleMoveOrder(Search search) {
        this.search = search;
        this.countReplies = search.rules == feerie.rules.Rules.ORTHODOX || !search.orthodox() && !search.rules.candidatesAreLegal();
    }

    /** Are the defences of play of two moves or more ordered by the attacker's replies? */
    boolean countsReplies() { return countReplies; }

    /** Per move of the defender being ordered: the attacker's replies (scratch, by index from the node's first move). */
    private int[] replies = new int[256];

    /**
     * Move ordering for a defender with the attacker keeping two moves or more: the defences that
     * leave the attacker the fewest moves first (a check, a block). A defence that refutes is
     * found among them as a rule, and proving it refutes is cheapest where the attacker has least
     * to try. Stable: defences with as many replies keep their order.
     */
    void fewestRepliesFirst(int top, int end) {
        var p = search.position;
        int[] st = search.stack;
        int count = end - top;
        if (replies.length < count) replies = new int[count * 2];
        for (int i = 0; i < count; i++) {
            int d = st[top + i];
            p.make(d);
            replies[i] = replies(end);
            p.unmake(d);
        }
        // insertion sort of the moves by their counts, both arrays together
        for (int i = 1; i < count; i++) {
            int d = st[top + i], c = replies[i], j = i - 1;
            while (j >= 0 && replies[j] > c) {
                st[top + j + 1] = st[top + j];
                replies[j + 1] = replies[j];
                j--;
            }
            st[top + j + 1] = d;
            replies[j + 1] = c;
        }
    }

    /**
     * The attacker's replies, counted for the order of the defences: his legal moves under the
     * plain rules (the orthodox shortcuts, the lines' legality tests); under fairy rules his legal
     * moves when he is in check (a check leaves few) and his generated moves when he is not (most
     * are legal then, and playing each to test it would cost more than the order spares).
     */
    private int replies(int top) {
        if (search.rules == feerie.rules.Rules.ORTHODOX || search.inCheck()) return search.legal(top) - top;
        return search.rules.candidateMoves(search.position, search.stack, top) - top;
    }

    /**
     * Move ordering for the attacker of direct play: the checks first, in their order. A check
     * leaves the defender few replies, so it wins or fails quickly. In orthodox chess the check is
     * predicted; with fairy pieces under the plain rules each move is played and the defender's
     * check asked (BEISPIEL-elephant-03, a #6 with an Elephant). Not under conditions: there the
     * check test costs more than the order spares (BEISPIEL-madrasi-01, #12: 2.9 times the CPU).
     */
    void checksFirst(int top, int end) {
        var p = search.position;
        int[] st = search.stack;
        int enemyKing = p.king(Search.other(p.sideToMove()));
        boolean predict = search.orthodox();
        if (enemyKing < 0 || !predict && search.rules != feerie.rules.Rules.ORTHODOX) return;
        int k = top;
        for (int i = top; i < end; i++) {
            int m = st[i];
            boolean check;
            if (predict) {
                check = feerie.solve.OrthodoxChecks.givesCheck(p, search.orthodox, m, enemyKing);
            } else {
                p.make(m);
                check = search.inCheck();
                p.unmake(m);
            }
            if (!check) continue;
            // keep both parts in order: shift the non-checks between k and i up by one
            System.arraycopy(st, k, st, k + 1, i - k);
            st[k++] = m;
        }
    }

    /** Move ordering: brings {@code move}, if it is among the moves, to the front. */
    void tryFirst(int move, int top, int end) {
        int[] st = search.stack;
        for (int i = top + 1; i < end; i++) {
            if (st[i] == move) {
                st[i] = st[top];
                st[top] = move;
                return;
            }
        }
    }

}
