package feerie.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the options after an {@code option} command, with their arguments as described by the
 * argument kind column of options.txt. The list ends at the first token that is not an option.
 */
final class OptionReader {
    private final Input in;
    /** Where the squares the options name go, with their lines, to be checked against the board. */
    private final List<ProblemBuilder.SquareAt> squaresRead;

    OptionReader(Input in, List<ProblemBuilder.SquareAt> squaresRead) {
        this.in = in;
        this.squaresRead = squaresRead;
    }

    /** Adds the options to {@code out}; returns the token that ended the list (null at the end). */
    Token read(Map<String, List<String>> out) throws InputException {
        Token t = in.tokens.next();
        while (t != null) {
            KeywordTable.Match m = in.lookup(Keywords.OPTIONS, t);
            if (!m.found()) {
                if (in.isBodyKeyword(t)) {
                    return t;
                }
                throw new InputException(t.line(),
                        (m.ambiguous() ? "ambiguous option '" : "unknown option '") + t.text() + "'");
            }
            // Duplex and HalfDuplex exclude each other: Popeye keeps the first (py 4.104 says
            // "Inconsistent duplex options" and solves on)
            boolean otherDuplex = m.english().equals("Duplex") && out.containsKey("HalfDuplex")
                    || m.english().equals("HalfDuplex") && out.containsKey("Duplex");
            List<String> args = otherDuplex ? new ArrayList<>() : out.computeIfAbsent(m.english(), k -> new ArrayList<>());
            readArguments(t, m.entry().extra(), args);
            t = in.tokens.next();
        }
        return null;
    }

    private void readArguments(Token option, String kind, List<String> args) throws InputException {
        String name = option.text();
        switch (kind) {
            case "-" -> {
            }
            // a number given again replaces the first (py 4.104: MaxSolutions 1 MaxSolutions 2 keeps 2)
            case "n" -> {
                int n = in.requireInt(option, "number after option " + name);
                args.clear();
                args.add(Integer.toString(n));
            }
            case "n n" -> {
                args.clear();
                args.add(Integer.toString(in.requireInt(option, "number after option " + name)));
                args.add(Integer.toString(in.requireInt(option, "second number after option " + name)));
            }
            case "[n]" -> {
                Token next = in.tokens.peek();
                if (next != null && Input.isInt(next.text())) {
                    args.clear();
                    args.add(in.tokens.next().text());
                }
            }
            case "moves" -> {
                Token t = in.require(option, "move number");
                if (!t.text().matches("\\d+(:\\d+)*")) {
                    throw new InputException(t.line(), "bad move number '" + t.text() + "' after option " + name);
                }
                args.clear();
                args.add(t.text());
            }
            case "squares", "squares2" -> readSquares(option, kind.equals("squares2") ? 2 : 1, args);
            default -> throw new IllegalStateException("option argument kind " + kind);
        }
    }

    /** Square lists, possibly over several tokens ("a1e8" or "a1 e8"), at least {@code min} squares. */
    private void readSquares(Token option, int min, List<String> args) throws InputException {
        int count = 0;
        for (Token next = in.tokens.peek(); next != null; next = in.tokens.peek()) {
            List<String> squares = Squares.parseList(next.text());
            if (squares == null || (min == 2 && count >= 2)) {
                break;
            }
            in.tokens.next();
            args.addAll(squares);
            // nocastling a9 on an 8x8 board: an input error at its line once the board is known
            for (String square : squares) squaresRead.add(new ProblemBuilder.SquareAt(square, next.line()));
            count += squares.size();
        }
        if (count < min) {
            throw new InputException(option.line(), "squares expected after option " + option.text());
        }
    }
}
