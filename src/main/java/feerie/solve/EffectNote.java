package feerie.solve;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * One effect of a fairy condition on a move, as the notation writes it, independent of the
 * language: a unit added ({@code [+bBf8]}), moved aside ({@code [wSb1->g1]}), removed
 * ({@code [-bBf8]}) or changed ({@code [e4=bB]}); or a square the mover passed through, written
 * inside the move ({@code Sg6-b1*d2}, MarsCirce).
 *
 * @param kind       {@link Effects.Kind}
 * @param white      the unit is white
 * @param piece      its English Popeye code ("p" for a pawn)
 * @param attributes its attribute mask
 * @param square     where it was added, removed or changed, or where it came from
 * @param to         where it went (a move), else null
 */
public record EffectNote(int kind, boolean white, String piece, int attributes, String square, String to) {

    /** The effects of the move just made, read from the position's journal. */
    static List<EffectNote> ofLastMove(Position p) {
        Effects e = p.effects();
        int start = p.lastEffectsStart();
        if (e.top() == start) return List.of();
        var g = p.geometry;
        List<EffectNote> notes = new ArrayList<>();
        for (int i = start; i < e.top(); i++) {
            int kind = e.kind(i);
            if (kind == Effects.Kind.UNMOVED || kind == Effects.Kind.REMOVE && e.to(i) < 0) continue;
            if (kind == Effects.Kind.VIA) {
                notes.add(new EffectNote(kind, false, "", 0, g.name(e.square(i)), null));
                continue;
            }
            int piece = e.piece(i);
            String code = p.table.type(Piece.type(piece)).code("en");
            notes.add(new EffectNote(kind, Piece.side(piece) == Side.WHITE, code, p.table.attributes(piece),
                    g.name(e.square(i)), kind == Effects.Kind.MOVE ? g.name(e.to(i)) : null));
        }
        return List.copyOf(notes);
    }
}
