package feerie.output;

import java.util.ArrayList;
import java.util.List;

import feerie.geometry.Geometry;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;

/**
 * The twin lines of Popeye's output ("a) ", "b) sSh3-->h4  ", "+c) -sDh2  "), without newline.
 *
 * <p>The label is the twin's letter (after z: z1, z2...), prefixed by {@code +} for a continued
 * twin. Each change follows in input order, each followed by two blanks. Units are written with
 * their colour letter, attribute letters, piece code and square, in the output language. A unit
 * added on an occupied square replaces it and is written without the {@code +}; a unit moved
 * onto an occupied square removes the unit there, written first as a removal.
 */
public final class TwinHeading {
    private TwinHeading() {
    }

    /**
     * One heading per solved twin: none for a problem without twins; otherwise "a) " for the
     * diagram (or the first twin after a zero position) and the following twins.
     */
    public static List<String> headings(Problem problem) {
        return headings(problem, Geometry.STANDARD);
    }

    public static List<String> headings(Problem problem, Geometry geometry) {
        List<String> result = new ArrayList<>();
        if (problem.twins().isEmpty()) {
            return result;
        }
        TwinBoard original = new TwinBoard(problem.pieces(), geometry);
        TwinBoard previous = original;
        int number = 1;
        if (!problem.zeroPosition()) {
            result.add(label(1, false));
            number = 2;
        }
        for (Twin twin : problem.twins()) {
            TwinBoard board = twin.continued() ? previous.copy() : original.copy();
            StringBuilder line = new StringBuilder(label(number++, twin.continued()));
            // Popeye: a unit removed where the twin adds another later is not written, nor the
            // "+" of that addition ("remove e3 add white re3": "wRe3")
            List<TwinCommand> commands = twin.commands();
            java.util.Set<String> removed = new java.util.HashSet<>();
            for (int i = 0; i < commands.size(); i++) {
                TwinCommand command = commands.get(i);
                java.util.Set<String> addedLater = new java.util.HashSet<>();
                for (TwinCommand later : commands.subList(i + 1, commands.size()))
                    if (later instanceof TwinCommand.Add a) a.pieces().forEach(p -> addedLater.add(p.square()));
                for (String change : changes(command, board, problem, addedLater, removed)) {
                    line.append(change).append("  ");
                }
                if (command instanceof TwinCommand.Remove r)
                    r.squares().stream().filter(sq -> board.at(sq) != null).forEach(removed::add);
                board.apply(command);
            }
            result.add(line.toString());
            previous = board;
        }
        return result;
    }

    /** The line Popeye prints for the zero position, before the first twin ("NullStellung"). */
    public static String zeroPositionLine(Language language) {
        return Vocabulary.zeroPosition(language);
    }

    /** "a) ", "+c) ", after the 26th twin "z1) ". */
    public static String label(int twinNumber, boolean continued) {
        String letter = twinNumber <= 26 ? String.valueOf((char) ('a' + twinNumber - 1)) : "z" + (twinNumber - 26);
        return (continued ? "+" : "") + letter + ") ";
    }

    /** How a command is written; several entries for a command that changes several units. */
    private static List<String> changes(TwinCommand command, TwinBoard board, Problem problem,
                                        java.util.Set<String> addedLater, java.util.Set<String> removed) {
        Language l = problem.language();
        List<String> out = new ArrayList<>();
        // a move or exchange from an empty square is refused and not written (py 4.104: "g5: square
        // is empty - cannot (re)move any piece.", the twin's line without it)
        if (command instanceof TwinCommand.Move m && board.at(m.from()) == null
                || command instanceof TwinCommand.Exchange e && (board.at(e.first()) == null || board.at(e.second()) == null))
            return out;
        if (command instanceof TwinCommand.Move m) {
            // moving from an empty square does nothing and is not written (py 4.104, as remove)
            if (board.at(m.from()) == null) return out;
            if (board.at(m.to()) != null) {
                // the unit on the arrival square disappears, and Popeye says so first
                out.add("-" + unit(board.at(m.to()), m.to(), l));
            }
            out.add(unit(board.at(m.from()), m.from(), l) + "-->" + m.to());
        } else if (command instanceof TwinCommand.Exchange e) {
            // py 4.104 exchanges only two units: with an empty square, nothing ("+c)" alone)
            if (board.at(e.first()) == null || board.at(e.second()) == null) return out;
            out.add(unit(board.at(e.first()), e.first(), l) + "<-->" + unit(board.at(e.second()), e.second(), l));
        } else if (command instanceof TwinCommand.Remove r) {
            // an empty square removes nothing and is not written (py 4.104: "+c)" after
            // "c3: square is empty - cannot (re)move any piece.")
            r.squares().stream().filter(sq -> board.at(sq) != null && !addedLater.contains(sq))
                    .forEach(sq -> out.add("-" + unit(board.at(sq), sq, l)));
        } else if (command instanceof TwinCommand.Add a) {
            for (PieceSpec p : a.pieces()) {
                out.add((board.at(p.square()) == null && !removed.contains(p.square()) ? "+" : "") + unit(p, p.square(), l));
            }
        } else if (command instanceof TwinCommand.Substitute s) {
            out.add(Vocabulary.pieceCode(s.from(), l) + " ==> " + Vocabulary.pieceCode(s.to(), l));
        } else if (command instanceof TwinCommand.Rotate r) {
            out.add(Vocabulary.twinningWord("rotate", l) + " " + r.degrees());
        } else if (command instanceof TwinCommand.Mirror m) {
            out.add(Vocabulary.twinningWord("mirror", l) + " " + m.axis());
        } else if (command instanceof TwinCommand.Shift s) {
            // a shift that would take a unit off the board is refused and not written (py 4.104)
            if (board.shiftsOutside(s)) return out;
            out.add(Vocabulary.twinningWord("shift", l) + " " + s.from() + " ==> " + s.to());
        } else if (command instanceof TwinCommand.PolishType) {
            out.add(Vocabulary.twinningWord("PolishType", l));
        } else if (command instanceof TwinCommand.StipulationChange s) {
            String written = s.stipulation().isStructured() ? s.stipulation().toString() : "";
            out.add(StipulationText.of(s.stipulation(), written, problem.options(), l));
        } else if (command instanceof TwinCommand.ConditionChange c) {
            // the new conditions in Popeye's order (Vocabulary.conditionRank), one a line,
            // indented under the first. Popeye's writer takes its extra conditions the other way
            // round: the first of them starts a new line at once, and UltraSchachZwang after
            // Maximummer is glued to it (py 4.104: "b) ", "   MaximummerUltraSchachZwang",
            // "   Circe")
            // the lines of one Circe record as one (CirceRecords)
            List<ConditionSpec> sorted = new ArrayList<>(CirceRecords.merged(c.conditions()));
            // holes show in the diagram, not among the conditions (py 4.104: "twin condition hole h2" gives "b)   ")
            sorted.removeIf(s -> s.name().equals("Hole"));
            sorted.sort(java.util.Comparator.comparingInt(s -> Vocabulary.conditionRank(ConditionText.base(s))));
            StringBuilder text = new StringBuilder();
            boolean first = true;
            for (ConditionSpec condition : sorted) {
                boolean newLine = Vocabulary.extraCondition(ConditionText.base(condition)) == first;
                text.append(newLine ? "\n   " : "").append(ConditionText.of(condition, l));
                first = false;
            }
            if (!sorted.isEmpty() || !c.conditions().isEmpty()) out.add(text.toString());
        }
        return out;
    }

    /** "wkTa6": colour letter, attribute letters, piece code, square; "?" + square if empty. */
    static String unit(PieceSpec p, String square, Language l) {
        if (p == null) {
            return square;
        }
        StringBuilder sb = new StringBuilder(Vocabulary.colourLetter(p.colour(), l));
        for (String attribute : Vocabulary.ATTRIBUTE_ORDER) {
            // AliceChess's boards are not written (Popeye: "wPb6" for an AliceB pawn added)
            if (p.hasAttribute(attribute) && !attribute.startsWith("Alice")) {
                sb.append(Vocabulary.attributeLetters(attribute, l));
            }
        }
        return sb.append(Vocabulary.pieceCode(p.kind(), l)).append(square).toString();
    }
}
