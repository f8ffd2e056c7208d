package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * The Circe family as one record of independent choices (Popeye's manual, "After Circe,
 * AntiCirce, ..."): whose unit is reborn (the captured one in Circe, the capturer in AntiCirce),
 * when (at once, or after the next move: Parrain), on which side's home squares (Mirror), where
 * ({@link RebirthSquare}), whether kings take part (RexInclusive), and what an occupied rebirth
 * square does ({@link Occupied}; Cheylan: AntiCirce's rebirth on the capture square counts as
 * blocked). Each named condition is a preset of these choices ({@link CirceConditions}).
 * The parts of one kind live beside it: {@link StrictRebirth}, {@link RebirthPromotions},
 * {@link RebornUnit}, {@link DelayedRebirth} (Parrain, WaitCapture), {@link Underworld}
 * (Volcanic, Parachute), {@link CloneRebirth}, {@link Assassin}.
 */
public final class Circe implements Condition, feerie.condition.RebirthOfCaptured {
    /** Whose unit is reborn. */
    public enum Reborn { CAPTURED, CAPTURER }

    /** What an occupied rebirth square does. */
    public enum Occupied {
        /** No rebirth (Circe's default). */
        RELAXED,
        /** The capture is no move (AntiCirce's default). */
        STRICT,
        /** The occupant is removed and the unit reborn (Assassin); a king so removed was in check. */
        ASSASSIN,
        /** The unit waits below the occupant until the square is vacated ([+wSg1->v]). */
        VOLCANIC,
        /** The unit lands; the occupant waits below it until the square is vacated. */
        PARACHUTE
    }

    private boolean underworld() { return occupied == Occupied.VOLCANIC || occupied == Occupied.PARACHUTE; }

    /** How the captured unit changes when reborn. CLONE: the capturer's walk; WALK: a change of walk ({@link RebornWalk}); TURNCOAT: the other side. */
    enum Adapt { NONE, CLONE, WALK, TURNCOAT }

    private final String name;
    private final Reborn reborn;
    private final RebirthSquare where;
    private final boolean mirror;
    private final boolean rexInclusive;
    private final boolean cheylan;
    private final boolean frischauf;
    private final boolean lastMove;
    private final Occupied occupied;
    private final boolean superSquares;
    private final boolean diagram;
    private final boolean couscous;
    private final boolean waitCapture;
    private final boolean takeMake;
    private final boolean cage;
    private final Adapt adapt;
    private final RebornWalk walk;
    private final java.util.Set<String> april;
    /** MagicSquares Type2's squares, where AntiCirce's capturer changes colour before its rebirth; null: none. */
    private final boolean[] magicType2;

    Circe(CirceChoices c) {
        this.name = c.name;
        this.reborn = c.reborn;
        this.where = c.where;
        this.mirror = c.mirror;
        this.rexInclusive = c.rexInclusive;
        this.cheylan = c.cheylan;
        this.lastMove = c.lastMove;
        this.occupied = c.occupied;
        this.superSquares = c.superSquares;
        this.frischauf = c.frischauf;
        this.diagram = c.diagram;
        this.couscous = c.couscous;
        this.waitCapture = c.waitCapture;
        this.takeMake = c.takeMake;
        this.cage = c.cage;
        this.adapt = c.adapt;
        this.walk = c.walk;
        this.april = c.april;
        this.magicType2 = c.magicType2;
    }

    @Override
    public String name() { return name; }

    /**
     * The captured unit comes back (Circe) or the capturer goes elsewhere (AntiCirce), unchanged
     * but for a promotion. Not described: reborn units of another walk or side, units hidden
     * below others, and the Assassin's removals.
     */
    @Override
    public int proofFreedoms() {
        if (adapt != Adapt.NONE || underworld() || occupied == Occupied.ASSASSIN) return UNDECLARED_FREEDOMS;
        return reborn == Reborn.CAPTURED ? FREEDOM_CAPTURED_RETURNS : FREEDOM_CAPTURER_RELOCATES;
    }

    /**
     * AntiCirce is refused with the contact rules (KoeKo and its neighbourhoods, NewKoeko,
     * AntiKoeko), SingleBox type 1 and GenevaChess: Popeye's list of what its AntiCirce does not
     * combine with (py 4.104: "anticirce incompatible with some fairy conditions", nothing solved).
     */
    @Override
    public boolean refusedWith(Condition other) {
        if (reborn != Reborn.CAPTURER) return false;
        String n = other.name();
        return n.endsWith("KoeKo") || n.equals("NewKoeko") || n.equals("AntiKoeko") || n.equals("SingleBox Type1")
                || n.startsWith("GenevaChess");
    }

    @Override
    public boolean hasEffects() { return true; }

    /**
     * As in Popeye: under Circe Cage and Circe Parrain (equipollents of the last move) a pawn on
     * its first rank moves from there, under Circe Equipollents it observes from there only;
     * AntiCirce keeps it still.
     */
    @Override
    public feerie.piece.movement.PawnComponent.FirstRank pawnsOnFirstRank() {
        var rule = feerie.piece.movement.PawnComponent.FirstRank.STILL;
        if (reborn != Reborn.CAPTURED) return rule;
        boolean equipollents = where == RebirthSquare.EQUIPOLLENTS || where == RebirthSquare.CONTRA_EQUIPOLLENTS;
        if (cage || equipollents && lastMove) return feerie.piece.movement.PawnComponent.FirstRank.MOVES;
        return equipollents ? feerie.piece.movement.PawnComponent.FirstRank.OBSERVES : rule;
    }

    /**
     * AntiCirce's capturer goes home before the other conditions' effects and a Circe rebirth
     * (Popeye's order of move effects: Andernach's or Volage's change then acts on the capturer
     * where it went, {@code Sa1*c2[wSc2->b1=b]}); Circe's rebirths keep the problem's order.
     */
    @Override
    public int effectStage() { return reborn == Reborn.CAPTURER && !lastMove ? -20 : 0; }

    /** The rebirth square of {@code piece} (as reborn) for a capture on {@code sq} by {@code move}, or -1. */
    int rebirth(Position p, int piece, int sq, int move, boolean made) {
        if (couscous) {
            // Couscous: the square the other unit of the capture would be reborn on
            int other = other(p, move, made);
            if (other == Piece.EMPTY) return -1;
            int side = Piece.side(other);
            return RebirthSquare.regular(p.geometry, p.table.rebirthWalk(other), sq, mirror ? Side.opponent(side) : side);
        }
        if (adapt != Adapt.NONE && reborn == Reborn.CAPTURED) piece = adapted(p, piece, move, made);
        if (diagram) {
            // the unit's square before the move: the captured one's, or where the capturer came from
            int unit = reborn == Reborn.CAPTURED ? sq : Move.from(move);
            return UnitOrigins.diagramSquare(p, unit, p.ply() - (made ? 2 : 1));
        }
        int side = Piece.side(piece);
        int home = mirror ? Side.opponent(side) : side;
        if (frischauf && Frischauf.promoted(p, piece)) return Frischauf.square(p, sq, home);
        return where.square(p, piece, sq, home, move);
    }

    boolean takesPart(Position p, int piece) {
        if (april != null && !april.contains(feerie.piece.Attributes.baseId(p.table.type(Piece.type(piece))))) return false;
        return rexInclusive || !p.table.isRoyal(piece);
    }

    @Override
    public void addTypes(java.util.List<feerie.piece.PieceType> types) {
        if (walk != null) walk.addTypes(types);
        if (frischauf) Frischauf.addTypes(types);
        if (adapt == Adapt.CLONE && reborn == Reborn.CAPTURER) CloneRebirth.addTypes(types);
    }

    /** Does a capture depend on where its reborn unit lands (so that generation must look)? */
    private boolean strict() {
        return !lastMove && !waitCapture && !superSquares && !takeMake && !cage && occupied == Occupied.STRICT;
    }

    // ---- generation and observation ------------------------------------------------------------

    @Override
    public boolean changesObservation() {
        // Strict: a capture whose rebirth is blocked is no move, nor a check; RexInclusive: a king
        // that would be reborn is not in check (Assassin: a rebirth on a king's square checks it, see addsAttacks)
        return strict() || rexInclusive && reborn == Reborn.CAPTURED || takeMake && reborn == Reborn.CAPTURER;
    }

    @Override
    public boolean addsAttacks() { return occupied == Occupied.ASSASSIN; }

    @Override
    public boolean attackedOtherwise(Position p, int target, int by) {
        return occupied == Occupied.ASSASSIN && Assassin.rebirthOn(p, target, by, this);
    }

    /** The square where the unit a capture by {@code m} of side {@code by} reaches is reborn, or -1 (for {@link Assassin}). */
    int rebirthSquareOf(Position p, int mover, int m) {
        int piece = rebornBy(p, mover, m);
        if (piece == Piece.EMPTY) return -1;
        if (superSquares || takeMake || cage) return SuperRebirth.square(m);
        int sq = reborn == Reborn.CAPTURER || Move.kind(m) != Move.EN_PASSANT ? Move.to(m) : p.enPassantVictim();
        return rebirth(p, piece, sq, m, false);
    }

    /** The unit the capture {@code m} by {@code mover} brings to rebirth (as reborn), or EMPTY when none takes part. */
    int rebornBy(Position p, int mover, int m) {
        int piece = reborn == Reborn.CAPTURED ? p.at(Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m))
                : capturerReborn(p, mover, m);
        return piece == Piece.EMPTY || !takesPart(p, piece) ? Piece.EMPTY : piece;
    }

    boolean lastMove() { return lastMove; }

    Reborn reborn() { return reborn; }

    /** The captured unit's rebirth comes after Popeye's side changes (MagicSquares); AntiCirce's, before. */
    @Override
    public boolean effectsAfterSideChanges() { return reborn == Reborn.CAPTURED; }

    Occupied occupied() { return occupied; }

    boolean cheylan() { return cheylan; }

    boolean waitCapture() { return waitCapture; }

    Adapt adapt() { return adapt; }

    /** Is the square chosen by the move (Super, Take&Make, Cage) rather than found? */
    boolean squareChosen() { return superSquares && !lastMove || takeMake || cage; }

    /** Does a capturer arriving on {@code sq} change colour before its AntiCirce rebirth (MagicSquares Type2)? */
    boolean magicBeforeRebirth(Position p, int sq, int unit) {
        return magicType2 != null && magicType2[sq] && !p.table.isRoyal(unit) && !p.table.isNeutral(unit);
    }

    /** Circe's observation rules only veto observers (a blocked rebirth, a king reborn at once); they add none. */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        // AntiCirce Take&Make: a capturer without a square to go to captures nothing
        if (takeMake && reborn == Reborn.CAPTURER) return p.at(target) == Piece.EMPTY || TakeMakeRebirth.capturerHasSquare(p, from, target);
        if (lastMove || waitCapture || superSquares || takeMake || cage) return true;
        int mover = p.at(from);
        if (reborn == Reborn.CAPTURED) {
            int victim = p.at(target);
            if (victim == Piece.EMPTY) return true;
            if (strict() && !StrictRebirth.mayBeReborn(p, this, mover, Move.of(from, target))) return false;
            if (!rexInclusive || !p.table.isRoyal(victim)) return true;
            // the king's capture threatens nothing when the king would be reborn at once
            int r = rebirth(p, victim, target, Move.of(from, target), false);
            // Parachute: any occupant, even the capturer on the capture square, goes below and the
            // king is reborn (py: Rh1*e1 would bring the white king back on e1, so Ke2-e1 is legal)
            if (occupied == Occupied.PARACHUTE) return r < 0;
            return r < 0 || r == target || r != from && (p.at(r) != Piece.EMPTY || p.blocked(r));
        }
        if (!strict() || !takesPart(p, mover)) return true;
        if (p.table.isPawn(mover)) {
            // a pawn capturing onto its last rank is reborn as what it promotes to: it observes if
            // any of its promotions could be reborn
            int last = Piece.side(mover) == Side.WHITE ? p.geometry.ranks - 1 : 0;
            if (p.geometry.rank(target) == last) {
                for (int type : p.promotionTypes(Piece.side(mover)))
                    if (StrictRebirth.mayBeReborn(p, this, mover, Move.promotion(from, target, type))) return true;
                return false;
            }
        }
        return StrictRebirth.mayBeReborn(p, this, mover, Move.of(from, target));
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int mover = p.at(from);
        if (superSquares && !lastMove)
            return SuperRebirth.expand(p, mover, out, start, end, this, occupied == Occupied.RELAXED,
                    reborn == Reborn.CAPTURER, cheylan);
        if (takeMake) return TakeMakeRebirth.expand(p, mover, out, start, end, this);
        if (cage)
            return CageRebirth.expand(p, mover, side, out, start, end, this, occupied == Occupied.STRICT, underworld());
        if (strict()) end = StrictRebirth.dropBlockedCaptures(p, this, mover, out, start, end);
        if (waitCapture) return end;
        return RebirthPromotions.expand(p, mover, out, start, end, this);
    }

    static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        return kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    /** The capturer as it stands after the move {@code m} (a promoted pawn as its new piece). */
    private static int capturerAfter(Position p, int mover, int m) {
        return Move.kind(m) == Move.PROMOTION ? p.promoted(mover, Move.promotion(m), Piece.side(mover)) : mover;
    }

    /**
     * The capturer as it is reborn by the capture {@code m} (before it is made): AntiCirce Clone
     * gives it the captured unit's walk, which also decides its square.
     */
    int capturerReborn(Position p, int mover, int m) {
        int after = capturerAfter(p, mover, m);
        if (magicBeforeRebirth(p, Move.to(m), after)) after ^= 1;
        if (adapt != Adapt.CLONE) return after;
        return CloneRebirth.cloned(p, after, p.at(Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m)));
    }


    // ---- the rebirth -------------------------------------------------------------------------

    @Override
    public void afterMove(Position p, int move) {
        if (lastMove || waitCapture) DelayedRebirth.markPending(p, lastMove, waitCapture);
        if (frischauf) Frischauf.markPromotion(p, move);
        CirceRebirth.play(this, p, move);
        // after the rebirth, as Popeye writes them (BEISPIEL-circe-16: Tf2*d2[+sBd7][+wBf2])
        if (underworld() && move != Move.NULL) Underworld.cameUp(p, move);
    }

    /** The other unit of the capture {@code move}: the capturer when the captured one is reborn, else the captured. */
    private int other(Position p, int move, boolean made) {
        int from = Move.from(move), to = Move.to(move);
        if (reborn == Reborn.CAPTURED) return made ? p.at(to) : p.at(from);
        return made ? p.lastCaptured() : p.at(Move.kind(move) == Move.EN_PASSANT ? p.enPassantVictim() : to);
    }

    /**
     * The captured unit as it is reborn: Clone, with the capturer's walk before the move (BEISPIEL-cirpiece-05:
     * {@code Qf3*h5[+bQd8]}); Chameleon, the next of knight, bishop, rook, queen (py: a knight
     * taken on b2 comes back as {@code [+bBf8]}).
     */
    int adapted(Position p, int piece, int move, boolean made) {
        int side = Piece.side(piece);
        if (adapt == Adapt.CLONE) {
            // the capturer's walk as it moved: a promoting pawn clones a pawn (BEISPIEL-twin-17: g2*f1=S[+wBf2])
            int capturer = made ? p.lastMover() : p.at(Move.from(move));
            if (capturer == Piece.EMPTY || p.table.isRoyal(capturer) || p.table.isNeutral(capturer)) return piece;
            return Piece.of(Piece.type(capturer), side);
        }
        if (adapt == Adapt.WALK) return walk.of(p, piece);
        return piece;
    }

    /**
     * Is the rebirth square free, or freed by Assassin (its occupant removed) or Parachute (its
     * occupant below)? A hole (HaanerChess: a square a unit left) takes no unit (py 4.104).
     */
    boolean makeRoom(Position p, int r) {
        // a hole takes no unit, whatever the variant (py 4.104: Circe, a unit due on a hole is gone)
        if (p.blocked(r)) return false;
        if (p.at(r) == Piece.EMPTY) return true;
        if (occupied == Occupied.PARACHUTE) return Underworld.parachute(p, r);
        if (occupied != Occupied.ASSASSIN) return false;
        p.effectRemoveQuietly(r);
        return true;
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        // Strict is tested when the unit is reborn: another condition's effect may have taken the
        // square since generation (TESTS-circe-18: AntiCirce's capturer lands on it first)
        if (strict() && reborn == Reborn.CAPTURED && !rebornNow(p)) return false;
        // AntiCirce: a capturing pawn promoted into an imitator has no rebirth square (py 4.104)
        if (reborn == Reborn.CAPTURER && !lastMove && p.lastCaptured() != Piece.EMPTY && becameImitator(p)) return false;
        // Assassin: a unit reborn on the mover's own king removed it
        return occupied != Occupied.ASSASSIN || p.king(mover) >= 0 || !Assassin.removedKing(p, mover);
    }

    /** Did the last move's unit become an imitator on its arrival ({@code b7*c8[If6]=I})? */
    private static boolean becameImitator(Position p) {
        var e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++)
            if (e.kind(i) == feerie.position.Effects.Kind.IMITATOR_ADDED) return true;
        return false;
    }

    /** Was the unit the last move captured reborn by it (or does it take no part)? */
    private boolean rebornNow(Position p) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || !takesPart(p, captured)) return true;
        var e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++)
            if (e.kind(i) == feerie.position.Effects.Kind.ADD && Piece.type(e.piece(i)) == Piece.type(RebornUnit.asReborn(p, captured))) return true;
        return adapt != Adapt.NONE || couscous || diagram;
    }

    /** Where a captured unit is reborn (Kamikaze asks it for its capturer); -1 in AntiCirce. */
    @Override
    public int rebirthOfCaptured(Position p, int piece, int square, int move) {
        return reborn == Reborn.CAPTURED && takesPart(p, piece) ? rebirth(p, piece, square, move, true) : -1;
    }

    @Override
    public String toString() { return name; }
}
