package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import feerie.problem.Colour;
import feerie.problem.ConditionSpec;
import feerie.problem.ParseResult;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.ProblemError;

/**
 * Forms of Popeye's language that Féerie once rejected. Each input is one Popeye 4.104 accepts
 * without an input error (the files of its collection named below, or lines checked with
 * {@code py}); the expected values come from Popeye's output (its diagram, piece counts,
 * stipulation and condition lines).
 */
class PopeyeGrammarTest {
    private static Problem single(String text) {
        List<ParseResult> results = ProblemReader.read(text, "t.inp");
        assertEquals(1, results.size(), results.toString());
        return assertInstanceOf(Problem.class, results.get(0), results.toString());
    }

    private static ProblemError error(String text) {
        List<ParseResult> results = ProblemReader.read(text, "t.inp");
        return assertInstanceOf(ProblemError.class, results.get(0), results.toString());
    }

    private static long count(Problem p, Colour colour) {
        return p.pieces().stream().filter(s -> s.colour() == colour).count();
    }

    /**
     * BEISPIEL/cham.inp: Popeye prints "Chamaeleonsequenz D->T->L->S->D"; "D" is no command here.
     * Piece codes after a condition are kept as English codes (the reader knows the language).
     */
    @Test
    void chameleonSequenceTakesItsPieces() {
        Problem p = single("""
                anfang
                steine weiss Kh5 weiss cham db2c5
                       schwarz Kd3 Df1 Tg2 Sa2 Bb3f2g7 schwar cham Dg1 Te4 La5
                bedingung ChamaeleonSequenz D T L S D
                forderung h#2.5
                ende
                """);
        assertEquals(List.of(new ConditionSpec("ChameleonSequence", List.of("q", "r", "b", "s", "q"))), p.conditions());
        assertEquals("h#2.5", p.stipulation().toString());
    }

    /** BEISPIEL/promonly.inp: "UWnur D" then the options and pieces (Popeye: s#9, 2 + 2). */
    @Test
    void promOnlyTakesPieceCodesAndThenCommandsFollow() {
        Problem p = single("""
                anfang
                ford s#9
                bed schwarzerlaengstzueger
                bedi uwnur d
                opt vari ohnedroh nachschluessel
                ste
                wei kc8 bb6
                sch ka8 ba7
                ende
                """);
        assertEquals(List.of(new ConditionSpec("BlackMaximummer", List.of()), new ConditionSpec("PromOnly", List.of("q"))),
                p.conditions());
        assertTrue(p.options().has("Variations") && p.options().has("NoThreat") && p.options().has("PostKeyPlay"));
        assertEquals(2, count(p, Colour.WHITE));
        assertEquals(2, count(p, Colour.BLACK));
    }

    /** BEISPIEL/pieces.inp: Popeye prints "UWnur D S T L N GI 35" (the (3,5)-leaper's code is 35). */
    @Test
    void promOnlyWithTwoCharacterCodes() {
        Problem p = single("""
                anfang
                ford h=2
                bedi UWnur d t l s n gi 35
                stei
                weis kg6 gib3 ne1 35g5 bh7
                schw ka8 ba2g7
                ende
                """);
        assertEquals(List.of(new ConditionSpec("PromOnly", List.of("q", "r", "b", "s", "n", "gi", "35"))), p.conditions());
        assertEquals(5, count(p, Colour.WHITE));
    }

    /** BEISPIEL/cirpiece.inp: a twin's condition with a chameleon sequence, then the next twin. */
    @Test
    void chameleonCirceInATwin() {
        Problem p = single("""
                anfang
                forderung #2
                bedingung circe
                steine weiss Kf2 Da7 schwarz Ke4 Dh8
                zwilling bedingung chamaeleoncirce s l t d s
                zwilling bedingung circeclone
                ende
                """);
        assertEquals(2, p.twins().size());
        assertEquals("[ConditionChange[conditions=[ChameleonCirce s b r q s]]]", p.twins().get(0).commands().toString());
    }

    /** TESTS/mate_C.inp: Popeye prints the condition "#C" (lower case in the input is fine). */
    @Test
    void conditionHashC() {
        Problem p = single("begin\npieces white kc4 black kc7\nstip s#1\ncondition #c\noption vari\nend\n");
        assertEquals(List.of(new ConditionSpec("#C", List.of())), p.conditions());
        assertTrue(p.options().has("Variations"));
    }

    /** REGRESSIONS/4_81_to_4_83.inp: the number of moves in the next token; Popeye prints "hze81.5", "h001.5". */
    @ParameterizedTest
    @CsvSource({"hze8 1.5, hze81.5", "h00 1.5, h001.5", "# 2, #2", "dia 8.5, dia8.5", "h#0, h#0", "ser-reci-h#3, ser-reci-h#3"})
    void stipulationLengthMayBeTheNextToken(String written, String popeye) {
        Problem p = single("begin\nforsyth r3k2r/4q1b1/5Q2/8/8/8/8/3K4\nstip " + written + "\nend\n");
        assertEquals(popeye, p.stipulation().toString());
    }

    /** Popeye: "#0", "ser-#0" and a number beyond its unsigned int are input errors ("wrong integer"); hs#0 and its kin crash it. */
    @ParameterizedTest
    @CsvSource({"#0, at least 1", "ser-#0, at least 1", "#99999999999, too many", "ser-h#1001, too many",
            "#2147483648, too many", "0->ser-#2, introductory", "#2.5, only in help play",
            // py 4.104 crashes on these (segmentation fault)
            "hs#0, at least 0.5", "hr=0, at least 0.5", "reci-h#0, at least 1", "pser-h#0, at least 0.5", "phser-s#0, at least 0.5"})
    void impossibleLengthsAreLocatedInputErrors(String written, String fragment) {
        ProblemError e = error("begin\npieces white ke1 black ke8\nstip " + written + "\nend\n");
        assertEquals(3, e.line());
        assertTrue(e.message().contains(fragment), e.message());
    }

    /** BEISPIEL/bgl.inp and EXAMPLES/champursue.inp: a trailing '/', a run of 16; Popeye counts 6 + 7 and 2 + 6. */
    @Test
    void forsythSlashIsOptionalAndEmptySquaresPastH1AreIgnored() {
        Problem bgl = single("anfang\nfors 8/5b2/5B1T/3B1ks1/3Bbsb2/8/4b3/2K1D3/\nford #2\nende\n");
        assertEquals(6, count(bgl, Colour.WHITE));
        assertEquals(7, count(bgl, Colour.BLACK));
        // its fourth rank "3Bbsb2" counts 9 squares: Popeye's diagram has the king on d1, the queen on f1
        assertTrue(bgl.pieces().contains(new PieceSpec(Colour.WHITE, "k", "d1")), bgl.pieces().toString());
        assertTrue(bgl.pieces().contains(new PieceSpec(Colour.WHITE, "q", "f1")), bgl.pieces().toString());
        Problem pursuit = single("begin\nfors 3k4/1K1b1s2/8/4S3/6p1/8/4r1p1/16\nstip h#2\nend\n");
        assertEquals(2, count(pursuit, Colour.WHITE));
        assertEquals(6, count(pursuit, Colour.BLACK));
        // '/' does not close a rank: "k/K" puts the king on b8 as in Popeye
        Problem slash = single("begin\nfors k/K\nstip #1\nend\n");
        assertTrue(slash.pieces().contains(new PieceSpec(Colour.WHITE, "k", "b8")), slash.pieces().toString());
    }

    /** A unit counted beyond h1 has no square: an input error. */
    @Test
    void forsythUnitPastH1IsAnError() {
        assertTrue(error("begin\nfors 64K\nstip #1\nend\n").message().contains("too many squares"));
    }

    /**
     * BEISPIEL/verlorenesteine.inp: an English "add" in a German twin is no twinning command;
     * Popeye solves twin b) without change (its heading is empty) and reads no further.
     */
    @Test
    void wordAfterTwinEndsTheInputWithAWarning() {
        ProblemReader.Reading r = ProblemReader.readWithWarnings("""
                anfang
                steine schwarz ke8 th8 weiss bg6g7h6
                forderung ~1
                zwilling add schwarz paralysing ke8
                ende
                anfang
                forderung #1
                ende
                """, "t.inp");
        assertEquals(1, r.results().size());
        Problem p = assertInstanceOf(Problem.class, r.results().get(0));
        assertEquals(1, p.twins().size());
        assertTrue(p.twins().get(0).commands().isEmpty());
        assertEquals(1, r.warnings().size());
        assertEquals(4, r.warnings().get(0).line());
    }

    /** Condition lines Popeye 4.104 reads without an input error (checked with py), in the three languages. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "begin|white|Circe Parrain RexInclusive|Circe|Parrain RexInclusive",
        "begin|white|SingleBox Type3|SingleBox|Type3",
        "begin|white|Isardam TypeB RexInclusive|Isardam|TypeB RexInclusive",
        "begin|white|Sentinelles PionAdvers MaximumBlack 4 Berolina|Sentinelles|PionAdvers MaximumBlack 4 Berolina",
        "begin|white|GridChess Orthogonal ce36|GridChess|Orthogonal ce36",
        "begin|white|GridChess Irregular a1b1 c1d1|GridChess|Irregular a1b1 c1d1",
        "begin|white|GridChess GridLine ha34 vd12|GridChess|GridLine ha34 vd12",
        "begin|white|KoeKo Neighbour S|KoeKo|Neighbour S",
        "begin|white|BGL 4.5 -|BGL|4.5 -",
        "begin|white|MagicSquares d4e5 Type2|MagicSquares|d4e5 Type2",
        "begin|white|WhiteRoyalSquare e4|WhiteRoyalSquare|e4",
        "begin|white|BlackMaxDister a1h8|BlackMaxDister|a1 h8",
        "begin|white|VaultingKings Transmuting Q R|VaultingKings|Transmuting q r",
        "begin|white|KobulKings White|KobulKings|White",
        "begin|white|AnnanChess TypeD|AnnanChess|TypeD",
        "begin|white|LastCapture white Q d5|LastCapture|White q d5",
        "begin|white|LastCapture black Sa4|LastCapture|Black s a4",
        "begin|white|Circe Chameleon S B R Q|Circe|Chameleon s b r q",
        "begin|white|Circe April Q R|Circe|April q r",
        "begin|white|AntiCirce Cheylan|AntiCirce|Cheylan",
        "begin|white|MirrorAntiCirce Calvet|MirrorAntiCirce|Calvet",
        "begin|white|RoleExchange 3|RoleExchange|3",
        "begin|white|PADChess Strict RexInclusive|PADChess|Strict RexInclusive",
        "begin|white|Breton Adverse Chromatic|Breton|Adverse Chromatic",
        "begin|white|CASTChess Inverse|CASTChess|Inverse",
        "begin|white|Take&MakeChess Absolute|Take&MakeChess|Absolute",
        "begin|white|Maximummer ultra|Maximummer|ultra",
        "begin|white|BlackMaximummer exact|BlackMaximummer|exact",
        "anfang|weiss|Circe Spiegel RexInklusive|Circe|Spiegel RexInklusive",
        "anfang|weiss|Koeko Nachbar S|KoeKo|Nachbar S",
        "anfang|weiss|KobulKoenige Schwarz|KobulKings|Schwarz",
        "anfang|weiss|Gitterschach Unregelmaessig a1b1 c1d1|GridChess|Unregelmaessig a1b1 c1d1",
        "debutprobleme|blanc|Circe Malefique RexInclusif|Circe|Malefique RexInclusif",
        "debutprobleme|blanc|Sentinelles PionAdvers MaximumNoir 4|Sentinelles|PionAdvers MaximumNoir 4",
        "debutprobleme|blanc|CirceCameleon C F T D C|ChameleonCirce|s b r q s",
        "debutprobleme|blanc|RoisKobul Noirs|KobulKings|Noirs",
        "debutprobleme|blanc|Grille Orthogonale ce36|GridChess|Orthogonale ce36",
    })
    void conditionArgumentsInTheThreeLanguages(String begin, String white, String line, String name, String words) {
        String[] words2 = switch (begin) {
            case "anfang" -> new String[] {"bedingung", "steine", "ke1", "forderung", "ende"};
            case "debutprobleme" -> new String[] {"condition", "pieces", "re1", "enonce", "finprobleme"};
            default -> new String[] {"condition", "pieces", "ke1", "stipulation", "end"};
        };
        // the pieces first: in French "pieces" right after a condition would abbreviate PiecesPerdues
        // (Popeye reads it so too)
        Problem p = single(begin + "\n" + words2[1] + " " + white + " " + words2[2] + "\n" + words2[0] + " " + line
                + "\n" + words2[3] + " #1\n" + words2[4] + "\n");
        assertEquals(List.of(new ConditionSpec(name, List.of(words.split(" ")))), p.conditions());
        assertEquals("#1", p.stipulation().toString(), "the command after the condition is read");
    }

    /** Mandatory arguments: a missing one is a located input error, not an internal one. */
    @ParameterizedTest
    @CsvSource({"Imitator, squares", "WhiteRoyalSquare a1b2, a square", "BlackMaxDister a1, two different squares",
            "PromOnly, piece code", "LastCapture, colour", "GridChess Orthogonal, grid lines"})
    void missingArgumentsAreLocated(String line, String fragment) {
        ProblemError e = error("begin\ncondition " + line + "\npieces white ke1\nstipulation #1\nend\n");
        assertTrue(e.message().contains(fragment), e.message());
        assertTrue(e.line() == 2 || e.line() == 3, e.toString());
    }

    /**
     * Every condition of Popeye's table in each language, with the least its grammar needs
     * (a square, two squares, a piece, a captured unit): Popeye 4.104 reads all 728 such files
     * without an input error (checked with py), and so must Féerie, the piece list after it included.
     */
    @Test
    void everyConditionInEveryLanguage() {
        List<String> failures = new java.util.ArrayList<>();
        for (feerie.problem.Language language : feerie.problem.Language.values()) {
            for (KeywordTable table : List.of(Keywords.CONDITIONS, Keywords.EXTRA_CONDITIONS)) {
                for (KeywordTable.Entry e : table.entries()) {
                    if (feerie.rules.variant.RuleSets.byCondition(e.english()) != null) {
                        continue; // Féerie's own games, not Popeye's
                    }
                    String queen = language == feerie.problem.Language.ENGLISH ? "q" : "d";
                    String white = switch (language) {
                        case ENGLISH -> "white";
                        case GERMAN -> "weiss";
                        case FRENCH -> "blanc";
                    };
                    String arguments = switch (e.extra()) {
                        case "squares", "square", "squares type2" -> " a1";
                        case "twosquares" -> " a1h8";
                        case "walks+" -> " " + queen;
                        case "lastcapture" -> " " + white + " " + queen.toUpperCase() + "a1";
                        default -> "";
                    };
                    String[] w = switch (language) {
                        case ENGLISH -> new String[] {"begin", "pieces", "ke1", "condition", "stipulation", "end"};
                        case GERMAN -> new String[] {"anfang", "steine", "ke1", "bedingung", "forderung", "ende"};
                        case FRENCH -> new String[] {"debutprobleme", "pieces", "re1", "condition", "enonce", "finprobleme"};
                    };
                    String text = w[0] + "\n" + w[1] + " " + white + " " + w[2] + "\n" + w[3] + " " + e.in(language)
                            + arguments + "\n" + w[4] + " #1\n" + w[5] + "\n";
                    List<ParseResult> r = ProblemReader.read(text, "t.inp");
                    // Popeye's French table spells NannaChess like AnnanChess: the word means the first
                    String meant = table.exact(e.in(language), language).english();
                    if (r.size() != 1 || !(r.get(0) instanceof Problem p) || p.conditions().size() != 1
                            || !p.conditions().get(0).name().equals(meant) || p.stipulation() == null) {
                        failures.add(language + " " + e.in(language) + arguments + ": " + r);
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
    }
}
