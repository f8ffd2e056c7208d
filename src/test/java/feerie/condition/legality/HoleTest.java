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
}
