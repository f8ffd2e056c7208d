package feerie.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import feerie.diagram.DiagramContent;
import feerie.diagram.DiagramSvg;
import feerie.input.ProblemReader;
import feerie.input.ProblemText;
import feerie.output.ProblemOutput;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.verify.Verifier;
import feerie.verify.Verifier.Result;

/**
 * A mismatch of a verification as the HTML report shows it: the problem's diagram, the
 * difference, and the expected solution beside Féerie's. The journal keeps the problem's place
 * ({@code file:line}) and the difference, not the solutions: the problem is read again from its
 * file, the expected output from the file verify compared with (the default mapping: the
 * {@code .out} beside an {@code .inp}, {@code expected/} for {@code problems/}), and the problem
 * solved again with the time limit given. What cannot be found is said in place of it.
 */
public final class MismatchFigures {
    private final long timeLimitNanos;

    public MismatchFigures(long timeLimitNanos) {
        this.timeLimitNanos = timeLimitNanos;
    }

    public ReportDocument.Figure figure(Result r) {
        String title = Report.title(r), body = Report.body(r);
        int colon = r.name().lastIndexOf(':');
        Problem problem = null;
        String expected = "(no expected output found)", ours = "(not solved again)";
        String svg = "";
        Path file = colon > 0 ? Path.of(r.name().substring(0, colon)) : null;
        try {
            int line = Integer.parseInt(r.name().substring(colon + 1));
            List<ParseResult> parsed = ProblemReader.read(ProblemText.decode(Files.readAllBytes(file)), file.toString());
            int index = 0;
            for (ParseResult p : parsed) {
                if (!(p instanceof Problem pr)) continue;
                if (pr.line() == line) {
                    problem = pr;
                    break;
                }
                index++;
            }
            if (problem != null) {
                svg = DiagramSvg.element(DiagramContent.of(problem));
                Path expectedFile = new Verifier(null, timeLimitNanos).expectedFor(file, file);
                if (Files.exists(expectedFile)) {
                    List<String> parts = Verifier.splitOutputs(ProblemText.decode(Files.readAllBytes(expectedFile)));
                    if (index < parts.size()) expected = solutionOf(parts.get(index));
                }
                ProblemOutput.Outcome o = ProblemOutput.solve(problem, timeLimitNanos);
                ours = o.solved() ? solutionOf(o.text()) : o.message();
            }
        } catch (IOException | RuntimeException e) {
            ours = "(the problem cannot be read again: " + e.getMessage() + ")";
        }
        if (problem == null && svg.isEmpty() && ours.equals("(not solved again)")) ours = "(the problem is no longer at " + r.name() + ")";
        return new ReportDocument.Figure(title, svg, body, expected, "Expected (Popeye)", ours, "Féerie");
    }

    /**
     * The solution part of an output: what follows the caption under the board (Popeye's output
     * without its header); the whole text when it has no board (NoBoard).
     */
    static String solutionOf(String output) {
        String[] lines = output.replace("\r", "").split("\n", -1);
        int border = -1;
        for (int i = 0; i < lines.length; i++) if (lines[i].startsWith("+---")) border = i;
        if (border < 0) return withoutBlankEnds(output);
        int start = border + 1;
        while (start < lines.length && !lines[start].isBlank()) start++;
        List<String> rest = new ArrayList<>(List.of(lines).subList(Math.min(start, lines.length), lines.length));
        return withoutBlankEnds(String.join("\n", rest));
    }

    /** The text without its leading and trailing blank lines (the indentation of the first line kept). */
    public static String withoutBlankEnds(String text) {
        String s = text.stripTrailing();
        while (s.startsWith("\n") || s.startsWith(" \n")) s = s.substring(s.indexOf('\n') + 1);
        return s;
    }
}
