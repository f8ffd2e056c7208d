package feerie.output.json;

import com.fasterxml.jackson.databind.JsonNode;
import feerie.output.Vocabulary;
import feerie.problem.Language;
import feerie.problem.Problem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The move tokens of Popeye's text output of a solution: its words split at blanks, without the
 * lines that are not moves (twin headings, notices, the closing line) and the words that are not
 * moves (marks "!" and "?", "threat:", "zugzwang.", "but", "refutes.", a pass "1...  ...").
 */
final class TextTokens {
    private TextTokens() {}

    static List<String> moves(String solutionPart, Problem problem, JsonNode json) {
        Language l = problem.language();
        Set<String> skipLines = new HashSet<>(Set.of(Vocabulary.solutionFinished(l), Vocabulary.partialSolution(l),
                Vocabulary.zeroPosition(l).trim()));
        for (JsonNode twin : json.get("twins")) {
            // a heading may take several lines (a twin's conditions, each on its own)
            if (twin.has("heading")) for (String h : twin.get("heading").asText().split("\n")) skipLines.add(h.trim());
            twin.get("notices").forEach(n -> skipLines.add(n.asText().trim()));
        }
        Set<String> skipWords = Set.of("!", "?", "...", "1...", Vocabulary.threat(l).trim(), Vocabulary.zugzwang(l).trim(),
                Vocabulary.but(l).trim(), Vocabulary.refutes(l).trim());
        List<String> tokens = new ArrayList<>();
        for (String line : solutionPart.split("\n")) {
            String t = line.trim();
            if (t.isEmpty() || skipLines.contains(t)) continue;
            for (String w : t.split("\\s+")) if (!skipWords.contains(w)) tokens.add(w);
        }
        return tokens;
    }
}
