package dev.seqid.internal;

import dev.seqid.EntropySource;
import java.util.SplittableRandom;

/** {@link EntropySource#seeded(long)}: a reproducible sequence for tests. */
public final class SeededEntropySource implements EntropySource {

    private final SplittableRandom random;
    private final long seed;

    public SeededEntropySource(long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public synchronized long nextLong() {
        return random.nextLong();
    }

    @Override
    public String toString() {
        return "EntropySource.seeded(" + seed + ")";
    }
}
