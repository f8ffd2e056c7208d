package feerie.solve;

import feerie.problem.Options;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;

/**
 * How option WhiteToPlay changes a stipulation's play: which play types Popeye plays half a move
 * shorter, which series a move shorter, and which keep their stipulation without a word. Asked by
 * the solvers and by the output (the stipulation written, the notice of an ignored option), so
 * kept apart from {@link ProblemSolver}.
 */
public final class WhiteToPlayRules {
    private WhiteToPlayRules() {}

    /**
     * WhiteToPlay in help-self, help-reflex and reciprocal help play in whole moves: Popeye plays
     * it as the same play half a move shorter, Black's half-move first (py 4.104: hr#2 becomes
     * hr#1.5, reci-h#2 reci-h#1.5). Help play does the same in its own branch below.
     */
    public static boolean whiteToPlayHalves(Stipulation stip, Options options) {
        if (stip == null || stip.isStructured() || !options.has("WhiteToPlay") || stip.plusHalf() || stip.moves() < 1) return false;
        PlayType t = stip.playType();
        return t == PlayType.HELP_SELF || t == PlayType.HELP_REFLEX || t == PlayType.RECIPROCAL_HELP;
    }

    /**
     * WhiteToPlay in a direct or help series (ser-#n, ser-h#n, any goal, no introductory moves):
     * Popeye plays the series a move shorter, numbered as if the other side had played first
     * (py 4.104: ser-#3 becomes ser-#2 "1...Kc6-b6 Rh1-h8 #"; ser-h#2 ser-h#1 with its series of
     * no move "1...Rh2-h8 #" and of one "1...g7-g5   2.Rh2-h8 #"). Other series keep their
     * stipulation and say nothing (ser-s#, ser-r#, ser-reci-h#) or say the option is ignored (pser-).
     */
    public static boolean whiteToPlayShortensSeries(Stipulation stip, Options options) {
        if (stip == null || stip.isStructured() || !options.has("WhiteToPlay") || stip.introMoves() > 0
                || feerie.solve.proof.ProofGame.is(stip)) return false;
        return stip.playType() == PlayType.SERIES_DIRECT || stip.playType() == PlayType.SERIES_HELP;
    }

    /** A series that keeps its stipulation under WhiteToPlay without a word (py 4.104: ser-s#, ser-r#, ser-reci-h#). */
    public static boolean whiteToPlayIgnoredSilently(Stipulation stip) {
        if (stip == null || stip.isStructured() || feerie.solve.proof.ProofGame.is(stip)) return false;
        PlayType t = stip.playType();
        return t == PlayType.SERIES_SELF || t == PlayType.SERIES_REFLEX || t == PlayType.SERIES_RECIPROCAL_HELP;
    }
}
