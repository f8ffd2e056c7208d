package feerie.solve;

/**
 * What Popeye says, and goes on, when an option does not apply to the stipulation: the option is
 * ignored and a line says so (the words are {@link feerie.output.Vocabulary#notice}).
 */
public enum Notice {
    WHITE_TO_PLAY, POST_KEY_PLAY, QUODLIBET, STOP_ON_SHORT_IN_DIRECT_PLAY, SET_PLAY, INTELLIGENT_RESTRICTED, TRY_PLAY, THREAT
}
