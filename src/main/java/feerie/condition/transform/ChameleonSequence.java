package feerie.condition.transform;

import feerie.condition.Condition;
import java.util.List;
import java.util.Map;

/**
 * ChameleonSequence: the walks the chameleon units (the attribute Chameleon) go through, instead
 * of knight, bishop, rook, queen ({@code ChameleonSequence q r b s q}: a queen becomes a rook ...).
 * The position's table takes it at set-up; the change itself is the attribute's.
 */
final class ChameleonSequence implements Condition {
    private final String name;
    private final Map<String, String> sequence;

    ChameleonSequence(String name, List<String> words) {
        this.name = name;
        this.sequence = ChameleonChess.sequence(name, words);
    }

    @Override
    public String name() { return name; }

    @Override
    public Map<String, String> chameleonSequence() { return sequence; }
}
