package feerie.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Shares the first moves of a search among threads. Each thread gets its own worker (its own copy
 * of the position and solver, made by {@code workers}) and takes first moves one at a time until
 * none is left, so a long subtree does not hold the others up. The results come back by first
 * move, in the order of the moves, whatever the threads did.
 */
public final class RootSplit {
    private RootSplit() {}

    /**
     * Threads for one search that is worth sharing out: as set by {@link #setThreads} (the
     * command line's --threads), else the system property feerie.threads, else one per core.
     */
    public static int threads() {
        int n = threads;
        if (n <= 0) n = Integer.getInteger("feerie.threads", 0);
        return n > 0 ? n : Runtime.getRuntime().availableProcessors();
    }

    /**
     * Threads for {@code search}'s first moves: {@link #threads}, unless its rules cannot be shared
     * among threads. Under fairy conditions and with fairy pieces too: their hooks keep what a
     * search changes in the position (or in a per-thread scratch), and each thread has a copy of it.
     */
    public static int threadsFor(Search search) { return search.rules.sharedByThreads() ? threads() : 1; }

    /**
     * {@link #threadsFor}, when a search of {@code depth} half-moves is worth them: from
     * {@code orthodoxFrom} in orthodox chess, one half-move less under conditions or with fairy
     * pieces, whose positions cost many times an orthodox one (EXAMPLES-dob-01, h=2 with a Dob:
     * seconds; an orthodox h#2 takes less than the threads' start).
     */
    public static int threadsFor(Search search, int depth, int orthodoxFrom) {
        return depth >= (search.orthodox() ? orthodoxFrom : orthodoxFrom - 1) ? threadsFor(search) : 1;
    }

    /** Threads set for the searches from now on; 0 or less: the default (see {@link #threads}). */
    private static volatile int threads;

    /** Sets the threads of the searches from now on; {@code n} of 0 or less restores the default. */
    public static void setThreads(int n) { threads = n; }

    /**
     * Runs {@code worker.apply(i)} for each first move {@code i < count} on up to {@code threads}
     * threads; element i of the answer is what it returned. A worker's exception (a timeout first
     * of all) is rethrown once all threads have stopped.
     */
    public static <T> List<List<T>> run(int count, int threads, Supplier<IntFunction<List<T>>> workers) {
        List<List<T>> byFirst = new ArrayList<>(count);
        for (int i = 0; i < count; i++) byFirst.add(null);
        threads = Math.min(threads, count);
        if (threads == 0) return byFirst;
        var next = new AtomicInteger();
        var pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solver");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> jobs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                jobs.add(pool.submit(() -> {
                    IntFunction<List<T>> worker = workers.get();
                    for (int i; (i = next.getAndIncrement()) < count; ) byFirst.set(i, worker.apply(i));
                    return null;
                }));
            }
            RuntimeException failure = null;
            for (var job : jobs) {
                try {
                    job.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (failure == null || cause instanceof Search.TimeoutException && !(failure instanceof Search.TimeoutException))
                        failure = cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
            if (failure != null) throw failure;
        } finally {
            pool.shutdownNow();
        }
        return byFirst;
    }

    /**
     * The lines of {@link #run}'s answer in one list, by first move, the lines under each first
     * move sorted: which positions the shared table spared a thread decides the order of its
     * piece lists, and so of its moves, so the order is made the same whatever the threads did.
     */
    public static List<int[]> sortedLines(List<List<int[]>> byFirst) {
        return sortedLines(byFirst, true);
    }

    /**
     * {@link #sortedLines}; unsorted within a first move where the search order is the printed one
     * (under conditions Popeye's order of a capture's rebirth choices, PopeyeOrderTest): each
     * worker's lines are then in the order one thread finds them.
     */
    public static List<int[]> sortedLines(List<List<int[]>> byFirst, boolean sortWithinFirst) {
        if (!sortWithinFirst) {
            List<int[]> all = new ArrayList<>();
            for (List<int[]> l : byFirst) all.addAll(l);
            return all;
        }
        List<int[]> all = new ArrayList<>();
        for (List<int[]> l : byFirst) {
            l.sort(java.util.Arrays::compare);
            all.addAll(l);
        }
        return all;
    }
}
