package feerie.solve;

import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Options;
import feerie.solve.battle.BattleSolution;
import feerie.solve.battle.BattleSolver;
import feerie.solve.battle.BattleTree;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.List;

/** Direct, self, reflex and semi-reflex play of a twin: the battle solver set up by the options, its tree cut by MaxSolutions. */
final class BattlePlay {
    private BattlePlay() { }

    /** The tree, whether MaxSolutions cut it, and the numbered first moves for MoveNumbers (null: none). */
    record Solved(BattleSolution battle, boolean partial, List<MoveNumbering.Numbered> numbered) { }

    /**
     * The battle play, or null when Popeye refuses the diagram (the side to play can capture the
     * king). With Duplex, {@code blackHalf} searches the second half (its own rules when a
     * condition binds the defending side), else it is {@code search}.
     */
    static Solved solve(Search search, Search blackHalf, Stipulation stip, Options options, PlayType type,
                        boolean duplex, boolean halfDuplex) {
        if (duplex) {
            // Duplex: the play as stipulated, then with Black attacking, written after it; a half
            // Popeye refuses (the side to play can capture the king) writes nothing
            Solved white = solve(search, search, stip, options, type, false, false);
            Solved black = solve(blackHalf, blackHalf, stip, options, type, false, true);
            if (white == null) return black == null ? null : new Solved(black.battle(), black.partial(), null);
            return black == null ? new Solved(white.battle(), white.partial(), null)
                    : new Solved(white.battle().withDuplexHalf(black.battle()), white.partial() || black.partial(), null);
        }
        Position position = search.position;
        BattleSolver.Kind kind = type == PlayType.DIRECT ? BattleSolver.Kind.DIRECT
                : type == PlayType.SELF ? BattleSolver.Kind.SELF
                : type == PlayType.REFLEX ? BattleSolver.Kind.REFLEX : BattleSolver.Kind.SEMI_REFLEX;
        // HalfDuplex: the colours swap roles, Black attacking
        position.setSideToMove(halfDuplex ? Side.BLACK : Side.WHITE);
        // Popeye refuses a diagram whose side to play can capture the king and shows no play
        // (after the key, PostKeyPlay, that side is the defender: a defender in check is no
        // reason, py 4.104 on BEISPIEL-sford-03)
        if (options.has("PostKeyPlay") ? defenderCanCaptureKing(search, position) : search.sideToPlayCanCaptureKing()) return null;
        List<MoveNumbering.Numbered> numbered = HelpSeriesRules.numbering(options) && !options.has("SetPlay") && !options.has("PostKeyPlay")
                ? MoveNumbering.of(search) : null;
        int n = stip.moves();
        BattleTree.Options shown = new BattleTree.Options(
                options.has("Variations") || options.has("PostKeyPlay"),
                // Popeye's manual: "Defence 1: all real tries are calculated"; but py 4.104
                // shows no tries in a direct mate in one, nor in r#1 and semi-r#1, where Black's
                // answer is the forced goal and no defence (s#1 keeps them)
                (options.has("Try") || options.has("Defence")) && !(type != PlayType.SELF && n == 1),
                options.has("Defence") ? options.intArg("Defence", 1) : 1,
                options.has("Threat") ? options.intArg("Threat", n) : n,
                options.has("NoThreat"), options.has("NoShortVariations"),
                options.has("SetPlay"), options.has("PostKeyPlay"), options.has("MatesIn1"));
        BattleSolver solver = new BattleSolver(search, stip.goal(), kind, stip.isExact(), n);
        if (options.has("Quodlibet") && type != PlayType.DIRECT) solver.quodlibet();
        if (options.has("Threat")) solver.limitThreats(options.intArg("Threat", n));
        if (options.has("MaxFlightsquares")) solver.limitFlights(options.intArg("MaxFlightsquares", Integer.MAX_VALUE));
        if (options.has("NonTrivial")) {
            List<String> args = options.args("NonTrivial");
            solver.limitNonTrivial(args.isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(args.get(0)),
                    args.size() < 2 ? 0 : Integer.parseInt(args.get(1)));
        }
        BattleSolution battle = new BattleTree(solver, shown).solve(n);
        if (options.has("TrivialTriesAvoid")) battle = battle.withoutCheckingTries();
        int max = options.intArg("MaxSolutions", Integer.MAX_VALUE);
        // MaxSolutions 0 keeps no key nor try, set play and post-key play as they are, and (no key
        // ever counted) is not partial (py 4.104: #1 and #2 with SetPlay, PostKeyPlay, Try)
        boolean partial = max > 0 && battle.keysAndTries().stream().filter(k -> k.mark().equals("!")).count() >= max;
        if (partial || max == 0) battle = battle.firstSolutions(max);
        return new Solved(battle, partial, numbered);
    }

    /** Could the defender, to play after a key, capture the attacker's king? */
    private static boolean defenderCanCaptureKing(Search search, Position position) {
        position.make(feerie.piece.movement.Move.NULL);
        boolean can = search.sideToPlayCanCaptureKing();
        position.unmake(feerie.piece.movement.Move.NULL);
        return can;
    }
}
