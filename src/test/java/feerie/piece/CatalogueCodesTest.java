package feerie.piece;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's codes against Popeye's (../shared/corpus/popeye-piece-codes.tsv: English, German,
 * French code, then the names). A code Popeye uses in a language must name the same piece in the
 * catalogue; Féerie's own pieces use no code Popeye has in any language. Skipped without the file.
 */
class CatalogueCodesTest {
    private static final Path TSV = Path.of("../shared/corpus/popeye-piece-codes.tsv");
    /** Column of each catalogue language in the TSV. */
    private static final Map<String, Integer> COLUMN = Map.of("en", 0, "de", 1, "fr", 2);

    private static List<String[]> popeye() throws IOException {
        Path file = Files.exists(TSV) ? TSV : Path.of("/work/shared/corpus/popeye-piece-codes.tsv");
        assumeTrue(Files.exists(file), "popeye-piece-codes.tsv not found");
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8).subList(1, Files.readAllLines(file).size()))
            if (!line.isBlank()) rows.add(line.split("\t"));
        return rows;
    }

    @Test
    void everyCataloguePieceHasAMovementThatParses() {
        // the catalogue parses a piece's notation on first use: a bad line must still fail here
        for (PieceType type : Catalogue.standard().all()) {
            org.junit.jupiter.api.Assertions.assertDoesNotThrow(type::movement, type.id() + ": " + type.notation());
        }
    }

    @Test
    void catalogueCodesDoNotClashWithPopeyes() throws IOException {
        List<String[]> rows = popeye();
        // Popeye's English code of the piece a code stands for, language by language
        Map<String, Map<String, String>> english = new HashMap<>();
        for (String language : COLUMN.keySet()) {
            Map<String, String> m = new HashMap<>();
            for (String[] r : rows) m.put(r[COLUMN.get(language)].toLowerCase(Locale.ROOT), r[0].toLowerCase(Locale.ROOT));
            english.put(language, m);
        }
        List<String> clashes = new ArrayList<>();
        for (PieceType t : Catalogue.standard().all()) {
            String en = t.code("en").toLowerCase(Locale.ROOT);
            for (String language : COLUMN.keySet()) {
                // the reader tries Popeye's codes of the problem's language first: a catalogue code
                // that is one of them must stand for the same piece, or it could never be read
                String code = t.code(language).toLowerCase(Locale.ROOT);
                String meant = english.get(language).get(code);
                if (meant != null && !meant.equals(en)) clashes.add(t.id() + " " + language + " '" + code + "' is Popeye's " + meant);
            }
        }
        assertEquals(List.of(), clashes);
    }

    @Test
    void theSeedPiecesCodesAreNoneOfPopeyesInAnyLanguage() throws IOException {
        List<String[]> rows = popeye();
        for (String id : List.of("taureau", "belier", "capricorne", "licorne", "soucie",
                "taureauwc", "belierwc", "capricornewc", "licornewc")) {
            for (String language : COLUMN.keySet()) {
                String code = Catalogue.standard().byId(id).code(language);
                assertTrue(rows.stream().noneMatch(r -> r[0].equals(code) || r[1].equals(code) || r[2].equals(code)),
                        id + " " + language + " " + code);
            }
        }
        // Rose, Boyscout, Girlscout keep Popeye's own codes
        for (String[] r : rows) {
            PieceType t = Catalogue.standard().byCode("en", r[0]);
            if (List.of("ro", "bt", "gt").contains(r[0])) {
                assertEquals(r[1], t.code("de"), r[0]);
                assertEquals(r[2], t.code("fr"), r[0]);
            }
        }
    }
}
