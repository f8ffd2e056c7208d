package feerie.position;

import feerie.geometry.Geometry;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;

import feerie.piece.movement.Component;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The piece types a position uses, numbered from 1, with their movements bound to the board:
 * {@code bound[pieceCode]} are the components of that piece for its side. It also builds the
 * attack probes: the same movement definitions, walked backwards from a target square.
 */
public final class PieceTable {
    final Geometry geometry;
    private final List<PieceType> types = new ArrayList<>();
    final Component.Bound[][] bound;
    final boolean[] royal;
    final boolean[] pawn;
    /** By piece code: a pawn of any kind that promotes (orthodox, Berolina, super, marine). */
    final boolean[] promotingPawn;
    /** By piece code: a marine pawn, which promotes to the marine pieces. */
    final boolean[] marinePawn;
    /** By piece code: a unit whose own movement captures away from its arrival square (locusts, marine pieces). */
    final boolean[] displacedCaptures;
    /** Attribute mask ({@link feerie.piece.Attributes}) by piece code. */
    final int[] attributes;
    /** For a chameleon, the piece code it turns into after moving (same side); 0 otherwise. */
    final int[] chameleonNext;
    /** Does some type carry the Uncapturable attribute (so that generation must drop captures of it)? */
    final boolean anyUncapturable;
    /** Attack probes by attacking side: reverse chains and the piece codes that capture along them. */
    final Probe[][] probes = new Probe[2][];
    /** The same probes merged line by line, for the yes/no question of attack ({@link AttackLines}). */
    final AttackLines[] attackLines = new AttackLines[2];
    /** Per attacking side, the piece codes whose attacks cannot be probed in reverse, and how they move. */
    final int[][] fallbackCodes = new int[2][];
    final Component.Bound[][][] fallbackBounds = new Component.Bound[2][][];
    /**
     * The first piece code of a neutral type (neutral types come last), or {@code Integer.MAX_VALUE}
     * without neutral units: a code {@code >= neutralFrom} is a neutral unit.
     */
    final int neutralFrom;
    /** By type index: the index of the same type in the colour neutral (0: none). */
    final int[] neutralOf;
    /**
     * By type index of a pawn whose promotions carry its colour neutral or HalfNeutral attribute:
     * the promoted type for each promotion type index; null for other types.
     */
    final int[][] promotionOf;
    /** By type index: for a neutral type, the index of the same type without the colour neutral (0: none). */
    final int[] colouredOf;
    /** Does some type carry the HalfNeutral attribute (so that a move may change its unit's colour)? */
    final boolean anyHalfNeutral;
    /** Per attacking side: does some neutral type attack by a fallback (unprobed) component? */
    final boolean[] neutralFallback = new boolean[2];

    record Probe(int[][][] chains, boolean[] attacker) {}

    /** The orthodox walks, as {@link #walk} names them (0: a fairy piece). */
    public static final int FAIRY = 0, KING = 1, QUEEN = 2, ROOK = 3, BISHOP = 4, KNIGHT = 5, PAWN = 6;
    private static final List<String> WALK_IDS = List.of("king", "queen", "rook", "bishop", "knight", "pawn");
    /** The pawns other than the pawn that Circe rebirth treats as pawns. */
    private static final List<String> OTHER_PAWN_IDS = List.of("berolinapawn", "proteanpawn", "superpawn",
            "berolinasuperpawn", "marinepawn");
    /** By piece code: its orthodox walk ({@link #KING} ... {@link #PAWN}), or {@link #FAIRY}. */
    private int[] walk;
    private int[] rebirthWalk;

    public PieceTable(Geometry geometry, List<PieceType> pieceTypes) { this(geometry, pieceTypes, null); }

    /**
     * @param chameleonSequence by catalogue id, the walk a chameleon unit of that walk takes after
     *     its move (a condition's ChameleonSequence), or null for the usual cycle
     *     ({@link Attributes#CHAMELEON_CYCLE})
     */
    public PieceTable(Geometry geometry, List<PieceType> pieceTypes, Map<String, String> chameleonSequence) {
        this(geometry, pieceTypes, chameleonSequence, feerie.piece.movement.PawnComponent.FirstRank.STILL);
    }

    /**
     * @param firstRank what a pawn on its own first rank does (standing still, unless a condition
     *     says otherwise: {@link feerie.condition.Condition#pawnsOnFirstRank})
     */
    public PieceTable(Geometry geometry, List<PieceType> pieceTypes, Map<String, String> chameleonSequence,
                      feerie.piece.movement.PawnComponent.FirstRank firstRank) {
        this.geometry = geometry;
        // neutral types last, so that their codes are the highest (see neutralFrom)
        for (PieceType t : pieceTypes) if (!types.contains(t) && (Attributes.of(t) & Attributes.NEUTRAL) == 0) types.add(t);
        int firstNeutral = types.size() + 1;
        for (PieceType t : pieceTypes) if (!types.contains(t)) types.add(t);
        neutralFrom = firstNeutral > types.size() ? Integer.MAX_VALUE : Piece.of(firstNeutral, 0);
        neutralOf = new int[types.size() + 1];
        colouredOf = new int[types.size() + 1];
        boolean halfNeutral = false;
        for (int i = 0; i < types.size(); i++) {
            PieceType t = types.get(i);
            int mask = Attributes.of(t);
            halfNeutral |= (mask & Attributes.HALF_NEUTRAL) != 0;
            int other = mask ^ Attributes.NEUTRAL;
            int index = other == 0 ? indexOf(Attributes.baseId(t)) : indexOf(Attributes.baseId(t) + "@" + other);
            if ((mask & Attributes.NEUTRAL) != 0) colouredOf[i + 1] = index;
            else neutralOf[i + 1] = index;
        }
        anyHalfNeutral = halfNeutral;
        promotionOf = new int[types.size() + 1][];
        for (int i = 0; i < types.size(); i++) {
            int carried = Attributes.of(types.get(i)) & Attributes.CARRIED_BY_PROMOTION;
            if (carried == 0) continue;
            int[] map = new int[types.size() + 1];
            for (int j = 0; j < types.size(); j++) {
                PieceType t = types.get(j);
                int index = indexOf(Attributes.baseId(t) + "@" + (Attributes.of(t) | carried));
                map[j + 1] = index != 0 ? index : j + 1;
            }
            promotionOf[i + 1] = map;
        }
        int codes = (types.size() + 1) * 2;
        bound = new Component.Bound[codes][];
        royal = new boolean[codes];
        pawn = new boolean[codes];
        marinePawn = new boolean[codes];
        promotingPawn = new boolean[codes];
        displacedCaptures = new boolean[codes];
        attributes = new int[codes];
        chameleonNext = new int[codes];
        for (int i = 0; i < types.size(); i++) {
            PieceType t = types.get(i);
            for (int side = 0; side < 2; side++) {
                int code = Piece.of(i + 1, side);
                List<Component> components = t.movement().components();
                bound[code] = new Component.Bound[components.size()];
                for (int c = 0; c < components.size(); c++)
                    bound[code][c] = components.get(c).withFirstRank(firstRank).bind(geometry, side);
                royal[code] = t.royal();
                pawn[code] = t.isPawn();
                marinePawn[code] = t.movement().isMarinePawn();
                promotingPawn[code] = t.movement().isPromotingPawn();
                displacedCaptures[code] = t.movement().capturesDisplaced();
                attributes[code] = Attributes.of(t);
            }
        }
        boolean uncapturable = false;
        for (int a : attributes) uncapturable |= (a & Attributes.UNCAPTURABLE) != 0;
        anyUncapturable = uncapturable;
        for (int i = 0; i < types.size(); i++) {
            PieceType t = types.get(i);
            int mask = Attributes.of(t);
            if ((mask & Attributes.CHAMELEON) == 0) continue;
            String[] cycle = Attributes.CHAMELEON_CYCLE;
            int at = java.util.Arrays.asList(cycle).indexOf(Attributes.baseId(t));
            String nextWalk = chameleonSequence != null ? chameleonSequence.get(Attributes.baseId(t))
                    : at < 0 ? null : cycle[(at + 1) % cycle.length];
            if (nextWalk == null) continue;
            String next = nextWalk + "@" + mask;
            int index = indexOf(next);
            if (index == 0) throw new IllegalArgumentException("chameleon without its next type " + next);
            for (int side = 0; side < 2; side++) chameleonNext[Piece.of(i + 1, side)] = Piece.of(index, side);
        }
        for (int side = 0; side < 2; side++) buildProbes(side, codes);
        walk = new int[codes];
        rebirthWalk = new int[codes];
        kind = new int[codes];
        for (int i = 0; i < types.size(); i++) {
            String base = Attributes.baseId(types.get(i));
            int k = i + 1;
            for (int j = 0; j < i; j++) {
                if (Attributes.baseId(types.get(j)).equals(base)) {
                    k = j + 1;
                    break;
                }
            }
            kind[Piece.of(i + 1, 0)] = k;
            kind[Piece.of(i + 1, 1)] = k;
        }
        for (int i = 0; i < types.size(); i++) {
            int w = WALK_IDS.indexOf(Attributes.baseId(types.get(i))) + 1;
            walk[Piece.of(i + 1, 0)] = w;
            walk[Piece.of(i + 1, 1)] = w;
            int r = OTHER_PAWN_IDS.contains(Attributes.baseId(types.get(i))) ? PAWN : w;
            rebirthWalk[Piece.of(i + 1, 0)] = r;
            rebirthWalk[Piece.of(i + 1, 1)] = r;
        }
    }

    /** The type index of the rook a king castles with (MarineChess: the triton), 0 if none. */
    private int castlingRook = -1;

    /** The type index of the rook a king castles with: the rook, unless a condition changed the standard walks. */
    public int castlingRook() { return castlingRook < 0 ? indexOf("rook") : castlingRook; }

    /**
     * Set-up, for a condition that changes the standard walks (MarineChess: the siren is the
     * queen, CavalierMajeur: the nightrider the knight): the type {@code id} takes the orthodox
     * walk of {@code orthodoxId} for whatever asks about walks (Circe's rebirth squares, castling),
     * and the orthodox type becomes a fairy piece, as in Popeye.
     */
    public void replaceStandardWalk(String orthodoxId, String id) {
        int orthodox = indexOf(orthodoxId), replacement = indexOf(id);
        if (orthodox == 0 || replacement == 0 || orthodox == replacement) return;
        int w = walk[Piece.of(orthodox, 0)];
        for (int side = 0; side < 2; side++) {
            walk[Piece.of(replacement, side)] = w;
            rebirthWalk[Piece.of(replacement, side)] = w;
            walk[Piece.of(orthodox, side)] = FAIRY;
            rebirthWalk[Piece.of(orthodox, side)] = FAIRY;
        }
        if (w == ROOK) castlingRook = replacement;
        standardIds.put(orthodoxId, id);
    }

    private final Map<String, String> standardIds = new java.util.HashMap<>();

    /** The type index of the piece that is the standard {@code orthodoxId} ("king" ...): itself unless a condition replaced it. */
    public int standardType(String orthodoxId) { return indexOf(standardIds.getOrDefault(orthodoxId, orthodoxId)); }

    /** The coloured type of a neutral type (the same walk), a coloured type itself. */
    public int colouredType(int type) { return colouredOf[type] != 0 ? colouredOf[type] : type; }

    /** By piece code: the index of the first type of the same walk, whatever its attributes. */
    private int[] kind;

    /**
     * The walk of a piece whatever its attributes (a magic rook and a rook are of one kind, as
     * Madrasi compares them in Popeye): the index of the first type with that walk.
     */
    public int kind(int piece) { return kind[piece]; }

    /** The orthodox walk of a piece ({@link #KING} ... {@link #PAWN}), or {@link #FAIRY} (the Circe rebirth squares ask). */
    public int walk(int piece) { return walk[piece]; }

    /**
     * The walk by which Circe finds a unit's rebirth square: {@link #walk}, except that the other
     * pawns (Berolina, Protean, super and marine pawns) are reborn as pawns are, on their second rank (Popeye: a Berolina
     * pawn on e4 observes under MarsCirce from e2, REGRESSIONS-4_63_to_4_65-10).
     */
    public int rebirthWalk(int piece) { return rebirthWalk[piece]; }

    private void buildProbes(int side, int codes) {
        Map<String, Probe> merged = new LinkedHashMap<>();
        List<Integer> fallback = new ArrayList<>();
        List<Component.Bound[]> fallbackParts = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            int code = Piece.of(i + 1, side);
            List<Component.Bound> unprobed = new ArrayList<>();
            for (Component.Bound b : bound[code]) {
                String key = b.reverseKey();
                if (key == null || b.reverseChains() == null) {
                    unprobed.add(b);
                    continue;
                }
                boolean[] attacker = merged.computeIfAbsent(key, k -> new Probe(b.reverseChains(), new boolean[codes])).attacker;
                attacker[code] = true;
                // a neutral unit attacks for either side, whatever colour it has at the moment
                if (code >= neutralFrom) attacker[code ^ 1] = true;
            }
            if (!unprobed.isEmpty()) {
                if (code >= neutralFrom) neutralFallback[side] = true;
                fallback.add(code);
                fallbackParts.add(unprobed.toArray(new Component.Bound[0]));
            }
        }
        probes[side] = merged.values().toArray(new Probe[0]);
        attackLines[side] = AttackLines.of(probes[side], geometry.size, codes);
        fallbackCodes[side] = fallback.stream().mapToInt(Integer::intValue).toArray();
        fallbackBounds[side] = fallbackParts.toArray(new Component.Bound[0][]);
    }

    public Geometry geometry() { return geometry; }

    /** The table index (from 1) of a piece type, or 0 if this table does not hold it. */
    public int indexOf(PieceType type) { return types.indexOf(type) + 1; }

    public int indexOf(String id) {
        for (int i = 0; i < types.size(); i++) if (types.get(i).id().equals(id)) return i + 1;
        return 0;
    }

    public PieceType type(int index) { return types.get(index - 1); }

    public int typeCount() { return types.size(); }

    public List<PieceType> types() { return List.copyOf(types); }

    public boolean isRoyal(int piece) { return royal[piece]; }

    public boolean isPawn(int piece) { return pawn[piece]; }

    /** True for a pawn of any kind that promotes on its last rank (orthodox, Berolina, super, marine). */
    public boolean isPromotingPawn(int piece) { return promotingPawn[piece]; }

    /** True for a unit whose own movement captures away from its arrival square (a locust, a marine piece). */
    public boolean capturesDisplaced(int piece) { return displacedCaptures[piece]; }

    /** True for a marine pawn (either side), which promotes to the marine pieces. */
    public boolean isMarinePawn(int piece) { return marinePawn[piece]; }

    /** Does some type of the table promote to the marine pieces? */
    public boolean anyMarinePawn() {
        for (boolean m : marinePawn) if (m) return true;
        return false;
    }

    /** Is this piece code a neutral unit? */
    public boolean isNeutral(int piece) { return piece >= neutralFrom; }

    /**
     * The unit of the same type in the other colour state: a white or black unit's neutral kin, a
     * neutral unit's kin coloured; of side {@code side}. 0 when the table does not hold that type.
     */
    public int otherNeutralState(int piece, int side) {
        int type = Piece.type(piece);
        int other = piece >= neutralFrom ? colouredOf[type] : neutralOf[type];
        return other == 0 ? 0 : Piece.of(other, side);
    }

    /** Does the table hold neutral types? */
    public boolean hasNeutrals() { return neutralFrom != Integer.MAX_VALUE; }

    /** The attribute mask ({@link Attributes}) of a piece code. */
    public int attributes(int piece) { return attributes[piece]; }

    /** For a chameleon, the piece it turns into after its move; 0 for other pieces. */
    public int chameleonNext(int piece) { return chameleonNext[piece]; }

}
