package feerie.perft;

import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Counts the leaf nodes of the legal move tree to a given depth: the standard check of a move
 * generator against published figures. Moves live in one preallocated stack; nothing is allocated
 * per node.
 */
public final class Perft {
    private final Position position;
    private final Rules rules;
    private final int[] stack = new int[1 << 20];

    public Perft(Position position, Rules rules) {
        this.position = position;
        this.rules = rules;
    }

    public long count(int depth) { return count(depth, 0); }

    private long count(int depth, int top) {
        if (depth == 0) return 1;
        if (rules.isTerminal(position)) return 0;
        int end = rules.legalMoves(position, stack, top);
        if (depth == 1) return end - top;
        long nodes = 0;
        for (int i = top; i < end; i++) {
            position.make(stack[i]);
            nodes += count(depth - 1, end);
            position.unmake(stack[i]);
        }
        return nodes;
    }

    /** The legal moves at the root, each with the count below it. */
    public interface DivideSink {
        void accept(int move, long nodes);
    }

    public long divide(int depth, DivideSink sink) {
        if (depth == 0) return 1;
        if (rules.isTerminal(position)) return 0;
        int end = rules.legalMoves(position, stack, 0);
        long total = 0;
        for (int i = 0; i < end; i++) {
            position.make(stack[i]);
            long nodes = count(depth - 1, end);
            position.unmake(stack[i]);
            sink.accept(stack[i], nodes);
            total += nodes;
        }
        return total;
    }
}
