package dev.seqid;

import dev.seqid.internal.SecureRandomEntropySource;
import dev.seqid.internal.ThreadLocalDrbgEntropySource;
import dev.seqid.internal.ThreadLocalRandomEntropySource;
import java.security.SecureRandom;
import java.util.List;

/**
 * Supplies the random bits of generated ids.
 *
 * <p>Implementations are thread-safe, and never hand the same output to two callers: every call
 * returns 64 fresh, uniformly distributed bits. A generator calls {@link #nextLong()} one to three
 * times per id, so it must be cheap; the secure default buys its output from the CSPRNG in bulk.
 */
public interface EntropySource {

    /**
     * 64 fresh random bits.
     *
     * @return any {@code long} value, each equally likely
     */
    long nextLong();

    /**
     * Fills {@code dst[from .. from + count)} with fresh random words: the same as {@code count}
     * calls of {@link #nextLong()}, which the buffered sources serve with one look-up of the
     * calling thread's buffer.
     *
     * @param dst   the array to fill
     * @param from  the index in {@code dst} of the first word
     * @param count the number of words to write, 0 or more
     */
    default void nextLongs(long[] dst, int from, int count) {
        for (int i = 0; i < count; i++) {
            dst[from + i] = nextLong();
        }
    }

    /**
     * Cryptographically strong bits (the default): the process-wide {@link PrefilledEntropySource},
     * a background thread that fills a ring of CSPRNG blocks ahead of demand; platform threads take
     * grants cut from a shared block, small at first and growing with a thread's use, virtual threads
     * claim their words straight from the block, and a block is filled inline if the ring is ever
     * empty. Never one {@code SecureRandom} call per id.
     *
     * @return the shared source, {@link PrefilledEntropySource#shared()}
     */
    static EntropySource secure() {
        return PrefilledEntropySource.shared();
    }

    /**
     * Cryptographically strong bits without a background thread: every thread owns a CTR_DRBG
     * (AES-256, reseeded from the JDK's DRBG) and refills its 64 KiB block inline.
     *
     * @return the shared source, the same instance on every call
     */
    static EntropySource perThreadDrbg() {
        return ThreadLocalDrbgEntropySource.SHARED;
    }

    /**
     * One call to {@code random} per draw, as most UUID libraries do. Thread-safe because
     * {@code SecureRandom} is, but every draw pays the CSPRNG's per-call cost and, for the JDK's
     * DRBG, its lock.
     *
     * @param random the generator to draw from, not {@code null}
     * @return a new source backed by {@code random}
     */
    static EntropySource of(SecureRandom random) {
        return new SecureRandomEntropySource(random);
    }

    /**
     * One call to a new {@link SecureRandom} (the platform's default algorithm) per draw:
     * {@link #of(SecureRandom) of(new SecureRandom())}, the source a configuration names
     * {@code "secure-random"}.
     *
     * @return a new source backed by a new {@code SecureRandom}
     */
    static EntropySource secureRandom() {
        return of(new SecureRandom());
    }

    /**
     * Fast but guessable bits from {@link java.util.concurrent.ThreadLocalRandom}: an observer who
     * sees a few ids can predict the next ones. Only for ids that need not be unguessable
     * (internal keys, test data); opt in explicitly.
     *
     * @return the shared source, the same instance on every call
     */
    static EntropySource threadLocalRandom() {
        return ThreadLocalRandomEntropySource.INSTANCE;
    }

    /**
     * The source a configuration names: {@code "secure"} ({@link #secure()}, the default),
     * {@code "per-thread-drbg"} ({@link #perThreadDrbg()}), {@code "secure-random"}
     * ({@link #secureRandom()}) or {@code "thread-local-random"}
     * ({@link #threadLocalRandom()}): each factory method's name, in kebab case. The Kotlin DSL,
     * the Spring properties and the command line take these names.
     *
     * @param name one of {@link #names()}, not {@code null}
     * @return the named source: a new one for {@code "secure-random"}, otherwise the shared instance
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    static EntropySource named(String name) {
        switch (java.util.Objects.requireNonNull(name, "name")) {
            case "secure":
                return secure();
            case "per-thread-drbg":
                return perThreadDrbg();
            case "secure-random":
                return secureRandom();
            case "thread-local-random":
                return threadLocalRandom();
            default:
                throw new IllegalArgumentException("unknown entropy '" + name + "'; known: " + String.join(", ", names()));
        }
    }

    /**
     * The names {@link #named(String)} takes, the default first; immutable.
     *
     * @return the known names, {@code "secure"} first
     */
    static List<String> names() {
        return List.of("secure", "per-thread-drbg", "secure-random", "thread-local-random");
    }
}
