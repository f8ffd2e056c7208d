package feerie.cli;

import feerie.perft.Perft;
import feerie.position.MoveText;
import feerie.position.Position;
import feerie.rules.Rules;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code feerie perft}: counts legal move paths, move by move at the root, then the total. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Counts the leaf nodes of the legal move tree (the count under each first move, then the total).")
public final class PerftCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--fen", description = "Position (board size read from it; letters per variant, see docs/variants.md). Default: the variant's start array.")
    String fen;

    @Option(names = {"--depth", "-d"}, required = true, description = "Depth in plies (0 or more).")
    int depth;

    @Option(names = "--variant", description = "Rule set: orthodox (default), racingkings, courierdeladama, furiouscourier.")
    String variant = "orthodox";

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (depth < 0) {
            err.println("feerie perft: depth must be 0 or more, not " + depth);
            return 2;
        }
        Variants.Selected selected;
        try {
            selected = Variants.select(variant, fen);
        } catch (IllegalArgumentException e) {
            err.println("feerie perft: " + e.getMessage());
            return 2;
        }
        Position p = selected.position();
        Rules rules = selected.rules();
        long start = System.nanoTime();
        long total = new Perft(p, rules).divide(depth, (move, nodes) -> out.println(MoveText.uci(p, move) + ": " + nodes));
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println();
        out.println("Nodes searched: " + total);
        err.printf("%.3f s, %.0f nodes/s%n", seconds, total / Math.max(seconds, 1e-9));
        return 0;
    }
}
