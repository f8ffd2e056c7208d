package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * More of the transform family against Popeye (SingleBox types 2 and 3, Imitator, MagicSquares
 * ...): problems of the shared corpus compared with Popeye 4.104's own output (the .out next to
 * each; skipped when the corpus is absent), and positions of our own with the output of a run of
 * Popeye's {@code py} pasted in.
 */
class TransformConditionsMoreTest {
    @Test
    void singleBoxType2() {
        // sbtype2-01: a white move comes with the promotion of a black latent pawn ("Sh4*f3[h1=S]")
        assertMatchesPopeye("EXAMPLES-sbtype2-01", "EXAMPLES-sbtype2-04", "BEISPIEL-sbtype2-06");
    }

    /**
     * SingleBox type 2, a position of our own, as py 4.104 solves it: Black's latent pawn h1 must
     * become a missing knight or bishop with White's move (a queen or rook there would check).
     */
    @Test
    void singleBoxType2LatentPawnPromotesWithTheOtherSidesMove() {
        List<String> expected = List.of("1.Rd3-a3[h1=S] # !", "1.Rd3-a3[h1=B] # !", "1.Rd2-a2[h1=S] # !",
                "1.Rd2-a2[h1=B] # !", "1.Qd1-a4[h1=S] # !", "1.Qd1-a4[h1=B] # !", "1.Qd1-a1[h1=S] # !",
                "1.Qd1-a1[h1=B] # !");
        assertEquals(expected.stream().sorted().toList(), lines("""
                begin
                cond singlebox type2
                stip #1
                pieces white kh6 qd1 rd2d3 bd4d5 sd6d7 pb7 black ka6 bc8 ph1
                end
                """));
    }

    @Test
    void magicSquares() {
        // REGRESSIONS-13: a capturer reborn at once by AntiCirce does not change; -30: a reborn unit does ([bRh3->a8=w])
        assertMatchesPopeye("BEISPIEL-magic-03", "BEISPIEL-magic-05", "BEISPIEL-castling-30", "REGRESSIONS-4_61_to_4_63-13",
                "REGRESSIONS-4_61_to_4_63-30");
    }

    /** MagicSquares, a position of our own, as py 4.104 lists White's moves: a black queen or bishop on b8 would check. */
    @Test
    void magicSquaresChangeTheColourOfTheUnitArriving() {
        List<String> expected = List.of("1.Kh2-g1 !", "1.Kh2-g3 !", "1.Kh2-h3 !", "1.Rd1*d5=b !", "1.Rd1-a1 + !",
                "1.Rd1-b1 !", "1.Rd1-c1 !", "1.Rd1-d2 !", "1.Rd1-d3 + !", "1.Rd1-d4 !", "1.Rd1-e1 !", "1.Rd1-f1 !",
                "1.Rd1-g1 !", "1.Rd1-h1 !", "1.a7*b8=R=b !", "1.a7*b8=S=b !", "1.a7-a8=B !", "1.a7-a8=Q + !",
                "1.a7-a8=R + !", "1.a7-a8=S !");
        assertEquals(expected, lines("""
                begin
                cond magicsquares d5b8
                stip ~1
                pieces white kh2 rd1 pa7 black ka3 bd5 sb8
                end
                """));
    }

    /**
     * A unit Circe brings back on a magic square keeps its colour: Popeye applies the rebirth after
     * the side change (py 4.104, Type1 and Type2, Circe, SuperCirce and Cage: the mutated
     * REGRESSIONS-4_51_to_4_53-21 of seed 20-73 was caged as "[+bRh3=w]").
     */
    @Test
    void aUnitCirceRebornOnAMagicSquareKeepsItsColour() {
        assertEquals(List.of("1.0-0 !", "1.Ke1-d1 !", "1.Ke1-f1 !", "1.Rh1*h2[+bRh8] !", "1.Rh1-f1 !", "1.Rh1-g1 !"), lines("""
                begin
                pieces white ke1 rh1 black ka8 rh2
                stipulation ~1
                condition circe
                condition magicsquares h8
                end
                """));
        assertEquals(List.of("1.Rh1*h2[+bRh3] + !"), lines("""
                begin
                pieces white ke1 rh1 black kg2 rh2
                stipulation ~1
                condition circe cage
                condition magicsquares h3
                end
                """).stream().filter(l -> l.contains("h3")).toList());
    }

    /**
     * MagicSquares Type2 with AntiCirce, a position of our own as py 4.104 lists White's moves: the
     * knight capturing on the magic square f6 turns black first and is reborn as a black knight
     * ({@code =b[bSf6->b8]}; Type1: {@code [wSf6->g1]}); BEISPIEL-anticir-57, whose header is
     * "MagischeFelder Typ2 f8 g8".
     */
    @Test
    void magicSquaresType2TurnsAntiCircesCapturerBeforeItsRebirth() {
        assertEquals(List.of("1.Ka1-a2 !", "1.Ka1-b1 !", "1.Rf2-b2 !", "1.Sd5*f6=b[bSf6->b8] !", "1.Sd5-c3 !"), lines("""
                begin
                pieces white ka1 rf2 sd5 black kh8 bf6 pc7
                stipulation ~1
                condition anticirce magicsquares f6c7 type2
                end
                """));
        assertEquals(List.of("1.Ka1-a2 !", "1.Ka1-b1 !", "1.Rf2-b2 !", "1.Sd5*f6[wSf6->g1] !", "1.Sd5-c3 !"), lines("""
                begin
                pieces white ka1 rf2 sd5 black kh8 bf6 pc7
                stipulation ~1
                condition anticirce magicsquares f6c7
                end
                """));
        assertMatchesPopeye("BEISPIEL-anticir-57");
    }

    @Test
    void imitator() {
        // -02: "g2-g1[Ia7]=T"; -05: "=I"; -12: castling; -13, -17: a grasshopper's, an elk's hurdle;
        // REGRESSIONS-06: 0-0-0 impossible when the imitator cannot follow the king, "d5*e6 ep.[Id4]"
        assertMatchesPopeye("BEISPIEL-imitator-01", "BEISPIEL-imitator-02", "BEISPIEL-imitator-05", "BEISPIEL-imitator-12",
                "BEISPIEL-imitator-13", "BEISPIEL-imitator-17", "REGRESSIONS-4_37_to_4_41-06");
    }

    /** Imitator, a position of our own, as py 4.104 lists White's moves (the imitator off the board stops most). */
    @Test
    void imitatorMovesWithEveryMove() {
        List<String> expected = List.of("1.Ke1-e2[Ic6] !", "1.Ke1-f1[Id5] !", "1.Ke1-f2[Id6] !", "1.Qd1-b3[Ia7] !",
                "1.Qd1-c1[Ib5] !", "1.Qd1-c2[Ib6] !", "1.Qd1-d2[Ic6] !", "1.Qd1-d3[Ic7] !", "1.Qd1-d4[Ic8] !",
                "1.Qd1-e2[Id6] !", "1.Qd1-f3[Ie7] !", "1.Qd1-g4[If8] !", "1.Ra1-a2[Ic6] !", "1.Ra1-a3[Ic7] !",
                "1.Ra1-a4[Ic8] !", "1.Ra1-b1[Id5] !", "1.Ra1-c1[Ie5] !", "1.Sg1-e2[Ia6] !", "1.Sg1-h3[Id7] !",
                "1.b7-b8[Ic6]=B !", "1.b7-b8[Ic6]=I !", "1.b7-b8[Ic6]=Q !", "1.b7-b8[Ic6]=R !", "1.b7-b8[Ic6]=S !");
        assertEquals(expected, lines("""
                begin
                pieces white ke1 ra1 qd1 sg1 pb7 black ka5 pc3
                cond imitator c5
                stipulation ~1
                end
                """));
    }

    @Test
    void snekAndSnekCircle() {
        // snek-01: the capturer's choice, a captured pawn turning the royal knight back into a king;
        // snek-04: "[a3=rS]" and the royal knight's moves
        assertMatchesPopeye("EXAMPLES-snek-01", "EXAMPLES-snek-04", "EXAMPLES-snek-09", "EXAMPLES-snek-12");
    }

    /** SnekChess, a position of our own: the captures as py 4.104 lists them. */
    @Test
    void snekGivesTheCapturedWalkToTheNextInTheSnake() {
        List<String> captures = lines("""
                begin
                pieces white kh1 qd1 rg5 bf4 black ka8 sd4 bd6 bb6 pg7 sf8
                cond snekchess
                stipulation ~1
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(List.of("1.Bf4*d6[d4=B] !", "1.Bf4*d6[f8=B] !", "1.Qd1*d4[a8=rS] !", "1.Rg5*g7 !"), captures);
    }

    @Test
    void singleBoxType3() {
        // sbtype3-07: "2.[d8=L]Ld8-b6 #", the promoted latent pawn moves; TESTS-maxi-06 with Maximummer
        assertMatchesPopeye("BEISPIEL-sbtype3-07", "EXAMPLES-sbtype3-01", "EXAMPLES-sbtype3-05", "TESTS-maxi-06");
    }

    /**
     * SingleBox type 3, a position of our own, as py 4.104 solves it: White's latent pawn b8 must
     * become the missing rook with White's move, and may itself move as one.
     */
    @Test
    void singleBoxType3LatentPawnPromotesBeforeItsSidesMove() {
        assertEquals(List.of("1.[b8=R]Qd1-a1 # !", "1.[b8=R]Qd1-a4 # !", "1.[b8=R]Rb8-a8 # !", "1.[b8=R]Rd2-a2 # !"),
                lines("""
                begin
                cond singlebox type3
                stip #1
                pieces white kh6 qd1 rd2 bd4d5 sd6d7 pb8 black ka6 bc8 ph2
                end
                """));
    }

    @Test
    void relegation() {
        assertMatchesPopeye("BEISPIEL-degrad-01", "BEISPIEL-degrad-02", "BEISPIEL-degrad-04");
    }

    /** RelegationChess, a position of our own: the moves onto White's second rank, as py 4.104 lists them. */
    @Test
    void relegationMakesAPawnOfAUnitOnItsPawnsRank() {
        List<String> relegated = lines("""
                begin
                cond relegationchess
                stip ~1
                pieces white kh1 rd1 sf4 ba4 black ka8 rb7 sc8
                end
                """).stream().filter(l -> l.contains("=")).toList();
        assertEquals(List.of("1.Ba4-c2=P !", "1.Rd1-d2=P !", "1.Sf4-e2=P !", "1.Sf4-g2=P !"), relegated);
    }

    @Test
    void einsteinPawns() {
        // einstein-07: d1-d4 and both en passant captures (c3*d2 ep., c4*d3 ep.); stip-23: no promotion
        assertMatchesPopeye("BEISPIEL-einstein-07", "BEISPIEL-stip-23");
    }

    /** EinsteinChess, a position of our own, as py 4.104 lists White's moves: no promotion, three steps from d1. */
    @Test
    void einsteinPawnsDoNotPromoteAndStepThreeFromTheirFirstRank() {
        assertEquals(List.of("1.Kh3-g2 !", "1.Kh3-g3 !", "1.Kh3-h2 !", "1.Kh3-h4 !", "1.c7-c8 !", "1.d1*e2=S !",
                "1.d1-d2 !", "1.d1-d3 !", "1.d1-d4 !"), lines("""
                begin
                pieces white kh3 pc7d1 black kf5 pe2
                cond einsteinchess
                stip ~1
                end
                """));
    }

    @Test
    void proteanAndFrankfurtPawnCaptures() {
        // frankfurt-01: a pawn taking on its last rank takes the walk instead of promoting (f7*g8=B);
        // proteanp-01: a royal pawn promotes to a royal unit (rPPa2-a1=rB)
        assertMatchesPopeye("EXAMPLES-frankfurt-01", "EXAMPLES-frankfurt-10", "EXAMPLES-proteanp-01");
    }

    @Test
    void castlingChess() {
        // castlingchess-03: a castling is known by the king's squares when the threat is looked for again
        assertMatchesPopeye("EXAMPLES-castlingchess-01", "EXAMPLES-castlingchess-03", "EXAMPLES-castlingchess-04");
    }

    /** CastlingChess, a position of our own: py 4.104's one castling (d6 and f4 are attacked). */
    @Test
    void castlingChessCastlesWithAnyUnitOnAnyLine() {
        List<String> castlings = lines("""
                begin
                pieces white kd4 rd7 ph4 black ka8 bb8 pa4
                cond castlingchess
                stip ~1
                end
                """).stream().filter(l -> l.contains("/")).toList();
        assertEquals(List.of("1.Kd4-b4/bPa4-c4 !"), castlings);
    }

    @Test
    void geneva() {
        // genf-03, -04: Mirror
        assertMatchesPopeye("BEISPIEL-genf-01", "TESTS-genf-01", "TESTS-genf-03", "TESTS-genf-04");
    }

    /** GenevaChess, a position of our own: the captures py 4.104 allows (Bc1*b2 would start from its rebirth square). */
    @Test
    void genevaCapturesOnlyWithAFreeRebirthSquare() {
        List<String> captures = lines("""
                begin
                pieces white kh1 rd4 sf3 bc1 black ka8 pd7 pe5 pb2 bg1
                cond genevachess
                stip ~1
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(List.of("1.Kh1*g1 !", "1.Rd4*d7 !", "1.Sf3*e5 !", "1.Sf3*g1 !"), captures);
    }

    @Test
    void pointReflection() {
        // REGRESSIONS-11: castling needs the king's and the rook's symmetric squares as in the game array
        assertMatchesPopeye("EXAMPLES-pointreflection-02", "TESTS-pointreflection-01", "REGRESSIONS-4_85_to_4_87-11");
    }

    /** PointReflection, a position of our own, as py 4.104 lists White's moves: the rook walks as the bishop e5, the knight as a pawn. */
    @Test
    void pointReflectionBorrowsTheWalkOfTheSymmetricUnit() {
        assertEquals(List.of("1.Kb1-a1 !", "1.Kb1-a2 !", "1.Kb1-b2 !", "1.Kb1-c1 !", "1.Kb1-c2 !", "1.Rd4*e5 !",
                "1.Rd4-a7 + !", "1.Rd4-b6 !", "1.Rd4-c5 !", "1.Rd4-e3 !", "1.Rd4-f2 !", "1.Rd4-g1 !", "1.Sc3-c4 !"), lines("""
                begin
                pieces white kb1 rd4 sc3 black ka8 pf6 be5
                cond pointreflection
                stip ~1
                end
                """));
    }
}
