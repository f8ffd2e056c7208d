package feerie.output.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The JSON document of one run of {@code feerie solve --format json}:
 * {@code {"format": "feerie-solution", "version": 1, "problems": [...]}}, one object per
 * problem ({@link ProblemJson}) written as soon as it is solved, so that a long run streams
 * and a reader sees each problem when it is done. docs/solution.schema.json describes it.
 */
public final class JsonReport implements AutoCloseable {
    public static final int VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final JsonGenerator out;

    public JsonReport(Writer writer) {
        try {
            // the writer is the command's stdout: not ours to close
            out = MAPPER.getFactory().createGenerator(writer).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            out.useDefaultPrettyPrinter();
            out.writeStartObject();
            out.writeStringField("format", "feerie-solution");
            out.writeNumberField("version", VERSION);
            out.writeArrayFieldStart("problems");
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void add(JsonNode problem) {
        try {
            MAPPER.writeTree(out, problem);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            out.writeEndArray();
            out.writeEndObject();
            out.writeRaw('\n');
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
