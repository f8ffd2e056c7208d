package feerie.condition.circe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Circe family against Popeye's own output: each problem of the conditions corpus
 * ({@code ../shared/corpus/popeye-conditions/ID.inp}) is solved and compared with the
 * {@code ID.out} next to it, read at test time (skipped when the corpus is absent). One problem
 * per rule it shows.
 */
class CirceCorpusTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye-conditions");

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "BEISPIEL-duplex-01 | PWC: a pawn reborn on its promotion rank promotes, one move per piece ([+wBb8=D])",
        "BEISPIEL-duplex-03 | PWC: the rebirth promotion of a black pawn ([+sBb1=T])",
        "BEISPIEL-cham-15 | PWC: promotion choices include the chameleon pieces ([+sBf1=D=c])",
        "BEISPIEL-duplex-04 | Mirror Circe: a neutral unit is reborn neutral ([+nDd8])",
        "BEISPIEL-halbneut-10 | Circe: a HalfNeutral unit keeps its attribute ([+nhnTa1])",
        "BEISPIEL-stip-30 | Circe: neutral rebirth, then the reborn unit captured again",
        "BEISPIEL-stip-05 | Circe: a rook reborn in its corner may castle with the king on e1 (h00, set play after the pass)",
        "BEISPIEL-stip-15 | Circe: castling after a rook's rebirth, ser-00",
        "BEISPIEL-parrain-01 | Parrain Circe: rebirth one move later, the next move's vector away",
        "BEISPIEL-parrain-09 | Parrain Circe",
        "TESTS-anticirce-04 | AntiCirce Parrain: the capturer moved aside after the next move ([bBb2->c1])",
        "REGRESSIONS-4_69_to_4_71-23 | Circe Parrain",
        "BEISPIEL-assass-01 | Circe Assassin: a rebirth removes the occupant, unwritten",
        "BEISPIEL-assass-05 | Circe Assassin: battle play",
        "TESTS-circe-10 | Circe Mirror Assassin: a king is checked by a rebirth on its square",
        "TESTS-circe-11 | AntiCirce Assassin",
        "TESTS-circe-12 | AntiCirce Assassin: check by the capturer's rebirth",
        "BEISPIEL-circe-08 | Circe RexInclusive: a king that would be reborn is not in check",
        "TESTS-anticirce-09 | AntiCirce Diametral",
        "TESTS-circe-21 | Circe VerticalMirror RexInclusive",
        "BEISPIEL-antisup-01 | AntiSuper Circe: a king reborn at home castles with the rook in its corner",
        "BEISPIEL-antisup-02 | AntiSuper Circe: every empty square, a reborn pawn promotes, a promotion's capture may go to h8",
        "EXAMPLES-antisup-02 | AntiSuper Circe: [bPb6->e1=Q]",
        "TESTS-anticirce-14 | AntiCirce Super Relaxed: also no rebirth, and the capture square itself",
        "REGRESSIONS-4_63_to_4_65-31 | Super Circe: the refutation by a rebirth of one's choice",
        "BEISPIEL-cirsquar-08 | Diagram Circe: a unit is reborn on its diagram square, followed through the moves",
        "BEISPIEL-cirsquar-12 | Diagram Circe",
        "TESTS-circe-02 | Diagram AntiCirce",
        "TESTS-danger_circe-01 | Danger Circe: an observed unit may go to its rebirth square, capturing there",
        "EXAMPLES-danger_circe-04 | Danger Circe: a king in check goes home (Ka8-e8)",
        "EXAMPLES-danger_circe-09 | Danger Circe: battle play, the danger move gives check",
        "BEISPIEL-cirpiece-05 | Circe Clone: the captured unit comes back with the capturer's walk",
        "BEISPIEL-cirpiece-09 | Circe Clone",
        "BEISPIEL-cirpiece-04 | Chameleon Circe",
        "BEISPIEL-cirsquar-17 | Couscous Circe: the capturer's rebirth square, a pawn there promotes ([+sBd1=T])",
        "TESTS-anticirce-08 | AntiCirce Couscous: the captured unit's square for the capturer ([wPb4->b8=Q])",
        "BEISPIEL-dblagent-01 | Circe Double Agents: reborn on the other side's square, then it changes sides ([+wBa7=s])",
        "BEISPIEL-dblagent-03 | Circe Turncoats ([+sTh8=w])",
        "TESTS-circe-14 | Circe Volcanic: the unit waits below the occupied square ([+wSg1->v]), comes up when it is left",
        "REGRESSIONS-4_83_to_4_85-07 | Circe Volcanic: below the capturer on the capture square",
        "BEISPIEL-circe-16 | Circe Volcanic: the rebirth is written before the unit coming up",
        "TESTS-circe-13 | Circe Parachute: the reborn unit lands, the occupant waits below",
        "BEISPIEL-circe-13 | Circe Parachute: units pile up below a square, the last to go below comes up first ([+sKh1], then [+wTh1], [+wKh1])",
        "TESTS-anticirce-05 | AntiCirce Parachute",
        "REGRESSIONS-4_69_to_4_71-22 | AntiCirce Parachute: a unit comes up below the square the reborn capturer left",
        "TESTS-circe-28 | Circe CaptureSquare WaitCapture: the unit captured before comes back at the next capture",
        "BEISPIEL-cirsquar-23 | Circe CaptureSquare WaitCapture: battle play, an en passant victim comes back on its square",
        "BEISPIEL-cirsquar-26 | Circe CaptureSquare WaitCapture: the waiting unit is part of the position for the tables",
        "BEISPIEL-anticir-52 | AntiCirce: a target square is reached only where the capturer ends, after its rebirth",
        "BEISPIEL-anticir-54 | AntiCirce: an exchange made by the capturer's rebirth (ser-<>3)",
        "TESTS-circe-18 | Circe Strict is tested at the rebirth: AntiCirce's capturer took the square first",
        "EXAMPLES-circetakemake-05 | Circe Take&Make: the captured unit is reborn by a move of its own from the capture square",
        "REGRESSIONS-4_63_to_4_65-33 | Circe Take&Make: a capture whose unit has no move to be reborn by is no refutation",
        "REGRESSIONS-4_51_to_4_53-21 | Cage Circe: a rook whose king stays in check is caged; it castles after its rebirth",
        "TESTS-circe-17 | Circe Cage Volcanic: an occupied square is a cage when the unit there would be caged ([+wBh8->v])",
        "BEISPIEL-circe-09 | goal ctr: a unit reborn on its diagram square (sctr1)",
        "REGRESSIONS-4_63_to_4_65-10 | MarsCirce: a Berolina pawn observes from its rebirth square on its second rank",
        "TESTS-circe-22 | Circe Chameleon with a list of walks (S Q R B S), written Q->R->B->S->Q in the twin heading",
        "TESTS-circe-15 | Circe Couscous Volcanic: a pawn reborn below its promotion square promotes ([+wPc8=Q->v]), the queen comes up",
        "TESTS-circe-23 | Circe Volcanic, Parachute: a unit of the diagram displaced by a later one on its square waits below it",
        "TESTS-circe-09 | AntiCirce: a locust's rebirth square is found from its victim's square ([wLf5->e8])",
        "TESTS-circe-24 | Circe April S: only the listed walks are reborn",
        "TESTS-circe-26 | Circe Einstein, ReversalEinstein: the reborn unit one step down or up the scale",
        "BEISPIEL-april-01 | AprilChess (Circe Super April) with a German piece code",
        "BEISPIEL-circe-10 | goal ctr under Parrain: the unit taken the move before comes home",
        "BEISPIEL-circe-11 | goal <>r: a unit reborn on the square of one that stands on its own (s<>r2)",
    })
    void matchesPopeye(String id, String rule) {
        Path inp = CORPUS.resolve(id + ".inp");
        Assumptions.assumeTrue(Files.isRegularFile(inp), "corpus not present: " + inp);
        var results = new Verifier(null, TimeUnit.SECONDS.toNanos(30)).verifyFile(inp, inp);
        for (var r : results) assertEquals(Verifier.Verdict.OK, r.verdict(), r.toString());
    }
}
