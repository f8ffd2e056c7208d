package feerie.solve;

import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.List;

/** Turns a move of the current position into a {@link PlayedMove} (call before making it). */
public final class Describe {
    private Describe() {}

    public static PlayedMove before(Position p, int move, String suffix) {
        if (Move.isPass(move) && move != Move.NULL && p.conditions() instanceof feerie.condition.ConditionSet set) {
            // a condition's move of no unit (RoleExchange): its name; its effects are silent
            return new PlayedMove(set.passName(move), "", "", false, null, PlayedMove.CONDITION_PASS, false, suffix);
        }
        var g = p.geometry;
        int from = Move.from(move), to = Move.to(move);
        int piece = p.at(from);
        // a castling from the square the king is reborn on first (AntiMarsCirce: [wKg1->e1]0-0)
        if (piece == Piece.EMPTY && Move.kind(move) == Move.CASTLING && p.king(p.sideToMove()) >= 0)
            piece = p.at(p.king(p.sideToMove()));
        // a pawn is written without its letter, unless a prefix precedes it ("nBb4-b3"; not PADChess's
        // unwritten mark: TESTS/pad-01 "b3*c4[-wPc4]")
        String code = p.table.isPawn(piece) && (p.table.attributes(piece) & Attributes.WRITTEN) == 0 ? ""
                : p.table.type(Piece.type(piece)).code("en");
        if (p.table.isRoyal(piece) && code.equals("ck")) code = "k"; // a game's king is written K
        int kind = Move.kind(move);
        int castling = kind == Move.CASTLING ? (Move.castlingRook(move) > from ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE) : 0;
        // castling with any partner on any line (CastlingChess, orthodox castling off): written
        // as the king's move and the partner's, "Kc2-e2/bPh2-d2"
        EffectNote partner = null;
        if (kind == Move.CASTLING && !p.castlingAllowed()) {
            castling = 0;
            int rook = Move.castlingRook(move), unit = p.at(rook);
            partner = new EffectNote(feerie.position.Effects.Kind.MOVE, Piece.side(unit) == Side.WHITE,
                    p.table.type(Piece.type(unit)).code("en"), p.table.attributes(unit), g.name(rook),
                    g.name((from + to) >> 1), feerie.position.Effects.Style.PARTNER);
        }
        // a "promotion" to the pawn's own type (SingleBox types 2 and 3: it stays a latent pawn) is not written
        String promo = kind == Move.PROMOTION && Move.promotion(move) != Piece.type(piece)
                ? p.table.type(Move.promotion(move)).code("en") : null;
        boolean capture = kind == Move.EN_PASSANT || kind == Move.DISPLACED_CAPTURE
                || kind != Move.EXCHANGE && to != from && p.at(to) != Piece.EMPTY;
        // an exchange of squares is written with the other unit: Sg8<->Sb3
        String exchanged = kind == Move.EXCHANGE ? p.table.type(Piece.type(p.at(to))).code("en") : null;
        String captureSquare = kind == Move.DISPLACED_CAPTURE ? g.name(Move.victim(move)) : null;
        int displacedPromotion = kind == Move.DISPLACED_CAPTURE ? p.displacedPromotion(piece, p.sideToMove(), move) : -1;
        if (displacedPromotion >= 0) promo = p.table.type(displacedPromotion).code("en");
        int attributes = p.table.attributes(piece);
        // a neutral pawn promotes to a neutral unit ("=nS")
        int promoAttributes = kind == Move.PROMOTION || kind == Move.DISPLACED_CAPTURE && promo != null
                ? attributes & Attributes.CARRIED_BY_PROMOTION : 0;
        if (kind == Move.PROMOTION && (p.table.attributes(Piece.of(Move.promotion(move), 0)) & Attributes.CHAMELEON) != 0)
            promoAttributes |= Attributes.CHAMELEON | Attributes.PROMOTED_CHAMELEON;
        // a promotion to a Bul, Dob or HurdleColourChanging hopper is written with its attributes
        // after it: "=G=b", "=nG=nd", "=G=hcc" (py 4.104)
        int hopperAttributes = Attributes.BUL | Attributes.DOB | Attributes.HURDLE_COLOUR_CHANGING;
        if (kind == Move.PROMOTION && (p.table.attributes(Piece.of(Move.promotion(move), 0)) & hopperAttributes) != 0)
            promoAttributes |= p.table.attributes(Piece.of(Move.promotion(move), 0)) & hopperAttributes | Attributes.PROMOTED_CHAMELEON;
        int next = p.table.chameleonNext(piece);
        if (kind != Move.PROMOTION && next != 0) {
            promo = p.table.type(Piece.type(next)).code("en");
            promoAttributes = p.table.attributes(next);
        }
        String recolour = null;
        boolean toWhite = false;
        if ((attributes & Attributes.HURDLE_COLOUR_CHANGING) != 0) {
            int h = p.hurdle(from, to);
            if (h >= 0 && p.at(h) != Piece.EMPTY && !p.table.isRoyal(p.at(h)) && !p.isNeutral(h)) {
                recolour = g.name(h);
                toWhite = Piece.side(p.at(h)) != Side.WHITE;
            }
        }
        int halfNeutral = 0;
        if ((attributes & Attributes.HALF_NEUTRAL) != 0)
            halfNeutral = (attributes & Attributes.NEUTRAL) == 0 ? PlayedMove.TO_NEUTRAL
                    : p.sideToMove() == Side.WHITE ? PlayedMove.TO_WHITE : PlayedMove.TO_BLACK;
        List<EffectNote> effects = List.of();
        int victimSquare = !capture ? -1 : kind == Move.EN_PASSANT ? p.enPassantVictim()
                : kind == Move.DISPLACED_CAPTURE ? Move.victim(move) : to;
        int victim = victimSquare >= 0 ? p.at(victimSquare) : Piece.EMPTY;
        if (p.conditions() != null) {
            // the conditions' effects are known once the move is played
            p.make(move);
            effects = EffectNote.ofLastMove(p);
            if (capture && p.lastCaptured() != Piece.EMPTY) {
                victim = p.lastCaptured();
                victimSquare = p.lastCaptureSquare();
            }
            p.unmake(move);
            // a unit changed before it moves is written as what it has become ("[d8=L]Ld8-b6")
            for (EffectNote e : effects)
                if (e.style() == feerie.position.Effects.Style.WALK_PREFIX && e.square().equals(g.name(from))) code = e.piece();
        }
        // a castling played as the make of a capture (Make&Take) writes the move as that castling
        for (EffectNote e : effects)
            if (e.style() == feerie.position.Effects.Style.CASTLING_AS_MAKE)
                castling = e.square().compareTo(g.name(from)) > 0 ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE;
        if (partner != null) {
            List<EffectNote> all = new java.util.ArrayList<>(List.of(partner));
            all.addAll(effects);
            effects = List.copyOf(all);
        }
        return new PlayedMove(code, g.name(from), g.name(to), capture, promo, castling, kind == Move.EN_PASSANT, suffix,
                attributes, promoAttributes, recolour, toWhite, halfNeutral, effects, captureSquare, exchanged,
                p.sideToMove() == Side.WHITE ? "white" : "black", unit(p, piece, from), victim == Piece.EMPTY ? null : unit(p, victim, victimSquare));
    }

    /** The unit {@code piece} standing on {@code square}, for {@link PlayedMove#mover} and {@link PlayedMove#captured}. */
    private static PlayedMove.Unit unit(Position p, int piece, int square) {
        int attributes = p.table.attributes(piece);
        String colour = (attributes & Attributes.NEUTRAL) != 0 ? "neutral" : Piece.side(piece) == Side.WHITE ? "white" : "black";
        String code = p.table.type(Piece.type(piece)).code("en");
        return new PlayedMove.Unit(colour, code, attributes & ~Attributes.NEUTRAL, square >= 0 ? p.geometry.name(square) : null);
    }
}
