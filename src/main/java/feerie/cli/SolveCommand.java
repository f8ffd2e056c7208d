package feerie.cli;

import feerie.input.ProblemReader;
import feerie.output.LineWriter;
import feerie.output.MoveNotation;
import feerie.problem.Language;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import feerie.solve.Line;
import feerie.solve.ProblemSolver;
import feerie.solve.Search;
import feerie.solve.UnsupportedException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code feerie solve FILE...}: solves every problem of the files ('-' or none: stdin). */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solves problem files written in Popeye's language.")
public final class SolveCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Problem files; '-' or none reads standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--time-limit", description = "Seconds per problem (0: none).")
    int timeLimit;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (files.isEmpty()) files.add("-");
        int status = 0;
        for (String file : files) {
            String text = file.equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                    : readFile(file, err);
            if (text == null) { status = 2; continue; }
            for (ParseResult r : ProblemReader.read(text, file.equals("-") ? "<stdin>" : file)) {
                if (r instanceof ProblemError e) {
                    err.println(e.sourceFile() + ":" + e.line() + ": " + e.message());
                    status = 2;
                    continue;
                }
                Problem p = (Problem) r;
                try {
                    out.print(solveToText(p, timeLimit));
                } catch (UnsupportedException | Search.TimeoutException ex) {
                    err.println(p.sourceFile() + ":" + p.line() + ": " + ex.getMessage());
                    status = Math.max(status, 1);
                }
                out.flush();
            }
        }
        return status;
    }

    private static String readFile(String file, PrintWriter err) {
        try {
            byte[] bytes = Files.readAllBytes(Path.of(file));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println(file + ": cannot read: " + e.getMessage());
            return null;
        }
    }

    static String language(Language l) {
        return l == Language.GERMAN ? "de" : l == Language.FRENCH ? "fr" : "en";
    }

    /** The solution text of one problem (the stipulation line, twin by twin, then the closing line). */
    public static String solveToText(Problem p, int timeLimitSeconds) {
        var solved = new ProblemSolver(timeLimitSeconds * 1_000_000_000L).solve(p);
        StringBuilder b = new StringBuilder();
        b.append("  ").append(p.stipulationText()).append("\n");
        char label = 'a';
        for (ProblemSolver.TwinSolution t : solved) {
            if (solved.size() > 1) b.append(label++).append(") \n");
            b.append(feerie.output.SolutionWriter.body(p, t));
        }
        b.append(feerie.output.SolutionWriter.closing(p, solved)).append("\n\n\n");
        return b.toString();
    }
}
