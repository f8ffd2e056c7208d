package feerie.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.FeerieCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The inputs a mutated problem reaches, combined systematically: every kind of stipulation at
 * length 0 and 1 (and 0.5, 1.5 in half-moves) with every option (and options with odd arguments), odd twinning commands
 * and conditions with odd arguments. Each combination is a problem of one batch file solved
 * in-process; every problem must be solved or refused with a located message ({@code file:line:
 * ...} on stderr), never an internal error, an exception or a stack trace, and the run must end
 * with exit code 0, 1 or 2.
 *
 * <p>What Popeye 4.104 does with each was measured while this was written (the fixes it led to
 * have their own tests with py's outputs): it solves, ignores the argument, prints an input error
 * or crashes (hs#0, reci-h#0, h#0 with WhiteToPlay, a lone NoCastling at the end).
 */
class InputRobustnessTest {
    private static final String POSITION = "pieces white kg6 rb1 pa2 black kh8 pa7\n";
    private static final String CASTLING = "pieces white ke1 rh1 ra1 pa2 pd5 black ke8 ra8 rh8 ph7 pe5\n";

    /** Stipulation kinds, each written with a {@code %s} for its length. */
    private static final List<String> KINDS = List.of("#%s", "=%s", "s#%s", "r#%s", "semi-r#%s", "h#%s", "h=%s", "hx%s",
            "hs#%s", "hr#%s", "reci-h#%s", "ser-#%s", "ser-h#%s", "ser-s#%s", "ser-r#%s", "pser-#%s", "pser-h#%s",
            "phser-s#%s", "exact-h#%s", "exact-#%s", "2->ser-#%s", "h00 %s", "hz%s", "x%s", "h#%s.5", "hs#%s.5", "pser-h#%s.5");
    private static final List<String> LENGTHS = List.of("0", "1");

    private static final List<String> OPTIONS = List.of("", "Intelligent", "SetPlay", "MoveNumbers", "Try", "Duplex",
            "HalfDuplex", "WhiteToPlay", "MaxSolutions 0", "MaxSolutions 1", "StartMoveNumber 1", "StartMoveNumber 2:1",
            "UpToMoveNumber 1", "UpToMoveNumber 1:1", "Threat 0", "Threat 1", "Defence 0", "Defence 1",
            "NonTrivial 0 0", "NonTrivial 1 0", "PostKeyPlay", "Quodlibet", "NoThreat", "NoShortVariations",
            "MaxFlightSquares 0", "KeepMatingPiece", "NoWk", "NoBk", "Variation", "TrivialTriesAvoid",
            "StopOnShortSolutions", "GoalIsEnd", "SetPlay WhiteToPlay", "Duplex SetPlay", "Try SetPlay",
            "MoveNumbers Duplex", "Intelligent WhiteToPlay", "MaxSolutions 0 SetPlay", "Duplex HalfDuplex");

    /** Options with odd arguments, each followed by a command so that the option's list ends there. */
    private static final List<String> ODD_OPTIONS = List.of("NoCastling a9", "NoCastling i1", "NoCastling", "EnPassant i3",
            "EnPassant a7a6", "EnPassant d3d6", "EnPassant d4d5d6", "EnPassant e3 e6", "EnPassant", "Defence -1",
            "Defence x", "Defence 99999999999", "MaxSolutions x", "MaxSolutions -1", "CastlingMutuallyExclusive a1",
            "CastlingMutuallyExclusive", "CastlingMutuallyExclusive a1z9", "CastlingMutuallyExclusive h1a8", "NonTrivial 1",
            "NonTrivial x 1", "Threat", "Threat -1", "MaxTime 0", "MaxTime x", "StartMoveNumber x", "StartMoveNumber 0",
            "StartMoveNumber 1:0", "UpToMoveNumber -1", "MaxFlightSquares -1", "Intelligent x", "Intelligent 0",
            "MaxSolutions 1 MaxSolutions 2", "Duplex Duplex", "Threat 1 NoThreat", "NoCastling a1 NoCastling h1");

    private static final List<String> TWINS = List.of("move e1 z9", "move a9 e2", "move e4 e5", "remove e4", "remove z9",
            "rotate 45", "rotate 90", "rotate 360", "shift a1 a9", "shift a1 h8", "shift a1 z1", "shift e1 e1",
            "add white qe8", "add white qe4", "add white xx4", "add white qz9", "add black ke4", "add white pa8",
            "stipulation h#0", "stipulation #0", "stipulation hs#0", "stipulation x", "condition nonexistent",
            "condition circe frob", "condition Breton Adverse Chromatic", "condition Imitator i9", "continued move d1 d2",
            "exchange e1 e8", "exchange e1 z9", "mirror a1<-->h8", "mirror xx", "polish", "substitute q r",
            "substitute q z", "move e1 e8", "remove e1", "move d1 d2 move d2 d3", "shift a1 a2 shift a1 a8",
            "rotate 270 rotate 90", "move d1 d8 stipulation h#1", "forsyth 8/8/8/8/8/8/8/8");

    private static final List<String> CONDITIONS = List.of("Wormholes", "Wormholes a9", "MagicSquares a9", "Hole z1",
            "Circe frobnicate", "Imitator i9", "Imitator e4e9", "BlackMaximummer -1", "WhiteMaximummer x", "Koeko -1",
            "Sentinelles pz", "AntiCirce frob", "BGL 99999999999", "BGL -5", "BGL x", "LastCapture", "LastCapture zz",
            "LastCapture white qz9", "LastCapture white qa9", "SingleBox type9", "SingleBox", "Republican x",
            "Annan type9", "Geneva -1", "Madrasi a9", "Football pz", "Grid x", "Circe rex rex", "Mars frob",
            "Transmuted x", "Backhome 4", "Isardam x", "Messigny 7", "Circe Parrain x");

    @TempDir Path dir;

    @Test
    void everyStipulationKindOfLengthZeroAndOneWithEveryOption() throws IOException {
        // length 0 with every option; length 1 (solved, so slower) with every third option, all of
        // them with -Dfeerie.slow=true
        boolean all = Boolean.getBoolean("feerie.slow");
        List<String> bodies = new ArrayList<>();
        for (int k = 0; k < KINDS.size(); k++)
            for (String length : LENGTHS)
                for (int o = 0; o < OPTIONS.size(); o++)
                    if (all || length.equals("0") || (k + o) % 3 == 0)
                        bodies.add(POSITION + "stipulation " + KINDS.get(k).formatted(length) + "\noption NoBoard " + OPTIONS.get(o) + "\n");
        assertLocated(bodies);
    }

    @Test
    void optionsWithOddArguments() throws IOException {
        List<String> bodies = new ArrayList<>();
        for (String stipulation : List.of("#2", "h#2", "h#1", "ser-h#2", "#1", "h#0"))
            for (String option : ODD_OPTIONS)
                bodies.add(CASTLING + "option NoBoard " + option + "\nstipulation " + stipulation + "\n");
        assertLocated(bodies);
    }

    @Test
    void oddTwinsAndConditions() throws IOException {
        List<String> bodies = new ArrayList<>();
        for (String twin : TWINS) {
            bodies.add(CASTLING + "stipulation #2\noption NoBoard\ntwin " + twin + "\n");
            bodies.add(CASTLING + "stipulation h#1\noption NoBoard\nzeroposition\ntwin " + twin + "\n");
        }
        for (String condition : CONDITIONS) {
            bodies.add(CASTLING + "condition " + condition + "\nstipulation #1\noption NoBoard\n");
            bodies.add(POSITION + "stipulation h#1\noption NoBoard\ntwin condition " + condition + "\n");
        }
        assertLocated(bodies);
    }

    /** Solves the problems as one file: every line on stderr located, none an internal error. */
    private void assertLocated(List<String> bodies) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < bodies.size(); i++) text.append(i == 0 ? "beginproblem\n" : "nextproblem\n").append(bodies.get(i));
        text.append("endproblem\n");
        Path file = dir.resolve("robustness.inp");
        Files.writeString(file, text, StandardCharsets.ISO_8859_1);
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute("solve", "--time-limit", "2", file.toString());
        assertTrue(status >= 0 && status <= 2, "exit code " + status);
        Pattern located = Pattern.compile(Pattern.quote(file.toString()) + ":\\d+: .*");
        List<String> wrong = new ArrayList<>();
        for (String line : err.toString().split("\n")) {
            if (line.isEmpty()) continue;
            if (!located.matcher(line).matches() || line.contains("internal error") || line.contains("Exception")
                    || line.contains("timeout")) {
                wrong.add(line + problemAt(line, text.toString()));
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(!out.toString().contains("Exception"), "an exception in the output");
    }

    /** The problem's text around a located line, for the failure message. */
    private static String problemAt(String message, String text) {
        var m = Pattern.compile(":(\\d+): ").matcher(message);
        if (!m.find()) return "";
        String[] lines = text.split("\n");
        int at = Integer.parseInt(m.group(1)) - 1;
        int from = at, to = at;
        while (from > 0 && !lines[from].matches("(begin|next)problem")) from--;
        while (to + 1 < lines.length && !lines[to + 1].matches("(next|end)problem")) to++;
        return "  in: " + String.join(" | ", java.util.Arrays.asList(lines).subList(from, to + 1));
    }
}
