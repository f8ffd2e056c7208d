package feerie.solve.battle;

import feerie.piece.movement.Move;
import feerie.solve.PlayedMove;
import feerie.solve.RootSplit;
import feerie.solve.Search;
import feerie.solve.battle.BattleMove.Follow;
import feerie.solve.battle.BattleSolver.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the solution tree of battle play the way Popeye shows it: keys with their threats and
 * the variations that parry the threat, short variations, tries with their refutations, set play
 * and post-key play. The decisions come from {@link BattleSolver}; this class only chooses what
 * to show. The ordered moves and the leaves it builds from are in {@link BattleTreeLeaves}.
 *
 * <p>What is shown, after an attacker's move that does not end the play:
 * <ul>
 *   <li>the threat: if the defender could pass (he is not in check), the attacker's shortest
 *       wins after such a pass, all of them; "zugzwang" if there is none;</li>
 *   <li>the variations: every defence after which some threat move no longer wins in the
 *       threat's length and the attacker needs at least that length, each with all the
 *       attacker's shortest continuations;</li>
 *   <li>in reflex play, when the defender can reach the goal, only those forced moves.</li>
 * </ul>
 */
public final class BattleTree {
    /** What the problem's options ask to show. */
    public record Options(boolean variations, boolean tries, int maxRefutations, int threatLimit,
                          boolean noThreat, boolean noShortVariations, boolean setPlay, boolean postKey,
                          boolean matesInOne) {}

    private final BattleSolver solver;
    private final Search search;
    private final Options options;
    /** The ordered moves and the leaves of the tree. */
    private final BattleTreeLeaves leaves;
    /**
     * Building the set play: without option Variation Popeye looks for no threat there, at any
     * depth (py 4.104: the set play of a #3 shows "2.Sd4-e6" with every defence and its mate,
     * not "2.Sd4-e6 threat:"); with it, threats as in the play (EXAMPLES-hunter-01).
     */
    private boolean inSetPlay;

    public BattleTree(BattleSolver solver, Options options) {
        this.solver = solver;
        this.search = solver.search;
        this.options = options;
        this.leaves = new BattleTreeLeaves(solver, options);
    }

    /** Solves the diagram (attacker to move) for play in {@code n}. */
    public BattleSolution solve(int n) {
        var p = search.position;
        List<BattleMove> set = new ArrayList<>();
        if (options.setPlay() && !options.postKey()) {
            p.make(Move.NULL);
            inSetPlay = true;
            // the defender to play could take the attacker's king: Popeye refuses the set play
            // (py 4.104: a #2 whose white king stands in check; its empty block stays)
            // option Threat: the diagram is taken as after a null key, which must threaten
            // within the limit, or no set play (py 4.104: a #2 with Threat 1 and set play)
            if (!search.sideToPlayCanCaptureKing() && solver.threatensWithinLimit(n, 0))
                set.addAll(defences(n - 1, 1, 0, false).replies);
            inSetPlay = false;
            p.unmake(Move.NULL);
        }
        if (options.postKey() && n == 1 && solver.kind == Kind.DIRECT) {
            // after the key of a direct one-mover the play is over: Popeye shows nothing (a
            // selfmate's defender still mates: s#1 shows "1...b3-b2 #", TESTS-battle_play-15)
            return new BattleSolution(List.of(), new BattleMove(null, 1, true, "", Follow.NONE, List.of(), List.of(), List.of()), List.of());
        }
        if (options.postKey()) {
            // the diagram is the position after a key: the defender moves first
            p.make(Move.NULL);
            // a defender in check: Popeye writes " +" before the play (py 4.104, BEISPIEL-sford-03)
            boolean inCheck = search.inCheck();
            postKeyRoot = true;
            Part part = defences(n - 1, 1, 0, true);
            p.unmake(Move.NULL);
            BattleMove root = new BattleMove(null, 1, true, "", part.follow, part.threats, part.replies, part.refutations);
            return new BattleSolution(List.of(), root, List.of())
                    .withPostKeyShape(new BattleSolution.PostKeyShape(inCheck, false));
        }
        List<BattleMove> keys = new ArrayList<>();
        boolean reflexForced = solver.kind == Kind.REFLEX && solver.attackerMustReachGoal(0, search.legal(0));
        int end = leaves.inPopeyeOrder(0, n == 1 && solver.kind == Kind.DIRECT || reflexForced);
        if (reflexForced) {
            // the attacker must reach the goal himself, which ruins the reflexmate: Popeye shows
            // those forced moves marked "?!?"
            for (int i = 0; i < end; i++) {
                int m = search.stack[i];
                p.make(m);
                boolean forced = search.reached(solver.goal, m, end);
                p.unmake(m);
                if (forced) keys.add(leaves.forcedGoalNode(m, 1, end));
            }
            return new BattleSolution(set, null, keys, options.setPlay());
        }
        int threads = search.orthodox() && n >= parallelFrom && end > 1 ? RootSplit.threads() : 1;
        if (threads > 1) {
            keys.addAll(parallelKeys(n, end, threads));
        } else {
            for (int i = 0; i < end; i++) {
                BattleMove node = firstMove(search.stack[i], n, end);
                if (node != null) keys.add(node);
            }
        }
        return new BattleSolution(set, null, keys, options.setPlay());
    }

    /**
     * The play written line by line, as Popeye writes battle play after introductory moves
     * ("2->#2"): the attacker's wins of the shortest length there is (none longer: py 4.104 shows
     * only "1.Kf6-f7 #" where it mates at once), each followed by every defence and after each
     * the attacker's shortest wins, down to the end; no threats. Each line from the first move to
     * the last, in Popeye's order.
     */
    public List<List<PlayedMove>> lines(int n) {
        int k = solver.attackLength(n, 0);
        List<List<PlayedMove>> out = new ArrayList<>();
        if (k > n) return out;
        var p = search.position;
        inSetPlay = true;
        int end = leaves.inPopeyeOrder(0, k == 1 && solver.kind == Kind.DIRECT);
        for (int i = 0; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean wins = solver.tried(m, k, end) && solver.afterAttack(m, k, end);
            p.unmake(m);
            if (wins) flatten(attackerNode(m, k, 1, "", end, true), new ArrayList<>(), out);
        }
        inSetPlay = false;
        return out;
    }

    /** The lines through {@code node}: its move after {@code before}, then each of its replies' lines. */
    private static void flatten(BattleMove node, List<PlayedMove> before, List<List<PlayedMove>> out) {
        before.add(node.move());
        if (node.replies().isEmpty()) out.add(List.copyOf(before));
        for (BattleMove r : node.replies()) flatten(r, before, out);
        before.remove(before.size() - 1);
    }

    /**
     * Play this long is worth threads: below it the copies cost more than they spare (the system
     * property feerie.battle.parallelFrom lowers it, for tests of the threads on short problems).
     */
    private static volatile int parallelFrom = Integer.getInteger("feerie.battle.parallelFrom", 3);

    /** Shares out play of {@code n} moves or more from now on (tests: the threads on short problems). */
    static void parallelFrom(int n) { parallelFrom = n; }

    /**
     * The attacker's first moves {@code stack[0, end)} shared out among threads ({@link RootSplit}),
     * each thread with its own copy of the position and its own tree and solver, all with the one
     * result table. Each first move's node is built whole by one thread, from the same position
     * and with exact decisions, so it is the node one thread builds; they are put back in the
     * order of the moves, so that the tree printed is the same with any number of threads.
     */
    private List<BattleMove> parallelKeys(int n, int end, int threads) {
        int[] firsts = java.util.Arrays.copyOf(search.stack, end);
        List<List<BattleMove>> byFirst = RootSplit.run(end, threads, () -> {
            BattleTree worker = new BattleTree(solver.copyFor(search.copy()), options);
            System.arraycopy(firsts, 0, worker.search.stack, 0, end);
            return i -> {
                BattleMove node = worker.firstMove(firsts[i], n, end);
                return node == null ? List.of() : List.of(node);
            };
        });
        List<BattleMove> keys = new ArrayList<>();
        for (List<BattleMove> l : byFirst) keys.addAll(l);
        return keys;
    }

    /**
     * The attacker's first move {@code m} of play in {@code n} (the first moves below {@code top}):
     * its node as a key ("!") or as a try ("?") with its refutations, or null if it is neither
     * or is not shown.
     */
    private BattleMove firstMove(int m, int n, int top) {
        var p = search.position;
        p.make(m);
        boolean tried = solver.tried(m, n, top);
        boolean wins = tried && solver.afterAttack(m, n, top);
        p.unmake(m);
        if (!tried) return null;
        if (wins) return attackerNode(m, n, 1, "!", top, options.variations());
        // a reflex one-mover has no tries: py 4.104 shows none for r#1 or semi-r#1 with option Try
        boolean reflex = solver.kind == Kind.REFLEX || solver.kind == Kind.SEMI_REFLEX;
        if (options.tries() && !(reflex && n == 1) && !leaves.endsPlay(m, top) && leaves.fewRefutations(m, n, top)) {
            BattleMove t = attackerNode(m, n, 1, "?", top, true);
            if (!t.refutations().isEmpty() && t.refutations().size() <= options.maxRefutations())
                return options.variations() ? t : t.withoutPlay();
        }
        return null;
    }

    /** The attacker's move {@code m} (not yet made) as one of his {@code n} moves, with what follows. */
    private BattleMove attackerNode(int m, int n, int number, String mark, int top, boolean full) {
        var p = search.position;
        PlayedMove before = feerie.solve.Moves.describe(p, m);
        p.make(m);
        boolean goalReached = solver.attackerGoal(n) && search.reached(solver.goal, m, top);
        PlayedMove played = before.withSuffix(search.suffix(solver.goal, m, top, goalReached));
        // a move that wins sooner than asked is shown as the shorter play it is
        int length = goalReached || !full ? n : Math.min(n, solver.lengthAfterAttack(m, n, top));
        Part part = Part.EMPTY;
        if (!goalReached && full) {
            // the play below pays for this move's non-trivial defences, as the solving did
            int spent = solver.nonTrivialSpent(length, top);
            solver.spendNonTrivial(spent);
            part = defences(length - 1, number, top, !inSetPlay || options.variations());
            solver.spendNonTrivial(-spent);
        }
        p.unmake(m);
        return new BattleMove(played, number, true, mark, part.follow, part.threats, part.replies, part.refutations);
    }

    private record Part(Follow follow, List<BattleMove> threats, List<BattleMove> replies, List<BattleMove> refutations) {
        static final Part EMPTY = new Part(Follow.NONE, List.of(), List.of(), List.of());
    }

    /**
     * Set for the first call of {@link #defences} under PostKeyPlay: there a position with no
     * threat within the Threat option's limit is "zugzwang." (py 4.104, #3 with Threat 1), which
     * deeper in the tree it is only when the limit is the whole remaining length.
     */
    private boolean postKeyRoot;

    /**
     * The defender to move, the attacker keeping {@code rem} moves. With {@code threatFilter}
     * (after a real move) the threat is shown and defences that do not parry it are left out;
     * without it (set play) only defences the attacker answers are shown.
     */
    private Part defences(int rem, int number, int top, boolean threatFilter) {
        boolean atPostKeyRoot = postKeyRoot;
        postKeyRoot = false;
        var p = search.position;
        int end = leaves.inPopeyeOrder(top);
        List<BattleMove> replies = new ArrayList<>();
        List<BattleMove> refutations = new ArrayList<>();
        Kind kind = solver.kind;
        boolean reflex = kind == Kind.REFLEX || kind == Kind.SEMI_REFLEX;
        if (reflex && solver.anyDefenceReachesGoal(top, end)) {
            for (int i = top; i < end; i++) {
                int d = search.stack[i];
                if (leaves.defenceReachesGoal(d, end)) replies.add(leaves.defenderLeaf(d, number, end, ""));
            }
            return new Part(Follow.NONE, List.of(), replies, refutations);
        }
        if (rem == 0 && (kind == Kind.SELF || reflex) || kind == Kind.SELF && !solver.exact && end > top && leaves.allDefencesReachGoal(top, end)) {
            // the last defence: a selfmate's defender must reach the goal with every move
            for (int i = top; i < end; i++) {
                int d = search.stack[i];
                if (leaves.defenceReachesGoal(d, end)) replies.add(leaves.defenderLeaf(d, number, end, ""));
                else refutations.add(leaves.defenderLeaf(d, number, end, "!"));
            }
            // a reflexmate's defender after the key, none of whose moves mates: Popeye shows no
            // "refutes." (py 4.104 on an r#1 and a semi-r#1 with PostKeyPlay)
            if (!threatFilter || reflex && atPostKeyRoot) refutations.clear();
            return new Part(Follow.NONE, List.of(), replies, refutations);
        }
        Follow follow = Follow.NONE;
        List<BattleMove> threats = new ArrayList<>();
        int[] threatMoves = new int[0];
        int threatLength = 0;
        if (threatFilter && rem >= 1 && solver.canPass()) {
            p.make(Move.NULL);
            int limit = options.noThreat() ? 0 : Math.min(rem, options.threatLimit());
            threatLength = solver.attackLength(limit, end);
            if (threatLength <= limit) {
                int tend = leaves.inPopeyeOrder(end, threatLength == 1 && kind == Kind.DIRECT);
                int[] found = new int[tend - end];
                int count = 0;
                for (int i = end; i < tend; i++) {
                    int t = search.stack[i];
                    p.make(t);
                    boolean wins = solver.afterAttack(t, threatLength, tend);
                    p.unmake(t);
                    if (wins) found[count++] = t;
                }
                threatMoves = java.util.Arrays.copyOf(found, count);
                for (int t : threatMoves) threats.add(attackerNode(t, threatLength, number + 1, "", end, true));
                follow = Follow.THREAT;
            } else if (!options.noThreat() && (limit == rem || atPostKeyRoot)) {
                follow = Follow.ZUGZWANG;
            }
            p.unmake(Move.NULL);
        }
        for (int i = top; i < end; i++) {
            int d = search.stack[i];
            PlayedMove before = feerie.solve.Moves.describe(p, d);
            p.make(d);
            // a direct problem's defender has no goal: Popeye's tree writes its check "+" even when
            // it mates the attacker (RepublicanChess's insertion: EXAMPLES-republican-03, -04)
            String suffix = kind == Kind.DIRECT ? (search.inCheck() ? " +" : "")
                    : search.suffix(solver.goal, d, end, search.reached(solver.goal, d, end));
            PlayedMove played = before.withSuffix(suffix);
            if (kind == Kind.SELF && !solver.exact && search.reached(solver.goal, d, end)) {
                // reaching the goal before the end is no defence; Popeye shows it only when
                // asked to (option MatesIn1)
                if (options.matesInOne()) replies.add(new BattleMove(played, number, false, "", Follow.NONE, List.of(), List.of(), List.of()));
                p.unmake(d);
                continue;
            }
            int length = solver.attackLength(rem, end);
            if (length > rem) {
                if (threatFilter) refutations.add(new BattleMove(played, number, false, "!", Follow.NONE, List.of(),
                        leaves.forcedGoalMoves(rem, number + 1, end), List.of()));
            } else if (threatMoves.length > 0 && (length < threatLength || ThreatParry.stillWins(solver, threatMoves, threatLength, end))) {
                // not a defence against the threat, or one that allows a quicker win: Popeye
                // shows neither (no corpus output has a variation shorter than its threat)
            } else if (options.noShortVariations() && length < rem) {
                // asked not to show short variations
            } else {
                List<BattleMove> continuations = new ArrayList<>();
                int cend = leaves.inPopeyeOrder(end, length == 1 && kind == Kind.DIRECT);
                for (int j = end; j < cend; j++) {
                    int c = search.stack[j];
                    p.make(c);
                    boolean wins = solver.afterAttack(c, length, cend);
                    p.unmake(c);
                    if (wins) continuations.add(attackerNode(c, length, number + 1, "", cend, true));
                }
                replies.add(new BattleMove(played, number, false, "", Follow.NONE, List.of(), continuations, List.of()));
            }
            p.unmake(d);
        }
        return new Part(follow, threats, replies, refutations);
    }

}
