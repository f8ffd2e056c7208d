package feerie.diff;

import feerie.problem.PieceSpec;
import java.util.Random;

/**
 * A twin a composer would add to a draft: a unit moved or removed, a unit added, the board
 * rotated or mirrored, the colours swapped, a piece substituted, the stipulation shortened.
 * Built from the diagram's own units, written in English without the keyword "twin".
 */
final class TwinEdit {
    private static final String[] MIRRORS = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};

    private TwinEdit() {
    }

    /** A twin line for {@code d}, or null where the drawn command does not apply. */
    static String random(Draft d, Random r) {
        int kind = r.nextInt(8);
        switch (kind) {
            case 0, 1: {
                int i = Mutation.anyUnit(d, r, r.nextInt(4) == 0);
                if (i < 0) return null;
                PieceSpec u = d.units.get(i);
                int to = Mutation.freeSquare(d, r, Mutation.isPawn(u.kind()));
                return to < 0 ? null : "move " + u.square() + " " + Mutation.Board.name(to);
            }
            case 2: {
                int i = Mutation.anyUnit(d, r, false);
                return i < 0 ? null : "remove " + d.units.get(i).square();
            }
            case 3: {
                int to = Mutation.freeSquare(d, r, false);
                String[] kinds = {"Q", "R", "B", "S"};
                return to < 0 ? null : "add " + (r.nextBoolean() ? "white " : "black ") + kinds[r.nextInt(kinds.length)]
                        + Mutation.Board.name(to);
            }
            case 4:
                return r.nextBoolean() ? "rotate " + (90 * (1 + r.nextInt(3))) : "mirror " + MIRRORS[r.nextInt(MIRRORS.length)];
            case 5:
                return "PolishType";
            case 6: {
                int i = Mutation.anyUnit(d, r, false);
                if (i < 0) return null;
                String from = d.units.get(i).kind();
                String to = PieceFamilies.sibling(from, r);
                return to == null || Mutation.isPawn(from) || Mutation.isPawn(to) ? null : "substitute " + from + " " + to;
            }
            default: {
                Draft copy = d.copy();
                if (!StipulationEdit.length(copy, -1) && !StipulationEdit.playType(copy, r)) return null;
                return "stipulation " + copy.stipulation;
            }
        }
    }
}
