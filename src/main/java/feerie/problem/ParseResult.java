package feerie.problem;

/** Outcome of reading one problem of an input file: either a {@link Problem} or a {@link ProblemError}. */
public sealed interface ParseResult permits Problem, ProblemError {
    /** Name of the input file the problem came from. */
    String sourceFile();

    /** Line where the problem begins (for a Problem) or the offending line (for an error). */
    int line();
}
