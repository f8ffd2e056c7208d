package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.position.Position;

/**
 * The promotions a problem with HurdleColourChanging, Bul or Dob units offers, set after the
 * other conditions' lists (PromOnly's walks): a walk once for each set of hopper attributes its
 * units carry in the diagram, without attributes only the standard walks and those some unit has
 * bare (py 4.104: {@code h7-h8=G=hcc}, {@code =LI=hcc} when the only lion is a colour-changing one).
 */
final class HopperPromotions implements Condition {
    @Override
    public String name() { return "HopperPromotions"; }

    /**
     * A chameleon promotion of a walk whose units carry hopper attributes carries them too
     * ({@code =RH=c=chcc}, py 4.104): the types of those units.
     */
    @Override
    public void addTypes(java.util.List<feerie.piece.PieceType> types) {
        int hopper = feerie.piece.Attributes.HURDLE_COLOUR_CHANGING | feerie.piece.Attributes.BUL | feerie.piece.Attributes.DOB;
        for (var t : java.util.List.copyOf(types)) {
            int mask = feerie.piece.Attributes.of(t);
            if ((mask & feerie.piece.Attributes.CHAMELEON) == 0 || (mask & hopper) != 0) continue;
            String base = feerie.piece.Attributes.baseId(t);
            for (var o : java.util.List.copyOf(types)) {
                int m = feerie.piece.Attributes.of(o) & hopper;
                if (m == 0 || !feerie.piece.Attributes.baseId(o).equals(base)) continue;
                // with every chameleon walk of the cycle it goes through
                for (var c : java.util.List.copyOf(types)) {
                    int cm = feerie.piece.Attributes.of(c);
                    if ((cm & feerie.piece.Attributes.CHAMELEON) == 0 || (cm & hopper) != 0) continue;
                    var d = feerie.piece.Attributes.derive(c, cm | m);
                    if (!types.contains(d)) types.add(d);
                }
            }
        }
    }

    @Override
    public void prepare(Position p) { HurdleMover.hopperPromotions(p); }

    /** It only sets the promotion lists: the solvers' choices stay as without it. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    @Override
    public boolean keepsMatingGenerator() { return true; }
}
