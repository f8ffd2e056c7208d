package feerie.crosscheck;

import feerie.crosscheck.ClaimToken.Keyword;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a claimed solution into tokens, whatever its notation: WinChloe's and French long
 * algebraic ("1.Tg8-g1 Rd4×e4 2.Dd1-d3≠"), English or German short algebraic ("1.Rg8! Kd4
 * 2.Qe3#", "1.Tg8! Kd4 2.De3#"), figurine algebraic ("1.♖g8! ♚d4 2.♕e3#"), Popeye's output ("1.Th8-g8 0-0-0   2.Tg8-f8 Th1-e1 #"). The
 * piece letters are kept as written: which notation they belong to is settled later by replaying
 * the moves ({@link Alphabet}). A whole Popeye output is accepted: its header and diagram are
 * skipped, as are words that are neither moves nor signs (authors, sources, comments).
 */
public final class ClaimReader {
    private static final Pattern BOARD_BORDER = Pattern.compile("^\\+-+a-.*-\\+\\s*$");
    private static final Pattern TWIN_LABEL = Pattern.compile("^\\s*\\+?([a-y]|z\\d+)\\)(\\s.*)?$");
    private static final Pattern NUMBER = Pattern.compile("(\\d+)\\.(\\s*(?:\\.\\.\\.?|\u2026))?");
    private static final Pattern PASS = Pattern.compile("\\.\\.\\.?|\u2026");
    private static final String SUFFIX = "(?<suffix>(?:\\s?e\\.p\\.|\\s?ep\\.?(?![A-Za-z0-9]))?[+#=\u2260\u2021]*)";
    private static final String END = "(?![A-Za-z0-9])";
    private static final Pattern CASTLING = Pattern.compile("(?<rooks>[0O]-[0O](?:-[0O])?)(?:=[a-z]{1,2}" + END + ")?" + SUFFIX + END);
    private static final Pattern MOVE = Pattern.compile(
            "(?<prefix>[a-z]{1,3}(?=[A-Z]))?(?<piece>" + Figurines.GLYPH + "|[A-Z][A-Z]?)?(?<ff>[a-p])?(?<fr>1[0-6]|[1-9])?(?<sep>[-x\u00d7:*])?"
            + "(?<to>[a-p](?:1[0-6]|[1-9]))(?<promo>(?:=|/)?\\(?(?:" + Figurines.GLYPH + "|[a-z]{0,3}[A-Z][A-Z]?)\\)?)?(?:=[a-z]{1,2}" + END + ")?"
            + SUFFIX + END);
    private static final Pattern SIGNS = Pattern.compile("(?:[+#=\u2260\u2021]+|e\\.p\\.|ep)" + END);
    private static final Pattern MARKS = Pattern.compile("[!?]+");
    private static final Map<String, Keyword.Kind> KEYWORDS = Map.ofEntries(
            Map.entry("threat", Keyword.Kind.THREAT), Map.entry("drohung", Keyword.Kind.THREAT),
            Map.entry("menace", Keyword.Kind.THREAT), Map.entry("but", Keyword.Kind.BUT),
            Map.entry("aber", Keyword.Kind.BUT), Map.entry("mais", Keyword.Kind.BUT),
            Map.entry("zugzwang", Keyword.Kind.ZUGZWANG), Map.entry("zz", Keyword.Kind.ZUGZWANG));

    private ClaimReader() {}

    /** The tokens of a claim; {@code source} names it in errors ({@code file:line}). */
    public static List<ClaimToken> read(String text, String source) {
        String[] lines = text.replace("\r", "").split("\n", -1);
        int start = solutionStart(lines);
        List<ClaimToken> tokens = new ArrayList<>();
        for (int i = start; i < lines.length; i++) readLine(lines[i], i + 1, source, tokens);
        return tokens;
    }

    /** After a Popeye diagram: the line after its captions (they run up to the first blank line); else 0. */
    private static int solutionStart(String[] lines) {
        int start = 0;
        for (int i = 0; i < lines.length; i++) if (BOARD_BORDER.matcher(lines[i]).matches()) start = i + 1;
        if (start > 0) while (start < lines.length && !lines[start].isBlank()) start++;
        return start;
    }

    /** Popeye's MoveNumbers progress ("  3  (Ta1*d1 )"): the first moves it tried, no claim. */
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\s*\\d+\\s+\\(.*\\).*");

    private static void readLine(String raw, int lineNo, String source, List<ClaimToken> out) {
        if (MOVE_NUMBER.matcher(raw).matches()) return;
        // what conditions did after a move ("[+bSb8]", "[e4=b]") is no part of the move
        // ("[2.Dd3-d4≠]" is a threat, as WinChloe may write it)
        String line = raw.replaceAll("\\[(?!\\s*\\d)[^\\]]*\\]", " ").replace('[', '(').replace(']', ')');
        Matcher label = TWIN_LABEL.matcher(line);
        int i = 0, n = line.length();
        if (label.matches()) {
            out.add(new ClaimToken.TwinLabel(label.group(1), lineNo));
            // "a) 1.Rg8 ..." is a solution; "b) +sLh6" (Popeye) describes the twin
            String rest = label.group(2) == null ? "" : label.group(2);
            if (!rest.strip().matches("\\d+\\..*")) return;
            i = label.start(2);
        }
        boolean wantMove = false, afterMove = false;
        while (i < n) {
            char c = line.charAt(i);
            if (c == ')') out.add(new Keyword(Keyword.Kind.CLOSE, lineNo));
            if (c == ';') out.add(new Keyword(Keyword.Kind.SEMICOLON, lineNo));
            if (Character.isWhitespace(c) || c == ',' || c == ';' || c == '(' || c == ')' || c == ':') {
                i++;
                continue;
            }
            Matcher m;
            if ((m = at(NUMBER, line, i)) != null && (i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1)))) {
                out.add(new ClaimToken.Number(Integer.parseInt(m.group(1)), m.group(2) != null, lineNo));
                wantMove = true;
                afterMove = false;
            } else if ((m = at(CASTLING, line, i)) != null) {
                int side = m.group("rooks").length() > 3 ? ClaimedMove.QUEENSIDE : ClaimedMove.KINGSIDE;
                out.add(new ClaimToken.MoveToken(new ClaimedMove(m.group(), lineNo, "", "", (char) 0, 0, "", false, side, "",
                        signs(m.group("suffix")))));
                wantMove = false;
                afterMove = true;
            } else if ((m = at(MOVE, line, i)) != null && (i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1)))) {
                out.add(new ClaimToken.MoveToken(move(m, lineNo)));
                wantMove = false;
                afterMove = true;
            } else if ((m = at(PASS, line, i)) != null) {
                // "1...  ...  2.": a side that passes; nothing to read
            } else if ((m = at(SIGNS, line, i)) != null) {
                // Popeye writes the goal apart from the move ("Th1-e1 #")
                if (afterMove && out.get(out.size() - 1) instanceof ClaimToken.MoveToken t)
                    out.set(out.size() - 1, new ClaimToken.MoveToken(t.move().withSuffix(signs(m.group()))));
            } else if ((m = at(MARKS, line, i)) != null) {
                out.add(new ClaimToken.Mark(m.group(), lineNo));
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(line.charAt(end))) end++;
                String word = line.substring(i, end);
                // after a move number, a word with letters and digits was meant as a move
                // (a hunter's code such as P/B is not read: no error for it)
                if (wantMove && word.matches(".*\\p{L}.*") && word.matches(".*\\d.*") && !word.contains("/"))
                    throw new ClaimException(source, lineNo, "not a move: " + word);
                wantMove = false;
                afterMove = false;
                Keyword.Kind kind = KEYWORDS.get(word.replaceAll("[^\\p{L}]", "").toLowerCase(Locale.ROOT));
                if (kind != null) out.add(new Keyword(kind, lineNo));
                i = end;
                continue;
            }
            i = m.end();
        }
    }

    private static Matcher at(Pattern p, String line, int i) {
        Matcher m = p.matcher(line);
        m.region(i, line.length());
        return m.lookingAt() ? m : null;
    }

    private static ClaimedMove move(Matcher m, int lineNo) {
        String ff = m.group("ff"), fr = m.group("fr"), sep = m.group("sep"), promo = m.group("promo");
        String promotion = promo == null ? "" : glyphOrLetters(promo.replaceAll("[=/()]", ""));
        String piece = m.group("piece") == null ? "" : glyphOrLetters(m.group("piece"));
        return new ClaimedMove(m.group().strip(), lineNo, m.group("prefix") == null ? "" : m.group("prefix"),
                piece, ff == null ? 0 : ff.charAt(0),
                fr == null ? 0 : Integer.parseInt(fr), m.group("to"), sep != null && !sep.equals("-"), 0, promotion,
                signs(m.group("suffix")));
    }

    /** A glyph stays as written (a pawn's names no piece); letters lose an attribute prefix ("nQ"). */
    private static String glyphOrLetters(String s) {
        String glyphCode = Figurines.code(s);
        if (glyphCode != null) return glyphCode.isEmpty() ? "" : s;
        return s.replaceAll("[^A-Z]", "");
    }

    /** The check and goal signs, "e.p." left out. */
    private static String signs(String s) {
        return s == null ? "" : s.replaceAll("e\\.p\\.|ep\\.?", "").strip();
    }
}
