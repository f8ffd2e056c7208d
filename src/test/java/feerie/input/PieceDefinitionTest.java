package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import feerie.problem.ParseResult;
import feerie.problem.PieceDefinition;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.ProblemError;

/** {@code DefinePiece}: a problem defines its own Coureur and uses its code in the piece list. */
class PieceDefinitionTest {
    private static ParseResult one(String text) {
        List<ParseResult> results = ProblemReader.read(text, "t.inp");
        assertEquals(1, results.size(), results.toString());
        return results.get(0);
    }

    @Test
    void definesACoureurAndPlacesIt() {
        Problem p = assertInstanceOf(Problem.class, one("""
                beginproblem
                DefinePiece hy [(4,0)(1,-2)(0,1)]:1
                def tw @W:wc
                pieces white kc1 hyd6 twa1 black ka8
                stipulation ~1
                endproblem
                """));
        assertEquals(List.of(new PieceDefinition("hy", "[(4,0)(1,-2)(0,1)]:1", 2), new PieceDefinition("tw", "@W:wc", 3)),
                p.definitions());
        assertTrue(p.pieces().stream().map(PieceSpec::kind).toList().containsAll(List.of("hy", "tw")), p.pieces().toString());
    }

    @Test
    void feeriesOwnCatalogueCodesAreReadToo() {
        Problem p = assertInstanceOf(Problem.class, one("begin\npieces white txb1 sxd5 black cxa8\nend\n"));
        assertEquals(List.of("tx", "sx", "cx"), p.pieces().stream().map(PieceSpec::kind).toList());
    }

    @Test
    void frenchAndGerman() {
        Problem fr = assertInstanceOf(Problem.class, one("DebutProbleme\nDefinirPiece zz {(1,1)(-1,1)}*\npieces blanc rc1 zzd4\nenonce ~1\nFinProbleme\n"));
        assertEquals("zz", fr.definitions().get(0).code());
        Problem de = assertInstanceOf(Problem.class, one("AnfangProblem\nDefiniereStein zz {(1,0)(0,1)}*\nSteine weiss kc1 zzd4\nForderung ~1\nEndeProblem\n"));
        assertEquals("{(1,0)(0,1)}*", de.definitions().get(0).notation());
    }

    @Test
    void rejectsPopeyesCodesDuplicatesAndBadNotation() {
        assertError("begin\nDefinePiece ro {(1,1)}*\nend\n", "Popeye");
        assertError("begin\nDefinePiece tx {(1,1)}*\nend\n", "Féerie");
        assertError("begin\nDefinePiece zz W\nDefinePiece zz F\nend\n", "twice");
        assertError("begin\nDefinePiece zz {(1,1)\nend\n", "zz");
        assertError("begin\nDefinePiece zz\nend\n", "notation");
    }

    @Test
    void aDefinitionBelongsToItsProblem() {
        List<ParseResult> results = ProblemReader.read("""
                begin
                DefinePiece zz W
                pieces white zza1
                next
                pieces white zza1
                end
                """, "t.inp");
        assertInstanceOf(Problem.class, results.get(0));
        assertInstanceOf(ProblemError.class, results.get(1));
    }

    private static void assertError(String text, String fragment) {
        ProblemError e = assertInstanceOf(ProblemError.class, one(text));
        assertTrue(e.message().contains(fragment), e.toString());
    }
}
