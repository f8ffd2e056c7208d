package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * VogtlaenderChess: a side is in check when the other king is attacked. Expectations from Popeye
 * 4.104: py's run on a position of our own (its lines pasted, sorted) and the corpus problem's .out.
 */
class VogtlaenderTest {
    /** White may not attack Black's king (no Qd8); a white king moved into the rook's line checks Black (py). */
    @Test
    void checkIsTheOtherKingAttacked() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kd1 qd4 sf3 black ke8 re5 bh7
                stipulation ~1
                condition vogtlaenderchess
                end
                """);
        assertEquals(List.of(
                "1.Kd1-c1 !", "1.Kd1-c2 + !", "1.Kd1-d2 !", "1.Kd1-e1 + !", "1.Kd1-e2 + !", "1.Qd4-a1 !",
                "1.Qd4-a7 !", "1.Qd4-b2 !", "1.Qd4-b4 !", "1.Qd4-b6 !", "1.Qd4-c3 !", "1.Qd4-c4 !",
                "1.Qd4-c5 !", "1.Qd4-d2 !", "1.Qd4-d3 !", "1.Qd4-d5 !", "1.Qd4-d6 !", "1.Qd4-e3 !",
                "1.Qd4-e4 !", "1.Qd4-f2 !", "1.Qd4-f4 !", "1.Qd4-g1 !", "1.Qd4-g4 !", "1.Qd4-h4 !",
                "1.Sf3*e5 !", "1.Sf3-d2 !", "1.Sf3-e1 !", "1.Sf3-g1 !", "1.Sf3-g5 !", "1.Sf3-h2 !",
                "1.Sf3-h4 !"
                ), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("BEISPIEL-vogt-01");
    }

    /**
     * The black king absent (NoBk), the white one attacked by the queen: Black is in check with
     * White to play, which Popeye refuses ("the side to play can capture the king"), and so with
     * a white reflective king (fuzz seed 21-23). py 4.104: no solution.
     */
    @Test
    void aSideWithoutKingIsInCheckWhenTheOtherKingIsAttacked() {
        assertEquals(List.of(), PopeyeChecks.lines("""
                begin
                pieces white Ke5 black Qh2 Pd3
                stipulation ~1
                condition VogtlaenderChess
                option NoBk
                end
                """));
        assertEquals(List.of(), PopeyeChecks.lines("""
                begin
                pieces white Ke5 black Qh2 Pd3 Kh8
                stipulation ~1
                condition VogtlaenderChess WhiteReflectiveKing
                end
                """));
    }

    /**
     * Under Madrasi (observation by generated moves) a unit's capture onto the king is still an
     * attack: a king is never captured by a rule of legality, not by leaving the capture out of
     * the moves. Kd4-d5 and Kd4-e4 step into the queen's lines and check Black (py 4.104).
     */
    @Test
    void attacksOnAKingCountUnderObservationByMoves() {
        List<String> py = List.of("1.Kd4-c3 !", "1.Kd4-c4 !", "1.Kd4-c5 !", "1.Kd4-d3 !", "1.Kd4-d5 + !", "1.Kd4-e3 !",
                "1.Kd4-e4 + !", "1.Kd4-e5 !", "1.Rb1-b2 !", "1.Rb1-b3 !", "1.Rb1-b4 !", "1.Rb1-b5 !", "1.Rb1-b6 !",
                "1.Rb1-b7 !", "1.Rb1-c1 !", "1.Rb1-d1 !", "1.Rb1-e1 !", "1.Rb1-f1 !", "1.Sg1-e2 !", "1.Sg1-f3 !",
                "1.Sg1-h3 !");
        assertEquals(py.stream().sorted().toList(), PopeyeChecks.lines("""
                begin
                pieces white Kd4 Rb1 Sg1 black Ka8 Qh1 Bc8
                stipulation ~2
                condition VogtlaenderChess Madrasi
                end
                """));
        // TransmutedKings: the white king that steps into the queen's line moves as a queen and
        // attacks a8 along the diagonal, so Kd4-d5 and Kd4-e4 are no moves (py 4.104)
        assertEquals(py.stream().filter(l -> !l.contains("+")).sorted().toList(), PopeyeChecks.lines("""
                begin
                pieces white Kd4 Rb1 Sg1 black Ka8 Qh1 Bc8
                stipulation ~2
                condition VogtlaenderChess TransmutedKings
                end
                """));
    }
}
