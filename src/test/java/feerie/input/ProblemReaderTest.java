package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.problem.Colour;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.ParseResult;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.stipulation.PlayType;

class ProblemReaderTest {

    private static Problem single(String text) {
        List<ParseResult> results = ProblemReader.read(text, "test.inp");
        assertEquals(1, results.size(), results.toString());
        return assertInstanceOf(Problem.class, results.get(0), results.toString());
    }

    @Test
    void english() {
        Problem p = single("""
                begin
                author  Jane Doe
                auth  John Roe
                origin  Die Schwalbe 1990
                title The title
                award 1st Prize
                remark first remark
                pieces white Ke1 Qd1 Pa2b2, black ke8; neutral Sa3
                       white royal chameleon Bb1
                stipulation h#2.5
                option try defence 2 vari nontrivial 1 2 enpassant d2d3 d4 maxtime 60 intel
                end
                """);
        assertEquals(Language.ENGLISH, p.language());
        assertEquals("Jane Doe\nJohn Roe", p.author());
        assertEquals("Die Schwalbe 1990", p.origin());
        assertEquals("The title", p.title());
        assertEquals("1st Prize", p.award());
        assertEquals(List.of("first remark"), p.remarks());
        assertEquals(List.of(
                new PieceSpec(Colour.WHITE, "k", "e1"),
                new PieceSpec(Colour.WHITE, "q", "d1"),
                new PieceSpec(Colour.WHITE, "p", "a2"),
                new PieceSpec(Colour.WHITE, "p", "b2"),
                new PieceSpec(Colour.BLACK, "k", "e8"),
                new PieceSpec(Colour.NEUTRAL, "s", "a3"),
                new PieceSpec(Colour.WHITE, "b", "b1", List.of("Royal", "Chameleon"))), p.pieces());
        assertEquals("h#2.5", p.stipulation().toString());
        assertEquals("h#2.5", p.stipulationText());
        assertTrue(p.options().has("Try"));
        assertEquals(2, p.options().intArg("Defence", 0));
        assertTrue(p.options().has("variations"));
        assertEquals(List.of("1", "2"), p.options().args("NonTrivial"));
        assertEquals(List.of("d2", "d3", "d4"), p.options().args("EnPassant"));
        assertEquals(60, p.options().intArg("MaxTime", 0));
        assertTrue(p.options().has("Intelligent"));
        assertEquals(1, p.line());
        assertFalse(p.zeroPosition());
    }

    @Test
    void german() {
        Problem p = single("""
                anfang
                autor Max Mustermann
                ford ser-h=3
                stei weis kd1 dd2 tc1 lf1 sg1 bh2 schw kd8 grb8
                stei schw koenig ta6
                opti weissbeginnt ohnewk droh 2 zugn
                ende
                """);
        assertEquals(Language.GERMAN, p.language());
        assertEquals(PlayType.SERIES_HELP, p.stipulation().playType());
        assertEquals(List.of("k", "q", "r", "b", "s", "p", "k", "gr", "r"),
                p.pieces().stream().map(PieceSpec::kind).toList());
        assertEquals(List.of("Royal"), p.pieces().get(8).attributes());
        assertEquals(List.of("WhiteToPlay", "NoWk", "Threat", "MoveNumbers"), List.copyOf(p.options().names()));
        assertEquals(2, p.options().intArg("Threat", 0));
    }

    @Test
    void french() {
        Problem p = single("""
                DebutProbleme
                auteur Jean Dupont
                enonce #2
                pieces blanc rd1 dd2 tc1 fe4 cg1 pb2 noir re8 vih8
                option essais
                jumeau deplacement d1 d3
                fin
                """);
        assertEquals(Language.FRENCH, p.language());
        assertEquals(List.of("k", "q", "r", "b", "s", "p", "k", "we"),
                p.pieces().stream().map(PieceSpec::kind).toList());
        assertTrue(p.options().has("Try"));
        assertEquals(List.of(new TwinCommand.Move("d1", "d3")), p.twins().get(0).commands());
    }

    @Test
    void twins() {
        Problem p = single("""
                begin
                pieces white kc1 qd1 black ka8 pa7
                stip #2
                twin move d1 d4 exchange c1 a8
                twin cont remove a7 add black royal Sb8 white pf7
                twin stip h#2 substitute q r
                twin rotate 90 mirror a1<-->h8 shift a1 b2 PolishType
                twin condition Circe Madrasi
                remark twin remark
                end
                """);
        List<Twin> twins = p.twins();
        assertEquals(5, twins.size());
        assertEquals(List.of(new TwinCommand.Move("d1", "d4"), new TwinCommand.Exchange("c1", "a8")),
                twins.get(0).commands());
        assertFalse(twins.get(0).continued());
        assertTrue(twins.get(1).continued());
        assertEquals(new TwinCommand.Remove(List.of("a7")), twins.get(1).commands().get(0));
        assertEquals(new TwinCommand.Add(List.of(
                new PieceSpec(Colour.BLACK, "s", "b8", List.of("Royal")),
                new PieceSpec(Colour.WHITE, "p", "f7")), 0), twins.get(1).commands().get(1));
        TwinCommand.StipulationChange sc = (TwinCommand.StipulationChange) twins.get(2).commands().get(0);
        assertEquals("h#2", sc.stipulation().toString());
        assertEquals(new TwinCommand.Substitute("q", "r"), twins.get(2).commands().get(1));
        assertEquals(List.of(new TwinCommand.Rotate(90), new TwinCommand.Mirror("a1<-->h8"),
                new TwinCommand.Shift("a1", "b2"), new TwinCommand.PolishType()), twins.get(3).commands());
        assertEquals(List.of(new TwinCommand.ConditionChange(List.of(
                new ConditionSpec("Circe", List.of()), new ConditionSpec("Madrasi", List.of())))),
                twins.get(4).commands());
        assertEquals(List.of("twin remark"), twins.get(4).remarks());
        assertEquals(8, twins.get(4).line());
        assertTrue(p.hasConditions());
    }

    @Test
    void zeroPosition() {
        Problem p = single("""
                anfang
                ford h#2
                stei weis kh5 schw kc4
                nullstellung verse h5 f1
                zwil verse c4 c2
                ende
                """);
        assertTrue(p.zeroPosition());
        assertEquals(2, p.twins().size());
        assertEquals(List.of(new TwinCommand.Move("h5", "f1")), p.twins().get(0).commands());
    }

    @Test
    void conditionsAreReadRaw() {
        Problem p = single("""
                begin
                condition Circe Parrain Imitator a1b2 madrasi rexi
                pieces white ka1 black ka3
                stipulation #2
                end
                """);
        // "rexi" abbreviates RexInclusive ("rex" alone would be ambiguous with RexExclusive)
        assertEquals(List.of(new ConditionSpec("Circe", List.of("Parrain")),
                new ConditionSpec("Imitator", List.of("a1b2")),
                new ConditionSpec("Madrasi", List.of("rexi"))), p.conditions());
    }

    @Test
    void forsythTotalInvisibleAndStructuredStipulation() {
        Problem p = single("""
                begin
                forsyth 4k3/8/8/8/8/8/.GR7/4K3
                pieces TotalInvisible 2 white pe2
                sstip black - 5h[/1d[x]a{!+}]h
                option nobk castlingmutuallyexclusive a1h8 cast a8 h1 movenum start 1:2 upto 3:4
                end
                """);
        assertEquals(List.of(new PieceSpec(Colour.BLACK, "k", "e8"), new PieceSpec(Colour.WHITE, "gr", "a2"),
                new PieceSpec(Colour.WHITE, "k", "e1"), new PieceSpec(Colour.WHITE, "p", "e2")), p.pieces());
        assertEquals(2, p.totalInvisible());
        assertTrue(p.stipulation().isStructured());
        assertEquals("black - 5h[/1d[x]a{!+}]h", p.stipulationText());
        assertEquals(List.of("a1", "h8", "a8", "h1"), p.options().args("CastlingMutuallyExclusive"));
        assertEquals(List.of("1:2"), p.options().args("StartMoveNumber"));
        assertEquals(List.of("3:4"), p.options().args("UpToMoveNumber"));
    }

    @Test
    void bigBoardSquaresAndHunters() {
        // the Courier games are played on 12x8: l8 is on their board
        Problem p = single("""
                begin
                condition CourierDeLaDama
                pieces white kl8 b/rc1 black ka8
                stip #2
                end
                """);
        assertEquals(List.of("l8", "c1", "a8"), p.pieces().stream().map(PieceSpec::square).toList());
        assertEquals("b/r", p.pieces().get(1).kind());
    }

    @Test
    void squaresOffTheBoardAreInputErrorsAtTheirLine() {
        assertError(ProblemReader.read("begin\npieces white ke1\n  qp16 black ka10\nstip #2\nend\n", "x").get(0),
                3, "square p16 is not on the 8x8 board");
        assertError(ProblemReader.read("begin\npieces white ke1 black ke8\nstip #2\ntwin move e1 e9\nend\n", "x").get(0),
                4, "square e9 is not on the 8x8 board");
        assertError(ProblemReader.read("begin\npieces white ke1 black ke8\nstip #2\ntwin add white qi1\nend\n", "x").get(0),
                4, "square i1 is not on the 8x8 board");
    }

    @Test
    void severalProblemsAndErrorRecovery() {
        List<ParseResult> results = ProblemReader.read("""
                begin
                stip #2
                pieces white ke1 black ke8
                next
                stip #2
                pieces white ke1 xx9
                remark end of the world
                next
                stip h#2
                frobnicate
                next
                stip hq#2
                next
                pieces white ke0
                next
                option tr
                next
                protocol out.txt
                stip #3
                end
                """, "multi.inp");
        assertEquals(7, results.size(), results.toString());
        assertInstanceOf(Problem.class, results.get(0));
        assertError(results.get(1), 6, "unknown piece code");
        assertError(results.get(2), 10, "unknown keyword 'frobnicate'");
        assertError(results.get(3), 12, "bad stipulation");
        assertError(results.get(4), 14, "bad square");
        assertError(results.get(5), 16, "ambiguous option");
        Problem last = assertInstanceOf(Problem.class, results.get(6));
        assertEquals("#3", last.stipulation().toString());
        assertEquals(18, last.line());
        assertEquals("multi.inp", last.sourceFile());
    }

    @Test
    void wrongFirstToken() {
        List<ParseResult> results = ProblemReader.read("stipulation #2\nend\n", "x.inp");
        assertError(results.get(0), 1, "beginproblem");
    }

    @Test
    void onlyRemarkAfterTwin() {
        List<ParseResult> results = ProblemReader.read("begin\nstip #2\ntwin move a1 a2\noption try\nend\n", "x");
        assertError(results.get(0), 4, "not allowed after twin");
    }

    private static void assertError(ParseResult r, int line, String fragment) {
        ProblemError e = assertInstanceOf(ProblemError.class, r);
        assertEquals(line, e.line(), e.toString());
        assertTrue(e.message().contains(fragment), e.toString());
    }
}
