package feerie.solve;

import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;

/**
 * Where Popeye's option Quodlibet applies (measured with py 4.104). It lets the attacker of
 * self and reflex play reach the goal himself, which only the battle play at the top of the
 * stipulation can use: s#n, r#n, semi-r#n. Play without a self or reflex end ignores it and says
 * so ("Quodlibet not applicable - ignored": #n, h#n, hr#n, ser-#n, ser-h#n, ser-r#n, reci-h#n,
 * pser-#n, pser-h#n, phser-#n, and after introductory moves "1->#2", "1->h#2"); play whose self
 * or reflex end lies below a help or series branch ignores it without a word (hs#n, ser-s#n,
 * ser-hs#n, phser-s#n, "1->s#2", "1->r#2"). The parry series of self and reflex play do use it
 * (pser-s#2 gains White's own mates): not built.
 */
public enum QuodlibetScope {
    APPLIES, NOT_APPLICABLE, IGNORED, NOT_BUILT;

    public static QuodlibetScope of(Stipulation stip) {
        PlayType type = stip.playType();
        PlayType basic = type.basic();
        boolean selfOrReflex = basic == PlayType.SELF || basic == PlayType.REFLEX || basic == PlayType.SEMI_REFLEX;
        if (stip.introMoves() == 0 && !type.isSeries() && selfOrReflex) return APPLIES;
        if (type.seriesPrefix().equals("pser-") && selfOrReflex) return NOT_BUILT;
        if (basic == PlayType.DIRECT || basic == PlayType.HELP || basic == PlayType.HELP_REFLEX
                || basic == PlayType.RECIPROCAL_HELP)
            return stip.introMoves() > 0 && type.isSeries() ? NOT_BUILT : NOT_APPLICABLE;
        if (type == PlayType.SERIES_REFLEX) return NOT_APPLICABLE;
        if (basic == PlayType.SELF || basic == PlayType.HELP_SELF || stip.introMoves() > 0 && selfOrReflex) return IGNORED;
        return NOT_BUILT;
    }
}
