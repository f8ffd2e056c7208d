package feerie.solve;

import java.util.List;

/** Introductory moves ("n->") played before the play, without move numbers (see {@link NumberedIntro} for them). */
final class IntroMoves {
    private IntroMoves() { }

    /**
     * {@code count} moves of the side to move, each followed by a pass of the other side, so that
     * the same side moves again in the play that follows ("1h[- 14hh[#]]h"); none may check, as
     * the other side would be in check with its opponent to move.
     */
    static void playAgain(Search search, int count, java.util.function.Supplier<List<Line>> play, List<Line> out) {
        walk(search, count, 0, new java.util.ArrayList<>(), play, out, true);
    }

    /**
     * Introductory moves ("n->"): the side to move plays 1 to {@code count} moves in a row, each
     * but the last followed by a pass of the other side, none but the last giving check; then the
     * play follows from each position reached, its lines written after the introductory moves
     * that led there, the shorter introductions first (py 4.104, 2->#1: "1.Kb1-c1 Rh2-h1 #"
     * before "1.Kb1-c1   2.g7-g5 Rh2-h1 #"). The last may check and the play that follows then
     * starts with the other side (py 4.104, 1->ser-h#2: "1.Rf2-a2 +   1.Ka8-b8   2.Kb8-c8 Ra2-a8 #").
     * {@code numbering}: how the lines are numbered ({@link Line#INTRO_RESTART} or {@link Line#INTRO_CONTINUE}).
     */
    static void play(Search search, int count, java.util.function.Supplier<List<Line>> play, List<Line> out, int numbering) {
        play(search, 1, count, play, out, numbering);
    }

    /** {@link #play(Search, int, java.util.function.Supplier, List, int)} with introductions of {@code from} to {@code count} moves. */
    static void play(Search search, int from, int count, java.util.function.Supplier<List<Line>> play, List<Line> out, int numbering) {
        for (int k = from; k <= count; k++) {
            List<Line> lines = new java.util.ArrayList<>();
            walk(search, k, 0, new java.util.ArrayList<>(), play, lines, false);
            for (Line l : lines) out.add(new Line(l.moves(), l.firstIsSecondHalf(), l.series(), l.replies(), l.intro(),
                    false, false, numbering));
        }
    }

    /**
     * Lines by their introductory moves: the shorter introductions first (py 4.104, 2->#1), then
     * the moves in Popeye's order of trial, each with all its lines before the next (py 4.104,
     * 1->ser-h#2: every line after 1.Rf2-f1 first).
     */
    static java.util.Comparator<Line> order() {
        java.util.Comparator<PlayedMove> moves = PopeyeOrder.moves();
        return (a, b) -> {
            if (a.intro() != b.intro()) return Integer.compare(a.intro(), b.intro());
            for (int i = 0; i < a.intro(); i++) {
                int c = moves.compare(a.moves().get(i), b.moves().get(i));
                if (c != 0) return c;
            }
            return 0;
        };
    }

    /**
     * How Popeye numbers the lines after introductory moves: apart, from 1 again, before play
     * longer than two half-moves (its passes counted: ser-#2 is three), else running on.
     */
    static int numbering(feerie.stipulation.Stipulation stip) {
        var type = stip.playType();
        int n = stip.moves();
        int half;
        if (type.isSeries()) half = 2 * n - 1 + (type.basic() == feerie.stipulation.PlayType.DIRECT ? 0 : 1);
        else if (type == feerie.stipulation.PlayType.DIRECT || type == feerie.stipulation.PlayType.REFLEX
                || type == feerie.stipulation.PlayType.SEMI_REFLEX) half = 2 * n - 1;
        else half = 2 * n + (stip.plusHalf() ? 1 : 0);
        return half > 2 ? Line.INTRO_RESTART : Line.INTRO_CONTINUE;
    }

    /** The moves of both kinds: with {@code again} every move, the last too, is followed by a pass and none may check. */
    private static void walk(Search search, int left, int top, List<PlayedMove> made,
                             java.util.function.Supplier<List<Line>> play, List<Line> out, boolean again) {
        if (left == 0) {
            for (Line l : play.get()) out.add(l.afterIntro(made));
            return;
        }
        var p = search.position;
        int end = search.legal(top);
        // the play below uses the move stack from the bottom: keep these moves apart
        int[] moves = java.util.Arrays.copyOfRange(search.stack, top, end);
        boolean last = left == 1;
        boolean pass = again || !last;
        for (int m : moves) {
            made.add(Describe.before(p, m, ""));
            p.make(m);
            boolean check = search.inCheck();
            if (check && last && !again) made.set(made.size() - 1, made.get(made.size() - 1).withSuffix(" +"));
            if (!check || last && !again) {
                if (pass) p.make(feerie.piece.movement.Move.NULL);
                walk(search, left - 1, 0, made, play, out, again);
                if (pass) p.unmake(feerie.piece.movement.Move.NULL);
            }
            p.unmake(m);
            made.remove(made.size() - 1);
        }
    }
}
