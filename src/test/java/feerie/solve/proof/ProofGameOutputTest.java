package feerie.solve.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Proof games read and written as Popeye does (expected outputs from py 4.104). */
class ProofGameOutputTest {
    private static Problem read(String text) {
        return (Problem) ProblemReader.read(text, "test.inp").get(0);
    }

    private static String solution(String text) {
        String out = ProblemOutput.solve(read(text), 30_000_000_000L).text();
        return out.substring(out.indexOf("+---a", out.indexOf("+---a") + 1));
    }

    @Test
    void aToBTakesThePiecesBeforeTheStipulationAsTheStart() {
        Problem p = read("begin\npieces white ka2 black rh8 pa4\nstipulation ser-a=>b2\npieces white ka4 black rh8\noption nobk\nend\n");
        assertEquals(List.of("ka2", "rh8", "pa4"), p.startPieces().stream().map(s -> s.kind() + s.square()).toList());
        assertEquals(List.of("ka4", "rh8"), p.pieces().stream().map(s -> s.kind() + s.square()).toList());
        assertNull(read("begin\npieces white ke1 black ke8\nstipulation dia1\nend\n").startPieces());
    }

    /** py 4.104 (REGRESSIONS-4_43_to_4_45-01 of Popeye's collection): White's series, its counts, its header. */
    @Test
    void seriesAToB() {
        String out = ProblemOutput.solve(read("begin\npieces white ka2 black rh8 pa4\nstipulation ser-a=>b2\n"
                + "pieces white ka4 black rh8\noption nobk\nend\n"), 30_000_000_000L).text();
        String between = out.substring(out.indexOf("+---a---b---c---d---e---f---g---h---+\n                              1 + 2"));
        assertEquals("+---a---b---c---d---e---f---g---h---+\n                              1 + 2\n\n            => (White ->)\n\n\n",
                between.substring(0, between.indexOf("+---a", 10)));
        assertEquals("  1.Ka2-a3   2.Ka3*a4 a=>b\n", out.lines().filter(l -> l.contains("a=>b") && l.startsWith("  1.")).findFirst().orElse("") + "\n");
    }

    /** py 4.104: dia1.5 is three half-moves from the game array, White first, in Popeye's order. */
    @Test
    void diaHalfMoves() {
        String out = solution("begin\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f2g2h2\n"
                + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e6f7g7h7\nstipulation dia1.5\nend\n");
        assertEquals("""
                  1.Sb1-c3 e7-e6   2.Sc3-b1 dia
                  1.Sb1-a3 e7-e6   2.Sa3-b1 dia
                  1.Sg1-h3 e7-e6   2.Sh3-g1 dia
                  1.Sg1-f3 e7-e6   2.Sf3-g1 dia

                solution finished.
                """, out.substring(out.indexOf("  1.")).stripTrailing() + "\n");
    }

    /**
     * py 4.104: neutral units in the diagram, made by AndaInverse (EXAMPLES-anda-11 shortened):
     * reached when each stands on its square, whatever side it plays for at the moment.
     */
    @Test
    void neutralUnitsInTheDiagram() {
        String array = "begin\npieces white ke1 qd1 ra1h1 bc1f1 sg1 pa2b2c2d2e2f2g2h2\n";
        String half = solution(array + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\nneutral sa3\n"
                + "stipulation dia0.5\ncondition andainverse\nend\n");
        assertEquals("\n\n  1.Sb1-a3[=n] dia\n\nsolution finished.", half.substring(half.indexOf("AndaInverse") + 11).stripTrailing());
        String two = solution(array + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7d7e7f7g7h7\nneutral sa3 pc6\n"
                + "stipulation dia2\ncondition andainverse\nend\n");
        assertEquals("\n\n  1.Sb1-a3[=n] c7-c6[=n] dia\n\nsolution finished.", two.substring(two.indexOf("AndaInverse") + 11).stripTrailing());
        // one half-move less: none
        String none = solution(array + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7d7e7f7g7h7\nneutral sa3 pc6\n"
                + "stipulation dia1.5\ncondition andainverse\nend\n");
        assertEquals("\n\n\nsolution finished.", none.substring(none.indexOf("AndaInverse") + 11).stripTrailing());
    }

    /**
     * py 4.104: a=>b with imitators, those written after the stipulation standing in the diagram
     * (BEISPIEL-atob-04): the game must bring them there as well.
     */
    @Test
    void aToBWithImitators() {
        String start = "begin\ncond imit d4\npieces white ka1\nblack kh8\nstip ";
        String one = solution(start + "a=>b0.5\npieces white ka1\nblack kh7\ncond imit d3\nend\n");
        assertEquals("\n\n  1.Kh8-h7[Id3] a=>b\n\nsolution finished.", one.substring(one.indexOf("Imitator d4") + 11).stripTrailing());
        // there only if the imitator is where the diagram wants it
        String elsewhere = solution(start + "a=>b0.5\npieces white ka1\nblack kh7\ncond imit d5\nend\n");
        assertEquals("\n\n\nsolution finished.", elsewhere.substring(elsewhere.indexOf("Imitator d4") + 11).stripTrailing());
        String back = solution(start + "a=>b2\npieces white ka1\nblack kh8\ncond imit d4\nend\n");
        assertEquals("""


                  1.Kh8-g7[Ic3] Ka1-b2[Id4]   2.Kg7-h8[Ie5] Kb2-a1[Id4] a=>b
                  1.Kh8-g7[Ic3] Ka1-a2[Ic4]   2.Kg7-h8[Id5] Ka2-a1[Id4] a=>b
                  1.Kh8-g7[Ic3] Ka1-b1[Id3]   2.Kg7-h8[Ie4] Kb1-a1[Id4] a=>b
                  1.Kh8-h7[Id3] Ka1-b2[Ie4]   2.Kh7-h8[Ie5] Kb2-a1[Id4] a=>b
                  1.Kh8-h7[Id3] Ka1-a2[Id4]   2.Kh7-h8[Id5] Ka2-a1[Id4] a=>b
                  1.Kh8-h7[Id3] Ka1-b1[Ie3]   2.Kh7-h8[Ie4] Kb1-a1[Id4] a=>b
                  1.Kh8-g8[Ic4] Ka1-b2[Id5]   2.Kg8-h8[Ie5] Kb2-a1[Id4] a=>b
                  1.Kh8-g8[Ic4] Ka1-a2[Ic5]   2.Kg8-h8[Id5] Ka2-a1[Id4] a=>b
                  1.Kh8-g8[Ic4] Ka1-b1[Id4]   2.Kg8-h8[Ie4] Kb1-a1[Id4] a=>b

                solution finished.""", back.substring(back.indexOf("Imitator d4") + 11).stripTrailing());
    }
}
