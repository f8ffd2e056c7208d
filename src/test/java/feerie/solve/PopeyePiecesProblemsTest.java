package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Corpus problems with Popeye's hoppers, Chinese pieces and leapers, solved as Popeye solves them. */
class PopeyePiecesProblemsTest {
    private static List<String> solve(String text) {
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(p, 30).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.startsWith("1.") || l.startsWith("a)") || l.startsWith("b)")).toList();
    }

    @Test
    void kangarooAndDolphinInBothTwinsOfBeispielHopper18() {
        // twin b) turns the board counter-clockwise, as Popeye does (e1 goes to a4)
        assertEquals(List.of("a)", "1.KAa8*d5 Ke1-d2   2.b7-b6 DEe2-c2 #", "b) Drehung 270",
                        "1.KAh6*e6 Ka4-b3   2.g6-g5 DEb4-b2 #"),
                solve("""
                        anfang
                        ford	h#2
                        stei
                        weis	ke1 sc5d5 gd3 dee2
                        schw	kc6 bb7c4c7e4 kaa8c8
                        zwil	dreh 270
                        ende
                        """));
    }

    @Test
    void kangarooLionPromotionOfExamplesKanglion01() {
        assertEquals(List.of("1.KLb2-h2 h5-h6   2.KLh2-h8 h6-h7   3.KLh8-h3 h7-h8=KL #"),
                solve("""
                        begin
                        stip h#3
                        fors 8/8/8/7P/7p/8/1.kl2PK2/7k/
                        end
                        """));
    }

    @Test
    void naoAndGrasshopper2() {
        // BEISPIEL-chinese-01: Popeye's key 1.f5*e6 ! (the pao-like naos make 1.Sc2-d4 fail)
        List<String> chinese = solve("""
                anfang
                forderung	#2
                steine	weiss	ke3 te2g3 sc2g4 bf2f5 nac3
                	schwarz	kf1 sb3 be6 nab5d7f3h7
                ende
                """);
        assertEquals(List.of("1.f5*e6 !"), chinese.stream().filter(l -> l.endsWith("!") || l.contains("! ")).map(l -> l.replaceAll(" Drohung:.*", "")).toList());
        // BEISPIEL-hopper-03: ser-h#5 with a black grasshopper-2
        List<String> g2 = solve("""
                anfang
                forderung       ser-h#5
                steine  weiss   ke7 lb8 bd3e4
                        schwarz kc5 th5 g2b1 la7 bc6
                ende
                """);
        // Popeye's eight solutions, among them the two with grasshopper-2 moves
        assertEquals(new java.util.TreeSet<>(List.of(
                "1.Kc5-b4   2.La7-d4   3.G2b1-b6   4.Th5-b5   5.Kb4-c5 Lb8-d6 #",
                "1.Kc5-d4   2.Th5-d5   3.Td5-d6   4.Kd4-e5   5.La7-d4 Lb8*d6 #",
                "1.Kc5-d4   2.Th5-h6   3.Th6-d6   4.Kd4-e5   5.La7-d4 Lb8*d6 #",
                "1.Th5-h2   2.Th2-b2   3.Tb2-b3   4.G2b1-b5   5.Tb3-b4 Lb8*a7 #",
                "1.Th5-d5   2.Kc5-d4   3.Td5-d6   4.Kd4-e5   5.La7-d4 Lb8*d6 #",
                "1.Th5-d5   2.Td5-d6   3.Kc5-d4   4.Kd4-e5   5.La7-d4 Lb8*d6 #",
                "1.Th5-h6   2.Kc5-d4   3.Th6-d6   4.Kd4-e5   5.La7-d4 Lb8*d6 #",
                "1.Th5-h6   2.Th6-d6   3.Kc5-d4   4.Kd4-e5   5.La7-d4 Lb8*d6 #")), new java.util.TreeSet<>(g2));
        assertEquals(8, g2.size());
    }

    @Test
    void gryphonShipAndBerolinaPawnInCorpusProblems() {
        // EXAMPLES-pawned-01: the Gryphon steps forward as a pawn to h1 and does not promote
        assertEquals(List.of("1.GYd8-c7 d7-d8=GY   2.GYc7-h2 GYd8*a5   3.GYh2-h1 GYa5-a6 ="),
                solve("""
                        begin
                        stip h=3
                        pie wh kf5 bg1 pc5d7
                          blac kd5 gyd8 pa7a5c6g2
                        end
                        """));
        // EXAMPLES-pawned-02: the Ship mates with a rook move
        assertEquals(List.of("1.Ke2-d2 ! threat:", "1...Kd4-c4", "1...e6-e5"),
                solve("""
                        begin
                        stip #2
                        opt var
                        pie wh ke2 shf3 pb4g3
                          blac kd4 rd6 pb5d5e6
                        end
                        """));
        // REGRESSIONS 4.63-4.65 no. 17: a Berolina pawn takes a Berolina pawn en passant
        assertEquals(List.of("1.BPe5*e6 ep. !"),
                solve("""
                        begin
                        pieces white bpe5 black bpd5
                        stip ep1
                        option enpassant f7e6d5 nowk nobk
                        end
                        """));
    }

    @Test
    void orixAndNonStopOrixInCorpusProblems() {
        // BEISPIEL-hopper-06: both sides promote to an Orix
        assertEquals(List.of("1.a7-a5 g2-g4   2.a5-a4 g4-g5   3.a4-a3 g5-g6   4.a3*b2 g6-g7   5.b2-b1=OR g7-g8=OR #"),
                solve("""
                        anfang
                        ford h#5
                        stei weis lh8 bb2 kh7 bg2
                        schw ka1 ba7 ord5
                        ende
                        """));
        // EXAMPLES-norix-01
        assertEquals(java.util.Set.of("1...NOa4-a8 +   2.Ka6-a5 b2-b3   3.a7-a6 b3-b4 #",
                        "1...Kc5-c6   2.Ka6-a5 b2-b4 +   3.Ka5-a6 NOa4-a8 #"),
                java.util.Set.copyOf(solve("""
                        begin
                        stip h#2.5
                        pie wh kc5 noa4 pb2
                        blac ka6 pa7
                        end
                        """)));
    }

    @Test
    void equiEnglishRabbitContraHamsterAndGreaterLeafhopperInCorpusProblems() {
        assertEquals(List.of("a)", "1.Bf6-g7 QEa8-c5   2.Re2-e3 Kh5-g5 #", "b) bRe2-->e4",
                        "1.e7-e6 QEa8-c6   2.Re4-e2 Kh5-g4 #"),
                solve("""
                        begin
                        pie wh kh5 bg2 qea8
                        pie bl ke5 re2 bf6 pe7
                        stip h#2
                        twin move e2 e4
                        end
                        """));
        assertEquals(List.of("a)", "1.c5-c4 + Se4-c5   2.Sb4-d3 + Sc5-e6 #", "b) wHEe8-->f1",
                        "1.Sb4-d3 + Sd5-b4   2.e7-e5 + Sb4-c2 #"),
                solve("""
                        anfang
                        ford h#2
                        stei
                        weis Ka3 La8 Sd5 Se4 HEe8
                        schw Kd4 Ta7 Sb4 Bc5 Be2 Be7 Bh7 HEa5 HEf8
                        zwil versetz e8 f1
                        ende
                        """));
        assertEquals(java.util.Set.of("1.HCg2-f3 HCb2-g2 +   2.HCf3-a8 HCg2-b7 #",
                        "1.HCg2-h3 HCb2*h2 +   2.HCh3-h8 HCh2-h7 #"),
                java.util.Set.copyOf(solve("""
                        begin
                        stipulation h#2
                        forsyth     8/8/8/8/8/8/P.HC4.hcp/5K1k/
                        end
                        """)));
        assertEquals(java.util.Set.of("a)", "1.OAf4-b6 GFd2-f6   2.OAb6-d2 GFf6-b8   3.OAd2-a8 GFb8-b7 =",
                        "1.OAf4-e2 GFd2-c2   2.OAe2-g3 GFc2-g1   3.OAg3-h1 GFg1-g2 =", "b) bOAf4-->b6",
                        "1.OAb6-f8 GFd2-b8   2.OAf8-c2 GFb8-a2   3.OAc2-a1 GFa2-b2 =",
                        "1.OAb6-a4 GFd2-f5   2.OAa4-e2 GFf5-g8   3.OAe2-h8 GFg8-g7 ="),
                java.util.Set.copyOf(solve("""
                        begin
                        stip h=3
                        pie wh gfd2
                        pie bl oaf4
                        opt nowk nobk
                        twin move f4 b6
                        end
                        """)));
    }

    @Test
    void huntersInCorpusProblems() {
        // EXAMPLES-hunter-01: a white S/B (knight up, bishop down), black B/R and B/S hunters
        List<String> english = solve("""
                begin
                piec white ka3 qe2 rb4f6 bc5 sb6d4 pa2b3c4g3 s/bb8
                     black ke4 rb1 bh1h6 pc6e3g6 b/rc1 b/sg8
                stip #3
                opti vari set
                end
                """);
        org.junit.jupiter.api.Assertions.assertTrue(english.containsAll(List.of("1.g3-g4 ! threat:", "1...B/Rc1*c4",
                "1...B/Rc1-c3", "1...B/Sg8*c4", "1...B/Sg8-d5", "1...B/Sg8-h7")), english.toString());
        // BEISPIEL-hunter-01, the same in German: L/T and L/S
        List<String> german = solve("""
                anfang
                stei weiss   ka3 de2 tb4f6 lc5 sb6d4 ba2b3c4g3 s/lb8
                     schwarz ke4 tb1 lh1h6 bc6e3g6 l/tc1 l/sg8
                ford #3
                opti vari satz
                ende
                """);
        org.junit.jupiter.api.Assertions.assertTrue(german.containsAll(List.of("1...L/Tc1*c4", "1...L/Tc1-c3")), german.toString());
    }

    @Test
    void aRoyalPawnPassingASquareTakenEnPassantIsInCheck() {
        // REGRESSIONS 4.63-4.65 no. 23: the Dragon's pawn part would take d7-d5 en passant on d6
        assertEquals(List.of(), solve("""
                begin
                pieces white dre5 black royal pd7
                stip h~1
                option nobk nowk
                end
                """));
        // REGRESSIONS 4.63-4.65 no. 20: the white protean pawn on d7 takes e7-e6 and e7-e5 (en passant)
        assertEquals(List.of(), solve("""
                begin
                pieces white ppd7 black royal pe7
                stip h~1
                option nowk
                end
                """));
        // REGRESSIONS 4.63-4.65 no. 24: hunters P/B take and are taken en passant; a royal one may not pass
        assertEquals(List.of("a)", "1.P/Bd7-d5 P/Be5*d6 ep.", "b) brP/Bd7"),
                solve("""
                        begin
                        pieces white p/be5 black p/bd7
                        stip hep1
                        option nowk nobk
                        twin add black royal p/bd7
                        end
                        """));
    }

    @Test
    void leafhopperSetPlayOfAHelpPlayWithAHalfMove() {
        // EXAMPLES-treeleafhopper-06: in h==2.5 set play White passes first ("1...  ...  2.")
        assertEquals(List.of("1...  ...  2.LHa2-a3 LHa1-c1   3.LHa3-c5 LHc1-g1 ==",
                        "1...LHa1-b1   2.LHa2-b3 LHb1-d1   3.LHb3-d5 LHd1-h1 =="),
                solve("""
                        begin
                        stip h==2.5
                        opt set
                        opt nowk nobk
                        pie wh lha1 blac lha2
                        end
                        """));
    }
}
