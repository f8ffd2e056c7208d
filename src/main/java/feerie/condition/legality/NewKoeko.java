package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * NewKoeko: a unit in contact with another (a king's step away) must stay in contact by its move,
 * and one without contact may not gain it: contact after the move as before it. An observation
 * counts only if the capture would be so.
 */
public final class NewKoeko implements Condition {
    private static final KoeKo KING_CONTACT = new KoeKo();

    @Override
    public String name() { return "NewKoeko"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        if (m == Move.NULL) return true;
        int now = KoeKo.arrival(p, Move.to(m));
        if (now < 0) return true;
        boolean after = KING_CONTACT.touches(p, now, -1);
        // the contact before the move, on the board as it was
        p.unmake(m);
        boolean before = KING_CONTACT.touches(p, Move.from(m), -1);
        p.make(m);
        return after == before;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return KING_CONTACT.touches(p, target, from) == KING_CONTACT.touches(p, from, -1);
    }

    @Override
    public String toString() { return name(); }
}
