package feerie.piece;

import java.util.ArrayList;
import java.util.List;

/**
 * Popeye's piece attributes that Féerie plays, as bits of a mask. A piece with attributes is a
 * derived {@link PieceType}: the base type's names, codes and movement, with the mask written into
 * its id ({@code "camel@1"}), so the piece table holds it as a type of its own.
 */
public final class Attributes {
    private Attributes() {}

    /** The piece is its side's king: it may not be left in check and it can be mated. */
    public static final int ROYAL = 1;
    /** After each move the piece changes type: knight, bishop, rook, queen, knight... */
    public static final int CHAMELEON = 2;
    /** A hopper that changes the colour of the hurdle it hops over (not of a royal piece). */
    public static final int HURDLE_COLOUR_CHANGING = 4;
    /** No move may capture the piece (en passant neither); it still attacks and gives check. */
    public static final int UNCAPTURABLE = 8;
    /**
     * Not an attribute but the colour neutral: the unit belongs to both sides (set from the colour
     * word, never from an attribute name). Neutral types come last in a piece table.
     */
    public static final int NEUTRAL = 16;
    /**
     * Only in a written move's promotion mask: a pawn promoted to a chameleon, which Popeye writes
     * as a promotion followed by the new flags ("=nL=nc").
     */
    public static final int PROMOTED_CHAMELEON = 1 << 30;
    /**
     * After its move the unit changes colour: a white or black one becomes neutral, a neutral one
     * takes the colour of the side that moved it (written "=nh", "=wh", "=sh").
     */
    public static final int HALF_NEUTRAL = 32;
    /**
     * A unit that captures disappears with its victim (under Circe it is reborn as a captured
     * unit would be): the attribute-condition {@code feerie.condition.attribute.Kamikaze}.
     */
    public static final int KAMIKAZE = 64;
    /**
     * Frischauf Circe's promoted unit (declared so, or marked when it promotes): reborn on its
     * promotion rank, on the file of capture ({@code feerie.condition.circe.Frischauf}).
     */
    public static final int FRISCHAUF = 128;
    /**
     * A hopper whose hurdle then moves with the hopper's walk, for the moving side (within the
     * same move): the attribute-condition {@code feerie.condition.attribute.HurdleMover}.
     */
    public static final int BUL = 256;
    /** A hopper whose hurdle then moves with its own walk (the attribute-condition HurdleMover). */
    public static final int DOB = 512;
    /**
     * The unit paralyses the enemy units it observes; it never captures nor checks (the
     * attribute-condition {@code feerie.condition.attribute.Paralysing}).
     */
    public static final int PARALYSING = 1 << 13;
    /** The unit's move must end next to another unit (KoeKo for it alone). */
    public static final int JIGGER = 1 << 14;
    /** The unit moves and observes only while observed by the other side (FunctionaryChess for it alone). */
    public static final int FUNCTIONARY = 1 << 15;
    /** The unit captures and observes only while observed by its own side (Patrouille for it alone). */
    public static final int PATROL = 1 << 17;
    /** The unit changes colour when its move checks by itself (Anda for it alone). */
    public static final int ANDA = 1 << 18;
    /** The unit changes colour when its move does not check by itself (AndaInverse for it alone). */
    public static final int ANDA_INVERSE = 1 << 19;

    /**
     * A unit that moves from a square of one colour to one of the other changes sides and loses
     * the attribute (Volage for it alone, {@code feerie.condition.transform.Volage}): "vSb1-c3=b".
     */
    public static final int VOLAGE = 1 << 23;
    /**
     * After each move, a unit newly observed by a magic unit changes colour (an odd number of new
     * views): the attribute-condition {@code feerie.condition.attribute.Magic}.
     */
    public static final int MAGIC = 1024;
    /**
     * What a pawn's promotion keeps: its colour neutral and these attributes ("=nkD"); a royal
     * pawn promotes to a royal unit, as in Popeye ("rPPa2-a1=rB", EXAMPLES-proteanp-01); a
     * chameleon pawn, which stays a pawn, to a chameleon ("cPg7-g8=cQ", py 4.104); a volage pawn to a
     * volage unit ("vPb7-b8=vQ=b").
     */
    public static final int CARRIED_BY_PROMOTION = NEUTRAL | HALF_NEUTRAL | KAMIKAZE | ROYAL | PARALYSING | JIGGER | FUNCTIONARY
            | PATROL | ANDA | ANDA_INVERSE | MAGIC | CHAMELEON | VOLAGE;

    /** Canonical English names, in Popeye's order of attributes (the order they are printed in). */
    private static final String[] NAMES = {"Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage", "Functionary", "HalfNeutral",
        "HurdleColourChanging", "Magic", "Uncapturable", "Patrol", "Frischauf", "Bul", "Dob", "Anda", "AndaInverse"};
    private static final int[] BITS = {ROYAL, KAMIKAZE, PARALYSING, CHAMELEON, JIGGER, VOLAGE, FUNCTIONARY, HALF_NEUTRAL,
        HURDLE_COLOUR_CHANGING, MAGIC, UNCAPTURABLE, PATROL, FRISCHAUF, BUL, DOB, ANDA, ANDA_INVERSE};

    /**
     * The attributes written before a unit ("n", "k", "c"...): not the marks conditions keep on
     * their own (PADChess's "has captured", Volage's "spent", Alice's board), which are never written.
     */
    public static final int WRITTEN = NEUTRAL | ROYAL | KAMIKAZE | CHAMELEON | HALF_NEUTRAL | HURDLE_COLOUR_CHANGING
            | UNCAPTURABLE | FRISCHAUF | BUL | DOB | MAGIC | PARALYSING | JIGGER | FUNCTIONARY | PATROL | ANDA | ANDA_INVERSE
            | VOLAGE;

    /** The chameleon's cycle of catalogue ids. */
    public static final String[] CHAMELEON_CYCLE = {"knight", "bishop", "rook", "queen"};

    /**
     * AliceChess: the unit stands on board B (a unit without it on board A). No name is printed
     * for it (Popeye lists the boards' units under the diagram instead).
     */
    public static final int ALICE_B = 1 << 22;

    /** The bit of an English attribute name, or 0 if Féerie does not play it. */
    public static int bit(String englishName) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(englishName)) return BITS[i];
        if (englishName.equals("AliceB")) return ALICE_B;
        return 0;
    }

    /** The English names of a mask's attributes, in Popeye's order. */
    public static List<String> names(int mask) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < NAMES.length; i++) if ((mask & BITS[i]) != 0) names.add(NAMES[i]);
        return names;
    }

    /** The type with these attributes (the base type itself for an empty mask). */
    public static PieceType derive(PieceType base, int mask) {
        if (mask == 0) return base;
        return new PieceType(baseId(base) + "@" + mask, base.names(), base.codes(), base.notation(), base.movement(),
                base.royal() || (mask & ROYAL) != 0, base.description());
    }

    /** The attribute mask of a type (0 for a catalogue type). */
    public static int of(PieceType type) {
        int at = type.id().lastIndexOf('@');
        return at < 0 ? 0 : Integer.parseInt(type.id().substring(at + 1));
    }

    /** The catalogue id of a possibly derived type. */
    public static String baseId(PieceType type) {
        int at = type.id().lastIndexOf('@');
        return at < 0 ? type.id() : type.id().substring(0, at);
    }
}
