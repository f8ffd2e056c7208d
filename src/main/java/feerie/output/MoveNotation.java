package feerie.output;

import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.problem.Colour;
import feerie.problem.Language;
import feerie.piece.PieceType;
import feerie.position.Effects;
import feerie.solve.EffectNote;
import feerie.solve.PlayedMove;
import java.util.Locale;

/** Popeye's long algebraic notation in the problem's language: {@code Sh3-g1}, {@code Tb2*f2}, {@code d2-d1=D}, {@code 0-0}, {@code e4*d3 ep.}. */
public final class MoveNotation {
    private final String language;

    /** @param language "en", "fr" or "de" */
    public MoveNotation(String language) { this.language = language; }

    public String piece(String englishCode) {
        if (englishCode == null || englishCode.isEmpty()) return "";
        int slash = englishCode.indexOf('/');
        if (slash > 0) return piece(englishCode.substring(0, slash)) + "/" + piece(englishCode.substring(slash + 1));
        PieceType t = Catalogue.standard().byCode("en", englishCode);
        String code = t == null ? englishCode : t.code(language);
        return code.toUpperCase(Locale.ROOT);
    }

    private Language lang() {
        return switch (language) {
            case "de" -> Language.GERMAN;
            case "fr" -> Language.FRENCH;
            default -> Language.ENGLISH;
        };
    }

    /** Popeye's prefix of a piece's attributes: their short forms in the language ("k" for a German royal). */
    public String attributes(int mask) {
        if (mask == 0) return "";
        StringBuilder sb = new StringBuilder();
        if ((mask & Attributes.NEUTRAL) != 0) sb.append(Vocabulary.colourLetter(Colour.NEUTRAL, lang()));
        for (String a : Attributes.names(mask)) sb.append(Vocabulary.attributeLetters(a, lang()));
        return sb.toString();
    }

    /** Popeye: "=nh" a HalfNeutral unit turned neutral, "=wh" / "=sh" turned white / black; else "". */
    private String halfNeutral(PlayedMove m) {
        if (m.halfNeutral() == PlayedMove.TO_NEUTRAL) return "=nh";
        if (m.halfNeutral() == 0) return "";
        return "=" + Vocabulary.colourLetter(m.halfNeutral() == PlayedMove.TO_WHITE ? Colour.WHITE : Colour.BLACK, lang()) + "h";
    }

    /** A condition's effect as Popeye writes it: {@code [+bBf8]}, {@code [wSb1->g1]}, {@code [-bBf8]}, {@code [e4=bB]}. */
    public String effect(EffectNote e) {
        return effect(e, null);
    }

    /**
     * An effect, with the change that follows it on the same square when it is the promotion of a
     * unit just reborn there (Popeye writes {@code [+wPb8=Q]}, {@code [+bPf1=Q=c]} for a chameleon,
     * {@code [bPb6->e1=Q]}).
     */
    private String effect(EffectNote e, EffectNote promotion) {
        // a neutral unit is written as such ("[nkSc1->g1]")
        Colour c = (e.attributes() & Attributes.NEUTRAL) != 0 ? Colour.NEUTRAL : e.white() ? Colour.WHITE : Colour.BLACK;
        String colour = Vocabulary.colourLetter(c, lang());
        String unit = colour + attributes(e.attributes() & ~Attributes.NEUTRAL) + piece(e.piece());
        switch (e.style()) {
            case Effects.Style.COLOUR_INLINE: return "=" + colour;
            case Effects.Style.COLOUR_BRACKETED: return "[" + e.square() + "=" + colour + "]";
            case Effects.Style.COLOUR_BARE_BRACKETED:
                return "[=" + colour + attributes(e.attributes() & ~Attributes.NEUTRAL) + "]";
            case Effects.Style.WALK_INLINE: return "=" + attributes(e.attributes() & ~Attributes.NEUTRAL) + piece(pieceOrPawn(e.piece()));
            case Effects.Style.WALK_BRACKETED:
                return "[" + e.square() + "=" + attributes(e.attributes() & ~Attributes.NEUTRAL) + piece(pieceOrPawn(e.piece())) + "]";
            case Effects.Style.UNIT_INLINE: return "=" + unit;
            case Effects.Style.PARTNER: return "/" + unit + e.square() + "-" + e.to();
            case Effects.Style.BOARD: return (e.attributes() & Attributes.ALICE_B) != 0 ? "B" : "A";
            case Effects.Style.STEP: return "-" + e.to();
            case Effects.Style.STEP_CAPTURE: return "*" + e.to();
            default: break;
        }
        if (e.kind() == Effects.Kind.BALANCE) return " " + e.piece();
        if (e.kind() == Effects.Kind.EXCHANGE) return "[" + piece(e.piece()) + e.square() + "<->" + piece(e.other()) + e.to() + "]";
        if (e.kind() == Effects.Kind.IMITATORS_MOVED || e.kind() == Effects.Kind.IMITATOR_ADDED) return e.piece();
        if (promotion != null && promotion.style() == Effects.Style.TRANSFERRED && e.kind() == Effects.Kind.MOVE) {
            // Popeye writes the unit's new attributes with the walk when they changed (a king now a
            // royal bishop: kB), else the walk alone
            String walk = promotion.attributes() != e.attributes() ? attributes(promotion.attributes()) + piece(pieceOrPawn(promotion.piece()))
                    : promotion.piece().equals(e.piece()) ? "" : piece(pieceOrPawn(promotion.piece()));
            return "[" + unit + e.square() + "->" + walk + e.to() + "]";
        }
        if (promotion != null && promotion.piece().equals(e.piece()) && promotion.white() != e.white()
                && attributes(promotion.attributes()).equals(attributes(e.attributes()))) {
            // (attributes compared as written: Volage's mark of a spent unit is not)
            // the reborn unit changed sides (Circe Turncoats: [+bRh8=w])
            String side = Vocabulary.colourLetter(promotion.white() ? Colour.WHITE : Colour.BLACK, lang());
            if (e.kind() == Effects.Kind.MOVE) return "[" + unit + e.square() + "->" + e.to() + "=" + side + "]";
            return "[+" + unit + e.square() + "=" + side + "]";
        }
        if (promotion != null) {
            // Popeye writes the promoted unit with the attributes the pawn had (a chameleon pawn
            // reborn on its last rank: [+wcPe8=cQ], py 4.104), then those the promotion added
            // (a pawn promoted into a chameleon: [+bPf1=Q=c])
            int pa = promotion.attributes() & ~(e.attributes() & ~Attributes.NEUTRAL);
            int kept = promotion.attributes() & e.attributes() & ~Attributes.NEUTRAL;
            String text = "=" + attributes(pa & Attributes.NEUTRAL | kept) + piece(promotion.piece());
            if ((pa & ~Attributes.NEUTRAL) != 0) text += "=" + attributes(pa & ~Attributes.NEUTRAL);
            if (e.kind() == Effects.Kind.MOVE) return "[" + unit + e.square() + "->" + e.to() + text + "]";
            if (e.kind() == Effects.Kind.HIDE) return hidden(unit, e, text);
            return "[+" + unit + e.square() + text + "]";
        }
        return switch (e.kind()) {
            case Effects.Kind.ADD -> "[+" + unit + e.square() + "]";
            case Effects.Kind.REMOVE -> "[-" + unit + e.square() + "]";
            case Effects.Kind.HIDE -> hidden(unit, e, "");
            case Effects.Kind.MOVE -> "[" + unit + e.square() + "->" + e.to() + "]";
            default -> "[" + e.square() + "=" + unit + "]";
        };
    }

    /**
     * A unit gone below a square (Circe Volcanic), {@code promotion} the piece it promoted to there
     * ("=Q" or ""): reborn there {@code [+wRh1->v]}, or moved there, AntiCirce's capturer {@code [wRb7->h1->v]}.
     */
    private static String hidden(String unit, EffectNote e, String promotion) {
        return e.to() == null ? "[+" + unit + e.square() + promotion + "->v]"
                : "[" + unit + e.square() + "->" + e.to() + promotion + "->v]";
    }

    /** A walk written alone: a pawn is "P" (in the problem's language), not "". */
    private static String pieceOrPawn(String code) { return code.isEmpty() ? "p" : code; }

    public String move(PlayedMove m) {
        String text;
        // effects before the move (SingleBox type 3's promotion of a latent pawn: "[d8=L]Ld8-b6")
        String before = "";
        for (EffectNote e : m.effects())
            if (e.style() == Effects.Style.WALK_PREFIX)
                before += "[" + e.square() + "=" + attributes(e.attributes() & ~Attributes.NEUTRAL) + piece(pieceOrPawn(e.piece())) + "]";
            else if (e.style() == Effects.Style.MOVE_PREFIX) before += effect(e);
        String imitators = "";
        for (EffectNote e : m.effects()) if (e.kind() == Effects.Kind.IMITATORS_MOVED) imitators += e.piece();
        if (m.castling() == PlayedMove.RAW) return m.piece() + m.suffix();
        if (m.castling() == PlayedMove.CONDITION_PASS) return " " + Vocabulary.conditionWord(m.piece(), lang()) + m.suffix();
        // a castling that was the make of a capture is written with the take ("0-0*e6", Make&Take)
        boolean castlingAsMake = m.effects().stream().anyMatch(e -> e.style() == Effects.Style.CASTLING_AS_MAKE);
        String take = m.castling() != 0 && castlingAsMake && m.capture() ? "*" + m.to() : "";
        if (m.castling() == PlayedMove.KINGSIDE) text = "0-0" + take + halfNeutral(m) + imitators;
        else if (m.castling() == PlayedMove.QUEENSIDE) text = "0-0-0" + take + halfNeutral(m) + imitators;
        else {
            // MarsCirce, AntiMarsCirce: the rebirth square the move starts from, between ("Sg6-b1*d2")
            String via = "";
            for (EffectNote e : m.effects()) if (e.kind() == Effects.Kind.VIA) via = "-" + e.square();
            text = attributes(m.attributes()) + piece(m.piece()) + m.from() + via + (m.capture() ? "*" : "-")
                    + (m.captureSquare() != null ? m.captureSquare() + "-" : "") + m.to();
            if (m.exchanged() != null)
                text = attributes(m.attributes()) + piece(pieceOrPawn(m.piece())) + m.from() + "<->" + piece(m.exchanged()) + m.to();
            // the imitators' movement comes before the promotion (Popeye: "g2-g1[Ia7]=T"), after "ep."
            if (!m.enPassant()) text += imitators;
            int pa = m.promotionAttributes();
            if ((pa & Attributes.PROMOTED_CHAMELEON) != 0) {
                int flags = pa & ~Attributes.PROMOTED_CHAMELEON;
                text += "=" + attributes(flags & Attributes.NEUTRAL) + piece(m.promotion()) + "=" + attributes(flags);
                // a chameleon with hopper attributes: the chameleon first, then all its attributes (=RH=c=chcc, py 4.104)
                if ((flags & Attributes.CHAMELEON) != 0 && (flags & (Attributes.HURDLE_COLOUR_CHANGING | Attributes.BUL | Attributes.DOB)) != 0)
                    text = text.substring(0, text.lastIndexOf('=')) + "=" + attributes(Attributes.CHAMELEON) + "=" + attributes(flags);
            } else if (m.promotion() != null) {
                text += "=" + attributes(pa) + piece(m.promotion());
            }
            text += halfNeutral(m);
            if (m.recolourSquare() != null)
                text += "[" + m.recolourSquare() + "=" + Vocabulary.colourLetter(m.recolourWhite() ? Colour.WHITE : Colour.BLACK, lang()) + "]";
            if (m.enPassant()) text += " ep." + imitators;
        }
        var effects = m.effects();
        for (int i = 0; i < effects.size(); i++) {
            EffectNote e = effects.get(i);
            if (e.kind() == Effects.Kind.VIA || e.kind() == Effects.Kind.IMITATORS_MOVED || e.style() == Effects.Style.WALK_PREFIX
                    || e.style() == Effects.Style.MOVE_PREFIX
                    || e.style() == Effects.Style.CASTLING_AS_MAKE) continue;
            EffectNote next = i + 1 < effects.size() ? effects.get(i + 1) : null;
            boolean step = e.style() == Effects.Style.STEP || e.style() == Effects.Style.STEP_CAPTURE;
            if (next != null && e.kind() == Effects.Kind.ADD && next.kind() == Effects.Kind.IMITATOR_ADDED
                    && next.square().equals(e.square())) {
                // a pawn reborn on its last rank as an imitator: [+bPf1=I]
                String added = effect(e);
                text += added.substring(0, added.length() - 1) + next.piece() + "]";
                i++;
            } else if (next != null && !step && next.kind() == Effects.Kind.CHANGE
                    && ((e.kind() == Effects.Kind.ADD || e.kind() == Effects.Kind.HIDE && e.to() == null) && next.square().equals(e.square())
                        || (e.kind() == Effects.Kind.MOVE || e.kind() == Effects.Kind.HIDE) && next.square().equals(e.to()))) {
                text += effect(e, next);
                i++;
            } else {
                text += effect(e);
            }
        }
        return before + text + m.suffix();
    }
}
