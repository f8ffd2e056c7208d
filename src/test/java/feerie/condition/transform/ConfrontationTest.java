package feerie.condition.transform;

import feerie.condition.ConditionCorpus;
import org.junit.jupiter.api.Test;

/** FaceToFace, BackToBack, CheekToCheek: a unit confronted by an enemy moves with the enemy's walk. */
class ConfrontationTest {
    @Test
    void faceToFace() {
        ConditionCorpus.assertMatchesPopeye("EXAMPLES-facetoface-01");
        ConditionCorpus.assertMatchesPopeye("EXAMPLES-facetoface-03");
    }

    @Test
    void backToBack() { ConditionCorpus.assertMatchesPopeye("REGRESSIONS-4_67_to_4_69-06"); }

    @Test
    void cheekToCheek() { ConditionCorpus.assertMatchesPopeye("EXAMPLES-facetoface-06"); }
}
