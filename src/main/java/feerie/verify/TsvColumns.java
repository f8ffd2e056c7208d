package feerie.verify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one column of a tab-separated file with a header line (the corpus index and the bench
 * timings), by the names of its key column and its value column. A missing file gives an empty
 * map; rows too short for either column are skipped.
 */
public final class TsvColumns {
    private TsvColumns() {}

    /** key -> value, in file order. */
    public static Map<String, String> read(Path tsv, String keyColumn, String valueColumn) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        if (!Files.exists(tsv)) return out;
        List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
        if (lines.isEmpty()) return out;
        List<String> header = List.of(lines.get(0).split("\t", -1));
        int key = header.indexOf(keyColumn), value = header.indexOf(valueColumn);
        if (key < 0 || value < 0) throw new IOException(tsv + ": no column " + (key < 0 ? keyColumn : valueColumn));
        for (String line : lines.subList(1, lines.size())) {
            String[] cols = line.split("\t", -1);
            if (cols.length > Math.max(key, value)) out.put(cols[key], cols[value]);
        }
        return out;
    }
}
