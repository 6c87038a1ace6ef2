package dev.seqid;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * The orders in which databases and languages sort UUIDs, as comparators.
 *
 * <p>Why not {@link UUID#compareTo}: it compares the two halves as <em>signed</em> longs, so every
 * id whose first hex digit is 8 to f sorts before every id starting with 0 to 7. A v7 id is fine
 * until the year 6429, when its top bit turns on; but a v4 or COMB id, or any id after a layout
 * change, sorts differently in Java than in the database. Use {@link #UNSIGNED} to sort as
 * PostgreSQL does.
 *
 * <p>Byte <i>i</i> below is byte <i>i</i> of the big-endian 16-byte form, the order of the hex
 * string: bytes 0-7 are {@link UUID#getMostSignificantBits()}, byte 0 its top byte. Every
 * comparator here is stateless and thread-safe, allocates nothing, and throws
 * {@link NullPointerException} for a null argument. Each constant has a short lower-case name, as the
 * layouts and the entropy sources do ({@link #configName()}, {@link #named(String)},
 * {@link #names()}), which the command line's {@code --order} takes.
 *
 * <p>{@link UuidLayout#databaseOrder()} returns one of these constants when the layout's sort order
 * is one of theirs, so a layout and this class cannot disagree about a database's order.
 */
public enum UuidOrder implements Comparator<UUID> {

    /**
     * Unsigned byte order (memcmp), the same as the order of the lower-case strings: PostgreSQL
     * {@code uuid}, Oracle {@code RAW(16)}, SQLite, H2 2.x, MySQL {@code BINARY(16)}/{@code CHAR(36)}.
     */
    UNSIGNED("unsigned", new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}) {
        @Override
        public int compare(UUID a, UUID b) {
            int byMsb = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
            return byMsb != 0 ? byMsb : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
        }
    },

    /**
     * SQL Server {@code uniqueidentifier} and .NET {@code System.Data.SqlTypes.SqlGuid}: compares,
     * unsigned, bytes 10, 11, 12, 13, 14, 15, then 8, 9, then 7, 6, then 5, 4, then 3, 2, 1, 0; the
     * first difference wins. So the last six bytes (the "node" group) are the most significant, and
     * byte 0 is the least.
     *
     * <p>This is why an id that should sort by time in SQL Server carries its timestamp in bytes
     * 10-15 (the SQL Server COMB, EF Core's {@code SequentialGuidValueGenerator}), and why a v7 id
     * (timestamp in bytes 0-5) lands all over a SQL Server index. The order is that of the value,
     * whatever byte order a driver uses to send it (Microsoft's JDBC driver sends
     * {@link UuidCodec#toDotNetBytes(UUID) .NET bytes}).
     */
    SQL_SERVER("sqlserver", new int[] {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0}) {
        @Override
        public int compare(UUID a, UUID b) {
            int byHigh = Long.compareUnsigned(sqlServerHigh(a.getLeastSignificantBits()), sqlServerHigh(b.getLeastSignificantBits()));
            return byHigh != 0 ? byHigh
                    : Long.compareUnsigned(sqlServerLow(a.getMostSignificantBits()), sqlServerLow(b.getMostSignificantBits()));
        }
    },

    /**
     * Unsigned order of the .NET bytes ({@link UuidCodec#toDotNetBytes(UUID)}, what
     * {@code Guid.ToByteArray()} returns): bytes 3, 2, 1, 0, 5, 4, 7, 6, then 8 to 15. The order of a
     * {@code BINARY(16)} or {@code RAW(16)} column, or an SQLite blob, that .NET code filled with
     * {@code Guid.ToByteArray()}; the order the binary COMB and {@code seqguid-binary} ids increase in.
     */
    DOTNET_BYTES("dotnet-bytes", new int[] {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15}) {
        @Override
        public int compare(UUID a, UUID b) {
            int byHigh = Long.compareUnsigned(UuidCodec.dotNetSwap(a.getMostSignificantBits()), UuidCodec.dotNetSwap(b.getMostSignificantBits()));
            return byHigh != 0 ? byHigh : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
        }
    },

    /**
     * MariaDB's native {@code UUID} type as of 10.10.6 / 10.11.5 (and later releases): unsigned byte
     * order of the <em>stored</em> form, which depends on the value.
     *
     * <p>A value that MariaDB takes for an RFC version 1 to 5 UUID is stored with its five groups in
     * reverse order, bytes 10-15, 8-9, 6-7, 4-5, 0-3 (the byte order inside each group is kept),
     * which puts a v1 id's node first and its time groups last. MariaDB's test is on bytes: byte 6
     * (version and top of time_hi) is greater than 0 and less than {@code 0x60}, and byte 8 has its
     * top bit set (variant {@code 1x}). Every other value, v6, v7 and v8 included, is stored as is.
     * This comparator applies exactly that byte test, so, as MariaDB does, it also reverses a value
     * whose version nibble is 0 but whose byte 6 is {@code 0x01} to {@code 0x0F}.
     *
     * <p>Consequence: a v7 id sorts by time in MariaDB, but a prefix COMB that keeps version 4
     * (timestamp in bytes 0-5) does not: it is stored node group first, so it sorts by its random
     * tail. Earlier releases with the type (10.7 on) reversed every value; data still stored in that
     * older form is not sorted by this comparator. MariaDB refuses values whose byte 6 is 0x80 or
     * more (version 8 to 15) and whose byte 8 is 0x01 to 0x80, among them RFC 9562 v8 ids whose byte
     * 8 is exactly 0x80 (docs/layouts.md#mariadb-guard); this comparator orders them as stored as is.
     * seqid's version 8 layouts never make one ({@link UuidLayout.Builder#mariaDbGuard}).
     */
    MARIADB("mariadb", null) {
        @Override
        public int compare(UUID a, UUID b) {
            long msbA = a.getMostSignificantBits();
            long lsbA = a.getLeastSignificantBits();
            long msbB = b.getMostSignificantBits();
            long lsbB = b.getLeastSignificantBits();
            boolean swapA = mariaDbReverses(msbA, lsbA);
            boolean swapB = mariaDbReverses(msbB, lsbB);
            long highA = swapA ? Long.rotateLeft(lsbA, 16) : msbA;
            long highB = swapB ? Long.rotateLeft(lsbB, 16) : msbB;
            int byHigh = Long.compareUnsigned(highA, highB);
            if (byHigh != 0) {
                return byHigh;
            }
            // The reversed form ends with bytes 6-7, 4-5, 0-3: MySQL's swapped time groups.
            long lowA = swapA ? UuidCodec.mySqlSwap(msbA) : lsbA;
            long lowB = swapB ? UuidCodec.mySqlSwap(msbB) : lsbB;
            return Long.compareUnsigned(lowA, lowB);
        }
    },

    /** {@link UUID#compareTo}: signed comparison of the two halves; matches no database. */
    JAVA("java", null) {
        @Override
        public int compare(UUID a, UUID b) {
            return a.compareTo(b);
        }
    };

    private static final UuidOrder[] ALL = values();
    private static final List<String> NAMES = ConfigNames.names(ALL, UuidOrder::configName);

    private final String configName;
    /** The string-order bytes this order compares unsigned, most significant first; null if it is not such an order. */
    private final int[] bytesCompared;

    UuidOrder(String configName, int[] bytesCompared) {
        this.configName = configName;
        this.bytesCompared = bytesCompared;
    }

    /**
     * The name a configuration gives this order: {@code unsigned}, {@code sqlserver},
     * {@code dotnet-bytes}, {@code mariadb} or {@code java}. {@link #named(String)} accepts it back.
     *
     * @return the lower-case name
     */
    public String configName() {
        return configName;
    }

    /**
     * The order a configuration names.
     *
     * @param name one of {@link #names()}, such as {@code sqlserver}; not {@code null}
     * @return the named order
     * @throws NullPointerException     if name is null
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    public static UuidOrder named(String name) {
        return ConfigNames.named("UUID order", name, ALL, UuidOrder::configName);
    }

    /**
     * The names {@link #named(String)} takes, in declaration order; immutable.
     *
     * @return the known names, {@code "unsigned"} first
     */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * The string-order bytes this order compares, unsigned and most significant first: element k is
     * the index of the byte compared k-th. Null for {@link #MARIADB} (its order depends on the value)
     * and {@link #JAVA} (signed).
     */
    int[] bytesCompared() {
        return bytesCompared == null ? null : bytesCompared.clone();
    }

    /**
     * The unsigned order of string-order bytes {@code order[0]}, {@code order[1]}, ...,
     * {@code order[15]}: the constant whose {@link #bytesCompared()} that is, or else a comparator
     * that compares the bytes one by one. The one implementation of an arbitrary byte permutation.
     *
     * @param order a permutation of 0..15; copied
     */
    static Comparator<UUID> ofBytesCompared(int[] order) {
        for (UuidOrder known : ALL) {
            if (Arrays.equals(known.bytesCompared, order)) {
                return known;
            }
        }
        int[] positions = order.clone();
        return (a, b) -> {
            Objects.requireNonNull(a, "a");
            Objects.requireNonNull(b, "b");
            for (int index : positions) {
                int x = byteAt(a, index);
                int y = byteAt(b, index);
                if (x != y) {
                    return Integer.compare(x, y);
                }
            }
            return 0;
        };
    }

    /** String-order byte {@code index} of {@code u}, unsigned. */
    private static int byteAt(UUID u, int index) {
        long word = index < 8 ? u.getMostSignificantBits() : u.getLeastSignificantBits();
        return (int) (word >>> (56 - 8 * (index & 7))) & 0xFF;
    }

    /** SQL Server's first eight key bytes, 10-15 then 8-9, from the least significant half. */
    private static long sqlServerHigh(long lsb) {
        return Long.rotateLeft(lsb, 16);
    }

    /** SQL Server's last eight key bytes, 7, 6, 5, 4, 3, 2, 1, 0, from the most significant half. */
    private static long sqlServerLow(long msb) {
        return Long.reverseBytes(msb);
    }

    /** MariaDB's test: 0 < byte 6 < 0x60 (as a signed byte) and byte 8 has its top bit set. */
    private static boolean mariaDbReverses(long msb, long lsb) {
        int byte6 = (int) (msb >>> 8) & 0xFF;
        return byte6 > 0 && byte6 < 0x60 && lsb < 0;
    }
}
