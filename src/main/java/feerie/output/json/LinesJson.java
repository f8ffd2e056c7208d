package feerie.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import feerie.output.LineWriter;
import feerie.output.MoveNotation;
import feerie.solve.Line;
import java.util.List;

/**
 * Help and series play as JSON: each line with its moves, each move numbered as
 * {@link LineWriter} numbers it (the move's "text" is the part of the printed line it stands for:
 * "1.Kg8-h8", "Th1-f1", "1...Kc4-c3").
 */
final class LinesJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final MoveNotation notation;
    private final MoveJson moves;

    LinesJson(MoveNotation notation) {
        this.notation = notation;
        this.moves = new MoveJson(notation);
    }

    ArrayNode lines(List<Line> lines) {
        ArrayNode a = F.arrayNode();
        for (Line l : lines) a.add(line(l));
        return a;
    }

    ObjectNode line(Line line) {
        ObjectNode o = F.objectNode();
        o.put("text", LineWriter.write(line, notation).trim());
        if (line.passFirst()) o.put("passFirst", true);
        if (line.intro() > 0) o.put("introMoves", line.intro());
        ArrayNode a = o.putArray("moves");
        int[] numbers = new int[line.moves().size()];
        String[] prefixes = new String[numbers.length];
        if (line.intro() > 0) {
            // introductory moves: a series of their own (or help play), then the play from 1 again
            Line intro = new Line(line.moves().subList(0, line.intro()), false, line.series());
            number(line.series() ? new Line(intro.moves(), false, true, 0, 0) : intro, numbers, prefixes, 0, line.series());
            number(line.main(), numbers, prefixes, line.intro(), false);
        } else {
            number(line, numbers, prefixes, 0, false);
        }
        for (int i = 0; i < numbers.length; i++) {
            var m = line.moves().get(i);
            a.add(moves.of(m, numbers[i], prefixes[i] + notation.move(m)));
        }
        return o;
    }

    /**
     * The number of each move of {@code line} and the prefix Popeye writes before it ("3.", "1...",
     * or ""), into the arrays from {@code offset} on; {@code allNumbered}: a series of introductory
     * moves, each numbered.
     */
    private static void number(Line line, int[] numbers, String[] prefixes, int offset, boolean allNumbered) {
        List<?> moves = line.moves();
        int n = moves.size();
        if (allNumbered) {
            for (int i = 0; i < n; i++) set(numbers, prefixes, offset + i, i + 1, (i + 1) + ".");
            return;
        }
        if (line.series() && line.replies() != 0) {
            int number = 0;
            for (int i = 0; i < n; i++) {
                if (line.isReply(i)) set(numbers, prefixes, offset + i, Math.max(number, 1), "");
                else set(numbers, prefixes, offset + i, ++number, number + ".");
            }
            return;
        }
        if (line.series()) {
            int seriesLength = n - (line.firstIsSecondHalf() ? 1 : 0);
            for (int i = 0; i < n; i++) {
                if (i < seriesLength) set(numbers, prefixes, offset + i, i + 1, (i + 1) + ".");
                else set(numbers, prefixes, offset + i, Math.max(seriesLength, 1), "");
            }
            return;
        }
        int half = line.firstIsSecondHalf() ? 1 : 0;
        if (line.passFirst()) half = 2;
        for (int i = 0; i < n; i++, half++) {
            int number = half / 2 + 1;
            if (half % 2 == 0) set(numbers, prefixes, offset + i, number, number + ".");
            else if (i == 0) set(numbers, prefixes, offset + i, number, number + "...");
            else set(numbers, prefixes, offset + i, number, "");
        }
    }

    private static void set(int[] numbers, String[] prefixes, int i, int number, String prefix) {
        numbers[i] = number;
        prefixes[i] = prefix;
    }
}
