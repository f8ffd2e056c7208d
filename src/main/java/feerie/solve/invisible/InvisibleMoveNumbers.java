package feerie.solve.invisible;

import feerie.solve.Line;
import feerie.solve.MoveNumberRange;
import feerie.solve.PlayedMove;
import feerie.solve.TraceEntry;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Popeye's options MoveNumbers, StartMoveNumber and UpToMoveNumber in a help play with total
 * invisibles: at each point of the search the moves Popeye tries ({@link PopeyeDecisions}) are
 * numbered from 1 in its order, including those that turn out illegal; a move the bounds leave
 * out is neither played nor written, the others are written ("  13:7  (Bc1-b2 )") where the level
 * is the first one or one the bounds name, and then played (see {@link MoveNumberRange}). The
 * solutions come after the numbered moves that lead to them.
 *
 * <p>The search calls {@link #at} where it stands, {@link #write} and {@link #enter} for a move
 * it plays, {@link #leave} when back, {@link #solution} for a line found; {@link #trace} is the
 * result.
 */
final class InvisibleMoveNumbers {
    /** A move numbered at one level: its numbers from the first level on, and what it does. */
    record Numbered(int[] numbers, PopeyeDecisions.Decision decision) {
        String text() { return decision.text(); }
    }

    private final MoveNumberRange range;
    private final List<TraceEntry> trace = new ArrayList<>();
    private final Deque<InvisibleLedger> ledgers = new ArrayDeque<>();
    private final Deque<int[]> views = new ArrayDeque<>();

    InvisibleMoveNumbers(MoveNumberRange range, int total, int[] visible) {
        this.range = range;
        ledgers.push(InvisibleLedger.initial(total, visible));
    }

    /**
     * The moves tried at {@code level} (0: the first move) with the visible units {@code visible}
     * and invisibles known to stand on {@code known}, the side {@code black} to move: numbered,
     * those the bounds leave out dropped.
     */
    List<Numbered> at(int[] numbersSoFar, int level, int[] visible, long known, boolean black) {
        InvisibleLedger ledger = ledgers.peek();
        int[] view = ledger.view(visible, known);
        views.push(view);
        List<Numbered> result = new ArrayList<>();
        int[] numbers = java.util.Arrays.copyOf(numbersSoFar, level + 1);
        int count = 0;
        for (PopeyeDecisions.Decision d : PopeyeDecisions.of(view, black, ledger)) {
            // a pawn's capture of an invisible that would need one too many is not played, so not counted
            if (d.kind() == PopeyeDecisions.Kind.PAWN_TAKES_INVISIBLE && !ledger.mayTakeInvisible(!black)) continue;
            numbers[level] = ++count;
            if (range.skips(numbers, level)) continue;
            result.add(new Numbered(numbers.clone(), d));
        }
        return result;
    }

    /** Where the search has looked at a point's moves and goes back up from it. */
    void done() { views.pop(); }

    /** Writes the move's line where its level is shown. */
    void write(Numbered n) {
        int level = n.numbers().length - 1;
        if (range.shows(level))
            trace.add(TraceEntry.numbered(n.numbers(), new PlayedMove(n.text(), "", "", false, null, PlayedMove.RAW, false, ""), false));
    }

    /** The search plays {@code n}. */
    void enter(Numbered n) { ledgers.push(ledgers.peek().after(n.decision(), views.peek())); }

    /** The search is back from {@code n}. */
    void leave() { ledgers.pop(); }

    void solution(Line line) { trace.add(TraceEntry.solution(line)); }

    List<TraceEntry> trace() { return trace; }
}
