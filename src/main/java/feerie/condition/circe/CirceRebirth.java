package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * The rebirth a move brings about under one {@link Circe} record, as effects in the journal: the
 * captured unit added on its square (Circe), or the capturer moved to its square (AntiCirce),
 * with what the record's choices add (Volcanic, Parachute, Assassin, Turncoats, a promotion).
 */
final class CirceRebirth {
    private CirceRebirth() {}

    static void play(Circe c, Position p, int move) {
        int captured, sq;
        // the side that made the capture (Parrain, WaitCapture: an earlier move's), for a neutral unit's promotion
        int capturingSide = p.sideToMove();
        if (c.waitCapture() || c.lastMove()) {
            int due = DelayedRebirth.duePly(p, move, c.waitCapture());
            if (due == DelayedRebirth.NONE) return;
            if (due == DelayedRebirth.RETRO) {
                captured = p.retroCaptured();
                sq = p.retroCaptureSquare();
            } else {
                captured = p.capturedAt(due);
                sq = c.waitCapture() || c.reborn() == Circe.Reborn.CAPTURED ? p.captureSquareAt(due) : Move.to(p.moveAt(due));
            }
            if (captured == Piece.EMPTY) return;
            if ((p.ply() - 1 - due) % 2 != 0) capturingSide = Side.opponent(capturingSide);
        } else {
            captured = p.lastCaptured();
            if (captured == Piece.EMPTY) return;
            sq = c.reborn() == Circe.Reborn.CAPTURED ? p.lastCaptureSquare() : Move.to(move);
        }
        boolean chosen = c.squareChosen();
        // Super: the square is the move's; a promotion's capture carries no promotion choice
        int choice = chosen && Move.kind(move) == Move.PROMOTION ? 1 : Move.choice(move);
        if (c.reborn() == Circe.Reborn.CAPTURED) {
            if (!c.takesPart(p, captured)) return;
            int r = chosen ? SuperRebirth.square(move) : c.rebirth(p, captured, sq, move, true);
            if (r < 0) return;
            int unit = c.adapt() == Circe.Adapt.CLONE || c.adapt() == Circe.Adapt.WALK ? c.adapted(p, captured, move, true) : captured;
            if (c.occupied() == Circe.Occupied.VOLCANIC && p.at(r) != Piece.EMPTY) {
                // Volcanic: below the occupant (after any already there), even the capturer on the capture square ([+bQd8->v])
                int below = RebornUnit.asReborn(p, unit);
                // a pawn on its promotion rank goes below as the piece it promotes to ([+wPc8=Q->v])
                int promoted = RebornUnit.promotedOn(p, r, below, choice, RebornUnit.rebornFor(p, below, capturingSide));
                if (promoted != below) p.effectHidePromoted(r, below, promoted);
                else p.effectHide(r, below, false);
                return;
            }
            if (!c.makeRoom(p, r)) return;
            p.effectAdd(r, RebornUnit.asReborn(p, unit));
            // Turncoat: reborn on its own side's square, then it changes sides ([+bRh8=w])
            if (c.adapt() == Circe.Adapt.TURNCOAT && !p.table.isNeutral(unit)) p.effectChange(r, unit ^ 1);
            RebornUnit.promote(p, r, p.at(r), choice, RebornUnit.rebornFor(p, p.at(r), capturingSide));
            RebornUnit.restoreCastling(p, r, p.at(r));
            feerie.condition.RebornUnits.tell(p, sq, r);
        } else {
            int capturer = p.at(sq);
            // Parrain: the capturer may have been captured in turn
            if (capturer == Piece.EMPTY || !c.takesPart(p, capturer)) return;
            // MagicSquares Type2: it changes colour on the magic square first, then is reborn as
            // its new side's unit (py 4.104: Sd5*f6=b[bSf6->b8])
            if (c.magicBeforeRebirth(p, sq, capturer)) {
                p.effectChange(sq, capturer ^ 1, feerie.position.Effects.Style.COLOUR_INLINE);
                capturer = p.at(sq);
            }
            if (c.lastMove() && Piece.side(capturer) == p.sideToMove() && !p.table.isNeutral(capturer)) return;
            // a locust's capture: the square is found from the victim's square (TESTS-circe-09: Lc2*e4-f5[wLf5->e8])
            int basis = Move.kind(move) == Move.DISPLACED_CAPTURE ? p.lastCaptureSquare() : sq;
            int clone = c.adapt() == Circe.Adapt.CLONE ? CloneRebirth.cloned(p, capturer, p.lastCaptured()) : capturer;
            int r = chosen ? SuperRebirth.square(move) : c.rebirth(p, clone, basis, move, true);
            if (r < 0) return;
            if (c.occupied() == Circe.Occupied.VOLCANIC && r != sq && p.at(r) != Piece.EMPTY) {
                // the capturer goes below as it is reborn, a pawn on its promotion rank promoted
                // (py 4.104: [wRb7->h1->v], TESTS-anticirce-07 [wPb7->c8=Q->v], the queen comes up)
                p.effectRemoveQuietly(sq);
                int side = p.table.isNeutral(capturer) ? capturingSide : Piece.side(capturer);
                p.effectHideMoved(sq, r, capturer, RebornUnit.promotedOn(p, r, capturer, choice, side));
                return;
            }
            if (r != sq && !c.makeRoom(p, r)) return;
            p.effectMove(sq, r);
            if (clone != capturer) p.effectChange(r, clone, feerie.position.Effects.Style.TRANSFERRED);
            RebornUnit.promote(p, r, clone, choice, p.table.isNeutral(clone) ? capturingSide : Piece.side(clone));
            RebornUnit.restoreCastling(p, r, clone);
            feerie.condition.RebornUnits.tell(p, sq, r);
        }
    }
}
