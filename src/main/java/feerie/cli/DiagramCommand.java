package feerie.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import feerie.diagram.DiagramContent;
import feerie.diagram.DiagramSvg;
import feerie.input.ProblemReader;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code feerie diagram}: each problem as a diagram, SVG drawn by Féerie itself or PNG rendered
 * from that SVG by Apache Batik (loaded only for PNG, so that SVG keeps the start-up short).
 *
 * <p>Where the diagrams go: without {@code -o}, SVG documents to stdout one after another (one
 * problem: one valid file); with {@code -o OUT}, one diagram is written to OUT, several to OUT with
 * the problem's number and the twin's letter before the extension ({@code d-1.svg},
 * {@code d-2b.svg}). A problem that cannot be read is reported as {@code file:line: message} and
 * the others are drawn; exit code 2 then, else 0.
 */
@Command(name = "diagram", mixinStandardHelpOptions = true,
        description = "Draws each problem as a diagram (SVG, or PNG rendered by Apache Batik).")
public final class DiagramCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Problem files; '-' reads standard input.")
    List<String> files = new ArrayList<>();

    /** The picture format. */
    enum Format { svg, png }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "svg", description = "svg (the default) or png.")
    Format format = Format.svg;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "The file to write; with several diagrams, OUT with '-N' (and the twin's letter) before the extension.")
    Path output;

    @Option(names = "--twins", description = "Also draw each twin's position after its twinning.")
    boolean twins;

    @Option(names = "--scale", paramLabel = "F", defaultValue = "1", description = "PNG only: pixels per SVG unit (default 1).")
    double scale = 1;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        int status = 0;
        List<String> names = new ArrayList<>();
        List<DiagramContent> diagrams = new ArrayList<>();
        int number = 0;
        for (String file : files) {
            String text;
            try {
                byte[] bytes = file.equals("-") ? System.in.readAllBytes() : Files.readAllBytes(Path.of(file));
                text = feerie.input.ProblemText.decode(bytes);
            } catch (IOException e) {
                err.println(file + ": cannot read: " + e.getMessage());
                status = 2;
                continue;
            }
            ProblemReader.Reading reading = ProblemReader.readWithWarnings(text, file.equals("-") ? "<stdin>" : file);
            reading.warnings().forEach(err::println);
            for (ParseResult r : reading.results()) {
                if (r instanceof ProblemError e) {
                    err.println(e.sourceFile() + ":" + e.line() + ": " + e.message());
                    status = 2;
                    continue;
                }
                number++;
                Problem p = (Problem) r;
                try {
                    for (DiagramContent d : DiagramContent.of(p, twins)) {
                        diagrams.add(d);
                        names.add(number + d.name());
                    }
                } catch (RuntimeException e) {
                    err.println(p.sourceFile() + ":" + p.line() + ": cannot draw: " + e.getMessage());
                    status = 2;
                }
            }
        }
        if (format == Format.png && output == null && diagrams.size() > 1) {
            err.println("feerie: several PNG diagrams need -o OUT");
            return 2;
        }
        for (int i = 0; i < diagrams.size(); i++) {
            DiagramContent d = diagrams.get(i);
            if (format == Format.svg && output == null) {
                spec.commandLine().getOut().print(DiagramSvg.document(d));
                spec.commandLine().getOut().flush();
                continue;
            }
            byte[] bytes = format == Format.svg
                    ? DiagramSvg.document(d).getBytes(StandardCharsets.UTF_8)
                    : feerie.diagram.PngRenderer.png(DiagramSvg.document(d), scale);
            if (output == null) {
                OutputStream out = System.out;
                out.write(bytes);
                out.flush();
            } else {
                Path target = diagrams.size() == 1 ? output : numbered(output, names.get(i));
                Files.write(target, bytes);
            }
        }
        return status;
    }

    /** OUT with "-N" before its extension: d.svg, 2b gives d-2b.svg. */
    static Path numbered(Path output, String name) {
        String file = output.getFileName().toString();
        int dot = file.lastIndexOf('.');
        String numbered = dot > 0 ? file.substring(0, dot) + "-" + name + file.substring(dot) : file + "-" + name;
        return output.resolveSibling(numbered);
    }
}
