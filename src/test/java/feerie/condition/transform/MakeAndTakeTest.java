package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Make&Take's general rules, against Popeye 4.104 (corpus .out files, and py runs pasted in). */
class MakeAndTakeTest {
    /**
     * The make is played as the victim's side plays (a king takes a black Orphan after a make as a
     * black Orphan observed by the white knight: Ke7*g4); a pawn just past by its double step is
     * taken en passant after the make; castling is a make from the victim king's game square.
     */
    @Test
    void makeAsTheVictimsSideEnPassantAndCastlingAsMake() {
        assertMatchesPopeye("REGRESSIONS-4_89_to_4_91-08", "TESTS-maketake-03", "TESTS-maketake-06");
    }

    /**
     * A position of our own (from EXAMPLES-maketake-13): the black king cannot flee to g5, which
     * the white rook on e8 attacks after castling as a black king with the rook h8 (py 4.104:
     * "1.d2*f4 # !", the only mate).
     */
    @Test
    void castlingAsMakeChecks() {
        assertEquals(List.of("1.d2*f4 # !"), lines("""
                begin
                pieces white kd1 pd2 re8 black kh6 qf4 rh8 pa5
                stipulation #1
                condition make&take
                option nowk
                end
                """));
    }
}
