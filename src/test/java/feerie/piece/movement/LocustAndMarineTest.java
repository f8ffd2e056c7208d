package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Problem;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The locusts and the marine pieces, in positions of our own: every expected list is what Popeye
 * 4.104 ({@code py}) printed for the same input. A locust takes the enemy unit it meets and lands
 * just beyond it on an empty square ({@code Ld4*b4-a4}); Popeye's Poseidon is royal; a marine pawn
 * promotes to the marine pieces and takes en passant over the square passed ({@code MPe5*c7 ep.}).
 */
class LocustAndMarineTest {
    private static final Catalogue C = Catalogue.standard();

    /** The solution lines of the problem ({@code 1.} lines), sorted, joined with "|", without "!". */
    private static String lines(String pieces, String stipulation) {
        String text = "begin\npieces " + pieces + "\nstip " + stipulation + "\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return String.join("|", Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).map(String::strip)
                .filter(l -> l.startsWith("1.")).map(l -> l.replaceAll(" !$", "")).sorted().toList());
    }

    @Test
    void locustsCaptureByLandingBeyondTheirVictim() {
        // g7 is occupied, so f6 cannot be taken; the own pawn d2 is no victim
        assertEquals("1.Ka1-a2|1.Ka1-b1|1.Ka1-b2|1.Ld4*b4-a4|1.Ld4*d6-d7|1.d2-d3",
                lines("white ka1 ld4 pd2 black kh8 pd6f6b4 pg7", "~1"));
        // the bishop and nightrider locusts find no landing square; the rook locust two
        assertEquals("1.Ka1-b1|1.Ka1-b2|1.LRd5*d7-d8|1.LRd5*e5-f5",
                lines("white ka1 lbd4 lrd5 lnc3 black kh8 pb3 pf6 pd7 pe5 pg7 pa5", "~1"));
    }

    @Test
    void marineRidersMoveAsTheirModelsAndCaptureAsLocusts() {
        assertEquals("1.Ka1-a2|1.Ka1-b1|1.Ka1-b2|1.SId4*b4-a4|1.SId4*b6-a7|1.SId4*d6-d7|1.SId4-b2|1.SId4-c3|1.SId4-c4"
                        + "|1.SId4-c5|1.SId4-d1|1.SId4-d2|1.SId4-d3|1.SId4-d5|1.SId4-e3|1.SId4-e4|1.SId4-e5|1.SId4-f2"
                        + "|1.SId4-f4|1.SId4-g1|1.SId4-g4|1.SId4-h4",
                lines("white ka1 sid4 black kh8 pd6f6b4g7 pb6", "~1"));
        assertEquals("1.Ka1-a2|1.Ka1-b1|1.Ka1-b2|1.NDf1*g2-h3|1.NDf1-a6|1.NDf1-b5|1.NDf1-c4|1.NDf1-d3|1.NDf1-e2"
                        + "|1.TRd4*d7-d8|1.TRd4-a4|1.TRd4-b4|1.TRd4-c4|1.TRd4-d1|1.TRd4-d2|1.TRd4-d3|1.TRd4-d5|1.TRd4-d6"
                        + "|1.TRd4-e4|1.TRd4-f4|1.TRd4-g4|1.TRd4-h4",
                lines("white ka1 trd4 ndf1 black kh8 pd7 pg2", "~1"));
    }

    @Test
    void marineLeapersAndTheRoyalPoseidon() {
        assertEquals("1.Ka1-a2|1.Ka1-b2|1.MSd4*e6-f8|1.MSd4-b3|1.MSd4-c6|1.MSd4-e2|1.MSd4-f3|1.MSd4-f5",
                lines("white ka1 msd4 black kh8 pe6b5c2 pc1", "~1"));
        // the Poseidon is White's king: it does not step where the pawn d5 attacks (c4, e4)
        assertEquals("1.POd4*d5-d6|1.POd4-c3|1.POd4-c5|1.POd4-d3|1.POd4-e3", lines("white pod4 black kh8 pd5e5 pf6", "~1"));
    }

    @Test
    void marinePawnAndShip() {
        assertEquals("1.Ka1-b1|1.MPc2*b3-a4|1.MPd7-d8=MS|1.MPd7-d8=ND|1.MPd7-d8=SI|1.MPd7-d8=TR",
                lines("white ka1 mpd7 mpc2 black kh8 pe8c3 pb3 pd4", "~1"));
        assertEquals("1.Ka1-a2|1.Ka1-b1|1.Ka1-b2|1.MHd4*d2-d1|1.MHd4*d6-d7|1.MHd4*e5-f6|1.MHd4-a4|1.MHd4-b4|1.MHd4-c4"
                        + "|1.MHd4-d3|1.MHd4-d5|1.MHd4-e4|1.MHd4-f4|1.MHd4-g4|1.MHd4-h4",
                lines("white ka1 mhd4 black kh8 pd6 pd2 pe5 pc5 pb6", "~1"));
        String afterDoubleStep = Arrays.stream(lines("white ka1 mpe5 black kh8 pd7", "h~1").split("\\|"))
                .filter(l -> l.startsWith("1.d7-d5")).reduce((a, b) -> a + "|" + b).orElse("");
        assertEquals("1.d7-d5 Ka1-a2|1.d7-d5 Ka1-b1|1.d7-d5 Ka1-b2|1.d7-d5 MPe5*c7 ep.|1.d7-d5 MPe5-e6", afterDoubleStep);
    }

    @Test
    void aLocustChecksOnlyWithAnEmptyLandingSquare() {
        // py: "white kh1 ld4 black kf6" is refused (the side to play can capture the king); with g7 filled it is legal
        Position open = Boards.of(C, "wlocust d4", "bking f6");
        assertTrue(open.isAttacked(open.geometry.parse("f6"), Side.WHITE));
        Position blocked = Boards.of(C, "wlocust d4", "bking f6", "bpawn g7");
        assertFalse(blocked.isAttacked(blocked.geometry.parse("f6"), Side.WHITE));
        // nothing lands beyond a corner
        Position corner = Boards.of(C, "wlocust a1", "bking h8");
        assertFalse(corner.isAttacked(corner.geometry.parse("h8"), Side.WHITE));
    }
}
