package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import java.util.List;

/**
 * The transform family's factory (Popeye's conditions that change what a move does to the units:
 * their colour, their walk, where the capture happens): a condition's English name and words to
 * its class, or null when the name is not of the family.
 */
public final class TransformConditions {
    private TransformConditions() {}

    public static Condition of(String name, List<String> words) {
        return switch (name) {
            case "AndernachChess" -> plain(name, words, new Andernach(false));
            case "AntiAndernachChess" -> plain(name, words, new Andernach(true));
            case "AnnanChess" -> new Annan(false, letteredType(name, words));
            case "NannaChess" -> new Annan(true, letteredType(name, words));
            case "FaceToFace" -> plain(name, words, new Confrontation(name, Confrontation.Facing.FRONT));
            case "BackToBack" -> plain(name, words, new Confrontation(name, Confrontation.Facing.BACK));
            case "CheekToCheek" -> plain(name, words, new Confrontation(name, Confrontation.Facing.SIDES));
            case "Take&MakeChess" -> plain(name, words, new TakeAndMake());
            case "Make&TakeChess" -> plain(name, words, new MakeAndTake());
            case "Wormholes" -> new Wormholes(words);
            case "GhostChess" -> plain(name, words, new GhostChess(false));
            case "EinsteinChess" -> plain(name, words, new Einstein(false));
            case "AntiEinsteinChess" -> plain(name, words, new Einstein(false, true));
            case "ReversalEinsteinChess" -> plain(name, words, new Einstein(true));
            case "Masand" -> plain(name, words, new Masand());
            case "#C" -> plain(name, words, new MateC());
            case "MessignyChess" -> new Messigny(rexInclusive(name, words));
            case "SingleBox" -> singleBox(name, words);
            case "Lortap" -> plain(name, words, new Lortap());
            case "FrankfurtChess" -> plain(name, words, new Frankfurt());
            case "Bicolores" -> plain(name, words, new Bicolores());
            case "TransmutedKings" -> plain(name, words, new TransmutingKings(name, true, true, false));
            case "WhiteTransmutedKing" -> plain(name, words, new TransmutingKings(name, true, false, false));
            case "BlackTransmutedKing" -> plain(name, words, new TransmutingKings(name, false, true, false));
            case "ReflectiveKings" -> plain(name, words, new TransmutingKings(name, true, true, true));
            case "WhiteReflectiveKing" -> plain(name, words, new TransmutingKings(name, true, false, true));
            case "BlackReflectiveKing" -> plain(name, words, new TransmutingKings(name, false, true, true));
            case "VaultingKings", "WhiteVaultingKing", "BlackVaultingKing" -> VaultingKings.of(name, words);
            case "MagicSquares" -> new MagicSquares(name, words);
            case "Imitator" -> new Imitator(name, words);
            case "NoIProm" -> plain(name, words, new Imitator.NoImitatorPromotion());
            case "SnekChess" -> plain(name, words, new Snek(false));
            case "SnekCircleChess" -> plain(name, words, new Snek(true));
            case "RelegationChess" -> plain(name, words, new Relegation());
            case "ProteanChess" -> new Protean(!"RexExclusive".equals(words.isEmpty() ? null
                    : VariantWords.english(words.get(words.size() - 1), List.of("RexInclusive", "RexExclusive"))));
            case "CastlingChess" -> plain(name, words, new CastlingChess());
            case "Rokagogo" -> plain(name, words, new CastlingChess(true));
            case "GenevaChess" -> geneva(name, words);
            case "PointReflection" -> plain(name, words, new PointReflection());
            case "RoleExchange" -> new RoleExchange(roleExchanges(name, words));
            case "HauntedChess" -> plain(name, words, new GhostChess(true));
            case "KobulKings" -> plain(name, words, new KobulKings());
            case "WhiteSuperTransmutingKing" -> plain(name, words, new SuperTransmutingKing(feerie.piece.Side.WHITE));
            case "BlackSuperTransmutingKing" -> plain(name, words, new SuperTransmutingKing(feerie.piece.Side.BLACK));
            case "WhiteOscillatingKings" -> new OscillatingKings(0, letteredType(name, words), name);
            case "BlackOscillatingKings" -> new OscillatingKings(1, letteredType(name, words), name);
            case "SwappingKings" -> plain(name, words, new OscillatingKings(-1, 'C', name));
            case "Volage" -> plain(name, words, new Volage(false));
            case "Hypervolage" -> plain(name, words, new Volage(true));
            case "RoyalDynasty" -> plain(name, words, new RoyalDynasty());
            case "PlusChess" -> plain(name, words, new PlusChess());
            case "Breton" -> breton(name, words);
            case "Influencer" -> plain(name, words, new Influencer());
            case "Bicaptures" -> plain(name, words, new Bicaptures());
            case "MultiCaptures" -> multiCaptures(name, words);
            case "CASTChess" -> castChess(name, words);
            case "Anda" -> plain(name, words, new Anda(false));
            case "AndaInverse" -> plain(name, words, new Anda(true));
            case "AlphabeticChess" -> plain(name, words, new Alphabetic(name, -1));
            case "WhiteAlphabeticChess" -> plain(name, words, new Alphabetic(name, feerie.piece.Side.WHITE));
            case "BlackAlphabeticChess" -> plain(name, words, new Alphabetic(name, feerie.piece.Side.BLACK));
            case "PowerTransfer" -> new PowerTransfer(rexInclusiveWord(name, words));
            case "TransmissionMenace" -> plain(name, words, new TransmissionMenace());
            case "Football" -> new Football(words);
            case "ActuatedRevolvingBoard" -> plain(name, words, new RevolvingBoard(true));
            case "ActuatedRevolvingCentre" -> plain(name, words, new RevolvingBoard(false));
            case "ExchangeCastling" -> plain(name, words, new ExchangeCastling());
            case "ChameleonPursuit" -> plain(name, words, new ChameleonPursuit());
            case "ChameleonChess" -> ChameleonChess.of(name, words);
            case "LineChameleonChess" -> plain(name, words, ChameleonChess.line());
            case "ChameleonSequence" -> new ChameleonSequence(name, words);
            case "GlasgowChess" -> plain(name, words, new GlasgowChess());
            case "Bolero" -> new Bolero(false, rexInclusiveWord(name, words));
            case "BoleroInverse" -> new Bolero(true, rexInclusiveWord(name, words));
            case "NorskSjakk" -> plain(name, words, new NorskSjakk());
            case "LostPieces" -> plain(name, words, new LostPieces());
            case "BackHome" -> plain(name, words, new BackHome());
            case "FunctionaryChess" -> plain(name, words, new FunctionaryChess());
            case "AliceChess" -> plain(name, words, new Alice());
            case "CavalierMajeur" -> plain(name, words, StandardWalks.cavalierMajeur());
            case "MarineChess" -> plain(name, words, StandardWalks.marine());
            case "UltramarineChess" -> plain(name, words, StandardWalks.ultramarine());
            case "SeriesCapture" -> plain(name, words, new SeriesCapture());
            case "AntiKings" -> plain(name, words, new AntiKings());
            case "VogtlaenderChess" -> plain(name, words, new Vogtlaender());
            case "MasandGeneralised" -> plain(name, words, new MasandGeneralised());
            case "Leofamily" -> plain(name, words, new ChineseFamily(true));
            case "ChineseChess" -> plain(name, words, new ChineseFamily(false));
            case "DarkSide" -> plain(name, words, new DarkSide());
            case "TraitorChess" -> plain(name, words, new TraitorChess());
            case "ArgentinianChess" -> plain(name, words, new Argentinian());
            case "LosingChess" -> plain(name, words, new LosingChess());
            case "ExtinctionChess" -> plain(name, words, new Extinction());
            case "RepublicanChess" -> republican(name, words);
            default -> null;
        };
    }

    /** A condition that takes no words. */
    private static Condition plain(String name, List<String> words, Condition c) {
        if (!words.isEmpty()) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return c;
    }

    /** RoleExchange: the number of exchanges allowed, or none (no limit). */
    private static int roleExchanges(String name, List<String> words) {
        if (words.isEmpty()) return Integer.MAX_VALUE;
        if (words.size() == 1 && words.get(0).matches("\\d{1,9}")) return Integer.parseInt(words.get(0));
        throw new UnknownConditionException(name + " " + String.join(" ", words));
    }

    /** SingleBox: Type1, Type2 or Type3; without a word Type1, as Popeye reads it (and prints it: "SingleBox    Type1"). */
    private static Condition singleBox(String name, List<String> words) {
        String type = words.isEmpty() ? "Type1"
                : words.size() == 1 ? VariantWords.english(words.get(0), List.of("Type1", "Type2", "Type3")) : null;
        if ("Type1".equals(type)) return new SingleBoxType1();
        if ("Type2".equals(type)) return new SingleBoxType2();
        if ("Type3".equals(type)) return new SingleBoxType3();
        throw new UnknownConditionException(name + " " + String.join(" ", words));
    }

    /** RepublicanChess: Type1 or Type2 (the default). */
    private static Condition republican(String name, List<String> words) {
        boolean type1 = false;
        for (String w : words) {
            String v = VariantWords.english(w, List.of("Type1", "Type2"));
            if (v == null) throw new UnknownConditionException(name + " " + w);
            type1 = v.equals("Type1");
        }
        return new Republican(type1);
    }

    /** CASTChess or CASTChess Inverse. */
    private static Condition castChess(String name, List<String> words) {
        if (words.isEmpty()) return new CastChess(false);
        if (words.size() == 1 && "Inverse".equals(VariantWords.english(words.get(0), List.of("Inverse"))))
            return new CastChess(true);
        throw new UnknownConditionException(name + " " + String.join(" ", words));
    }

    /** MultiCaptures, of both sides or of White or Black. */
    private static Condition multiCaptures(String name, List<String> words) {
        if (words.isEmpty()) return new MultiCaptures(name, -1);
        String w = words.size() == 1 ? words.get(0).toLowerCase(java.util.Locale.ROOT) : "";
        if ("white".startsWith(w) && !w.isEmpty()) return new MultiCaptures(name + " White", 0);
        if ("black".startsWith(w) && !w.isEmpty()) return new MultiCaptures(name + " Black", 1);
        throw new UnknownConditionException(name + " " + String.join(" ", words));
    }

    /** Breton, Adverse, Chromatic, PY. */
    private static Condition breton(String name, List<String> words) {
        boolean adverse = false, chromatic = false;
        StringBuilder shown = new StringBuilder(name);
        for (String w : words) {
            String v = VariantWords.english(w, List.of("Adverse", "Chromatic", "PY"));
            if (v == null) throw new UnknownConditionException(name + " " + w);
            adverse |= v.equals("Adverse");
            chromatic |= v.equals("Chromatic");
            shown.append(' ').append(v);
        }
        return new Breton(shown.toString(), adverse, chromatic, shown.indexOf(" PY") >= 0);
    }

    /** GenevaChess's one variant: Mirror. */
    /** GenevaChess with Mirror, RexInclusive or RexExclusive (the default), in any order. */
    private static Condition geneva(String name, List<String> words) {
        boolean mirror = false, rexInclusive = false;
        for (String w : words) {
            String v = VariantWords.english(w, List.of("Mirror", "RexInclusive", "RexExclusive"));
            if (v == null) throw new UnknownConditionException(name + " " + w);
            if (v.equals("Mirror")) mirror = true;
            else rexInclusive = v.equals("RexInclusive");
        }
        return new Geneva(mirror, rexInclusive);
    }


    /** RexInclusive (the default) or RexExclusive. */
    private static boolean rexInclusive(String name, List<String> words) {
        boolean inclusive = true;
        for (String w : words) {
            String v = VariantWords.english(w, List.of("RexInclusive", "RexExclusive"));
            if (v == null) throw new UnknownConditionException(name + " " + w);
            inclusive = v.equals("RexInclusive");
        }
        return inclusive;
    }

    /** RexInclusive, or nothing (the default: RexExclusive). */
    private static boolean rexInclusiveWord(String name, List<String> words) {
        if (words.isEmpty()) return false;
        if (words.size() == 1 && "RexInclusive".equals(VariantWords.english(words.get(0), List.of("RexInclusive"))))
            return true;
        throw new UnknownConditionException(name + " " + String.join(" ", words));
    }

    /** Popeye's lettered types (TypeA ... TypeD, A by default). */
    private static char letteredType(String name, List<String> words) {
        char type = 'A';
        for (String w : words) {
            String v = VariantWords.english(w, LETTERED);
            if (v == null) throw new UnknownConditionException(name + " " + w);
            type = v.charAt(4);
        }
        return type;
    }

    private static final List<String> LETTERED = List.of("TypeA", "TypeB", "TypeC", "TypeD");
}
