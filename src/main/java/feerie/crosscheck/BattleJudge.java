package feerie.crosscheck;

import feerie.piece.movement.Move;
import feerie.solve.Search;
import feerie.solve.battle.BattleSolver;
import feerie.stipulation.Goal;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Judges a claimed battle-play solution (direct, self, reflex play) in one twin: each claimed key
 * is confirmed when it is one of the solution's keys and what the claim says follows it holds
 * (each threat and each answer to a defence wins in the moves left); a claimed key that is no key
 * is refuted by a defence that the engine names; a try ("?") is confirmed when it is no key and
 * its claimed refutation refutes. Keys of the solution that the claim lacks are missing.
 */
public final class BattleJudge {
    private final Search search;
    private final Stipulation stip;
    private final BattleSolver solver;
    private final Goal goal;
    private final int attackerSide;
    private Alphabet alphabet;
    private static final int TOP = LineReplay.TOP;

    public BattleJudge(Search search, Stipulation stip, feerie.problem.Options options) {
        this(search, stip, options.has("HalfDuplex"));
        // in self and reflex play, Quodlibet lets the attacker reach the goal himself as well
        if (options.has("Quodlibet") && stip.playType() != PlayType.DIRECT) solver.quodlibet();
    }

    public BattleJudge(Search search, Stipulation stip, boolean halfDuplex) {
        this.search = search;
        this.stip = stip;
        this.goal = stip.goal();
        BattleSolver.Kind kind = switch (stip.playType()) {
            case SELF -> BattleSolver.Kind.SELF;
            case REFLEX -> BattleSolver.Kind.REFLEX;
            case SEMI_REFLEX -> BattleSolver.Kind.SEMI_REFLEX;
            default -> BattleSolver.Kind.DIRECT;
        };
        this.solver = new BattleSolver(search, goal, kind, stip.isExact());
        this.attackerSide = halfDuplex ? feerie.piece.Side.BLACK : feerie.piece.Side.WHITE;
        search.position.setSideToMove(attackerSide);
    }

    public static boolean handles(PlayType type) {
        return type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
    }

    public List<Verdict> judge(BattleClaims.Trees claim, Alphabet alphabet, BattleClaims.Trees solution, Alphabet solutionAlphabet) {
        Set<Integer> keys = new HashSet<>();
        List<BattleNode> solutionKeys = new ArrayList<>();
        List<Integer> solutionMoves = new ArrayList<>();
        for (BattleNode k : solution.keys()) {
            if (k.isTry()) continue;
            MoveMatcher.Match m = MoveMatcher.match(search, k.move, solutionAlphabet, TOP);
            solutionKeys.add(k);
            solutionMoves.add(m.moves().size() == 1 ? m.moves().get(0) : null);
            if (m.moves().size() == 1) keys.add(m.moves().get(0));
        }
        this.alphabet = alphabet;
        List<Verdict> verdicts = new ArrayList<>();
        Set<Integer> claimedKeys = new HashSet<>();
        for (BattleNode set : claim.setPlay()) {
            search.position.make(Move.NULL);
            String error = defence(set, stip.moves() - 1, "");
            search.position.unmake(Move.NULL);
            verdicts.add(error == null ? Verdict.confirmed(set.text()) : Verdict.refuted(set.text(), error));
        }
        for (BattleNode k : claim.keys()) {
            MoveMatcher.Match m = MoveMatcher.match(search, k.move, alphabet, TOP);
            if (m.moves().isEmpty()) {
                verdicts.add(Verdict.refuted(k.text(), m.why()));
                continue;
            }
            if (m.moves().size() > 1) {
                verdicts.add(Verdict.refuted(k.text(), k.move.text() + " is ambiguous: " + names(m.moves())));
                continue;
            }
            int key = m.moves().get(0);
            if (k.isTry()) {
                verdicts.add((keys.contains(key) ? Verdict.refuted(k.text(), k.move.text() + " is a key, not a try") : tryVerdict(k, key)).withRead(1));
                continue;
            }
            claimedKeys.add(key);
            String error = keys.contains(key) ? attack(k, key, stip.moves(), "") : notAKey(k, key);
            verdicts.add((error == null ? Verdict.confirmed(k.text()) : Verdict.refuted(k.text(), error)).withRead(1));
        }
        for (int i = 0; i < solutionKeys.size(); i++) {
            Integer move = solutionMoves.get(i);
            if (move == null || !claimedKeys.contains(move)) verdicts.add(Verdict.missing(solutionKeys.get(i).text()));
        }
        return verdicts;
    }

    /** A claimed key that the solution does not have: the defence that refutes it, or why it fails. */
    private String notAKey(BattleNode k, int key) {
        var p = search.position;
        p.make(key);
        String why = refutation(key, stip.moves());
        p.unmake(key);
        return why != null ? why : "not a key (the solution's keys differ)";
    }

    private Verdict tryVerdict(BattleNode t, int move) {
        var p = search.position;
        p.make(move);
        String error = null;
        for (BattleNode r : t.children) {
            // "but 1...Rf8xc8!", or a defence marked "!" under a try
            if (!r.refutation && !r.mark.contains("!") || r.attacker) continue;
            MoveMatcher.Match m = MoveMatcher.match(search, r.move, alphabet, TOP);
            if (m.moves().isEmpty()) {
                error = m.why();
            } else {
                int d = m.moves().get(0);
                p.make(d);
                boolean lost = defenceLoses(d, stip.moves() - 1);
                p.unmake(d);
                if (lost) error = r.text() + " does not refute";
            }
            if (error != null) break;
        }
        p.unmake(move);
        return error == null ? Verdict.confirmed(t.text()) : Verdict.refuted(t.text(), error);
    }

    /**
     * The attacker's move {@code m} of the claim (node {@code a}, {@code left} moves including
     * it): null when it wins and what the claim says follows it holds, else why not.
     */
    private String attack(BattleNode a, int m, int left, String where) {
        var p = search.position;
        p.make(m);
        try {
            if (!solver.afterAttack(m, left, TOP)) {
                String why = refutation(m, left);
                if (why == null) why = "does not win in " + left;
                // the key's own verdict line names it already
                return where.isEmpty() ? why : where + a.plain() + ": " + why;
            }
            for (BattleNode child : a.children) {
                String error;
                if (child.attacker) {
                    // a threat: what the attacker would do if the defender could pass
                    p.make(Move.NULL);
                    error = left <= 1 ? where + a.plain() + " " + child.plain() + ": no threat after a move that ends the play"
                            : answer(child, left - 1, where + a.plain() + " threat ");
                    p.unmake(Move.NULL);
                } else {
                    error = defence(child, left - 1, where + a.plain() + " ");
                }
                if (error != null) return error;
            }
            return null;
        } finally {
            p.unmake(m);
        }
    }

    /** A claimed defence and the attacker's claimed answers to it, {@code left} attacker moves to follow. */
    private String defence(BattleNode d, int left, String where) {
        MoveMatcher.Match m = MoveMatcher.match(search, d.move, alphabet, TOP);
        if (m.moves().isEmpty()) return (where.isEmpty() ? "" : "after " + where.strip() + ", ") + m.why();
        int move = m.moves().get(0);
        var p = search.position;
        p.make(move);
        try {
            for (BattleNode child : d.children) {
                if (!child.attacker) continue;
                String error = answer(child, left, where + d.plain() + " ");
                if (error != null) return error;
            }
            return null;
        } finally {
            p.unmake(move);
        }
    }

    private String answer(BattleNode a, int left, String where) {
        MoveMatcher.Match m = MoveMatcher.match(search, a.move, alphabet, TOP);
        if (m.moves().isEmpty()) return "after " + where.strip() + ", " + m.why();
        if (left <= 0) return where + a.plain() + ": the play is over before it";
        String last = null;
        for (int move : m.moves()) {
            last = attack(a, move, left, where);
            if (last == null) return null;
        }
        return last;
    }

    /** After the defence {@code d} (made): does the attacker still win in {@code left} moves? */
    private boolean defenceLoses(int d, int left) {
        // in exact play the defender's goal before the end refutes
        if (stip.playType() == PlayType.SELF && search.reached(goal, d, TOP)) return !stip.isExact() || left == 0;
        return left > 0 && solver.attack(left, TOP);
    }

    /** After the attacker's move {@code m} (made, {@code left} moves including it): the defence that refutes it, or why it fails. */
    private String refutation(int m, int left) {
        var p = search.position;
        boolean direct = stip.playType() == PlayType.DIRECT;
        if (direct && search.reached(goal, m, TOP)) return null;
        int[] defences = MoveMatcher.legalMoves(search, TOP);
        if (defences.length == 0) return direct && left == 1 ? "not " + LineJudge.goalName(goal)
                : "the defender has no move (" + (search.inCheck() ? "mate" : "stalemate") + ")";
        for (int d : defences) {
            String name = MoveText.of(p, d, alphabet);
            p.make(d);
            boolean lost = defenceLoses(d, left - 1);
            p.unmake(d);
            int number = stip.moves() - left + 1;
            if (!lost) return direct && left == 1 ? "not " + LineJudge.goalName(goal) : "refuted by " + number + "..." + name + "!";
        }
        return null;
    }

    private String names(List<Integer> moves) {
        List<String> out = new ArrayList<>();
        for (int m : moves) out.add(MoveText.of(search.position, m, alphabet));
        return String.join(", ", out);
    }
}
