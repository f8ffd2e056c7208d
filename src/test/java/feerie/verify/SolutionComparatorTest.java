package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SolutionComparatorTest {
    private static final String HEADER = """

            +---a---b---c---d---e---f---g---h---+
            |                                   |
            8   .   .   .   .   .   .   .   .   8
            +---a---b---c---d---e---f---g---h---+
              #3                          8 + 2

            """;

    private static final String TREE = HEADER + """
               1.Df8-e7 ! Drohung:
                      2.Ta1-a3 Zugzwang.
                          2...Ke5*e4
                              3.De7*e6 #
                      2.Th1-h3 Zugzwang.
                          2...Ke5*e4
                              3.De7*e6 #
                  1...Ke5*e4
                      2.De7*e6 +
                          2...Ke4-d3
                              3.0-0-0 #
                          2...Ke4-f3
                              3.0-0 #


            Loesung beendet.
            """;

    @Test
    void identicalTextsMatch() {
        assertTrue(SolutionComparator.compare(TREE, TREE).matches());
    }

    @Test
    void reorderedVariationsAndBlanksMatch() {
        String reordered = HEADER + """
                   1.Df8-e7 !   Drohung:
                          2.Th1-h3 Zugzwang.
                              2...Ke5*e4
                                  3.De7*e6 #
                          2.Ta1-a3 Zugzwang.
                              2...Ke5*e4
                                  3.De7*e6 #
                      1...Ke5*e4
                          2.De7*e6 +
                              2...Ke4-f3
                                  3.0-0 #
                              2...Ke4-d3
                                  3.0-0-0 #
                Time = 0.01 s

                Loesung beendet.
                """;
        SolutionComparator.Result r = SolutionComparator.compare(TREE, reordered);
        assertTrue(r.matches(), r.difference());
    }

    @Test
    void missingVariationIsAMismatch() {
        String missing = TREE.replace("""
                                  2...Ke4-f3
                                      3.0-0 #
                    """, "");
        SolutionComparator.Result r = SolutionComparator.compare(TREE, missing);
        assertFalse(r.matches());
        assertTrue(r.difference().contains("2...Ke4-f3"), r.difference());
    }

    @Test
    void changedMoveIsAMismatch() {
        SolutionComparator.Result r = SolutionComparator.compare(TREE, TREE.replace("3.0-0-0 #", "3.0-0-0 +"));
        assertFalse(r.matches());
        assertTrue(r.difference().contains("3.0-0-0 #"), r.difference());
    }

    @Test
    void helpmateSolutionsInAnyOrderAndStatisticsIgnored() {
        String expected = HEADER + """
                a)\s

                0 moegliche Stellungen in 1+1
                  1.c4-c3 Ke2-d1 =
                  1.c4-c3 Dh1-d1 =
                48 moegliche Stellungen in 2+2

                b) sSa2 \s

                  1.c4-c3 Ke2-d1 =

                Loesung beendet.
                """;
        String actual = HEADER + """
                a)\s
                  1.c4-c3 Dh1-d1 =
                  1.c4-c3 Ke2-d1 =
                12 potential positions in 2+2
                b) sSa2
                  1.c4-c3 Ke2-d1 =

                Loesung beendet.
                """;
        SolutionComparator.Result r = SolutionComparator.compare(expected, actual);
        assertTrue(r.matches(), r.difference());
        SolutionComparator.Result wrongTwin = SolutionComparator.compare(expected,
                actual.replace("b) sSa2\n  1.c4-c3 Ke2-d1 =", "b) sSa2\n  1.c4-c3 Dh1-d1 ="));
        assertFalse(wrongTwin.matches());
        assertTrue(wrongTwin.difference().startsWith("twin b) sSa2"), wrongTwin.difference());
    }

    /** The duplex half of BEISPIEL-intell-106 (ser-#7, intelligent 2) as Popeye printed it, shortened. */
    private static final String POPEYE_PARTIAL = HEADER + """
              1.Ka4-b5   2.Kb5-c6   3.Kc6-d7   4.Kd7-e8   5.Ke8-f8   6.Tc3-h3 #
              1.Ka4-b3   2.Kb3*c2   3.Kc2-d3   4.Kd3-e4   5.Ke4-f5   6.Kf5-g6   7.Tc3-c8 #
            Partielle Loesung
            """;
    /** A solution line of the same problem Popeye left out (it keeps two per final position). */
    private static final String LEFT_OUT = "  1.Ka4-b4   2.Kb4-c4   3.Kc4-d5   4.Kd5-e6   5.Ke6-f7   6.Tc3-h3 #\n";

    @Test
    void popeyesPartialSolutionWithinOurFinishedOneMatches() {
        String ours = POPEYE_PARTIAL.replace("Partielle Loesung\n", LEFT_OUT + "\nLoesung beendet.\n");
        SolutionComparator.Result r = SolutionComparator.compare(POPEYE_PARTIAL, ours);
        assertTrue(r.matches(), r.difference());
        assertTrue(r.contained());
    }

    @Test
    void ourFinishedSolutionMissingALineOfPopeyesPartialOneIsAMismatch() {
        String ours = POPEYE_PARTIAL.replace("Partielle Loesung\n", "Loesung beendet.\n")
                .replace("  1.Ka4-b5   2.Kb5-c6   3.Kc6-d7   4.Kd7-e8   5.Ke8-f8   6.Tc3-h3 #\n", LEFT_OUT);
        SolutionComparator.Result r = SolutionComparator.compare(POPEYE_PARTIAL, ours);
        assertFalse(r.matches());
        assertTrue(r.difference().contains("5.Ke8-f8"), r.difference());
    }

    @Test
    void twoPartialSolutionsMustBeEqual() {
        // both stopped early (MaxSolutions, StopOnShortSolutions): the same lines are asked for
        String ours = POPEYE_PARTIAL.replace("Partielle Loesung\n", LEFT_OUT + "Partielle Loesung\n");
        assertFalse(SolutionComparator.compare(POPEYE_PARTIAL, ours).matches());
    }

    @Test
    void equalPartialSolutionsMatchExactly() {
        SolutionComparator.Result r = SolutionComparator.compare(POPEYE_PARTIAL, POPEYE_PARTIAL);
        assertTrue(r.matches());
        assertFalse(r.contained());
    }

    @Test
    void aFinishedPopeyeSolutionIsNeverMatchedByASuperset() {
        String popeye = POPEYE_PARTIAL.replace("Partielle Loesung", "Loesung beendet.");
        String ours = popeye.replace("Loesung beendet.\n", LEFT_OUT + "Loesung beendet.\n");
        assertFalse(SolutionComparator.compare(popeye, ours).matches());
    }
}
