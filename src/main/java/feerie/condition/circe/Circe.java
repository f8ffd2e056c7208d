package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * The Circe family as one record of independent choices (Popeye's manual, "After Circe,
 * AntiCirce, ..."): whose unit is reborn (the captured one in Circe, the capturer in AntiCirce),
 * when (at once, or after the next move: Parrain), on which side's home squares (Mirror), where
 * ({@link RebirthSquare}), whether kings take part (RexInclusive), and what an occupied rebirth
 * square does ({@link Occupied}; Cheylan: AntiCirce's rebirth on the capture square counts as
 * blocked). Each named condition is a preset of these choices ({@link CirceConditions}).
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

    /** The choices of one member of the family (set by {@link CirceConditions}). */
    static final class Choices {
        String name;
        Reborn reborn = Reborn.CAPTURED;
        RebirthSquare where = RebirthSquare.REGULAR;
        boolean mirror;
        boolean rexInclusive;
        boolean cheylan;
        /** Parrain: the unit captured by the last move is reborn now, the current move's vector away. */
        boolean lastMove;
        Occupied occupied = Occupied.RELAXED;
        /** Super: the capturing side chooses the rebirth square among the empty ones. */
        boolean superSquares;
        /** Diagram: the unit is reborn on its square of the diagram. */
        boolean diagram;
        /** Couscous: the rebirth square is the other unit's. */
        boolean couscous;
        /** WaitCapture: the captured unit is reborn at the next capture. */
        boolean waitCapture;
        /** Take&Make: the captured unit is reborn by a move of its own from the capture square. */
        boolean takeMake;
        /** Cage: the capturing side chooses a square where the reborn unit has no move without capture. */
        boolean cage;
        Adapt adapt = Adapt.NONE;
        /** With Adapt.WALK: which walk the unit is reborn with. */
        RebornWalk walk;
        /** April: the catalogue ids of the walks that are reborn (null: all). */
        java.util.Set<String> april;
        /** Frischauf: a promoted unit is reborn on its promotion rank ({@link Frischauf}). */
        boolean frischauf;
    }

    /** How the captured unit changes when reborn. */
    /** CLONE: the capturer's walk; WALK: a change of walk ({@link RebornWalk}); TURNCOAT: the other side. */
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

    Circe(Choices c) {
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
    }

    @Override
    public String name() { return name; }

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
    private int rebirth(Position p, int piece, int sq, int move, boolean made) {
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

    private boolean takesPart(Position p, int piece) {
        if (april != null && !april.contains(feerie.piece.Attributes.baseId(p.table.type(Piece.type(piece))))) return false;
        return rexInclusive || !p.table.isRoyal(piece);
    }

    @Override
    public void addTypes(java.util.List<feerie.piece.PieceType> types) {
        if (walk != null) walk.addTypes(types);
        if (frischauf) Frischauf.addTypes(types);
        if (adapt == Adapt.CLONE && reborn == Reborn.CAPTURER) addClones(types);
    }

    /** AntiCirce Clone: each walk with the attributes of each unit that may capture it (a royal bishop). */
    private static void addClones(java.util.List<feerie.piece.PieceType> types) {
        for (feerie.piece.PieceType unit : java.util.List.copyOf(types)) {
            int mask = feerie.piece.Attributes.of(unit) | (unit.royal() ? feerie.piece.Attributes.ROYAL : 0);
            if (mask == 0) continue;
            for (feerie.piece.PieceType walk : java.util.List.copyOf(types)) {
                if (walk.royal() || feerie.piece.Attributes.of(walk) != 0) continue;
                feerie.piece.PieceType clone = feerie.piece.Attributes.derive(walk, mask);
                if (types.stream().noneMatch(x -> x.id().equals(clone.id()))) types.add(clone);
            }
        }
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
        return strict() || rexInclusive && reborn == Reborn.CAPTURED;
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

    /** Circe's observation rules only veto observers (a blocked rebirth, a king reborn at once); they add none. */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (lastMove || waitCapture || superSquares || takeMake || cage) return true;
        int mover = p.at(from);
        if (reborn == Reborn.CAPTURED) {
            int victim = p.at(target);
            if (victim == Piece.EMPTY) return true;
            if (strict() && !mayBeReborn(p, mover, Move.of(from, target))) return false;
            if (!rexInclusive || !p.table.isRoyal(victim)) return true;
            // the king's capture threatens nothing when the king would be reborn at once
            int r = rebirth(p, victim, target, Move.of(from, target), false);
            return r < 0 || r == target || r != from && p.at(r) != Piece.EMPTY;
        }
        if (!strict() || !takesPart(p, mover)) return true;
        if (p.table.isPawn(mover)) {
            // a pawn capturing onto its last rank is reborn as what it promotes to: it observes if
            // any of its promotions could be reborn
            int last = Piece.side(mover) == Side.WHITE ? p.geometry.ranks - 1 : 0;
            if (p.geometry.rank(target) == last) {
                for (int type : p.promotionTypes(Piece.side(mover)))
                    if (mayBeReborn(p, mover, Move.promotion(from, target, type))) return true;
                return false;
            }
        }
        return mayBeReborn(p, mover, Move.of(from, target));
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
        if (strict()) end = dropBlockedCaptures(p, mover, out, start, end);
        if (waitCapture) return end;
        return expandPromotions(p, mover, out, start, end);
    }

    /** Strict: a capture whose unit cannot be reborn is no move (nor an observation). */
    private int dropBlockedCaptures(Position p, int mover, int[] out, int start, int end) {
        if (reborn == Reborn.CAPTURER && !takesPart(p, mover)) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!isCapture(p, m) || mayBeReborn(p, mover, m)) out[kept++] = m;
        }
        return kept;
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
    private int capturerReborn(Position p, int mover, int m) {
        int after = capturerAfter(p, mover, m);
        if (adapt != Adapt.CLONE) return after;
        return cloned(p, after, p.at(Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m)));
    }

    /**
     * AntiCirce Clone: {@code capturer} with the walk of {@code victim}, keeping its side and
     * attributes (a king becomes a royal unit of that walk: {@code [bKe3->kBf8]},
     * BEISPIEL-anticir-58); a royal victim leaves the walk as it is, as in Popeye.
     */
    private static int cloned(Position p, int capturer, int victim) {
        if (victim == Piece.EMPTY || capturer == Piece.EMPTY || p.table.isRoyal(victim) || p.table.isNeutral(capturer))
            return capturer;
        int type = p.table.indexOf(cloneId(p.table.type(Piece.type(capturer)), p.table.type(Piece.type(victim))));
        return type == 0 ? capturer : Piece.of(type, Piece.side(capturer));
    }

    /** The id of the type with {@code walk}'s walk and {@code unit}'s attributes (royalty included). */
    private static String cloneId(feerie.piece.PieceType unit, feerie.piece.PieceType walk) {
        int mask = feerie.piece.Attributes.of(unit) | (unit.royal() ? feerie.piece.Attributes.ROYAL : 0);
        String base = feerie.piece.Attributes.baseId(walk);
        return mask == 0 ? base : base + "@" + mask;
    }

    private boolean mayBeReborn(Position p, int mover, int m) {
        int from = Move.from(m), to = Move.to(m);
        if (reborn == Reborn.CAPTURED) {
            int sq = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            int victim = p.at(sq);
            if (!takesPart(p, victim)) return true;
            int r = rebirth(p, victim, sq, m, false);
            return r >= 0 && r != to && (r == from || p.at(r) == Piece.EMPTY) && !p.imitatorLandsOn(r, to - from);
        }
        int r = rebirth(p, capturerReborn(p, mover, m), to, m, false);
        if (r < 0) return false;
        if (r == to) return !cheylan;
        // a square an imitator reaches by the move's imitation takes no unit (REGRESSIONS-4_63_to_4_65-65)
        return (r == from || p.at(r) == Piece.EMPTY) && !p.imitatorLandsOn(r, to - from);
    }

    /**
     * A pawn reborn on its promotion rank promotes there, to any piece a pawn may promote to: the
     * move becomes one move per piece, told apart by {@link Move#choice} (Popeye:
     * {@code Tb8*b1[+wBb8=D]}, {@code [+wBb8=T]}, ...).
     */
    private int expandPromotions(Position p, int mover, int[] out, int start, int end) {
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!lastMove && !isCapture(p, m)) continue;
            int choices = rebirthPromotions(p, mover, m);
            if (choices <= 1) continue;
            out[i] = Move.withChoice(m, 1);
            for (int c = 2; c <= choices; c++) out[n++] = Move.withChoice(m, c);
        }
        return n;
    }

    /** How many pieces the unit reborn by the move {@code m} promotes to (0: it does not promote). */
    private int rebirthPromotions(Position p, int mover, int m) {
        int from = Move.from(m), to = Move.to(m);
        int piece, sq;
        if (lastMove) {
            // the previous move's capture (before the diagram: LastCapture's)
            boolean retro = p.ply() == 0;
            int previous = retro ? p.retroCaptured() : p.lastCaptured();
            if (previous == Piece.EMPTY) return 0;
            sq = reborn == Reborn.CAPTURED || retro ? (retro ? p.retroCaptureSquare() : p.lastCaptureSquare())
                    : Move.to(p.lastMove());
            if (sq == to) return 0;
            piece = reborn == Reborn.CAPTURED ? previous : p.at(sq);
        } else if (reborn == Reborn.CAPTURED) {
            sq = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            piece = p.at(sq);
        } else {
            sq = to;
            piece = capturerReborn(p, mover, m);
        }
        if (piece == Piece.EMPTY || !p.table.isPawn(piece) || !takesPart(p, piece)) return 0;
        int r = rebirth(p, piece, sq, m, false);
        if (r < 0 || !onPromotionRank(p, piece, r)) return 0;
        boolean free = r == from || p.at(r) == Piece.EMPTY || reborn == Reborn.CAPTURER && r == sq;
        if (r == to && !(reborn == Reborn.CAPTURER && !lastMove)
                || !free && occupied == Occupied.RELAXED || occupied == Occupied.STRICT && !free) return 0;
        return Math.min(p.promotionTypes(Piece.side(piece)).length, Move.CHOICES - 1);
    }

    private static boolean onPromotionRank(Position p, int pawn, int sq) {
        int rank = p.geometry.rank(sq);
        return rank == (Piece.side(pawn) == Side.WHITE ? p.geometry.ranks - 1 : 0);
    }

    // ---- the rebirth -------------------------------------------------------------------------

    @Override
    public void afterMove(Position p, int move) {
        if (lastMove || waitCapture) markPending(p);
        if (frischauf) Frischauf.markPromotion(p, move);
        rebirth(p, move);
        // after the rebirth, as Popeye writes them (BEISPIEL-circe-16: Tf2*d2[+sBd7][+wBf2])
        if (underworld() && move != Move.NULL) cameUp(p, move);
    }

    /**
     * Parrain, WaitCapture: the unit still to be reborn is part of the position (the tables of
     * positions must tell it): its mark leaves the hash when its rebirth is due, the newly
     * captured unit's enters.
     */
    private void markPending(Position p) {
        int ply = p.ply() - 1;
        boolean captured = p.capturedAt(ply) != Piece.EMPTY;
        if (lastMove || captured) {
            int previous = ply - 1;
            if (waitCapture) while (previous >= 0 && p.capturedAt(previous) == Piece.EMPTY) previous--;
            else previous = skipPasses(p, previous);
            if (previous >= 0 && p.capturedAt(previous) != Piece.EMPTY)
                p.hashPending(p.capturedAt(previous), p.captureSquareAt(previous));
            // the first move: the unit captured before the diagram (LastCapture) leaves the hash
            if (previous < 0 && lastMove && p.retroCaptured() != Piece.EMPTY)
                p.hashPending(p.retroCaptured(), p.retroCaptureSquare());
        }
        if (captured) p.hashPending(p.capturedAt(ply), p.captureSquareAt(ply));
    }

    /**
     * The ply of the last move before {@code ply}'s end that was played, the other side's passes of
     * a series left out: Parrain's unit is reborn after the series' next move (REGRESSIONS-4_69_to_4_71-20:
     * 1.e5*d6 ep. 2.d6-d7[+bPd6]).
     */
    private static int skipPasses(Position p, int ply) {
        while (ply >= 0 && p.moveAt(ply) == Move.NULL) ply--;
        return ply;
    }

    private void rebirth(Position p, int move) {
        int captured, sq;
        // the side that made the capture (Parrain, WaitCapture: an earlier move's), for a neutral unit's promotion
        int capturingSide = p.sideToMove();
        if (waitCapture) {
            // the unit taken by the capture before this one comes back now; this one waits
            if (p.lastCaptured() == Piece.EMPTY) return;
            int previous = p.ply() - 2;
            while (previous >= 0 && p.capturedAt(previous) == Piece.EMPTY) previous--;
            if (previous < 0) return;
            captured = p.capturedAt(previous);
            sq = p.captureSquareAt(previous);
            if ((p.ply() - 1 - previous) % 2 != 0) capturingSide = Side.opponent(capturingSide);
        } else if (lastMove) {
            if (move == Move.NULL || p.ply() < 1) return;
            int previous = skipPasses(p, p.ply() - 2);
            if (previous < 0) {
                // the first move: the unit captured before the diagram (LastCapture), whose capturer stands there
                captured = p.retroCaptured();
                sq = p.retroCaptureSquare();
            } else {
                captured = p.capturedAt(previous);
                sq = reborn == Reborn.CAPTURED ? p.captureSquareAt(previous) : Move.to(p.moveAt(previous));
            }
            if (captured == Piece.EMPTY) return;
            if ((p.ply() - 1 - previous) % 2 != 0) capturingSide = Side.opponent(capturingSide);
        } else {
            captured = p.lastCaptured();
            if (captured == Piece.EMPTY) return;
            sq = reborn == Reborn.CAPTURED ? p.lastCaptureSquare() : Move.to(move);
        }
        boolean chosen = superSquares && !lastMove || takeMake || cage;
        // Super: the square is the move's; a promotion's capture carries no promotion choice
        int choice = chosen && Move.kind(move) == Move.PROMOTION ? 1 : Move.choice(move);
        if (reborn == Reborn.CAPTURED) {
            if (!takesPart(p, captured)) return;
            int r = chosen ? SuperRebirth.square(move) : rebirth(p, captured, sq, move, true);
            if (r < 0) return;
            int unit = adapt == Adapt.CLONE || adapt == Adapt.WALK ? adapted(p, captured, move, true) : captured;
            if (occupied == Occupied.VOLCANIC && p.at(r) != Piece.EMPTY) {
                // Volcanic: below the occupant, even the capturer on the capture square ([+bQd8->v])
                if (p.hidden(r) != Piece.EMPTY) return;
                int below = asReborn(p, unit);
                // a pawn on its promotion rank goes below as the piece it promotes to ([+wPc8=Q->v])
                int promoted = promotedOn(p, r, below, choice, rebornFor(p, below, capturingSide));
                if (promoted != below) p.effectHidePromoted(r, below, promoted);
                else p.effectHide(r, below, false);
                return;
            }
            if (!makeRoom(p, r)) return;
            p.effectAdd(r, asReborn(p, unit));
            // Turncoat: reborn on its own side's square, then it changes sides ([+bRh8=w])
            if (adapt == Adapt.TURNCOAT && !p.table.isNeutral(unit)) p.effectChange(r, unit ^ 1);
            promote(p, r, p.at(r), choice, rebornFor(p, p.at(r), capturingSide));
            restoreCastling(p, r, p.at(r));
            feerie.condition.RebornUnits.tell(p, sq, r);
        } else {
            int capturer = p.at(sq);
            // Parrain: the capturer may have been captured in turn
            if (capturer == Piece.EMPTY || !takesPart(p, capturer)) return;
            if (lastMove && Piece.side(capturer) == p.sideToMove() && !p.table.isNeutral(capturer)) return;
            // a locust's capture: the square is found from the victim's square (TESTS-circe-09: Lc2*e4-f5[wLf5->e8])
            int basis = Move.kind(move) == Move.DISPLACED_CAPTURE ? p.lastCaptureSquare() : sq;
            int clone = adapt == Adapt.CLONE ? cloned(p, capturer, p.lastCaptured()) : capturer;
            int r = chosen ? SuperRebirth.square(move) : rebirth(p, clone, basis, move, true);
            if (r < 0) return;
            if (occupied == Occupied.VOLCANIC && r != sq && p.at(r) != Piece.EMPTY) {
                if (p.hidden(r) != Piece.EMPTY) return;
                p.effectRemoveQuietly(sq);
                p.effectHide(r, capturer, false);
                return;
            }
            if (r != sq && !makeRoom(p, r)) return;
            p.effectMove(sq, r);
            if (clone != capturer) p.effectChange(r, clone, feerie.position.Effects.Style.TRANSFERRED);
            promote(p, r, clone, choice, p.table.isNeutral(clone) ? capturingSide : Piece.side(clone));
            restoreCastling(p, r, clone);
            feerie.condition.RebornUnits.tell(p, sq, r);
        }
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
    private int adapted(Position p, int piece, int move, boolean made) {
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

    /** Is the rebirth square free, or freed by Assassin (its occupant removed) or Parachute (its occupant below)? */
    private boolean makeRoom(Position p, int r) {
        if (p.at(r) == Piece.EMPTY) return true;
        if (occupied == Occupied.PARACHUTE && p.hidden(r) == Piece.EMPTY) {
            p.effectHide(r, Piece.EMPTY, true);
            return true;
        }
        if (occupied != Occupied.ASSASSIN) return false;
        p.effectRemoveQuietly(r);
        return true;
    }

    /**
     * Volcanic, Parachute: a unit waiting below a square the move vacated comes up ([+wSg1]), also
     * below the capture square an AntiCirce capturer left (REGRESSIONS-4_69_to_4_71-22).
     */
    private static void cameUp(Position p, int move) {
        comeUp(p, Move.from(move));
        comeUp(p, Move.to(move));
        if (Move.kind(move) == Move.CASTLING) comeUp(p, Move.castlingRook(move));
    }

    private static void comeUp(Position p, int square) {
        if (p.hidden(square) != Piece.EMPTY && p.at(square) == Piece.EMPTY) p.effectUnhide(square);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        // Strict is tested when the unit is reborn: another condition's effect may have taken the
        // square since generation (TESTS-circe-18: AntiCirce's capturer lands on it first)
        if (strict() && reborn == Reborn.CAPTURED && !rebornNow(p)) return false;
        // Assassin: a unit reborn on the mover's own king removed it
        return occupied != Occupied.ASSASSIN || p.king(mover) >= 0 || !hadKing(p, mover);
    }

    /** Was the unit the last move captured reborn by it (or does it take no part)? */
    private boolean rebornNow(Position p) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || !takesPart(p, captured)) return true;
        var e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++)
            if (e.kind(i) == feerie.position.Effects.Kind.ADD && Piece.type(e.piece(i)) == Piece.type(asReborn(p, captured))) return true;
        return adapt != Adapt.NONE || couscous || diagram;
    }

    private static boolean hadKing(Position p, int side) {
        var e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++)
            if (e.kind(i) == feerie.position.Effects.Kind.REMOVE_QUIETLY && p.table.isRoyal(e.piece(i))
                    && Piece.side(e.piece(i)) == side) return true;
        return false;
    }

    /**
     * The unit as it reappears: a neutral unit stays neutral, coloured as neutral units are after
     * this move (Popeye: {@code [+nDd8]}, {@code [+nhnTa1]}); it was reborn as the colour it had
     * when captured.
     */
    static int asReborn(Position p, int piece) {
        return p.table.isNeutral(piece) ? Piece.of(Piece.type(piece), p.sideToMove()) : piece;
    }

    /** A pawn reborn on its promotion rank becomes the piece the move chose. */
    private static void promote(Position p, int r, int pawn, int chosen, int side) {
        int promoted = promotedOn(p, r, pawn, chosen, side);
        if (promoted != pawn) p.effectChange(r, asReborn(p, promoted));
    }

    /**
     * The side a captured unit is reborn for, whose promotion rank counts: a neutral unit is
     * reborn for the side that did not capture (py: White's Re1*e5 gives [+nPe1=nS], Re8*e5 [+nPe8];
     * Parrain, Black's a5*b4 then Ba4-d1 gives [+nPe1], REGRESSIONS-4_69_to_4_71-23).
     */
    private static int rebornFor(Position p, int unit, int capturer) {
        return p.table.isNeutral(unit) ? Side.opponent(capturer) : Piece.side(unit);
    }

    /** The unit {@code pawn} reborn on {@code r} becomes: the piece the move chose on its promotion rank, else itself. */
    private static int promotedOn(Position p, int r, int pawn, int chosen, int side) {
        if (!p.table.isPawn(pawn) || !onPromotionRank(p, Piece.of(Piece.type(pawn), side), r)) return pawn;
        int[] types = p.promotionTypes(side);
        if (types.length == 0) return pawn;
        int choice = Math.max(chosen, 1) - 1;
        return p.promoted(pawn, types[Math.min(choice, types.length - 1)], Piece.side(pawn));
    }

    /**
     * A king or rook reborn on its game-array square may castle again (as in Popeye, which gives
     * the castling right to whatever king or rook arrives there).
     */
    public static void restoreCastling(Position p, int square, int piece) {
        int walk = p.table.walk(piece);
        if (walk != PieceTable.KING && walk != PieceTable.ROOK) return;
        var g = p.geometry;
        int home = Piece.side(piece) == Side.WHITE ? 0 : g.ranks - 1;
        if (g.rank(square) != home || g.files != 8) return;
        int file = g.file(square);
        if (walk == PieceTable.KING ? file == 4 : file == 0 || file == 7) p.effectUnmoved(square, true);
    }

    /** Where a captured unit is reborn (Kamikaze asks it for its capturer); -1 in AntiCirce. */
    @Override
    public int rebirthOfCaptured(Position p, int piece, int square, int move) {
        return reborn == Reborn.CAPTURED && takesPart(p, piece) ? rebirth(p, piece, square, move, true) : -1;
    }

    @Override
    public String toString() { return name; }
}
