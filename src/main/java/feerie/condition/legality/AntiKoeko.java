package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * AntiKoeko: the reverse of KoeKo: the unit that moved may not touch another unit afterwards (a
 * king's step away, or a leap of the leaper named after {@code Nei}). An observation counts only
 * if the capture would be so.
 */
public final class AntiKoeko implements Condition {
    private final KoeKo contact;

    public AntiKoeko(KoeKo contact) { this.contact = contact; }

    @Override
    public String name() { return "AntiKoeko"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        if (m == Move.NULL) return true;
        int now = KoeKo.arrival(p, Move.to(m));
        return now < 0 || !contact.touches(p, now, -1);
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return !contact.touches(p, target, from); }

    @Override
    public String toString() { return name(); }
}
