package feerie.stipulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.stipulation.StructuredStipulation.And;
import feerie.stipulation.StructuredStipulation.Not;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Reached;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Structured stipulations as written in the corpus (BEISPIEL/sford, EXAMPLES/lengthy-helpdirectmate). */
class StructuredStipulationParseTest {
    @Test
    void sideMoveLettersAndGoal() {
        StructuredStipulation s = StructuredStipulation.parse("weiss 1a[#]d");
        assertFalse(s.blackFirst());
        assertFalse(s.inverted());
        assertEquals(new Play(-1, 1, List.of(
                new StructuredStipulation.Step('a', new Reached(new Goal(GoalType.MATE)), null),
                new StructuredStipulation.Step('d', null, null))), s.body());
    }

    @Test
    void invertedExactLengthWithBlanks() {
        StructuredStipulation s = StructuredStipulation.parse("schwarz - 3:3h[#]h");
        assertTrue(s.blackFirst());
        assertTrue(s.inverted());
        Play p = (Play) s.body();
        assertEquals(3, p.min());
        assertEquals(3, p.max());
    }

    @Test
    void nestedPlayNegationConjunctionAndConstraint() {
        Play outer = (Play) StructuredStipulation.parse("black 4hh[2da[#]]").body();
        assertTrue(outer.steps().get(1).end() instanceof Play);
        Play neg = (Play) StructuredStipulation.parse("white 1a[!x&#]d").body();
        assertTrue(neg.steps().get(0).end() instanceof And a && a.left() instanceof Not);
        Play constrained = (Play) StructuredStipulation.parse("schwarz 4h{!x}h[x]").body();
        assertTrue(constrained.steps().get(0).constraint() instanceof Not);
        assertEquals(new Reached(new Goal(GoalType.TARGET, "a7")),
                ((Play) StructuredStipulation.parse("white 1a[za7]d").body()).steps().get(0).end());
    }

    @Test
    void suppressedPlay() {
        Play p = (Play) StructuredStipulation.parse("black 4hh[/2da[#]]").body();
        assertTrue(p.steps().get(1).end() instanceof StructuredStipulation.Suppressed h && h.operand() instanceof Play);
    }

    @Test
    void forcedEnd() {
        Play p = (Play) StructuredStipulation.parse("weiss 3h[>1a[x]d]h").body();
        assertTrue(p.steps().get(0).end() instanceof StructuredStipulation.Forced f && f.operand() instanceof Play);
    }

    @Test
    void unknownConstructsAreErrors() {
        assertThrows(StipulationSyntaxException.class, () -> StructuredStipulation.parse("black 1h[(2hh[#]]h"));
        // Popeye knows no requirement but check ("?+?")
        assertThrows(StipulationSyntaxException.class, () -> StructuredStipulation.parse("black 13h[1h[#]h]?x?h"));
    }

    @Test
    void parrySeriesCastlingSideChangeAndParentheses() {
        Play p = (Play) StructuredStipulation.parse("black 13h[1h[#]h]?+?h").body();
        assertEquals('H', p.steps().get(1).kind());
        Play castle = (Play) ((Play) StructuredStipulation.parse("schwarz 10:10s[1h[00]h]").body()).steps().get(0).end();
        assertEquals(new Reached(new Goal(GoalType.CASTLING)), castle.steps().get(0).end());
        Play outer = (Play) StructuredStipulation.parse("schwarz 1h[- 14hh[#]]h").body();
        assertTrue(outer.steps().get(0).end() instanceof StructuredStipulation.SideChanged c && c.operand() instanceof Play);
        assertTrue(StructuredStipulation.parse("white 4hh[#] & ( 4ad[#] | 4hh[=] )").body() instanceof And a
                && a.right() instanceof StructuredStipulation.Or);
    }
}
