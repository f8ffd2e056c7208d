package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.piece.Side;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Neutral units, on corpus problems: the expected lines are copied from Popeye 4.104's output
 * (the .out next to each problem in the corpus).
 */
class NeutralPiecesTest {
    private static List<String> solve(String text) { return SolutionLines.of(text); }

    private static void assertSameLines(List<String> expected, List<String> actual) {
        assertEquals(expected.stream().sorted().toList(), actual.stream().sorted().toList());
    }

    /**
     * BEISPIEL-neutral-01: a neutral pawn moves up for White, down for Black; a neutral unit
     * captures a neutral unit; the neutral king is checked and mated by a neutral pawn acting for
     * the side that moved ("1...nKa4-a5 +": the pawn b4, White's, attacks a5).
     */
    @Test
    void neutralKingPawnsAndCapturesOfNeutrals() {
        List<String> lines = solve("""
                anfang
                forderung       h#3
                steine  neutral ka4 db7 sa2 bb4c4
                option          satz
                ende
                """);
        assertSameLines(List.of(
                "1...nKa4-a5 +   2.nBb4-b3 nSa2-b4   3.nBc4-c3 nBc3*b4 #",
                "1.nDb7-b8 nKa4-a5 +   2.nKa5-a6 nSa2-c3   3.nSc3-b5 nBc4*b5 #"), lines);
    }

    /** BEISPIEL-neutral-03: a neutral pawn moved by Black promotes on the first rank, to a neutral unit. */
    @Test
    void neutralPawnPromotesToNeutralUnit() {
        List<String> lines = solve("""
                anfang
                forderung       h#2
                steine          neutral ka4 db6 ba2b2c3
                zwilling versetze c3 c2
                ende
                """);
        assertSameLines(List.of(
                "1.nBa2-a1=nS nSa1-b3   2.nBc3-c2 nBc2*b3 #",
                "1.nBc2-c1=nT nTc1-c3   2.nTc3-b3 nBa2*b3 #"), lines);
    }

    /** TESTS-pieces-19: a neutral rose moves for White and captures a black pawn. */
    @Test
    void neutralUnitCapturesForTheSideToMove() {
        List<String> lines = solve("""
                begin
                pieces neutral rod1
                stip ~1
                option nowk nobk
                twin add black pf2
                end
                """);
        assertTrue(lines.contains("1.nROd1*f2 !"), lines.toString());
        assertTrue(lines.contains("1.nROd1-h1 !"), lines.toString());
        assertEquals(12 + 11, lines.size());
    }

    /**
     * BEISPIEL-threat-03: battle play with a neutral rook that both sides move and that checks
     * both kings.
     */
    @Test
    void battlePlayWithNeutralRook() {
        String out = SolveCommand.solveToText(SolutionLines.problem("""
                anfang
                forderung       #5
                option          varianten
                                drohung 1
                steine          weiss   kd7 bb3 sd3 lg1h1
                                schwarz ba6e5g5d4f4e3 kd5
                                neutral te4
                ende
                """), 60);
        List<String> expected = List.of(
                "1.nTe4*e5 + !",
                "1...nTe5-e4",
                "2.nTe4*f4 +",
                "2...nTf4-f3",
                "3.Lh1*f3 #",
                "2...nTf4-e4",
                "3.nTe4*e3 +",
                "3...nTe3-e4",
                "4.nTe4*d4 +",
                "4...nTd4-e4",
                "5.Sd3-b4 #",
                "3...nTe3-f3",
                "4.Lh1*f3 #");
        List<String> actual = Arrays.stream(out.split("\n")).map(String::strip).filter(l -> l.matches("^\\d+\\..*")).toList();
        // Popeye's order of the two defences 3...nTe3-e4 / 3...nTe3-f3 is not ours: the lines, in any order
        assertSameLines(expected, actual);
    }

    /**
     * BEISPIEL-cham-06: a neutral chameleon, and neutral pawns that promote to neutral
     * chameleons ("=nL=nc": the bishop that captures on h7 turns into a rook and checks its own
     * king, so the plain promotion does not mate).
     */
    @Test
    void neutralChameleonsAndPromotionToChameleon() {
        String out = SolveCommand.solveToText(SolutionLines.problem("""
                anfang
                forderung       #2
                steine  weiss           kh5 de5 sc7
                        schwarz         kf7 ld8 se7 bh6
                        neutral         bg7h7
                        neutral cham    lb5
                option          varianten
                ende
                """), 60);
        List<String> actual = Arrays.stream(out.split("\n")).map(String::strip).filter(l -> l.matches("^\\d+\\..*")).toList();
        assertSameLines(List.of(
                "1.ncLb5-e8=ncT ! Zugzwang.",
                "1...Se7-c6", "2.nBg7-g8=nL=nc #",
                "1...Se7-d5", "2.nBg7-g8=nL=nc #",
                "1...Se7-f5", "2.nBg7-g8=nL=nc #",
                "1...Se7-g6", "2.nBg7-g8=nL=nc #",
                "1...Se7-g8", "2.nBh7-h8=nS=nc #",
                "1...Se7-c8", "2.nBg7-g8=nL=nc #",
                "1...nBg7-g5", "2.De5-f6 #",
                "1...Ld8*c7", "2.De5*e7 #",
                "1...ncTe8-h8=ncD", "2.De5-e6 #"), actual);
    }

    /** A neutral king is both kings; neutral units take the colour of the side not to move. */
    @Test
    void neutralKingAndColourFollowTheSideToMove() {
        Position p = new Setup(SolutionLines.problem("""
                anfang
                forderung       h#3
                steine  neutral ka4 db7 sa2 bb4c4
                ende
                """)).position(false);
        int a4 = p.geometry.parse("a4");
        assertEquals(a4, p.king(Side.WHITE));
        assertEquals(a4, p.king(Side.BLACK));
        assertTrue(p.isNeutral(a4));
        assertEquals(5, p.neutralCount());
        assertEquals(0, p.pieceCount(Side.WHITE) + p.pieceCount(Side.BLACK));
        assertEquals(Side.BLACK, p.at(a4) & 1);
        p.setSideToMove(Side.BLACK);
        assertEquals(Side.WHITE, p.at(a4) & 1);
        // make and unmake give back the board, the hash and the kings
        int[] moves = new int[256];
        int n = MoveGenerator.generate(p, moves, 0);
        assertTrue(n > 0);
        for (int i = 0; i < n; i++) {
            int[] board = p.squares().clone();
            long hash = p.hash();
            p.make(moves[i]);
            assertEquals(Side.BLACK, p.at(p.king(Side.WHITE)) & 1, "after Black's move the neutrals are Black's");
            p.unmake(moves[i]);
            assertArrayEquals(board, p.squares());
            assertEquals(hash, p.hash());
            assertEquals(a4, p.king(Side.WHITE));
        }
        assertFalse(feerie.solve.Orthodox.applies(p, feerie.rules.Rules.ORTHODOX));
    }

    /**
     * BEISPIEL-halbneut-01: a black HalfNeutral unit turns neutral after its move ("=nh"), and
     * White then moves it and it turns white ("=wh").
     */
    @Test
    void halfNeutralTurnsNeutralThenTakesTheMoversColour() {
        String out = SolveCommand.solveToText(SolutionLines.problem("""
                anfang
                ford #2
                stei weis kg6 bh7
                stei schw kh8
                stei schw halb ta2 lf2
                opti vari
                ende
                """), 60);
        List<String> actual = Arrays.stream(out.split("\n")).map(String::strip).filter(l -> l.matches("^\\d+\\..*")).toList();
        assertEquals("1.Kg6-h6 ! Zugzwang.", actual.get(0));
        assertTrue(actual.contains("1...hnTa2-a6=nh +"), actual.toString());
        assertTrue(actual.contains("2.nhnTa6-a8=wh #"), actual.toString());
        assertTrue(actual.contains("1...hnLf2-e3=nh +"), actual.toString());
        assertTrue(actual.contains("2.nhnLe3-d4=wh #"), actual.toString());
        assertEquals(1 + 2 * 18, actual.size());
    }

    /** BEISPIEL-halbneut-02: a HalfNeutral pawn's promotion keeps the attribute ("=hnS"), then turns neutral. */
    @Test
    void halfNeutralPawnPromotes() {
        String out = SolveCommand.solveToText(SolutionLines.problem("""
                anfang
                ford #2
                stei weis kf1 dg5
                stei schw kh3
                stei schw halb bh2
                opti satz vari
                ende
                """), 60);
        List<String> actual = Arrays.stream(out.split("\n")).map(String::strip).filter(l -> l.matches("^\\d+\\..*")).toList();
        assertSameLines(List.of(
                "1...hnBh2-h1=hnS=nh", "2.Dg5-h5 #",
                "1.Dg5-f4 ! Zugzwang.",
                "1...hnBh2-h1=hnS=nh", "2.nhnSh1-f2=wh #",
                "1...hnBh2-h1=hnL=nh", "2.nhnLh1-g2=wh #"), actual);
    }

    /** BEISPIEL-halbneut-09: help play with two black HalfNeutral units, twinned. */
    @Test
    void halfNeutralInHelpPlay() {
        List<String> lines = solve("""
                anfang
                ford h#2
                stei weis ka2 la3
                stei schw kd5 be4e5c6b7h3c7
                stei schw halb td1 lf1
                zwil versetze d5 a6
                ende
                """);
        assertSameLines(List.of(
                "1.hnLf1-d3=nh Ka2-b3   2.hnTd1-d2=nh nhnLd3-c4=wh #",
                "1.hnTd1-d3=nh La3-c5   2.hnLf1-e2=nh nhnTd3-a3=wh #"), lines);
    }

    /**
     * BEISPIEL-halbneut-03: a neutral HalfNeutral pawn alternates colours in series play and
     * promotes as a neutral HalfNeutral unit ("=nhnD=sh").
     */
    @Test
    void neutralHalfNeutralPawnInSeriesPlay() {
        List<String> lines = solve("""
                anfang
                ford ser-h#6
                stei weis ka2 sc6
                stei neut halb bd7
                stei schw ka4
                ende
                """);
        assertEquals(24, lines.size());
        assertTrue(lines.contains("1.nhnBd7-d5=sh   2.hnBd5-d4=nh   3.nhnBd4-d3=sh   4.hnBd3-d2=nh   "
                + "5.nhnBd2-d1=nhnD=sh   6.hnDd1-h5=nh nhnDh5-a5=wh #"), lines.toString());
        assertTrue(lines.contains("1.nhnBd7-d6=sh   2.hnBd6-d5=nh   3.nhnBd5-d4=sh   4.hnBd4-d3=nh   "
                + "5.nhnBd3-d2=sh   6.hnBd2-d1=hnS=nh nhnSd1-c3=wh #"), lines.toString());
    }

    /**
     * BEISPIEL-halbneut-12: a white HalfNeutral king castles and turns neutral ("0-0=nh"): then it
     * is Black's king too, mated by the white rook.
     */
    @Test
    void halfNeutralKingCastles() {
        List<String> lines = solve("""
                anfang
                ford h#2
                opti weiss ohnesk
                stei weis halb ke1
                stei weis th1 lf1
                stei neut se3
                ende
                """);
        assertSameLines(List.of(
                "1...Lf1-h3   2.nSe3-g4 0-0=nh #",
                "1...Lf1-d3   2.nSe3-c4 hnKe1-d1=nh #"), lines);
    }

    /**
     * A neutral king is both sides' king: double mate and counter-mate check it from both sides,
     * and neither side may capture it, not even when its immobility is tested.
     * REGRESSIONS-4_55_to_4_57-17 (##!: White was mated before its move) and -18 (##: White had a
     * move), as Popeye 4.104 prints them; a h##1.5 of our own from py 4.104.
     */
    @Test
    void doubleMateAndCounterMateWithNeutralKing() {
        assertEquals(List.of("1...nKa5*a4 ##!"), solve("""
                begin
                pieces white qa3 pb2c4
                       black qa6 sa1 pa4b7c5
                       neutral ka5
                stipulation h##!0.5
                end
                """));
        assertEquals(List.of("1...nKa5*a4 ##"), solve("""
                begin
                pieces white qa3 pb2c4
                       black ra7 sa1 pa4c5c6
                       neutral ka5
                stipulation h##0.5
                end
                """));
        // py 4.104
        assertEquals(List.of("1...Rh7-a7 +   2.Ra8*a7 + nKa5*a4 ##"), solve("""
                begin
                pieces white qa3 pb2c4 rh7
                       black ra8 sa1 pa4c5c6 bf1
                       neutral ka5
                stipulation h##1.5
                end
                """));
    }

    /**
     * Duplex with a goal whose move checks the mover's own king: in the second half the other side
     * plays the goal move. A position of our own (REGRESSIONS-4_55_to_4_57-18 as h##1.5), py 4.104.
     */
    @Test
    void doubleMateWithDuplex() {
        assertEquals(List.of("1...nKa5*a4 ##", "1...nKa5-b6   2.nKb6-a5 + nKa5*a4 ##"), solve("""
                begin
                pieces white qa3 pb2c4
                       black ra7 sa1 pa4c5c6
                       neutral ka5
                stipulation h##1.5
                option duplex
                end
                """));
    }

    /** What is not played is reported, never solved wrongly: an orphan with neutral units. */
    @Test
    void unsupportedCasesAreReported() {
        Problem orphan = SolutionLines.problem("""
                begin
                pieces white ka1 oc3 black kh8 neutral sd4
                stipulation ~1
                end
                """);
        org.junit.jupiter.api.Assertions.assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(orphan));
    }

    /**
     * BEISPIEL-pieces-32: a white HalfNeutral grasshopper in help-self play, turned neutral and
     * then black; Black's help moves that mate on the way are no solutions (only a position where
     * every move of Black's reaches the goal ends the play early).
     */
    @Test
    void halfNeutralInHelpSelfPlay() {
        List<String> lines = solve("""
                anfang
                steine weiss ke1 bb6 lia5 lka1 weiss halbneutral gh8
                       schwarz ka8 de7 tb2 la6a7 bb5e2
                forderung hs#2.5
                zwilling versetze h8 h1
                ende
                """);
        assertSameLines(List.of(
                "1...De7-f7   2.LIa5-d8 + La6-b7   3.hnGh8-c8=nh + nhnGc8-e8=sh #",
                "1...De7-f8   2.LIa5-d5 + La7-b8   3.hnGh1-c6=nh + nhnGc6-e4=sh #"), lines);
    }
}
