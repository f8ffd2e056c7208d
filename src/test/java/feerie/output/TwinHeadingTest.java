package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.input.ProblemReader;
import feerie.problem.Language;
import feerie.problem.Problem;

class TwinHeadingTest {
    private static Problem read(String text) {
        Object result = ProblemReader.read(text, "test.inp").get(0);
        if (result instanceof Problem p) {
            return p;
        }
        throw new AssertionError(result.toString());
    }

    /** Holes show in the diagram only: "twin condition hole h2" is headed "b)   " (py 4.104). */
    @Test
    void holeTwinIsHeadedEmpty() {
        Problem p = read("""
                begin
                pieces white ke1 se3 black kh3 ph5
                stipulation h#1.5
                twin condition hole h2
                end
                """);
        assertEquals(List.of("a) ", "b)   "), TwinHeading.headings(p));
    }

    @Test
    void englishTwinLines() {
        // twin f)'s shift stays on the board (a shift off it is refused and not written: py 4.104
        // writes these headings for the same problem with a plain black knight)
        Problem p = read("""
                begin
                pieces white ke1 rh1 black ke8 black royal sb8
                stipulation #2
                twin move h1 h2
                twin cont exchange e1 e8
                twin remove b8 add black qd4
                twin rotate 90
                twin mirror a1<-->h1 shift a1 b1
                twin polish
                twin substitute r q
                twin stipulation exact-#3
                end
                """);
        assertEquals(List.of("a) ", "b) wRh1-->h2  ", "+c) wKe1<-->bKe8  ", "d) -brSb8  +bQd4  ",
                "e) rotate 90  ", "f) mirror a1<-->h1  shift a1 ==> b1  ", "g) PolishType  ", "h) R ==> Q  ",
                "i) exact-#3  "), TwinHeading.headings(p));
    }

    /**
     * A unit removed where the same twin adds another is not written, nor the "+" of the
     * addition: Popeye 4.104's output of EXAMPLES-hauntedchess-02 ("twin remove e3 add white re3":
     * "b) wRe3").
     */
    @Test
    void removalReplacedInTheSameTwinIsWrittenAsTheNewUnit() {
        Problem p = read("""
                begin
                pieces white kc8 rb5 bf7e3 black kd5 qf1 se6c5 pc6
                stipulation h=2
                twin remove e3 add white re3
                end
                """);
        assertEquals(List.of("a) ", "b) wRe3  "), TwinHeading.headings(p));
    }

    /**
     * Removing from an empty square writes nothing: py 4.104 heads the third twin "+c) " (after
     * the error "c3: square is empty - cannot (re)move any piece."); found by feerie diff --seed 33.
     */
    @Test
    void removingFromAnEmptySquareIsNotWritten() {
        Problem p = read("""
                begin
                pieces white ke1 ra1 rh1 bh3 black ke8 ra8 rh8 sc3 pe3 pg7 pa5
                stipulation ser-s#3
                twin move c3 f6
                twin continued remove c3
                end
                """);
        assertEquals(List.of("a) ", "b) bSc3-->f6  ", "+c) "), TwinHeading.headings(p));
    }

    @Test
    void labelsAfterZAndContinued() {
        assertEquals("z) ", TwinHeading.label(26, false));
        assertEquals("z1) ", TwinHeading.label(27, false));
        assertEquals("+b) ", TwinHeading.label(2, true));
    }

    @Test
    void zeroPositionStartsWithTheFirstTwin() {
        Problem p = read("""
                begin
                pieces white ke1 pe2 black ke8
                stipulation h#2
                zeroposition move e2 e3
                twin move e2 e4
                end
                """);
        assertEquals(List.of("a) wPe2-->e3  ", "b) wPe2-->e4  "), TwinHeading.headings(p));
        assertEquals("zeroposition", TwinHeading.zeroPositionLine(Language.ENGLISH));
        assertEquals("NullStellung", TwinHeading.zeroPositionLine(Language.GERMAN));
    }
}
