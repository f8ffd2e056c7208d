package feerie.solve.proof;

import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.solve.Search;
import feerie.solve.Setup;
import feerie.solve.UnsupportedException;
import feerie.stipulation.GoalType;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Proof games (Popeye's {@code dia} and {@code a=>b}): the play starts from the initial game
 * array (dia) or from the position written before the stipulation (a=>b), and must end on the
 * diagram. This class turns a twin's setup into the position played and the diagram to reach,
 * and says who moves first and for how long.
 */
public final class ProofGame {
    private ProofGame() { }

    /** Is the stipulation a proof game (dia or a=>b, in help play or a series)? */
    public static boolean is(Stipulation stip) {
        if (stip == null || stip.isStructured() || stip.goal() == null) return false;
        GoalType g = stip.goal().type();
        return g == GoalType.PROOF_GAME || g == GoalType.A_TO_B;
    }

    /** The position a proof game is played in and the diagram it must reach. */
    public record Prepared(Position start, ProofTarget target) { }

    /**
     * The start position for the diagram {@code diagram} of {@code setup}; the diagram's types are
     * also in the start position's table, so that the two compare unit by unit.
     */
    public static Prepared prepare(Problem problem, Setup setup, Position diagram, boolean castling) {
        if (diagram.hasNeutrals()) throw new UnsupportedException("neutral units in a proof game");
        if (diagram.geometry.files != 8 || diagram.geometry.ranks != 8) throw new UnsupportedException("proof game on a " + diagram.geometry + " board");
        boolean imitators = problem.conditions().stream().anyMatch(c -> c.name().equalsIgnoreCase("Imitator"));
        if (imitators) throw new UnsupportedException("proof game with imitators");
        List<PieceSpec> start = setup.stipulation().goal().type() == GoalType.A_TO_B ? problem.startPieces() : gameArray();
        if (start == null) throw new UnsupportedException("a=>b without a start position");
        if (start.stream().anyMatch(p -> p.colour() == Colour.NEUTRAL)) throw new UnsupportedException("neutral units in a proof game");
        Position played = setup.withStartPieces(start).position(castling);
        return new Prepared(played, new ProofTarget(diagram, played));
    }

    /**
     * The reasoning that prunes the search, where it is sound: orthodox rules and walks (the
     * search's orthodox shortcuts apply). Under fairy conditions or pieces the plain search.
     */
    public static ProofBound bound(Search search) {
        if (search.orthodox == null || search.proofTarget == null) return null;
        return new ProofBound(search.proofTarget, search.position);
    }

    /** Help play: White starts a dia; Black an a=>b unless WhiteToPlay (py 4.104). */
    public static int firstMover(Stipulation stip, boolean whiteToPlay) {
        if (stip.goal().type() == GoalType.PROOF_GAME || stip.playType().isSeries() || whiteToPlay) return Side.WHITE;
        return Side.BLACK;
    }

    /** Help play: the half-moves of the stipulation (dia4: 8, dia2.5: 5, a=>b2.5: 5). */
    public static int halfMoves(Stipulation stip) {
        return 2 * stip.moves() + (stip.plusHalf() ? 1 : 0);
    }

    /** Is this help play (dia, a=>b without a series prefix)? */
    public static boolean isHelpPlay(Stipulation stip) {
        return is(stip) && stip.playType() == PlayType.DIRECT;
    }

    /** The 32 units of the initial game array. */
    static List<PieceSpec> gameArray() {
        List<PieceSpec> pieces = new ArrayList<>();
        String[] back = {"r", "s", "b", "q", "k", "b", "s", "r"};
        for (int f = 0; f < 8; f++) {
            String file = String.valueOf((char) ('a' + f));
            pieces.add(new PieceSpec(Colour.WHITE, back[f], file + "1"));
            pieces.add(new PieceSpec(Colour.WHITE, "p", file + "2"));
            pieces.add(new PieceSpec(Colour.BLACK, "p", file + "7"));
            pieces.add(new PieceSpec(Colour.BLACK, back[f], file + "8"));
        }
        return pieces;
    }
}
