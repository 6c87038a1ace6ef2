package dev.seqid.internal;

import dev.seqid.EntropySource;
import java.security.SecureRandom;
import java.util.Objects;

/** {@link EntropySource#of(SecureRandom)}: one call to the given {@code SecureRandom} per draw, as most peers do. */
public final class SecureRandomEntropySource implements EntropySource {

    private final SecureRandom random;

    public SecureRandomEntropySource(SecureRandom random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public long nextLong() {
        return random.nextLong();
    }

    @Override
    public String toString() {
        return "EntropySource.of(" + random.getAlgorithm() + ")";
    }
}
