package feerie.batch;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Shard k of n of a collection ({@code --shard k/n}): the problems whose identity (see
 * {@link feerie.verify.ProblemKeys}) hashes to k-1 modulo n. The hash is SHA-1 of the identity,
 * fixed by its definition, so a problem lands in the same shard on every machine, in every JVM and
 * whatever the order in which the files are listed; the n shards together hold each problem once.
 *
 * @param k the shard, from 1
 * @param n the number of shards
 */
public record Shard(int k, int n) {
    public Shard {
        if (n < 1 || k < 1 || k > n) throw new IllegalArgumentException("shard " + k + "/" + n + ": need 1 <= k <= n");
    }

    /** "k/n", as given to {@code --shard}; a clear message for anything else. */
    public static Shard parse(String text) {
        String t = text.strip();
        int slash = t.indexOf('/');
        if (slash < 0) throw new IllegalArgumentException("'" + text + "' is not k/n (for example 2/8)");
        int k, n;
        try {
            k = Integer.parseInt(t.substring(0, slash).strip());
            n = Integer.parseInt(t.substring(slash + 1).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not k/n with whole numbers (for example 2/8)");
        }
        if (n < 1 || k < 1 || k > n) {
            throw new IllegalArgumentException("'" + text + "': the shard k must be between 1 and the number of shards n");
        }
        return new Shard(k, n);
    }

    /** Does the problem of this identity belong to this shard? */
    public boolean holds(String problemId) {
        return bucket(problemId, n) == k - 1;
    }

    /** The problem's shard minus one, in 0..n-1: the first 8 bytes of SHA-1 of its identity, unsigned, modulo n. */
    static int bucket(String problemId, int n) {
        byte[] d = sha1(problemId.getBytes(StandardCharsets.UTF_8));
        long h = 0;
        for (int i = 0; i < 8; i++) h = (h << 8) | (d[i] & 0xff);
        return (int) Long.remainderUnsigned(h, n);
    }

    private static byte[] sha1(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }

    @Override
    public String toString() {
        return k + "/" + n;
    }
}
