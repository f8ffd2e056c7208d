package feerie.output;

import feerie.solve.Line;
import feerie.solve.PlayedMove;
import java.util.List;

/**
 * Help and series lines as Popeye prints them:
 * {@code "  1.Kg8-h8 Th1-f1   2.Sh3-g1 Tf1-f8 #"}, {@code "  1...Kc4-c3   2.a5-a4 Se6-b6 #"},
 * series {@code "  1.f2-f4   2.Sg1-f3   3.Sf3-d4 + Sh4-f3 #"}.
 */
public final class LineWriter {
    private LineWriter() {}

    public static String write(Line line, MoveNotation notation) {
        if (line.intro() > 0 && line.introNumbering() != Line.INTRO_APART) return bySides(line, notation);
        if (line.intro() > 0 && !line.series()) {
            // help play before attack and defence (structured stipulations): numbered as help
            // play, then the attack-defence play numbered from 1 again
            String help = write(new Line(line.moves().subList(0, line.intro()), false, false), notation);
            return help + "  " + write(line.main(), notation).substring(1);
        }
        if (line.intro() > 0) {
            // introductory moves: a series numbered from 1, then the play numbered from 1 again
            StringBuilder b = new StringBuilder(" ");
            for (int i = 0; i < line.intro(); i++)
                b.append(numberField(i + 1, i == 0)).append('.').append(notation.move(line.moves().get(i)));
            String rest = write(line.main(), notation);
            // the play's first number is right-aligned in four, as after any move ("   1.")
            return b + "  " + rest.substring(1);
        }
        StringBuilder b = new StringBuilder(" ");
        List<PlayedMove> moves = line.moves();
        if (line.series() && line.replies() != 0) {
            // parry series: series moves numbered, the other side's parries and last move not
            int number = 0;
            for (int i = 0; i < moves.size(); i++) {
                if (line.isReply(i)) b.append(' ');
                else b.append(numberField(++number, number == 1)).append('.');
                b.append(notation.move(moves.get(i)));
            }
            return b.toString();
        }
        if (line.series() && line.inverted()) {
            // WhiteToPlay: "1..." first, the series moves after one space, the other side's final move "2."
            int seriesLength = moves.size() - (line.firstIsSecondHalf() ? 1 : 0);
            for (int i = 0; i < moves.size(); i++) {
                b.append(i == 0 ? " 1..." : i < seriesLength ? " " : "   2.");
                b.append(notation.move(moves.get(i)));
            }
            return b.toString();
        }
        if (line.series()) {
            // the series mover's moves are numbered; a final move of the other side follows with one space
            int seriesLength = moves.size() - (line.firstIsSecondHalf() ? 1 : 0);
            for (int i = 0; i < moves.size(); i++) {
                if (i < seriesLength) b.append(numberField(i + 1, i == 0)).append('.');
                else b.append(' ');
                b.append(notation.move(moves.get(i)));
            }
            return b.toString();
        }
        int half = line.firstIsSecondHalf() ? 1 : 0;
        if (line.passFirst()) {
            // "  1...  ...  2.Kd3-h7 Sd7-h5   3...."
            b.append(" 1...  ...  ");
            half = 2;
        }
        for (int i = 0; i < moves.size(); i++, half++) {
            int number = half / 2 + 1;
            if (half % 2 == 0 && i == 0 && line.passFirst()) b.append(number).append('.');
            else if (half % 2 == 0) b.append(numberField(number, i == 0)).append('.');
            else if (i == 0) b.append(' ').append(number).append("...");
            else b.append(' ');
            b.append(notation.move(moves.get(i)));
        }
        return b.toString();
    }

    /**
     * A line after introductory moves, numbered as Popeye's line writer numbers any line: the
     * moves of the side that plays first get numbers ("%3d.", one blank after every move); after
     * the introductory moves, when the play is numbered apart, the numbers start again from 1
     * with the side that moves next. A side that moves twice in a row (the other's pass) is
     * numbered each time.
     */
    private static String bySides(Line line, MoveNotation notation) {
        StringBuilder b = new StringBuilder();
        List<PlayedMove> moves = line.moves();
        String numbered = moves.get(0).side();
        int number = 1;
        for (int i = 0; i < moves.size(); i++) {
            PlayedMove m = moves.get(i);
            if (i == line.intro() && line.introNumbering() == Line.INTRO_RESTART) {
                numbered = m.side();
                number = 1;
            }
            if (java.util.Objects.equals(m.side(), numbered)) b.append(String.format("%3d.", number++));
            b.append(notation.move(m)).append(' ');
        }
        return b.substring(0, b.length() - 1);
    }

    /**
     * A move number right-aligned in a field of four after a move (three at the start of the
     * line, after its first blank): "   9.", "  10.", and the line's " 1." as "  1.".
     */
    private static String numberField(int number, boolean first) {
        return String.format(first ? "%2d" : "%4d", number);
    }
}
