package feerie.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProgressTest {
    @Test
    void lineShowsDoneRateEtaAndCurrent() {
        // 20 solved in 10 s: 2 per second; 80 left: 40 s
        assertEquals("[20/100] 2.0/s, ETA 0:00:40, a/b.inp:3", Progress.line(20, 20, 100, 10_000_000_000L, "a/b.inp:3"));
        assertEquals("[0/5] 0.0/s, ETA ?", Progress.line(0, 0, 5, 1_000_000_000L, ""));
        assertEquals("1:01:01", Progress.clock(3661));
        assertTrue(Progress.line(1, 1, 2, 1, "x".repeat(200)).length() <= 79);
    }
}
