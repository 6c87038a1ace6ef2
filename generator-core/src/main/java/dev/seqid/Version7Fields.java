package dev.seqid;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * The fields of an RFC 9562 version 7 UUID: {@code unix_ts_ms} (48 bits), {@code rand_a} (12 bits)
 * and {@code rand_b} (62 bits). What {@code rand_a} and {@code rand_b} mean depends on the
 * generator's monotonic method; {@link UuidLayout#instantOf(UUID)} reads them for a given layout.
 *
 * @param unixTsMs milliseconds since 1970-01-01T00:00:00Z, 0 to 2^48 - 1
 * @param randA    0 to 0xFFF
 * @param randB    0 to 2^62 - 1
 */
public record Version7Fields(long unixTsMs, int randA, long randB) {

    /** Checks the ranges. */
    public Version7Fields {
        if (unixTsMs < 0 || unixTsMs >= 1L << 48) {
            throw new IllegalArgumentException("unix_ts_ms must be 0 to 2^48 - 1, got " + unixTsMs);
        }
        if (randA < 0 || randA > 0xFFF) {
            throw new IllegalArgumentException("rand_a must be 0 to 0xFFF, got 0x" + Integer.toHexString(randA));
        }
        if (randB < 0 || randB >= 1L << 62) {
            throw new IllegalArgumentException("rand_b must be 0 to 2^62 - 1, got 0x" + Long.toHexString(randB));
        }
    }

    /**
     * The fields of {@code uuid}.
     *
     * @throws IllegalArgumentException if it is not version 7 with the RFC 9562 variant
     */
    public static Version7Fields of(UUID uuid) {
        Objects.requireNonNull(uuid, "uuid");
        if (uuid.version() != 7 || UuidVariant.of(uuid) != UuidVariant.RFC_9562) {
            throw new IllegalArgumentException(uuid + " is not a version 7 UUID: it has version " + uuid.version()
                    + " and variant " + UuidVariant.of(uuid) + ", a v7 needs version 7 and variant RFC_9562");
        }
        long msb = uuid.getMostSignificantBits();
        long lsb = uuid.getLeastSignificantBits();
        return new Version7Fields(msb >>> 16, (int) (msb & 0xFFF), lsb & 0x3FFF_FFFF_FFFF_FFFFL);
    }

    /** The UUID with these fields, version 7 and the RFC 9562 variant. */
    public UUID toUuid() {
        return new UUID((unixTsMs << 16) | 0x7000 | randA, 0x8000_0000_0000_0000L | randB);
    }

    /** {@code unix_ts_ms} as an instant (millisecond precision). */
    public Instant instant() {
        return Instant.ofEpochMilli(unixTsMs);
    }
}
