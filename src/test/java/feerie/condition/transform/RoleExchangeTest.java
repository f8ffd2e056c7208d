package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.condition.ConditionCorpus;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** RoleExchange (Rollentausch): White's pass that turns the board half round and swaps the sides. */
class RoleExchangeTest {
    /** Popeye's .out: a key that exchanges (-01), a limit of two (-05), the exchange as a threat (-06). */
    @ParameterizedTest
    @ValueSource(strings = {"BEISPIEL-rollentausch-01", "BEISPIEL-rollentausch-05", "BEISPIEL-rollentausch-06"})
    void corpus(String id) {
        ConditionCorpus.assertMatchesPopeye(id);
    }

    /** py 4.104: in help play White's exchange is one of its moves, written with two spaces before it. */
    @Test
    void helpPlay() {
        ConditionCorpus.assertLines("""
                begin
                cond roleexchange
                pieces white ke1 rh1 pb2 black kc3 ra8 pg7 sb8
                stip h#2
                end
                """,
                "1.Kc3-d3  RoleExchange   2.Kd8-e8 Rh1-h8 #",
                "1.Kc3-d3 Ke1-d1   2.Ra8-a1 +  RoleExchange #");
    }

    /**
     * py 4.104 (BEISPIEL-rollentausch-11 without its option GoalIsEnd): after the key (PostKeyPlay)
     * the exchange answers two checks and mates.
     */
    @Test
    void exchangeMates() {
        List<String> lines = ConditionCorpus.solutionLines("""
                begin
                pieces white kg1 pa6b6c7 black ka8 pf3g2g3h3d6
                cond roleexchange
                stip #2
                option postkey
                end
                """);
        assertEquals(List.of("2.c7-c8=Q #", "2.c7-c8=R #", "1...f3-f2 +", "2. RoleExchange #", "1...h3-h2 +",
                "2. RoleExchange #"), lines);
    }

    /**
     * Option GoalIsEnd: a defence that mates the attacker ends the game, so the exchange that would
     * answer it is never played and the defence refutes. A position of our own (py 4.104: without
     * GoalIsEnd "2. RoleExchange #" answers both checks) and BEISPIEL-rollentausch-11.
     */
    @Test
    void goalIsEndMakesTheDefendersMateRefute() {
        // the threat, then the three defences, each "refutes."
        assertEquals(List.of("2.c7-c8=Q #", "1...f3-f2 +", "1...h3-h2 +", "1...Ka8-b7"), ConditionCorpus.solutionLines("""
                begin
                pieces white kg1 pb6c7 black ka8 pf3g2g3h3d5
                condition roleexchange
                stipulation #2
                option postkeyplay goalisend
                end
                """));
        ConditionCorpus.assertMatchesPopeye("BEISPIEL-rollentausch-11");
    }
}
