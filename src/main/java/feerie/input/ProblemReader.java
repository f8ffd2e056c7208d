package feerie.input;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import feerie.problem.ParseResult;

/**
 * Reader of Popeye's problem input language (English, German or French, chosen by the first
 * token). Every problem of the text gives one {@link ParseResult}: a {@link feerie.problem.Problem}
 * or, if something in it could not be read, a {@link feerie.problem.ProblemError} with the line of
 * the offending token; reading then resumes after that problem's nextproblem/endproblem.
 */
public final class ProblemReader {
    private ProblemReader() {
    }

    /** Reads all problems of an input text; fileName is only used in results and messages. */
    public static List<ParseResult> read(String text, String fileName) {
        return new ProblemParser(text, fileName).parse();
    }

    /** The problems of a text and the warnings about its input. */
    public record Reading(List<ParseResult> results, List<feerie.problem.InputWarning> warnings) {
    }

    /** As {@link #read(String, String)}, with the warnings. */
    public static Reading readWithWarnings(String text, String fileName) {
        ProblemParser parser = new ProblemParser(text, fileName);
        List<ParseResult> results = parser.parse();
        return new Reading(results, List.copyOf(parser.warnings()));
    }

    /** Reads a file (UTF-8 with or without BOM, or Latin-1 if it is not valid UTF-8). */
    public static List<ParseResult> read(Path file) throws IOException {
        return read(ProblemText.read(file), file.getFileName().toString());
    }

}
