package feerie.solve;

/**
 * One line of a solution written with move numbers below the first move (StartMoveNumber or
 * UpToMoveNumber "n:m:..."), in the order Popeye writes them as it solves: either a move with
 * the numbers of the moves that led to it ({@code "  1:3  (Kb3-c4 )"}) or a solution found
 * after them.
 */
public record TraceEntry(int[] numbers, PlayedMove move, boolean check, Line line) {
    public static TraceEntry numbered(int[] numbers, PlayedMove move, boolean check) {
        return new TraceEntry(numbers.clone(), move, check, null);
    }

    public static TraceEntry solution(Line line) {
        return new TraceEntry(null, null, false, line);
    }

    public boolean isSolution() { return line != null; }
}
