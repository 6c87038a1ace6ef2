package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/**
 * The {@code uuidv47} scheme (https://github.com/stateless-me/uuidv47), byte-exact: the façade of a
 * version 7 id is the id with its 48-bit timestamp (bytes 0-5) XORed with the low 48 bits of
 * SipHash-2-4 of ten of its bytes, {@code [b6 & 0x0F, b7, b8 & 0x3F, b9, ..., b15]}, and its version
 * set to 4. The variant stays the RFC's.
 *
 * <p>Invertible because the hashed bytes are exactly the bits the encoding leaves alone (the low
 * nibble of byte 6 and every bit of bytes 7-15 but the variant): the façade yields the same mask,
 * and XORing it again restores the timestamp. Hence also what it hides: the time only; the 74
 * random bits are the id's own.
 */
final class Uuidv47Facade extends UuidFacade {

    private static final long TIMESTAMP_MASK = 0xFFFF_FFFF_FFFFL;

    private final long k0;
    private final long k1;
    private final UuidLayout layout;

    Uuidv47Facade(FacadeKey key, UuidLayout layout) {
        this.k0 = key.k0();
        this.k1 = key.k1();
        this.layout = layout;
    }

    @Override
    public FacadeScheme scheme() {
        return FacadeScheme.UUIDV47;
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
        if ((msb & VERSION_MASK) != 0x7000L || (lsb & VARIANT_MASK) != RFC_VARIANT) {
            throw new IllegalArgumentException("the uuidv47 façade encodes version 7 ids with the RFC 9562 variant, but " + id + " has version "
                    + id.version() + " and variant " + UuidVariant.of(id));
        }
        return new UUID(((msb ^ (mask(msb, lsb) << 16)) & ~VERSION_MASK) | FACADE_VERSION, lsb);
    }

    @Override
    public UUID tryDecode(UUID facade) {
        Objects.requireNonNull(facade, "facade");
        if (!hasFacadeBits(facade)) {
            return null;
        }
        long msb = facade.getMostSignificantBits();
        long lsb = facade.getLeastSignificantBits();
        return new UUID(((msb ^ (mask(msb, lsb) << 16)) & ~VERSION_MASK) | 0x7000L, lsb);
    }

    @Override
    UuidFormatException refusal(UUID facade) {
        return wrongBits(facade);
    }

    /**
     * The low 48 bits of SipHash-2-4 of {@code [b6 & 0x0F, b7, b8 & 0x3F, b9, ..., b15]}: the same
     * for an id and its façade, which differ only in bits this leaves out.
     */
    private long mask(long msb, long lsb) {
        // bytes 8-15 (variant cleared) as a little-endian word: byte 8 lowest
        long low = Long.reverseBytes(lsb & ~VARIANT_MASK);
        long first = ((msb >>> 8) & 0x0F) | ((msb & 0xFF) << 8) | (low << 16);
        return SipHash24.hash10(k0, k1, first, low >>> 48) & TIMESTAMP_MASK;
    }
}
