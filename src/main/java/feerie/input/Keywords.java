package feerie.input;

/** The keyword tables of the input language, loaded once from resources. */
final class Keywords {
    static final KeywordTable FRAME = KeywordTable.load("frame.txt");
    static final KeywordTable COMMANDS = KeywordTable.load("commands.txt");
    static final KeywordTable COLOURS = KeywordTable.load("colours.txt");
    static final KeywordTable ATTRIBUTES = KeywordTable.load("attributes.txt");
    static final KeywordTable OPTIONS = KeywordTable.load("options.txt");
    static final KeywordTable TWINNING = KeywordTable.load("twinning.txt");
    static final KeywordTable CONDITIONS = KeywordTable.load("conditions.txt");
    static final KeywordTable EXTRA_CONDITIONS = KeywordTable.load("conditions-extra.txt");

    /** English names of the frame keywords, as in frame.txt. */
    static final String BEGIN = "beginproblem";
    static final String END = "endproblem";
    static final String NEXT = "nextproblem";
    static final String TWIN = "twin";
    static final String ZERO_POSITION = "zeroposition";

    private Keywords() {
    }
}
