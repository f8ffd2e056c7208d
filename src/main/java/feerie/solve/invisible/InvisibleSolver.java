package feerie.solve.invisible;

import feerie.input.Holes;
import feerie.problem.Colour;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.solve.Line;
import feerie.solve.MoveNumberRange;
import feerie.solve.TraceEntry;
import feerie.solve.TwinSolution;
import feerie.solve.Setup;
import feerie.solve.UnsupportedException;
import feerie.stipulation.GoalType;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.List;

/**
 * Problems with total invisible units ({@code pieces TotalInvisible n}, Popeye 4.8x+): the part
 * Féerie solves as Popeye does (help mates of orthodox units, both kings on the board, at most two
 * invisibles, short enough for {@link InvisibleHelpSearch}); anything else is refused with the reason.
 */
public final class InvisibleSolver {
    private static final String REFUSED = "total invisible pieces with ";

    private InvisibleSolver() {
    }

    /** Numbering options Popeye applies to total invisibles too. */
    private static final java.util.Set<String> NUMBERING = java.util.Set.of("MoveNumbers", "StartMoveNumber", "UpToMoveNumber");

    /**
     * The solution of one twin: its lines in Popeye's order or, with move numbers, the numbered
     * moves and the lines in the order Popeye writes them.
     */
    public static TwinSolution solveTwin(Problem problem, Twin twin, Setup setup, long deadline) {
        List<TraceEntry>[] trace = new List[1];
        List<Line> lines = solve(problem, twin, setup, deadline, trace);
        // a refused diagram: no block of lines at all (no blank line where they would be)
        if (lines == null) return new TwinSolution(twin, List.of(), null, false, List.of());
        TwinSolution solution = new TwinSolution(twin, lines);
        return trace[0] == null ? solution : solution.traced(trace[0]);
    }

    /** The lines of one twin, in Popeye's order. */
    public static List<Line> solve(Problem problem, Twin twin, Setup setup, long deadline) {
        List<Line> lines = solve(problem, twin, setup, deadline, new List[1]);
        return lines == null ? List.of() : lines;
    }

    /** The lines, null where Popeye refuses the diagram; {@code trace[0]} the numbered trace, if any. */
    private static List<Line> solve(Problem problem, Twin twin, Setup setup, long deadline, List<TraceEntry>[] trace) {
        int count = problem.totalInvisible();
        if (twin != null)
            for (TwinCommand c : twin.commands())
                if (c instanceof TwinCommand.Add a && a.totalInvisible() > 0) throw new UnsupportedException(REFUSED + "a twin of their number");
        if (problem.language() != Language.ENGLISH) throw new UnsupportedException(REFUSED + "input in " + problem.language());
        List<ConditionSpec> conditions = problem.conditions();
        if (twin != null)
            for (TwinCommand c : twin.commands()) if (c instanceof TwinCommand.ConditionChange cc) conditions = cc.conditions();
        for (ConditionSpec c : conditions)
            if (!c.name().equals("Hole")) throw new UnsupportedException(REFUSED + "condition " + c.name());
        for (String option : problem.options().names())
            if (!NUMBERING.contains(option)) throw new UnsupportedException(REFUSED + "options " + problem.options().names());
        Stipulation stip = setup.stipulation();
        if (stip == null || stip.isStructured() || stip.playType() != PlayType.HELP || stip.goal() == null
                || stip.goal().type() != GoalType.MATE || stip.introMoves() > 0)
            throw new UnsupportedException(REFUSED + "stipulation " + stip);
        int halfMoves = stip.helpHalfMoves();
        // the sets of worlds grow too large beyond these (the levels StartMoveNumber and
        // UpToMoveNumber pin to one move cost little): two invisibles beyond h#1.5 and more than
        // two are placed lazily instead (FleshingSearch); more than two are refused as too slow
        // (-Dfeerie.invisible.unlimited=true tries them anyway), as is one beyond h#2
        boolean unlimited = Boolean.getBoolean("feerie.invisible.unlimited");
        int free = halfMoves - Math.min(halfMoves, pinned(problem));
        boolean lazy = count == 2 && free > 3 || count > 2;
        if (!unlimited && (count > 2 || count == 1 && free > 4))
            throw new UnsupportedException(REFUSED + count + " of them in " + stip);
        int[] visible = visible(setup);
        for (String hole : Holes.of(conditions)) visible[Board.square(hole.charAt(0) - 'a', hole.charAt(1) - '1')] = Board.HOLE;
        if (Board.king(visible, false) < 0 || Board.king(visible, true) < 0)
            throw new UnsupportedException(REFUSED + "a king among them");
        boolean black = !stip.plusHalf();
        // Popeye refuses a diagram whose side to play can take the king, where no invisible can
        // be in between (said on its error stream), and plays nothing (py 4.104, h#1.5 with the
        // white queen next to the black king; a rook's check from afar is solved)
        int[] shut = visible.clone();
        for (int sq = 0; sq < 64; sq++) if (shut[sq] == 0) shut[sq] = Board.HOLE;
        int otherKing = Board.king(visible, !black);
        if (otherKing >= 0 && Board.attacked(shut, otherKing, black)) return null;
        long[] worlds = lazy ? null : InitialWorlds.of(visible, count, black);
        try {
            // Popeye looks for the shortest solutions first and writes every length up to the
            // stipulation's (py 4.104: an h#2 with invisibles gives its h#1 lines, then its h#2 lines)
            List<Line> lines = new java.util.ArrayList<>();
            InvisibleMoveNumbers numbers = numbers(problem, count, visible);
            // with StartMoveNumber or UpToMoveNumber Popeye writes no shorter solutions (py 4.104,
            // h#2 with "start 2 upto 2"); with MoveNumbers alone it writes them first, unnumbered
            boolean bounded = problem.options().has("StartMoveNumber") || problem.options().has("UpToMoveNumber");
            for (int length = stip.plusHalf() ? 1 : 2; length <= halfMoves; length += 2) {
                if (numbers != null && length < halfMoves && bounded) continue;
                List<Line> found;
                if (lazy) {
                    FleshingSearch search = new FleshingSearch(visible, black, stip.plusHalf(), deadline);
                    if (numbers != null && length == halfMoves) search.numbered(numbers);
                    found = search.solve(count, length);
                } else {
                    InvisibleHelpSearch search = new InvisibleHelpSearch(stip.plusHalf(), deadline);
                    if (numbers != null && length == halfMoves) search.numbered(numbers);
                    found = search.solve(visible, worlds, black, length);
                }
                // shorter solutions before the numbered moves
                if (numbers != null && length < halfMoves) for (Line l : found) numbers.solution(l);
                lines.addAll(found);
            }
            if (numbers != null) trace[0] = numbers.trace();
            return lines;
        } catch (InvisibleHelpSearch.TooBig e) {
            throw new UnsupportedException(REFUSED + "too many " + (lazy ? "histories" : "worlds") + " (" + e.getMessage() + ")");
        }
    }

    /** The levels of play the options pin to one move each (none without StartMoveNumber and UpToMoveNumber). */
    private static int pinned(Problem problem) {
        feerie.problem.Options options = problem.options();
        return options.has("StartMoveNumber") && options.has("UpToMoveNumber") ? MoveNumberRange.of(options).pinnedLevels() : 0;
    }

    /** Do the options ask for Popeye's move numbers? */
    private static boolean numbersAsked(Problem problem) {
        var options = problem.options();
        return options.has("MoveNumbers") || options.has("StartMoveNumber") || options.has("UpToMoveNumber");
    }

    /** Popeye's move numbers where the options ask for them, else null. */
    private static InvisibleMoveNumbers numbers(Problem problem, int count, int[] visible) {
        feerie.problem.Options options = problem.options();
        if (!numbersAsked(problem)) return null;
        return new InvisibleMoveNumbers(MoveNumberRange.of(options), count, visible);
    }

    private static int[] visible(Setup setup) {
        int[] board = new int[64];
        for (PieceSpec p : setup.pieces().values()) {
            if (!p.attributes().isEmpty()) throw new UnsupportedException(REFUSED + "attributes");
            if (p.colour() == Colour.NEUTRAL) throw new UnsupportedException(REFUSED + "neutral units");
            int type = " kqrbsp".indexOf(p.kind());
            if (p.kind().length() != 1 || type < 1) throw new UnsupportedException(REFUSED + "fairy pieces");
            String sq = p.square();
            if (sq.length() != 2 || sq.charAt(0) > 'h' || sq.charAt(1) > '8') throw new UnsupportedException(REFUSED + "a larger board");
            board[Board.square(sq.charAt(0) - 'a', sq.charAt(1) - '1')] = type | (p.colour() == Colour.BLACK ? Board.BLACK : 0);
        }
        for (int sq = 0; sq < 64; sq++)
            if (board[sq] != 0 && Board.type(board[sq]) == Board.KING
                    && Board.king(board, Board.black(board[sq])) != sq) throw new UnsupportedException(REFUSED + "two kings of a side");
        return board;
    }
}
