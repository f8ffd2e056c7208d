package feerie.condition.legality;

import feerie.condition.ConditionCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** AMU: a mate counts only when the mating unit was observed by exactly one enemy unit before its move. */
class AmuTest {
    /** Popeye's .out: tries whose mates do not count, the mover observed twice or not at all. */
    @ParameterizedTest
    @ValueSource(strings = {"BEISPIEL-amu-01", "BEISPIEL-amu-02"})
    void corpus(String id) {
        ConditionCorpus.assertMatchesPopeye(id);
    }

    /** The solutions py 4.104 gives for this position of our own (AMU filters the mates). */
    @Test
    void mateByAUnitObservedOnce() {
        ConditionCorpus.assertLines("""
                begin
                cond amu
                pieces white kb1 qd4 rh1 sf3 bc2 black ke5 rg5 pa7 bb6 sd8
                stip h#2
                end
                """,
                "1.Ke5-e6 Rh1-h8   2.Sd8-f7 Rh8-e8 #",
                "1.Ke5-e6 Rh1-h7   2.Rg5-g2 Qd4-e5 #",
                "1.Ke5-e6 Rh1-h7   2.Rg5-g3 Qd4-e5 #",
                "1.Ke5-e6 Rh1-h7   2.Rg5-e5 Qd4*e5 #",
                "1.Ke5-e6 Rh1-h7   2.Rg5-g8 Qd4-e5 #",
                "1.Ke5-e6 Rh1-h7   2.Rg5-g6 Qd4-e5 #");
    }
}
