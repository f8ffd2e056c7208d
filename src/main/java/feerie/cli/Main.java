package feerie.cli;

/** Entry point: hands the arguments to picocli and exits with the command's code. */
public final class Main {
    private Main() {}

    /**
     * The stack of the thread the command runs on: deep searches (long series, a condition's
     * questions nested inside legality tests, BEISPIEL-exklohne-94) need more than the JVM's
     * default for the main thread, and {@code java -jar} without {@code -Xss} must not fail where
     * {@code ./feerie} (which passes -Xss64m) succeeds.
     */
    private static final long STACK_BYTES = 256L << 20;

    public static void main(String[] args) throws InterruptedException {
        int[] code = {1};
        String[] arguments = FeerieCommand.withDefaultCommand(args, System.console() != null);
        Thread command = new Thread(null, () -> {
            Integer plain = SolveCommand.withoutOptions(arguments, System.out, System.err);
            code[0] = plain != null ? plain : FeerieCommand.commandLine(arguments).execute(arguments);
        }, "feerie", STACK_BYTES);
        command.start();
        command.join();
        System.exit(code[0]);
    }
}
