package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Anda, Bolero, AlphabeticChess, PowerTransfer, TransmissionMenace, Football, the revolving board
 * and centre, ExchangeCastling, AntiEinsteinChess and ChameleonPursuit against Popeye: problems of
 * the shared corpus compared with Popeye 4.104's own output (the .out next to each; skipped when the
 * corpus is absent), and positions of our own with the output of a run of Popeye's {@code py}
 * pasted in.
 */
class ChangingWalksAndSidesTest {
    private static List<String> sorted(String... lines) { return List.of(lines).stream().sorted().toList(); }

    @Test
    void anda() {
        // anda-03 with Circe ("nRd4*a4[+wBf1]"); anda-08, -10 AndaInverse
        assertMatchesPopeye("EXAMPLES-anda-03", "EXAMPLES-anda-04", "EXAMPLES-anda-07", "EXAMPLES-anda-08", "EXAMPLES-anda-10");
    }

    /** Anda, a position of our own, as py 4.104 lists White's moves: only the checking rook turns neutral. */
    @Test
    void andaTurnsTheCheckingUnitNeutral() {
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.Re2-e1 !", "1.Re2-a2 !", "1.Re2-b2 !",
                "1.Re2-c2 !", "1.Re2-d2[=n] + !", "1.Re2-e8[=n] + !", "1.Re2-e7 !", "1.Re2-e6 !", "1.Re2-e5 !",
                "1.Re2-e4 !", "1.Re2-e3 !", "1.Re2-h2 !", "1.Re2-g2 !", "1.Re2-f2 !", "1.Sb5-a3 !", "1.Sb5-c3 !",
                "1.Sb5-d4 !", "1.Sb5-d6 !", "1.Sb5-c7 !", "1.Sb5-a7 !"), lines("""
                begin
                cond anda
                stip ~1
                pieces white ka1 re2 sb5 black kd8 pf7
                end
                """));
    }

    /** AndaInverse, a position of our own, as py 4.104 lists White's moves: the knight turns neutral unless it checks. */
    @Test
    void andaInverseTurnsTheUnitThatDoesNotCheck() {
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.Sg5-e4[=n] !", "1.Sg5-f3[=n] !",
                "1.Sg5-h3[=n] !", "1.Sg5-h7[=n] !", "1.Sg5*f7 + !", "1.Sg5-e6 + !"), lines("""
                begin
                cond andainverse
                stip ~1
                pieces white ka1 sg5 black kd8 pf7
                end
                """));
    }

    @Test
    void bolero() {
        // bolero-05, -06 RexInclusive; -01 neutral pawns under HalfDuplex
        assertMatchesPopeye("EXAMPLES-bolero-01", "EXAMPLES-bolero-03", "EXAMPLES-bolero-04", "EXAMPLES-bolero-05",
                "EXAMPLES-bolero-06");
    }

    /**
     * Bolero, a position of our own, as py 4.104 lists White's moves: the knight on the d-file
     * moves as a queen, the rook on the a-file as a rook and captures as itself; king and pawn as
     * they are.
     */
    @Test
    void boleroMovesWithTheWalkOfTheFile() {
        assertEquals(sorted("1.Ke1-f2 !", "1.Ke1-d1 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.c2-c4 !", "1.c2-c3 !",
                "1.Sd2-c1 !", "1.Sd2-h6 !", "1.Sd2-g5 !", "1.Sd2-f4 !", "1.Sd2-e3 !", "1.Sd2-c3 !", "1.Sd2-d1 !",
                "1.Sd2-d8 !", "1.Sd2-d7 !", "1.Sd2-d6 !", "1.Sd2-d5 !", "1.Sd2-d4 !", "1.Sd2-d3 !", "1.Sd2-h2 !",
                "1.Sd2-g2 !", "1.Sd2-f2 !", "1.Sd2-e2 !", "1.Ra4*b4 !", "1.Ra4-a1 !", "1.Ra4-a2 !", "1.Ra4-a3 !",
                "1.Ra4-a8 + !", "1.Ra4-a7 !", "1.Ra4-a6 !", "1.Ra4-a5 !"), lines("""
                begin
                cond bolero
                stip ~1
                pieces white ke1 ra4 sd2 pc2 black kh8 pb4
                end
                """));
    }

    @Test
    void alphabeticChess() {
        assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-04", "REGRESSIONS-4_63_to_4_65-67");
    }

    /** AlphabeticChess, a position of our own, as py 4.104 lists White's moves: b4 comes before g1 and h1. */
    @Test
    void alphabeticChessMovesTheFirstUnit() {
        assertEquals(sorted("1.Rb4-b1 !", "1.Rb4-b2 !", "1.Rb4-b3 !", "1.Rb4-a4 !", "1.Rb4-b8 !", "1.Rb4-b7 !",
                "1.Rb4-b6 !", "1.Rb4-b5 !", "1.Rb4-h4 + !", "1.Rb4-g4 !", "1.Rb4-f4 !", "1.Rb4-e4 !", "1.Rb4-d4 !",
                "1.Rb4-c4 !"), lines("""
                begin
                cond alphabeticchess
                stip ~1
                pieces white kh1 rb4 sg1 black kh8 pa7 bc8
                end
                """));
    }

    @Test
    void powerTransferAndTransmissionMenace() {
        assertMatchesPopeye("TESTS-powertransfer-01", "REGRESSIONS-4_101_105-01", "TESTS-transmissionmenace-01",
                "TESTS-transmissionmenace-02");
    }

    @Test
    void football() {
        // 4_57_to_4_59-02: the substitute is reborn by AntiCirce ("Bf6*a1=S[bSa1->b8]")
        assertMatchesPopeye("EXAMPLES-football-01", "EXAMPLES-football-03", "REGRESSIONS-4_57_to_4_59-02");
    }

    @Test
    void revolvingBoardAndCentre() {
        // 4_61_to_4_63-28: the goal z reached by the turn of the board
        assertMatchesPopeye("REGRESSIONS-4_61_to_4_63-28", "REGRESSIONS-4_87_to_4_89-09");
    }

    @Test
    void exchangeCastlingAntiEinsteinAndChameleonPursuit() {
        assertMatchesPopeye("TESTS-fuddled_men-03", "REGRESSIONS-4_77_to_4_79-02", "BEISPIEL-vvst-09",
                "EXAMPLES-champursue-01", "EXAMPLES-champursue-02");
    }

    @Test
    void chameleonChessSequenceAndGlasgow() {
        // cham-13, -14: the sequence in German ("D T L S" closed back to D); 4_81_to_4_83-05 chameleon pao and vao;
        // sync-01 c): GlasgowChess's promotion on the 7th rank ("b6*a7=Q")
        assertMatchesPopeye("BEISPIEL-cham-13", "BEISPIEL-cham-14", "REGRESSIONS-4_81_to_4_83-04",
                "REGRESSIONS-4_81_to_4_83-05", "EXAMPLES-sync-01");
    }

    /** ChameleonChess, a position of our own, as py 4.104 lists White's moves: the knight becomes a bishop. */
    @Test
    void chameleonChessChangesTheWalkOfTheUnitMoved() {
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Sb1-d2=B !", "1.Sb1-c3=B + !", "1.Sb1-a3=B !",
                "1.e2-e4 !", "1.e2-e3 !"), lines("""
                begin
                cond chameleonchess
                stip ~1
                pieces white ka1 sb1 pe2 black kh8
                end
                """));
    }

    /**
     * ChameleonChess, a position of our own, as py 4.104 lists White's moves: Popeye changes the walk
     * the unit arrives with, the pawn's, so a promoted unit keeps its walk ("f7-f8=Q", not "=Q=S");
     * in the #2 of issue 28 "1.f7-f8=Q + ?" checks along the rank.
     */
    @Test
    void chameleonChessLeavesAPromotedUnitAsItIs() {
        assertEquals(sorted("1.Kh1-g2 !", "1.Kh1-g1 !", "1.Kh1-h2 !", "1.f7-f8=Q !", "1.f7-f8=S !", "1.f7-f8=R !",
                "1.f7-f8=B !"), lines("""
                begin
                pieces white kh1 pf7 black ka1
                stip ~1
                condition ChameleonChess
                end
                """));
    }

    /** LineChameleonChess, a position of our own, as py 4.104 lists White's moves: a promoted unit takes the walk of the file. */
    @Test
    void lineChameleonChessChangesAPromotedUnit() {
        assertEquals(sorted("1.Kh1-g2 !", "1.Kh1-g1 !", "1.Kh1-h2 !", "1.f7-f8=Q=B !", "1.f7-f8=S=B !", "1.f7-f8=R=B !",
                "1.f7-f8=B !"), lines("""
                begin
                pieces white kh1 pf7 black ka1
                stip ~1
                condition LineChameleonChess
                end
                """));
    }

    /** LineChameleonChess, a position of our own, as py 4.104 lists White's moves: the rook takes the walk of the file. */
    @Test
    void lineChameleonChessTakesTheWalkOfTheFile() {
        assertEquals(sorted("1.Ka1-a2 !", "1.Ka1-b1 !", "1.Rb2-b1=S !", "1.Rb2-a2 !", "1.Rb2-b8=S !", "1.Rb2-b7=S !",
                "1.Rb2-b6=S !", "1.Rb2-b5=S !", "1.Rb2-b4=S !", "1.Rb2-b3=S !", "1.Rb2-h2 + !", "1.Rb2-g2=S !",
                "1.Rb2-f2=B !", "1.Rb2-e2 !", "1.Rb2-d2=Q !", "1.Rb2-c2=B !"), lines("""
                begin
                cond linechameleonchess
                stip ~1
                pieces white ka1 rb2 black kh8 pe5
                end
                """));
    }

    /** GlasgowChess, a position of our own, as py 4.104 lists White's moves: pawns promote on the 7th rank. */
    @Test
    void glasgowChessPromotesOnTheSeventhRank() {
        assertEquals(sorted("1.Kc1-b2 !", "1.Kc1-b1 !", "1.Kc1-c2 !", "1.Kc1-d1 !", "1.b6-b7=Q !", "1.b6-b7=S !",
                "1.b6-b7=R !", "1.b6-b7=B !", "1.b6*a7=Q !", "1.b6*a7=S !", "1.b6*a7=R !", "1.b6*a7=B !",
                "1.d6-d7=Q !", "1.d6-d7=S !", "1.d6-d7=R !", "1.d6-d7=B !"), lines("""
                begin
                cond glasgowchess
                stip ~1
                pieces white kc1 pb6d6 black kh8 sa7 pe3
                end
                """));
    }

    /**
     * GlasgowChess with Circe: a unit due on its opponent's last rank is reborn one rank back, on
     * GlasgowChess's promotion rank (the black grasshopper on b2, not b1; AntiCirce's white zebra
     * on f7, not f8), positions of our own as py 4.104 lists White's moves; BEISPIEL-glasgow-01.
     */
    @Test
    void glasgowChessMovesTheCirceRebirthOffTheLastRank() {
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.Zd3-g1 !", "1.Zd3-g5 !", "1.Zd3*f6[+bSb8] !",
                "1.Zd3-b6 !", "1.Zd3-a5 !", "1.Rb7*b4[+bGb2] !", "1.Rb7-b5 !", "1.Rb7-b6 !", "1.Rb7-a7 !", "1.Rb7-b8 + !",
                "1.Rb7-h7 + !", "1.Rb7-g7 !", "1.Rb7-f7 !", "1.Rb7-e7 !", "1.Rb7-d7 !", "1.Rb7-c7 !"), lines("""
                begin
                pieces white ka1 rb7 zd3 black kh8 gb4 sf6
                stipulation ~1
                condition glasgowchess circe
                end
                """));
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.Zd3-g1 !", "1.Zd3-g5 !", "1.Zd3*f6[wZf6->f7] !",
                "1.Zd3-b6 !", "1.Zd3-a5 !", "1.Rb7-b5 !", "1.Rb7-b6 !", "1.Rb7-a7 !", "1.Rb7-b8 !", "1.Rb7-h7 !",
                "1.Rb7-g7 !", "1.Rb7-f7 !", "1.Rb7-e7 !", "1.Rb7-d7 !", "1.Rb7-c7 !"), lines("""
                begin
                pieces white ka1 rb7 zd3 black kh8 gb4 sf6
                stipulation ~1
                condition glasgowchess anticirce
                end
                """));
        assertMatchesPopeye("BEISPIEL-glasgow-01");
    }

    /** ChameleonSequence, a position of our own, as py 4.104 lists White's moves: the chameleon queen becomes a bishop. */
    @Test
    void chameleonSequenceSetsTheChameleonsWalks() {
        assertEquals(sorted("1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.cQa3-c1=cB !", "1.cQa3-b2=cB + !",
                "1.cQa3-f8=cB !", "1.cQa3-e7=cB !", "1.cQa3-d6=cB !", "1.cQa3-c5=cB !", "1.cQa3-b4=cB !",
                "1.cQa3-a2=cB !", "1.cQa3-a8=cB !", "1.cQa3-a7=cB !", "1.cQa3-a6=cB !", "1.cQa3-a5=cB !",
                "1.cQa3-a4=cB !", "1.cQa3-h3=cB !", "1.cQa3-g3=cB !", "1.cQa3-f3=cB !", "1.cQa3-e3=cB !",
                "1.cQa3-d3=cB !", "1.cQa3-c3=cB + !", "1.cQa3-b3=cB !"), lines("""
                begin
                cond chameleonsequence q b
                stip ~1
                pieces white ka1 white chameleon qa3 black kh8
                end
                """));
    }

    @Test
    void ghostsOfAPreFilledUnderworld() {
        // "black uncapturable rb1 white sb1": the rook waits below b1 and comes up when the knight leaves;
        // hauntedchess-02's twin "remove e3 add white re3" is headed "b) wRe3"
        assertMatchesPopeye("EXAMPLES-ghostchess-23", "EXAMPLES-hauntedchess-06", "EXAMPLES-hauntedchess-02");
    }

    /**
     * TransmissionMenace: a Berolina pawn or a super-pawn that moves as the rook observing it
     * promotes on its last rank, as an orthodox pawn does (fuzz seed 25-277; py 4.104).
     */
    @Test
    void pawnsOfEveryKindPromoteByABorrowedWalk() {
        assertEquals(sorted("1.BPc4*h4 !", "1.BPc4-a4 !", "1.BPc4-b4 !", "1.BPc4-b5 !", "1.BPc4-c1 !", "1.BPc4-c2 !",
                "1.BPc4-c3 !", "1.BPc4-c5 !", "1.BPc4-c6 !", "1.BPc4-c7 !", "1.BPc4-c8=B !", "1.BPc4-c8=Q !",
                "1.BPc4-c8=R !", "1.BPc4-c8=S !", "1.BPc4-d4 !", "1.BPc4-d5 !", "1.BPc4-e4 !", "1.BPc4-f4 !", "1.BPc4-g4 !"),
                lines("""
                        begin
                        pieces white BPc4 black Rh4 Sb7
                        stipulation ~1
                        condition TransmissionMenace
                        option NoWk NoBk
                        end
                        """));
        assertEquals(sorted("1.SPc4*h4 !", "1.SPc4-a4 !", "1.SPc4-b4 !", "1.SPc4-c1 !", "1.SPc4-c2 !", "1.SPc4-c3 !",
                "1.SPc4-c5 !", "1.SPc4-c6 !", "1.SPc4-c7 !", "1.SPc4-c8=B !", "1.SPc4-c8=Q !", "1.SPc4-c8=R !",
                "1.SPc4-c8=S !", "1.SPc4-d4 !", "1.SPc4-e4 !", "1.SPc4-f4 !", "1.SPc4-g4 !"),
                lines("""
                        begin
                        pieces white SPc4 black Rh4 Sb7
                        stipulation ~1
                        condition TransmissionMenace
                        option NoWk NoBk
                        end
                        """));
    }
}
