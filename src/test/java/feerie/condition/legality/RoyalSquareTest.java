package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.condition.ConditionCorpus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** White/BlackRoyalSquare: a square is the side's king; the side is in check when it is observed. */
class RoyalSquareTest {
    /** Popeye's .out: Black has only a queen on its royal square e4, mated in 8. */
    @Test
    void corpus() {
        ConditionCorpus.assertMatchesPopeye("BEISPIEL-royalsq-01");
    }

    /** py 4.104 on a position of our own: White's royal square e1 guarded by no unit. */
    @Test
    void whiteRoyalSquareInHelpPlay() {
        List<String> lines = ConditionCorpus.solutionLines("""
                begin
                cond whiteroyalsquare e1
                pieces white rh1 pe2 qd1 sb1 black kh8 rb8 bb6 sg6
                stip h#2
                end
                """);
        assertEquals(20, lines.size());
        assertEquals(List.of("1.Sg6-h4 Qd1-c1   2.Rb8-g8 Qc1-h6 #", "1.Sg6-h4 Qd1-d7   2.Rb8-g8 Rh1*h4 #"), lines.subList(0, 2));
        assertEquals("1.Kh8-g8 Qd1-g1   2.Rb8-f8 Qg1*g6 #", lines.get(19));
    }

    /** py 4.104: Black's royal square d5 (a pawn on it), a #2 with its threats and variations. */
    @Test
    void blackRoyalSquareInDirectPlay() {
        List<String> lines = ConditionCorpus.solutionLines("""
                begin
                cond blackroyalsquare d5
                pieces white kh1 rb1 bh3 sf1 black pd5 rc8 pa7 sb8
                stip #2
                opti vari
                end
                """);
        assertEquals(List.of("1.Rb1-a1 ! threat:", "2.Sf1-e3 #", "2.Bh3-g2 #", "2.Bh3-e6 #", "1...d5-d4", "2.Bh3-g2 #",
                "2.Bh3-e6 #"), lines.subList(0, 7));
    }
}
