package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.condition.RebirthOfCaptured;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * The Kamikaze piece attribute as a condition that applies to the units carrying it: a Kamikaze
 * unit that captures disappears with its victim ({@code kRb1*b5[-wkRb5]}). Under a Circe that
 * rebirths captured units it is reborn as they would be, before its victim
 * ({@code kRb2*b3[wkRb3->h1][+bPb7]}, on the capture square itself {@code [wkSg1->g1]}); when that
 * square is occupied it vanishes, which Popeye does not write. Set before the problem's conditions,
 * so that its effect comes first.
 */
public final class Kamikaze implements Condition {
    /** The Circe in force, or null. */
    private final RebirthOfCaptured circe;

    public Kamikaze(RebirthOfCaptured circe) { this.circe = circe; }

    @Override
    public String name() { return "Kamikaze"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The capturer goes with its victim before any other effect, as in Popeye. */
    @Override
    public int effectStage() { return -40; }

    @Override
    public void afterMove(Position p, int move) {
        if (p.lastCaptured() == Piece.EMPTY || Move.kind(move) == Move.CASTLING) return;
        int to = Move.to(move);
        int capturer = p.at(to);
        if (capturer == Piece.EMPTY || (p.table.attributes(capturer) & Attributes.KAMIKAZE) == 0) return;
        if (circe == null) {
            p.effectRemove(to);
            return;
        }
        int r = circe.rebirthOfCaptured(p, capturer, to, move);
        if (r >= 0 && (r == to || p.at(r) == Piece.EMPTY)) p.effectMove(to, r);
        else p.effectRemoveUnwritten(to);
    }

    @Override
    public String toString() { return name(); }
}
