package dev.seqid;

import java.util.Comparator;
import java.util.UUID;

/**
 * The orders in which databases and languages sort UUIDs, as comparators.
 *
 * <p>Why not {@link UUID#compareTo}: it compares the two halves as <em>signed</em> longs, so every
 * id whose first hex digit is 8 to f sorts before every id starting with 0 to 7. A v7 id is fine
 * until the year 6429, when its top bit turns on; but a v4 or COMB id, or any id after a layout
 * change, sorts differently in Java than in the database. Use {@link #UNSIGNED} to sort as
 * PostgreSQL does.
 */
public enum UuidOrder implements Comparator<UUID> {

    /**
     * Unsigned byte order (memcmp), the same as the order of the lower-case strings: PostgreSQL
     * {@code uuid}, Oracle {@code RAW(16)}, SQLite, H2 2.x, MySQL {@code BINARY(16)}/{@code CHAR(36)}.
     */
    UNSIGNED {
        @Override
        public int compare(UUID a, UUID b) {
            int byMsb = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
            return byMsb != 0 ? byMsb : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
        }
    },

    /** {@link UUID#compareTo}: signed comparison of the two halves; matches no database. */
    JAVA {
        @Override
        public int compare(UUID a, UUID b) {
            return a.compareTo(b);
        }
    }
}
