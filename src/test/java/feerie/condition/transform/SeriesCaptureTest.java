package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SeriesCapture: the capturer goes on moving within its move, capturing again or stopping with a
 * move, while no side is in check. Expectations from Popeye 4.104: py's run on a position of our
 * own (its lines pasted, sorted) and the corpus problems' .out.
 */
class SeriesCaptureTest {
    /** A rook's captures in a row, each stop a move; a stop that checks goes no further (py). */
    @Test
    void rookCapturesInARow() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kh1 ra1 black ke8 pa5 sc5 bg5
                stipulation ~1
                condition seriescapture
                end
                """);
        assertEquals(List.of(
                "1.Kh1-g1 !",
                "1.Kh1-g2 !",
                "1.Kh1-h2 !",
                "1.Ra1*a5 !",
                "1.Ra1*a5*c5 !",
                "1.Ra1*a5*c5*g5 !",
                "1.Ra1*a5*c5*g5-a5 !",
                "1.Ra1*a5*c5*g5-b5 !",
                "1.Ra1*a5*c5*g5-c5 !",
                "1.Ra1*a5*c5*g5-d5 !",
                "1.Ra1*a5*c5*g5-e5 + !",
                "1.Ra1*a5*c5*g5-f5 !",
                "1.Ra1*a5*c5*g5-g1 !",
                "1.Ra1*a5*c5*g5-g2 !",
                "1.Ra1*a5*c5*g5-g3 !",
                "1.Ra1*a5*c5*g5-g4 !",
                "1.Ra1*a5*c5*g5-g6 !",
                "1.Ra1*a5*c5*g5-g7 !",
                "1.Ra1*a5*c5*g5-g8 + !",
                "1.Ra1*a5*c5*g5-h5 !",
                "1.Ra1*a5*c5-a5 !",
                "1.Ra1*a5*c5-b5 !",
                "1.Ra1*a5*c5-c1 !",
                "1.Ra1*a5*c5-c2 !",
                "1.Ra1*a5*c5-c3 !",
                "1.Ra1*a5*c5-c4 !",
                "1.Ra1*a5*c5-c6 !",
                "1.Ra1*a5*c5-c7 !",
                "1.Ra1*a5*c5-c8 + !",
                "1.Ra1*a5*c5-d5 !",
                "1.Ra1*a5*c5-e5 + !",
                "1.Ra1*a5*c5-f5 !",
                "1.Ra1*a5-a1 !",
                "1.Ra1*a5-a2 !",
                "1.Ra1*a5-a3 !",
                "1.Ra1*a5-a4 !",
                "1.Ra1*a5-a6 !",
                "1.Ra1*a5-a7 !",
                "1.Ra1*a5-a8 + !",
                "1.Ra1*a5-b5 !",
                "1.Ra1-a2 !",
                "1.Ra1-a3 !",
                "1.Ra1-a4 !",
                "1.Ra1-b1 !",
                "1.Ra1-c1 !",
                "1.Ra1-d1 !",
                "1.Ra1-e1 + !",
                "1.Ra1-f1 !",
                "1.Ra1-g1 !"
                ), lines);
    }

    /** The basics, a pawn promoting after its capture, stopping at a check, after a promotion (corpus .out). */
    @Test
    void corpusBasics() {
        PopeyeChecks.assertMatchesPopeye("TESTS-series_capture-01", "TESTS-series_capture-02", "TESTS-series_capture-04",
                "TESTS-series_capture-05", "TESTS-series_capture-06");
    }

    /** Each step followed by the other conditions' effects: Circe, AntiCirce, Wormholes, Einstein (corpus .out). */
    @Test
    void corpusWithOtherConditions() {
        PopeyeChecks.assertMatchesPopeye("TESTS-series_capture-08", "TESTS-series_capture-09", "TESTS-series_capture-11",
                "TESTS-series_capture-12", "TESTS-series_capture-03");
    }

    /**
     * SeriesCapture with AnnanChess: a test of observation by moves generates on the scratch
     * stack, above its top; the units' order is kept apart (it once ran into the moves: an index
     * out of bounds). py 4.104: no solution in either twin.
     */
    @Test
    void withAnnanChessObservationByMoves() {
        feerie.problem.Problem p = (feerie.problem.Problem) feerie.input.ProblemReader.read("""
                begin
                option noboard
                condition SeriesCapture AnnanChess
                pieces white Kc1 Qd3 Pb2 Sf4 black Ke8 Rh8 Pe7 Bg6
                stipulation s#2
                twin rotate 90
                end
                """, "test").get(0);
        var outcome = feerie.output.ProblemOutput.solve(p, 60_000_000_000L);
        assertEquals(feerie.output.ProblemOutput.Status.SOLVED, outcome.status(), outcome.message());
        assertEquals("a) \n\n\nb) rotate 90  \n\n\nsolution finished.", outcome.text().strip());
    }

    /**
     * The mated side's series captures asked for inside a mate test (#C) on the scratch stack: the
     * new moves no longer overwrite the saved order of the units (it ended in an
     * ArrayIndexOutOfBoundsException; fuzz seed 21-281). py 4.104: one key.
     */
    @Test
    void seriesCapturesGeneratedInsideAMateTest() {
        assertEquals(List.of("1.Kg2*h2 # !"), PopeyeChecks.lines("""
                begin
                pieces white Kg2 Qh1 DUg1 black Ka8 Pa7 Ph2 DUb8
                stipulation #1
                condition #C
                condition SeriesCapture
                end
                """));
    }

    /**
     * Popeye calls SeriesCapture with a measure of moves, a paralysis, a ghost or a transfer of the
     * capture a nonsense combination and solves nothing (py 4.104 for each condition below; with
     * Circe it solves: fuzz seed 25-167).
     */
    @Test
    void nonsenseCombinationsSolveNothing() {
        for (String other : new String[] {"WhiteFollowMyLeader", "WhiteMinimummer", "BlackMustCapture", "AlphabeticChess",
            "BlackMinDister a1h8", "WhiteForcedSquare a8", "Madrasi", "EiffelChess", "GhostChess", "Take&MakeChess",
            "MarsCirce", "BackHome", "KoeKo", "BlackSuperTransmutingKing"})
            assertEquals(List.of(), PopeyeChecks.lines("""
                    begin
                    pieces white Pa6 Ka1 black Kb8 Pb7 Sa8
                    stipulation ~1
                    condition SeriesCapture %s
                    end
                    """.formatted(other)), other);
        assertEquals(18, PopeyeChecks.lines("""
                begin
                pieces white Pa6 Ka1 black Kb8 Pb7 Sa8
                stipulation ~1
                condition SeriesCapture Circe
                end
                """).size());
    }
}
