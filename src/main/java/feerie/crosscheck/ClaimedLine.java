package feerie.crosscheck;

import java.util.ArrayList;
import java.util.List;

/**
 * One claimed line of help or series play (or any play read as a sequence of half-moves): its
 * twin ("" without twins), whether it starts with the second side ("1..."), its moves, and its
 * text as the claim wrote it.
 */
public record ClaimedLine(String twin, boolean secondSideFirst, List<ClaimedMove> moves, String text, int line) {
    /**
     * The lines of a claim: a new one starts at every move number 1 ("1." or "1...") and at a
     * twin's label; lines without a label belong to {@code firstTwin}.
     */
    public static List<ClaimedLine> of(List<ClaimToken> tokens, String firstTwin) {
        List<ClaimedLine> lines = new ArrayList<>();
        String twin = firstTwin;
        boolean second = false;
        List<ClaimedMove> moves = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int start = 0;
        // moves before the first move number are no solution ("White: Kc6 Qh1" above it)
        boolean numbered = false;
        for (ClaimToken t : tokens) {
            if (t instanceof ClaimToken.Number) numbered = true;
            if (t instanceof ClaimToken.MoveToken && !numbered) continue;
            boolean newLine = t instanceof ClaimToken.TwinLabel || t instanceof ClaimToken.Number n && n.n() == 1;
            if (newLine && !moves.isEmpty()) {
                lines.add(new ClaimedLine(twin, second, moves, text.toString().strip(), start));
                moves = new ArrayList<>();
                text.setLength(0);
            }
            if (t instanceof ClaimToken.TwinLabel l) {
                twin = l.label();
                second = false;
                text.setLength(0);
            } else if (t instanceof ClaimToken.Number n) {
                if (moves.isEmpty()) {
                    second = n.ellipsis();
                    start = n.line();
                    text.setLength(0);
                }
                text.append(' ').append(n.n()).append(n.ellipsis() ? "..." : ".");
            } else if (t instanceof ClaimToken.MoveToken m) {
                if (moves.isEmpty() && text.isEmpty()) start = m.line();
                boolean glued = text.length() > 0 && text.charAt(text.length() - 1) == '.';
                text.append(glued ? "" : " ").append(m.move().text());
                moves.add(m.move());
            }
        }
        if (!moves.isEmpty()) lines.add(new ClaimedLine(twin, second, moves, text.toString().strip(), start));
        return lines;
    }
}
