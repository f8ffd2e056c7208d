package feerie.problem;

import java.util.List;

/**
 * A twin: commands applied to the original position (or, if {@code continued}, to the previous twin).
 *
 * @param line      line of the {@code twin} (or {@code zeroposition}) keyword
 * @param continued {@code continued} was given: build on the previous twin
 * @param commands  twinning commands in input order
 * @param remarks   remark lines written after this twin's keyword
 */
public record Twin(int line, boolean continued, List<TwinCommand> commands, List<String> remarks) {
    public Twin {
        commands = List.copyOf(commands);
        remarks = List.copyOf(remarks);
    }
}
