package feerie.cli;

import picocli.CommandLine;

/** Entry point: hands the arguments to picocli and exits with the command's code. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(FeerieCommand.commandLine().execute(FeerieCommand.withDefaultCommand(args, System.console() != null)));
    }
}
