package feerie.problem;

import java.util.List;

import feerie.stipulation.Stipulation;

/** One twinning command; squares are lower-case names, piece kinds canonical English codes. */
public sealed interface TwinCommand {

    /** {@code move a b}: the unit on {@code from} goes to {@code to}. */
    record Move(String from, String to) implements TwinCommand {
    }

    /** {@code exchange a b}: the units on both squares swap. */
    record Exchange(String first, String second) implements TwinCommand {
    }

    /** {@code remove a...}: the units on the squares disappear. */
    record Remove(List<String> squares) implements TwinCommand {
        public Remove {
            squares = List.copyOf(squares);
        }
    }

    /** {@code add white Qd4...}; totalInvisible is the count given with TotalInvisible, 0 if none. */
    record Add(List<PieceSpec> pieces, int totalInvisible) implements TwinCommand {
        public Add {
            pieces = List.copyOf(pieces);
        }
    }

    /** {@code substitute x y}: every unit of kind {@code from} becomes kind {@code to}. */
    record Substitute(String from, String to) implements TwinCommand {
    }

    /** {@code rotate 90|180|270} (degrees, as written). */
    record Rotate(int degrees) implements TwinCommand {
    }

    /** {@code mirror axis}, the axis written as in Popeye: "a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1". */
    record Mirror(String axis) implements TwinCommand {
    }

    /** {@code shift a b}: every unit moves by the vector from {@code from} to {@code to}. */
    record Shift(String from, String to) implements TwinCommand {
    }

    /** {@code PolishType}: colours of all units are swapped. */
    record PolishType() implements TwinCommand {
    }

    /** {@code stipulation X} or {@code sstipulation X}: replaces the stipulation. */
    record StipulationChange(Stipulation stipulation) implements TwinCommand {
    }

    /** {@code condition ...}: replaces the conditions. */
    record ConditionChange(List<ConditionSpec> conditions) implements TwinCommand {
        public ConditionChange {
            conditions = List.copyOf(conditions);
        }
    }
}
