package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** ShieldedKings: a guarded king is not checked by the other king (lines from py 4.104 on an own position). */
class ShieldedKingsTest {
    @Test
    void theGuardedKingStepsNextToTheOther() {
        // on d5 the white king is guarded by the rook, and checks the unguarded black king
        String text = """
                begin
                pieces white ke4 rd1 black ke6 ph7
                stipulation ~1
                condition shieldedkings
                end
                """;
        assertEquals(Popeye.py("""
                1.Ke4-d3 !
                1.Ke4-f3 !
                1.Ke4-d5 + !
                1.Ke4-e3 !
                1.Ke4-d4 !
                1.Ke4-f4 !
                """), Popeye.lines(text).stream().filter(l -> l.contains("Ke4")).toList());
    }

    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-shkings-02"); }
}
