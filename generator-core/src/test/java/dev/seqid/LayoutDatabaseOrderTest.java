package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ids of every ordered layout sort in generation order in the layout's TARGET database, whose
 * order is implemented here from docs/layouts.md#database-orders, independently of {@link UuidLayout#databaseOrder()} and
 * {@link UuidOrder}:
 * <ul>
 *   <li>unsigned bytes of the string form (PostgreSQL, memcmp) for v7, v6, comb-postgres,
 *   seqguid-string, v8-node, draft01-v7;</li>
 *   <li>SQL Server {@code uniqueidentifier} (bytes 10..15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0) for
 *   comb-sqlserver, comb-legacy, seqguid-atend, tick-counter, v8-sqlserver;</li>
 *   <li>unsigned .NET bytes (3, 2, 1, 0, 5, 4, 7, 6, 8..15) for comb-binary, seqguid-binary.</li>
 * </ul>
 */
class LayoutDatabaseOrderTest {

    static final int[] STRING_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    static final int[] SQL_SERVER_ORDER = {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0};
    static final int[] DOTNET_ORDER = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};

    static final Map<String, int[]> TARGET = Map.ofEntries(
            Map.entry("v7", STRING_ORDER),
            Map.entry("v7-monotonic-random", STRING_ORDER),
            Map.entry("v7-clock-precision", STRING_ORDER),
            Map.entry("v6", STRING_ORDER),
            Map.entry("comb-postgres", STRING_ORDER),
            Map.entry("seqguid-string", STRING_ORDER),
            Map.entry("v8-node", STRING_ORDER),
            Map.entry("draft01-v7", STRING_ORDER),
            Map.entry("comb-sqlserver", SQL_SERVER_ORDER),
            Map.entry("comb-legacy", SQL_SERVER_ORDER),
            Map.entry("seqguid-atend", SQL_SERVER_ORDER),
            Map.entry("tick-counter", SQL_SERVER_ORDER),
            Map.entry("v8-sqlserver", SQL_SERVER_ORDER),
            Map.entry("comb-binary", DOTNET_ORDER),
            Map.entry("seqguid-binary", DOTNET_ORDER));

    /** The frozen clock: one millisecond, with a sub-millisecond part. */
    static final Instant FROZEN = Instant.parse("2023-06-01T08:30:15.123400Z");

    static byte[] bytes(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    /** The target database's comparison: the string-order bytes, taken in {@code order}, unsigned; the first difference wins. */
    static Comparator<UUID> target(int[] order) {
        return (a, b) -> {
            byte[] x = bytes(a);
            byte[] y = bytes(b);
            for (int i : order) {
                int c = Integer.compare(x[i] & 0xFF, y[i] & 0xFF);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    static UuidLayout layout(String name) {
        return name.equals("v8-node") ? UuidLayout.v8Node(16, 0xBEEF) : UuidLayout.named(name);
    }

    static Stream<Arguments> orderedLayouts() {
        List<String> names = new ArrayList<>(UuidLayout.names());
        names.remove("v4");
        return names.stream().map(Arguments::of);
    }

    static void assertStrictlyIncreasing(String name, List<UUID> ids, Comparator<UUID> order) {
        for (int i = 1; i < ids.size(); i++) {
            if (order.compare(ids.get(i - 1), ids.get(i)) >= 0) {
                fail(name + ": ids not strictly increasing in the target order at " + i + ": " + ids.get(i - 1) + " then " + ids.get(i));
            }
        }
    }

    /** 10,000 ids from {@code g}: single next() calls, UUID[] batches of varying size and long[] batches, interleaved. */
    static List<UUID> mixed(UuidGenerator g, SplittableRandom r, int total, Runnable betweenCalls) {
        List<UUID> ids = new ArrayList<>(total);
        while (ids.size() < total) {
            int left = total - ids.size();
            switch (r.nextInt(3)) {
                case 0:
                    ids.add(g.next());
                    break;
                case 1: {
                    UUID[] batch = new UUID[Math.min(left, 1 + r.nextInt(300))];
                    g.next(batch);
                    ids.addAll(List.of(batch));
                    break;
                }
                default: {
                    int n = Math.min(left, 1 + r.nextInt(300));
                    long[] longs = new long[2 * n];
                    g.nextLongs(longs, 0, n);
                    for (int i = 0; i < n; i++) {
                        ids.add(new UUID(longs[2 * i], longs[2 * i + 1]));
                    }
                    break;
                }
            }
            betweenCalls.run();
        }
        return ids;
    }

    @Test
    void everyOrderedLayoutHasATarget() {
        List<String> names = new ArrayList<>(UuidLayout.names());
        names.remove("v4");
        assertThat(TARGET.keySet()).containsExactlyInAnyOrderElementsOf(names);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("orderedLayouts")
    void idsOfOneMillisecondSortInGenerationOrder(String name) {
        UuidLayout l = layout(name);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(new SettableClockSource(FROZEN)).entropy(new SeededEntropySource(17)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        List<UUID> ids = mixed(g, new SplittableRandom(name.hashCode()), 10_000, () -> { });
        assertThat(ids).hasSize(10_000);
        assertStrictlyIncreasing(name, ids, target(TARGET.get(name)));
        assertStrictlyIncreasing(name + " (databaseOrder())", ids, l.databaseOrder());
        assertThat(new HashSet<>(ids)).hasSize(10_000);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("orderedLayouts")
    void idsAcrossMillisecondsSortInGenerationOrder(String name) {
        UuidLayout l = layout(name);
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(23)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        SplittableRandom r = new SplittableRandom(name.hashCode() + 1);
        long[] stepsNanos = {0, 100, 1_000, 60, 250_000, 1_000_000, 1_000_000, 3_000_000, 3_333_334, 4_000_000, 17_000_000};
        List<UUID> ids = mixed(g, r, 10_000, () -> clock.advance(Duration.ofNanos(stepsNanos[r.nextInt(stepsNanos.length)])));
        assertStrictlyIncreasing(name, ids, target(TARGET.get(name)));

        // across a midnight (the legacy COMB's day counter) and a New Year, one millisecond per id
        SettableClockSource c2 = new SettableClockSource(Instant.parse("2024-12-31T23:59:59.950Z"));
        UuidGenerator g2 = UuidGenerator.builder().layout(l).clock(c2).entropy(new SeededEntropySource(29)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        List<UUID> ids2 = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            ids2.add(g2.next());
            c2.advance(Duration.ofMillis(1));
        }
        assertStrictlyIncreasing(name + " across midnight", ids2, target(TARGET.get(name)));
    }

    // ------------------------------------------------------------------ RT.Comb no-repeat timestamps

    static long unixMsAtEnd(UUID id) {
        byte[] b = bytes(id);
        long v = 0;
        for (int i = 10; i < 16; i++) {
            v = v << 8 | (b[i] & 0xFF);
        }
        return v;
    }

    /** RT.Comb's SqlDateTimeStrategy for a whole millisecond: days since 1900-01-01 << 32 | (int)(msOfDay * 0.3). */
    static long legacyField(Instant t) {
        long days = ChronoUnit.DAYS.between(LocalDate.of(1900, 1, 1), t.atOffset(ZoneOffset.UTC).toLocalDate());
        return days << 32 | (int) (Math.floorMod(t.toEpochMilli(), 86_400_000L) * 0.3);
    }

    @Test
    void noRepeatCombSqlServerStepsOneMillisecondWhenTheClockStandsStill() {
        UuidLayout l = UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1));
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(5)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        long u = FROZEN.toEpochMilli();
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            UUID id = g.next();
            // RT.Comb: the first call returns the clock (lastValue starts at DateTime.MinValue), then last + 1 ms
            assertThat(unixMsAtEnd(id)).as("id %d", i).isEqualTo(u + i);
            assertThat(id.version()).isEqualTo(4);
            ids.add(id);
        }
        UUID[] batch = new UUID[1_000];
        g.next(batch);
        for (int i = 0; i < batch.length; i++) {
            assertThat(unixMsAtEnd(batch[i])).isEqualTo(u + 2_000 + i);
        }
        ids.addAll(List.of(batch));
        long last = u + 2_999;
        // the clock moves, but not a whole increment past the last value: last + 1 ms
        clock.set(Instant.ofEpochMilli(last).plusNanos(500_000));
        UUID a = g.next();
        assertThat(unixMsAtEnd(a)).isEqualTo(last + 1);
        // the clock moves past the last value by at least the increment: the clock's value
        clock.set(Instant.ofEpochMilli(last + 50));
        UUID b = g.next();
        assertThat(unixMsAtEnd(b)).isEqualTo(last + 50);
        ids.add(a);
        ids.add(b);
        assertStrictlyIncreasing("comb-sqlserver no-repeat", ids, target(SQL_SERVER_ORDER));
    }

    @Test
    void noRepeatCombLegacyFirstIdCarriesTheClock() {
        // RT.Comb's UtcNoRepeatTimestampProvider starts from lastValue = DateTime.MinValue: the first timestamp is the clock's
        UuidLayout l = UuidLayout.combLegacy().withNoRepeatTimestamps(Duration.ofMillis(4));
        Instant t = Instant.parse("2023-06-01T08:30:15.123Z");
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(new SettableClockSource(t)).entropy(new SeededEntropySource(5)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        UUID first = g.next();
        assertThat(unixMsAtEnd(first)).as("first id %s: field of %s expected", first, t).isEqualTo(legacyField(t));
        assertThat(unixMsAtEnd(g.next())).isEqualTo(legacyField(t.plusMillis(4)));
    }

    @Test
    void noRepeatCombLegacyStepsFourMillisecondsWhenTheClockStandsStill() {
        UuidLayout l = UuidLayout.combLegacy().withNoRepeatTimestamps(Duration.ofMillis(4));
        Instant t0 = Instant.parse("2023-06-01T08:30:15.123Z");
        SettableClockSource clock = new SettableClockSource(t0);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(5)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        List<UUID> ids = new ArrayList<>();
        ids.add(g.next()); // at or just after t0 (see noRepeatCombLegacyFirstIdCarriesTheClock)
        // the clock jumps well past the last value: the next id takes the clock, then steps 4 ms per id while it stands still
        Instant t = t0.plusSeconds(1);
        clock.set(t);
        for (int i = 0; i < 3_000; i++) {
            UUID id = g.next();
            assertThat(unixMsAtEnd(id)).as("id %d: field of %s", i, t.plusMillis(4L * i)).isEqualTo(legacyField(t.plusMillis(4L * i)));
            ids.add(id);
        }
        UUID[] batch = new UUID[500];
        g.next(batch);
        for (int i = 0; i < batch.length; i++) {
            assertThat(unixMsAtEnd(batch[i])).isEqualTo(legacyField(t.plusMillis(4L * (3_000 + i))));
        }
        ids.addAll(List.of(batch));
        Instant last = t.plusMillis(4L * 3_499);
        // moved 3 ms past the last value: less than the increment, so last + 4 ms
        clock.set(last.plusMillis(3));
        UUID a = g.next();
        assertThat(unixMsAtEnd(a)).isEqualTo(legacyField(last.plusMillis(4)));
        // moved 13 ms past the (new) last value: the clock's
        Instant last2 = last.plusMillis(4);
        clock.set(last2.plusMillis(13));
        UUID b = g.next();
        assertThat(unixMsAtEnd(b)).isEqualTo(legacyField(last2.plusMillis(13)));
        ids.add(a);
        ids.add(b);
        assertStrictlyIncreasing("comb-legacy no-repeat", ids, target(SQL_SERVER_ORDER));
        // the 1/300 s field changes every time: no two ids share it
        Set<Long> fields = new HashSet<>();
        for (UUID id : ids) {
            assertThat(fields.add(unixMsAtEnd(id))).as("field of %s repeated", id).isTrue();
        }
    }

    @Test
    void noRepeatLegacyAcrossMidnight() {
        UuidLayout l = UuidLayout.combLegacy().withNoRepeatTimestamps(Duration.ofMillis(4));
        Instant t0 = Instant.parse("2024-12-31T23:59:59.000Z");
        SettableClockSource clock = new SettableClockSource(t0);
        UuidGenerator g = UuidGenerator.builder().layout(l).clock(clock).entropy(new SeededEntropySource(5)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        g.next();
        Instant t = Instant.parse("2024-12-31T23:59:59.900Z");
        clock.set(t);
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            UUID id = g.next();
            assertThat(unixMsAtEnd(id)).isEqualTo(legacyField(t.plusMillis(4L * i)));
            ids.add(id);
        }
        assertStrictlyIncreasing("comb-legacy no-repeat across midnight", ids, target(SQL_SERVER_ORDER));
    }

    // ------------------------------------------------------------------ databaseOrder() against the targets

    static Stream<Arguments> allLayoutsWithTargets() {
        List<Arguments> out = new ArrayList<>();
        for (String name : UuidLayout.names()) {
            out.add(Arguments.of(name, name.equals("v4") ? STRING_ORDER : TARGET.get(name)));
        }
        out.add(Arguments.of("comb-sqlserver no-repeat", SQL_SERVER_ORDER));
        out.add(Arguments.of("comb-legacy no-repeat", SQL_SERVER_ORDER));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allLayoutsWithTargets")
    void databaseOrderAgreesWithTheTargetOnRandomPairs(String name, int[] order) {
        UuidLayout l = name.equals("comb-sqlserver no-repeat") ? UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1))
                : name.equals("comb-legacy no-repeat") ? UuidLayout.combLegacy().withNoRepeatTimestamps(Duration.ofMillis(4))
                : layout(name);
        Comparator<UUID> db = l.databaseOrder();
        Comparator<UUID> indep = target(order);
        SplittableRandom r = new SplittableRandom(name.hashCode());
        for (int i = 0; i < 10_000; i++) {
            UUID a = new UUID(r.nextLong(), r.nextLong());
            UUID b;
            switch (i % 4) {
                case 0: // independent random ids
                    b = new UUID(r.nextLong(), r.nextLong());
                    break;
                case 1: { // one byte differs: every position's weight is checked
                    byte[] x = bytes(a);
                    x[r.nextInt(16)] ^= (byte) (1 + r.nextInt(255));
                    ByteBuffer bb = ByteBuffer.wrap(x);
                    b = new UUID(bb.getLong(), bb.getLong());
                    break;
                }
                case 2: { // two bytes differ, in opposite directions
                    byte[] x = bytes(a);
                    int p = r.nextInt(16);
                    int q = r.nextInt(16);
                    x[p] = (byte) (x[p] + 1 + r.nextInt(254));
                    x[q] = (byte) (x[q] - 1 - r.nextInt(254));
                    ByteBuffer bb = ByteBuffer.wrap(x);
                    b = new UUID(bb.getLong(), bb.getLong());
                    break;
                }
                default: // equal
                    b = new UUID(a.getMostSignificantBits(), a.getLeastSignificantBits());
                    break;
            }
            int expected = Integer.signum(indep.compare(a, b));
            assertThat(Integer.signum(db.compare(a, b))).as("%s: %s vs %s", name, a, b).isEqualTo(expected);
            assertThat(Integer.signum(db.compare(b, a))).isEqualTo(-expected);
        }
    }
}
