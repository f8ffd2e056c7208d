package feerie.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code feerie} command; its subcommands do the work. */
@Command(name = "feerie", mixinStandardHelpOptions = true, version = "Féerie 0.1",
        description = "Solves fairy chess problems written in Popeye's input language.",
        subcommands = {SolveCommand.class, PerftCommand.class, BenchCommand.class, PiecesCommand.class, CommandLine.HelpCommand.class})
public final class FeerieCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Exit codes: 0 success, 1 a mismatch or unsolved problem, 2 bad input or usage. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new FeerieCommand());
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("feerie: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 2;
        });
        cl.setParameterExceptionHandler((e, args) -> {
            PrintWriter err = e.getCommandLine().getErr();
            err.println("feerie: " + e.getMessage());
            err.println("Try 'feerie --help'.");
            return 2;
        });
        return cl;
    }
}
