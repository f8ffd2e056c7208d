package feerie.solve.proof;

import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.solve.Search;
import feerie.solve.Setup;
import feerie.solve.UnsupportedException;
import feerie.stipulation.GoalType;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Proof games (Popeye's {@code dia} and {@code a=>b}): the play starts from the initial game
 * array (dia) or from the position written before the stipulation (a=>b), and must end on the
 * diagram. This class turns a twin's setup into the position played and the diagram to reach,
 * and says who moves first and for how long.
 */
public final class ProofGame {
    private ProofGame() { }

    /** Is the stipulation a proof game (dia or a=>b, in help play or a series)? */
    public static boolean is(Stipulation stip) {
        if (stip == null || stip.isStructured() || stip.goal() == null) return false;
        GoalType g = stip.goal().type();
        return g == GoalType.PROOF_GAME || g == GoalType.A_TO_B;
    }

    /** The position a proof game is played in and the diagram it must reach. */
    public record Prepared(Position start, ProofTarget target) { }

    /**
     * The start position for the diagram {@code diagram} of {@code setup}; the diagram's types are
     * also in the start position's table, so that the two compare unit by unit.
     */
    public static Prepared prepare(Problem problem, Setup setup, Position diagram, boolean castling) {
        if (diagram.geometry.files != 8 || diagram.geometry.ranks != 8) throw new UnsupportedException("proof game on a " + diagram.geometry + " board");
        boolean imitators = problem.conditions().stream().anyMatch(c -> c.name().equalsIgnoreCase("Imitator"));
        // the imitators of the diagram are compared too: known only for a=>b that places them
        if (imitators && (setup.stipulation().goal().type() != GoalType.A_TO_B || problem.targetImitators() == null))
            throw new UnsupportedException("proof game with imitators");
        // a game a condition selects (Argentinian Chess ...) starts from its own array
        boolean game = setup.rules() != feerie.rules.Rules.ORTHODOX && !(setup.rules() instanceof feerie.condition.ConditionRules);
        List<PieceSpec> start = setup.stipulation().goal().type() == GoalType.A_TO_B ? problem.startPieces()
                : game ? feerie.input.GameArray.of(setup.rules()) : gameArray();
        if (start == null) throw new UnsupportedException("a=>b without a start position");
        if (!game && start != problem.startPieces()) start = withStandardWalks(start, setup.rules());
        if (start.stream().anyMatch(p -> p.colour() == Colour.NEUTRAL)) throw new UnsupportedException("neutral units in a proof game");
        Position played = setup.withStartPieces(start).position(castling);
        ProofTarget target = new ProofTarget(diagram, played);
        if (imitators) target = target.withImitators(imitatorSquares(problem.targetImitators(), played));
        return new Prepared(played, target);
    }

    /**
     * The reasoning that prunes the search, where it is sound: orthodox rules and walks (the
     * search's orthodox shortcuts apply), or conditions that say what they let a game do beyond
     * orthodox moves ({@link feerie.condition.Condition#proofFreedoms}), or only forbid moves.
     * Under fairy pieces or other conditions the plain search.
     */
    public static ProofBound bound(Search search) {
        if (search.proofTarget == null) return null;
        if (search.orthodox != null) return new ProofBound(search.proofTarget, search.position, true, 0);
        // the kings' denied squares are not used: under a condition what is check may differ
        Position p = search.position;
        if (!(search.rules instanceof feerie.condition.ConditionRules cr)) return null;
        int freedoms = freedoms(cr.conditions().conditions());
        if (freedoms < 0) return null;
        for (int t = 1; t <= p.table.typeCount(); t++) {
            int piece = feerie.piece.Piece.of(t, Side.WHITE);
            int walk = p.table.walk(piece);
            // a king that is not royal is a plain unit of a king's walk, as the freedom says
            boolean plainKing = (freedoms & feerie.condition.Condition.FREEDOM_PLAIN_KINGS) != 0
                    && walk == feerie.position.PieceTable.KING && !p.table.type(t).royal();
            // the board of AliceChess is an attribute the bound knows
            int attributes = feerie.piece.Attributes.of(p.table.type(t));
            if ((freedoms & feerie.condition.Condition.FREEDOM_TWO_BOARDS) != 0) attributes &= ~feerie.piece.Attributes.ALICE_B;
            if (walk == feerie.position.PieceTable.FAIRY || attributes != 0 && !plainKing) return null;
        }
        return new ProofBound(search.proofTarget, p, false, freedoms);
    }

    /**
     * The freedoms of the conditions together ({@link feerie.condition.Condition#proofFreedoms}),
     * or -1 when one of them is not described: it neither declares its freedoms nor only forbids moves.
     */
    static int freedoms(java.util.Collection<? extends feerie.condition.Condition> conditions) {
        int all = 0;
        for (var c : conditions) {
            int f = c.proofFreedoms();
            if (f == feerie.condition.Condition.UNDECLARED_FREEDOMS) f = onlyForbids(c) ? 0 : -1;
            if (f < 0) return -1;
            all |= f;
        }
        return all;
    }

    /** The hooks by which a condition adds moves, changes what a move does or which units there are. */
    private static final java.util.Set<String> MOVE_CHANGING_HOOKS = java.util.Set.of("pieceMoves", "castlingMoves",
            "passMoves", "departure", "afterMove", "beforeMove", "addTypes", "standardWalks", "pawnsOnFirstRank",
            "chameleonSequence", "prepare", "observingUnit", "proofFreedoms");

    /**
     * Does the condition only forbid some of the orthodox moves (KoeKo, Checkless Chess, BackHome
     * ...)? Then a lower bound on the moves of orthodox play holds under it. Asked of the
     * condition's hooks: it must neither generate moves of its own nor act on the board.
     */
    static boolean onlyForbids(feerie.condition.Condition c) {
        if (c.hasEffects() || c.changesWalks() || c.relocatesMoves() || c.addsPasses() || c.allowsSeveralKings()
                || c.walkChangingFamily() != 0 || c.isRoyalOf(Side.WHITE) || c.isRoyalOf(Side.BLACK) || c.leavesHoles())
            return false;
        for (java.lang.reflect.Method m : c.getClass().getMethods())
            // a default of Condition or of an interface it extends (ConditionSetUp) is no override
            if (MOVE_CHANGING_HOOKS.contains(m.getName()) && !m.getDeclaringClass().isAssignableFrom(feerie.condition.Condition.class)) return false;
        return true;
    }

    /** Help play: White starts a dia; Black an a=>b unless WhiteToPlay (py 4.104). */
    public static int firstMover(Stipulation stip, boolean whiteToPlay) {
        if (stip.goal().type() == GoalType.PROOF_GAME || stip.playType().isSeries() || whiteToPlay) return Side.WHITE;
        return Side.BLACK;
    }

    /** Help play: the half-moves of the stipulation (dia4: 8, dia2.5: 5, a=>b2.5: 5). */
    public static int halfMoves(Stipulation stip) {
        return 2 * stip.moves() + (stip.plusHalf() ? 1 : 0);
    }

    /** Is this help play (dia, a=>b without a series prefix)? */
    public static boolean isHelpPlay(Stipulation stip) {
        return is(stip) && stip.playType() == PlayType.DIRECT;
    }

    private static final java.util.Map<String, String> ORTHODOX_IDS = java.util.Map.of("k", "king", "q", "queen",
            "r", "rook", "b", "bishop", "s", "knight", "p", "pawn");

    /**
     * The game array under conditions that replace the orthodox walks (Marine Chess, Argentinian
     * Chess ...): its units have the replacing walks, as Popeye's start position of a proof game.
     */
    private static List<PieceSpec> withStandardWalks(List<PieceSpec> array, feerie.rules.Rules rules) {
        if (!(rules instanceof feerie.condition.ConditionRules cr)) return array;
        java.util.Map<String, String> replaced = new java.util.HashMap<>();
        for (var c : cr.conditions().conditions()) replaced.putAll(c.gameArrayWalks());
        if (replaced.isEmpty()) return array;
        List<PieceSpec> out = new ArrayList<>();
        for (PieceSpec p : array) {
            String id = replaced.get(ORTHODOX_IDS.get(p.kind()));
            var type = id == null ? null : feerie.piece.Catalogue.standard().byId(id);
            out.add(type == null ? p : new PieceSpec(p.colour(), type.code("en").toLowerCase(java.util.Locale.ROOT), p.square()));
        }
        return out;
    }

    /** The 32 units of the initial game array. */
    static List<PieceSpec> gameArray() {
        List<PieceSpec> pieces = new ArrayList<>();
        String[] back = {"r", "s", "b", "q", "k", "b", "s", "r"};
        for (int f = 0; f < 8; f++) {
            String file = String.valueOf((char) ('a' + f));
            pieces.add(new PieceSpec(Colour.WHITE, back[f], file + "1"));
            pieces.add(new PieceSpec(Colour.WHITE, "p", file + "2"));
            pieces.add(new PieceSpec(Colour.BLACK, "p", file + "7"));
            pieces.add(new PieceSpec(Colour.BLACK, back[f], file + "8"));
        }
        return pieces;
    }

    /** The squares written ("f3", "d4e5") on {@code p}'s board, in their order. */
    private static int[] imitatorSquares(List<String> words, Position p) {
        List<Integer> squares = new java.util.ArrayList<>();
        for (String w : words)
            for (int i = 0; i + 2 <= w.length(); i += 2) squares.add(p.geometry.parse(w.substring(i, i + 2).toLowerCase(java.util.Locale.ROOT)));
        return squares.stream().mapToInt(Integer::intValue).toArray();
    }
}
