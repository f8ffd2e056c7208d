package feerie.input;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.ByteOrderMark;
import org.apache.commons.io.input.BOMInputStream;

/**
 * The text of a problem file as users have them: UTF-8 (with or without the byte-order mark
 * that Windows editors and WinChloe exports put first), or Latin-1 as Popeye's own files are.
 * The mark is dropped with commons-io's {@link BOMInputStream}, which knows every BOM.
 */
public final class ProblemText {
    private ProblemText() {}

    public static String read(Path file) throws IOException {
        return decode(Files.readAllBytes(file));
    }

    public static String read(InputStream in) throws IOException {
        return decode(in.readAllBytes());
    }

    /** UTF-8 when the bytes (after a UTF-8 byte-order mark, if any) are valid UTF-8, else Latin-1. */
    public static String decode(byte[] bytes) {
        byte[] body;
        try (BOMInputStream in = BOMInputStream.builder()
                .setInputStream(new ByteArrayInputStream(bytes)).setByteOrderMarks(ByteOrderMark.UTF_8).get()) {
            body = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
