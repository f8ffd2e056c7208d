package feerie.condition.circe;

import static feerie.PopeyeExpectation.assertSolves;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Circe rules checked against runs of Popeye 4.104 ({@code ../shared/reference/popeye/py}) on
 * positions of our own: each expected output below is py's, pasted as it printed it.
 */
class CircePopeyeRunsTest {
    /** Rank Circe: on the capture's rank, the home file whose square has the capture square's colour. */
    @Test
    void rankCirce() {
        assertSolves("""
                begin
                pieces white rd6d5 sc3f3c4f4 black re3e4 sc6f6c5f5
                stip x1
                condition circe rank
                option nowk nobk
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .  -S   R   .  -S   .   .   6
                |                                   |
                5   .   .  -S   R   .  -S   .   .   5
                |                                   |
                4   .   .   S   .  -R   S   .   .   4
                |                                   |
                3   .   .   S   .  -R   S   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   .   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  x1                          6 + 6
                             Circe Rank

                   1.Sc3*e4[+bRa4] x !

                   1.Sc4*e3[+bRa3] x !

                   1.Rd5*c5[+bSg5] x !

                   1.Rd5*f5[+bSb5] x !

                   1.Rd6*c6[+bSg6] x !

                   1.Rd6*f6[+bSb6] x !


                solution finished.
                """);
    }

    /** Chameleon Circe: the captured unit is reborn as the next of S, B, R, Q, on that piece's square (py: knight on b2 to [+bBf8]). */
    @Test
    void chameleonCirce() {
        String[][] runs = {{"sb2", "1.Qa1*b2[+bBf8] x !"}, {"rb2", "1.Qa1*b2[+bQd8] x !"}, {"bb2", "1.Qa1*b2[+bRh8] x !"},
            {"qb2", "1.Qa1*b2[+bSb8] x !"}, {"pb2", "1.Qa1*b2[+bPb7] x !"}};
        for (String[] run : runs) {
            Problem p = (Problem) ProblemReader.read("begin\npieces white qa1 black " + run[0]
                    + "\nstip x1\ncondition chameleoncirce\noption nowk nobk\nend\n", "test").get(0);
            String text = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30)).text();
            assertTrue(text.contains(run[1]), run[0] + ": " + text);
        }
    }

    /**
     * Circe Take&Make: the captured unit is reborn by a move of its own from the capture square to
     * an empty square, the capturer's square left empty; a knight hemmed in (a8: b6, c7 taken) cannot
     * be captured; a pawn on its second rank may go two squares.
     */
    @Test
    void circeTakeAndMake() {
        assertSolves("""
                begin
                pieces white ka2 rd1 ra1 bh8 pb6c7f6 black kh4 sa8 sd7 pg7 pe5
                condition CirceTake&Make
                stip x1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8  -S   .   .   .   .   .   .   B   8
                |                                   |
                7   .   .   P  -S   .   .  -P   .   7
                |                                   |
                6   .   P   .   .   .   P   .   .   6
                |                                   |
                5   .   .   .   .  -P   .   .   .   5
                |                                   |
                4   .   .   .   .   .   .   .  -K   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   K   .   .   .   .   .   .   .   2
                |                                   |
                1   R   .   .   R   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  x1                          7 + 5
                           Circe Take&Make

                   1.Rd1*d7[+bSb8] x !

                   1.Rd1*d7[+bSf8] x !

                   1.Rd1*d7[+bSc5] x !

                   1.f6*g7[+bPg6] x !

                   1.f6*g7[+bPg5] x !

                   1.Bh8*g7[+bPg6] x !

                   1.Bh8*g7[+bPg5] x !


                solution finished.


                """);
    }

    /**
     * Cage Circe: the captured unit is reborn where it has no move without capture, the capturing
     * side choosing; a pawn on its promotion rank only as a piece caged there ({@code [+bPg1=S]});
     * a queen without a cage is not reborn ({@code f3*e4}).
     */
    @Test
    void cageCirce() {
        assertSolves("""
                begin
                pieces white ka1 pc6 pg2e2f3 black kh8 pb7a7 ph3 qe4
                condition CageCirce
                stip x1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .  -K   8
                |                                   |
                7  -P  -P   .   .   .   .   .   .   7
                |                                   |
                6   .   .   P   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .   .   .   .  -Q   .   .   .   4
                |                                   |
                3   .   .   .   .   .   P   .  -P   3
                |                                   |
                2   .   .   .   .   P   .   P   .   2
                |                                   |
                1   K   .   .   .   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  x1                          5 + 5
                             Circe Cage

                   1.g2*h3[+bPg1=S] x !

                   1.g2*h3[+bPa2] x !

                   1.g2*h3[+bPe3] x !

                   1.g2*h3[+bPf4] x !

                   1.g2*h3[+bPh4] x !

                   1.g2*h3[+bPe5] x !

                   1.g2*h3[+bPc7] x !

                   1.g2*h3[+bPa8] x !

                   1.g2*h3[+bPb8] x !

                   1.f3*e4 x !

                   1.c6*b7[+bPf1=B] x !

                   1.c6*b7[+bPg1=S] x !

                   1.c6*b7[+bPh1=B] x !

                   1.c6*b7[+bPa2] x !

                   1.c6*b7[+bPe3] x !

                   1.c6*b7[+bPg3] x !

                   1.c6*b7[+bPf4] x !

                   1.c6*b7[+bPh4] x !

                   1.c6*b7[+bPe5] x !

                   1.c6*b7[+bPa8] x !

                   1.c6*b7[+bPb8] x !


                solution finished.


                """);
    }

    /** Circe: a Berolina pawn is reborn as a pawn is, on its second rank on the file of capture. */
    @Test
    void berolinaPawnRebornAsPawn() {
        assertSolves("""
                begin
                pieces white ka1 re1 bpd5 black kh8 bpe4 bpd6
                condition Circe
                stip x1
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8   .   .   .   .   .   .   .  -K   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .   . -BP   .   .   .   .   6
                |                                   |
                5   .   .   .  BP   .   .   .   .   5
                |                                   |
                4   .   .   .   . -BP   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   K   .   .   .   R   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  x1                          3 + 3
                                Circe

                   1.Re1*e4[+bBPe7] x !

                   1.BPd5*d6[+bBPd7] x !


                solution finished.


                """);
    }

    /** Circe Clone: a promoting pawn's victim is reborn as a pawn, the capturer's walk before the move (py). */
    @Test
    void cloneOfAPromotingPawnIsAPawn() {
        Problem p = (Problem) ProblemReader.read("begin\npieces white ka1 pb7 black kh8 sa8\nstip x1\ncondition CirceClone\nend\n", "test").get(0);
        String text = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30)).text();
        for (String line : new String[] {"1.b7*a8=Q[+bPa7] + x !", "1.b7*a8=S[+bPa7] x !", "1.b7*a8=R[+bPa7] + x !", "1.b7*a8=B[+bPa7] x !"})
            assertTrue(text.contains(line), line + ": " + text);
    }

    /**
     * A pawn of another kind (Berolina, super, Berolina super) reborn on its promotion rank promotes
     * too, as Popeye's pawns all do (py 4.104; Q and R would check the white king on h1).
     */
    @Test
    void fairyPawnRebornOnItsPromotionRankPromotes() {
        assertSolves("""
                begin
                pieces white Kh1 Qd4 black Ka8 BPd5 SPc4 BSe4
                stipulation x1
                condition Circe Couscous
                end
                """, """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8  -K   .   .   .   .   .   .   .   8
                |                                   |
                7   .   .   .   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   . -BP   .   .   .   .   5
                |                                   |
                4   .   . -SP   Q -BS   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   .   .   .   .   K   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  x1                          2 + 4
                           Circe Couscous

                   1.Qd4*c4[+bSPd1=S] x !

                   1.Qd4*c4[+bSPd1=B] x !

                   1.Qd4*d5[+bBPd1=S] + x !

                   1.Qd4*d5[+bBPd1=B] + x !

                   1.Qd4*e4[+bBSd1=S] x !

                   1.Qd4*e4[+bBSd1=B] x !


                solution finished.
                """);
    }

    /**
     * GlasgowChess beside Circe Diametral or VerticalMirror: the square moved to the promotion
     * rank last, after the mirror (the queen of d1 reborn on e7, not e8).
     */
    @Test
    void glasgowAfterDiametralAndVerticalMirror() {
        String input = """
                begin
                option noboard
                condition circe diametralcirce glasgowchess
                pieces white kh1 qd1 pa7 rd5 bg5 black ka8 rd8 pb2 ph5 sf3 qe5 bg6
                stipulation ser-h#2
                twin condition circe verticalmirror glasgowchess
                end
                """;
        // py 4.104
        assertSolves(input, """
                a)\s

                  1.Bg6-c2   2.Bc2*d1[+wQe7] Qe7-b7 #

                b) Circe VerticalMirror
                   GlasgowChess \s

                  1.Qe5-g3   2.Rd8*d5[+wRa1] Qd1*d5[+bRh8] #
                  1.Qe5-f4   2.Rd8*d5[+wRa1] Qd1*d5[+bRh8] #
                  1.Qe5-h8   2.Rd8*d5[+wRa1] Qd1*d5 #
                  1.Qe5-e2   2.Rd8*d5[+wRa1] Qd1*d5[+bRh8] #
                  1.Qe5-e3   2.Rd8*d5[+wRa1] Qd1*d5[+bRh8] #
                  1.Qe5*d5[+wRa1]   2.Rd8-e8 Qd1*d5 #
                  1.Rd8*d5[+wRa1]   2.Qe5-g3 Qd1*d5[+bRh8] #
                  1.Rd8*d5[+wRa1]   2.Qe5-f4 Qd1*d5[+bRh8] #
                  1.Rd8*d5[+wRa1]   2.Qe5-h8 Qd1*d5 #
                  1.Rd8*d5[+wRa1]   2.Qe5-e2 Qd1*d5[+bRh8] #
                  1.Rd8*d5[+wRa1]   2.Qe5-e3 Qd1*d5[+bRh8] #
                  1.Rd8-e8   2.Qe5*d5[+wRa1] Qd1*d5 #

                solution finished.
                """);
    }
}
