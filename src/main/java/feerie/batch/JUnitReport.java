package feerie.batch;

import feerie.verify.Verifier.Result;
import feerie.verify.Verifier.Verdict;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A JUnit XML report of a run ({@code --junit FILE}), the format CI systems show: one
 * {@code <testcase>} per problem, grouped by file through {@code classname}; a mismatch is a
 * {@code <failure>} with the difference, an error or a timeout an {@code <error>}, an unsupported
 * problem {@code <skipped>}. Written with the JDK's XML writer, which escapes the text.
 */
public final class JUnitReport {
    private JUnitReport() {}

    public static void write(Path file, String suite, List<Result> results) throws IOException {
        if (file.toAbsolutePath().getParent() != null) Files.createDirectories(file.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(file)) {
            XMLStreamWriter w = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            w.writeStartDocument("UTF-8", "1.0");
            w.writeCharacters("\n");
            w.writeStartElement("testsuites");
            counts(w, suite, results);
            w.writeCharacters("\n  ");
            w.writeStartElement("testsuite");
            counts(w, suite, results);
            for (Result r : results) testcase(w, r);
            w.writeCharacters("\n  ");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static void counts(XMLStreamWriter w, String suite, List<Result> results) throws XMLStreamException {
        w.writeAttribute("name", suite);
        w.writeAttribute("tests", Integer.toString(results.size()));
        w.writeAttribute("failures", Long.toString(count(results, Verdict.MISMATCH)));
        w.writeAttribute("errors", Long.toString(count(results, Verdict.ERROR) + count(results, Verdict.TIMEOUT)));
        w.writeAttribute("skipped", Long.toString(count(results, Verdict.UNSUPPORTED)));
        w.writeAttribute("time", seconds(results.stream().mapToLong(Result::nanos).sum()));
    }

    private static long count(List<Result> results, Verdict v) {
        return results.stream().filter(r -> r.verdict() == v).count();
    }

    private static void testcase(XMLStreamWriter w, Result r) throws XMLStreamException {
        w.writeCharacters("\n    ");
        w.writeStartElement("testcase");
        w.writeAttribute("classname", xml(fileOf(r)));
        w.writeAttribute("name", xml(r.name()));
        w.writeAttribute("time", seconds(r.nanos()));
        String element = switch (r.verdict()) {
            case OK -> null;
            case MISMATCH -> "failure";
            case ERROR, TIMEOUT -> "error";
            case UNSUPPORTED -> "skipped";
        };
        if (element != null) {
            w.writeCharacters("\n      ");
            w.writeStartElement(element);
            w.writeAttribute("message", xml(firstLine(r.verdict() + (r.detail().isEmpty() ? "" : ": " + r.detail()))));
            if (!element.equals("skipped")) {
                w.writeAttribute("type", r.verdict().name());
                w.writeCharacters(xml(r.diff().isEmpty() ? r.detail() : r.detail() + "\n\n" + r.diff()));
            }
            w.writeEndElement();
            w.writeCharacters("\n    ");
        }
        w.writeEndElement();
    }

    /** The problem's file as its identity names it (the path relative to the folder verified), else its name up to the line. */
    static String fileOf(Result r) {
        if (!r.id().isEmpty()) {
            int hash = r.id().lastIndexOf('#');
            return hash < 0 ? r.id() : r.id().substring(0, hash);
        }
        int colon = r.name().lastIndexOf(':');
        return colon < 0 ? r.name() : r.name().substring(0, colon);
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }

    /** The text without the characters XML 1.0 cannot hold at all (control characters other than tab and line breaks). */
    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            boolean allowed = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
                    || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
            if (allowed) b.appendCodePoint(c);
            else b.append('\uFFFD');
            i += Character.charCount(c);
        }
        return b.toString();
    }
}
