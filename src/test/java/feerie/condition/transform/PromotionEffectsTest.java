package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Promotions made by a condition's effect, not by the pawn's own move: a pawn a wormhole sends on
 * to its last rank, a chameleon pawn reborn there. Expected lines: py 4.104 on these positions.
 */
class PromotionEffectsTest {
    private static List<String> sorted(String pasted) {
        return pasted.lines().map(String::strip).filter(l -> !l.isEmpty()).sorted().toList();
    }

    /** A pawn sent on to its last rank by a wormhole promotes there, one move per piece. */
    @Test
    void wormholeSendsPawnToItsLastRank() {
        assertEquals(sorted("""
                1.Ka1-b2 !
                1.Ka1-a2 !
                1.Ka1-b1 !
                1.c3-c4[wPc4->h5] !
                1.c3-c4[wPc4->e8=Q] !
                1.c3-c4[wPc4->e8=S] !
                1.c3-c4[wPc4->e8=R] !
                1.c3-c4[wPc4->e8=B] !
                """), PopeyeChecks.lines("""
                begin
                pieces white ka1 pc3 black kh7 pe7
                stip ~1
                condition wormhole c4e8h5
                end
                """));
    }

    /**
     * A chameleon pawn keeps its attribute, written with the piece ({@code =cQ}); its queen and
     * chameleon queen are one unit, listed once.
     */
    @Test
    void chameleonPawnPromotedByWormhole() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ka1 black kh8 black cham pe3
                stip h~1
                condition wormhole e2a1d1g4
                option nowk
                end
                """).stream().filter(l -> l.startsWith("1.cPe3")).toList();
        assertEquals(sorted("""
                1.cPe3-e2[bcPe2->d1=cQ] + Ka1-b2
                1.cPe3-e2[bcPe2->d1=cQ] + Ka1-a2
                1.cPe3-e2[bcPe2->d1=cS] Ka1-a2
                1.cPe3-e2[bcPe2->d1=cS] Ka1-b1
                1.cPe3-e2[bcPe2->d1=cR] + Ka1-b2
                1.cPe3-e2[bcPe2->d1=cR] + Ka1-a2
                1.cPe3-e2[bcPe2->d1=cB] Ka1-b2
                1.cPe3-e2[bcPe2->d1=cB] Ka1-a2
                1.cPe3-e2[bcPe2->d1=cB] Ka1-b1
                1.cPe3-e2[bcPe2->g4] Ka1-b2
                1.cPe3-e2[bcPe2->g4] Ka1-a2
                1.cPe3-e2[bcPe2->g4] Ka1-b1
                """), lines);
    }

    /** A chameleon pawn reborn on its last rank: {@code [+bcPe1=cS]}, each unit once. */
    @Test
    void chameleonPawnRebornOnItsLastRank() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ka1 re7 black kh8 black cham pe4
                stip ~1
                condition equipollentscirce
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(sorted("""
                1.Re7*e4[+bcPe1=cS] !
                1.Re7*e4[+bcPe1=cB] !
                """), lines);
    }

    @Test
    void corpus() { PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-56"); }
}
