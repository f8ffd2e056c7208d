package feerie.solve.battle;

/**
 * What is known of attacker-to-move positions: the shortest length proved to win and the longest
 * proved to fail. A position's entry is overwritten by another that hashes to the same slot;
 * that loses knowledge, never correctness, because the whole key is compared. Only what the
 * search proved is stored, so the table decides nothing the search would not: it spares
 * searching again (the solution tree printed is the same with any size, or none).
 */
final class ResultTable {
    /** Bytes per entry: the key and the two lengths. */
    static final int ENTRY_BYTES = 12;
    /** Size in megabytes for the battle solvers made from now on; 0: none; negative: the default. */
    private static volatile int megabytes = -1;

    private final long[] keys;
    // lengths up to the reader's longest stipulation (#1000): a byte would wrap
    private final short[] win;   // 0: unknown; else the attacker wins in this many moves
    private final short[] fail;  // 0: unknown; else the attacker fails in this many moves
    private final int mask;

    ResultTable(int bits) {
        int size = bits < 0 ? 0 : 1 << bits;
        keys = new long[size];
        win = new short[size];
        fail = new short[size];
        mask = size - 1;
    }

    /**
     * Sets the size of the tables of the solvers made from now on (Popeye's hash table size,
     * its -maxmem): {@code mb} megabytes, 0 for no table, negative for the default.
     */
    static void setMegabytes(int mb) { megabytes = mb; }

    /** A table of the size set (the default: an eighth of the heap, at most 40 MB). */
    static ResultTable sized() {
        long bytes = megabytes >= 0 ? megabytes * (1L << 20) : Math.min(40L << 20, Runtime.getRuntime().maxMemory() / 8);
        long entries = bytes / ENTRY_BYTES;
        if (entries < 1) return new ResultTable(-1);
        int bits = Math.min(30, 63 - Long.numberOfLeadingZeros(entries));
        return new ResultTable(bits);
    }

    private int slot(long key) { return (int) (key ^ key >>> 31) & mask; }

    /** 1: proved win in n, -1: proved failure in n, 0: unknown. */
    int lookup(long key, int n) {
        if (mask < 0) return 0;
        int i = slot(key);
        if (keys[i] != key) return 0;
        if (win[i] != 0 && win[i] <= n) return 1;
        if (fail[i] != 0 && fail[i] >= n) return -1;
        return 0;
    }

    void store(long key, int n, boolean wins) {
        if (mask < 0) return;
        int i = slot(key);
        if (keys[i] != key) {
            keys[i] = key;
            win[i] = 0;
            fail[i] = 0;
        }
        if (wins) {
            if (win[i] == 0 || n < win[i]) win[i] = (short) n;
        } else if (n > fail[i]) {
            fail[i] = (short) n;
        }
    }
}
