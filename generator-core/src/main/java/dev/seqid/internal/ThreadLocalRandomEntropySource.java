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
    public String toString() {
        return "EntropySource.threadLocalRandom()";
    }
}
