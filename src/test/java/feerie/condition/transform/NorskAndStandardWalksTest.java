package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * NorskSjakk and the conditions that change the standard walks (CavalierMajeur, MarineChess,
 * UltramarineChess): corpus problems against Popeye 4.104's own output (skipped without the
 * corpus), and positions of our own with the output of a run of Popeye's {@code py} pasted in.
 */
class NorskAndStandardWalksTest {
    @Test
    void norskSjakk() {
        // norsk-01: a bishop that becomes a rook in its corner castles ("2.0-0-0=L"); 4_75-09: the rook of a castling changes
        assertMatchesPopeye("BEISPIEL-norsk-01", "BEISPIEL-duplex-06", "REGRESSIONS-4_75_to_4_77-09");
    }

    /**
     * NorskSjakk, a position of our own, Black's moves as py 4.104 lists them: the rook may not
     * take the knight h5 (a unit takes only a unit of its walk), the king takes nothing. Popeye
     * marks the mates of this list "+" (its mark test does not apply Norsk's capture rule), Féerie
     * "#": the marks are compared as checks.
     */
    @Test
    void norskSjakkCapturesOnlyALikeUnit() {
        List<String> expected = List.of("1.0-0=B + !", "1.Ke8-d8 !", "1.Ke8-f7 !", "1.Ke8-f8 !", "1.Rh8-f8=B + !",
                "1.Rh8-g8=B !", "1.Rh8-h6=B !", "1.Rh8-h7=B !", "1.Sb8-a6=Q + !", "1.Sb8-c6=Q + !", "1.Sb8-d7=Q + !",
                "1.Sc7-a6=Q + !", "1.Sc7-a8=Q !", "1.Sc7-b5=Q !", "1.Sc7-d5=Q + !", "1.Sc7-e6=Q + !");
        assertEquals(expected, lines("""
                begin
                pieces white kd6 sh5 pe5 black ke8 rh8 sb8c7
                stipulation ~1
                condition norsk
                option halfduplex
                end
                """).stream().map(l -> l.replace(" # ", " + ")).toList());
    }

    /** NorskSjakk: a checked king with no capture of its own walk is mated (py 4.104: "1.Sa5-b7=Q #"). */
    @Test
    void norskSjakkKingCannotTakeItsChecker() {
        assertEquals(List.of("1.Sa5-b7=Q # !"), lines("""
                begin
                pieces white ke5 sa5 black kc8 bd8
                stipulation #1
                condition norsk
                end
                """));
    }

    @Test
    void standardWalks() {
        // exklohne: "b7-b8=N" (CavalierMajeur); marine-12: a siren reborn on d8; -14: a triton castles; -17: marine promotions; snek-02: "[h4=PO]"
        assertMatchesPopeye("BEISPIEL-exklohne-33", "EXAMPLES-marine-12", "EXAMPLES-marine-14", "EXAMPLES-marine-17",
                "EXAMPLES-snek-02");
    }

    /** CavalierMajeur with Circe, a position of our own as py 4.104 solves it: promotion to a nightrider, reborn as a knight. */
    @Test
    void cavalierMajeurPromotesToANightriderRebornAsAKnight() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.b7*c8=B[+bNg8] !",
                "1.b7*c8=N[+bNg8] !", "1.b7*c8=Q[+bNg8] !", "1.b7*c8=R[+bNg8] !", "1.b7-b8=B !", "1.b7-b8=N !",
                "1.b7-b8=Q !", "1.b7-b8=R !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 pb7 black ka3 nc8
                stipulation ~1
                condition cavaliermajeur circe
                end
                """));
    }

    /** MarineChess with Circe, a position of our own as py 4.104 solves it: marine promotions, a triton castles, a siren is reborn on d8. */
    @Test
    void marineChessPromotesToMarinePiecesAndCastlesWithATriton() {
        List<String> expected = List.of("1.0-0 !", "1.Ke1-d1 !", "1.Ke1-d2 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ke1-f2 !",
                "1.TRh1-f1 !", "1.TRh1-g1 !", "1.TRh1-h2 !", "1.TRh1-h3 !", "1.TRh1-h4 !", "1.TRh1-h5 !", "1.TRh1-h6 !",
                "1.TRh1-h7 !", "1.TRh1-h8 !", "1.b7*c8=MS[+bSId8] !", "1.b7*c8=ND[+bSId8] !", "1.b7*c8=SI[+bSId8] !",
                "1.b7*c8=TR[+bSId8] !", "1.b7-b8=MS !", "1.b7-b8=ND !", "1.b7-b8=SI !", "1.b7-b8=TR !");
        assertEquals(expected, lines("""
                begin
                pieces white ke1 trh1 pb7 black ka3 sic8 ndf5
                stipulation ~1
                condition marinechess circe
                end
                """));
    }
}
