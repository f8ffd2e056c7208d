package feerie.cli;

import feerie.perft.Perft;
import feerie.position.Fen;
import feerie.position.Position;
import feerie.rules.Rules;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code feerie bench}: perft speed on one thread (after a warm-up), in nodes per second. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measures perft speed (single thread) from the start position.")
public final class BenchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--depth", description = "Perft depth (default ${DEFAULT-VALUE}).")
    int depth = 6;

    @Option(names = "--fen", description = "Position (default: the start position).")
    String fen = Fen.START;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Position p = Fen.parse(fen);
        Perft perft = new Perft(p, Rules.ORTHODOX);
        perft.count(Math.min(depth, 5)); // warm-up: lets the JIT compile the hot path
        long start = System.nanoTime();
        long nodes = perft.count(depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("perft %d: %d nodes in %.2f s = %.2f million nodes/s%n", depth, nodes, seconds, nodes / seconds / 1e6);
        return 0;
    }
}
