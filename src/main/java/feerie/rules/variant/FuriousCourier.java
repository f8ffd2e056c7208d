package feerie.rules.variant;

import java.util.Map;

/**
 * Furious Courier (Nuno Cruz; seed 004): Courier 'de la Dama' with the Sage renamed Guard, the
 * Fool replaced by a second Guard and the Bishops by Scouts (crooked bishops, no first-move leap).
 */
public final class FuriousCourier extends CourierDeLaDama {
    public static final FuriousCourier RULES = new FuriousCourier();

    /** Letters: k king, q queen, r rook, n knight, c Courier, s Scout, g Guard, p pawn. */
    private static final Map<Character, String> LETTERS = Map.of(
            'k', "courierking", 'q', "queen", 'r', "rook", 'n', "knight", 'c', "bishop",
            's', "boyscout", 'g', "commoner", 'p', "pawn");

    private FuriousCourier() {}

    @Override
    public String name() { return "furiouscourier"; }

    @Override
    public Map<Character, String> fenLetters() { return LETTERS; }

    @Override
    public String startFen() {
        return "rnscgkqgcsnr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNSCGKQGCSNR w - - 0 1";
    }

    @Override
    protected String promotionLetters() { return "qrncsg"; }

    @Override
    protected Map<String, int[]> firstMoveFiles() { return Map.of("courierking", new int[] {5}); }
}
