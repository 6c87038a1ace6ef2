package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/** The variant field of a UUID (the top bits of byte 8), RFC 9562 section 4.1. */
public enum UuidVariant {
    /** {@code 0xxx}: reserved, NCS backward compatibility (also the nil UUID). */
    NCS("0"),
    /** {@code 10xx}: the variant of RFC 4122 and RFC 9562. */
    RFC_9562("10"),
    /** {@code 110x}: reserved, Microsoft backward compatibility. */
    MICROSOFT("110"),
    /** {@code 111x}: reserved for the future (also the max UUID). */
    FUTURE("111");

    private final String bits;

    UuidVariant(String bits) {
        this.bits = bits;
    }

    /**
     * The variant of {@code uuid}.
     *
     * @param uuid the id
     * @return the variant given by the top bits of byte 8
     */
    public static UuidVariant of(UUID uuid) {
        Objects.requireNonNull(uuid, "uuid");
        int top = (int) (uuid.getLeastSignificantBits() >>> 61);
        if ((top & 0b100) == 0) {
            return NCS;
        }
        if ((top & 0b010) == 0) {
            return RFC_9562;
        }
        return (top & 0b001) == 0 ? MICROSOFT : FUTURE;
    }

    /** The bits that decide this variant, as RFC 9562 section 4.1 writes them: {@code 0}, {@code 10}, {@code 110} or {@code 111}. */
    String bits() {
        return bits;
    }
}
