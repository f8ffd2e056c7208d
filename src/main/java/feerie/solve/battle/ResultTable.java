package feerie.solve.battle;

/**
 * What is known of attacker-to-move positions: the shortest length proved to win and the longest
 * proved to fail. A position's entry is overwritten by another that hashes to the same slot;
 * that loses knowledge, never correctness, because the whole key is compared.
 */
final class ResultTable {
    private final long[] keys;
    private final byte[] win;   // 0: unknown; else the attacker wins in this many moves
    private final byte[] fail;  // 0: unknown; else the attacker fails in this many moves
    private final int mask;

    ResultTable(int bits) {
        keys = new long[1 << bits];
        win = new byte[1 << bits];
        fail = new byte[1 << bits];
        mask = keys.length - 1;
    }

    private int slot(long key) { return (int) (key ^ key >>> 31) & mask; }

    /** 1: proved win in n, -1: proved failure in n, 0: unknown. */
    int lookup(long key, int n) {
        int i = slot(key);
        if (keys[i] != key) return 0;
        if (win[i] != 0 && win[i] <= n) return 1;
        if (fail[i] != 0 && fail[i] >= n) return -1;
        return 0;
    }

    void store(long key, int n, boolean wins) {
        int i = slot(key);
        if (keys[i] != key) {
            keys[i] = key;
            win[i] = 0;
            fail[i] = 0;
        }
        if (wins) {
            if (win[i] == 0 || n < win[i]) win[i] = (byte) n;
        } else if (n > fail[i]) {
            fail[i] = (byte) n;
        }
    }
}
