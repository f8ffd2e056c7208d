package feerie.verify;

import feerie.problem.ConditionSpec;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What identifies a problem of a collection across runs and machines: its file's path relative to
 * the folder named on the command line (never the absolute path, which differs from machine to
 * machine), its place in that file, and a hash of its own text (to see that it changed).
 */
public final class ProblemKeys {
    private ProblemKeys() {}

    /**
     * The file's path relative to the folder argument, with '/' whatever the system. A file named
     * itself is known by its path as given when that is relative (two x.inp of different folders
     * stay apart), else by its name (an absolute path differs from machine to machine).
     */
    public static String fileKey(Path file, Path argument) {
        Path abs = file.toAbsolutePath().normalize();
        Path arg = argument.toAbsolutePath().normalize();
        Path rel;
        if (!abs.equals(arg) && abs.startsWith(arg) && Files.isDirectory(arg)) rel = arg.relativize(abs);
        else if (!file.isAbsolute() && !file.normalize().toString().isEmpty() && !file.normalize().startsWith("..")) rel = file.normalize();
        else rel = abs.getFileName();
        List<String> parts = new ArrayList<>();
        for (Path part : rel) parts.add(part.toString());
        return String.join("/", parts);
    }

    /**
     * The text of each problem of a file: from the line where it starts up to the line before the
     * next one starts (the first from the top of the file, the last to its end), so that editing
     * one problem of a large file changes the hash of that problem only.
     */
    static List<String> spans(String text, List<ParseResult> parsed) {
        String[] lines = text.split("\n", -1);
        int[] starts = new int[parsed.size() + 1];
        for (int i = 0; i < parsed.size(); i++) {
            int line = i == 0 ? 1 : Math.max(starts[i - 1], lineOf(parsed.get(i)));
            starts[i] = Math.min(Math.max(line, 1), lines.length + 1);
        }
        starts[parsed.size()] = lines.length + 1;
        List<String> spans = new ArrayList<>();
        for (int i = 0; i < parsed.size(); i++) {
            StringBuilder b = new StringBuilder();
            for (int l = starts[i]; l < Math.max(starts[i], starts[i + 1]); l++) b.append(lines[l - 1]).append('\n');
            spans.add(b.toString());
        }
        return spans;
    }

    private static int lineOf(ParseResult r) {
        if (r instanceof Problem p) return p.line();
        if (r instanceof ProblemError e) return e.line();
        return 1;
    }

    /** The names of the problem's conditions, joined by ", ". */
    static String conditions(Problem p) {
        return p.conditions().stream().map(ConditionSpec::name).distinct().collect(Collectors.joining(", "));
    }

    /** SHA-1 of the text (UTF-8), in hex. */
    public static String sha1(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }
}
