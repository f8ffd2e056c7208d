package feerie.solve;

import feerie.piece.movement.Move;
import feerie.position.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Introductory moves ("3->ser-h#2") played in Popeye's numbering order, for MoveNumbers,
 * StartMoveNumber and UpToMoveNumber. Each introductory move is a level of the numbering (the
 * other side's passes are not numbered): Popeye numbers the moves of every level as it tries them,
 * illegal ones included, and writes the numbers of the levels the options ask for; the solutions
 * come after the numbered moves that lead to them.
 */
final class NumberedIntro {
    private final Search search;
    private final int introMoves;
    private final MoveNumberRange range;
    private final Supplier<List<Line>> play;
    private final List<TraceEntry> trace = new ArrayList<>();
    /** The positions (by level) whose moves were written with their numbers. */
    private final Set<String> written = new HashSet<>();

    private NumberedIntro(Search search, int introMoves, MoveNumberRange range, Supplier<List<Line>> play) {
        this.search = search;
        this.introMoves = introMoves;
        this.range = range;
        this.play = play;
    }

    /**
     * The numbered moves and solutions, the intro side to move and {@code play} giving the lines
     * of the play that follows the introductory moves; null where Popeye's order is not known.
     */
    static List<TraceEntry> walk(Search search, int introMoves, MoveNumberRange range, Supplier<List<Line>> play) {
        if (range.depth() > introMoves)
            throw new UnsupportedException("move numbers below the introductory moves (" + range.depth() + " levels)");
        NumberedIntro intro = new NumberedIntro(search, introMoves, range, play);
        return intro.walk(0, new int[introMoves], new ArrayList<>()) ? intro.trace : null;
    }

    /** False where the numbering order is not known. */
    private boolean walk(int level, int[] numbers, List<PlayedMove> made) {
        if (level == introMoves) {
            for (Line l : play.get()) trace.add(TraceEntry.solution(l.afterIntro(made)));
            return true;
        }
        List<MoveNumbering.Numbered> moves = MoveNumbering.of(search);
        if (moves == null) return false;
        Position p = search.position;
        // Popeye's hash table may remember that a position reached again has no solution and not
        // try its moves again, so not write them: which ones it skips is not known here
        if (level > 0 && range.shows(level) && !written.add(level + ":" + p.hash()))
            throw new UnsupportedException("move numbers of a position reached again by the introductory moves");
        int us = p.sideToMove();
        boolean last = level + 1 == introMoves;
        for (MoveNumbering.Numbered m : moves) {
            numbers[level] = m.number();
            if (range.skips(numbers, level)) continue;
            if (range.shows(level)) trace.add(TraceEntry.numbered(Arrays.copyOf(numbers, level + 1), m.move(), m.check()));
            p.make(m.code());
            // an illegal move is numbered but leads nowhere; introductory moves may not check
            boolean known = true;
            if (!p.inCheck(us) && !search.inCheck()) {
                made.add(m.move());
                if (!last) p.make(Move.NULL);
                known = walk(level + 1, numbers, made);
                if (!last) p.unmake(Move.NULL);
                made.remove(made.size() - 1);
            }
            p.unmake(m.code());
            if (!known) return false;
        }
        return true;
    }
}
