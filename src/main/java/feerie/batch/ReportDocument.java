package feerie.batch;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A report as headings, paragraphs, tables and listings, written out as plain text, Markdown or
 * HTML: what the report says is decided once ({@link Report}), how it looks here.
 */
public final class ReportDocument {
    public enum Format { TEXT, MARKDOWN, HTML }

    sealed interface Block permits Heading, Paragraph, Table, Listing, Figures {}

    record Heading(String text) implements Block {}

    record Paragraph(String text) implements Block {}

    /** A table; the columns after the first are right-aligned in text (numbers). */
    record Table(List<String> header, List<List<String>> rows) implements Block {}

    /** Items each with a title and a body shown as is (a difference). */
    record Listing(List<String[]> items) implements Block {}

    /**
     * Items with a picture: a title, an SVG diagram (empty when none could be drawn), a body shown
     * as is (the difference), and two texts shown side by side (the expected solution and ours).
     */
    public record Figure(String title, String svg, String body, String left, String leftHeading, String right, String rightHeading) {}

    /** Figures; plain text and Markdown show their titles and bodies as a listing does. */
    record Figures(List<Figure> items) implements Block {
        Listing asListing() {
            return new Listing(items.stream().map(f -> new String[] {f.title(), f.body()}).toList());
        }
    }

    private final String title;
    private final List<Block> blocks = new ArrayList<>();

    ReportDocument(String title) {
        this.title = title;
    }

    ReportDocument add(Block b) {
        blocks.add(b);
        return this;
    }

    public String render(Format format) {
        return switch (format) {
            case TEXT -> text();
            case MARKDOWN -> markdown();
            case HTML -> html();
        };
    }

    private String text() {
        StringBuilder b = new StringBuilder(title).append('\n').append("=".repeat(title.length())).append('\n');
        for (Block block : blocks) {
            b.append('\n');
            if (block instanceof Heading h) {
                b.append(h.text()).append('\n').append("-".repeat(h.text().length())).append('\n');
            } else if (block instanceof Paragraph p) {
                b.append(p.text()).append('\n');
            } else if (block instanceof Table t) {
                textTable(b, t);
            } else if (block instanceof Listing || block instanceof Figures) {
                Listing l = block instanceof Figures f ? f.asListing() : (Listing) block;
                for (String[] item : l.items()) {
                    b.append(item[0]).append('\n');
                    for (String line : item[1].split("\n")) b.append("    ").append(line).append('\n');
                }
            }
        }
        return b.toString();
    }

    private static void textTable(StringBuilder b, Table t) {
        int[] width = new int[t.header().size()];
        List<List<String>> all = new ArrayList<>();
        all.add(t.header());
        all.addAll(t.rows());
        for (List<String> row : all) for (int i = 0; i < width.length; i++) width[i] = Math.max(width[i], row.get(i).length());
        for (List<String> row : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < width.length; i++) {
                String cell = row.get(i);
                String pad = " ".repeat(width[i] - cell.length());
                line.append(i == 0 ? cell + pad : "  " + pad + cell);
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
    }

    private String markdown() {
        StringBuilder b = new StringBuilder("# ").append(md(title)).append('\n');
        for (Block block : blocks) {
            b.append('\n');
            if (block instanceof Heading h) {
                b.append("## ").append(md(h.text())).append('\n');
            } else if (block instanceof Paragraph p) {
                b.append(md(p.text())).append('\n');
            } else if (block instanceof Table t) {
                b.append(mdRow(t.header())).append('\n');
                b.append('|');
                for (int i = 0; i < t.header().size(); i++) b.append(i == 0 ? " --- |" : " ---: |");
                b.append('\n');
                for (List<String> row : t.rows()) b.append(mdRow(row)).append('\n');
            } else if (block instanceof Listing || block instanceof Figures) {
                Listing l = block instanceof Figures f ? f.asListing() : (Listing) block;
                for (String[] item : l.items()) {
                    b.append("- ").append(md(item[0])).append('\n');
                    // a fence longer than any run of backticks in the body
                    String fence = "```" + "`".repeat(longestBacktickRun(item[1]));
                    b.append("  ").append(fence).append('\n');
                    for (String line : item[1].split("\n")) b.append("  ").append(line).append('\n');
                    b.append("  ").append(fence).append('\n');
                }
            }
        }
        return b.toString();
    }

    private static String mdRow(List<String> cells) {
        StringBuilder b = new StringBuilder("|");
        for (String c : cells) b.append(' ').append(md(c).replace("|", "\\|")).append(" |");
        return b.toString();
    }

    /** Markdown text with its markup characters taken literally. */
    static String md(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.replace('\n', ' ').toCharArray()) {
            if ("\\`*_[]<>#!".indexOf(c) >= 0) b.append('\\');
            b.append(c);
        }
        return b.toString();
    }

    private static int longestBacktickRun(String s) {
        int best = 0, run = 0;
        for (char c : s.toCharArray()) {
            run = c == '`' ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }

    /** HTML written with the JDK's XML writer (so as XHTML-compatible HTML), which escapes all text. */
    private String html() {
        StringWriter sw = new StringWriter();
        try {
            XMLStreamWriter w = XMLOutputFactory.newFactory().createXMLStreamWriter(sw);
            sw.write("<!DOCTYPE html>\n");
            w.writeStartElement("html");
            w.writeStartElement("head");
            w.writeEmptyElement("meta");
            w.writeAttribute("charset", "utf-8");
            element(w, "title", title);
            element(w, "style", "body{font-family:sans-serif}table{border-collapse:collapse}"
                    + "td,th{border:1px solid #ccc;padding:2px 8px}td+td{text-align:right}pre{background:#f4f4f4;padding:4px}"
                    + ".figure{border-top:1px solid #ccc;margin:12px 0;padding-top:8px}.figure svg{float:left;margin:0 16px 8px 0}"
                    + ".sides{display:flex;gap:12px;clear:both}.sides>div{flex:1;min-width:0}.sides pre{overflow-x:auto;margin:0}");
            w.writeEndElement();
            w.writeStartElement("body");
            element(w, "h1", title);
            for (Block block : blocks) {
                if (block instanceof Heading h) {
                    element(w, "h2", h.text());
                } else if (block instanceof Paragraph p) {
                    element(w, "p", p.text());
                } else if (block instanceof Table t) {
                    w.writeStartElement("table");
                    w.writeStartElement("tr");
                    for (String c : t.header()) element(w, "th", c);
                    w.writeEndElement();
                    for (List<String> row : t.rows()) {
                        w.writeStartElement("tr");
                        for (String c : row) element(w, "td", c);
                        w.writeEndElement();
                    }
                    w.writeEndElement();
                } else if (block instanceof Listing l) {
                    w.writeStartElement("ul");
                    for (String[] item : l.items()) {
                        w.writeStartElement("li");
                        w.writeCharacters(JUnitReport.xml(item[0]));
                        element(w, "pre", item[1]);
                        w.writeEndElement();
                    }
                    w.writeEndElement();
                } else if (block instanceof Figures f) {
                    for (Figure figure : f.items()) figure(w, sw, figure);
                }
                w.writeCharacters("\n");
            }
            w.writeEndElement();
            w.writeEndElement();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing HTML to a string", e);
        }
        return sw.append('\n').toString();
    }

    /** A figure: its title, the diagram written as it is (an SVG element), the difference, the two solutions. */
    private static void figure(XMLStreamWriter w, StringWriter sw, Figure f) throws XMLStreamException {
        w.writeStartElement("div");
        w.writeAttribute("class", "figure");
        element(w, "h3", f.title());
        if (!f.svg().isEmpty()) {
            w.writeCharacters("");  // closes the start tag before the raw SVG
            w.flush();
            sw.write(f.svg());
        }
        element(w, "pre", f.body());
        w.writeStartElement("div");
        w.writeAttribute("class", "sides");
        for (String[] side : new String[][] {{f.leftHeading(), f.left()}, {f.rightHeading(), f.right()}}) {
            w.writeStartElement("div");
            element(w, "h4", side[0]);
            element(w, "pre", side[1]);
            w.writeEndElement();
        }
        w.writeEndElement();
        w.writeEndElement();
    }

    private static void element(XMLStreamWriter w, String name, String text) throws XMLStreamException {
        w.writeStartElement(name);
        w.writeCharacters(JUnitReport.xml(text));
        w.writeEndElement();
    }
}
