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
}
