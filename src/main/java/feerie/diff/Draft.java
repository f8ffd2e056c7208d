package feerie.diff;

import feerie.output.ConditionText;
import feerie.problem.Colour;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A problem being mutated, held as the parts a composer changes (units, stipulation, condition
 * lines, options, twin lines) and written back in Popeye's English input language. A corpus
 * problem may be German or abbreviated; once read into a draft it is plain English, so that every
 * mutation works on one spelling.
 */
final class Draft {
    final List<PieceSpec> units = new ArrayList<>();
    String stipulation;
    final List<String> conditions = new ArrayList<>();
    final Map<String, List<String>> options = new LinkedHashMap<>();
    final List<String> twins = new ArrayList<>();

    private Draft() {
    }

    /**
     * The draft of a problem as read, or null where the harness cannot write it back faithfully
     * (structured stipulations, proof games, pieces of its own, hunters, total invisibles, a zero
     * position).
     */
    static Draft of(Problem p) {
        if (p.stipulation() == null || p.stipulation().isStructured() || p.stipulation().isProofGame()) return null;
        if (!p.definitions().isEmpty() || p.totalInvisible() > 0 || p.zeroPosition()) return null;
        Draft d = new Draft();
        for (PieceSpec u : p.pieces()) {
            if (u.kind().contains("/")) return null;
            d.units.add(u);
        }
        d.stipulation = p.stipulation().toString();
        for (ConditionSpec c : p.conditions()) d.conditions.add(conditionLine(c, p.language()));
        p.options().asMap().forEach((k, v) -> d.options.put(k, new ArrayList<>(v)));
        for (Twin t : p.twins()) {
            String line = twinLine(t, p.language());
            if (line == null) return null;
            d.twins.add(line);
        }
        return d;
    }

    Draft copy() {
        Draft d = new Draft();
        d.units.addAll(units);
        d.stipulation = stipulation;
        d.conditions.addAll(conditions);
        options.forEach((k, v) -> d.options.put(k, new ArrayList<>(v)));
        d.twins.addAll(twins);
        return d;
    }

    /** The problem in Popeye's English input language, one command per line. */
    String text(String title) {
        StringBuilder b = new StringBuilder("begin\n");
        b.append("title ").append(title).append('\n');
        b.append("pieces ").append(unitList(units)).append('\n');
        b.append("stipulation ").append(stipulation).append('\n');
        for (String c : conditions) b.append("condition ").append(c).append('\n');
        if (!options.isEmpty()) {
            StringBuilder o = new StringBuilder();
            options.forEach((k, v) -> {
                o.append(o.length() == 0 ? "" : " ").append(k);
                // a list of squares is one word ("EnPassant f7f6f5"): Popeye reads one argument
                if (!v.isEmpty() && v.stream().allMatch(a -> a.matches("([a-p]\\d{1,2})+"))) o.append(' ').append(String.join("", v));
                else for (String a : v) o.append(' ').append(a);
            });
            b.append("option ").append(o).append('\n');
        }
        for (String t : twins) b.append("twin ").append(t).append('\n');
        return b.append("end\n").toString();
    }

    /** Units as a piece list: each unit with its own colour word and attributes. */
    static String unitList(List<PieceSpec> units) {
        StringBuilder b = new StringBuilder();
        for (PieceSpec u : units) {
            if (b.length() > 0) b.append(' ');
            b.append(colourWord(u.colour()));
            for (String a : u.attributes()) b.append(' ').append(a);
            b.append(' ').append(u.kind().toUpperCase(Locale.ROOT)).append(u.square());
        }
        return b.toString();
    }

    private static String colourWord(Colour c) {
        return switch (c) {
            case WHITE -> "white";
            case BLACK -> "black";
            case NEUTRAL -> "neutral";
        };
    }

    /**
     * A condition as English input: as Popeye writes it in English, with five differences.
     * ChameleonSequence, written as a chain ("Q->R->B->Q"), is read as a list of walks (already
     * in English codes); LastCapture's unit, which Popeye does not write, is part of the input;
     * squares written one by one ("Wormholes b4 f8") are read as one word ("b4f8"); MagicSquares'
     * Type2 comes after the squares.
     */
    static String conditionLine(ConditionSpec c, Language language) {
        if (c.name().equals("ChameleonSequence"))
            return c.name() + " " + String.join(" ", c.words()).toUpperCase(Locale.ROOT);
        // LastCapture: the colour, then the unit and its square as one word ("white bg4")
        if (c.name().equals("LastCapture") && !c.words().isEmpty())
            return c.name() + " " + c.words().get(0) + " " + String.join("", c.words().subList(1, c.words().size()));
        // KoeKo with a neighbourhood: written "S-KoeKo", read "KoeKo Neighbourhood S"
        if (c.name().equals("KoeKo")) return c.toString();
        // Sentinelles: Popeye writes its variants its own way ("ParaSentinelles  PionAdvers", "8/3 //10")
        if (c.name().equals("Sentinelles")) {
            StringBuilder b = new StringBuilder(c.name());
            for (String w : c.words()) {
                String e = feerie.condition.VariantWords.english(w);
                b.append(' ').append(e == null ? w : e);
            }
            return b.toString();
        }
        // BGL: Popeye writes the two budgets "4/13" or "-/29" but reads them as two words
        if (c.name().equals("BGL")) return ConditionText.of(c, Language.ENGLISH).replace('/', ' ');
        String text = ConditionText.of(c, Language.ENGLISH);
        // MagicSquares: Popeye writes "MagicSquares Type2 f8 g8" but reads the type after the
        // squares (before them it reads a MagicSquares without squares)
        if (text.startsWith("MagicSquares Type2 ")) text = text.replaceFirst(" Type2", "") + " Type2";
        StringBuilder b = new StringBuilder();
        boolean lastSquare = false;
        for (String w : text.split(" +")) {
            boolean square = w.matches("([a-h][1-8])+");
            if (b.length() > 0 && !(square && lastSquare)) b.append(' ');
            b.append(w);
            lastSquare = square;
        }
        return b.toString();
    }

    /** One twinning command in English, null for one the draft cannot write. */
    private static String command(TwinCommand c) {
        if (c instanceof TwinCommand.Move m) return "move " + m.from() + " " + m.to();
        if (c instanceof TwinCommand.Exchange e) return "exchange " + e.first() + " " + e.second();
        if (c instanceof TwinCommand.Remove r) return "remove " + String.join(" ", r.squares());
        if (c instanceof TwinCommand.Add a) return a.totalInvisible() > 0 ? null : "add " + unitList(a.pieces());
        if (c instanceof TwinCommand.Substitute s) return "substitute " + s.from() + " " + s.to();
        if (c instanceof TwinCommand.Rotate r) return "rotate " + r.degrees();
        if (c instanceof TwinCommand.Mirror m) return "mirror " + m.axis();
        if (c instanceof TwinCommand.Shift s) return "shift " + s.from() + " " + s.to();
        if (c instanceof TwinCommand.PolishType) return "PolishType";
        if (c instanceof TwinCommand.StipulationChange s)
            return s.stipulation().isStructured() ? null : "stipulation " + s.stipulation();
        return null;
    }

    /** A twin's commands in English, null for a command the draft cannot write. */
    private static String twinLine(Twin t, Language language) {
        List<String> parts = new ArrayList<>();
        if (t.continued()) parts.add("continued");
        for (TwinCommand c : t.commands()) {
            String s = c instanceof TwinCommand.ConditionChange cc
                    ? "condition " + String.join(" ", cc.conditions().stream().map(x -> conditionLine(x, language)).toList())
                    : command(c);
            if (s == null) return null;
            parts.add(s);
        }
        return String.join(" ", parts);
    }
}
