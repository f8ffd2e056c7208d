package feerie.input;

/**
 * GridChess's variants: the three shifted grids, {@code Orthogonal} with the files and ranks
 * after which grid lines run ("ce36": lines after files c and e and ranks 3 and 6),
 * {@code Irregular} with one token of squares per cell, {@code GridLine} with lines written
 * direction, square, length ("h a3 4" written together: "ha34").
 */
final class GridArguments {
    private final ConditionArguments arguments;

    GridArguments(ConditionArguments arguments) {
        this.arguments = arguments;
    }

    Token read(Token t) throws InputException {
        for (KeywordTable.Entry v = arguments.variant(t, "grid"); v != null; v = arguments.variant(t, "grid")) {
            Token word = t;
            t = arguments.take(t);
            switch (v.english()) {
                case "Orthogonal" -> {
                    if (t == null || !t.text().toLowerCase(java.util.Locale.ROOT).matches("[a-p1-9]+")) {
                        throw arguments.error(t, word, "files and ranks of the grid lines");
                    }
                    t = arguments.take(t);
                }
                case "Irregular" -> {
                    while (t != null && Squares.parseList(t.text()) != null) {
                        t = arguments.take(t);
                    }
                }
                case "GridLine" -> {
                    while (t != null && t.text().toLowerCase(java.util.Locale.ROOT).matches("[hv][a-p][1-9][1-9]")) {
                        t = arguments.take(t);
                    }
                }
                default -> {
                    // the shifted grids take no argument
                }
            }
        }
        return t;
    }
}
