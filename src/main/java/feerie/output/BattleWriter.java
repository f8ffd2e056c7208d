package feerie.output;

import feerie.solve.MoveNumberRange;
import feerie.solve.MoveNumbering;
import feerie.solve.PopeyeOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import feerie.problem.Language;
import feerie.solve.battle.BattleMove;
import feerie.solve.battle.BattleSolution;

/**
 * Battle play in Popeye's layout. Each move stands on its own line; the move number ends just
 * before a fixed column that depends on the depth: an attacker's n-th move has its dot in
 * column 8n-5 (the key: column 4), a defender's in column 8n-1 (columns counted from 0).
 * <pre>
 *    1.Rc6*c5 ! threat:
 *           2.Rh5-h8 #
 *       1...Kb8-a8
 *           2.Rc5-c8 #
 * </pre>
 */
public final class BattleWriter {
    private final MoveNotation notation;
    private final Language language;

    public BattleWriter(MoveNotation notation, Language language) {
        this.notation = notation;
        this.language = language;
    }

    /**
     * The solution part with Popeye's MoveNumbers lines: each first move's line, followed by the
     * key or try that it is ({@code numbered} null: without them), the moves {@code range} leaves
     * out not written.
     */
    public String body(BattleSolution solution, List<MoveNumbering.Numbered> numbered, MoveNumberRange range) {
        // Duplex: the second half (Black attacking) written after the first (EXAMPLES-mixhop-01)
        if (solution.duplexHalf() != null) return body(solution) + body(solution.duplexHalf());
        if (numbered == null || solution.postKey() != null || !solution.setPlay().isEmpty()) return body(solution);
        Map<String, List<BattleMove>> byFirst = new LinkedHashMap<>();
        for (MoveNumbering.Numbered m : numbered) byFirst.put(MoveNumbering.key(m.move()), new ArrayList<>());
        for (BattleMove key : solution.keysAndTries()) {
            List<BattleMove> keys = byFirst.get(MoveNumbering.key(key.move()));
            if (keys == null) return body(solution);
            keys.add(key);
        }
        StringBuilder b = new StringBuilder("\n");
        for (MoveNumbering.Numbered m : numbered) {
            if (range.skipsFirst(m.number())) continue;
            b.append(m.text(notation.move(m.move()))).append('\n');
            for (BattleMove key : byFirst.get(MoveNumbering.key(m.move()))) {
                attack(key, b);
                b.append('\n');
            }
        }
        return b.append('\n').toString();
    }

    /** The solution part (see {@link SolutionWriter#body}). */
    public String body(BattleSolution solution) {
        StringBuilder b = new StringBuilder("\n");
        if (solution.postKey() != null) {
            BattleMove root = solution.postKey();
            // a structured stipulation that starts with the defender numbers its moves from it
            shift = solution.postKeyShape().fromDefence() ? 1 : 0;
            // the defender in check: " +" in place of the blank line that opens the play (py 4.104)
            if (solution.postKeyShape().inCheck()) b.setLength(0);
            if (solution.postKeyShape().inCheck()) b.append(" +\n");
            // neither threat nor zugzwang (a selfmate in one): no line for it (py 4.104)
            if (!follow(root).isEmpty()) b.append(follow(root)).append('\n');
            // after the key there is no "but": a defence that refutes is a variation of its own,
            // with "refutes." where the continuation would be
            for (BattleMove t : root.threats()) attack(t, b);
            // variations and refutations together, in the order Popeye tries the defences
            List<BattleMove> defences = new ArrayList<>(root.replies());
            defences.addAll(root.refutations());
            defences.sort(Comparator.comparing(BattleMove::move, PopeyeOrder.moves()));
            for (BattleMove d : defences) {
                if (!root.refutations().contains(d)) {
                    defence(d, b);
                    continue;
                }
                // the refutation's line alone: "refutes." stands where its answers would (py 4.104
                // writes no reflexmate's forced "?!?" move under it)
                defenceLine(d.withMark(""), b);
                b.append(" ".repeat(8 - 4 * shift)).append(Vocabulary.refutes(language)).append('\n');
            }
            shift = 0;
            return b.append('\n').toString();
        }
        if (solution.setPlayAsked()) {
            for (BattleMove d : solution.setPlay()) defence(d, b);
            b.append('\n');
        }
        for (BattleMove key : solution.keysAndTries()) {
            attack(key, b);
            // the moves a reflexmate's attacker must play to the goal stand in one block (py 4.104)
            if (!key.mark().equals("?!?")) b.append('\n');
        }
        return b.append('\n').toString();
    }

    /**
     * Half-moves the post-key play is written earlier than Popeye's ordinary numbering counts
     * them: 1 for a structured stipulation that starts with the defender, whose "1..." is written
     * "1." and whose "2." is written "1...".
     */
    private int shift;

    private void attack(BattleMove a, StringBuilder b) {
        if (shift == 1) {
            // the attacker's n-th move stands where the defender's (n-1)-th would
            number(b, a.number() - 1, 8 * (a.number() - 1) - 1).append("...").append(notation.move(a.move()));
        } else {
            int dotColumn = a.number() == 1 ? 4 : 8 * a.number() - 5;
            number(b, a.number(), dotColumn).append('.').append(notation.move(a.move()));
        }
        if (!a.mark().isEmpty()) b.append(' ').append(a.mark());
        b.append(follow(a)).append('\n');
        children(a, b);
    }

    private void children(BattleMove a, StringBuilder b) {
        for (BattleMove t : a.threats()) attack(t, b);
        for (BattleMove d : a.replies()) defence(d, b);
        if (!a.refutations().isEmpty()) {
            b.append("    ").append(Vocabulary.but(language)).append('\n');
            for (BattleMove r : a.refutations()) defence(r, b);
        }
    }

    private void defence(BattleMove d, StringBuilder b) {
        defenceLine(d, b);
        for (BattleMove c : d.replies()) attack(c, b);
    }

    private void defenceLine(BattleMove d, StringBuilder b) {
        if (shift == 1) {
            // the defender's n-th move stands where the attacker's n-th would
            number(b, d.number(), d.number() == 1 ? 4 : 8 * d.number() - 5).append('.').append(notation.move(d.move()));
        } else {
            number(b, d.number(), 8 * d.number() - 1).append("...").append(notation.move(d.move()));
        }
        if (!d.mark().isEmpty()) b.append(' ').append(d.mark());
        b.append('\n');
    }

    private String follow(BattleMove a) {
        switch (a.follow()) {
            case THREAT: return Vocabulary.threat(language);
            case ZUGZWANG: return Vocabulary.zugzwang(language);
            default: return "";
        }
    }

    private static StringBuilder number(StringBuilder b, int number, int dotColumn) {
        String digits = Integer.toString(number);
        b.append(" ".repeat(Math.max(0, dotColumn - digits.length()))).append(digits);
        return b;
    }
}
