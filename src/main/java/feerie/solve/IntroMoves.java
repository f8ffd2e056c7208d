package feerie.solve;

import java.util.List;

/** Introductory moves ("n->") played before the play, without move numbers (see {@link NumberedIntro} for them). */
final class IntroMoves {
    private IntroMoves() { }

    /**
     * Introductory moves ("n->"): the side to move plays {@code left} more moves in a row, the
     * other side passing, never giving check; then the play follows from each position reached,
     * its lines written after the introductory moves that led there.
     */
    /**
     * {@code count} moves of the side to move, each followed by a pass of the other side, so that
     * the same side moves again in the play that follows ("1h[- 14hh[#]]h"); none may check, as
     * the other side would be in check with its opponent to move.
     */
    static void playAgain(Search search, int count, java.util.function.Supplier<List<Line>> play, List<Line> out) {
        playAgain(search, count, 0, new java.util.ArrayList<>(), play, out);
    }

    private static void playAgain(Search search, int left, int top, List<PlayedMove> made,
                                  java.util.function.Supplier<List<Line>> play, List<Line> out) {
        if (left == 0) {
            for (Line l : play.get()) out.add(l.afterIntro(made));
            return;
        }
        var p = search.position;
        int end = search.legal(top);
        int[] moves = java.util.Arrays.copyOfRange(search.stack, top, end);
        for (int m : moves) {
            made.add(Describe.before(p, m, ""));
            p.make(m);
            if (!search.inCheck()) {
                p.make(feerie.piece.movement.Move.NULL);
                playAgain(search, left - 1, 0, made, play, out);
                p.unmake(feerie.piece.movement.Move.NULL);
            }
            p.unmake(m);
            made.remove(made.size() - 1);
        }
    }

    static void play(Search search, int left, int top, List<PlayedMove> made,
                              java.util.function.Supplier<List<Line>> play, List<Line> out) {
        if (left == 0) {
            for (Line l : play.get()) out.add(l.afterIntro(made));
            return;
        }
        var p = search.position;
        int end = search.legal(top);
        // the play below uses the move stack from the bottom: keep these moves apart
        int[] moves = java.util.Arrays.copyOfRange(search.stack, top, end);
        for (int m : moves) {
            made.add(Describe.before(p, m, ""));
            p.make(m);
            // the last one may check: the play that follows starts with the other side (py 4.104,
            // 1->ser-h#2: "1.Rf2-a2 +   1.Ka8-b8   2.Kb8-c8 Ra2-a8 #")
            boolean check = search.inCheck();
            if (check && left == 1) made.set(made.size() - 1, made.get(made.size() - 1).withSuffix(" +"));
            if (!check || left == 1) {
                if (left > 1) p.make(feerie.piece.movement.Move.NULL);
                play(search, left - 1, 0, made, play, out);
                if (left > 1) p.unmake(feerie.piece.movement.Move.NULL);
            }
            p.unmake(m);
            made.remove(made.size() - 1);
        }
    }
}
