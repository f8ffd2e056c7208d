package feerie.solve.battle;

/**
 * What is known of attacker-to-move positions: the shortest length proved to win and the longest
 * proved to fail. A position's entry is overwritten by another that hashes to the same slot;
 * that loses knowledge, never correctness, because the whole key is compared. Only what the
 * search proved is stored, so the table decides nothing the search would not: it spares
 * searching again (the solution tree printed is the same with any size, or none).
 *
 * <p>Shared by the threads of one search without locks: an entry is two longs side by side, the
 * lengths and the key xor the lengths. A reader takes both and accepts the lengths only if they
 * give back its key, so two writers' halves mixed (or a half-written entry) are not taken for
 * knowledge; a lost update only loses knowledge, and every entry read is one some thread proved.
 */
final class ResultTable {
    /** Bytes per entry: the checked key and the two lengths. */
    static final int ENTRY_BYTES = 16;
    /** Size in megabytes for the battle solvers made from now on; 0: none; negative: the default. */
    private static volatile int megabytes = -1;

    /** The first size of a table that may grow, in entries (1 MB: zeroed in no time). */
    static final int FIRST_BITS = 16;
    /**
     * A growing table takes four times the entries each time: few growths (four from 1 MB to
     * 40 MB), since what the other threads store while one copies is lost.
     */
    static final int GROWTH_BITS = 2;

    /**
     * Entry i at 2i (the key xor the lengths) and 2i + 1 (the lengths: bits 0-15 the win, 16-31
     * the failure; 0 unknown). Lengths go up to the reader's longest stipulation (#1000). The
     * array and its mask travel together in one immutable object, replaced whole when the table
     * grows: a thread still working on the old one only loses what it stores there (knowledge,
     * never correctness), and the final fields publish the new one safely without a lock.
     */
    private static final class Slots {
        final long[] entries;
        final int mask;
        /** Grows when this many slots are filled. */
        final int growAt;

        Slots(int bits, int maxBits) {
            int size = bits < 0 ? 0 : 1 << bits;
            entries = new long[2 * size];
            mask = size - 1;
            growAt = bits < maxBits ? size / 4 * 3 : Integer.MAX_VALUE;
        }
    }

    private Slots slots;
    private final int maxBits;
    /** Slots filled in the current array; counted without a lock (an estimate is enough). */
    private int filled;

    /** A table of 2^bits entries at once (none when bits is negative). */
    ResultTable(int bits) { this(bits, bits); }

    private ResultTable(int firstBits, int maxBits) {
        this.maxBits = maxBits;
        slots = new Slots(firstBits, maxBits);
    }

    /** A table that starts at {@link #FIRST_BITS} and grows up to 2^maxBits entries. */
    static ResultTable growing(int maxBits) { return new ResultTable(Math.min(FIRST_BITS, maxBits), maxBits); }

    /** Entries the table holds now (a test's view). */
    int capacity() { return slots.mask + 1; }

    /**
     * Sets the size of the tables of the solvers made from now on (Popeye's hash table size,
     * its -maxmem): {@code mb} megabytes, 0 for no table, negative for the default.
     */
    static void setMegabytes(int mb) { megabytes = mb; }

    /** A table of the size set (the default: an eighth of the heap, at most 40 MB). */
    static ResultTable sized() { return sized(Integer.MAX_VALUE); }

    /**
     * The same for a stipulation of {@code moves} moves: by default no larger than such a search
     * can fill. A table is worth its zeroing only when positions come back; a one-mover's search
     * stores a handful of positions and a two-mover's a few thousand (one per key and defence),
     * where zeroing 40 MB was a fifth of a one-move problem's CPU (docs/performance.md,
     * "Start-up"). A size set by hand ({@code --hash}) is taken as it is.
     */
    static ResultTable sized(int moves) {
        long bytes = megabytes >= 0 ? megabytes * (1L << 20) : Math.min(40L << 20, Runtime.getRuntime().maxMemory() / 8);
        long entries = bytes / ENTRY_BYTES;
        if (entries < 1) return new ResultTable(-1);
        int bits = Math.min(29, 63 - Long.numberOfLeadingZeros(entries));
        if (megabytes < 0 && moves <= 2) bits = Math.min(bits, moves <= 1 ? SHORT_BITS - 6 : SHORT_BITS);
        // the whole table at once: a growing one cost deep battle problems three times the time
        // (EXAMPLES-blackchk-01, s#31 under BlackChecks: 9 s with the whole table, 27-36 s growing
        // from 1 MB; measured this session), more than zeroing 40 MB costs a short problem
        return new ResultTable(bits);
    }

    /**
     * Entries of a two-mover's table by default (4 MB): room for every key times every defence
     * of a crowded fairy position (200 by 200) with the slots a third full; a one-mover's has 2^6
     * times fewer.
     */
    static final int SHORT_BITS = 18;

    private static int slot(long key, int mask) { return (int) (key ^ key >>> 31) & mask; }

    /** The lengths stored for {@code key}, 0 if none (an empty slot reads as key 0 with nothing known). */
    private static long lengths(long[] entries, long key, int i) {
        long data = entries[2 * i + 1];
        return (entries[2 * i] ^ data) == key ? data : 0;
    }

    /** 1: proved win in n, -1: proved failure in n, 0: unknown. */
    int lookup(long key, int n) {
        Slots s = slots;
        if (s.mask < 0) return 0;
        long data = lengths(s.entries, key, slot(key, s.mask));
        int win = (int) (data & 0xffff), fail = (int) (data >>> 16 & 0xffff);
        if (win != 0 && win <= n) return 1;
        if (fail != 0 && fail >= n) return -1;
        return 0;
    }

    void store(long key, int n, boolean wins) {
        Slots s = slots;
        if (s.mask < 0) return;
        long[] entries = s.entries;
        int i = slot(key, s.mask);
        if (entries[2 * i + 1] == 0 && ++filled >= s.growAt) {
            grow(s);
            store(key, n, wins);
            return;
        }
        long data = lengths(entries, key, i);
        int win = (int) (data & 0xffff), fail = (int) (data >>> 16 & 0xffff);
        if (wins) {
            if (win == 0 || n < win) win = n;
        } else if (n > fail) {
            fail = n;
        }
        long stored = (long) fail << 16 | win;
        entries[2 * i + 1] = stored;
        entries[2 * i] = key ^ stored;
    }

    /** Grows the table, each entry kept (its key is the stored word xor the lengths). */
    private void grow(Slots old) {
        Slots s = new Slots(Math.min(maxBits, Integer.numberOfTrailingZeros(old.mask + 1) + GROWTH_BITS), maxBits);
        long[] from = old.entries, to = s.entries;
        int moved = 0;
        for (int i = 0; i < from.length; i += 2) {
            long data = from[i + 1];
            if (data == 0) continue;
            long key = from[i] ^ data;
            int j = slot(key, s.mask);
            to[2 * j] = from[i];
            to[2 * j + 1] = data;
            moved++;
        }
        filled = moved;
        slots = s;
    }
}
