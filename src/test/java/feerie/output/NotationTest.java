package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.problem.Colour;
import feerie.problem.Language;

class NotationTest {
    @Test
    void movesInEachLanguage() {
        MoveRecord kingMove = MoveRecord.of("k", Colour.BLACK, "g8", "h8", false);
        assertEquals("Kg8-h8", Notation.move(kingMove, Language.ENGLISH));
        assertEquals("Kg8-h8", Notation.move(kingMove, Language.GERMAN));
        assertEquals("Rg8-h8", Notation.move(kingMove, Language.FRENCH));
        MoveRecord rookCapture = MoveRecord.of("r", Colour.WHITE, "b2", "f2", true);
        assertEquals("Tb2*f2", Notation.move(rookCapture, Language.GERMAN));
        assertEquals("Rb2*f2", Notation.move(rookCapture, Language.ENGLISH));
    }

    @Test
    void pawnsPromotionEnPassantCastling() {
        MoveRecord promotion = MoveRecord.of("p", Colour.BLACK, "d2", "d1", false).promotingTo("q");
        assertEquals("d2-d1=D", Notation.move(promotion, Language.GERMAN));
        assertEquals("d2-d1=Q", Notation.move(promotion, Language.ENGLISH));
        MoveRecord ep = MoveRecord.of("p", Colour.BLACK, "e4", "d3", true).enPassantCapture();
        assertEquals("e4*d3 ep.", Notation.move(ep, Language.GERMAN));
        assertEquals("0-0-0", Notation.move(MoveRecord.castling(Colour.WHITE, "0-0-0"), Language.ENGLISH));
    }

    @Test
    void fairyUnitsNeutralsAttributesAndSuffixes() {
        assertEquals("NAf3-b1", Notation.move(MoveRecord.of("na", Colour.BLACK, "f3", "b1", false), Language.ENGLISH));
        assertEquals("ROa1*a5 #",
                Notation.move(MoveRecord.of("ro", Colour.WHITE, "a1", "a5", true), Language.ENGLISH, Notation.MATE));
        MoveRecord neutralHalfNeutral = new MoveRecord("r", Colour.NEUTRAL, List.of("HalfNeutral"), "e4", "e5",
                false, null, null, false);
        assertEquals("nhnTe4-e5", Notation.move(neutralHalfNeutral, Language.GERMAN));
        assertEquals(" ==", Notation.goalSuffix("=="));
        assertEquals("", Notation.goalSuffix("ep"));
    }

    @Test
    void fixedWords() {
        assertEquals("solution finished.", Notation.closingLine(Language.ENGLISH));
        assertEquals("Loesung beendet.", Notation.closingLine(Language.GERMAN));
        assertEquals(" Drohung:", Vocabulary.threat(Language.GERMAN));
        assertEquals("but", Vocabulary.but(Language.ENGLISH));
        assertEquals(" zugzwang.", Vocabulary.zugzwang(Language.ENGLISH));
    }
}
