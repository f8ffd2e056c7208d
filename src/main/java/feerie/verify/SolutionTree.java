package feerie.verify;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Lines of one twin's solution as a tree: a line's children are the following lines indented
 * deeper. Children are unordered, so a tree has a canonical text with sorted children.
 */
final class SolutionTree {
    final String line;
    final int indent;
    final List<SolutionTree> children = new ArrayList<>();
    private String canonical;

    private SolutionTree(String line, int indent) {
        this.line = line;
        this.indent = indent;
    }

    /** The root (an empty line at indentation -1) of the given lines. */
    static SolutionTree of(List<String> lines) {
        SolutionTree root = new SolutionTree("", -1);
        List<SolutionTree> open = new ArrayList<>();
        open.add(root);
        for (String raw : lines) {
            int indent = 0;
            while (indent < raw.length() && raw.charAt(indent) == ' ') {
                indent++;
            }
            SolutionTree node = new SolutionTree(normalised(raw), indent);
            while (open.get(open.size() - 1).indent >= indent) {
                open.remove(open.size() - 1);
            }
            open.get(open.size() - 1).children.add(node);
            open.add(node);
        }
        return root;
    }

    /** Blanks inside a line do not matter: trimmed, runs of blanks and tabs made one blank. */
    static String normalised(String line) {
        return line.strip().replaceAll("[ \\t]+", " ");
    }

    /** The line and its subtree with children in sorted order: equal for equal trees. */
    String canonical() {
        if (canonical == null) {
            List<String> parts = new ArrayList<>();
            for (SolutionTree child : children) {
                parts.add(child.canonical());
            }
            Collections.sort(parts);
            canonical = line + "{" + String.join("|", parts) + "}";
        }
        return canonical;
    }
}
