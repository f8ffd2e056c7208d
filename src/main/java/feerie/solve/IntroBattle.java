package feerie.solve;

import feerie.piece.Side;
import feerie.solve.battle.BattleSolver;
import feerie.solve.battle.BattleTree;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Battle play after introductory moves ("3->#2", "1->s#2"): Black, the side that does not
 * attack, plays 1 to n moves in a row, then White's play follows, written line by line as
 * Popeye writes it there ({@link BattleTree#lines}: the shortest wins, every defence).
 */
final class IntroBattle {
    private IntroBattle() { }

    /** {@code exactIntro}: the introduction of its full length only (ser-hs#n with exact-). */
    static List<Line> lines(Search search, Stipulation stip, PlayType type, boolean exactIntro) {
        BattleSolver.Kind kind = type == PlayType.DIRECT ? BattleSolver.Kind.DIRECT
                : type == PlayType.SELF ? BattleSolver.Kind.SELF
                : type == PlayType.REFLEX ? BattleSolver.Kind.REFLEX : BattleSolver.Kind.SEMI_REFLEX;
        int n = stip.moves();
        BattleSolver solver = new BattleSolver(search, stip.goal(), kind, stip.isExact(), n);
        BattleTree.Options shown = new BattleTree.Options(false, false, 1, n, false, false, false, false, false);
        BattleTree tree = new BattleTree(solver, shown);
        List<Line> out = new ArrayList<>();
        search.position.setSideToMove(Side.BLACK);
        // Popeye refuses a position whose side to play can capture the king: no introduction
        if (search.sideToPlayCanCaptureKing()) return out;
        IntroMoves.play(search, exactIntro ? stip.introMoves() : 1, stip.introMoves(), () -> {
            List<Line> play = new ArrayList<>();
            for (List<PlayedMove> moves : tree.lines(n)) play.add(new Line(moves, false, false));
            return play;
        }, out, IntroMoves.numbering(stip));
        out.sort(IntroMoves.order());
        return out;
    }
}
