package feerie.crosscheck;

import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import feerie.solve.Search;
import feerie.solve.Setup;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Judges a claimed solution against a problem's solution (Popeye's output format, as Féerie or
 * Popeye prints it): both are read by {@link ClaimReader}, replayed on the twin's position, and
 * compared move for move ({@link LineJudge} for help and series play, {@link BattleJudge} for
 * direct, self and reflex play). The claim's notation is the alphabet under which most of it
 * makes sense.
 */
public final class CrossCheck {
    /** The verdicts in claim order (the missing lines last) and the notation the claim was read in. */
    public record Report(List<Verdict> verdicts, Alphabet alphabet, boolean claimHasMoves) {
        /** Is the claim exactly the solution: everything confirmed, nothing missing (no verdict: neither has a move)? */
        public boolean exact() {
            return verdicts.stream().allMatch(v -> v.kind() == Verdict.Kind.CONFIRMED);
        }
    }

    private CrossCheck() {}

    /**
     * @param solutionText the problem's solution in Popeye's output format (in the problem's language)
     * @param claimText    the claim, in any notation
     * @param claimSource  the claim's name for errors ({@link ClaimException})
     */
    public static Report check(Problem problem, String solutionText, String claimText, String claimSource) {
        List<ClaimToken> claim = ClaimReader.read(claimText, claimSource);
        List<ClaimToken> solution = ClaimReader.read(solutionText, "solution");
        Alphabet solutionAlphabet = Alphabet.of(problem.language());
        Report best = null;
        boolean moves = claim.stream().anyMatch(t -> t instanceof ClaimToken.MoveToken);
        for (Alphabet a : candidates(claimText)) {
            Report r = new Report(judge(problem, claim, a, solution, solutionAlphabet), a, moves);
            if (best == null || score(r) > score(best)) best = r;
        }
        return best;
    }

    /** The alphabets in the order a tie goes: the notation the text's signs and letters suggest first. */
    private static List<Alphabet> candidates(String text) {
        List<Alphabet> order = new ArrayList<>(List.of(Alphabet.values()));
        String letters = text.replaceAll("[^A-Z\u00d7\u2260]", "");
        int glyphs = Figurines.count(text);
        order.sort(Comparator.comparingInt(a -> -hint(a, letters, glyphs)));
        return order;
    }

    private static int hint(Alphabet a, String letters, int glyphs) {
        return switch (a) {
            case FIGURINE -> glyphs;
            case SPANISH -> count(letters, "A");
            case DUTCH -> count(letters, "LP");
            case FRENCH -> count(letters, "FC\u00d7\u2260");
            case GERMAN -> count(letters, "LS");
            case SAN -> count(letters, "QN");
            case ENGLISH -> count(letters, "QS");
        };
    }

    private static int count(String text, String chars) {
        int n = 0;
        for (char c : text.toCharArray()) if (chars.indexOf(c) >= 0) n++;
        return n;
    }

    /** More confirmed lines first, then more moves read as legal, then fewer moves that could not be read. */
    private static int score(Report r) {
        int score = 0;
        for (Verdict v : r.verdicts()) {
            if (v.kind() == Verdict.Kind.CONFIRMED) score += 100_000;
            score += 100 * v.read();
            if (v.kind() == Verdict.Kind.REFUTED && (v.why().contains("is not a legal move") || v.why().contains("captures nothing"))) score--;
        }
        return score;
    }

    private static List<Verdict> judge(Problem problem, List<ClaimToken> claim, Alphabet alphabet,
                                       List<ClaimToken> solution, Alphabet solutionAlphabet) {
        Map<String, Setup> twins = TwinSetups.of(problem);
        String first = twins.keySet().iterator().next();
        // without twins, "a)", "b)" can only number the claimed solutions
        if (twins.size() == 1) claim = claim.stream().filter(t -> !(t instanceof ClaimToken.TwinLabel)).toList();
        List<Verdict> verdicts = new ArrayList<>();
        boolean battle = BattleJudge.handles(twins.get(first).stipulation().playType());
        if (battle) {
            BattleClaims.Trees claimed = BattleClaims.of(claim, first), solved = BattleClaims.of(solution, first);
            for (var e : twins.entrySet()) {
                String twin = e.getKey();
                Search search = ProblemSolver.searchFor(problem, e.getValue(), 0);
                BattleJudge judge = new BattleJudge(search, e.getValue().stipulation(), problem.options());
                verdicts.addAll(labelled(twin, judge.judge(inTwin(claimed, twin), alphabet, inTwin(solved, twin), solutionAlphabet)));
            }
        } else {
            List<ClaimedLine> claimed = ClaimedLine.of(claim, first), solved = ClaimedLine.of(solution, first);
            for (var e : twins.entrySet()) {
                String twin = e.getKey();
                Search search = ProblemSolver.searchFor(problem, e.getValue(), 0);
                LineJudge judge = new LineJudge(search, e.getValue().stipulation());
                verdicts.addAll(labelled(twin, judge.judge(inTwin(claimed, twin), alphabet, inTwin(solved, twin), solutionAlphabet)));
            }
        }
        for (String twin : twins.size() == 1 ? List.<String>of() : claimedTwins(claim)) {
            if (!twins.containsKey(twin)) verdicts.add(Verdict.refuted(twin + ")", "the problem has no twin " + twin + ")"));
        }
        return verdicts;
    }

    private static List<String> claimedTwins(List<ClaimToken> tokens) {
        List<String> out = new ArrayList<>();
        for (ClaimToken t : tokens) if (t instanceof ClaimToken.TwinLabel l && !out.contains(l.label())) out.add(l.label());
        return out;
    }

    /** With twins, each line is prefixed with its twin's label: "b) 1.Lh6-d2+ Ke1xd2 ...". */
    private static List<Verdict> labelled(String twin, List<Verdict> verdicts) {
        if (twin.isEmpty()) return verdicts;
        List<Verdict> out = new ArrayList<>();
        for (Verdict v : verdicts) out.add(new Verdict(v.kind(), twin + ") " + v.line(), v.why(), v.read()));
        return out;
    }

    private static List<ClaimedLine> inTwin(List<ClaimedLine> lines, String twin) {
        return lines.stream().filter(l -> l.twin().equals(twin)).toList();
    }

    private static BattleClaims.Trees inTwin(BattleClaims.Trees trees, String twin) {
        return new BattleClaims.Trees(trees.keys().stream().filter(k -> k.twin.equals(twin)).toList(),
                trees.setPlay().stream().filter(k -> k.twin.equals(twin)).toList());
    }
}
