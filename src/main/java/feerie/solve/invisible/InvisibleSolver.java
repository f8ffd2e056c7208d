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

    /** The lines of one twin, in Popeye's order. */
    public static List<Line> solve(Problem problem, Twin twin, Setup setup, long deadline) {
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
        if (!problem.options().names().isEmpty()) throw new UnsupportedException(REFUSED + "options " + problem.options().names());
        Stipulation stip = setup.stipulation();
        if (stip == null || stip.isStructured() || stip.playType() != PlayType.HELP || stip.goal() == null
                || stip.goal().type() != GoalType.MATE || stip.introMoves() > 0)
            throw new UnsupportedException(REFUSED + "stipulation " + stip);
        int halfMoves = stip.helpHalfMoves();
        // beyond these the sets of worlds grow too large: several invisibles are placed lazily instead
        boolean lazy = count == 2 && halfMoves > 3 || count > 2 && Boolean.getBoolean("feerie.invisible.unlimited");
        if (count == 1 && halfMoves > 4 || count > 2 && !lazy) throw new UnsupportedException(REFUSED + count + " of them in " + stip);
        int[] visible = visible(setup);
        for (String hole : Holes.of(conditions)) visible[Board.square(hole.charAt(0) - 'a', hole.charAt(1) - '1')] = Board.HOLE;
        if (Board.king(visible, false) < 0 || Board.king(visible, true) < 0)
            throw new UnsupportedException(REFUSED + "a king among them");
        boolean black = !stip.plusHalf();
        if (lazy) {
            try {
                List<Line> lines = new java.util.ArrayList<>();
                for (int length = stip.plusHalf() ? 1 : 2; length <= halfMoves; length += 2)
                    lines.addAll(new FleshingSearch(visible, black, stip.plusHalf(), deadline).solve(count, length));
                return lines;
            } catch (InvisibleHelpSearch.TooBig e) {
                throw new UnsupportedException(REFUSED + "too many histories (" + e.getMessage() + ")");
            }
        }
        long[] worlds = InitialWorlds.of(visible, count, black);
        try {
            // Popeye looks for the shortest solutions first and writes every length up to the
            // stipulation's (py 4.104: an h#2 with invisibles gives its h#1 lines, then its h#2 lines)
            List<Line> lines = new java.util.ArrayList<>();
            for (int length = stip.plusHalf() ? 1 : 2; length <= halfMoves; length += 2)
                lines.addAll(new InvisibleHelpSearch(stip.plusHalf(), deadline).solve(visible, worlds, black, length));
            return lines;
        } catch (InvisibleHelpSearch.TooBig e) {
            throw new UnsupportedException(REFUSED + "too many worlds (" + e.getMessage() + ")");
        }
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
