package feerie.solve.invisible;

/**
 * What Popeye 4.104 keeps in mind, along one line of its help play with total invisibles, to
 * decide which moves it tries (and so numbers, option MoveNumbers); read in its source
 * (pieces/attributes/total_invisible: consumption, taboo, move generation and player):
 * <ul>
 * <li>how many invisibles the line has used up on each side: a castling with an invisible
 * rook fleshes one out, a pawn's capture of an invisible takes a victim, a move or capture by
 * some invisible asks for one (unless a pawn has taken one of that side since), a side without
 * a visible king needs one for its king. A move that would use more than there are is not tried;</li>
 * <li>the taboos: a square where a visible unit has stood or passed, from the move it did so
 * (for the side it concerns) back to the last move of an invisible that could have come there,
 * cannot hold an invisible that a pawn would now take; a corner a visible unit of the side has
 * touched cannot hold an invisible castling rook;</li>
 * <li>the castling rights of the visible units, and the side of the invisible that stands where
 * it took.</li>
 * </ul>
 * Each move gives a new ledger; {@link #view} notes, where the search stands, which sides show
 * no king (the counts asked next depend on it).
 */
final class InvisibleLedger {
    private static final int MAX_PLIES = 32;

    private final int total;
    private final int[] fleshedOut;
    private final int[] pawnVictims;
    private final boolean[] movedInvisible;
    private final boolean[] noKing;
    /** Castling rights: bit 0/1 white king/queen side rook, 2/3 black's, 4/5 white/black king. */
    private final int rights;
    /** The squares where an invisible took and that are black's (the others are white's). */
    private final long standInsBlack;
    /** Per ply so far: its taboos for white and black, the mover, its move by an invisible. */
    private final long[] tabooWhite, tabooBlack;
    private final boolean[] moverBlack, randomMove;
    private final int[] invisibleCapture;
    private final int plies;

    private InvisibleLedger(int total, int[] fleshedOut, int[] pawnVictims, boolean[] movedInvisible, boolean[] noKing,
                            int rights, long standInsBlack, long[] tabooWhite, long[] tabooBlack, boolean[] moverBlack,
                            boolean[] randomMove, int[] invisibleCapture, int plies) {
        this.total = total;
        this.fleshedOut = fleshedOut;
        this.pawnVictims = pawnVictims;
        this.movedInvisible = movedInvisible;
        this.noKing = noKing;
        this.rights = rights;
        this.standInsBlack = standInsBlack;
        this.tabooWhite = tabooWhite;
        this.tabooBlack = tabooBlack;
        this.moverBlack = moverBlack;
        this.randomMove = randomMove;
        this.invisibleCapture = invisibleCapture;
        this.plies = plies;
    }

    /** The ledger before the first move: {@code total} invisibles, castling rights from the diagram. */
    static InvisibleLedger initial(int total, int[] visible) {
        int rights = 0;
        if (isUnit(visible[4], false, Board.KING)) rights |= 16;
        if (isUnit(visible[60], true, Board.KING)) rights |= 32;
        if (isUnit(visible[7], false, Board.ROOK)) rights |= 1;
        if (isUnit(visible[0], false, Board.ROOK)) rights |= 2;
        if (isUnit(visible[63], true, Board.ROOK)) rights |= 4;
        if (isUnit(visible[56], true, Board.ROOK)) rights |= 8;
        return new InvisibleLedger(total, new int[2], new int[2], new boolean[2], new boolean[2], rights, 0,
                new long[MAX_PLIES], new long[MAX_PLIES], new boolean[MAX_PLIES], new boolean[MAX_PLIES], new int[MAX_PLIES], 0);
    }

    private static boolean isUnit(int unit, boolean black, int type) {
        return unit != 0 && unit != Board.HOLE && !Board.invisible(unit) && Board.black(unit) == black && Board.type(unit) == type;
    }

    private static int side(boolean black) { return black ? 1 : 0; }

    /**
     * Popeye's board at this point: the visible units and, on {@code known}, the stand-ins; notes
     * the sides without a visible king.
     */
    int[] view(int[] visible, long known) {
        int[] view = visible.clone();
        for (int sq = 0; sq < 64; sq++)
            if ((known >>> sq & 1) != 0 && view[sq] == 0)
                view[sq] = Board.QUEEN | Board.INVISIBLE | ((standInsBlack >>> sq & 1) != 0 ? Board.BLACK : 0);
        noKing[0] = Board.king(visible, false) < 0;
        noKing[1] = Board.king(visible, true) < 0;
        return view;
    }

    private int consumed(int side, int extraFleshed, int extraVictims, int movedSide, int victimSide) {
        int fleshed = fleshedOut[side] + extraFleshed + (noKing[side] ? 1 : 0);
        int victims = pawnVictims[side] + extraVictims;
        boolean moved = side == victimSide ? false : side == movedSide || movedInvisible[side];
        return Math.max(fleshed, Math.max(victims, victims + (moved ? 1 : 0)));
    }

    private boolean fits(int fleshedSide, int victimSide, int movedSide) {
        int sum = 0;
        for (int s = 0; s < 2; s++)
            sum += consumed(s, s == fleshedSide ? 1 : 0, s == victimSide ? 1 : 0, movedSide, victimSide);
        return sum <= total;
    }

    /** May an invisible of the side {@code black} move or take (it needs one of them)? */
    boolean mayMoveInvisible(boolean black) { return fits(-1, -1, side(black)); }

    /** Is there an invisible of the side {@code black} still to be placed, for a pawn to take? */
    boolean placeableFor(boolean black) { return total - fleshedOut[0] - fleshedOut[1] > 0; }

    /** Can a pawn take an invisible of the side {@code black} without using more than there are? */
    boolean mayTakeInvisible(boolean black) { return fits(-1, side(black), -1); }

    boolean kingMayCastle(boolean black) { return (rights & (black ? 32 : 16)) != 0; }

    boolean rookMayCastle(int corner) { return (rights & cornerRight(corner)) != 0; }

    private static int cornerRight(int corner) {
        return switch (corner) {
            case 7 -> 1;
            case 0 -> 2;
            case 63 -> 4;
            case 56 -> 8;
            default -> 0;
        };
    }

    /** Can an invisible rook of the side {@code black} stand on {@code corner} to castle with? */
    boolean castlingPartner(int corner, boolean black) {
        // playing it, Popeye counts the rook as a move by an invisible too
        if (!fits(side(black), -1, side(black))) return false;
        for (int p = 0; p < plies; p++) if ((taboos(p, black) >>> corner & 1) != 0) return false;
        return true;
    }

    private long taboos(int ply, boolean black) { return black ? tabooBlack[ply] : tabooWhite[ply]; }

    /**
     * Would an invisible of the side {@code black} on {@code sq} now contradict a move played since
     * the last move by which an invisible of that side could have come there?
     */
    boolean taboo(int sq, boolean black) {
        if ((taboos(plies, black) >>> sq & 1) != 0) return true;
        for (int p = plies - 1; p >= 0; p--) {
            if (moverBlack[p] == black && (randomMove[p] || invisibleCapture[p] >= 0 && reaches(invisibleCapture[p], sq))) return false;
            if ((taboos(p, black) >>> sq & 1) != 0) return true;
        }
        return false;
    }

    /** Are two squares on one line or a knight's jump apart (an invisible could go from one to the other)? */
    private static boolean reaches(int a, int b) {
        int df = Math.abs(a % 8 - b % 8), dr = Math.abs(a / 8 - b / 8);
        if (a == b) return false;
        return df == 0 || dr == 0 || df == dr || df * dr == 2;
    }

    /** The ledger after {@code d}, played on {@code view}. */
    InvisibleLedger after(PopeyeDecisions.Decision d, int[] view) {
        int[] fleshed = fleshedOut.clone(), victims = pawnVictims.clone();
        boolean[] moved = movedInvisible.clone();
        int s = side(d.black()), o = 1 - s;
        long mine = 0, theirs = 0, both = 0;
        long standIns = standInsBlack;
        int newRights = rights;
        boolean random = false;
        int capture = -1;
        switch (d.kind()) {
            case MOVE_BY_INVISIBLE -> {
                moved[s] = true;
                random = true;
            }
            case CAPTURE_BY_INVISIBLE -> {
                moved[s] = true;
                capture = d.to();
                standIns = d.black() ? standIns | 1L << d.to() : standIns & ~(1L << d.to());
                newRights &= ~cornerRight(d.to());
            }
            case PAWN_TAKES_INVISIBLE -> {
                victims[o]++;
                moved[o] = false;
                theirs |= 1L << d.from();
                mine |= 1L << d.to();
            }
            case CASTLING_WITH_INVISIBLE, VISIBLE -> {
                int from = d.from(), to = d.to(), type = Board.type(d.unit());
                theirs |= 1L << from;
                if (d.text().startsWith("0-0")) {
                    if (d.kind() == PopeyeDecisions.Kind.CASTLING_WITH_INVISIBLE) fleshed[s]++;
                    int dir = to > from ? 1 : -1, corner = dir > 0 ? from + 3 : from - 4;
                    both |= 1L << (from + dir);
                    theirs |= 1L << corner;
                    for (int sq = corner - dir; sq != from + dir; sq -= dir) both |= 1L << sq;
                    mine |= 1L << (from + dir);
                    if (d.kind() == PopeyeDecisions.Kind.CASTLING_WITH_INVISIBLE) both |= 1L << corner;
                } else if (type == Board.PAWN && from % 8 == to % 8) {
                    for (int sq = from + (to > from ? 8 : -8); sq != to; sq += to > from ? 8 : -8) both |= 1L << sq;
                    both |= 1L << to;
                } else if (type == Board.QUEEN || type == Board.ROOK || type == Board.BISHOP) {
                    int step = Integer.signum(to % 8 - from % 8) + 8 * Integer.signum(to / 8 - from / 8);
                    for (int sq = from + step; sq != to; sq += step) both |= 1L << sq;
                    mine |= 1L << to;
                } else {
                    mine |= 1L << to;
                }
                if (type == Board.KING) newRights &= ~(d.black() ? 32 : 16);
                newRights &= ~cornerRight(from) & ~cornerRight(to);
            }
        }
        if (d.kind() != PopeyeDecisions.Kind.CAPTURE_BY_INVISIBLE && d.to() >= 0) standIns &= ~(1L << d.to());
        long[] tw = tabooWhite.clone(), tb = tabooBlack.clone();
        boolean[] mb = moverBlack.clone(), rm = randomMove.clone();
        int[] ic = invisibleCapture.clone();
        int p = Math.min(plies, MAX_PLIES - 1);
        tw[p] |= both | (d.black() ? theirs : mine);
        tb[p] |= both | (d.black() ? mine : theirs);
        // the square a visible unit left is taboo for both sides from the next move on
        if (d.from() >= 0 && p + 1 < MAX_PLIES) {
            tw[p + 1] = 1L << d.from();
            tb[p + 1] = 1L << d.from();
        }
        mb[p] = d.black();
        rm[p] = random;
        ic[p] = capture;
        return new InvisibleLedger(total, fleshed, victims, moved, noKing.clone(), newRights, standIns, tw, tb, mb, rm, ic, p + 1);
    }
}
