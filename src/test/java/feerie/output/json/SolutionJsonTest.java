package feerie.output.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import feerie.cli.FeerieCommand;
import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import feerie.solve.TwinSolution;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code solve --format json}: the document validates against docs/solution.schema.json, holds
 * the solution's features (keys, tries, threats, twins, set play, rebirths), and its moves are
 * those of the text output, in the same order. Problems from the shared corpus (whose text
 * output equals Popeye 4.104's .out); skipped where the corpus is absent.
 */
class SolutionJsonTest {
    static final Path CORPUS = Path.of("..", "shared", "corpus");
    static final ObjectMapper MAPPER = new ObjectMapper();

    static Schema schema() throws IOException {
        String text = Files.readString(Path.of("docs", "solution.schema.json"));
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
    }

    static void assertValid(String json) throws IOException {
        List<Error> errors = schema().validate(json, InputFormat.JSON);
        assertTrue(errors.isEmpty(), errors.toString());
    }

    private static Path corpus(String name) {
        Path p = CORPUS.resolve(name + ".inp");
        Assumptions.assumeTrue(Files.exists(p), "corpus not present");
        return p;
    }

    /** Runs the command line; [0] exit code, [1] stdout, [2] stderr. */
    static Object[] run(String stdin, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        feerie.cli.SolveCommandAccess.stdin(cl, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        int code = cl.execute(FeerieCommand.withDefaultCommand(args, false));
        return new Object[] {code, out.toString(), err.toString()};
    }

    @Test
    void realOutputValidatesAndHoldsTheSolutionsFeatures() throws IOException {
        // direct play with tries, threats and refutations; help play twins; a series; set play in
        // help and direct play; Circe rebirths (with twins) and AntiCirce
        String[] names = {"popeye/BEISPIEL-castling-17", "popeye/BEISPIEL-twin-30", "popeye/BEISPIEL-hpint-022",
                "popeye/BEISPIEL-castling-20", "popeye/BEISPIEL-halbneut-02", "popeye-conditions/BEISPIEL-twin-17",
                "popeye-conditions/BEISPIEL-anticir-10", "popeye/TESTS-battle_play-13"};
        List<String> args = new ArrayList<>(List.of("solve", "--format", "json"));
        for (String n : names) args.add(corpus(n).toString());
        Object[] r = run("", args.toArray(String[]::new));
        assertEquals(0, r[0], (String) r[2]);
        String json = (String) r[1];
        assertValid(json);
        JsonNode problems = MAPPER.readTree(json).get("problems");
        assertEquals(names.length, problems.size());

        JsonNode direct = problems.get(0);
        assertEquals("#4", direct.get("stipulation").asText());
        assertTrue(all(direct, "mark").anyMatch(n -> n.asText().equals("key")));
        assertTrue(all(direct, "mark").anyMatch(n -> n.asText().equals("try")));
        assertTrue(all(direct, "refutations").findAny().isPresent());
        assertTrue(all(direct, "follow").anyMatch(n -> n.asText().equals("threat")));

        JsonNode twins = problems.get(1).get("twins");
        assertEquals(2, twins.size());
        assertEquals("a)", twins.get(0).get("label").asText());
        assertEquals("b)", twins.get(1).get("label").asText());
        assertEquals("lines", twins.get(1).get("solution").get("type").asText());

        JsonNode series = problems.get(2);
        assertTrue(series.get("stipulation").asText().startsWith("ser-"), series.get("stipulation").asText());
        JsonNode seriesLine = series.get("twins").get(0).get("solution").get("blocks").get(0).get("lines").get(0);
        assertEquals("1.", seriesLine.get("moves").get(0).get("text").asText().substring(0, 2));

        JsonNode helpSet = problems.get(3).get("twins").get(0).get("solution").get("blocks");
        assertTrue(helpSet.get(0).get("setPlay").asBoolean());
        assertFalse(helpSet.get(helpSet.size() - 1).get("setPlay").asBoolean());
        assertTrue(problems.get(4).get("twins").get(0).get("solution").get("setPlay").size() > 0);

        // a Circe rebirth: the capture and the reborn unit, "[+bSg8]"-like
        JsonNode circe = problems.get(5);
        assertEquals("Circe", circe.get("conditions").get(0).get("name").asText());
        JsonNode rebirth = all(circe, "effects").flatMap(a -> stream(a)).filter(e -> e.get("kind").asText().equals("add"))
                .findFirst().orElseThrow();
        assertTrue(rebirth.get("text").asText().startsWith("[+"), rebirth.toString());
        assertTrue(rebirth.has("square") && rebirth.has("piece") && rebirth.has("colour"), rebirth.toString());

        JsonNode postKey = problems.get(7).get("twins").get(0).get("solution").get("postKey");
        assertTrue(postKey.get("defences").size() > 0);
    }

    @Test
    void movesAgreeWithTheTextOutput() throws IOException {
        for (String name : new String[] {"popeye/BEISPIEL-orphan-05", "popeye/BEISPIEL-twin-30", "popeye/BEISPIEL-castling-20",
                "popeye/TESTS-battle_play-13", "popeye/BEISPIEL-hpint-022", "popeye/REGRESSIONS-4_69_to_4_71-11",
                "popeye/BEISPIEL-sford-18", "popeye-conditions/BEISPIEL-twin-17",
                "popeye-conditions/EXAMPLES-anda-08", "popeye-conditions/TESTS-anticirce-17"}) {
            Path file = corpus(name);
            Problem p = (Problem) ProblemReader.read(file).get(0);
            List<TwinSolution>[] data = new List[1];
            ProblemSolver[] solver = new ProblemSolver[1];
            var outcome = ProblemOutput.solve(p, 0, (s, solved) -> { solver[0] = s; data[0] = solved; });
            assertTrue(outcome.solved(), name + ": " + outcome.message());
            JsonNode json = ProblemJson.of(p, outcome, solver[0], data[0]);
            assertValid(MAPPER.writeValueAsString(
                    MAPPER.createObjectNode().put("format", "feerie-solution").put("version", 1).set("problems", MAPPER.createArrayNode().add(json))));
            List<String> fromJson = new ArrayList<>();
            for (JsonNode twin : json.get("twins")) flatten(twin.get("solution"), fromJson);
            assertEquals(TextTokens.moves(ProblemOutput.solutionPart(p, data[0]), p, json), tokens(fromJson), name);
        }
    }

    /**
     * A sweep over many problems, run on demand: {@code -Djson.sweep=LIST} (a file naming one
     * .inp a line): each solved problem's JSON validates and agrees with its text output.
     */
    @Test
    void sweep() throws IOException {
        String list = System.getProperty("json.sweep");
        Assumptions.assumeTrue(list != null, "no -Djson.sweep=LIST");
        Schema schema = schema();
        List<String> failures = new ArrayList<>();
        int solved = 0;
        for (String file : Files.readAllLines(Path.of(list))) {
            if (file.isBlank()) continue;
            for (var r : ProblemReader.read(Path.of(file.trim()))) {
                if (!(r instanceof Problem p)) continue;
                List<TwinSolution>[] data = new List[1];
                ProblemSolver[] solver = new ProblemSolver[1];
                var outcome = ProblemOutput.solve(p, 10_000_000_000L, (s, t) -> { solver[0] = s; data[0] = t; });
                JsonNode json = ProblemJson.of(p, outcome, solver[0], data[0]);
                String doc = MAPPER.writeValueAsString(MAPPER.createObjectNode().put("format", "feerie-solution")
                        .put("version", 1).set("problems", MAPPER.createArrayNode().add(json)));
                List<Error> errors = schema.validate(doc, InputFormat.JSON);
                if (!errors.isEmpty()) failures.add(file + ": schema: " + errors);
                if (!outcome.solved()) continue;
                solved++;
                // MoveNumbers progress lines are not part of the solution tree
                if (data[0].stream().anyMatch(t -> t.trace() != null || t.numbered() != null)) continue;
                List<String> fromJson = new ArrayList<>();
                for (JsonNode twin : json.get("twins")) flatten(twin.get("solution"), fromJson);
                List<String> text = TextTokens.moves(ProblemOutput.solutionPart(p, data[0]), p, json);
                if (!text.equals(tokens(fromJson))) failures.add(file + ": moves differ:\n  " + text + "\n  " + tokens(fromJson));
            }
        }
        System.out.println("json sweep: " + solved + " solved, " + failures.size() + " failures");
        failures.forEach(System.out::println);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void unsolvedProblemsKeepTheirMessageAndExitCode() throws IOException {
        String problems = "begin\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n";
        Object[] r = run(problems, "solve", "--format", "json", "-");
        assertEquals(1, r[0]);
        assertTrue(((String) r[2]).contains("unsupported"), (String) r[2]);
        assertValid((String) r[1]);
        JsonNode p = MAPPER.readTree((String) r[1]).get("problems").get(0);
        assertEquals("unsupported", p.get("status").asText());
        assertFalse(p.has("twins"));
    }

    @Test
    void anInputErrorGoesToStderrAndTheOthersAreStillWritten() throws IOException {
        String problems = "begin\nstipulation h#1\npieces white kf6 qb1 black kh8 rg8 ph7\nnext\nstipulation h#1\npieces white kz9\nend\n";
        Object[] r = run(problems, "--format", "json", "-");
        assertEquals(2, r[0]);
        assertTrue(((String) r[2]).startsWith("<stdin>:6: "), (String) r[2]);
        assertValid((String) r[1]);
        JsonNode p = MAPPER.readTree((String) r[1]).get("problems");
        assertEquals(1, p.size());
        // py 4.104: "  1.Rg8-b8 Qb1*b8 #"
        JsonNode line = p.get(0).get("twins").get(0).get("solution").get("blocks").get(0).get("lines").get(0);
        assertEquals("1.Rg8-b8 Qb1*b8 #", line.get("text").asText());
        JsonNode mate = line.get("moves").get(1);
        assertEquals("white", mate.get("side").asText());
        assertEquals("Q", mate.get("piece").asText());
        assertEquals("b1", mate.get("from").asText());
        assertEquals("b8", mate.get("to").asText());
        assertEquals("R", mate.get("capture").get("piece").asText());
        assertEquals("black", mate.get("capture").get("colour").asText());
        assertEquals("b8", mate.get("capture").get("square").asText());
        assertEquals("#", mate.get("suffix").asText());
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        Object[] r = run("", "solve", "--format", "xml", "-");
        assertEquals(2, r[0]);
        assertTrue(((String) r[2]).contains("--format"), (String) r[2]);
        assertTrue(((String) r[2]).contains("xml"), (String) r[2]);
        assertEquals("", r[1]);
    }

    /** The moves' texts in the order the text output prints them. */
    private static void flatten(JsonNode n, List<String> out) {
        if (n.isArray()) {
            for (JsonNode c : n) flatten(c, out);
            return;
        }
        if (!n.isObject()) return;
        if (n.has("notation")) out.add(n.get("text").asText());
        for (String field : new String[] {"postKey", "setPlay", "keysAndTries", "threats", "defences", "refutations",
                "continuations", "blocks", "lines", "moves"}) {
            if (n.has(field)) flatten(n.get(field), out);
        }
    }

    private static List<String> tokens(List<String> texts) {
        List<String> t = new ArrayList<>();
        for (String s : texts) for (String w : s.trim().split("\\s+")) if (!w.isEmpty()) t.add(w);
        return t;
    }

    private static Stream<JsonNode> all(JsonNode n, String field) {
        return n.findValues(field).stream();
    }

    private static Stream<JsonNode> stream(JsonNode array) {
        List<JsonNode> l = new ArrayList<>();
        array.forEach(l::add);
        return l.stream();
    }
}
