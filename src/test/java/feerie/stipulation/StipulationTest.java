package feerie.stipulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class StipulationTest {

    @ParameterizedTest
    @ValueSource(strings = {"#2", "h#2.5", "ser-h=11", "s#6", "r#2", "semi-r#1", "hs#3.5", "hr#2", "h==3",
            "=1", "##!2", "##1", "#=2", "!=1", "!#1", "+1", "x1", "%4", "ep1", "001", "ct2",
            "ctr2", "<>3", "<>r2", "~1", "h~1", "dia8.5", "a=>b2", "c813", "kc52", "zf51", "hze73",
            "ser-#7", "ser-s#4", "ser-r+3", "ser-hs#5", "ser-reci-h(=)#7", "ser-h004", "pser-#3", "pser-h#7",
            "pser-s=8", "phser-s#2", "phser-r#2", "phser-dia1", "reci-h#2", "reci-h(#)=3", "exact-h#1.5",
            "exact-ser-r#2", "3->ser-#4", "2->pser-h#3", "h001.5", "h#0.5", "s##!1", "ser-h!=6", "sctr1"})
    void roundTrip(String text) {
        assertEquals(text, Stipulation.parse(text).toString());
    }

    @Test
    void canonicalFormIgnoresCaseAndBlanks() {
        assertEquals("h#2", Stipulation.parse("H#2").toString());
        assertEquals("dia8.5", Stipulation.parse("dia 8.5").toString());
        assertEquals("1->ser-h#3", Stipulation.parse("1->ser-H#3").toString());
        assertEquals("dia3", Stipulation.parse("dia3.0").toString());
        assertEquals("ser-a=>b2", Stipulation.parse("Ser-A=>B2").toString());
    }

    @Test
    void fields() {
        Stipulation s = Stipulation.parse("h#2.5");
        assertEquals(PlayType.HELP, s.playType());
        assertEquals(GoalType.MATE, s.goal().type());
        assertEquals(2, s.moves());
        assertTrue(s.plusHalf());
        assertEquals(5, s.helpHalfMoves());
        assertFalse(s.isExact());
        assertEquals(0, s.introMoves());

        Stipulation t = Stipulation.parse("3->ser-h=11");
        assertEquals(3, t.introMoves());
        assertEquals(PlayType.SERIES_HELP, t.playType());
        assertEquals(PlayType.HELP, t.playType().basic());
        assertTrue(t.playType().isSeries());
        assertEquals(GoalType.STALEMATE, t.goal().type());
        assertEquals(11, t.moves());

        Stipulation z = Stipulation.parse("ser-za12");
        assertEquals(new Goal(GoalType.TARGET, "a1"), z.goal());
        assertEquals(2, z.moves());

        Stipulation r = Stipulation.parse("reci-h(=)#3");
        assertEquals(PlayType.RECIPROCAL_HELP, r.playType());
        assertEquals(GoalType.STALEMATE, r.reciprocalGoal().type());
        assertEquals(GoalType.MATE, r.goal().type());
        assertNull(Stipulation.parse("reci-h#3").reciprocalGoal());

        assertEquals(GoalType.COUNTER_MATE, Stipulation.parse("##!1").goal().type());
        assertEquals(GoalType.DOUBLE_STALEMATE, Stipulation.parse("==1").goal().type());
        assertEquals(GoalType.AUTO_STALEMATE, Stipulation.parse("!=1").goal().type());
        assertEquals(PlayType.PARRY_SERIES_SELF, Stipulation.parse("pser-s#2").playType());
        assertEquals(PlayType.HELP_PARRY_SERIES_REFLEX, Stipulation.parse("phser-r#2").playType());
        assertTrue(Stipulation.parse("exact-#2").isExact());
        assertTrue(Stipulation.parse("dia4.5").isProofGame());
    }

    @Test
    void structured() {
        Stipulation s = Stipulation.structured("white 3a[#]d");
        assertTrue(s.isStructured());
        assertEquals("white 3a[#]d", s.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "#", "h#", "q#2", "#2x", "z#2", "reci-h(#=3", "h#2.7", "ser-"})
    void errors(String text) {
        assertThrows(StipulationSyntaxException.class, () -> Stipulation.parse(text));
    }
}
