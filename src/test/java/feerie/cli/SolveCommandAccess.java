package feerie.cli;

import java.io.InputStream;
import picocli.CommandLine;

/** Lets tests of other packages give the solve command its standard input. */
public final class SolveCommandAccess {
    private SolveCommandAccess() {}

    public static void stdin(CommandLine feerie, InputStream in) {
        SolveCommand solve = feerie.getSubcommands().get("solve").getCommand();
        solve.stdin = in;
    }
}
