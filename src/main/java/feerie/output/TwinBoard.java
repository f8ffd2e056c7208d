package feerie.output;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import feerie.geometry.Geometry;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.problem.TwinCommand;

/**
 * The units of a diagram by square, as far as twin lines need them: which unit a twinning command
 * moves, removes or replaces. Applies the position-changing twinning commands.
 */
final class TwinBoard {
    private final Map<String, PieceSpec> units = new LinkedHashMap<>();
    private final Geometry geometry;

    TwinBoard(List<PieceSpec> pieces, Geometry geometry) {
        this.geometry = geometry;
        pieces.forEach(p -> units.put(p.square(), p));
    }

    TwinBoard copy() {
        return new TwinBoard(new ArrayList<>(units.values()), geometry);
    }

    /** The units, in the order they were placed. */
    List<PieceSpec> units() {
        return List.copyOf(units.values());
    }

    PieceSpec at(String square) {
        return units.get(square);
    }

    /** Applies a twinning command; stipulation and condition changes leave the units alone. */
    void apply(TwinCommand command) {
        if (command instanceof TwinCommand.Move m) {
            PieceSpec p = units.remove(m.from());
            if (p != null) {
                put(p, m.to());
            }
        } else if (command instanceof TwinCommand.Exchange e) {
            // with an empty square Popeye refuses the exchange
            if (units.get(e.first()) == null || units.get(e.second()) == null) return;
            // a square exchanged with itself stays as it is (py 4.104 writes "sKh4<-->sKh4")
            if (e.first().equals(e.second())) return;
            PieceSpec a = units.remove(e.first());
            PieceSpec b = units.remove(e.second());
            put(a, e.second());
            put(b, e.first());
        } else if (command instanceof TwinCommand.Remove r) {
            r.squares().forEach(units::remove);
        } else if (command instanceof TwinCommand.Add a) {
            a.pieces().forEach(p -> units.put(p.square(), p));
        } else if (command instanceof TwinCommand.Substitute s) {
            units.replaceAll((sq, p) -> p.kind().equals(s.from())
                    ? new PieceSpec(p.colour(), s.to(), sq, p.attributes()) : p);
        } else if (command instanceof TwinCommand.PolishType) {
            units.replaceAll((sq, p) -> new PieceSpec(swapped(p.colour()), p.kind(), sq, p.attributes()));
        } else if (command instanceof TwinCommand.Rotate r) {
            relocate(sq -> rotate(sq, r.degrees()));
        } else if (command instanceof TwinCommand.Mirror m) {
            relocate(sq -> mirror(sq, m.axis()));
        } else if (command instanceof TwinCommand.Shift s) {
            if (shiftsOutside(s)) return;
            int df = SquareNames.file(s.to()) - SquareNames.file(s.from());
            int dr = SquareNames.rank(s.to()) - SquareNames.rank(s.from());
            relocate(sq -> SquareNames.name(SquareNames.file(sq) + df, SquareNames.rank(sq) + dr));
        }
    }

    /** Would the shift take a unit off the board? Popeye then leaves the board as it is (py 4.104: "A piece will be moved outside."). */
    boolean shiftsOutside(TwinCommand.Shift s) {
        int df = SquareNames.file(s.to()) - SquareNames.file(s.from());
        int dr = SquareNames.rank(s.to()) - SquareNames.rank(s.from());
        return units.keySet().stream().anyMatch(sq -> {
            int f = SquareNames.file(sq) + df, r = SquareNames.rank(sq) + dr;
            return f < 0 || f >= geometry.files || r < 1 || r > geometry.ranks;
        });
    }

    private void put(PieceSpec p, String square) {
        units.put(square, new PieceSpec(p.colour(), p.kind(), square, p.attributes()));
    }

    private void relocate(UnaryOperator<String> where) {
        List<PieceSpec> all = new ArrayList<>(units.values());
        units.clear();
        all.forEach(p -> put(p, where.apply(p.square())));
    }

    private String rotate(String square, int degrees) {
        String s = square;
        for (int turns = ((degrees / 90) % 4 + 4) % 4; turns > 0; turns--) {
            // counter-clockwise quarter turn: a1 -> h1 on 8x8 (file f, rank r) -> (files-r, f)
            int f = SquareNames.file(s);
            int r = SquareNames.rank(s) - 1;
            s = SquareNames.name(geometry.files - 1 - r, f + 1);
        }
        return s;
    }

    private String mirror(String square, String axis) {
        int f = SquareNames.file(square);
        int r = SquareNames.rank(square) - 1;
        int maxF = geometry.files - 1;
        int maxR = geometry.ranks - 1;
        return switch (axis) {
            case "a1<-->h1" -> SquareNames.name(maxF - f, r + 1);
            case "a1<-->a8" -> SquareNames.name(f, maxR - r + 1);
            case "a1<-->h8" -> SquareNames.name(r, f + 1);
            default -> SquareNames.name(maxR - r, maxF - f + 1);
        };
    }

    private static Colour swapped(Colour c) {
        return c == Colour.WHITE ? Colour.BLACK : c == Colour.BLACK ? Colour.WHITE : c;
    }
}
