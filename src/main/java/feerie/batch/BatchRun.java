package feerie.batch;

import feerie.verify.Verifier;
import feerie.verify.Verifier.Result;
import java.io.IOException;
import java.util.Set;

/**
 * One run of {@code feerie verify} over a collection: the problems of a shard, results taken from
 * and appended to a journal, a progress line. Any of the three may be absent (null).
 */
public final class BatchRun implements Verifier.Batch {
    private final Shard shard;
    private final Journal journal;
    private volatile Progress progress;
    private volatile IOException journalFailure;
    private volatile int fromJournal;

    private final Set<Verifier.Verdict> retry;

    public BatchRun(Shard shard, Journal journal) {
        this(shard, journal, Set.of());
    }

    /** @param retry verdicts of the journal solved again all the same (a timeout, with a longer time limit) */
    public BatchRun(Shard shard, Journal journal, Set<Verifier.Verdict> retry) {
        this.shard = shard;
        this.journal = journal;
        this.retry = Set.copyOf(retry);
    }

    /** Shows progress from now on (null: none). */
    public void progress(Progress p) {
        progress = p;
    }

    @Override
    public boolean includes(String id) {
        return shard == null || shard.holds(id);
    }

    @Override
    public Result earlier(String id, String inputHash) {
        Result r = journal == null ? null : journal.earlier(id, inputHash);
        return r == null || retry.contains(r.verdict()) ? null : r;
    }

    @Override
    public void started(String name) {
        Progress p = progress;
        if (p != null) p.started(name);
    }

    @Override
    public void finished(Result result, boolean earlier) {
        if (earlier) {
            synchronized (this) {
                fromJournal++;
            }
        } else if (journal != null) {
            try {
                journal.append(result);
            } catch (IOException e) {
                if (journalFailure == null) journalFailure = e;
            }
        }
        Progress p = progress;
        if (p != null) p.finished(result.name(), earlier);
    }

    /** The first failure to write the journal, or null. */
    public IOException journalFailure() {
        return journalFailure;
    }

    /** How many results were taken from the journal instead of being solved. */
    public synchronized int fromJournal() {
        return fromJournal;
    }
}
