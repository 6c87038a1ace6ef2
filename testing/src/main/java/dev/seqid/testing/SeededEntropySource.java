package dev.seqid.testing;

import dev.seqid.EntropySource;
import java.util.SplittableRandom;

/**
 * A deterministic entropy source for tests: the same seed gives the same sequence (when drawn from
 * one thread), so a test can build the same ids twice. Thread-safe, but neither fast nor secure:
 * never for production ids.
 */
public final class SeededEntropySource implements EntropySource {

    private final SplittableRandom random;
    private final long seed;

    /**
     * A source whose sequence is fixed by {@code seed}.
     *
     * @param seed the seed that fixes the sequence
     */
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
        return "SeededEntropySource(" + seed + ")";
    }
}
