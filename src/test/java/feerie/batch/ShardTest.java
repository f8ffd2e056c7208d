package feerie.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShardTest {
    /**
     * The buckets are fixed by the definition (first 8 bytes of SHA-1 of the identity, unsigned,
     * modulo n), not by this JVM: the expected values were computed with Python's hashlib
     * ({@code int.from_bytes(sha1(id).digest()[:8], 'big') % n}).
     */
    @Test
    void bucketIsTheSha1OfTheIdentity() {
        assertEquals(2, Shard.bucket("a/x.inp#1", 3));
        assertEquals(1, Shard.bucket("a/x.inp#1", 8));
        assertEquals(481, Shard.bucket("a/x.inp#1", 1000));
        assertEquals(0, Shard.bucket("problems/h.txt#2", 3));
        assertEquals(584, Shard.bucket("problems/h.txt#2", 1000));
        assertEquals(5, Shard.bucket("x.inp#1", 8));
        assertTrue(new Shard(3, 3).holds("a/x.inp#1"));
    }

    @Test
    void theShardsHoldEachIdentityOnce() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 300; i++) ids.add("dir" + i % 7 + "/p" + i + ".inp#" + (1 + i % 3));
        int[] sizes = new int[5];
        for (String id : ids) {
            int holders = 0;
            for (int k = 1; k <= 5; k++) {
                if (new Shard(k, 5).holds(id)) {
                    holders++;
                    sizes[k - 1]++;
                }
            }
            assertEquals(1, holders, id);
        }
        for (int s : sizes) assertTrue(s > 30 && s < 90, java.util.Arrays.toString(sizes));
    }

    @Test
    void parsesKOverN() {
        assertEquals(new Shard(2, 8), Shard.parse("2/8"));
        assertEquals(new Shard(1, 1), Shard.parse(" 1/1 "));
        for (String bad : new String[] {"0/3", "4/3", "3", "a/b", "1/0", "-1/2", "", "1/2/3"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
            assertTrue(e.getMessage().contains("k/n") || e.getMessage().contains("between 1"), e.getMessage());
        }
    }
}
