package feerie.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import feerie.output.MoveNotation;
import feerie.solve.PopeyeOrder;
import feerie.solve.battle.BattleMove;
import feerie.solve.battle.BattleSolution;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Battle play (direct, self, reflex) as a JSON tree, in the order {@link feerie.output.BattleWriter}
 * prints it: set play, then keys and tries each with its threats, defences (variations) and, for
 * a try, refutations; a defence with the attacker's continuations. Post-key play is the root's
 * threats and defences, a defence that refutes marked as such.
 */
final class BattleJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final MoveJson moves;
    private final MoveNotation notation;

    BattleJson(MoveNotation notation) {
        this.notation = notation;
        this.moves = new MoveJson(notation);
    }

    ObjectNode of(BattleSolution s) {
        ObjectNode o = F.objectNode();
        o.put("type", "battle");
        if (s.postKey() != null) {
            BattleMove root = s.postKey();
            ObjectNode pk = o.putObject("postKey");
            follow(pk, root);
            ArrayNode threats = pk.putArray("threats");
            for (BattleMove t : root.threats()) threats.add(attack(t));
            List<BattleMove> defences = new ArrayList<>(root.replies());
            defences.addAll(root.refutations());
            defences.sort(Comparator.comparing(BattleMove::move, PopeyeOrder.moves()));
            ArrayNode d = pk.putArray("defences");
            for (BattleMove m : defences) {
                boolean refutes = root.refutations().contains(m);
                ObjectNode n = defence(refutes ? m.withMark("") : m);
                if (refutes) n.put("refutes", true);
                d.add(n);
            }
        }
        ArrayNode set = o.putArray("setPlay");
        if (s.postKey() == null) for (BattleMove d : s.setPlay()) set.add(defence(d));
        ArrayNode keys = o.putArray("keysAndTries");
        if (s.postKey() == null) for (BattleMove k : s.keysAndTries()) keys.add(attack(k));
        // Duplex: the half with Black attacking, as a battle solution of its own
        if (s.duplexHalf() != null) o.set("duplex", of(s.duplexHalf()));
        return o;
    }

    private ObjectNode attack(BattleMove a) {
        ObjectNode o = moves.of(a.move(), a.number(), a.number() + "." + notation.move(a.move()));
        if (a.mark().equals("!")) o.put("mark", "key");
        else if (a.mark().equals("?")) o.put("mark", "try");
        follow(o, a);
        if (!a.threats().isEmpty()) {
            ArrayNode t = o.putArray("threats");
            for (BattleMove m : a.threats()) t.add(attack(m));
        }
        if (!a.replies().isEmpty()) {
            ArrayNode d = o.putArray("defences");
            for (BattleMove m : a.replies()) d.add(defence(m));
        }
        if (!a.refutations().isEmpty()) {
            ArrayNode r = o.putArray("refutations");
            for (BattleMove m : a.refutations()) r.add(defence(m));
        }
        return o;
    }

    private ObjectNode defence(BattleMove d) {
        ObjectNode o = moves.of(d.move(), d.number(), d.number() + "..." + notation.move(d.move()));
        if (d.mark().equals("!")) o.put("mark", "refutation");
        else if (d.mark().equals("?")) o.put("mark", "try");
        if (!d.replies().isEmpty()) {
            ArrayNode c = o.putArray("continuations");
            for (BattleMove m : d.replies()) c.add(attack(m));
        }
        return o;
    }

    private static void follow(ObjectNode o, BattleMove a) {
        switch (a.follow()) {
            case THREAT -> o.put("follow", "threat");
            case ZUGZWANG -> o.put("follow", "zugzwang");
            default -> { }
        }
    }
}
