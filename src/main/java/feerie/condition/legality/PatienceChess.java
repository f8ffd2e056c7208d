package feerie.condition.legality;

import feerie.condition.Condition;

/**
 * PatienceChess as Popeye 4.104 plays it: no rule at all. Its legality test (a unit may not move
 * to a square its side vacated last) reads the departure squares of the earlier moves, which
 * Popeye no longer records, so every move passes, castling too (py 4.104 solves h#3 and ~1 as
 * orthodox chess, written under the name "PatienceChess").
 */
final class PatienceChess implements Condition {
    @Override
    public String name() { return "PatienceChess"; }
}
