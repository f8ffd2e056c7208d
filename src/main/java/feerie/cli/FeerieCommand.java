package feerie.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code feerie} command; its subcommands do the work. */
@Command(name = "feerie", mixinStandardHelpOptions = true, version = "Féerie 0.1",
        description = {"Solves fairy chess problems written in Popeye's input language.",
                "'feerie FILE...' (no command) is 'feerie solve FILE...'."})
public final class FeerieCommand implements Runnable {
    /**
     * The subcommands in the order the usage lists them. They are added by {@link #commandLine}
     * rather than named in the annotation: picocli builds a command's model by reflection, and
     * building all of them cost a third of a one-move problem's start-up, so a run builds only
     * the one it executes (the full set for the usage and {@code help}).
     */
    static final List<String> COMMANDS = List.of("solve", "verify", "report", "crosscheck", "diff", "perft", "bench", "pieces", "diagram", "help");

    private static Object newCommand(String name) {
        switch (name) {
            case "solve": return new SolveCommand();
            case "verify": return new VerifyCommand();
            case "report": return new ReportCommand();
            case "crosscheck": return new CrosscheckCommand();
            case "diff": return new DiffCommand();
            case "perft": return new PerftCommand();
            case "bench": return new BenchCommand();
            case "pieces": return new PiecesCommand();
            case "diagram": return new DiagramCommand();
            case "help": return new CommandLine.HelpCommand();
            default: throw new IllegalArgumentException(name);
        }
    }
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
        boolean command = COMMANDS.contains(first);
        boolean topOption = first.equals("-h") || first.equals("--help") || first.equals("-V") || first.equals("--version");
        if (command || topOption) return args;
        String[] out = new String[args.length + 1];
        out[0] = "solve";
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
    }

    /** The command line with every subcommand. */
    public static CommandLine commandLine() { return commandLine(COMMANDS); }

    /**
     * The command line for {@code args} (after {@link #withDefaultCommand}): only the subcommand
     * they start with, or every one when they start with none (the usage, {@code --version}) or
     * with {@code help}, which names the others.
     */
    public static CommandLine commandLine(String[] args) {
        boolean one = args.length > 0 && COMMANDS.contains(args[0]) && !args[0].equals("help");
        return commandLine(one ? List.of(args[0]) : COMMANDS);
    }

    /** Exit codes: 0 success, 1 a mismatch or unsolved problem, 2 bad input or usage. */
    private static CommandLine commandLine(List<String> names) {
        CommandLine cl = new CommandLine(new FeerieCommand());
        for (String name : names) cl.addSubcommand(name, newCommand(name));
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
