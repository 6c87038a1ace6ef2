package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class UuidLayoutTest {

    /** SQL Server uniqueidentifier: bytes 10-15, then 8-9, then 7,6, then 5,4, then 3,2,1,0. */
    static final int[] SQL_SERVER_ORDER = {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0};
    /** MySQL UUID_TO_BIN(u, 1): bytes 6,7,4,5,0,1,2,3,8..15. */
    static final int[] MYSQL_SWAP_ORDER = {6, 7, 4, 5, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15};
    /** .NET Guid.ToByteArray(): 3,2,1,0,5,4,7,6,8..15. */
    static final int[] DOTNET_ORDER = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
    /** The string order: PostgreSQL's, the order of every preset in {@link #presets()}. */
    static final int[] STRING_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    /** A permutation with no pattern, for a layout whose fields must follow whatever order it is given. */
    static final int[] SHUFFLED_ORDER = shuffled(2024);

    /**
     * The order each test layout's ids must increase in, from what the test gave its builder (or, for
     * the presets, docs/layouts.md#postgresql-order), never from {@link UuidLayout#sortOrder()}: a
     * layout that kept a wrong order would otherwise be checked against that wrong order.
     */
    static int[] expectedOrder(UuidLayout l) {
        switch (l.name()) {
            case "sqlserver-v4":
            case "sqlserver-bare":
                return SQL_SERVER_ORDER;
            case "mysql-swap-v7":
                return MYSQL_SWAP_ORDER;
            case "dotnet-v8":
                return DOTNET_ORDER;
            case "shuffled":
                return SHUFFLED_ORDER;
            case "v7":
            case "v7-monotonic-random":
            case "v7-clock-precision":
            case "gregorian-100ns":
                return STRING_ORDER;
            default:
                throw new AssertionError("no expected order written for layout " + l.name());
        }
    }

    /** A Fisher-Yates shuffle of the 16 byte positions, fixed by {@code seed}. */
    static int[] shuffled(long seed) {
        int[] order = STRING_ORDER.clone();
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 15; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    /** Compares ids as a database that reads the string-order bytes in {@code order}, unsigned. */
    static Comparator<UUID> byteOrder(int[] order) {
        return (a, b) -> {
            for (int k = 0; k < 16; k++) {
                int i = order[k];
                int x = byteAt(a, i);
                int y = byteAt(b, i);
                if (x != y) {
                    return Integer.compare(x, y);
                }
            }
            return 0;
        };
    }

    static int byteAt(UUID u, int i) {
        long word = i < 8 ? u.getMostSignificantBits() : u.getLeastSignificantBits();
        return (int) (word >>> (56 - 8 * (i & 7))) & 0xFF;
    }

    // ---------------------------------------------------------------- presets

    @Test
    void presetsAccountForAll128Bits() {
        // version (4) + variant (2) = 6 fixed bits; 122 left for timestamp, counter and random bits.
        record Expect(UuidLayout layout, int tsBits, int counterBits, int randomBits) {
        }
        List<Expect> all = List.of(
                new Expect(UuidLayout.v7(), 48, 18, 122 - 48 - 18),
                new Expect(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER), 48, 18, 56),
                new Expect(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12), 48, 12, 62),
                new Expect(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42), 48, 42, 32),
                new Expect(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM), 48, 42, 32),
                new Expect(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 12), 48, 12, 62),
                new Expect(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION), 60, 0, 62),
                new Expect(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 30), 60, 30, 32));
        for (Expect e : all) {
            UuidLayout l = e.layout();
            assertThat(l.timestamp().bits()).as(l.toString()).isEqualTo(e.tsBits());
            assertThat(l.counterBits()).as(l.toString()).isEqualTo(e.counterBits());
            assertThat(l.randomBits()).as(l.toString()).isEqualTo(e.randomBits());
            assertThat(l.timestamp().bits() + l.counterBits() + l.randomBits() + 6).isEqualTo(128);
            assertThat(l.version()).isEqualTo(7);
            assertThat(l.rfcVariant()).isTrue();
            assertThat(l.sortOrder()).containsExactly(STRING_ORDER);
        }
        assertThat(UuidLayout.v7().method()).isEqualTo(MonotonicMethod.DEDICATED_COUNTER);
        assertThat(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION).timestamp().ticksPerSecond()).isEqualTo(4_096_000L);
    }

    @Test
    void randomBitsAreExactlyTheBitsLeftOver() {
        for (UuidLayout l : presets()) {
            UUID ones = l.compose(12345, 0, -1, -1);
            UUID zeros = l.compose(12345, 0, 0, 0);
            int differing = Long.bitCount(ones.getMostSignificantBits() ^ zeros.getMostSignificantBits())
                    + Long.bitCount(ones.getLeastSignificantBits() ^ zeros.getLeastSignificantBits());
            assertThat(differing).as(l.toString()).isEqualTo(l.randomBits());
            assertThat(l.tickOf(ones)).isEqualTo(12345);
            assertThat(l.counterOf(ones)).isZero();
        }
    }

    @Test
    void sortOrderIsACopy() {
        UuidLayout l = UuidLayout.builder("x").sortOrder(SQL_SERVER_ORDER).build();
        int[] order = l.sortOrder();
        order[0] = 0;
        assertThat(l.sortOrder()).containsExactly(SQL_SERVER_ORDER);
    }

    static List<UuidLayout> presets() {
        return List.of(
                UuidLayout.v7(),
                UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12),
                UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42),
                UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM),
                UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION),
                UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 30));
    }

    static Stream<Arguments> allLayouts() {
        List<Arguments> out = new ArrayList<>();
        for (UuidLayout l : presets()) {
            out.add(Arguments.of(l));
        }
        for (UuidLayout l : customLayouts()) {
            out.add(Arguments.of(l));
        }
        return out.stream();
    }

    static List<UuidLayout> customLayouts() {
        return List.of(
                UuidLayout.builder("sqlserver-v4").sortOrder(SQL_SERVER_ORDER).version(4).rfcVariant(true)
                        .counter(MonotonicMethod.DEDICATED_COUNTER, 18).build(),
                UuidLayout.builder("sqlserver-bare").sortOrder(SQL_SERVER_ORDER).counter(MonotonicMethod.DEDICATED_COUNTER, 16).build(),
                UuidLayout.builder("mysql-swap-v7").sortOrder(MYSQL_SWAP_ORDER).version(7).rfcVariant(true)
                        .counter(MonotonicMethod.DEDICATED_COUNTER, 20).build(),
                UuidLayout.builder("dotnet-v8").sortOrder(DOTNET_ORDER).version(8).rfcVariant(true)
                        .counter(MonotonicMethod.MONOTONIC_RANDOM, 24).build(),
                UuidLayout.builder("shuffled").sortOrder(SHUFFLED_ORDER).version(7).rfcVariant(true)
                        .counter(MonotonicMethod.DEDICATED_COUNTER, 14).build(),
                UuidLayout.builder("gregorian-100ns")
                        .timestamp(TimestampEncoding.linear(Instant.parse("1582-10-15T00:00:00Z"), 10_000_000, 60))
                        .version(6).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, 14).build());
    }

    @ParameterizedTest
    @MethodSource("allLayouts")
    void composeThenTickOfAndCounterOfRoundTrip(UuidLayout l) {
        SplittableRandom r = new SplittableRandom(l.name().hashCode());
        long maxTick = l.timestamp().maxTick();
        assertThat(maxTick).isEqualTo((1L << l.timestamp().bits()) - 1);
        long counterMask = l.counterBits() == 0 ? 0 : (1L << l.counterBits()) - 1;
        long[] edgeTicks = {0, 1, maxTick, maxTick - 1, maxTick >>> 1};
        long[] edgeCounters = {0, 1, -1, counterMask >>> 1};
        for (int i = 0; i < 20_000; i++) {
            long tick = i < 20 ? edgeTicks[i % 5] : r.nextLong(maxTick + 1);
            long counter = (i < 20 ? edgeCounters[i / 5] : r.nextLong()) & counterMask;
            long rm = r.nextLong();
            long rl = r.nextLong();
            UUID u = l.compose(tick, counter, rm, rl);
            assertThat(l.matches(u)).isTrue();
            assertThat(l.tickOf(u)).isEqualTo(tick);
            assertThat(l.counterOf(u)).isEqualTo(counter);
            if (l.version() >= 0) {
                assertThat(u.version()).isEqualTo(l.version());
            }
            if (l.rfcVariant()) {
                assertThat(u.variant()).isEqualTo(2);
            }
            // random bits never leak into the fields: other random inputs give the same fields
            UUID other = l.compose(tick, counter, ~rm, ~rl);
            assertThat(l.tickOf(other)).isEqualTo(tick);
            assertThat(l.counterOf(other)).isEqualTo(counter);
            int differing = Long.bitCount(u.getMostSignificantBits() ^ other.getMostSignificantBits())
                    + Long.bitCount(u.getLeastSignificantBits() ^ other.getLeastSignificantBits());
            assertThat(differing).isEqualTo(l.randomBits());
        }
    }

    @ParameterizedTest
    @MethodSource("allLayouts")
    void eachLayoutReportsTheOrderItWasBuiltFor(UuidLayout l) {
        assertThat(l.sortOrder()).containsExactly(expectedOrder(l));
    }

    @ParameterizedTest
    @MethodSource("allLayouts")
    void composedIdsSortByTickThenCounterInTheLayoutsByteOrder(UuidLayout l) {
        Comparator<UUID> db = byteOrder(expectedOrder(l));
        SplittableRandom r = new SplittableRandom(5);
        long counterMask = l.counterBits() == 0 ? 0 : (1L << l.counterBits()) - 1;
        for (int i = 0; i < 20_000; i++) {
            long t1 = r.nextLong(l.timestamp().maxTick() + 1);
            long t2 = r.nextInt(4) == 0 ? t1 : r.nextLong(l.timestamp().maxTick() + 1);
            long c1 = r.nextLong() & counterMask;
            long c2 = r.nextInt(4) == 0 ? c1 : r.nextLong() & counterMask;
            int expected = t1 != t2 ? Long.compare(t1, t2) : Long.compare(c1, c2);
            if (expected == 0) {
                continue;
            }
            UUID a = l.compose(t1, c1, r.nextLong(), r.nextLong());
            UUID b = l.compose(t2, c2, r.nextLong(), r.nextLong());
            assertThat(Integer.signum(db.compare(a, b))).as("%s vs %s", a, b).isEqualTo(expected);
        }
    }

    @Test
    void defaultV7PlacesFieldsWhereTheRfcSays() {
        UuidLayout l = UuidLayout.v7();
        SplittableRandom r = new SplittableRandom(6);
        for (int i = 0; i < 10_000; i++) {
            long tick = r.nextLong(1L << 48);
            long counter = r.nextLong(1L << 18);
            long rl = r.nextLong();
            UUID u = l.compose(tick, counter, r.nextLong(), rl);
            assertThat(Ids.unixTsMs(u)).isEqualTo(tick);
            assertThat((u.getMostSignificantBits() >>> 12) & 0xF).isEqualTo(7);
            assertThat(Ids.randA(u)).isEqualTo(counter >>> 6); // counter high 12 bits in rand_a
            assertThat(u.getLeastSignificantBits() >>> 62).isEqualTo(0b10);
            assertThat(Ids.counter18(u)).isEqualTo(counter);
            assertThat(u.getLeastSignificantBits() & ((1L << 56) - 1)).isEqualTo(rl & ((1L << 56) - 1));
            assertThat(l.counterOf(u)).isEqualTo(Ids.counter18(u));
        }
    }

    @Test
    void clockPrecisionV7PutsTheFractionInRandA() {
        UuidLayout l = UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION);
        long tick = 1645557742000L * 4096 + 0xCC3;
        UUID u = l.compose(tick, 0, 0x0000_0000_0000_0000L, 0x18C4DC0C0C07398FL);
        assertThat(u).isEqualTo(new UUID(0x017F22E2_79B0_7CC3L, 0x98C4_DC0C0C07398FL));
    }

    @Test
    void monotonicRandomV7CounterIsRandAThenTheTop30BitsOfRandB() {
        UuidLayout l = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM);
        long counter = (0xABCL << 30) | 0x2345_6789L;
        UUID u = l.compose(1, counter, 0, 0);
        assertThat(Ids.randA(u)).isEqualTo(0xABC);
        assertThat((u.getLeastSignificantBits() >>> 32) & 0x3FFF_FFFFL).isEqualTo(0x2345_6789L);
        assertThat(u.getLeastSignificantBits() & 0xFFFF_FFFFL).isZero();
    }

    @Test
    void sqlServerLayoutPutsTheTimestampInBytes10To15() {
        UuidLayout l = customLayouts().get(0);
        long tick = 0x0123_4567_89ABL;
        long counter = 0b10_1100_1010_0101_1001L; // 18 bits
        UUID u = l.compose(tick, counter, 0, 0);
        // bytes 10..15 (the low 48 bits of the lsb), most significant first
        assertThat(u.getLeastSignificantBits() & 0xFFFF_FFFF_FFFFL).isEqualTo(tick);
        // then byte 8 (6 bits after the variant), byte 9, then the top nibble of byte 7 (byte 6 has the version)
        long expectedCounter = ((long) (byteAt(u, 8) & 0x3F) << 12) | ((long) byteAt(u, 9) << 4) | (byteAt(u, 7) >>> 4);
        assertThat(expectedCounter).isEqualTo(counter);
        assertThat(u.version()).isEqualTo(4);
        assertThat(u.variant()).isEqualTo(2);
    }

    @Test
    void sqlServerLayoutGeneratedIdsIncreaseInSqlServerOrder() {
        UuidLayout l = customLayouts().get(0);
        Comparator<UUID> sqlServer = byteOrder(SQL_SERVER_ORDER);
        Instant start = Instant.parse("2025-03-03T03:03:03.003Z");
        SettableClockSource clock = new SettableClockSource(start);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(7)).build();
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            ids.add(g.next());
        }
        clock.advance(Duration.ofMillis(1));
        UUID[] batch = new UUID[5_000];
        g.next(batch);
        ids.addAll(Arrays.asList(batch));
        clock.advance(Duration.ofMinutes(-2));
        for (int i = 0; i < 1000; i++) {
            ids.add(g.next());
        }
        int notUnsigned = 0;
        for (int i = 1; i < ids.size(); i++) {
            assertThat(sqlServer.compare(ids.get(i), ids.get(i - 1))).as("index %d", i).isPositive();
            if (UuidOrder.UNSIGNED.compare(ids.get(i), ids.get(i - 1)) <= 0) {
                notUnsigned++;
            }
        }
        // the string order is not the database order for this layout: the random leading bytes jump about
        assertThat(notUnsigned).isGreaterThan(1000);
        assertThat(l.tickOf(ids.get(0))).isEqualTo(start.toEpochMilli());
        assertThat(l.tickOf(batch[0])).isEqualTo(start.toEpochMilli() + 1);
        assertThat(l.tickOf(ids.get(ids.size() - 1))).isEqualTo(start.toEpochMilli() + 1);
    }

    @ParameterizedTest
    @MethodSource("allLayouts")
    void generatedIdsIncreaseInTheLayoutsOwnOrder(UuidLayout l) {
        Comparator<UUID> db = byteOrder(expectedOrder(l));
        SettableClockSource clock = new SettableClockSource(Instant.parse("2025-03-03T03:03:03.003Z"));
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(8))
                .maxLead(Duration.ofSeconds(30)).build();
        UUID previous = null;
        for (int i = 0; i < 40_000; i++) {
            if (i % 10_000 == 0) {
                clock.advance(Duration.ofMillis(i % 20_000 == 0 ? 3 : -3));
            }
            UUID u = g.next();
            assertThat(l.matches(u)).isTrue();
            if (previous != null && db.compare(u, previous) <= 0) {
                throw new AssertionError(l.name() + ": " + u + " is not after " + previous + " at " + i);
            }
            previous = u;
        }
    }

    // ---------------------------------------------------------------- validation

    @Test
    void builderRejectsSortOrdersThatAreNotPermutations() {
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 14))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("permutation");
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("permutation");
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder(-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder(0, 1, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16");
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder(new int[17]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").sortOrder((int[]) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void builderCopiesTheSortOrderArray() {
        int[] order = SQL_SERVER_ORDER.clone();
        UuidLayout.Builder b = UuidLayout.builder("x").sortOrder(order);
        order[0] = 0;
        order[15] = 10;
        assertThat(b.build().sortOrder()).containsExactly(SQL_SERVER_ORDER);
    }

    @Test
    void builderRejectsFieldsThatDoNotFit() {
        // 64-bit timestamp + 42-bit counter + 17-bit node = 123 bits; version and variant leave 122.
        TimestampEncoding wide = TimestampEncoding.linear(Instant.EPOCH, 1000, 64);
        assertThatThrownBy(() -> UuidLayout.builder("too-wide").version(7).rfcVariant(true).timestamp(wide)
                .counter(MonotonicMethod.DEDICATED_COUNTER, 42).node(17, 0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too-wide").hasMessageContaining("123").hasMessageContaining("122");
        // one bit less fits exactly, with no random bits left
        UuidLayout exact = UuidLayout.builder("exact").version(7).rfcVariant(true).timestamp(wide)
                .counter(MonotonicMethod.DEDICATED_COUNTER, 42).node(16, 0).build();
        assertThat(exact.randomBits()).isZero();
        // without version and variant all 128 bits are free: 123 fits, 5 random bits remain
        UuidLayout bare = UuidLayout.builder("bare").timestamp(wide).counter(MonotonicMethod.DEDICATED_COUNTER, 42).node(17, 0).build();
        assertThat(bare.randomBits()).isEqualTo(5);
        assertThatThrownBy(() -> UuidLayout.builder("x").timestamp(wide).counter(MonotonicMethod.DEDICATED_COUNTER, 42)
                .node(23, 0).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("129").hasMessageContaining("128");
    }

    @Test
    void builderRejectsBadVersionsAndCounters() {
        assertThatThrownBy(() -> UuidLayout.builder("x").version(16)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").version(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").counter(MonotonicMethod.DEDICATED_COUNTER, 43))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("42");
        assertThatThrownBy(() -> UuidLayout.builder("x").counter(MonotonicMethod.DEDICATED_COUNTER, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").counter(MonotonicMethod.MONOTONIC_RANDOM, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").counter(MonotonicMethod.DEDICATED_COUNTER, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidLayout.builder(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidLayout.builder("x").timestamp(null)).isInstanceOf(NullPointerException.class);
        assertThat(UuidLayout.builder("x").counter(MonotonicMethod.CLOCK_PRECISION, 0).build().counterBits()).isZero();
    }

    @Test
    void v7RejectsCounterWidthsOutsideTheRfcRange() {
        for (MonotonicMethod m : new MonotonicMethod[] {MonotonicMethod.DEDICATED_COUNTER, MonotonicMethod.MONOTONIC_RANDOM}) {
            for (int bits : new int[] {-1, 0, 11, 43, 64}) {
                assertThatThrownBy(() -> UuidLayout.v7(m, bits))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("12 to 42")
                        .hasMessageContaining(String.valueOf(bits));
            }
            assertThat(UuidLayout.v7(m, 12).counterBits()).isEqualTo(12);
            assertThat(UuidLayout.v7(m, 42).counterBits()).isEqualTo(42);
        }
        for (int bits : new int[] {-1, 31}) {
            assertThatThrownBy(() -> UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, bits))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("0 to 30");
        }
        assertThatThrownBy(() -> UuidLayout.v7(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidLayout.v7(null, 18)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void composeRejectsValuesThatDoNotFit() {
        UuidLayout l = UuidLayout.v7();
        assertThatThrownBy(() -> l.compose(-1, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> l.compose(1L << 48, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> l.compose(0, 1L << 18, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("18-bit");
        assertThatThrownBy(() -> l.compose(0, -1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        UuidLayout noCounter = UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION);
        assertThatThrownBy(() -> noCounter.compose(0, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void decodingRejectsIdsOfAnotherVersionOrVariant() {
        UUID v4 = UUID.fromString("f81d4fae-7dec-41d0-a765-00a0c91e6bf6");
        UUID v7Ncs = new UUID(0x017F22E2_79B0_7CC3L, 0x18C4_DC0C0C07398FL); // variant 0xxx
        for (UuidLayout l : presets()) {
            assertThat(l.matches(v4)).isFalse();
            assertThat(l.matches(v7Ncs)).isFalse();
            assertThatThrownBy(() -> l.instantOf(v4)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(v4.toString()).hasMessageContaining("version 4");
            assertThatThrownBy(() -> l.tickOf(v4)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> l.counterOf(v7Ncs)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("NCS");
        }
        // a layout without version and variant reads every id
        UuidLayout bare = customLayouts().get(1);
        assertThat(bare.matches(v4)).isTrue();
        assertThat(bare.tickOf(v4)).isEqualTo(0x00a0c91e6bf6L);
        assertThatThrownBy(() -> UuidLayout.v7().matches(null)).isInstanceOf(NullPointerException.class);
    }
}
