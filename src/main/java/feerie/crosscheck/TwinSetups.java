package feerie.crosscheck;

import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.solve.Setup;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The positions of a problem's twins by the label Popeye gives them: "" when there are no twins,
 * else "a", "b", ... (the diagram is "a" unless the problem has a zero position).
 */
public final class TwinSetups {
    private TwinSetups() {}

    public static Map<String, Setup> of(Problem problem) {
        java.util.List<Setup> setups = new java.util.ArrayList<>();
        Setup previous = new Setup(problem);
        if (!problem.zeroPosition()) setups.add(previous);
        for (Twin twin : problem.twins()) {
            Setup s = twin.continued() ? previous.copy() : new Setup(problem);
            s.apply(twin);
            previous = s;
            setups.add(s);
        }
        Map<String, Setup> byLabel = new LinkedHashMap<>();
        if (setups.size() == 1) {
            byLabel.put("", setups.get(0));
        } else {
            for (int i = 0; i < setups.size(); i++) byLabel.put(label(i), setups.get(i));
        }
        return byLabel;
    }

    /** a..y, then z1, z2, ... */
    static String label(int i) { return i < 25 ? String.valueOf((char) ('a' + i)) : "z" + (i - 24); }
}
