package feerie.diff;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Problems made from real ones the way a composer varies a problem: a seed problem of the corpus
 * (drawn condition by condition, so a condition of one corpus problem comes as often as Circe),
 * one or two {@link Mutation}s, written in English. Problem {@code index} of a seed number is
 * always the same. With no mutations the seeds come unchanged, one by one in their order: the
 * check that a draft writes its problem back faithfully.
 */
public final class CorpusMutator implements ProblemSource {
    /** Share of problems (percent) drawn from the seeds without conditions. */
    private static final int PLAIN_PERCENT = 15;

    private final long seed;
    private final CorpusSeeds seeds;
    private final int maxMutations;
    private final List<String> conditions;
    private final int totalWeight;

    public CorpusMutator(long seed, List<Path> folders, int maxMutations) {
        this.seed = seed;
        this.seeds = CorpusSeeds.of(folders);
        this.maxMutations = maxMutations;
        this.conditions = new ArrayList<>(seeds.conditions());
        conditions.remove(CorpusSeeds.NONE);
        int w = 0;
        for (Mutation m : Mutation.values()) w += m.weight;
        this.totalWeight = w;
        if (seeds.all().isEmpty()) throw new IllegalArgumentException("no problem to mutate in " + folders);
    }

    /** How many seed problems were read. */
    public int seedCount() {
        return seeds.all().size();
    }

    @Override
    public ProblemGenerator.Generated generate(int index) {
        if (maxMutations == 0) {
            CorpusSeeds.Seed s = seeds.all().get(Math.floorMod(index, seeds.all().size()));
            return generated(s, s.draft(), index, List.of());
        }
        Random r = new Random(seed * 1_000_003L + index);
        CorpusSeeds.Seed s = pick(r);
        Draft d = s.draft().copy();
        int n = 1 + r.nextInt(maxMutations);
        List<String> applied = new ArrayList<>();
        for (int i = 0, attempts = 0; i < n && attempts < 50; attempts++) {
            Mutation m = draw(r);
            if (m.apply(d, r, seeds)) {
                applied.add(m.name());
                i++;
            }
        }
        return generated(s, d, index, applied);
    }

    private ProblemGenerator.Generated generated(CorpusSeeds.Seed s, Draft d, int index, List<String> applied) {
        String id = seed + "-" + index;
        String title = s.id() + (applied.isEmpty() ? "" : " " + String.join(" ", applied).toLowerCase(java.util.Locale.ROOT));
        List<String> tags = new ArrayList<>();
        tags.add("family " + s.family());
        for (String c : d.conditions) tags.add("condition " + c.split(" ")[0]);
        for (String m : applied) tags.add("mutation " + m);
        String stipulationFamily = d.stipulation.replaceAll("\\d+", "n");
        return new ProblemGenerator.Generated(id, d.text(title), s.family() + " " + stipulationFamily, tags);
    }

    private CorpusSeeds.Seed pick(Random r) {
        List<CorpusSeeds.Seed> group;
        if (conditions.isEmpty() || r.nextInt(100) < PLAIN_PERCENT) group = seeds.withCondition(CorpusSeeds.NONE);
        else group = seeds.withCondition(conditions.get(r.nextInt(conditions.size())));
        if (group.isEmpty()) group = seeds.all();
        return group.get(r.nextInt(group.size()));
    }

    private Mutation draw(Random r) {
        int x = r.nextInt(totalWeight);
        for (Mutation m : Mutation.values()) {
            x -= m.weight;
            if (x < 0) return m;
        }
        return Mutation.MOVE_UNIT;
    }
}
