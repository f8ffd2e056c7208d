package feerie.crosscheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import feerie.cli.FeerieCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code feerie crosscheck} on real problems with claims written by hand in each notation. The
 * expected judgements are the chess facts of Popeye's output ({@code <id>.out} in the corpus, or
 * Popeye 4.104's output in {@code expected/crosscheck/}), quoted in the comments.
 */
class CrosscheckCommandTest {
    private static final Path CORPUS = Path.of("../shared/corpus/popeye");
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    @TempDir Path dir;

    private int run(String problem, String claim) throws IOException {
        Path claimFile = dir.resolve("claim.txt");
        Files.writeString(claimFile, claim);
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute("crosscheck", problem, claimFile.toString());
    }

    private static String corpus(String id) {
        Path p = CORPUS.resolve(id + ".inp");
        assumeTrue(Files.exists(p), "corpus problem " + id + " not present");
        return p.toString();
    }

    /** The verdict lines, without the summary. */
    private List<String> verdicts() {
        return Arrays.stream(out.toString().split("\n")).filter(l -> l.matches("(CONFIRMED|REFUTED|MISSING) .*")).toList();
    }

    private void assertVerdicts(String... prefixes) {
        List<String> lines = verdicts();
        assertEquals(prefixes.length, lines.size(), out.toString());
        for (int i = 0; i < prefixes.length; i++) assertTrue(lines.get(i).startsWith(prefixes[i]), lines.get(i) + " / " + prefixes[i]);
    }

    // BEISPIEL-castling-21 (Bebesi, h#2, twin +bBh6): a) 1.Rh8-g8 0-0-0 2.Rg8-f8 Rh1-e1#,
    // b) 1.Bh6-d2+ Kxd2 2.0-0 Ra1-g1#

    @Test
    void frenchLongAlgebraicWithTwins() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-castling-21"),
                "a) 1.Th8-g8 0-0-0 2.Tg8-f8 Th1-e1\u2260\nb) 1.Fh6-d2+ Re1\u00d7d2 2.0-0 Ta1-g1\u2260\n"));
        assertVerdicts("CONFIRMED a) 1.Th8-g8", "CONFIRMED b) 1.Fh6-d2+");
        assertTrue(out.toString().contains("French"), out.toString());
    }

    @Test
    void englishShortAlgebraic() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-castling-21"), "a) 1.Rg8 O-O-O 2.Rf8 Rhe1#\nb) 1.Bd2+ Kxd2 2.O-O Rg1#\n"));
        assertVerdicts("CONFIRMED a) 1.Rg8", "CONFIRMED b) 1.Bd2+");
    }

    @Test
    void germanShortAlgebraicWithoutCheckAndCaptureSigns() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-castling-21"), "a) 1.Tg8 0-0-0 2.Tf8 Te1\nb) 1.Ld2 Kd2 2.0-0 Tg1\n"));
        assertVerdicts("CONFIRMED a)", "CONFIRMED b)");
    }

    // EXAMPLES-pseries-06 (Meinking, pser-#3): 1.Qe1-g3+ Ke5-d4 2.Qg3-e1 3.Qe1-a1#,
    // 1...Ke5-e6 2.Qg3-c7 3.Ba6-c8#, 1...Ke5-f5 2.Ba6-f1 3.Bf1-h3#: the parries are Black's moves

    @Test
    void parrySeriesReadsTheParries() throws IOException {
        assertEquals(0, run(corpus("EXAMPLES-pseries-06"), "1.Qg3+ Kd4 2.Qe1 3.Qa1#\n1.Qg3+ Ke6 2.Qc7 3.Bc8#\n"
                + "1.Qg3+ Kf5 2.Bf1 3.Bh3#\n"));
        assertVerdicts("CONFIRMED 1.Qg3+ Kd4", "CONFIRMED 1.Qg3+ Ke6", "CONFIRMED 1.Qg3+ Kf5");
    }

    @Test
    void parrySeriesInFrenchWithALineForgotten() throws IOException {
        assertEquals(1, run(corpus("EXAMPLES-pseries-06"), "1.Dg3+ Rd4 2.De1 3.Da1\u2260\n1.Dg3+ Re6 2.Dc7 3.Fc8\u2260\n"));
        assertVerdicts("CONFIRMED 1.Dg3+ Rd4", "CONFIRMED 1.Dg3+ Re6", "MISSING 1.Qe1-g3+ Ke5-f5");
    }

    @Test
    void falseClaimIsRefutedAndTheSolutionMissing() throws IOException {
        // 2.O-O Rf1 does not mate (only Ra1-g1 does)
        assertEquals(1, run(corpus("BEISPIEL-castling-21"), "a) 1.Rg8 O-O-O 2.Rf8 Rhe1#\nb) 1.Bd2+ Kxd2 2.O-O Rf1#\n"));
        assertVerdicts("CONFIRMED a)", "REFUTED b) 1.Bd2+ Kxd2 2.O-O Rf1#: play ends without mate", "MISSING b) 1.Lh6-d2");
    }

    @Test
    void illegalMoveIsNamed() throws IOException {
        assertEquals(1, run(corpus("BEISPIEL-castling-21"), "a) 1.Rg8 O-O 2.Rf8 Rhe1#\n"));
        assertTrue(out.toString().contains("O-O is not a legal move after Rg8"), out.toString());
    }

    @Test
    void aTwinLeftOutIsMissing() throws IOException {
        assertEquals(1, run(corpus("BEISPIEL-castling-21"), "a) 1.Rg8 O-O-O 2.Rf8 Rhe1#\n"));
        assertVerdicts("CONFIRMED a)", "MISSING b)");
    }

    // BEISPIEL-ep-01 (Armeni, #2): key 1.f2-f4! threat 2.fxe5#; 1...Rf1xf4 2.Rd1#, 1...gxf3 ep. 2.Nb7#,
    // 1...exf4 2.e5#; the try 1.Bh4xg5? fails (Popeye: "but 1...Rf8-f6/f7..." lines, no key)

    @Test
    void frenchKeyWithThreatAndVariations() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-ep-01"), "1.f2-f4! menace 2.f4\u00d7e5\u2260\n"
                + "1...Tf1\u00d7f4 2.Th1-d1\u2260 1...g4\u00d7f3 e.p. 2.Cc5-b7\u2260 1...e5\u00d7f4 2.e4-e5\u2260\n"));
        assertVerdicts("CONFIRMED 1.f2-f4!");
    }

    @Test
    void magazineStyleVariationsOnOneLine() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-ep-01"), "1.f4! (2.fxe5#) Rxf4 2.Rd1#; gxf3 e.p. 2.Nb7#; exf4 2.e5#\n"));
        assertVerdicts("CONFIRMED 1.f4!");
    }

    @Test
    void wrongKeyIsRefutedByANamedDefence() throws IOException {
        assertEquals(1, run(corpus("BEISPIEL-ep-01"), "1.Bxg5!\n"));
        assertVerdicts("REFUTED 1.Bxg5!: refuted by 1...", "MISSING 1.f2-f4");
    }

    @Test
    void wrongVariationUnderTheRightKeyIsNamed() throws IOException {
        // after 1...Rxf4 the knight's 2.Nb7 does not mate (2.Rd1 does)
        assertEquals(1, run(corpus("BEISPIEL-ep-01"), "1.f4! (2.fxe5#) 1...Rxf4 2.Nb7#\n"));
        assertVerdicts("REFUTED 1.f4!: 1.f4 1...Rxf4 2.Nb7#: not mate");
    }

    @Test
    void popeyesOwnOutputIsConfirmed() throws IOException {
        String inp = corpus("BEISPIEL-ep-01");
        assertEquals(0, run(inp, Files.readString(CORPUS.resolve("BEISPIEL-ep-01.out"), java.nio.charset.StandardCharsets.ISO_8859_1)));
        assertVerdicts("CONFIRMED 1.f2-f4!", "CONFIRMED 1.Lh4*g5?", "CONFIRMED 1.Sg6*f8?", "CONFIRMED 1.c7-c8=D?", "CONFIRMED 1.c7-c8=S+?");
    }

    // TESTS-battle_play-06 (#2): two keys, 1.Ka6-b6! and the short mate 1.Se8-c7#!

    @Test
    void cookedDirectmateKeyMissing() throws IOException {
        assertEquals(1, run(corpus("TESTS-battle_play-06"), "1.Kb6! threat 2.Nc7#\n"));
        assertVerdicts("CONFIRMED 1.Kb6!", "MISSING 1.Se8-c7");
    }

    // BEISPIEL-hopper-18 (Nedeianu, h#2, kangaroos and a dragon; twin rotate 270):
    // a) 1.KAa8xd5 Ke1-d2 2.b7-b6 DEe2-c2#, b) 1.KAh6xe6 Ka4-b3 2.g6-g5 DEb4-b2#

    @Test
    void fairyPiecesByPopeyeCodes() throws IOException {
        assertEquals(0, run(corpus("BEISPIEL-hopper-18"), "a) 1.KAa8*d5 Ke1-d2 2.b7-b6 DEe2-c2#\nb) 1.KAh6xe6 Kb3 2.g5 DEb2#\n"));
        assertVerdicts("CONFIRMED a)", "CONFIRMED b)");
    }

    @Test
    void fairyPieceIllegalMove() throws IOException {
        assertEquals(1, run(corpus("BEISPIEL-hopper-18"), "a) 1.KAa8-b6 Ke1-d2 2.b7-b6 DEe2-c2#\nb) 1.KAh6xe6 Kb3 2.g5 DEb2#\n"));
        assertVerdicts("REFUTED a) 1.KAa8-b6", "MISSING a)", "CONFIRMED b)");
    }

    // problems/crosscheck/h2-grasshopper-promotion.txt (French): Popeye 4.104 gives
    // 1.h5-h4 Sd1-d5 2.b2-b1=F Cd4-b3# and 1.h5-h4 Sd1-d5 2.b2-b1=S Cd4-b3# (S: grasshopper)

    @Test
    void grasshopperPromotionCook() throws IOException {
        assertEquals(1, run("problems/crosscheck/h2-grasshopper-promotion.txt", "1.h4 Sd5 2.b1=S Cb3\u2260\n"));
        assertVerdicts("CONFIRMED 1.h4 Sd5 2.b1=S Cb3", "MISSING 1.h5-h4 Sd1-d5 2.b2-b1=F");
    }

    @Test
    void promotionToAQueenIsNoSolution() throws IOException {
        assertEquals(1, run("problems/crosscheck/h2-grasshopper-promotion.txt",
                "1.h4 Sd5 2.b1=D Cb3\u2260\n1.h4 Sd5 2.b1=F Cb3\u2260\n1.h4 Sd5 2.b1=S Cb3\u2260\n"));
        assertVerdicts("REFUTED 1.h4 Sd5 2.b1=D Cb3", "CONFIRMED", "CONFIRMED");
    }

    // problems/crosscheck/m2-two-keys.txt: Popeye 4.104 gives two keys, the short mate 1.Qh1-h8#! and
    // 1.Kd6-c7! threat 2.Qxb7#, 2.Qh8#; 1...a5 (a6) 2.Qxb7#

    @Test
    void directmateKeysInEnglish() throws IOException {
        assertEquals(0, run("problems/crosscheck/m2-two-keys.txt", "1.Qh8#!\n1.Kc7! (2.Qxb7#) 1...a5 2.Qxb7# 1...a6 2.Qxb7#\n"));
        assertVerdicts("CONFIRMED 1.Qh8#!", "CONFIRMED 1.Kc7!");
    }

    @Test
    void directmateKeyAloneLacksTheCook() throws IOException {
        assertEquals(1, run("problems/crosscheck/m2-two-keys.txt", "1.Kc7!\n"));
        assertVerdicts("CONFIRMED 1.Kc7!", "MISSING 1.Qh1-h8");
    }

    @Test
    void directmateWrongKeyCapture() throws IOException {
        // 1.Qxb7+ Kxb7 and White has no mate
        assertEquals(1, run("problems/crosscheck/m2-two-keys.txt", "1.Qxb7+!\n"));
        List<String> lines = verdicts();
        assertEquals(3, lines.size(), out.toString());
        assertEquals("REFUTED 1.Qxb7+!: refuted by 1...Ka8xb7!", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("MISSING 1.Kd6-c7")), out.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("MISSING 1.Qh1-h8")), out.toString());
    }

    @Test
    void wrongThreatIsNamed() throws IOException {
        assertEquals(1, run("problems/crosscheck/m2-two-keys.txt", "1.Kc7! (2.Qa1#)\n1.Qh8#\n"));
        assertVerdicts("REFUTED 1.Kc7!: 1.Kc7 threat 2.Qa1#: not mate", "CONFIRMED 1.Qh8#");
    }

    @Test
    void germanKeyWithVariations() throws IOException {
        assertEquals(0, run("problems/crosscheck/m2-two-keys.txt", "1.Dh8#!\n1.Kc7! (2.Dxb7#) 1...a5 2.Dxb7#\n"));
        assertTrue(out.toString().contains("German"), out.toString());
    }

    @Test
    void winChloeStyleWithPositionAboveAndThreatInBrackets() throws IOException {
        assertEquals(0, run("problems/crosscheck/m2-two-keys.txt",
                "Blancs: Rd6 Dh1 Noirs: Ra8 Pa7 Pb7\n#2\n1.Dh1-h8\u2260 !\n1.Rd6-c7 ! [2.Dh1\u00d7b7\u2260]\n1...a7-a5 2.Dh1\u00d7b7\u2260\n"));
        assertVerdicts("CONFIRMED 1.Dh1-h8", "CONFIRMED 1.Rd6-c7");
    }

    @Test
    void unreadableMoveIsAnInputErrorWithItsLine() throws IOException {
        assertEquals(2, run("problems/crosscheck/m2-two-keys.txt", "Solution:\n1.Kz9!\n"));
        assertTrue(err.toString().contains("claim.txt:2: not a move: Kz9!"), err.toString());
    }

    @Test
    void figurineAlgebraicWithBlackGlyphsAndPawnGlyph() throws IOException {
        // the same solutions as above: 1.Rg8 O-O-O 2.Rf8 Rhe1#, 1.Bd2+ Kxd2 2.O-O Rg1#
        assertEquals(0, run(corpus("BEISPIEL-castling-21"),
                "a) 1.\u265cg8 O-O-O 2.\u265cf8 \u2656he1#\nb) 1.\u265dd2+ \u2654xd2 2.O-O \u2656g1#\n"));
        assertVerdicts("CONFIRMED a)", "CONFIRMED b)");
        assertTrue(out.toString().contains("figurine"), out.toString());
    }

    // problems/crosscheck/h2-grasshopper-promotion.txt (h#2, French): py 4.104 gives
    // 1.h5-h4 Sd1-d5 2.b2-b1=F Cd4-b3 # and 1.h5-h4 Sd1-d5 2.b2-b1=S Cd4-b3 # (S sauterelle, C cavalier)

    @Test
    void figurineGrasshopperIsTheTurnedQueen() throws IOException {
        assertEquals(1, run("problems/crosscheck/h2-grasshopper-promotion.txt",
                "1.h4 \ud83e\ude25d5 2.b1=\ud83e\ude1f \u265eb3#\n1.h4 \ud83e\ude1fd5 2.b1=\u2655 \u2658b3#\n"));
        // the second line promotes to a queen, which does not mate
        assertVerdicts("CONFIRMED 1.h4", "REFUTED 1.h4", "MISSING 1.h5-h4 Sd1-d5 2.b2-b1=F");
    }

    @Test
    void spanishAndDutchLettersForTheOrthodoxPieces() throws IOException {
        // A (alfil) and C (caballo); fairy pieces by Popeye's English codes (G grasshopper)
        assertEquals(0, run("problems/crosscheck/h2-grasshopper-promotion.txt", "1.h4 Gd5 2.b1=A Cb3#\n1.h4 Gd5 2.b1=G Cb3#\n"));
        assertTrue(out.toString().contains("Spanish"), out.toString());
        out.getBuffer().setLength(0);
        // L (loper) and P (paard)
        assertEquals(0, run("problems/crosscheck/h2-grasshopper-promotion.txt", "1.h4 Gd5 2.b1=L Pb3#\n1.h4 Gd5 2.b1=G Pb3#\n"));
        assertTrue(out.toString().contains("Dutch"), out.toString());
    }

    @Test
    void claimWithoutMovesIsAnInputError() throws IOException {
        assertEquals(2, run("problems/crosscheck/m2-two-keys.txt", "no solution given\n"));
        assertTrue(err.toString().contains("claim.txt:1:"), err.toString());
    }
}
