package dev.seqid;

import dev.seqid.internal.BufferedSecureEntropySource;
import dev.seqid.internal.SeededEntropySource;
import dev.seqid.internal.ThreadLocalRandomEntropySource;

/**
 * Supplies the random bits of generated ids.
 *
 * <p>Implementations are thread-safe, and never hand the same output to two callers: every call
 * returns 64 fresh, uniformly distributed bits. A generator calls {@link #nextLong()} one to three
 * times per id, so it must be cheap; the secure default buys its output from the CSPRNG in bulk.
 */
public interface EntropySource {

    /** 64 fresh random bits. */
    long nextLong();

    /**
     * Cryptographically strong bits (the default): each thread draws from its own buffer, refilled
     * in bulk from a CSPRNG that is seeded from the platform's {@code SecureRandom}. Never one
     * {@code SecureRandom} call per id.
     */
    static EntropySource secure() {
        return BufferedSecureEntropySource.shared();
    }

    /**
     * Fast but guessable bits from {@link java.util.concurrent.ThreadLocalRandom}: an observer who
     * sees a few ids can predict the next ones. Only for ids that need not be unguessable
     * (internal keys, test data); opt in explicitly.
     */
    static EntropySource threadLocalRandom() {
        return ThreadLocalRandomEntropySource.INSTANCE;
    }

    /**
     * A deterministic source for tests: the same seed gives the same sequence (when called from one
     * thread). Thread-safe, but not fast and not secure.
     */
    static EntropySource seeded(long seed) {
        return new SeededEntropySource(seed);
    }
}
