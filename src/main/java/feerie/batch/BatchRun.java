package feerie.batch;

import feerie.verify.Verifier;
import feerie.verify.Verifier.Result;
import java.io.IOException;

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

    public BatchRun(Shard shard, Journal journal) {
        this.shard = shard;
        this.journal = journal;
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
        return journal == null ? null : journal.earlier(id, inputHash);
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
