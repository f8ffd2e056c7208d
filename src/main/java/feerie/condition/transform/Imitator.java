package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.condition.UnknownConditionException;
import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;
import java.util.List;

/**
 * Imitator: imitators (off the board: units neither block nor capture them) make every move's
 * movement with the mover, {@code Kg3-h2[Ic5]}. A move is possible only if each imitator can make
 * it too: a leaper's, a king's or a pawn's single step needs the imitator's arrival empty, a
 * rider's (and a pawn's double step) every square of the imitator's line, the mover's departure
 * counting as empty; so observation (check) too. Castling moves the imitators by the king's and
 * the rook's movements together (none for 0-0, one square for 0-0-0), the king's steps checked
 * as Popeye does. A pawn reaching its last rank may also become an imitator ({@code =I}) unless
 * NoIProm is in force. A position where a unit stands on an imitator's square is illegal.
 * Fairy walks are checked as leapers (Popeye's hoppers' own rules are not built).
 */
final class Imitator implements Condition {
    /**
     * The mark of a pawn's move (not a promotion) that turns it into an imitator: a bit apart from
     * the choice, which another condition may still use (a Circe rebirth's promotion:
     * {@code g7*h8[If5]=I[+wPc8=Q]}).
     */
    private static final int INTO_IMITATOR = 1 << 27;
    private final int[] squares;
    private final String shown;

    Imitator(String name, List<String> words) {
        Geometry g = Geometry.STANDARD;
        if (words.isEmpty()) throw new UnknownConditionException(name);
        java.util.List<Integer> list = new java.util.ArrayList<>();
        for (String w : words) {
            if (w.length() % 2 != 0) throw new UnknownConditionException(name + " " + w);
            for (int i = 0; i < w.length(); i += 2) {
                int sq;
                try {
                    sq = g.parse(w.substring(i, i + 2).toLowerCase(java.util.Locale.ROOT));
                } catch (RuntimeException e) {
                    throw new UnknownConditionException(name + " " + w);
                }
                list.add(sq);
            }
        }
        squares = list.stream().mapToInt(Integer::intValue).toArray();
        StringBuilder sb = new StringBuilder("Imitator");
        for (int sq : squares) sb.append(' ').append(g.name(sq));
        shown = sb.toString();
    }

    @Override
    public String name() { return shown; }

    /**
     * Popeye refuses imitators with these conditions ("conditions too fairy for imitator",
     * solving/machinery/twin.c; py 4.104 says so on its error stream and solves nothing).
     */
    @Override
    public boolean refusedWith(Condition other) {
        String n = other.name();
        return n.startsWith("AnnanChess") || n.startsWith("NannaChess") || n.equals("BoleroInverse")
                || n.startsWith("PointReflection") || n.equals("NewKoeko") || n.startsWith("GridChess")
                || n.endsWith("KoeKo") || n.equals("AntiKoeko") || n.startsWith("BlackEdgeMover")
                || n.startsWith("WhiteEdgeMover") || n.startsWith("GenevaChess") || n.equals("ChineseChess")
                || n.startsWith("ImmunChess") || n.equals("HaanerChess") || n.equals("Jigger")
                || other instanceof feerie.condition.legality.PromOnly only
                        && only.types().stream().anyMatch(t -> !IMITABLE_WALKS.contains(t.code("en")));
    }

    /**
     * Popeye follows with imitators only riders, leapers, simple hoppers and the mao and moa: any
     * other fairy walk on the board (a Berolina pawn, a rose, a lion) or among PromOnly's pieces
     * makes it refuse the problem as it refuses the conditions above (py 4.104 prints
     * "conditions too fairy for imitator" and solves nothing).
     */
    @Override
    public boolean refusesPosition(Position p) {
        for (int side = 0; side < 2; side++)
            for (int i = 0; i < p.pieceCount(side); i++)
                if (!imitable(p, Piece.type(p.at(p.pieceSquare(side, i))))) return true;
        return false;
    }

    private static boolean imitable(Position p, int type) {
        return IMITABLE_WALKS.contains(p.table.type(type).code("en"));
    }

    /**
     * Popeye's codes of the walks imitators follow: the orthodox ones, the riders, the leapers,
     * the simple hoppers and the mao and moa.
     */
    private static final java.util.Set<String> IMITABLE_WALKS = java.util.Set.of(
            "k", "p", "q", "s", "r", "b",
            "n", "am", "em", "pr", "wa", "cr", "zr", "gr", "rr", "br", "wr", "fr", "et",
            "z", "ca", "gi", "rf", "bu", "we", "al", "fe", "da", "gn", "an", "sq", "ek", "ok", "bi",
            "15", "16", "24", "25", "35", "37", "36",
            "g", "nh", "ch", "zh", "gh", "rh", "bh", "eq", "ne", "g2", "g3", "kh", "or", "no", "m",
            "rm", "bm", "ea", "re", "be", "sw", "rw", "bw", "kp", "qe", "qf",
            "ma", "mo");

    @Override
    public void prepare(Position p) {
        for (int sq : squares) p.addImitator(sq);
    }

    /** Every move must be imitated, also those other conditions add (a transmuting king's). */
    @Override
    public int generationStage() { return 1; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        int kept = start;
        int n = end;
        boolean intoImitator = p.table.isPawn(unit) && !noImitatorPromotion(p);
        int firstPromotion = p.promotionTypes(side).length > 0 ? p.promotionTypes(side)[0] : -1;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!canFollow(p, unit, m)) continue;
            out[kept++] = m;
            if (intoImitator && Move.kind(m) == Move.PROMOTION && Move.promotion(m) == firstPromotion)
                out[n++] = Move.withChoice(Move.of(from, Move.to(m)) | INTO_IMITATOR, Move.choice(m));
        }
        if (kept < end && n > end) System.arraycopy(out, end, out, kept, n - end);
        return kept + (n - end);
    }

    /**
     * Castling is generated apart from the pieces' moves: those the imitators cannot follow are
     * dropped here, before they are made, since an imitator pushed off the board has no square
     * to stand on (the king's rook may take it one file further than the king's steps).
     */
    @Override
    public int castlingMoves(Position p, int[] out, int start, int end) {
        if (p.imitatorCount() == 0) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) != Move.CASTLING || castlingFollowed(p, Move.from(m), Move.to(m), 0)) out[kept++] = m;
        }
        return kept;
    }

    /** Is NoIProm among the conditions (no promotion into an imitator)? */
    private static boolean noImitatorPromotion(Position p) {
        for (Condition c : ConditionSet.of(p).conditions()) if (c instanceof NoImitatorPromotion) return true;
        return false;
    }

    private static boolean canFollow(Position p, int unit, int m) {
        if (p.imitatorCount() == 0) return true;
        int from = Move.from(m), to = Move.to(m);
        if (Move.kind(m) == Move.CASTLING) return castlingFollowed(p, from, to, 0);
        return followed(p, unit, from, to);
    }

    /** Can every imitator make the movement of {@code unit} from {@code from} to {@code to}? */
    private static boolean followed(Position p, int unit, int from, int to) {
        Geometry g = p.geometry;
        int df = g.file(to) - g.file(from), dr = g.rank(to) - g.rank(from);
        int walk = p.table.walk(unit);
        if (walk == PieceTable.FAIRY) return fairyFollowed(p, unit, from, to, df, dr);
        int steps = 1;
        if (walk == PieceTable.QUEEN || walk == PieceTable.ROOK || walk == PieceTable.BISHOP
                || walk == PieceTable.PAWN && df == 0) {
            steps = gcd(Math.abs(df), Math.abs(dr));
        }
        return lineFollowed(p, from, df / steps, dr / steps, 1, steps);
    }

    /** Does every imitator find the squares {@code k} times (uf, ur) away, k from first to last, free? */
    private static boolean lineFollowed(Position p, int from, int uf, int ur, int first, int last) {
        Geometry g = p.geometry;
        for (int i = 0, n = p.imitatorCount(); i < n; i++) {
            int sq = p.imitatorSquare(i);
            int f = g.file(sq), r = g.rank(sq);
            for (int k = first; k <= last; k++) if (!free(p, f + k * uf, r + k * ur, from)) return false;
        }
        return true;
    }

    /**
     * Fairy walks as Popeye checks them: hoppers need a hurdle where the unit's was and their line
     * to it empty (equihoppers also the line beyond, non-stop ones nothing between), the Mao and
     * Moa their passing square free, the nightrider its line; other walks their arrival.
     */
    private static boolean fairyFollowed(Position p, int unit, int from, int to, int df, int dr) {
        String id = feerie.piece.Attributes.baseId(p.table.type(Piece.type(unit)));
        Geometry g = p.geometry;
        switch (id) {
            case "mao", "moa" -> {
                int pf = id.equals("moa") || Math.abs(df) == 2 ? Integer.signum(df) : 0;
                int pr = id.equals("moa") || Math.abs(dr) == 2 ? Integer.signum(dr) : 0;
                return lineFollowed(p, from, pf, pr, 1, 1) && lineFollowed(p, from, df, dr, 1, 1);
            }
            case "nightrider" -> {
                int steps = gcd(Math.abs(df), Math.abs(dr));
                return lineFollowed(p, from, df / steps, dr / steps, 1, steps);
            }
            default -> { }
        }
        int hurdle = p.hurdle(from, to);
        if (hurdle < 0) return lineFollowed(p, from, df, dr, 1, 1);
        int hf = g.file(hurdle) - g.file(from), hr = g.rank(hurdle) - g.rank(from);
        int hs = gcd(Math.abs(hf), Math.abs(hr));
        int uf = hf / hs, ur = hr / hs;
        boolean nonStop = id.equals("nonstopequihopper") || id.equals("nonstoporix");
        boolean equi = id.equals("equihopper") || id.equals("orix") || id.startsWith("grasshopper") && !id.equals("grasshopper");
        for (int i = 0, n = p.imitatorCount(); i < n; i++) {
            int sq = p.imitatorSquare(i);
            int f = g.file(sq), r = g.rank(sq);
            if (!onBoard(g, f + hf, r + hr) || p.at(g.square(f + hf, r + hr)) == Piece.EMPTY) return false;
            if (nonStop) continue;
            for (int k = 1; k < hs; k++) if (!empty(p, f + k * uf, r + k * ur)) return false;
            if (!equi) continue;
            for (int k = hs + 1; f + k * uf != f + df + uf || r + k * ur != r + dr + ur; k++)
                if (!empty(p, f + k * uf, r + k * ur)) return false;
        }
        return lineFollowed(p, from, df, dr, 1, 1);
    }

    private static boolean onBoard(Geometry g, int file, int rank) {
        return file >= 0 && rank >= 0 && file < g.files && rank < g.ranks;
    }

    /** Is the square (file, rank) on the board and empty (the mover still on its departure)? */
    private static boolean empty(Position p, int file, int rank) {
        Geometry g = p.geometry;
        return onBoard(g, file, rank) && p.at(g.square(file, rank)) == Piece.EMPTY;
    }

    /** Is the square (file, rank) on the board and empty, or the mover's departure? */
    private static boolean free(Position p, int file, int rank, int departure) {
        Geometry g = p.geometry;
        if (file < 0 || rank < 0 || file >= g.files || rank >= g.ranks) return false;
        int sq = g.square(file, rank);
        return sq == departure || p.at(sq) == Piece.EMPTY;
    }

    /**
     * Castling as Popeye checks it: the imitators (moved back by {@code back}) follow the king's
     * steps, the king off its square; on the queen's side, with the king on its arrival, also one
     * step back and forth. The board is as before the castling, the king aside.
     */
    private static boolean castlingFollowed(Position p, int from, int to, int back) {
        int dir = to > from ? 1 : -1;
        p.shiftUnrecorded(from, to);
        boolean ok = shifted(p, dir, from, back) && shifted(p, 2 * dir, from, back);
        if (ok && dir < 0) ok = shifted(p, -1, from, back) && shifted(p, 0, from, back) && shifted(p, 1, from, back);
        p.shiftUnrecorded(to, from);
        return ok;
    }

    /** Is every imitator's square (less {@code back}) moved by {@code files} along its rank free (the departure counting as free)? */
    private static boolean shifted(Position p, int files, int departure, int back) {
        Geometry g = p.geometry;
        for (int i = 0, n = p.imitatorCount(); i < n; i++) {
            int sq = p.imitatorSquare(i) - back;
            if (!free(p, g.file(sq) + files, g.rank(sq), departure)) return false;
        }
        return true;
    }

    private static int gcd(int a, int b) { return b == 0 ? Math.max(a, 1) : gcd(b, a % b); }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return p.imitatorCount() == 0 || followed(p, p.at(from), from, target);
    }

    @Override
    public boolean hasEffects() { return true; }

    /** The imitators move with the move itself, before any other effect (a rebirth), as in Popeye: {@code g7*h8[If5]=I[+wPc8=Q]}. */
    @Override
    public int effectStage() { return -50; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int from = Move.from(move), to = Move.to(move);
        int delta = to - from;
        if (Move.kind(move) == Move.CASTLING) {
            int rook = Move.castlingRook(move);
            delta += to + (rook > from ? -1 : 1) - rook;
        }
        if (!staysOnBoard(p, delta)) return;
        p.effectMoveImitators(delta);
        if (Move.kind(move) != Move.PROMOTION && (move & INTO_IMITATOR) != 0 && p.table.isPawn(p.at(to))) {
            p.effectRemoveQuietly(to);
            p.effectAddImitator(to);
        }
    }

    /**
     * Do all imitators stay on the board when moved by {@code delta}? Not so only for a move the
     * imitators cannot follow that is made all the same: the king's step across a castling's
     * square, made to ask whether it crosses check (the castling is dropped later, by
     * {@link #castlingMoves}); the imitators then stay where they are.
     */
    private static boolean staysOnBoard(Position p, int delta) {
        for (int i = 0, n = p.imitatorCount(); i < n; i++) {
            int target = p.imitatorSquare(i) + delta;
            if (target < 0 || target >= p.geometry.size) return false;
        }
        return true;
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        for (int i = 0, n = p.imitatorCount(); i < n; i++) if (p.at(p.imitatorSquare(i)) != Piece.EMPTY) return false;
        int move = p.lastMove();
        if (move == Move.NULL || Move.kind(move) != Move.CASTLING) return true;
        // castling is generated apart from the pieces' moves: its imitation is checked here, on
        // the board put back as it was
        int from = Move.from(move), to = Move.to(move), rook = Move.castlingRook(move);
        int rookTo = to + (rook > from ? -1 : 1);
        p.shiftUnrecorded(rookTo, rook);
        p.shiftUnrecorded(to, from);
        boolean ok = castlingFollowed(p, from, to, to - from + rookTo - rook);
        p.shiftUnrecorded(from, to);
        p.shiftUnrecorded(rook, rookTo);
        return ok;
    }

    /** NoIProm: a pawn may not promote into an imitator (read by {@link Imitator}). */
    static final class NoImitatorPromotion implements Condition {
        @Override
        public boolean allowsIntelligentMode() { return true; }

        @Override
        public String name() { return "NoIProm"; }
    }
}
