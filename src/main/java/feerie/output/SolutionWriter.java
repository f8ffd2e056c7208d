package feerie.output;

import feerie.solve.MoveNumbering;
import feerie.solve.TraceEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;

import feerie.problem.Language;
import feerie.problem.Problem;
import feerie.solve.Line;
import feerie.solve.TwinSolution;
import java.util.List;

/**
 * The solution part of Popeye's output for one twin: everything that follows the stipulation
 * line (or the twin's heading line) up to the next twin's heading or the closing line.
 * It starts with the blank line Popeye leaves there.
 */
public final class SolutionWriter {
    private SolutionWriter() {}

    public static String body(Problem problem, TwinSolution solution) {
        return body(problem, solution, 0);
    }

    /**
     * How many first moves this twin's help or series solution numbered (MoveNumbers), which
     * the next twin's numbers go on from; 0 in battle play and where nothing was numbered.
     */
    static int numberedFirstMoves(TwinSolution solution) {
        if (solution.battle() != null) return 0;
        if (solution.trace() != null)
            return firstMovesOnly(solution) ? (int) solution.trace().stream().filter(e -> !e.isSolution()).count() : 0;
        return numberedLinesApply(solution) ? solution.numbered().size() : 0;
    }

    /** Are the lines written under their numbered first moves (one block of help or series play, finished)? */
    private static boolean numberedLinesApply(TwinSolution solution) {
        return solution.numbered() != null && solution.blocks().size() == 1 && !solution.partial();
    }

    /** Does the trace number first moves only (not "1:3", moves below them, whose count on is not known)? */
    private static boolean firstMovesOnly(TwinSolution solution) {
        return solution.trace().stream().allMatch(e -> e.isSolution() || e.numbers().length == 1);
    }

    /** The twin's solution, its numbered first moves counted on from {@code numberOffset}. */
    public static String body(Problem problem, TwinSolution solution, int numberOffset) {
        MoveNotation notation = new MoveNotation(languageCode(problem.language()));
        StringBuilder notices = new StringBuilder(), early = new StringBuilder();
        for (var n : solution.notices()) {
            (beforeSolving(n) ? early : notices).append(Vocabulary.notice(problem.language(), n)).append('\n');
            // in battle play py 4.104 leaves a blank line after the Threat notice
            if (n == feerie.solve.Notice.THREAT && solution.battle() != null) early.append('\n');
        }
        // Popeye says them as solving starts: in battle play before the blank line that opens the
        // solution, in help and series play after it; what it finds while it prepares the
        // stipulation (SetPlay, Intelligent, try play, Threat, StopOnShortSolutions not
        // applicable) before that line in all play
        if (solution.battle() != null)
            return early.toString() + notices + new BattleWriter(notation, problem.language()).body(solution.battle(), solution.numbered(), solution.range());
        // a twin Popeye refuses before solving (intelligent mode with a fairy piece): its notices alone
        if (solution.blocks().isEmpty() && solution.trace() == null) return early.toString() + notices + "\n";
        if (solution.trace() != null)
            return early + "\n" + notices + tracedLines(solution, notation, firstMovesOnly(solution) ? numberOffset : 0) + "\n";
        if (numberedLinesApply(solution)) {
            String numbered = numberedLines(solution, notation, numberOffset);
            if (numbered != null) return early + "\n" + notices + numbered + "\n";
        }
        StringBuilder b = new StringBuilder(early).append('\n').append(notices);
        List<List<Line>> blocks = solution.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            for (Line line : blocks.get(i)) b.append(LineWriter.write(line, notation)).append('\n');
            // the duplex half starts as the play did: Popeye says again which options do not apply
            if (i + 1 == solution.duplexFrom()) b.append(early);
            b.append('\n');
        }
        // a partial solution ends without the blank line: "Partial solution" follows at once
        if (solution.partial()) b.setLength(b.length() - 1);
        return b.toString();
    }

    private static boolean beforeSolving(feerie.solve.Notice n) {
        // StopOnShortSolutions outside help play too: py 4.104 says so under the caption of a
        // pser-s#2 (diff seed 607/4)
        return n == feerie.solve.Notice.SET_PLAY || n == feerie.solve.Notice.INTELLIGENT_RESTRICTED
                || n == feerie.solve.Notice.TRY_PLAY || n == feerie.solve.Notice.THREAT
                || n == feerie.solve.Notice.STOP_ON_SHORT_IN_DIRECT_PLAY;
    }

    /**
     * MoveNumbers: each first move's line, followed by the solutions that start with it; null if a
     * solution starts with a move not numbered.
     */
    private static String numberedLines(TwinSolution solution, MoveNotation notation, int numberOffset) {
        Map<String, List<Line>> byFirst = new LinkedHashMap<>();
        for (MoveNumbering.Numbered m : solution.numbered()) byFirst.put(MoveNumbering.key(m.move()), new ArrayList<>());
        for (Line line : solution.blocks().get(0)) {
            if (line.moves().isEmpty()) return null;
            List<Line> lines = byFirst.get(MoveNumbering.key(line.moves().get(0)));
            if (lines == null) return null;
            lines.add(line);
        }
        StringBuilder b = new StringBuilder();
        for (MoveNumbering.Numbered m : solution.numbered()) {
            if (solution.range().skipsFirst(m.number())) continue;
            b.append(MoveNumbering.text(new int[] {numberOffset + m.number()}, notation.move(m.move()), m.check())).append('\n');
            for (Line line : byFirst.get(MoveNumbering.key(m.move()))) b.append(LineWriter.write(line, notation)).append('\n');
        }
        return b.toString();
    }

    /** Numbered moves below the first move: the moves and the solutions in the order Popeye found them. */
    private static String tracedLines(TwinSolution solution, MoveNotation notation, int numberOffset) {
        StringBuilder b = new StringBuilder();
        for (TraceEntry e : solution.trace()) {
            if (e.isSolution()) {
                b.append(LineWriter.write(e.line(), notation)).append('\n');
                continue;
            }
            int[] numbers = e.numbers().clone();
            numbers[0] += numberOffset;
            b.append(MoveNumbering.text(numbers, notation.move(e.move()), e.check())).append('\n');
        }
        return b.toString();
    }

    /** The closing line: "solution finished." or, when a solution was cut short, "Partial solution". */
    public static String closing(Problem problem, List<TwinSolution> solutions) {
        boolean partial = solutions.stream().anyMatch(TwinSolution::partial);
        return partial ? Vocabulary.partialSolution(problem.language()) : Vocabulary.solutionFinished(problem.language());
    }

    public static String languageCode(Language l) {
        return l == Language.GERMAN ? "de" : l == Language.FRENCH ? "fr" : "en";
    }
}
