package dev.seqid.internal;

import dev.seqid.EntropySource;
import java.util.concurrent.ThreadLocalRandom;

/** {@link EntropySource#threadLocalRandom()}: fast, per-thread, guessable. */
public enum ThreadLocalRandomEntropySource implements EntropySource {
    INSTANCE;

    @Override
    public long nextLong() {
        return ThreadLocalRandom.current().nextLong();
    }

    @Override
    public void nextLongs(long[] dst, int from, int count) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < count; i++) {
            dst[from + i] = random.nextLong();
        }
    }

    @Override
    public String toString() {
        return "EntropySource.threadLocalRandom()";
    }
}
