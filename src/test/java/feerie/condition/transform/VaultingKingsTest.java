package feerie.condition.transform;

import feerie.condition.ConditionCorpus;
import org.junit.jupiter.api.Test;

/** VaultingKings: a king in check moves also as an equihopper, or as the walks listed. */
class VaultingKingsTest {
    /** Popeye's corpus: the equihopper by default, a camel ("ca"), a grasshopper ("g"). */
    @Test
    void corpus() {
        ConditionCorpus.assertMatchesPopeye("EXAMPLES-vaulting-07");
        ConditionCorpus.assertMatchesPopeye("EXAMPLES-vaulting-02");
        ConditionCorpus.assertMatchesPopeye("EXAMPLES-vaulting-05");
    }

    /** The checked king: its own steps and the camel's (h2 is guarded). Expected: py 4.104. */
    @Test
    void checkedKingVaults() {
        ConditionCorpus.assertLines("begin\npieces white ke1 black ka8 rh1\nstip ~1\ncond vault ca\nopt nobk\nend\n",
                "1.Ke1-f2 !", "1.Ke1-d2 !", "1.Ke1-e2 !", "1.Ke1-f4 !", "1.Ke1-d4 !", "1.Ke1-b2 !");
    }

    /** A king not in check is a king. Expected: py 4.104. */
    @Test
    void uncheckedKingDoesNot() {
        ConditionCorpus.assertLines("begin\npieces white ke1 pe2 black ka8 rh8\nstip ~1\ncond vault ca\nopt nobk\nend\n",
                "1.Ke1-f2 !", "1.Ke1-d2 !", "1.Ke1-d1 !", "1.Ke1-f1 !", "1.e2-e4 !", "1.e2-e3 !");
    }
}
