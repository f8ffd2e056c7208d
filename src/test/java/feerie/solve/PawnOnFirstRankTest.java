package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A pawn on its own first rank: in Popeye it neither moves, captures nor observes there, unless a
 * condition says otherwise (Circe Parrain and EinsteinChess: it moves; Circe Equipollents: it only
 * observes). Every expectation is Popeye 4.104's output for the same problem.
 */
class PawnOnFirstRankTest {
    private static final String PAWNS = "pieces white kh8 pb1 pf1 black ka4 pa2 pg2\n";

    private static String problem(String condition, String stipulation) {
        return "begin\n" + PAWNS + (condition.isEmpty() ? "" : "condition " + condition + "\n")
                + "stipulation " + stipulation + "\nend\n";
    }

    /** The first moves of the pawns (the king's left out). */
    private static List<String> pawnMoves(String condition) {
        return SolutionLines.of(problem(condition, "~1")).stream().filter(l -> !l.startsWith("1.Kh8")).sorted().toList();
    }

    @Test
    void standsStillWithoutConditions() {
        assertEquals(List.of(), pawnMoves(""));
    }

    @Test
    void movesUnderCirceParrain() {
        assertEquals(List.of("1.b1*a2 !", "1.b1-b2 !", "1.f1*g2 !", "1.f1-f2 !"), pawnMoves("Circe Parrain"));
    }

    @Test
    void movesOneTwoOrThreeSquaresInEinsteinChess() {
        assertEquals(List.of("1.b1*a2=S !", "1.b1-b2 !", "1.b1-b3 + !", "1.b1-b4 !", "1.f1*g2=S !", "1.f1-f2 !",
                "1.f1-f3 !", "1.f1-f4 !"), pawnMoves("EinsteinChess"));
    }

    @Test
    void staysStillUnderCirceEquipollents() {
        assertEquals(List.of(), pawnMoves("Circe Equipollents"));
    }

    /** The black king's first moves in a ser-h~1 next to a white pawn on b1. */
    private static List<String> kingSquares(String condition) {
        String text = "begin\npieces white kh8 pb1 black kb3\n" + (condition.isEmpty() ? "" : "condition " + condition + "\n")
                + "stipulation ser-h~1\nend\n";
        return SolutionLines.of(text).stream().map(l -> l.split("\\s+")[0]).distinct().sorted().toList();
    }

    @Test
    void observesNothingWithoutConditions() {
        // the king may step next to it, onto a2 and c2
        assertEquals(List.of("1.Kb3-a2", "1.Kb3-a3", "1.Kb3-a4", "1.Kb3-b2", "1.Kb3-b4", "1.Kb3-c2", "1.Kb3-c3",
                "1.Kb3-c4"), kingSquares(""));
    }

    @Test
    void observesUnderCirceEquipollents() {
        assertEquals(List.of("1.Kb3-a3", "1.Kb3-a4", "1.Kb3-b2", "1.Kb3-b4", "1.Kb3-c3", "1.Kb3-c4"),
                kingSquares("Circe Equipollents"));
    }

    @Test
    void movesOneStepUnderNormalPawn() {
        assertEquals(List.of("1.b1*a2 !", "1.b1-b2 !", "1.f1*g2 !", "1.f1-f2 !"), pawnMoves("NormalPawn"));
    }

    @Test
    void observesUnderNormalPawn() {
        assertEquals(List.of("1.Kb3-a3", "1.Kb3-a4", "1.Kb3-b2", "1.Kb3-b4", "1.Kb3-c3", "1.Kb3-c4"),
                kingSquares("NormalPawn"));
    }

    /** A hunter's pawn part on its first rank: it does not move from there, yet it observes (py 4.104). */
    @Test
    void hunterPawnPartObservesFromTheFirstRankWithoutMoving() {
        String text = "begin\npieces white kh8 p/sb1 black kb3\nstipulation ser-h~1\nend\n";
        List<String> lines = SolutionLines.of(text);
        assertEquals(List.of("1.Kb3-a3", "1.Kb3-a4", "1.Kb3-b2", "1.Kb3-b4", "1.Kb3-c3", "1.Kb3-c4"),
                lines.stream().map(l -> l.split("\\s+")[0]).distinct().sorted().toList());
        assertEquals(List.of(), lines.stream().filter(l -> l.contains("P/Sb1-")).toList());
    }
}
