package feerie.cli;

import feerie.verify.Verifier;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie verify PATH...}: solves problem files and compares with their expected outputs.
 * One line per problem (OK, MISMATCH with the first difference, ERROR, UNSUPPORTED, TIMEOUT),
 * then a summary. Exit code 0 when every problem is OK, 1 otherwise, 2 for a missing path.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Solves problem files and compares the solutions with expected outputs.",
                "problems/x/y.txt is compared with expected/x/y.txt (with --expected DIR: DIR/x/y.txt);"
                        + " a Popeye x.inp with the x.out next to it."})
public final class VerifyCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Problem files or folders (*.txt, *.inp, recursively).")
    List<Path> paths;

    @Option(names = "--expected", paramLabel = "DIR", description = "Root of the expected outputs (replaces the 'expected' folder).")
    Path expected;

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds per problem (default ${DEFAULT-VALUE}; 0: none).")
    double timeLimit = 60;

    @Option(names = "--threads", paramLabel = "N", description = "Files solved in parallel (default ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--allow-unsupported", description = "Unsupported problems do not make the exit code non-zero.")
    boolean allowUnsupported;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                err.println("feerie verify: no such file or folder: " + p);
                return 2;
            }
        }
        Verifier verifier = new Verifier(expected, (long) (timeLimit * 1e9));
        List<Verifier.Result> results = verifier.verify(paths, r -> {
            out.println(r);
            out.flush();
        }, threads);
        out.println(Verifier.summary(results));
        return Verifier.passed(results, allowUnsupported) ? 0 : 1;
    }
}
