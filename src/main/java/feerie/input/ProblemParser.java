package feerie.input;

import java.util.ArrayList;
import java.util.List;

import feerie.problem.InputWarning;
import feerie.problem.Language;
import feerie.problem.ParseResult;
import feerie.problem.ProblemError;

/** Reads all problems of one input text; see {@link ProblemReader}. */
final class ProblemParser {
    /** How the body of a problem ended; STOP: a word after the twins ends the input, as in Popeye. */
    private enum Ending { END, NEXT, EOF, STOP }

    private final String fileName;
    private final Tokenizer tokens;
    private Input in;
    private final List<ParseResult> results = new ArrayList<>();
    private final List<InputWarning> warnings = new ArrayList<>();

    ProblemParser(String text, String fileName) {
        this.fileName = fileName;
        this.tokens = new Tokenizer(text);
    }

    List<ParseResult> parse() {
        Token first = tokens.next();
        if (first == null) {
            return results;
        }
        Language language = detectLanguage(first.text());
        if (language == null) {
            results.add(new ProblemError(fileName, first.line(),
                    "input must start with beginproblem (AnfangProblem, DebutProbleme), found '" + first.text() + "'"));
            return results;
        }
        in = new Input(tokens, language);
        int start = first.line();
        while (true) {
            ProblemBuilder problem = new ProblemBuilder(language, fileName, start);
            Ending ending;
            try {
                ending = new BodyReader(in, problem, warnings).read();
            } catch (InputException e) {
                results.add(new ProblemError(fileName, e.line(), e.getMessage()));
                ending = skipToEndOfProblem();
                problem = null;
            }
            if (problem != null) {
                try {
                    results.add(problem.build());
                } catch (InputException e) {
                    // the problem was read to its end: only its content is wrong
                    results.add(new ProblemError(fileName, e.line(), e.getMessage()));
                }
            }
            if (ending == Ending.EOF || ending == Ending.STOP) {
                break;
            }
            Token next = tokens.peek();
            if (next == null) {
                break;
            }
            if (ending == Ending.END) {
                // Popeye stops at endproblem; we go on only if another problem explicitly begins.
                if (!in.isFrame(next, Keywords.BEGIN)) {
                    break;
                }
                tokens.next();
            }
            start = next.line();
        }
        return results;
    }

    /** The warnings of the last {@link #parse()}. */
    List<InputWarning> warnings() {
        return warnings;
    }

    /** Popeye's rule: the first token selects the first language (French, German, English) it abbreviates. */
    static Language detectLanguage(String token) {
        for (Language l : Language.values()) {
            KeywordTable.Match m = Keywords.FRAME.lookup(token, l);
            if (m.found() && m.english().equals(Keywords.BEGIN)) {
                return l;
            }
        }
        return null;
    }

    /** After an error: skips to this problem's nextproblem/endproblem, passing over text lines. */
    private Ending skipToEndOfProblem() {
        for (Token t = tokens.next(); t != null; t = tokens.next()) {
            KeywordTable.Match frame = in.lookup(Keywords.FRAME, t);
            if (frame.found() && frame.english().equals(Keywords.END)) {
                return Ending.END;
            }
            if (frame.found() && frame.english().equals(Keywords.NEXT)) {
                return Ending.NEXT;
            }
            KeywordTable.Match command = in.lookup(Keywords.COMMANDS, t);
            if (!frame.found() && command.found() && BodyReader.TEXT_COMMANDS.contains(command.english())) {
                tokens.restOfLine();
            }
        }
        return Ending.EOF;
    }

    /** Reads the body of one problem up to its nextproblem/endproblem. */
    private static final class BodyReader {
        static final List<String> TEXT_COMMANDS =
                List.of("remark", "author", "origin", "title", "award", "protocol", "LaTeX", "LaTeXPieces");

        private final Input in;
        private final ProblemBuilder problem;
        private final StipulationReader stipulations;
        private final List<InputWarning> warnings;

        BodyReader(Input in, ProblemBuilder problem, List<InputWarning> warnings) {
            this.in = in;
            this.problem = problem;
            this.warnings = warnings;
            this.stipulations = new StipulationReader(in);
            in.definedCodes.clear();
        }

        Ending read() throws InputException {
            Token t = in.tokens.next();
            while (t != null) {
                KeywordTable.Match frame = in.lookup(Keywords.FRAME, t);
                if (frame.found()) {
                    switch (frame.english()) {
                        case Keywords.END:
                            return Ending.END;
                        case Keywords.NEXT:
                            return Ending.NEXT;
                        case Keywords.TWIN:
                            t = twin(t, false);
                            continue;
                        case Keywords.ZERO_POSITION:
                            if (problem.zeroPosition || !problem.twins.isEmpty()) {
                                throw new InputException(t.line(), "zeroposition must come before the twins");
                            }
                            problem.zeroPosition = true;
                            t = twin(t, true);
                            continue;
                        default:
                            throw new InputException(t.line(), "'" + t.text() + "' inside a problem");
                    }
                }
                if (!problem.twins.isEmpty() && !in.lookup(Keywords.COMMANDS, t).found()) {
                    // Popeye ends a twin at the first word that is no twinning command, and its
                    // input there unless the word is nextproblem (BEISPIEL/verlorenesteine.inp
                    // has an English "add" in a German problem): the twins so far are solved.
                    warnings.add(new InputWarning(problem.sourceFile, t.line(), "'" + t.text()
                            + "' is no twinning command: the input ends here, as in Popeye"));
                    return Ending.STOP;
                }
                t = command(t);
            }
            return Ending.EOF;
        }

        private Token twin(Token keyword, boolean zeroPosition) throws InputException {
            ProblemBuilder.TwinBuilder twin = new ProblemBuilder.TwinBuilder(keyword.line());
            problem.twins.add(twin);
            return new TwinReader(in, stipulations).read(twin, zeroPosition);
        }

        /** Executes one command; returns the next token to look at. */
        private Token command(Token t) throws InputException {
            KeywordTable.Match m = in.lookup(Keywords.COMMANDS, t);
            if (!m.found()) {
                throw new InputException(t.line(),
                        (m.ambiguous() ? "ambiguous keyword '" : "unknown keyword '") + t.text() + "'");
            }
            String command = m.english();
            boolean inTwins = !problem.twins.isEmpty();
            if (inTwins && !command.equals("remark")) {
                throw new InputException(t.line(), "'" + t.text() + "' not allowed after twin");
            }
            switch (command) {
                case "remark" -> {
                    String text = in.tokens.restOfLine();
                    (inTwins ? problem.twins.get(problem.twins.size() - 1).remarks : problem.remarks).add(text);
                }
                case "author" -> ProblemBuilder.appendLine(problem.author, in.tokens.restOfLine());
                case "origin" -> ProblemBuilder.appendLine(problem.origin, in.tokens.restOfLine());
                case "title" -> ProblemBuilder.appendLine(problem.title, in.tokens.restOfLine());
                case "award" -> ProblemBuilder.appendLine(problem.award, in.tokens.restOfLine());
                case "protocol", "LaTeX", "LaTeXPieces" -> in.tokens.restOfLine(); // output files: ignored
                case "pieces" -> {
                    PieceListReader reader = new PieceListReader(in);
                    Token next = reader.read(t, in::isBodyKeyword);
                    problem.addPieces(reader.pieces, reader.lines);
                    problem.totalInvisible += reader.totalInvisible;
                    return next;
                }
                case "Forsyth" -> {
                    Token f = in.require(t, "Forsyth position");
                    List<feerie.problem.PieceSpec> placed = Forsyth.parse(f.text(), in.language, f.line());
                    problem.addPieces(placed, java.util.Collections.nCopies(placed.size(), f.line()));
                }
                case "InitialGameArray" -> {
                    problem.initialGameArrayAt = problem.pieces.size();
                    problem.pieces.addAll(Forsyth.initialGameArray());
                }
                case "DefinePiece" -> problem.definitions.add(PieceDefinitionReader.read(in, t));
                case "stipulation" -> {
                    StipulationReader.Read r = stipulations.readPlain(t);
                    problem.stipulation = r.stipulation();
                    problem.stipulationText = r.text();
                    // a=>b: the pieces written so far are the start position "a", those written
                    // after it the diagram "b" (Popeye saves the board and clears it here)
                    if (r.stipulation().goal() != null && r.stipulation().goal().type() == feerie.stipulation.GoalType.A_TO_B
                            && problem.startPieces == null) {
                        problem.startPieces = new java.util.ArrayList<>(problem.pieces);
                        problem.pieces.clear();
                        problem.conditionsBeforeTarget = problem.conditions.size();
                    }
                }
                case "sstipulation" -> {
                    StipulationReader.Read r = stipulations.readStructured(t, in::isBodyKeyword);
                    problem.stipulation = r.stipulation();
                    problem.stipulationText = r.text();
                }
                case "option" -> {
                    return new OptionReader(in, problem.squares).read(problem.options);
                }
                case "condition" -> {
                    return new ConditionReader(in, problem.squares).read(t, problem.conditions);
                }
                default -> throw new IllegalStateException("command " + command);
            }
            return in.tokens.next();
        }
    }
}
