package feerie.solve;

/**
 * A lossy set of (position hash, remaining depth) pairs known to lead to no solution. A clash
 * can only push an entry out (losing a little pruning), never give a wrong answer, because the
 * whole key is compared. Two slots per bucket: a new key goes in front, the older one moves
 * behind it, so that a key is lost only after two newer ones came to its bucket.
 */
public final class FailTable {
    private final long[] keys;
    private final int mask;
    public final int bits;

    public FailTable(int bits) {
        this.bits = bits;
        keys = new long[1 << bits];
        mask = keys.length - 2;
    }

    /** Table size for a search of this many half-moves: small searches need no big table. */
    public static int bitsFor(int halfMoves) { return halfMoves >= 8 ? 24 : halfMoves >= 5 ? 22 : 18; }

    private static long key(long hash, int depth) { return (hash ^ (depth * 0x9E3779B97F4A7C15L)) | 1; }

    private int index(long k) { return (int) (k ^ k >>> 29) & mask; }

    public boolean contains(long hash, int depth) {
        long k = key(hash, depth);
        int i = index(k);
        return keys[i] == k || keys[i + 1] == k;
    }

    public void add(long hash, int depth) {
        long k = key(hash, depth);
        int i = index(k);
        if (keys[i] == k) return;
        keys[i + 1] = keys[i];
        keys[i] = k;
    }
}
