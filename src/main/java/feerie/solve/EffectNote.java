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
 * inside the move ({@code Sg6-b1*d2}, MarsCirce); or the balances after a move (BGL, {@code (6/4)},
 * in {@code piece}).
 *
 * @param kind       {@link Effects.Kind}
 * @param white      the unit is white
 * @param piece      its English Popeye code ("p" for a pawn)
 * @param attributes its attribute mask
 * @param square     where it was added, removed or changed, or where it came from
 * @param to         where it went (a move), else null
 * @param style      how it is written ({@link Effects.Style})
 * @param other      an exchange's other unit (its English code), else null
 */
public record EffectNote(int kind, boolean white, String piece, int attributes, String square, String to, int style,
                         String other) {
    public EffectNote(int kind, boolean white, String piece, int attributes, String square, String to, int style) {
        this(kind, white, piece, attributes, square, to, style, null);
    }

    public EffectNote(int kind, boolean white, String piece, int attributes, String square, String to) {
        this(kind, white, piece, attributes, square, to, Effects.Style.BRACKETED);
    }


    /** A balance as Popeye writes it: hundredths as a decimal without trailing zeros, "-" without limit. */
    static String money(int hundredths) {
        if (hundredths == Position.UNLIMITED) return "-";
        String s = (hundredths / 100) + "." + String.format("%02d", Math.abs(hundredths % 100));
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** Where the unit of the {@link Effects.Kind#HIDE} effect i came from: the square it went below, unless it moved there. */
    private static String hiddenFrom(Position p, int i) { return p.geometry.name(p.effects().to(i)); }

    /** The square a unit that moved went below ({@code [wRb7->h1->v]}), else null ({@code [+wRh1->v]}). */
    private static String hiddenTo(Position p, int i) {
        var e = p.effects();
        return e.to(i) == e.square(i) ? null : p.geometry.name(e.square(i));
    }

    /** The effects of the move just made, read from the position's journal. */
    static List<EffectNote> ofLastMove(Position p) {
        Effects e = p.effects();
        int start = p.lastEffectsStart();
        if (e.top() == start) return List.of();
        var g = p.geometry;
        List<EffectNote> notes = new ArrayList<>();
        for (int i = start; i < e.top(); i++) {
            int kind = e.kind(i);
            if (kind == Effects.Kind.UNMOVED || kind == Effects.Kind.BLOCK || kind == Effects.Kind.REMOVE && e.to(i) < 0
                    || kind == Effects.Kind.REMOVE_QUIETLY || kind == Effects.Kind.HIDE_FROM_BOARD
                    || e.style(i) == Effects.Style.SILENT) continue;
            if (kind == Effects.Kind.GHOST_REMEMBERED || kind == Effects.Kind.GHOST_FORGOTTEN) continue;
            if (kind == Effects.Kind.VIA) {
                notes.add(new EffectNote(kind, false, "", 0, g.name(e.square(i)), null));
                continue;
            }
            if (kind == Effects.Kind.BALANCE) {
                // BGL: the balances after the move, "(6/4)"; a shared balance once, "(16.65)"
                boolean shared = e.to(i) == 1;
                if (shared && e.square(i) != Side.WHITE) continue;
                String text = shared ? money(p.balance(Side.WHITE))
                        : money(p.balance(Side.WHITE)) + "/" + money(p.balance(Side.BLACK));
                notes.add(new EffectNote(kind, true, "(" + text + ")", 0, "", null));
                continue;
            }
            if (kind == Effects.Kind.EXCHANGE) {
                notes.add(new EffectNote(kind, Piece.side(e.piece(i)) == Side.WHITE, p.table.type(Piece.type(e.piece(i))).code("en"),
                        p.table.attributes(e.piece(i)), g.name(e.square(i)), g.name(e.to(i)), e.style(i),
                        p.table.type(Piece.type(e.old(i))).code("en")));
                continue;
            }
            if (kind == Effects.Kind.IMITATORS_MOVED) {
                // Popeye writes where the imitators moved stand once the move is made
                StringBuilder sb = new StringBuilder("[I");
                for (int k = 0; k < e.piece(i); k++) sb.append(k == 0 ? "" : ",").append(g.name(p.imitatorSquare(k)));
                notes.add(new EffectNote(kind, true, sb.append(']').toString(), 0, "", null));
                continue;
            }
            if (kind == Effects.Kind.IMITATOR_ADDED) {
                notes.add(new EffectNote(kind, true, "=I", 0, g.name(e.square(i)), null));
                continue;
            }
            // a unit coming up from below a square is written as one added ([+bSg1])
            if (kind == Effects.Kind.UNHIDE) kind = Effects.Kind.ADD;
            int piece = e.piece(i);
            if (kind == Effects.Kind.HIDE && e.old(i) != Piece.EMPTY) {
                // a pawn gone below as the piece it promoted to: the pawn, then its promotion ([+wPc8=Q->v])
                int pawn = e.old(i);
                notes.add(new EffectNote(kind, Piece.side(pawn) == Side.WHITE, p.table.type(Piece.type(pawn)).code("en"),
                        p.table.attributes(pawn), hiddenFrom(p, i), hiddenTo(p, i), e.style(i)));
                kind = Effects.Kind.CHANGE;
            } else if (kind == Effects.Kind.HIDE) {
                String code = p.table.type(Piece.type(piece)).code("en");
                notes.add(new EffectNote(kind, Piece.side(piece) == Side.WHITE, code, p.table.attributes(piece),
                        hiddenFrom(p, i), hiddenTo(p, i), e.style(i)));
                continue;
            }
            String code = p.table.type(Piece.type(piece)).code("en");
            notes.add(new EffectNote(kind, Piece.side(piece) == Side.WHITE, code, p.table.attributes(piece),
                    g.name(e.square(i)), kind == Effects.Kind.MOVE ? g.name(e.to(i)) : null, e.style(i)));
        }
        return List.copyOf(notes);
    }
}
