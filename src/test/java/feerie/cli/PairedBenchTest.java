package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PairedBenchTest {
    @Test
    void quantilesInterpolateBetweenSortedValues() {
        List<Double> ratios = List.of(1.20, 0.90, 1.00, 1.10);
        assertEquals(1.05, PairedBench.quantile(ratios, 0.5), 1e-9);
        assertEquals(0.975, PairedBench.quantile(ratios, 0.25), 1e-9);
        assertEquals(1.20, PairedBench.quantile(ratios, 1.0), 1e-9);
        assertEquals(0.90, PairedBench.quantile(ratios, 0.0), 1e-9);
    }
}
