package feerie.rules.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.perft.Perft;
import feerie.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Courier games treat both sides alike, so a position and its colour-swapped image (ranks
 * reversed, colours and the side to move exchanged) must give the same perft. This checks Black's
 * mirrored leaps, first-move flags and promotions against White's. (Racing Kings is not symmetric:
 * White moving first is compensated by the draw rule.)
 */
class ColourSymmetryTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "courierdeladama;r1bcskqfcbnr/pppp1ppppppp/2n9/4p7/5P6/2N4B4/PPPPP1PPPPPP/R1BCSKQFC1NR b - -;3",
        "courierdeladama;5k6/1P4b5/12/3p8/12/12/6p5/2B2K6 w - -;3",
        "furiouscourier;r1scgkqgcsnr/pppp1ppppppp/2n9/4p7/5P6/2N9/PPPPP1PPPPPP/R1SCGKQGCSNR b - -;3",
        "furiouscourier;5k6/1P2s7/12/3p8/12/12/6p5/2S2K6 w - -;3",
    })
    void colourSwappedPositionCountsTheSame(String variant, String fen, int depth) {
        Rules rules = RuleSets.byName(variant);
        long nodes = new Perft(rules.position(fen), rules).count(depth);
        long swapped = new Perft(rules.position(colourSwapped(fen)), rules).count(depth);
        assertEquals(nodes, swapped);
    }

    /** Ranks reversed, upper and lower case exchanged, the other side to move; no castling or e.p. */
    static String colourSwapped(String fen) {
        String[] fields = fen.split(" ");
        List<String> ranks = new ArrayList<>(List.of(fields[0].split("/")));
        Collections.reverse(ranks);
        StringBuilder board = new StringBuilder();
        for (char c : String.join("/", ranks).toCharArray())
            board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        return board + (fields[1].equals("w") ? " b" : " w") + " - -";
    }
}
