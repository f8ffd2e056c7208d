package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.List;

/**
 * GhostChess and HauntedChess: a captured unit becomes a ghost that waits on the square of its
 * capture and comes back, written {@code [+wuRh5]}, as soon as that square is empty after a move
 * (the ghosts last captured first). In GhostChess a ghost comes back Uncapturable; in HauntedChess
 * it comes back as it was, and a unit captured where a ghost still waits drives that ghost away.
 * The waiting ghosts live in the position's underworld.
 */
final class GhostChess implements Condition {
    private final boolean haunted;

    GhostChess(boolean haunted) { this.haunted = haunted; }

    @Override
    public String name() { return haunted ? "HauntedChess" : "GhostChess"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The units of the diagram below others (a pre-filled underworld) are ghosts from the start. */
    @Override
    public void prepare(Position p) { p.hiddenToGhosts(); }

    @Override
    public void addTypes(List<PieceType> types) {
        if (haunted) return;
        for (PieceType t : List.copyOf(types)) {
            int mask = Attributes.of(t);
            if (t.royal() || (mask & Attributes.UNCAPTURABLE) != 0) continue;
            PieceType ghost = Attributes.derive(types.stream().filter(b -> b.id().equals(Attributes.baseId(t))).findFirst().orElse(t),
                    mask | Attributes.UNCAPTURABLE);
            if (types.stream().noneMatch(x -> x.id().equals(ghost.id()))) types.add(ghost);
        }
    }

    @Override
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured != Piece.EMPTY) {
            int sq = p.lastCaptureSquare();
            if (haunted) {
                for (int i = p.ghostCount() - 1; i >= 0; i--) {
                    if (p.ghostSquare(i) == sq) {
                        p.effectForgetGhost(i);
                        break;
                    }
                }
            }
            p.effectRememberGhost(sq, haunted ? captured : ghostOf(p, captured));
        }
        for (int i = p.ghostCount() - 1; i >= 0; i--) {
            int sq = p.ghostSquare(i);
            if (p.at(sq) != Piece.EMPTY) continue;
            int ghost = p.ghostPiece(i);
            // a neutral unit comes back coloured as the neutral units are now: as the mover
            if (p.table.isNeutral(ghost)) ghost = ghost & ~1 | p.sideToMove();
            p.effectForgetGhost(i);
            p.effectAdd(sq, ghost);
        }
    }

    /** The Uncapturable unit of the same type and colour (the unit itself if the table has none). */
    private static int ghostOf(Position p, int unit) {
        PieceType t = p.table.type(Piece.type(unit));
        int mask = Attributes.of(t) | Attributes.UNCAPTURABLE;
        int index = p.table.indexOf(Attributes.baseId(t) + "@" + mask);
        return index == 0 ? unit : Piece.of(index, Piece.side(unit));
    }
}
