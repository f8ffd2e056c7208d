package feerie.diff;

import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The changes a composer makes to a problem while working on it, each applied to a {@link Draft}:
 * a unit moved, added or removed, a piece changed for one of its family, the stipulation made
 * shorter or longer or of another play type, a condition swapped for a sibling of its family or
 * joined by a second one, options and twins added or dropped, the board rotated or mirrored.
 * {@link #apply} returns false where the change does not apply (no unit to remove, no twin to
 * drop): the mutator then draws another.
 */
enum Mutation {
    MOVE_UNIT(6) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            return moveToFreeSquare(d, r, anyUnit(d, r, false));
        }
    },
    MOVE_KING(1) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            List<Integer> kings = new ArrayList<>();
            for (int i = 0; i < d.units.size(); i++) if (d.units.get(i).kind().equals("k")) kings.add(i);
            if (kings.isEmpty()) return false;
            return moveToFreeSquare(d, r, kings.get(r.nextInt(kings.size())));
        }
    },
    ADD_UNIT(5) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            // a unit of a kind the problem has (fairy problems add their own pieces), or an orthodox one
            String kind;
            List<String> attributes = List.of();
            Colour colour = r.nextBoolean() ? Colour.WHITE : Colour.BLACK;
            if (!d.units.isEmpty() && r.nextBoolean()) {
                PieceSpec model = d.units.get(r.nextInt(d.units.size()));
                if (model.kind().equals("k")) return false;
                kind = model.kind();
                attributes = model.attributes();
                if (model.colour() == Colour.NEUTRAL) colour = Colour.NEUTRAL;
            } else {
                kind = ORTHODOX[r.nextInt(ORTHODOX.length)];
            }
            int to = freeSquare(d, r, isPawn(kind));
            if (to < 0) return false;
            d.units.add(new PieceSpec(colour, kind, Board.name(to), attributes));
            return true;
        }
    },
    REMOVE_UNIT(5) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            int i = anyUnit(d, r, false);
            if (i < 0) return false;
            d.units.remove(i);
            return true;
        }
    },
    CHANGE_PIECE(5) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            int i = anyUnit(d, r, false);
            if (i < 0) return false;
            PieceSpec u = d.units.get(i);
            String other = PieceFamilies.sibling(u.kind(), r);
            if (other == null) return false;
            if (isPawn(other) && !Board.pawnRank(Board.index(u.square()))) return false;
            d.units.set(i, new PieceSpec(u.colour(), other, u.square(), u.attributes()));
            return true;
        }
    },
    STIPULATION_SHORTER(3) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            return StipulationEdit.length(d, -1);
        }
    },
    STIPULATION_LONGER(2) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            return StipulationEdit.length(d, +1);
        }
    },
    PLAY_TYPE(4) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            return StipulationEdit.playType(d, r);
        }
    },
    CONDITION_SIBLING(6) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            if (d.conditions.isEmpty()) return false;
            int i = r.nextInt(d.conditions.size());
            String sibling = pool.siblingCondition(d.conditions.get(i), r);
            if (sibling == null || d.conditions.contains(sibling)) return false;
            d.conditions.set(i, sibling);
            return true;
        }
    },
    CONDITION_ADD(3) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            String c = pool.anyCondition(r);
            if (c == null || d.conditions.contains(c) || d.conditions.size() >= 3) return false;
            d.conditions.add(c);
            return true;
        }
    },
    OPTION_ADD(4) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            boolean battle = StipulationEdit.isBattle(d.stipulation);
            String[] choices = battle ? BATTLE_OPTIONS : HELP_OPTIONS;
            String[] o = choices[r.nextInt(choices.length)].split(" ");
            if (d.options.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(o[0]))) return false;
            d.options.put(o[0], new ArrayList<>(List.of(o).subList(1, o.length)));
            return true;
        }
    },
    OPTION_DROP(2) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            if (d.options.isEmpty()) return false;
            List<String> names = new ArrayList<>(d.options.keySet());
            d.options.remove(names.get(r.nextInt(names.size())));
            return true;
        }
    },
    TWIN_ADD(3) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            String t = TwinEdit.random(d, r);
            if (t == null) return false;
            d.twins.add(t);
            return true;
        }
    },
    TWIN_DROP(2) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            if (d.twins.isEmpty()) return false;
            // dropping the last twin keeps the "continued" chain of the others whole
            d.twins.remove(d.twins.size() - 1);
            return true;
        }
    },
    ROTATE(2) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            int turns = 1 + r.nextInt(3);
            return Board.transform(d, sq -> {
                int s = sq;
                for (int t = 0; t < turns; t++) s = Board.rotate90(s);
                return s;
            });
        }
    },
    MIRROR(2) {
        boolean apply(Draft d, Random r, CorpusSeeds pool) {
            return Board.transform(d, r.nextBoolean() ? Board::mirrorFiles : Board::mirrorRanks);
        }
    };

    private static final String[] ORTHODOX = {"q", "r", "b", "s", "p", "p"};
    private static final String[] BATTLE_OPTIONS = {"Try", "Defence 1", "Defence 2", "SetPlay", "NoThreat",
        "Variations", "NoShortVariations", "Threat 1", "MaxFlightsquares 1", "NonTrivial 1 1", "PostKeyPlay",
        "MaxSolutions 1", "Quodlibet", "StopOnShortSolutions", "Duplex", "HalfDuplex", "WhiteToPlay", "NoBk"};
    private static final String[] HELP_OPTIONS = {"SetPlay", "WhiteToPlay", "Duplex", "HalfDuplex", "MaxSolutions 1",
        "Intelligent", "MoveNumbers", "StopOnShortSolutions", "Try", "Defence 1", "NoBoard", "MaxSolutions 2"};

    /** How often the mutator draws this change, against the others. */
    final int weight;

    Mutation(int weight) {
        this.weight = weight;
    }

    abstract boolean apply(Draft d, Random r, CorpusSeeds pool);

    static boolean isPawn(String kind) {
        return kind.equals("p") || kind.equals("bp") || kind.equals("sp") || kind.equals("cp");
    }

    /** A random unit's index, kings left out unless asked; -1 if there is none. */
    static int anyUnit(Draft d, Random r, boolean kings) {
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < d.units.size(); i++) if (kings || !d.units.get(i).kind().equals("k")) candidates.add(i);
        return candidates.isEmpty() ? -1 : candidates.get(r.nextInt(candidates.size()));
    }

    /** Unit {@code i} (none if negative) moved to a random empty square; false if it cannot be. */
    static boolean moveToFreeSquare(Draft d, Random r, int i) {
        if (i < 0) return false;
        PieceSpec u = d.units.get(i);
        int to = freeSquare(d, r, isPawn(u.kind()));
        if (to < 0) return false;
        d.units.set(i, new PieceSpec(u.colour(), u.kind(), Board.name(to), u.attributes()));
        return true;
    }

    /** A random empty square (for a pawn, on ranks 2 to 7); -1 after many tries. */
    static int freeSquare(Draft d, Random r, boolean pawn) {
        for (int attempt = 0; attempt < 100; attempt++) {
            int sq = r.nextInt(64);
            if (pawn && !Board.pawnRank(sq)) continue;
            String name = Board.name(sq);
            if (d.units.stream().noneMatch(u -> u.square().equals(name))) return sq;
        }
        return -1;
    }

    /** Squares of the 8x8 board, by index 0 (a1) to 63 (h8), and the board's symmetries. */
    static final class Board {
        private static final Pattern SQUARE = Pattern.compile("(?<![a-z])([a-h][1-8])(?![0-9])");

        private Board() {
        }

        static String name(int sq) {
            return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
        }

        static int index(String name) {
            return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
        }

        static boolean onBoard(String name) {
            return name.matches("[a-h][1-8]");
        }

        static boolean pawnRank(int sq) {
            return sq >= 8 && sq < 56;
        }

        static int rotate90(int sq) {
            int f = sq % 8, rank = sq / 8;
            return (7 - f) * 8 + rank;
        }

        static int mirrorFiles(int sq) {
            return sq / 8 * 8 + 7 - sq % 8;
        }

        static int mirrorRanks(int sq) {
            return (7 - sq / 8) * 8 + sq % 8;
        }

        /**
         * Moves every unit and every square named by a condition or a twin by {@code map}; false
         * (and the draft unchanged) where a pawn would land on its first or last rank or a twin
         * turns the board itself. En passant and castling options name squares of the diagram
         * as it was: they are dropped.
         */
        static boolean transform(Draft d, IntUnaryOperator map) {
            for (String t : d.twins) if (t.matches(".*\\b(mirror|rotate|shift)\\b.*")) return false;
            List<PieceSpec> moved = new ArrayList<>();
            for (PieceSpec u : d.units) {
                int to = map.applyAsInt(index(u.square()));
                if (isPawn(u.kind()) && !pawnRank(to)) return false;
                moved.add(new PieceSpec(u.colour(), u.kind(), name(to), u.attributes()));
            }
            d.units.clear();
            d.units.addAll(moved);
            d.conditions.replaceAll(c -> squares(c, map));
            d.twins.replaceAll(t -> squares(t, map));
            d.options.keySet().removeIf(k -> k.equalsIgnoreCase("EnPassant") || k.equalsIgnoreCase("NoCastling")
                    || k.equalsIgnoreCase("CastlingMutuallyExclusive"));
            return true;
        }

        private static String squares(String text, IntUnaryOperator map) {
            Matcher m = SQUARE.matcher(text);
            StringBuilder b = new StringBuilder();
            while (m.find()) m.appendReplacement(b, name(map.applyAsInt(index(m.group(1)))));
            m.appendTail(b);
            return b.toString();
        }
    }
}
