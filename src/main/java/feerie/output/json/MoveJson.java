package feerie.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import feerie.output.MoveNotation;
import feerie.piece.Attributes;
import feerie.position.Effects;
import feerie.solve.EffectNote;
import feerie.solve.PlayedMove;
import java.util.List;
import java.util.Locale;

/**
 * One move as a JSON object: its number and side, its text as Popeye prints it, and the same
 * spelt out: the unit that moved, its squares, what it captured, what it promoted to, and the
 * effects fairy conditions had (rebirths, changes of colour or type, imitators), each with its
 * own notation. Pieces are Popeye's English codes in upper case ("P" a pawn, "S" a knight).
 * Fields that do not apply are left out (see docs/solution.schema.json).
 */
final class MoveJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final MoveNotation notation;

    MoveJson(MoveNotation notation) { this.notation = notation; }

    /**
     * @param number the move number Popeye prints (or would print) with it
     * @param text   the move as printed, with its number where Popeye writes one ("1.Qd4-f4 +", "Th1-f1")
     */
    ObjectNode of(PlayedMove m, int number, String text) {
        ObjectNode o = F.objectNode();
        o.put("number", number);
        if (m.side() != null) o.put("side", m.side());
        o.put("text", text);
        o.put("notation", notation.move(m));
        if (m.mover() != null) {
            o.put("piece", code(m.mover().piece()));
            o.put("colour", m.mover().colour());
            attributes(o, m.mover().attributes());
        }
        if (m.castling() != 0) {
            o.put("castling", m.castling() == PlayedMove.KINGSIDE ? "kingside" : "queenside");
        }
        // a castling's king squares are known as well (castling chess writes them)
        if (m.from() != null) o.put("from", m.from());
        if (m.to() != null) o.put("to", m.to());
        if (m.capture()) {
            ObjectNode c = o.putObject("capture");
            String square = m.captured() != null && m.captured().square() != null ? m.captured().square()
                    : m.captureSquare() != null ? m.captureSquare() : m.to();
            c.put("square", square);
            if (m.captured() != null) {
                c.put("piece", code(m.captured().piece()));
                c.put("colour", m.captured().colour());
                attributes(c, m.captured().attributes());
            }
        }
        if (m.enPassant()) o.put("enPassant", true);
        if (m.promotion() != null) {
            ObjectNode p = o.putObject("promotion");
            p.put("piece", code(m.promotion()));
            attributes(p, m.promotionAttributes() & ~Attributes.PROMOTED_CHAMELEON);
        }
        if (m.exchanged() != null) o.put("exchangedWith", code(m.exchanged()));
        if (m.recolourSquare() != null) {
            ObjectNode r = o.putObject("hurdleRecoloured");
            r.put("square", m.recolourSquare());
            r.put("colour", m.recolourWhite() ? "white" : "black");
        }
        if (m.halfNeutral() != 0) {
            o.put("halfNeutralBecomes", m.halfNeutral() == PlayedMove.TO_WHITE ? "white"
                    : m.halfNeutral() == PlayedMove.TO_BLACK ? "black" : "neutral");
        }
        String suffix = m.suffix() == null ? "" : m.suffix().trim();
        if (!suffix.isEmpty()) o.put("suffix", suffix);
        if (!m.effects().isEmpty()) {
            ArrayNode effects = o.putArray("effects");
            for (EffectNote e : m.effects()) effects.add(effect(e));
        }
        return o;
    }

    private ObjectNode effect(EffectNote e) {
        ObjectNode o = F.objectNode();
        o.put("kind", kind(e.kind()));
        o.put("text", notation.effect(e).trim());
        switch (e.kind()) {
            case Effects.Kind.VIA -> o.put("square", e.square());
            case Effects.Kind.BALANCE, Effects.Kind.IMITATORS_MOVED -> { }
            case Effects.Kind.IMITATOR_ADDED -> o.put("square", e.square());
            default -> {
                o.put("piece", code(e.piece()));
                o.put("colour", (e.attributes() & Attributes.NEUTRAL) != 0 ? "neutral" : e.white() ? "white" : "black");
                attributes(o, e.attributes() & ~Attributes.NEUTRAL);
                if (e.square() != null && !e.square().isEmpty()) o.put("square", e.square());
                if (e.to() != null) o.put("to", e.to());
                if (e.other() != null) o.put("exchangedWith", code(e.other()));
            }
        }
        return o;
    }

    /** The kind of an effect by name ({@link Effects.Kind}). */
    static String kind(int kind) {
        return switch (kind) {
            case Effects.Kind.ADD, Effects.Kind.UNHIDE -> "add";
            case Effects.Kind.REMOVE -> "remove";
            case Effects.Kind.MOVE -> "move";
            case Effects.Kind.CHANGE -> "change";
            case Effects.Kind.VIA -> "via";
            case Effects.Kind.BALANCE -> "balance";
            case Effects.Kind.HIDE -> "hide";
            case Effects.Kind.EXCHANGE -> "exchange";
            case Effects.Kind.IMITATORS_MOVED -> "imitatorsMoved";
            case Effects.Kind.IMITATOR_ADDED -> "imitatorAdded";
            default -> "other";
        };
    }

    /** Popeye's English code in upper case, a pawn "P" ("" stands for a pawn in the notation). */
    static String code(String english) {
        return english == null || english.isEmpty() ? "P" : english.toUpperCase(Locale.ROOT);
    }

    private static void attributes(ObjectNode o, int mask) {
        List<String> names = Attributes.names(mask);
        if (names.isEmpty()) return;
        ArrayNode a = o.putArray("attributes");
        names.forEach(a::add);
    }
}
