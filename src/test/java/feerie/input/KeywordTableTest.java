package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.problem.Language;

class KeywordTableTest {

    private static String english(KeywordTable table, String token, Language language) {
        KeywordTable.Match m = table.lookup(token, language);
        return m.found() ? m.english() : m.ambiguous() ? "AMBIGUOUS" : "UNKNOWN";
    }

    @Test
    void uniquePrefixMatchesIgnoringCase() {
        assertEquals("stipulation", english(Keywords.COMMANDS, "stip", Language.ENGLISH));
        assertEquals("stipulation", english(Keywords.COMMANDS, "FORD", Language.GERMAN));
        assertEquals("author", english(Keywords.COMMANDS, "auteur", Language.FRENCH));
        assertEquals("Variations", english(Keywords.OPTIONS, "vari", Language.ENGLISH));
        assertEquals("MoveNumbers", english(Keywords.OPTIONS, "zug", Language.GERMAN));
        assertEquals("WhiteToPlay", english(Keywords.OPTIONS, "wh", Language.ENGLISH));
        assertEquals("Royal", english(Keywords.ATTRIBUTES, "koenig", Language.GERMAN));
        assertEquals("Black", english(Keywords.COLOURS, "schw", Language.GERMAN));
    }

    @Test
    void firstMatchOfFullLengthWinsOverLongerKeywords() {
        // LaTeX comes before LaTeXPieces; Try is complete although TrivialTriesAvoid also starts with it
        assertEquals("LaTeX", english(Keywords.COMMANDS, "latex", Language.ENGLISH));
        assertEquals("Try", english(Keywords.OPTIONS, "try", Language.ENGLISH));
        assertEquals("pieces", english(Keywords.COMMANDS, "pieces", Language.FRENCH));
    }

    @Test
    void severalPrefixMatchesAreAmbiguous() {
        assertEquals("AMBIGUOUS", english(Keywords.COMMANDS, "au", Language.GERMAN)); // Autor, Auszeichnung
        assertEquals("AMBIGUOUS", english(Keywords.OPTIONS, "tr", Language.ENGLISH)); // Try, TrivialTriesAvoid
        assertEquals("AMBIGUOUS", english(Keywords.COMMANDS, "piec", Language.FRENCH)); // pieces, PiecesLaTeX
    }

    @Test
    void laterExactMatchDoesNotRescueAnEarlierPrefixMatch() {
        KeywordTable t = KeywordTable.of("test", List.of("abc", "ab", "x"));
        assertEquals("AMBIGUOUS", english(t, "ab", Language.ENGLISH));
        assertEquals("abc", english(t, "abc", Language.ENGLISH));
        KeywordTable u = KeywordTable.of("test", List.of("ab", "abc"));
        assertEquals("ab", english(u, "ab", Language.ENGLISH));
        assertEquals("abc", english(u, "abc", Language.ENGLISH));
    }

    @Test
    void unknownTokens() {
        KeywordTable.Match m = Keywords.COMMANDS.lookup("xyz", Language.ENGLISH);
        assertFalse(m.found());
        assertFalse(m.ambiguous());
        assertFalse(Keywords.COMMANDS.lookup("", Language.ENGLISH).found());
        assertFalse(Keywords.COMMANDS.lookup("stipulations", Language.ENGLISH).found());
    }

    @Test
    void languageDetection() {
        assertEquals(Language.ENGLISH, ProblemParser.detectLanguage("beg"));
        assertEquals(Language.GERMAN, ProblemParser.detectLanguage("Anf"));
        assertEquals(Language.FRENCH, ProblemParser.detectLanguage("deb"));
        assertEquals(Language.ENGLISH, ProblemParser.detectLanguage("BEGINPROBLEM"));
        assertEquals(null, ProblemParser.detectLanguage("stipulation"));
    }

    @Test
    void pieceTokens() {
        PieceTokens.Parsed p = PieceTokens.parse("Pa7b7", Language.ENGLISH);
        assertEquals("p", p.kind());
        assertEquals(List.of("a7", "b7"), p.squares());
        assertEquals("b1", PieceTokens.parse("b1c1", Language.GERMAN).kind()); // bouncer on c1
        assertEquals("p", PieceTokens.parse("bb2", Language.GERMAN).kind()); // Bauer on b2
        assertEquals("bp", PieceTokens.parse("bbb2", Language.GERMAN).kind()); // Berolina pawn
        assertEquals("cg", PieceTokens.parse("kgf7", Language.GERMAN).kind());
        assertEquals("s/b", PieceTokens.parse("s/lb8", Language.GERMAN).kind());
        assertEquals("b", PieceTokens.parse("fe4", Language.FRENCH).kind());
        assertEquals(List.of("l8", "p16", "a10"), PieceTokens.parse("Kl8p16a10", Language.ENGLISH).squares());
        assertTrue(PieceTokens.parse("Ke9x", Language.ENGLISH).error().contains("bad square"));
        assertTrue(PieceTokens.parse("Yyyd4", Language.ENGLISH).error().contains("unknown piece code"));
        assertEquals(null, Squares.parseList("a17"));
        assertEquals(null, Squares.parseList("q1"));
    }
}
