package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Hole and HaanerChess: no unit goes to or over a hole; squares left become holes (castling too). */
class HoleTest {
    @Test
    void holes() { Popeye.corpusMatches("REGRESSIONS-4_47_to_4_49-12", "BEISPIEL-legalsq-13"); }

    @Test
    void haanerChess() { Popeye.corpusMatches("BEISPIEL-haan-01", "BEISPIEL-haan-03", "BEISPIEL-haan-06", "BEISPIEL-haan-04"); }

    /** Double mate and counter-mate (a goal that checks the mover's own king) under Hole. */
    @Test
    void selfCheckGoals() {
        Popeye.corpusMatches("BEISPIEL-stip-66", "REGRESSIONS-4_55_to_4_57-06", "REGRESSIONS-4_55_to_4_57-07");
    }

    /** With a hole on e5 instead of d7/d8 the white king has flights: py 4.104 finds no h##!1. */
    @Test
    void counterMateNeedsTheHoles() {
        String text = "begin\ncondition hole e5\npieces white kc8 rb8 black ka7 qa3\nstipulation h##!1\nend\n";
        org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(), Popeye.lines(text));
    }

    /**
     * HaanerChess with MarsCirce: a capture's path runs from the rebirth square (the black king
     * observes d8 from e8 though c8 became a hole), and no unit moves or observes from a rebirth
     * square that is a hole (py 4.104; BEISPIEL-mars-14, BEISPIEL-vvst-07).
     */
    @Test
    void haanerWithMarsCirce() {
        String text = """
                begin
                stipulation ~1
                condition marscirce haanerchess
                pieces white kc8 pb6 black kb8 pa3
                end
                """;
        assertEquals(Popeye.py("""
                1.b6-b2*a3 !
                1.b6-b7 !
                1.Kc8-b7 !
                1.Kc8-c7 !
                """), Popeye.lines(text));
        Popeye.corpusMatches("BEISPIEL-mars-14", "BEISPIEL-vvst-07");
    }

    /**
     * HaanerChess: the pawn taken en passant leaves its square too, so d5 is a hole after
     * 1...e5*d6 ep. and the black king on c4 cannot go there (py 4.104, a position of our own).
     */
    @Test
    void enPassantVictimLeavesAHole() {
        String text = """
                begin
                pieces white ka1 rb1 qh1 sf2 sf5 pe5 black kc4 pd5 pc5 pa7
                stipulation h#1.5
                option EnPassant d7d6d5
                condition HaanerChess
                end
                """;
        assertEquals(Popeye.py("""
                1...e5*d6 ep. 2.Kc4-c3 Qh1-c1 #
                1...e5*d6 ep. 2.a7-a5 Qh1-c1 #
                1...e5*d6 ep. 2.a7-a6 Qh1-c1 #
                """), Popeye.lines(text).stream().filter(l -> l.contains("ep.")).map(l -> l.replaceAll(" +", " ")).toList());
    }

    /**
     * HaanerChess: the square the mover left is a hole before any rebirth, whatever the order of
     * the conditions: the bishop taken on b8 is not reborn on f8, the rook's square (py 4.104).
     */
    @Test
    void noRebirthOnAHole() {
        for (String conditions : new String[] {"Circe HaanerChess", "HaanerChess Circe"}) {
            assertEquals(Popeye.py("""
                    1.Kh1-g1 !
                    1.Kh1-g2 !
                    1.Rf8*b8 !
                    1.Rf8-c8 !
                    1.Rf8-d8 !
                    1.Rf8-e8 !
                    1.Rf8-f1 + !
                    1.Rf8-f2 !
                    1.Rf8-f3 !
                    1.Rf8-f4 !
                    1.Rf8-f5 !
                    1.Rf8-f6 !
                    1.Rf8-f7 !
                    1.Rf8-g8 !
                    1.Rf8-h8 !
                    """), Popeye.lines("""
                    begin
                    pieces white kh1 rf8 black ka1 bb8
                    stipulation ~1
                    condition %s
                    end
                    """.formatted(conditions)));
        }
    }
}
