package feerie.solve.invisible;

import java.util.Arrays;

/**
 * A set of worlds, each a long (see {@link Worlds}): open addressing, no boxing, since a node of
 * the search may hold a few hundred thousand of them.
 */
final class WorldSet {
    private static final long FREE = Long.MIN_VALUE;
    private long[] slots = new long[16];
    private int size;

    WorldSet() {
        Arrays.fill(slots, FREE);
    }

    int size() { return size; }

    boolean add(long w) {
        if (2 * (size + 1) > slots.length) grow();
        int mask = slots.length - 1;
        for (int i = mix(w) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == FREE) {
                slots[i] = w;
                size++;
                return true;
            }
            if (slots[i] == w) return false;
        }
    }

    boolean contains(long w) {
        int mask = slots.length - 1;
        for (int i = mix(w) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == FREE) return false;
            if (slots[i] == w) return true;
        }
    }

    /** The worlds, in no particular order. */
    long[] toArray() {
        long[] out = new long[size];
        int n = 0;
        for (long s : slots) if (s != FREE) out[n++] = s;
        return out;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        Arrays.fill(slots, FREE);
        size = 0;
        for (long s : old) if (s != FREE) add(s);
    }

    private static int mix(long w) {
        long h = w * 0x9E3779B97F4A7C15L;
        return (int) (h ^ h >>> 29);
    }
}
