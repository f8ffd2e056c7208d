package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Option Try (and Defence, which asks for tries too) shows nothing in a direct mate in one, as
 * Popeye says in REGRESSIONS-4_55_to_4_57-10 ("option Try only applicable in direct stipulations
 * in >1 and self and reflex stipulations"); a selfmate in one shows its tries. Expected outputs
 * from Popeye 4.104 ({@code py -regression}); the first position was a difference found by
 * {@code feerie diff --seed 21}.
 */
class NoTriesInMateInOneTest {
    @Test
    void mateInOneShowsOnlyTheKey() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kf6 qe1 rg1 black kh8 bc8
                stipulation #1
                option Try Defence 2
                end
                """, """
                  #1                          3 + 2

                   1.Qe1-h4 # !


                solution finished.
                """);
    }

    @Test
    void selfmateInOneShowsItsTries() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kf6 qe1 rg1 black kh8 bc8
                stipulation s#1
                option Try
                end
                """, """
                  s#1                         3 + 2

                   1.Qe1-e8 + ?
                    but
                      1...Kh8-h7 !


                solution finished.
                """);
    }
}
