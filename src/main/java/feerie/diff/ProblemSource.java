package feerie.diff;

/**
 * Where a differential run's problems come from: random positions ({@link ProblemGenerator}) or
 * mutations of real problems ({@link CorpusMutator}). Problem {@code index} is always the same
 * for the same source and seed, so that any problem of a run can be made again alone.
 */
public interface ProblemSource {
    ProblemGenerator.Generated generate(int index);
}
