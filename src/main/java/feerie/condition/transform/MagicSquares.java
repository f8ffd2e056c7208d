package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * MagicSquares: a unit (not a king, not a neutral one) that ends its move on a magic square, or is
 * put on one by a condition's effect that Popeye applies before the change (AntiCirce's rebirth,
 * a wormhole's transfer), changes colour: {@code Le8-f7=w}, {@code Rh1*h3[bRh3->a8=w]}; a unit
 * Circe brings back on one keeps its colour ({@code Rh1*h2[+bRh8]}, py 4.104). It acts after the other conditions' effects (Popeye's type 1), so a
 * unit reborn elsewhere at once (AntiCirce) does not change. Type 2 differs only with AntiCirce:
 * the capturer changes colour before its rebirth, and is reborn as its new side's unit (the
 * AntiCirce record plays it, {@code CirceConditions.of(specs, all)}).
 */
public final class MagicSquares implements Condition {
    private final boolean[] magic;
    private final String shown;

    /** The squares of a MagicSquares line of Type2 ({@code words} as written), or null for Type1. */
    public static boolean[] type2Squares(List<String> words) {
        MagicSquares m = new MagicSquares("MagicSquares", words);
        return m.type2 ? m.magic : null;
    }

    private boolean type2;

    MagicSquares(String name, List<String> words) {
        Geometry g = Geometry.STANDARD;
        magic = new boolean[g.size];
        StringBuilder sb = new StringBuilder("MagicSquares");
        boolean any = false;
        for (String w : words) {
            String type = VariantWords.english(w, List.of("Type1", "Type2"));
            if (type != null) {
                type2 = type.equals("Type2");
                continue;
            }
            if (w.length() % 2 != 0) throw new UnknownConditionException(name + " " + w);
            for (int i = 0; i < w.length(); i += 2) {
                int sq = parse(g, w.substring(i, i + 2));
                if (sq < 0) throw new UnknownConditionException(name + " " + w);
                magic[sq] = true;
                sb.append(' ').append(g.name(sq));
                any = true;
            }
        }
        if (!any) throw new UnknownConditionException(name);
        shown = type2 ? sb.toString().replaceFirst("MagicSquares", "MagicSquares Type2") : sb.toString();
    }

    private static int parse(Geometry g, String name) {
        try {
            return g.parse(name.toLowerCase(java.util.Locale.ROOT));
        } catch (RuntimeException e) {
            return -1;
        }
    }

    @Override
    public String name() { return shown; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public boolean actsAfterOthers() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int top = p.effects().top();
        int kind = Move.kind(move);
        int to = Move.to(move);
        changeIfMagic(p, to, Effects.Style.COLOUR_INLINE);
        if (kind == Move.CASTLING) {
            int rook = Move.castlingRook(move);
            changeIfMagic(p, to + (rook > Move.from(move) ? -1 : 1), Effects.Style.COLOUR_INLINE);
        } else if (kind == Move.EXCHANGE) {
            changeIfMagic(p, Move.from(move), Effects.Style.COLOUR_INLINE);
        }
        // units the other conditions put on a square (a rebirth): written inside their effect
        Effects e = p.effects();
        for (int i = p.lastEffectsStart(); i < top; i++) {
            // a unit Popeye puts on its square after the change keeps its colour (Circe's rebirth)
            if (e.late(i)) continue;
            int k = e.kind(i);
            if (k == Effects.Kind.ADD) changeIfMagic(p, e.square(i), Effects.Style.BRACKETED);
            else if (k == Effects.Kind.MOVE) changeIfMagic(p, e.to(i), Effects.Style.BRACKETED);
        }
    }

    private void changeIfMagic(Position p, int sq, int style) {
        if (!magic[sq]) return;
        int unit = p.at(sq);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(sq)) return;
        p.effectChange(sq, unit ^ 1, style);
    }
}
