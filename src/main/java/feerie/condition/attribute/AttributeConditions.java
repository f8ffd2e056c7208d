package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.condition.RebirthOfCaptured;
import feerie.condition.Units;
import feerie.condition.legality.KoeKo;
import feerie.condition.legality.Patrouille;
import feerie.condition.transform.Anda;
import feerie.condition.transform.FunctionaryChess;
import feerie.condition.transform.Volage;
import feerie.piece.Attributes;
import java.util.List;

/**
 * The attribute-conditions: the rules of the piece attributes some unit of a problem carries,
 * added to the problem's conditions. Popeye plays several conditions as an attribute given to
 * every unit (Patrouille, FunctionaryChess, KoeKo, Anda); the attribute is then the same rule
 * class told to apply to the units that carry it ({@link Units}).
 */
public final class AttributeConditions {
    private AttributeConditions() {}

    /**
     * Adds to {@code list} (the problem's conditions, in its order) the rules of the attributes in
     * the mask {@code attributes} ({@link Attributes}): those that must act first at its start, the
     * recolouring Anda at its end, after the other effects (a rebirth), as in Popeye.
     */
    public static void add(List<Condition> list, int attributes) {
        if ((attributes & Attributes.KAMIKAZE) != 0) {
            RebirthOfCaptured circe = null;
            for (Condition c : list) if (circe == null && c instanceof RebirthOfCaptured r) circe = r;
            list.add(0, new Kamikaze(circe));
        }
        if ((attributes & (Attributes.BUL | Attributes.DOB)) != 0) list.add(0, new HurdleMover());
        // last: the promotion lists as the other conditions leave them (PromOnly's walks)
        if ((attributes & (Attributes.BUL | Attributes.DOB | Attributes.HURDLE_COLOUR_CHANGING)) != 0) list.add(new HopperPromotions());
        if ((attributes & Attributes.MAGIC) != 0) list.add(0, new Magic());
        if ((attributes & Attributes.PARALYSING) != 0) list.add(0, new Paralysing());
        if ((attributes & Attributes.PATROL) != 0) list.add(0, new Patrouille(false, Units.carrying(Attributes.PATROL)));
        if ((attributes & Attributes.FUNCTIONARY) != 0) list.add(0, new FunctionaryChess(Units.carrying(Attributes.FUNCTIONARY)));
        if ((attributes & Attributes.JIGGER) != 0) list.add(0, KoeKo.jigger());
        if ((attributes & Attributes.VOLAGE) != 0) list.add(0, Volage.attribute());
        if ((attributes & Attributes.ANDA) != 0) list.add(new Anda(false, Units.carrying(Attributes.ANDA)));
        if ((attributes & Attributes.ANDA_INVERSE) != 0) list.add(new Anda(true, Units.carrying(Attributes.ANDA_INVERSE)));
    }
}
