package feerie.batch;

import feerie.verify.Verifier.Result;
import feerie.verify.Verifier.Verdict;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * The journal of a run ({@code --journal FILE}): one tab-separated line per finished problem,
 * appended and handed to the system at once, so that a crash or a kill loses only the problems that
 * were running. A rerun with the same journal takes the result of every problem already there
 * whose input hash is unchanged instead of solving it again.
 *
 * <p>Columns: identity, verdict, seconds, input SHA-1, problem (file:line), stipulation,
 * conditions, detail, diff (of a mismatch), and a CRC-32 of the line before it (so that a record cut short is
 * never taken for a whole one, even once a later run has ended its line); tabs, line breaks and backslashes inside a field are written {@code \t},
 * {@code \n}, {@code \r}, {@code \\}. Lines starting with '#' are comments. A line that is not a
 * whole record (the last line of a journal cut short by a crash) is ignored; when the same identity
 * appears more than once, the last record counts.
 */
public final class Journal implements Closeable {
    static final String HEADER = "#feerie-journal 1\tid\tverdict\tseconds\tinput-sha1\tproblem\tstipulation\tconditions\tdetail\tdiff\tcrc32";
    private static final int COLUMNS = 10;

    private final Map<String, Result> earlier;
    private final int ignoredLines;
    private final OutputStream out;

    private Journal(Map<String, Result> earlier, int ignoredLines, OutputStream out) {
        this.earlier = earlier;
        this.ignoredLines = ignoredLines;
        this.out = out;
    }

    /** The records of a journal file, by identity (the last record of each), in order of first appearance. */
    public static Contents read(Path file) throws IOException {
        Map<String, Result> records = new LinkedHashMap<>();
        int ignored = 0;
        // a last line without its line break is a record cut short: read line by line, one behind
        boolean cutShort = Files.size(file) > 0 && lastByte(file) != '\n';
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine();
            while (line != null) {
                String next = in.readLine();
                if (next == null && cutShort) {
                    ignored++;
                } else if (!line.isEmpty() && !line.startsWith("#")) {
                    Result r = parse(line);
                    if (r == null) ignored++;
                    else records.put(r.id(), r);
                }
                line = next;
            }
        }
        return new Contents(records, ignored);
    }

    /** What a journal file holds: its records by identity and the number of lines that were no record. */
    public record Contents(Map<String, Result> records, int ignoredLines) {}

    /**
     * Opens a journal to take earlier results from and to append to; a missing file is created with
     * a header. A last line cut short is closed with a line break first, so that the next record
     * starts on a line of its own.
     */
    public static Journal open(Path file) throws IOException {
        Contents contents = Files.exists(file) ? read(file) : new Contents(Map.of(), 0);
        if (file.toAbsolutePath().getParent() != null) Files.createDirectories(file.toAbsolutePath().getParent());
        long size = Files.exists(file) ? Files.size(file) : 0;
        boolean cutShort = size > 0 && lastByte(file) != '\n';
        OutputStream out = new FileOutputStream(file.toFile(), true);
        if (cutShort) out.write('\n');
        if (size == 0) out.write((HEADER + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        return new Journal(new LinkedHashMap<>(contents.records()), contents.ignoredLines(), out);
    }

    private static int lastByte(Path file) throws IOException {
        try (var ch = Files.newByteChannel(file)) {
            ch.position(ch.size() - 1);
            var b = java.nio.ByteBuffer.allocate(1);
            ch.read(b);
            return b.get(0);
        }
    }

    /** The earlier result of the problem if its input is unchanged, else null. */
    public synchronized Result earlier(String id, String inputHash) {
        Result r = earlier.get(id);
        return r != null && r.inputHash().equals(inputHash) ? r : null;
    }

    /** How many records the journal held when opened. */
    public synchronized int size() {
        return earlier.size();
    }

    /** Lines of the journal that were no whole record (ignored). */
    public int ignoredLines() {
        return ignoredLines;
    }

    /** Appends the record of a finished problem, as one write, at once. */
    public synchronized void append(Result r) throws IOException {
        out.write((format(r) + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /** The record of a result, without its line break. */
    static String format(Result r) {
        String record = String.join("\t", escape(r.id()), r.verdict().name(),
                String.format(Locale.ROOT, "%.3f", r.nanos() / 1e9), escape(r.inputHash()), escape(r.name()),
                escape(r.stipulation()), escape(r.conditions()), escape(r.detail()), escape(r.diff()));
        return record + "\t" + crc(record);
    }

    private static String crc(String record) {
        CRC32 crc = new CRC32();
        crc.update(record.getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }

    /** The result of a record, or null when the line is no whole record. */
    static Result parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != COLUMNS) return null;
        int lastTab = line.lastIndexOf('\t');
        if (!crc(line.substring(0, lastTab)).equals(f[COLUMNS - 1])) return null;
        try {
            Verdict v = Verdict.valueOf(f[1]);
            long nanos = Math.round(Double.parseDouble(f[2]) * 1e9);
            if (f[0].isEmpty() || nanos < 0) return null;
            return new Result(unescape(f[4]), v, unescape(f[7]), nanos, unescape(f[0]), unescape(f[3]),
                    unescape(f[5]), unescape(f[6]), unescape(f[8]));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\t' -> b.append("\\t");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    static String unescape(String s) {
        if (s.indexOf('\\') < 0) return s;
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                b.append(c);
                continue;
            }
            char e = s.charAt(++i);
            b.append(switch (e) {
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                default -> e;
            });
        }
        return b.toString();
    }
}
