package feerie.piece;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every piece Féerie knows, read from {@code pieces.tsv}, looked up by id or by the Popeye code of
 * a language. A problem may add its own pieces (user-defined Coureurs) to a copy.
 */
public final class Catalogue {
    public static final List<String> LANGUAGES = List.of("en", "fr", "de");
    private static final Catalogue STANDARD = load();

    private final Map<String, PieceType> byId = new LinkedHashMap<>();
    private final Map<String, Map<String, PieceType>> byCode = new HashMap<>();

    private Catalogue() {
        for (String language : LANGUAGES) byCode.put(language, new HashMap<>());
    }

    public static Catalogue standard() { return STANDARD; }

    /** A copy of this catalogue that a problem may extend with pieces of its own. */
    public Catalogue copy() {
        Catalogue c = new Catalogue();
        byId.values().forEach(c::add);
        return c;
    }

    public void add(PieceType type) {
        if (byId.containsKey(type.id())) throw new IllegalArgumentException("piece '" + type.id() + "' is defined twice");
        for (String language : LANGUAGES) {
            String code = type.code(language).toLowerCase(Locale.ROOT);
            PieceType clash = byCode.get(language).get(code);
            if (clash != null)
                throw new IllegalArgumentException("code '" + code + "' (" + language + ") of " + type.id()
                        + " is already taken by " + clash.id());
        }
        byId.put(type.id(), type);
        for (String language : LANGUAGES) byCode.get(language).put(type.code(language).toLowerCase(Locale.ROOT), type);
    }

    public PieceType byId(String id) { return byId.get(id); }

    /** The piece with this code (any case) in the given language ("en", "fr", "de"), or null. */
    public PieceType byCode(String language, String code) {
        return byCode.get(language).get(code.toLowerCase(Locale.ROOT));
    }

    public List<PieceType> all() { return Collections.unmodifiableList(new ArrayList<>(byId.values())); }

    private static Catalogue load() {
        Catalogue c = new Catalogue();
        try (InputStream in = Catalogue.class.getResourceAsStream("pieces.tsv")) {
            if (in == null) throw new IllegalStateException("pieces.tsv is missing from the build");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) continue;
                try {
                    c.add(parse(line));
                } catch (RuntimeException e) {
                    throw new IllegalStateException("pieces.tsv:" + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return c;
    }

    private static PieceType parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length < 10) throw new IllegalArgumentException("expected 10 columns, found " + f.length);
        Map<String, String> codes = Map.of("en", f[1], "fr", f[2], "de", f[3]);
        Map<String, String> names = Map.of("en", f[4], "fr", f[5], "de", f[6]);
        // the movement is parsed when a problem first uses the piece (CatalogueCodesTest parses them all)
        return PieceType.lazy(f[0], names, codes, f[7], f[8].contains("royal"), f[9]);
    }
}
