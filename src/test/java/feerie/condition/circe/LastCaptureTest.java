package feerie.condition.circe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.condition.ConditionCorpus;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** LastCapture: the unit the move before the diagram captured, brought back by Circe Parrain after the first move. */
class LastCaptureTest {
    /** Popeye's .out: a bishop (-01) and a knight (-03) captured on g4 come back by the queen's vector. */
    @ParameterizedTest
    @ValueSource(strings = {"EXAMPLES-lastcap-01", "EXAMPLES-lastcap-03"})
    void corpus(String id) {
        ConditionCorpus.assertMatchesPopeye(id);
    }

    /** py 4.104: a black pawn captured on d5 comes back by each first move's vector. */
    @Test
    void rebirthByTheFirstMove() {
        List<String> lines = ConditionCorpus.solutionLines("""
                begin
                cond parrain lastcapture bl pd5
                pieces white kc1 rd5 sf3 black ka8 pb7 qh8
                stip ~1
                end
                """);
        assertEquals(List.of("1.Kc1-d2[+bPe6] !", "1.Kc1-b1[+bPc5] !", "1.Kc1-c2[+bPd6] !", "1.Kc1-d1[+bPe5] !",
                "1.Sf3-d2[+bPb4] !", "1.Sf3-e1[+bPc3] !", "1.Sf3-g1[+bPe3] !", "1.Sf3-h2[+bPf4] !", "1.Sf3-h4[+bPf6] !"),
                lines.subList(0, 9));
    }

    /**
     * py 4.104, German input (a pawn is "b"): the pawn reborn on d1 promotes, each piece in turn
     * (queen, then knight ...); the header writes "Circe Parrain" and "LetzterSchlag" alone.
     */
    @Test
    void germanInputAndRebirthPromotions() {
        String text = """
                anfang
                bedingung circe parrain letzterschlag schwarz bd5
                steine weiss kc1 td5 sf3 schwarz ka8 bb7 dh8
                forderung h~1
                ende
                """;
        List<String> lines = ConditionCorpus.solutionLines(text).stream().filter(l -> l.startsWith("1.Dh8-h4[")).toList();
        assertEquals(List.of("1.Dh8-h4[+sBd1=D] + Kc1-b2", "1.Dh8-h4[+sBd1=D] + Kc1*d1", "1.Dh8-h4[+sBd1=D] + Td5*d1",
                "1.Dh8-h4[+sBd1=S] Kc1-d2", "1.Dh8-h4[+sBd1=S] Kc1-b1"), lines.subList(0, 5));
        assertEquals(59, lines.size());
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        String header = feerie.output.ProblemHeader.render(p);
        assertTrue(header.contains("\n            Circe Parrain\n            LetzterSchlag\n"), header);
    }
}
