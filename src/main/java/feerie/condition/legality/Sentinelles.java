package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.List;

/**
 * Sentinelles: a unit other than a pawn that leaves a square off the first and last ranks leaves a
 * pawn of its side there (PionAdvers: of the other side; PionNeutre: a neutral unit leaves a
 * neutral pawn; Berolina: a Berolina pawn), while a side has fewer than its maximum of such pawns
 * (8 each and 16 together unless MaximumWhite/-Black/-Total say otherwise); ParaSentinelles: not
 * while the side has more of them than the other side (a pawn just taken counted as the other's).
 */
public final class Sentinelles implements Condition {
    private final String name;
    private final boolean adverse;
    private final boolean neutral;
    private final boolean para;
    private final PieceType walk;
    private final int[] max;
    private final int maxTotal;

    private Sentinelles(String name, boolean adverse, boolean neutral, boolean para, PieceType walk, int[] max, int maxTotal) {
        this.name = name;
        this.adverse = adverse;
        this.neutral = neutral;
        this.para = para;
        this.walk = walk;
        this.max = max;
        this.maxTotal = maxTotal;
    }

    private static final List<String> VARIANTS = List.of("PionPropre", "PionAdvers", "PionNeutre", "MaximumBlack",
            "MaximumWhite", "MaximumTotal", "ParaSentinelles", "Berolina");

    /** The condition with its words. */
    static Sentinelles of(String name, List<String> words) {
        boolean adverse = false, neutral = false, para = false;
        String walk = "pawn";
        int[] max = {8, 8};
        int total = 16;
        for (int i = 0; i < words.size(); i++) {
            String v = VariantWords.english(words.get(i), VARIANTS);
            if (v == null) throw new UnknownConditionException(name + " " + String.join(" ", words));
            switch (v) {
                case "PionPropre" -> { adverse = false; neutral = false; }
                case "PionAdvers" -> { adverse = true; neutral = false; }
                case "PionNeutre" -> { neutral = true; adverse = false; }
                case "ParaSentinelles" -> para = true;
                case "Berolina" -> walk = "berolinapawn";
                default -> {
                    if (i + 1 >= words.size() || !words.get(i + 1).matches("\\d+"))
                        throw new UnknownConditionException(name + " " + String.join(" ", words));
                    int n = Integer.parseInt(words.get(++i));
                    if (v.equals("MaximumWhite")) max[Side.WHITE] = n;
                    else if (v.equals("MaximumBlack")) max[Side.BLACK] = n;
                    else total = n;
                }
            }
        }
        return new Sentinelles(name, adverse, neutral, para, Catalogue.standard().byId(walk), max, total);
    }

    @Override
    public String name() { return name; }

    @Override
    public void addTypes(List<PieceType> types) {
        if (!types.contains(walk)) types.add(walk);
        if (neutral) {
            PieceType n = Attributes.derive(walk, Attributes.NEUTRAL);
            if (types.stream().noneMatch(t -> t.id().equals(n.id()))) types.add(n);
        }
    }

    @Override
    public boolean hasEffects() { return true; }

    /** After the rebirths (the square left may be where a unit is reborn). */
    @Override
    public int effectStage() { return 1; }

    /** The number of {@code side}'s sentinel pawns on the board. */
    private static int count(Position p, int side, int type) {
        int n = 0;
        for (int i = 0, c = p.pieceCount(side); i < c; i++) if (Piece.type(p.at(p.pieceSquare(side, i))) == type) n++;
        return n;
    }

    /** Popeye's pawns: the pawn and the Berolina, Super-Berolina, Super, Reverse and Marine pawns. */
    private static final java.util.Set<String> PAWNS = java.util.Set.of("pawn", "berolinapawn", "superberolinapawn",
            "superpawn", "reversepawn", "marinepawn");

    private static boolean isPawn(Position p, int unit) {
        return p.table.isPawn(unit) || PAWNS.contains(Attributes.baseId(p.table.type(Piece.type(unit))));
    }

    @Override
    public void afterMove(Position p, int move) {
        int from = Move.from(move);
        int mover = p.lastMover();
        int rank = p.geometry.rank(from);
        if (rank == 0 || rank == p.geometry.ranks - 1 || isPawn(p, mover) || p.at(from) != Piece.EMPTY) return;
        int type = p.table.indexOf(walk.id());
        int side = p.sideToMove();
        if (neutral && p.table.isNeutral(mover)) {
            int neutralType = p.table.indexOf(Attributes.derive(walk, Attributes.NEUTRAL).id());
            p.effectAdd(from, Piece.of(neutralType, side));
            return;
        }
        int owner = adverse ? Side.opponent(side) : side;
        int mine = count(p, owner, type);
        if (para) {
            int others = count(p, Side.opponent(owner), type);
            int taken = p.lastCaptured();
            if (taken != Piece.EMPTY && Piece.type(taken) == type) others++;
            if (mine > others) return;
        }
        if (mine + 1 > max[owner] || mine + count(p, Side.opponent(owner), type) + 1 > maxTotal) return;
        p.effectAdd(from, Piece.of(type, owner));
    }

    @Override
    public String toString() { return name; }
}
