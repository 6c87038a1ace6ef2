package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/**
 * The {@code opaque} scheme: a keyed pseudo-random permutation of the 122 bits of an id that are not
 * its version or variant, written into a version-4 UUID with the RFC 9562 variant. Decoding runs
 * the permutation backwards and restores the layout's version and the variant.
 *
 * <h2>The permutation</h2>
 * The 122 bits, read most significant first (msb bits 63-16, msb bits 11-0, lsb bits 61-0), are
 * split into two 61-bit halves {@code L} and {@code R}, and a balanced Feistel network runs
 * {@value #ROUNDS} rounds of
 * <pre>
 *   (L, R) := (R, L xor F(i, R)),   F(i, x) = low 61 bits of SipHash-2-4(key, (i &lt;&lt; 61) | x)
 * </pre>
 * for round index {@code i}, the 8-byte message being the little-endian word. Each round is
 * invertible whatever {@code F} is ({@code L = R' xor F(i, L')}), so the whole is a permutation,
 * and decoding is the same rounds in reverse order.
 *
 * <h2>Why this is a strong pseudo-random permutation</h2>
 * Luby and Rackoff proved that a balanced Feistel network whose round functions are independent
 * pseudo-random functions is a pseudo-random permutation after 3 rounds and a strong one (secure
 * against an adversary who may also ask for inverses, as someone probing a decoding endpoint can)
 * after 4, with an advantage of order {@code q^2 / 2^61} for {@code q} queries on 61-bit halves.
 * SipHash-2-4 is designed and analysed as a PRF on short inputs; putting the round index in the
 * three bits above the 61-bit half makes the rounds' functions distinct inputs of one keyed PRF,
 * which is what independent round functions are needed for. No other 8-byte message is hashed
 * with the key: uuidv47 hashes 10 bytes, and SipHash's last word carries the length.
 *
 * <p>Rounds: 8, twice the Luby-Rackoff minimum. The proofs' bounds tighten towards the
 * information-theoretic limit as rounds are added (Patarin), which matters because the halves are
 * only 61 bits wide; and the margin covers an attack on a few rounds of the construction that uses
 * structure of the round function instead of treating it as a black box. Each round costs one
 * SipHash of one word, so the cost per id is about eight short hashes (docs/facade.md has it
 * measured).
 */
final class OpaqueFacade extends UuidFacade {

    /** Feistel rounds; see the class comment for the reasoning. */
    static final int ROUNDS = 8;
    private static final long HALF = (1L << 61) - 1;

    private final long k0;
    private final long k1;
    private final UuidLayout layout;
    /** The layout's version nibble, in place: what decoding writes back. */
    private final long version;

    OpaqueFacade(FacadeKey key, UuidLayout layout) {
        this.k0 = key.k0();
        this.k1 = key.k1();
        this.layout = layout;
        this.version = (long) layout.version() << 12;
    }

    @Override
    public FacadeScheme scheme() {
        return FacadeScheme.OPAQUE;
    }

    @Override
    public UuidLayout layout() {
        return layout;
    }

    @Override
    public UUID encode(UUID id) {
        Objects.requireNonNull(id, "id");
        long msb = id.getMostSignificantBits();
        long lsb = id.getLeastSignificantBits();
        if ((msb & VERSION_MASK) != version || (lsb & VARIANT_MASK) != RFC_VARIANT) {
            throw new IllegalArgumentException("the opaque façade of layout " + layout.name() + " encodes ids with version " + layout.version()
                    + " and the RFC 9562 variant (it restores them on decoding), but " + id + " has version " + id.version() + " and variant "
                    + UuidVariant.of(id));
        }
        long left = ((msb >>> 16) << 13) | ((msb & 0xFFF) << 1) | ((lsb >>> 61) & 1);
        long right = lsb & HALF;
        for (int round = 0; round < ROUNDS; round++) {
            long next = left ^ round(round, right);
            left = right;
            right = next;
        }
        return join(left, right, FACADE_VERSION);
    }

    @Override
    public UUID tryDecode(UUID facade) {
        Objects.requireNonNull(facade, "facade");
        if (!hasFacadeBits(facade)) {
            return null;
        }
        long msb = facade.getMostSignificantBits();
        long lsb = facade.getLeastSignificantBits();
        long left = ((msb >>> 16) << 13) | ((msb & 0xFFF) << 1) | ((lsb >>> 61) & 1);
        long right = lsb & HALF;
        for (int round = ROUNDS - 1; round >= 0; round--) {
            long previous = right ^ round(round, left);
            right = left;
            left = previous;
        }
        return join(left, right, version);
    }

    @Override
    UuidFormatException refusal(UUID facade) {
        return wrongBits(facade);
    }

    /** The round function: 61 bits of SipHash-2-4 of the half with the round index above it. */
    private long round(int round, long half) {
        return SipHash24.hash8(k0, k1, ((long) round << 61) | half) & HALF;
    }

    /** The UUID whose 122 free bits are {@code left} then {@code right}, with {@code version} and the RFC variant. */
    private static UUID join(long left, long right, long version) {
        long msb = ((left >>> 13) << 16) | version | ((left >>> 1) & 0xFFF);
        long lsb = RFC_VARIANT | ((left & 1) << 61) | right;
        return new UUID(msb, lsb);
    }
}
