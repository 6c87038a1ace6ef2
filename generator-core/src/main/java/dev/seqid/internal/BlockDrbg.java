package dev.seqid.internal;

import java.security.DrbgParameters;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * A {@link CtrDrbg} that fills whole blocks and reseeds itself. Not thread-safe: one per thread or
 * per producer.
 *
 * <p>Seeds and reseeds come from one process-wide {@link SecureRandom} of algorithm {@code DRBG}
 * (the JDK's NIST Hash_DRBG with SHA-256, itself seeded and reseeded from the operating system),
 * instantiated at security strength 256. SP 800-90A lets a CTR_DRBG serve 2^48 requests per seed;
 * we reseed after {@value #REQUESTS_PER_SEED} requests (4 GiB of 64 KiB blocks), far sooner, so
 * that little output ever depends on one seed, at the cost of one 48-byte draw from the seed
 * source per 2^16 blocks.
 */
public final class BlockDrbg {

    /** Generate requests served between reseeds. */
    public static final int REQUESTS_PER_SEED = 1 << 16;

    private static final SecureRandom SEED_SOURCE = newSeedSource();

    private final CtrDrbg drbg;
    private final byte[] seed = new byte[CtrDrbg.SEED_LENGTH];

    public BlockDrbg() {
        this(seeded());
    }

    /** A block DRBG over a given CTR_DRBG, for tests that need known output; it still reseeds from the shared seed source. */
    BlockDrbg(CtrDrbg drbg) {
        this.drbg = drbg;
    }

    private static CtrDrbg seeded() {
        synchronized (SEED_SOURCE) {
            return CtrDrbg.seededFrom(SEED_SOURCE, REQUESTS_PER_SEED);
        }
    }

    private static SecureRandom newSeedSource() {
        try {
            return SecureRandom.getInstance("DRBG",
                    DrbgParameters.instantiation(256, DrbgParameters.Capability.RESEED_ONLY, "seqid".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    }

    /** Fills all of {@code block} (at most {@link CtrDrbg#MAX_REQUEST_BYTES}) with fresh output. */
    public void fill(byte[] block) {
        if (drbg.needsReseed()) {
            synchronized (SEED_SOURCE) {
                SEED_SOURCE.nextBytes(seed);
            }
            drbg.reseed(seed, null);
            Arrays.fill(seed, (byte) 0);
        }
        drbg.generate(block, 0, block.length);
    }
}
