package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@link UuidOrder#SQL_SERVER}, {@link UuidOrder#DOTNET_BYTES}, {@link UuidOrder#MARIADB} and the
 * byte-permutation order of custom layouts against reference implementations
 * written here the slow, obvious way (build each database's 16-byte key as a byte array and compare
 * with {@link Arrays#compareUnsigned}), and the consequences that docs/layouts.md#database-orders names; and
 * {@link UuidOrder#named(String)} / {@link UuidOrder#configName()}.
 */
class DatabaseOrdersTest {

    private static final long SEED = 0xDA7A_BA5EL;
    private static final int RANDOM_PAIRS = 100_000;

    /** SQL Server's key: string-order byte positions, most significant first. */
    private static final int[] SQL_SERVER_KEY = {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0};

    /** MariaDB's stored form of a value it reverses: groups node, clock_seq, time_hi, time_mid, time_low. */
    private static final int[] MARIADB_REVERSED = {10, 11, 12, 13, 14, 15, 8, 9, 6, 7, 4, 5, 0, 1, 2, 3};

    // ---- reference implementations ---------------------------------------------------------

    private static byte[] stringOrder(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    private static byte[] permute(byte[] source, int[] positions) {
        byte[] key = new byte[16];
        for (int i = 0; i < 16; i++) {
            key[i] = source[positions[i]];
        }
        return key;
    }

    /** .NET's {@code Guid.ToByteArray()}: the first three groups (bytes 0-3, 4-5, 6-7) each reversed. */
    private static byte[] dotNetBytes(UUID u) {
        byte[] s = stringOrder(u);
        return new byte[] {s[3], s[2], s[1], s[0], s[5], s[4], s[7], s[6], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15]};
    }

    private static int dotNetBytesReference(UUID a, UUID b) {
        return Arrays.compareUnsigned(dotNetBytes(a), dotNetBytes(b));
    }

    private static int sqlServerReference(UUID a, UUID b) {
        return Arrays.compareUnsigned(permute(stringOrder(a), SQL_SERVER_KEY), permute(stringOrder(b), SQL_SERVER_KEY));
    }

    /** MariaDB's sql_type_uuid.h: {@code s[6] > 0 && s[6] < 0x60 && s[8] & 0x80} on signed chars. */
    private static byte[] mariaDbStored(UUID u) {
        byte[] bytes = stringOrder(u);
        boolean reversed = bytes[6] > 0 && bytes[6] < 0x60 && (bytes[8] & 0x80) != 0;
        return reversed ? permute(bytes, MARIADB_REVERSED) : bytes;
    }

    private static int mariaDbReference(UUID a, UUID b) {
        return Arrays.compareUnsigned(mariaDbStored(a), mariaDbStored(b));
    }

    /** 16 zero bytes with {@code value} at string-order position {@code index}, and more pairs after. */
    private static UUID withBytes(int... indexValuePairs) {
        byte[] bytes = new byte[16];
        for (int i = 0; i < indexValuePairs.length; i += 2) {
            bytes[indexValuePairs[i]] = (byte) indexValuePairs[i + 1];
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new UUID(buffer.getLong(), buffer.getLong());
    }

    /**
     * Pairs that agree on a random number of bytes, so that every key position decides some
     * comparisons (two independent random ids almost always differ in the first key byte).
     */
    private static List<UUID[]> randomPairs(long seed, boolean mixVersions) {
        SplittableRandom random = new SplittableRandom(seed);
        List<UUID[]> pairs = new ArrayList<>(RANDOM_PAIRS);
        for (int i = 0; i < RANDOM_PAIRS; i++) {
            byte[] a = new byte[16];
            random.nextBytes(a);
            if (mixVersions) {
                shapeLikeMariaDbCares(a, random);
            }
            byte[] b = a.clone();
            int changes = random.nextInt(4); // 0 leaves the pair equal
            for (int c = 0; c < changes; c++) {
                int position = random.nextInt(16);
                b[position] = random.nextInt(4) == 0 ? (byte) (b[position] ^ 0x80) : (byte) random.nextInt(256);
            }
            if (mixVersions && random.nextBoolean()) {
                shapeLikeMariaDbCares(b, random);
            }
            ByteBuffer bufferA = ByteBuffer.wrap(a);
            ByteBuffer bufferB = ByteBuffer.wrap(b);
            pairs.add(new UUID[] {new UUID(bufferA.getLong(), bufferA.getLong()), new UUID(bufferB.getLong(), bufferB.getLong())});
        }
        return pairs;
    }

    /** Byte 6 and 8 drawn to hit MariaDB's boundaries (0x00, 0x01, 0x5F, 0x60, 0x80) often. */
    private static void shapeLikeMariaDbCares(byte[] bytes, SplittableRandom random) {
        int[] byte6Choices = {0x00, 0x01, 0x0F, 0x10, 0x4A, 0x5F, 0x60, 0x6A, 0x7F, 0x80, 0x8C, 0xFF};
        if (random.nextInt(3) > 0) {
            bytes[6] = (byte) byte6Choices[random.nextInt(byte6Choices.length)];
        }
        int[] byte8Choices = {0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xFF};
        if (random.nextInt(3) > 0) {
            bytes[8] = (byte) byte8Choices[random.nextInt(byte8Choices.length)];
        }
    }

    private static void assertMatchesReference(Comparator<UUID> order, List<UUID[]> pairs, Comparator<UUID> reference) {
        int equal = 0;
        for (UUID[] pair : pairs) {
            int expected = Integer.signum(reference.compare(pair[0], pair[1]));
            if (expected == 0) {
                equal++;
            }
            assertThat(Integer.signum(order.compare(pair[0], pair[1]))).as("%s %s vs %s", order, pair[0], pair[1]).isEqualTo(expected);
            assertThat(Integer.signum(order.compare(pair[1], pair[0]))).as("%s %s vs %s", order, pair[1], pair[0]).isEqualTo(-expected);
        }
        assertThat(equal).as("equal pairs among the random ones").isBetween(RANDOM_PAIRS / 20, RANDOM_PAIRS / 2);
    }

    /** With {@code a}'s byte {@code higher} = 1 and {@code b}'s byte {@code lower} = 0xFF, a must be greater. */
    private static void assertOutranks(UuidOrder order, int higher, int lower) {
        UUID a = withBytes(higher, 0x01, lower, 0x00);
        UUID b = withBytes(higher, 0x00, lower, 0xFF);
        assertThat(order.compare(a, b)).as("byte %d outranks byte %d", higher, lower).isPositive();
        assertThat(order.compare(b, a)).as("byte %d outranks byte %d", higher, lower).isNegative();
    }

    // ---- SQL Server ------------------------------------------------------------------------

    @Test
    void sqlServerRanksTheBytesAsSqlServerDoes() {
        assertOutranks(UuidOrder.SQL_SERVER, 10, 15);
        assertOutranks(UuidOrder.SQL_SERVER, 15, 8);
        assertOutranks(UuidOrder.SQL_SERVER, 9, 7);
        assertOutranks(UuidOrder.SQL_SERVER, 6, 5);
        assertOutranks(UuidOrder.SQL_SERVER, 4, 3);
        // the whole chain, neighbour by neighbour: 10 > 11 > ... > 15 > 8 > 9 > 7 > 6 > 5 > 4 > 3 > 2 > 1 > 0
        for (int i = 0; i + 1 < SQL_SERVER_KEY.length; i++) {
            assertOutranks(UuidOrder.SQL_SERVER, SQL_SERVER_KEY[i], SQL_SERVER_KEY[i + 1]);
        }
        // every byte counts, byte 0 (least significant) included, and every byte compares unsigned
        for (int position = 0; position < 16; position++) {
            assertThat(UuidOrder.SQL_SERVER.compare(withBytes(position, 0x01), withBytes())).as("byte %d", position).isPositive();
            assertThat(UuidOrder.SQL_SERVER.compare(withBytes(position, 0x80), withBytes(position, 0x7F)))
                    .as("byte %d unsigned", position).isPositive();
        }
    }

    /**
     * Ids in the order SQL Server sorts them, written out by hand from the byte list of
     * docs/layouts.md#sql-server-order (bytes 10-15, then 8-9, then 7, 6, 5, 4, 3, 2, 1, 0, the
     * first one that differs deciding): one id per byte holding 0x01 there and zeros elsewhere, from the
     * least significant byte (0) to the most significant (10), then one holding 0x80 in byte 10 (unsigned:
     * above 0x01) and the same against 0xff in byte 0.
     */
    private static final List<String> SQL_SERVER_SORTED = List.of(
            "00000000-0000-0000-0000-000000000000",
            "01000000-0000-0000-0000-000000000000", // byte 0, the least significant
            "00010000-0000-0000-0000-000000000000", // byte 1
            "00000100-0000-0000-0000-000000000000", // byte 2
            "00000001-0000-0000-0000-000000000000", // byte 3
            "00000000-0100-0000-0000-000000000000", // byte 4
            "00000000-0001-0000-0000-000000000000", // byte 5
            "00000000-0000-0100-0000-000000000000", // byte 6
            "00000000-0000-0001-0000-000000000000", // byte 7
            "00000000-0000-0000-0001-000000000000", // byte 9 before byte 8
            "00000000-0000-0000-0100-000000000000", // byte 8
            "00000000-0000-0000-0000-000000000001", // byte 15, the last of the first group
            "00000000-0000-0000-0000-000000000100", // byte 14
            "00000000-0000-0000-0000-000000010000", // byte 13
            "00000000-0000-0000-0000-000001000000", // byte 12
            "00000000-0000-0000-0000-000100000000", // byte 11
            "ff000000-0000-0000-0000-010000000000", // byte 10 decides over byte 0's 0xff
            "00000000-0000-0000-0000-010000000001", // byte 10 equal: byte 15 decides
            "00000000-0000-0000-0000-800000000000"); // byte 10 0x80: unsigned, above 0x01

    @Test
    void sqlServerSortsTheHandOrderedList() {
        List<UUID> expected = SQL_SERVER_SORTED.stream().map(UUID::fromString).toList();
        for (long seed = 0; seed < 20; seed++) {
            List<UUID> shuffled = new ArrayList<>(expected);
            java.util.Collections.shuffle(shuffled, new java.util.Random(seed));
            shuffled.sort(UuidOrder.SQL_SERVER);
            assertThat(shuffled).as("shuffle %d", seed).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void sqlServerMatchesTheByteArrayReference() {
        assertMatchesReference(UuidOrder.SQL_SERVER, randomPairs(SEED, false), DatabaseOrdersTest::sqlServerReference);
    }

    @Test
    void sqlServerSortsCombsWithTheTimestampInTheLastSixBytes() {
        // SQL Server COMB: timestamp in bytes 10-15, random bytes elsewhere
        SplittableRandom random = new SplittableRandom(SEED);
        List<UUID> byTime = new ArrayList<>();
        for (long ms = 1_645_557_742_000L; byTime.size() < 1_000; ms += 1 + random.nextInt(3)) {
            byTime.add(new UUID(random.nextLong(), (random.nextLong() & 0xFFFF_0000_0000_0000L) | ms));
        }
        assertThat(byTime).isSortedAccordingTo(UuidOrder.SQL_SERVER);
        assertThat(byTime).isNotEqualTo(sorted(byTime, UuidOrder.UNSIGNED));
    }

    @Test
    void sqlServerSortsEfCoreCountersInCounterOrder() {
        // EF Core's SequentialGuidValueGenerator: counter bits 63..16 in bytes 10-15, bits 15..0 in bytes 8-9
        SplittableRandom random = new SplittableRandom(SEED);
        long counter = 0x08DA_0000_FFFF_FFF0L;
        UUID previous = null;
        for (int i = 0; i < 1_000; i++) {
            counter += 1 + random.nextInt(100_000);
            UUID id = new UUID(random.nextLong(), Long.rotateRight(counter, 16));
            if (previous != null) {
                assertThat(UuidOrder.SQL_SERVER.compare(previous, id)).isNegative();
            }
            previous = id;
        }
    }

    // ---- MariaDB ---------------------------------------------------------------------------

    @Test
    void mariaDbMatchesTheByteArrayReference() {
        assertMatchesReference(UuidOrder.MARIADB, randomPairs(SEED + 1, true), DatabaseOrdersTest::mariaDbReference);
    }

    @Test
    void mariaDbMatchesTheReferenceOnRandomVersions() {
        List<UUID[]> pairs = randomPairs(SEED + 2, false);
        assertMatchesReference(UuidOrder.MARIADB, pairs, DatabaseOrdersTest::mariaDbReference);
    }

    @Test
    void mariaDbReversesVersionsOneToFiveOnly() {
        // the same two ids differing in byte 0 (up) and byte 15 (down), for each version nibble
        for (int version = 0; version < 16; version++) {
            UUID a = withBytes(0, 0x01, 6, version << 4, 8, 0x80, 15, 0x00);
            UUID b = withBytes(0, 0x00, 6, version << 4, 8, 0x80, 15, 0x01);
            boolean reversed = version >= 1 && version <= 5;
            assertThat(Integer.signum(UuidOrder.MARIADB.compare(a, b))).as("version %d", version).isEqualTo(reversed ? -1 : 1);
        }
        // variant 0 (byte 8 top bit clear): never reversed
        UUID a = withBytes(0, 0x01, 6, 0x40, 8, 0x7F, 15, 0x00);
        UUID b = withBytes(0, 0x00, 6, 0x40, 8, 0x7F, 15, 0x01);
        assertThat(UuidOrder.MARIADB.compare(a, b)).isPositive();
    }

    @Test
    void mariaDbTestsByteSixNotTheVersionNibble() {
        // MariaDB checks 0 < byte 6 < 0x60: a version-0 id with a non-zero time_hi nibble is reversed too
        UUID a = withBytes(0, 0x01, 6, 0x01, 8, 0x80, 15, 0x00);
        UUID b = withBytes(0, 0x00, 6, 0x01, 8, 0x80, 15, 0x01);
        assertThat(UuidOrder.MARIADB.compare(a, b)).isNegative();
        UUID c = withBytes(0, 0x01, 6, 0x00, 8, 0x80, 15, 0x00);
        UUID d = withBytes(0, 0x00, 6, 0x00, 8, 0x80, 15, 0x01);
        assertThat(UuidOrder.MARIADB.compare(c, d)).isPositive();
    }

    @Test
    void mariaDbComparesReversedWithPlainValuesByStoredForm() {
        // a v4 (reversed: stored node first) against a v7 (stored as is)
        UUID v4 = UuidParser.parse("00000000-0000-4000-8000-ff0000000000");
        UUID v7 = UuidParser.parse("f0000000-0000-7000-8000-000000000000");
        assertThat(UuidOrder.UNSIGNED.compare(v4, v7)).isNegative();
        assertThat(UuidOrder.MARIADB.compare(v4, v7)).isPositive(); // stored ff... against f0...
        assertThat(UuidOrder.MARIADB.compare(v7, v4)).isNegative();
    }

    @Test
    void versionFourPrefixCombsDoNotSortByTimeInMariaDbButVersionSevenIdsDo() {
        SplittableRandom random = new SplittableRandom(SEED);
        int combsOutOfOrder = 0;
        int pairs = 10_000;
        for (int i = 0; i < pairs; i++) {
            long earlier = 1_645_557_742_000L + random.nextInt(1_000_000);
            long later = earlier + 1 + random.nextInt(1_000);
            // PostgreSQL-style COMB: 48-bit ms in bytes 0-5, version 4 and the RFC variant left in place
            UUID combEarlier = new UUID((earlier << 16) | 0x4000 | random.nextInt(0x1000), random.nextLong() >>> 2 | Long.MIN_VALUE);
            UUID combLater = new UUID((later << 16) | 0x4000 | random.nextInt(0x1000), random.nextLong() >>> 2 | Long.MIN_VALUE);
            UUID v7Earlier = new UUID((earlier << 16) | 0x7000 | random.nextInt(0x1000), random.nextLong() >>> 2 | Long.MIN_VALUE);
            UUID v7Later = new UUID((later << 16) | 0x7000 | random.nextInt(0x1000), random.nextLong() >>> 2 | Long.MIN_VALUE);

            assertThat(UuidOrder.UNSIGNED.compare(combEarlier, combLater)).isNegative();
            assertThat(UuidOrder.MARIADB.compare(v7Earlier, v7Later)).as("v7 %s then %s", v7Earlier, v7Later).isNegative();
            if (UuidOrder.MARIADB.compare(combEarlier, combLater) > 0) {
                combsOutOfOrder++;
            }
        }
        // stored node first, the COMBs are ordered by random bytes: about half the pairs are inverted
        assertThat(combsOutOfOrder).isBetween(pairs * 2 / 5, pairs * 3 / 5);

        // a concrete pair: one millisecond apart, the later one has the smaller node
        UUID first = UuidParser.parse("017f22e2-79b0-4cc3-98c4-dc0c0c07398f");
        UUID second = UuidParser.parse("017f22e2-79b1-4cc3-98c4-000000000000");
        assertThat(UuidOrder.UNSIGNED.compare(first, second)).isNegative();
        assertThat(UuidOrder.MARIADB.compare(first, second)).isPositive();
    }

    // ---- .NET bytes ------------------------------------------------------------------------

    @Test
    void dotNetBytesMatchesTheReference() {
        assertMatchesReference(UuidOrder.DOTNET_BYTES, randomPairs(SEED + 2, false), DatabaseOrdersTest::dotNetBytesReference);
    }

    @Test
    void dotNetBytesIsTheUnsignedOrderOfTheCodecsDotNetBytes() {
        for (UUID[] pair : randomPairs(SEED + 3, false).subList(0, 10_000)) {
            assertThat(UuidCodec.toDotNetBytes(pair[0])).isEqualTo(dotNetBytes(pair[0]));
            assertThat(Integer.signum(UuidOrder.DOTNET_BYTES.compare(pair[0], pair[1])))
                    .isEqualTo(Integer.signum(Arrays.compareUnsigned(UuidCodec.toDotNetBytes(pair[0]), UuidCodec.toDotNetBytes(pair[1]))));
        }
    }

    @Test
    void dotNetBytesRanksTheBytesAsTheByteArrayDoes() {
        int[] key = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
        for (int i = 0; i + 1 < key.length; i++) {
            assertOutranks(UuidOrder.DOTNET_BYTES, key[i], key[i + 1]);
        }
        // a concrete pair: the string order and the .NET byte order disagree
        UUID first = UuidParser.parse("01000000-0000-0000-0000-000000000000");
        UUID second = UuidParser.parse("00000001-0000-0000-0000-000000000000");
        assertThat(UuidOrder.UNSIGNED.compare(first, second)).isPositive();
        assertThat(UuidOrder.DOTNET_BYTES.compare(first, second)).isNegative();
    }

    // ---- byte permutations -----------------------------------------------------------------

    /**
     * The byte list of each order, written out from docs/layouts.md#database-orders (not read from
     * {@link UuidOrder#bytesCompared()}, which is what is checked); {@code null}: not a permutation of
     * the bytes (MariaDB's depends on the value, Java's compares signed halves).
     */
    private static int[] documentedBytes(UuidOrder order) {
        switch (order) {
            case UNSIGNED:
                return new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            case SQL_SERVER:
                return SQL_SERVER_KEY;
            case DOTNET_BYTES:
                return new int[] {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
            case MARIADB:
            case JAVA:
                return null;
            default:
                throw new AssertionError("no documented byte list for " + order);
        }
    }

    @Test
    void eachPermutationOrderComparesTheBytesTheDocsList() {
        for (UuidOrder order : UuidOrder.values()) {
            int[] key = documentedBytes(order);
            if (key == null) {
                assertThat(order.bytesCompared()).as(order.name()).isNull();
                continue;
            }
            assertThat(order.bytesCompared()).as(order.name()).containsExactly(key);
            assertMatchesReference(order, randomPairs(SEED + 4, false),
                    (a, b) -> Arrays.compareUnsigned(permute(stringOrder(a), key), permute(stringOrder(b), key)));
            assertThat(UuidOrder.ofBytesCompared(key)).isSameAs(order);
        }
    }

    @Test
    void anyOtherPermutationComparesItsBytesInTurn() {
        int[] mySqlSwapped = {6, 7, 4, 5, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15};
        int[] reversed = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
        for (int[] key : List.of(mySqlSwapped, reversed)) {
            Comparator<UUID> order = UuidOrder.ofBytesCompared(key);
            assertThat(order).isNotInstanceOf(UuidOrder.class);
            assertMatchesReference(order, randomPairs(SEED + 5, false),
                    (a, b) -> Arrays.compareUnsigned(permute(stringOrder(a), key), permute(stringOrder(b), key)));
            for (int i = 0; i + 1 < key.length; i++) {
                UUID a = withBytes(key[i], 0x01, key[i + 1], 0x00);
                UUID b = withBytes(key[i], 0x00, key[i + 1], 0xFF);
                assertThat(order.compare(a, b)).as("byte %d outranks byte %d", key[i], key[i + 1]).isPositive();
            }
        }
        // the array is copied: changing it afterwards changes nothing
        int[] key = mySqlSwapped.clone();
        Comparator<UUID> order = UuidOrder.ofBytesCompared(key);
        key[0] = 15;
        key[15] = 6;
        assertThat(order.compare(withBytes(6, 0x01), withBytes(15, 0x01))).isPositive();
    }

    @Test
    void databaseOrderIsTheUuidOrderConstantOfTheLayoutsSortOrder() {
        for (String name : List.of("v7", "v7-monotonic-random", "v7-clock-precision", "v6", "v4", "comb-postgres", "seqguid-string",
                "v8-node", "draft01-v7")) {
            assertThat(UuidLayout.named(name).databaseOrder()).as(name).isSameAs(UuidOrder.UNSIGNED);
        }
        for (String name : List.of("comb-sqlserver", "comb-legacy", "seqguid-atend", "tick-counter", "v8-sqlserver")) {
            assertThat(UuidLayout.named(name).databaseOrder()).as(name).isSameAs(UuidOrder.SQL_SERVER);
        }
        for (String name : List.of("comb-binary", "seqguid-binary")) {
            assertThat(UuidLayout.named(name).databaseOrder()).as(name).isSameAs(UuidOrder.DOTNET_BYTES);
        }
        assertThat(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1)).databaseOrder()).isSameAs(UuidOrder.SQL_SERVER);
        UuidLayout custom = UuidLayout.builder("mysql-swap").sortOrder(6, 7, 4, 5, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15).build();
        assertThat(custom.databaseOrder()).isNotInstanceOf(UuidOrder.class);
    }

    // ---- names -----------------------------------------------------------------------------

    @Test
    void namesRoundTrip() {
        assertThat(UuidOrder.values()).extracting(UuidOrder::configName).containsExactly("unsigned", "sqlserver", "dotnet-bytes", "mariadb", "java");
        assertThat(UuidOrder.names()).containsExactly("unsigned", "sqlserver", "dotnet-bytes", "mariadb", "java");
        for (UuidOrder order : UuidOrder.values()) {
            assertThat(UuidOrder.named(order.configName())).isSameAs(order);
        }
    }

    @Test
    void unknownNamesListTheKnownOnes() {
        // Exact names, as UuidLayout.named and EntropySource.named take them.
        for (String wrong : new String[] {"sql_server", "SQL_SERVER", "SqlServer", "postgres", "", " unsigned"}) {
            assertThatThrownBy(() -> UuidOrder.named(wrong))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'" + wrong + "'")
                    .hasMessageContaining("unsigned, sqlserver, dotnet-bytes, mariadb, java");
        }
        assertThatThrownBy(() -> UuidOrder.named(null)).isInstanceOf(NullPointerException.class);
    }

    // ---- the orders that were already there ------------------------------------------------

    @Test
    void unsignedAndJavaAreUnchanged() {
        UUID low = UuidParser.parse("7fffffff-ffff-ffff-ffff-ffffffffffff");
        UUID high = UuidParser.parse("80000000-0000-0000-0000-000000000000");
        assertThat(UuidOrder.UNSIGNED.compare(low, high)).isNegative();
        assertThat(UuidOrder.JAVA.compare(low, high)).isPositive();
    }

    private static List<UUID> sorted(List<UUID> ids, Comparator<UUID> order) {
        List<UUID> copy = new ArrayList<>(ids);
        copy.sort(order);
        return copy;
    }
}
