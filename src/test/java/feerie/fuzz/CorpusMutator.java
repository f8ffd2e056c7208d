package feerie.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Broken problem files made from good ones: tokens deleted, duplicated or swapped, numbers made
 * huge, squares put off the board, odd bytes inserted, the file cut short. The text is handled
 * as ISO-8859-1 so that every byte of the file (and every inserted byte) survives unchanged.
 *
 * <p>{@code main(seed, count, outDir, corpusDir...)} writes {@code count} mutated files (for
 * runs through the command line; FuzzTest uses the same mutations in-process).
 */
public final class CorpusMutator {
    private static final String[] HUGE = {"999999", "2147483647", "2147483648", "99999999999999999999", "0",
            "-1", "1000", "65536", "4294967296"};
    private static final String[] OFF_BOARD = {"i9", "z1", "a0", "p17", "a99", "q1", "h0", "a-1"};
    private static final String[] ODD = {"\u0000", "\u00ff", "\u00c3\u0028", "\u0007", "\u001b[0m", "\r", "\t\t",
            "\u00ef\u00bb\u00bf", "/", "=", ".", "[", "]{", "->", "#", "%"};

    /** Lines of the problem language with odd arguments (InputRobustnessTest combines them all). */
    private static final String[] ODD_LINES = {"option NoCastling a9", "option EnPassant d4d5d6", "option MaxSolutions 0",
            "option Threat 0", "option WhiteToPlay", "option Duplex HalfDuplex", "stipulation h#0", "stipulation hs#0",
            "condition Imitator i9", "twin rotate 45", "twin stipulation h#0", "twin condition Maximummer Circe",
            "option StartMoveNumber 1:2", "option CastlingMutuallyExclusive a1"};

    private final Random random;

    public CorpusMutator(long seed) {
        this.random = new Random(seed);
    }

    /** The .inp files of the folders that exist, in a fixed order. */
    public static List<Path> corpusFiles(Path... folders) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : folders) {
            if (Files.isDirectory(folder)) {
                try (Stream<Path> s = Files.list(folder)) {
                    files.addAll(s.filter(f -> f.toString().endsWith(".inp")).sorted().toList());
                }
            }
        }
        return files;
    }

    /** One to three mutations of the file's bytes. */
    public byte[] mutate(byte[] original) {
        String text = new String(original, StandardCharsets.ISO_8859_1);
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            text = mutateOnce(text);
        }
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private String mutateOnce(String text) {
        List<int[]> tokens = tokens(text);
        if (tokens.isEmpty()) {
            return text + ODD[random.nextInt(ODD.length)];
        }
        int[] a = tokens.get(random.nextInt(tokens.size()));
        String token = text.substring(a[0], a[1]);
        return switch (random.nextInt(9)) {
            case 0 -> text.substring(0, a[0]) + text.substring(a[1]);
            case 1 -> text.substring(0, a[1]) + " " + token + text.substring(a[1]);
            case 2 -> swapWithNext(text, tokens, tokens.indexOf(a));
            case 3 -> replace(text, a, token.replaceAll("\\d+", HUGE[random.nextInt(HUGE.length)]));
            case 4 -> replace(text, a, token.replaceAll("[a-pA-P]\\d{1,2}", OFF_BOARD[random.nextInt(OFF_BOARD.length)]));
            case 5 -> insert(text, ODD[random.nextInt(ODD.length)]);
            case 6 -> text.substring(0, random.nextInt(text.length() + 1));
            case 7 -> text.substring(0, a[0]) + "\n" + ODD_LINES[random.nextInt(ODD_LINES.length)] + "\n" + text.substring(a[0]);
            default -> insert(text, randomBytes());
        };
    }

    private String swapWithNext(String text, List<int[]> tokens, int i) {
        if (i + 1 >= tokens.size()) {
            return text;
        }
        int[] a = tokens.get(i);
        int[] b = tokens.get(i + 1);
        return text.substring(0, a[0]) + text.substring(b[0], b[1]) + text.substring(a[1], b[0])
                + text.substring(a[0], a[1]) + text.substring(b[1]);
    }

    private static String replace(String text, int[] at, String by) {
        return text.substring(0, at[0]) + by + text.substring(at[1]);
    }

    private String insert(String text, String what) {
        int at = random.nextInt(text.length() + 1);
        return text.substring(0, at) + what + text.substring(at);
    }

    private String randomBytes() {
        StringBuilder sb = new StringBuilder();
        int n = 1 + random.nextInt(12);
        for (int i = 0; i < n; i++) {
            sb.append((char) random.nextInt(256));
        }
        return sb.toString();
    }

    /** Start and end of each run of non-blank characters. */
    private static List<int[]> tokens(String text) {
        List<int[]> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(new int[] {start, i});
            }
        }
        return tokens;
    }

    /** Writes mutated files: arguments seed, count, output folder, corpus folders. */
    public static void main(String[] args) throws IOException {
        long seed = Long.parseLong(args[0]);
        int count = Integer.parseInt(args[1]);
        Path out = Path.of(args[2]);
        List<Path> sources = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            sources.addAll(corpusFiles(Path.of(args[i])));
        }
        Files.createDirectories(out);
        CorpusMutator mutator = new CorpusMutator(seed);
        Random pick = new Random(seed ^ 0x5DEECE66DL);
        for (int i = 0; i < count; i++) {
            Path source = sources.get(pick.nextInt(sources.size()));
            String name = String.format("m%04d-%s", i, source.getFileName());
            Files.write(out.resolve(name), mutator.mutate(Files.readAllBytes(source)));
        }
    }
}
