package feerie.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code feerie} command; its subcommands do the work. */
@Command(name = "feerie", mixinStandardHelpOptions = true, version = "Féerie 0.1",
        description = {"Solves fairy chess problems written in Popeye's input language.",
                "'feerie FILE...' (no command) is 'feerie solve FILE...'."},
        subcommands = {SolveCommand.class, VerifyCommand.class, ReportCommand.class, CrosscheckCommand.class, DiffCommand.class, PerftCommand.class, BenchCommand.class, PiecesCommand.class, CommandLine.HelpCommand.class})
public final class FeerieCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The arguments with "solve" put in front when they do not start with a command or a
     * top-level option: {@code feerie FILE...} solves. No arguments at all solve standard input
     * unless it is a terminal (then the usage is shown).
     */
    public static String[] withDefaultCommand(String[] args, boolean stdinIsTerminal) {
        if (args.length == 0) return stdinIsTerminal ? args : new String[] {"solve"};
        String first = args[0];
        boolean command = commandLine().getSubcommands().containsKey(first);
        boolean topOption = first.equals("-h") || first.equals("--help") || first.equals("-V") || first.equals("--version");
        if (command || topOption) return args;
        String[] out = new String[args.length + 1];
        out[0] = "solve";
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
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
