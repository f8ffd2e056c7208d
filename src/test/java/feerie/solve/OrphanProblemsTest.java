package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Orphan problems of Popeye's BEISPIEL/orphan.inp, solved and compared with the solution lines of
 * Popeye 4.104's output (the corpus .out files).
 */
class OrphanProblemsTest {
    private static List<String> solve(String text) {
        Problem p = (Problem) ProblemReader.read(text, "orphan").get(0);
        String out = SolveCommand.solveToText(p, 60);
        return Arrays.stream(out.split("\n")).skip(1).map(String::strip).filter(l -> !l.isEmpty())
                .filter(l -> !l.startsWith("Loesung")).toList();
    }

    /** Popeye lists sibling lines in its own order: compare them as a sorted list. */
    private static List<String> sorted(List<String> lines) { return lines.stream().sorted().toList(); }

    /** A #2's lines after the key: each defence with its mate, sorted (siblings in any order). */
    private static List<String> defences(List<String> lines) {
        List<String> pairs = new java.util.ArrayList<>(List.of(lines.get(0)));
        for (int i = 1; i + 1 < lines.size(); i += 2) pairs.add(lines.get(i) + " / " + lines.get(i + 1));
        pairs.subList(1, pairs.size()).sort(null);
        return pairs;
    }

    /** BEISPIEL-orphan-13 (Meinking): a bishop lends its walk, the Orphan checks from d5 and e8. */
    @Test
    void meinking() {
        assertEquals(sorted(List.of(
                "1.La4-b3 Og8-d5 +   2.Lb3-c2 Od5-d8 #",
                "1.Td1-e1 Oe4-e8 +   2.Te1-g1 Oe8-c6 #")),
                sorted(solve("""
                        anfang
                        forderung h#2
                        steine weiss kh4 oe4g8
                               schwarz ka8 td1 la4 ba7
                        ende
                        """)));
    }

    /**
     * BEISPIEL-orphan-25 (Brown): promoted pieces lend their walks to chains of Orphans; the
     * Orphans' checks decide the mates.
     */
    @Test
    void brownTwins() {
        assertEquals(List.of(
                "a)",
                "1.d2-d1=D g7-g8=L   2.Dd1-d3 Lg8-d5 #",
                "b) sLe3-->d3",
                "1.d2-d1=S g7-g8=T   2.Sd1-e3 Tg8-g4 #"),
                solve("""
                        anfang
                        forderung h#2
                        steine weiss ka2 bg7 oa5f6h7
                               schwarz ke4 le3 bd2 oa4a6c7d8
                        zwilling verse e3 d3
                        ende
                        """));
    }

    /** BEISPIEL-orphan-10 (Lörinc): the white Orphans mate by borrowing from the black pieces. */
    @Test
    void lorinc() {
        assertEquals(sorted(List.of(
                "1.Tg7-d7 Of6-e8   2.Lg6-f7 Od5-d4 #",
                "1.Lg6-e4 Of6-g4   2.Tg7-g6 Od5-c6 #")),
                sorted(solve("""
                        anfang
                        forderung h#2
                        steine weiss kc5 od5f6
                               schwarz ka4 tg7 lg6 sh7 ba6b3e6 oa3a5
                        ende
                        """)));
    }

    /** BEISPIEL-orphan-19 (Brown): a #2 where every mate must survive the Orphans' borrowed walks. */
    @Test
    void brownDirect() {
        assertEquals(defences(List.of(
                "1.Sc6-b4 ! Zugzwang.",
                "1...e6-e5", "2.Dd2-d5 #",
                "1...c4-c3", "2.Dd2-d3 #",
                "1...b3-b2", "2.Dd2-c2 #")),
                defences(solve("""
                        anfang
                        forderung #2
                        steine weiss ke2 dd2 sc6g2 oa3c5c7d6g5
                               schwarz ke4 bb3c4e6 oa4b5f7g1g7
                        option vari
                        ende
                        """)));
    }
}
