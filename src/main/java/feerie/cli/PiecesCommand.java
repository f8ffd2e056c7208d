package feerie.cli;

import feerie.input.ProblemReader;
import feerie.piece.Catalogue;
import feerie.piece.PieceType;
import feerie.problem.ParseResult;
import feerie.problem.PieceDefinition;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code feerie pieces [file]}: the catalogue, and the pieces a problem file defines. */
@Command(name = "pieces", mixinStandardHelpOptions = true,
        description = "Lists every piece Féerie knows with its codes (en/fr/de), names and movement;"
                + " with a problem file, also the pieces its problems define.")
public final class PiecesCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "A problem file in Popeye's language.")
    Path file;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%-9s %-40s %s%n", "en/fr/de", "name (en / fr / de)", "movement [notation]");
        for (PieceType t : Catalogue.standard().all()) {
            String codes = String.join("/", Catalogue.LANGUAGES.stream().map(t::code).toList());
            String names = String.join(" / ", Catalogue.LANGUAGES.stream().map(t::name).distinct().toList());
            out.printf("%-9s %-40s %s [%s]%n", codes, names, t.description(), t.notation());
        }
        if (file == null) return 0;
        int status = 0;
        List<ParseResult> results = ProblemReader.read(file);
        out.println();
        out.println("Defined in " + file + ":");
        for (ParseResult r : results) {
            if (r instanceof ProblemError e) {
                spec.commandLine().getErr().println("feerie pieces: " + e);
                status = 2;
            } else if (r instanceof Problem p) {
                for (PieceDefinition d : p.definitions())
                    out.printf("%-9s line %-5d %s%n", d.code(), d.line(), d.notation());
            }
        }
        return status;
    }
}
