package feerie.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import feerie.output.ConditionText;
import feerie.output.MoveNotation;
import feerie.output.ProblemOutput.Outcome;
import feerie.output.SolutionWriter;
import feerie.output.StipulationText;
import feerie.output.TwinStates;
import feerie.output.Vocabulary;
import feerie.problem.ConditionSpec;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.solve.Line;
import feerie.solve.Notice;
import feerie.solve.ProblemSolver;
import feerie.solve.TwinSolution;
import feerie.solve.TraceEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One problem as a JSON object: where it was read, how solving ended, its stipulation,
 * conditions, options and position, and per twin the same after the twin's commands with its
 * solution tree ({@link BattleJson} or {@link LinesJson}). Texts (stipulation, notices, move
 * notation) are in the problem's language as Popeye prints them; names and piece codes in English.
 */
public final class ProblemJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private ProblemJson() {}

    /**
     * @param solver the solver that solved it and its solution, both null when the problem was not
     *               solved (the outcome says why)
     */
    public static ObjectNode of(Problem problem, Outcome outcome, ProblemSolver solver, List<TwinSolution> solved) {
        ObjectNode o = F.objectNode();
        o.put("source", problem.sourceFile());
        o.put("line", problem.line());
        o.put("status", outcome.status().name().toLowerCase(Locale.ROOT));
        if (!outcome.solved()) o.put("message", outcome.message());
        o.put("language", problem.language().name().toLowerCase(Locale.ROOT));
        putIfAny(o, "author", problem.author());
        putIfAny(o, "origin", problem.origin());
        putIfAny(o, "title", problem.title());
        putIfAny(o, "award", problem.award());
        o.put("stipulation", StipulationText.of(problem.stipulation(), problem.stipulationText(), problem.options(), problem.language()));
        o.set("conditions", conditions(problem.conditions(), problem));
        ArrayNode options = o.putArray("options");
        for (Map.Entry<String, List<String>> e : problem.options().asMap().entrySet()) {
            ObjectNode opt = options.addObject();
            opt.put("name", e.getKey());
            ArrayNode args = opt.putArray("arguments");
            e.getValue().forEach(args::add);
        }
        o.set("position", position(problem.pieces()));
        if (solved == null) return o;
        o.put("partial", solved.stream().anyMatch(TwinSolution::partial));
        List<TwinStates> states = TwinStates.of(problem);
        MoveNotation notation = new MoveNotation(SolutionWriter.languageCode(problem.language()));
        ArrayNode twins = o.putArray("twins");
        for (int i = 0; i < solved.size(); i++) {
            TwinStates state = i < states.size() ? states.get(i) : null;
            twins.add(twin(problem, state, solved.get(i), solver, notation));
        }
        return o;
    }

    private static ObjectNode twin(Problem problem, TwinStates state, TwinSolution t, ProblemSolver solver, MoveNotation notation) {
        ObjectNode o = F.objectNode();
        if (state != null) {
            if (!state.label().isEmpty()) o.put("label", state.label());
            if (!state.heading().isEmpty()) o.put("heading", state.heading());
            o.put("stipulation", StipulationText.of(state.stipulation(), state.written(), problem.options(), problem.language()));
            o.set("conditions", conditions(state.conditions(), problem));
            o.set("position", position(state.pieces()));
        }
        o.put("partial", t.partial());
        ArrayNode notices = o.putArray("notices");
        for (Notice n : t.notices()) notices.add(Vocabulary.notice(problem.language(), n));
        o.set("solution", t.battle() != null ? new BattleJson(notation).of(t.battle()) : lines(t, solver, notation));
        return o;
    }

    private static ObjectNode lines(TwinSolution t, ProblemSolver solver, MoveNotation notation) {
        ObjectNode o = F.objectNode();
        o.put("type", "lines");
        ArrayNode blocks = o.putArray("blocks");
        LinesJson lines = new LinesJson(notation);
        if (t.trace() != null) {
            // written with move numbers below the first move: the solutions found, in that order
            List<Line> found = new ArrayList<>();
            for (TraceEntry e : t.trace()) if (e.isSolution()) found.add(e.line());
            ObjectNode b = blocks.addObject();
            b.put("setPlay", false);
            b.put("duplex", false);
            b.set("lines", lines.lines(found));
            return o;
        }
        for (int i = 0; i < t.blocks().size(); i++) {
            List<Line> block = t.blocks().get(i);
            ObjectNode b = blocks.addObject();
            b.put("setPlay", solver != null && solver.isSetPlay(block));
            b.put("duplex", t.duplexFrom() >= 0 && i >= t.duplexFrom());
            b.set("lines", lines.lines(block));
        }
        return o;
    }

    private static ArrayNode conditions(List<ConditionSpec> specs, Problem problem) {
        ArrayNode a = F.arrayNode();
        for (ConditionSpec c : specs) {
            ObjectNode n = a.addObject();
            n.put("name", c.name());
            ArrayNode words = n.putArray("arguments");
            c.words().forEach(words::add);
            n.put("text", ConditionText.of(c, problem.language()).trim());
        }
        return a;
    }

    private static ArrayNode position(List<PieceSpec> pieces) {
        ArrayNode a = F.arrayNode();
        for (PieceSpec p : pieces) {
            ObjectNode n = a.addObject();
            n.put("square", p.square());
            n.put("piece", MoveJson.code(p.kind()));
            n.put("colour", p.colour().name().toLowerCase(Locale.ROOT));
            if (!p.attributes().isEmpty()) {
                ArrayNode at = n.putArray("attributes");
                p.attributes().forEach(at::add);
            }
        }
        return a;
    }

    private static void putIfAny(ObjectNode o, String name, String value) {
        if (value != null && !value.isEmpty()) o.put(name, value);
    }
}
