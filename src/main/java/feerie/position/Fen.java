package feerie.position;

import feerie.geometry.Geometry;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Forsyth-Edwards notation for any board size: ranks from the last to the first separated by '/',
 * empty runs as numbers up to 16, upper case White; then side to move, castling (KQkq: the corner
 * rooks and the king are unmoved) and the en passant square. The board size is read from the ranks.
 */
public final class Fen {
    /** The orthodox letters; a variant may pass its own map (letter to catalogue id). */
    public static final Map<Character, String> ORTHODOX_LETTERS = Map.of(
            'k', "king", 'q', "queen", 'r', "rook", 'b', "bishop", 'n', "knight", 'p', "pawn");

    private Fen() {}

    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Thrown for a FEN that cannot be read; the message says what and where. */
    public static final class FenException extends IllegalArgumentException {
        public FenException(String message) { super(message); }
    }

    public static Position parse(String fen) { return parse(fen, ORTHODOX_LETTERS, Catalogue.standard()); }

    public static Position parse(String fen, Map<Character, String> letters, Catalogue catalogue) {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 1 || fields[0].isEmpty()) throw new FenException("empty FEN");
        String[] rows = fields[0].split("/", -1);
        int ranks = rows.length;
        List<List<Character>> cells = new ArrayList<>();
        int files = -1;
        for (int r = 0; r < ranks; r++) {
            List<Character> row = new ArrayList<>();
            String text = rows[r];
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j < text.length() && Character.isDigit(text.charAt(j))) j++;
                    int run = Integer.parseInt(text.substring(i, j));
                    if (run < 1 || run > Geometry.MAX_SIDE) throw new FenException("bad empty run '" + run + "' in rank " + (ranks - r));
                    for (int k = 0; k < run; k++) row.add(null);
                    i = j - 1;
                } else if (letters.containsKey(Character.toLowerCase(c))) {
                    row.add(c);
                } else {
                    throw new FenException("unknown piece letter '" + c + "' in rank " + (ranks - r));
                }
            }
            if (files < 0) files = row.size();
            else if (row.size() != files)
                throw new FenException("rank " + (ranks - r) + " has " + row.size() + " squares, rank " + ranks + " has " + files);
            cells.add(row);
        }
        if (files < 1 || files > Geometry.MAX_SIDE || ranks > Geometry.MAX_SIDE)
            throw new FenException("board must be 1x1 to 16x16, not " + files + "x" + ranks);
        Geometry g = Geometry.of(files, ranks);
        Map<String, PieceType> types = new LinkedHashMap<>();
        for (String id : letters.values()) {
            PieceType t = catalogue.byId(id);
            if (t == null) throw new FenException("no piece '" + id + "' in the catalogue");
            types.put(id, t);
        }
        List<PieceType> ordered = new ArrayList<>(types.values());
        ordered.sort((a, b) -> Boolean.compare(b.royal(), a.royal()));
        Position p = new Position(new PieceTable(g, ordered));
        for (int r = 0; r < ranks; r++) {
            List<Character> row = cells.get(r);
            for (int f = 0; f < files; f++) {
                Character c = row.get(f);
                if (c == null) continue;
                int side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
                int type = p.table.indexOf(letters.get(Character.toLowerCase(c)));
                p.put(g.square(f, ranks - 1 - r), Piece.of(type, side));
            }
        }
        String toMove = fields.length > 1 ? fields[1] : "w";
        if (toMove.equals("w")) p.setSideToMove(Side.WHITE);
        else if (toMove.equals("b")) p.setSideToMove(Side.BLACK);
        else throw new FenException("side to move must be 'w' or 'b', not '" + toMove + "'");
        if (fields.length > 2) castling(p, fields[2]);
        if (fields.length > 3 && !fields[3].equals("-")) {
            int ep = g.parse(fields[3]);
            if (ep < 0) throw new FenException("bad en passant square '" + fields[3] + "'");
            int victim = g.offset(ep, 0, p.sideToMove() == Side.WHITE ? -1 : 1);
            if (victim < 0) throw new FenException("bad en passant square '" + fields[3] + "'");
            p.setEnPassant(ep, victim);
        }
        return p;
    }

    private static void castling(Position p, String field) {
        if (field.equals("-")) return;
        Geometry g = p.geometry;
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
            int rank = side == Side.WHITE ? 0 : g.ranks - 1;
            int corner;
            switch (Character.toLowerCase(c)) {
                case 'k': corner = g.square(g.files - 1, rank); break;
                case 'q': corner = g.square(0, rank); break;
                default: throw new FenException("bad castling field '" + field + "'");
            }
            int king = p.king(side);
            if (king < 0 || g.rank(king) != rank)
                throw new FenException("castling '" + c + "' without a king on its first rank");
            p.setUnmoved(king, true);
            p.setUnmoved(corner, true);
        }
    }
}
