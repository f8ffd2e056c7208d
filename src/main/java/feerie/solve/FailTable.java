package feerie.solve;

/**
 * A lossy set of (position hash, remaining depth) pairs known to lead to no solution. A clash
 * can only overwrite an entry (losing a little pruning), never give a wrong answer, because the
 * whole key is compared.
 */
final class FailTable {
    private final long[] keys;
    private final int mask;

    FailTable(int bits) {
        keys = new long[1 << bits];
        mask = keys.length - 1;
    }

    private static long key(long hash, int depth) { return (hash ^ (depth * 0x9E3779B97F4A7C15L)) | 1; }

    boolean contains(long hash, int depth) {
        long k = key(hash, depth);
        return keys[(int) (k ^ k >>> 29) & mask] == k;
    }

    void add(long hash, int depth) {
        long k = key(hash, depth);
        keys[(int) (k ^ k >>> 29) & mask] = k;
    }
}
