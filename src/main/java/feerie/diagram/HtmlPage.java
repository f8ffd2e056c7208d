package feerie.diagram;

import java.io.PrintWriter;

import feerie.problem.Problem;

/**
 * {@code feerie solve --format html}: one self-contained HTML page (the diagrams inline SVG, the
 * style in the page, nothing fetched) with, per problem, its diagram, its stipulation and
 * conditions, and its solution tree as Popeye writes it. Written problem by problem as they are
 * solved, like the text output.
 */
public final class HtmlPage {
    private static final String STYLE = "body{font-family:sans-serif;margin:16px}"
            + "section{border-top:1px solid #ccc;padding-top:8px;margin-top:12px;overflow:auto}"
            + "section svg{float:left;margin:0 20px 8px 0}pre{background:#f4f4f4;padding:6px;overflow-x:auto}"
            + ".status{color:#b00020}";
    private final PrintWriter out;

    public HtmlPage(PrintWriter out, String title) {
        this.out = out;
        out.print("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"/><title>" + DiagramSvg.escape(title)
                + "</title><style>" + STYLE + "</style></head><body>\n<h1>" + DiagramSvg.escape(title) + "</h1>\n");
    }

    /**
     * One problem: its diagram, stipulation and conditions, and the solution text (null when it
     * was not solved: then {@code message} says why).
     */
    public void problem(Problem problem, String solution, String message) {
        out.print("<section>\n<h2>" + DiagramSvg.escape(problem.sourceFile() + ":" + problem.line()) + "</h2>\n");
        DiagramContent d = DiagramContent.of(problem);
        out.print(DiagramSvg.element(d));
        out.print("<p><b>" + DiagramSvg.escape(d.stipulation()) + "</b> &#160; " + DiagramSvg.escape(d.pieceCount()) + "</p>\n");
        if (!problem.conditions().isEmpty()) {
            StringBuilder c = new StringBuilder();
            problem.conditions().forEach(s -> c.append(c.length() == 0 ? "" : ", ").append(s));
            out.print("<p>Conditions: " + DiagramSvg.escape(c.toString()) + "</p>\n");
        }
        if (solution != null) out.print("<pre>" + DiagramSvg.escape(solution) + "</pre>\n");
        else out.print("<p class=\"status\">" + DiagramSvg.escape(message) + "</p>\n");
        out.print("</section>\n");
        out.flush();
    }

    public void close() {
        out.print("</body></html>\n");
        out.flush();
    }
}
