package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The check and legality answers that fairy-piece play takes from the lines a move changed
 * ({@link Position#exposesKing}, {@link Position#givesCheck} before the move when
 * {@link Position#linesDecide},
 * {@link Position#kingAttackedAfterMove} after it; in check along a line, {@link Position#keepsLineCheck})
 * are those of the full attack test
 * ({@link Position#inCheck} after playing the move), on random positions mixing riders, leapers,
 * hoppers, bouncers, lame and screen pieces and pawns (no condition: that is where they apply).
 */
class LineAttackShortcutTest {
    /**
     * Popeye's English codes: the first ten attack along lines (the attack test probes their lines
     * from the target), the others are asked one by one (hoppers, screen and lame pieces, bouncers).
     */
    private static final String[] TYPES = {"q", "r", "b", "s", "p", "n", "ca", "z", "et", "ok", "g", "li", "pa", "le",
        "ma", "b1", "b3", "cp", "rh", "ka"};
    private static final int LINE_TYPES = 10;

    /** A problem with both kings and {@code extra} other units; {@code lines}: line pieces only. */
    private static String randomProblem(Random r, int extra, boolean lines) {
        Set<Integer> used = new HashSet<>();
        StringBuilder white = new StringBuilder(" white k" + square(r, used, false));
        StringBuilder black = new StringBuilder(" black k" + square(r, used, false));
        for (int i = 0; i < extra; i++) {
            String type = TYPES[r.nextInt(lines ? LINE_TYPES : TYPES.length)];
            boolean pawn = type.equals("p") || type.equals("cp");
            (r.nextBoolean() ? white : black).append(' ').append(type).append(square(r, used, pawn));
        }
        return "begin\nstipulation h#2\npieces" + white + black + "\nend\n";
    }

    private static String square(Random r, Set<Integer> used, boolean pawn) {
        int s;
        do s = r.nextInt(64); while (used.contains(s) || pawn && (s < 8 || s >= 56));
        used.add(s);
        return "" + (char) ('a' + s % 8) + (char) ('1' + s / 8);
    }

    @Test
    void answersAreThoseOfTheFullAttackTest() {
        Random r = new Random(7);
        int[] moves = new int[1024];
        int told = 0, checksTold = 0, kept = 0;
        for (int i = 0; i < 400; i++) {
            String text = randomProblem(r, 2 + r.nextInt(12), i % 2 == 0);
            Position p = new Setup(SolutionLines.problem(text)).position(false);
            if (r.nextBoolean()) p.setSideToMove(Search.other(p.sideToMove()));
            int us = p.sideToMove(), them = Search.other(us);
            boolean usSafe = !p.inCheck(us), themSafe = !p.inCheck(them);
            boolean usLines = p.linesDecide(us), themLines = p.linesDecide(them);
            int line = p.lineCheck(us);
            if (line >= 0) assertTrue(!usSafe, text);
            int n = MoveGenerator.generate(p, moves, 0);
            for (int j = 0; j < n; j++) {
                int m = moves[j];
                int exposes = usSafe && themLines ? p.exposesKing(m) : -1;
                int checks = themSafe && usLines ? p.givesCheck(m) : -1;
                boolean keeps = line >= 0 && p.keepsLineCheck(m, line);
                p.make(m);
                boolean exposed = p.inCheck(us), checked = p.inCheck(them);
                String where = text + Move.from(m) + "-" + Move.to(m);
                if (usSafe) assertEquals(exposed, p.kingAttackedAfterMove(us), where);
                if (themSafe) assertEquals(checked, p.kingAttackedAfterMove(them), where);
                p.unmake(m);
                if (exposes >= 0) {
                    told++;
                    assertEquals(exposed, exposes == 1, where);
                }
                if (keeps) {
                    kept++;
                    assertTrue(exposed, where);
                }
                if (checks >= 0) {
                    checksTold++;
                    assertEquals(checked, checks == 1, where);
                }
            }
        }
        // the shortcuts were taken often enough for the comparison to mean something
        assertTrue(told > 1000 && checksTold > 1000 && kept > 100, told + " " + checksTold + " " + kept);
    }
}
