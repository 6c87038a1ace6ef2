package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No id of a layout with a version of 8 to 15 is one that MariaDB's {@code UUID} type refuses
 * (docs/layouts.md#mariadb-guard): generated ids (the worst cases included: a counter seeded 0 at
 * every new tick, random bits and node id all 0), composed ids over every counter value, stamped ids
 * and range bounds. The rule is written here from that page, not taken from the code under test;
 * bench-insert's MariaDB tests check it against the server.
 */
class MariaDbGuardTest {

    static final Instant START = Instant.parse("2023-06-01T08:30:15.123Z");

    /** MariaDB refuses byte 6 at 0x80 or more (version 8 to 15) with byte 8 from 0x01 to 0x80. */
    static boolean refused(UUID id) {
        int byte6 = (int) (id.getMostSignificantBits() >>> 8) & 0xFF;
        int byte8 = (int) (id.getLeastSignificantBits() >>> 56) & 0xFF;
        return byte6 >= 0x80 && byte8 >= 0x01 && byte8 <= 0x80;
    }

    static int byte8(UUID id) {
        return (int) (id.getLeastSignificantBits() >>> 56) & 0xFF;
    }

    /**
     * Every built-in layout whose version is 8 or more (found by name, so a new one is included),
     * {@code v8-node} at the edges of its node width and value, and custom ones: other versions, no
     * variant, other sort orders, wide counters.
     */
    static List<UuidLayout> guardedLayouts() {
        List<UuidLayout> out = new ArrayList<>();
        for (String name : UuidLayout.names()) {
            UuidLayout layout = UuidLayout.named(name);
            if (layout.version() >= 8) {
                out.add(layout);
            }
        }
        assertThat(out).extracting(UuidLayout::name).containsExactly("v8-sqlserver", "v8-node");
        out.add(UuidLayout.v8Node(16, 0));
        out.add(UuidLayout.v8Node(1, 0));
        out.add(UuidLayout.v8Node(1, 1));
        out.add(UuidLayout.v8Node(40, 0));
        out.add(UuidLayout.v8Node(40, (1L << 40) - 1));
        out.add(UuidLayout.builder("custom-v8").version(8).rfcVariant(true).build());
        out.add(UuidLayout.builder("custom-v15").version(15).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, 12).build());
        out.add(UuidLayout.builder("custom-v8-no-variant").version(8).build());
        out.add(UuidLayout.builder("custom-v12-sqlserver-no-variant").sortOrder(UuidOrder.SQL_SERVER.bytesCompared()).version(12)
                .counter(MonotonicMethod.DEDICATED_COUNTER, 14).build());
        out.add(UuidLayout.builder("custom-v8-dotnet").sortOrder(UuidOrder.DOTNET_BYTES.bytesCompared()).version(8).rfcVariant(true)
                .counter(MonotonicMethod.MONOTONIC_RANDOM, 24).build());
        out.add(UuidLayout.builder("custom-v8-clock-precision").version(8).rfcVariant(true)
                .timestamp(TimestampEncoding.linear(Instant.EPOCH, 100_000_000L, 60)).counter(MonotonicMethod.CLOCK_PRECISION, 0).build());
        return out;
    }

    static Stream<UuidLayout> layouts() {
        return guardedLayouts().stream();
    }

    /** Entropy words: all 0 (the worst case: counter seed 0 at every new tick, random bits 0), all 1, and seeded. */
    static List<EntropySource> entropies() {
        return List.of(() -> 0L, () -> -1L, new SeededEntropySource(64));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void generatedIdsAreNeverRefused(UuidLayout layout) {
        int ticks = 500;
        int perTick = 1 + 64 + 65; // past two wraps of the six counter bits next to the guard
        Comparator<UUID> order = layout.databaseOrder();
        int topOfByte8 = layout.rfcVariant() ? 0b101 : 0b11;
        long checked = 0;
        List<EntropySource> entropies = entropies();
        for (int e = 0; e < entropies.size(); e++) {
            SettableClockSource clock = new SettableClockSource(START);
            UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(entropies.get(e)).overflowPolicy(OverflowPolicy.THROW)
                    .maxLead(Duration.ofHours(1)).build();
            UUID[] batch = new UUID[64];
            long[] longs = new long[2 * 65];
            UUID previous = null;
            for (int t = 0; t < ticks; t++) {
                clock.advance(Duration.ofMillis(1));
                // the single-id path makes the first id of the tick, then the two batch paths
                List<UUID> ids = new ArrayList<>(perTick);
                ids.add(g.next());
                g.next(batch);
                ids.addAll(List.of(batch));
                g.nextLongs(longs, 0, longs.length / 2);
                for (int i = 0; i < longs.length; i += 2) {
                    ids.add(new UUID(longs[i], longs[i + 1]));
                }
                // plain checks per id (an assertion per id would cost more than the ids), one failure message each
                long firstCounter = layout.counterOf(ids.get(0));
                long tick = layout.tickOf(ids.get(0));
                for (int i = 0; i < ids.size(); i++) {
                    UUID id = ids.get(i);
                    if (refused(id) || byte8(id) >>> (layout.rfcVariant() ? 5 : 6) != topOfByte8) {
                        fail("%s: %s is refused by MariaDB, or byte 8 lacks the guard", layout, id);
                    }
                    if (!layout.matches(id) || layout.nodeOf(id) != layout.node()) {
                        fail("%s: %s lost its version, variant or node", layout, id);
                    }
                    if (previous != null && order.compare(previous, id) >= 0) {
                        fail("%s: %s then %s is not increasing in the layout's order", layout, previous, id);
                    }
                    // the counter as before: seeded at the new tick (0 from zero entropy, 2^(bits-1) - 1 from
                    // all ones), then one more per id in the tick
                    if (layout.method() == MonotonicMethod.DEDICATED_COUNTER
                            && (layout.counterOf(id) != firstCounter + i || layout.tickOf(id) != tick)) {
                        fail("%s: %s is not counter %d of tick %d", layout, id, firstCounter + i, tick);
                    }
                    previous = id;
                    checked++;
                }
                if (layout.method() == MonotonicMethod.DEDICATED_COUNTER && e < 2) {
                    assertThat(firstCounter).isEqualTo(e == 0 ? 0 : (1L << (layout.counterBits() - 1)) - 1);
                }
            }
        }
        assertThat(checked).isEqualTo(3L * ticks * perTick);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void composedIdsOverEveryCounterValueAreNeverRefused(UuidLayout layout) {
        SplittableRandom r = new SplittableRandom(8);
        long counters = layout.counterBits() == 0 ? 1 : Math.min(1L << layout.counterBits(), 1L << 20);
        long tick = layout.timestamp().tickOf(START);
        for (long counter = 0; counter < counters; counter++) {
            for (long random : new long[] {0, -1, r.nextLong()}) {
                UUID id = layout.compose(tick, counter, random, random);
                if (refused(id) || layout.counterOf(id) != counter) {
                    fail("%s: counter %d gives %s", layout, counter, id);
                }
            }
        }
        for (long t : new long[] {0, 1, layout.timestamp().maxTick()}) {
            assertThat(refused(layout.compose(t, 0, 0, 0))).isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void stampedIdsAndRangeBoundsAreNeverRefused(UuidLayout layout) {
        SplittableRandom r = new SplittableRandom(9);
        for (int i = 0; i < 20_000; i++) {
            // byte 8 of the base: MariaDB's edges 0x00, 0x01, 0x7F, 0x80, 0x81, or any
            long byte8 = new long[] {0x00, 0x01, 0x7F, 0x80, 0x81, r.nextInt(256)}[i % 6];
            UUID base = new UUID(r.nextLong(), (r.nextLong() & 0x00FF_FFFF_FFFF_FFFFL) | byte8 << 56);
            Instant at = START.plusMillis(r.nextInt(1_000_000));
            assertThat(refused(layout.stamp(base, at))).as("%s: stamp %s", layout, base).isFalse();
            assertThat(refused(layout.rangeStart(at))).isFalse();
            assertThat(refused(layout.rangeEnd(at))).isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void theGuardCostsRandomBitsOnlyAndKeepsTheFields(UuidLayout layout) {
        UuidLayout off = layout.toBuilder().mariaDbGuard(false).build();
        int guardBits = layout.rfcVariant() ? 1 : 2;
        assertThat(layout.mariaDbGuardBits()).isEqualTo(guardBits);
        assertThat(off.mariaDbGuardBits()).isZero();
        assertThat(layout.randomBits()).isEqualTo(off.randomBits() - guardBits);
        assertThat(layout.counterBits()).isEqualTo(off.counterBits());
        assertThat(layout.nodeBits()).isEqualTo(off.nodeBits());
        assertThat(layout).isNotEqualTo(off);
        SplittableRandom r = new SplittableRandom(10);
        long counterMask = layout.counterBits() == 0 ? 0 : (1L << layout.counterBits()) - 1;
        for (int i = 0; i < 5_000; i++) {
            long tick = r.nextLong(layout.timestamp().maxTick() + 1);
            long counter = r.nextLong() & counterMask;
            UUID guarded = layout.compose(tick, counter, r.nextLong(), r.nextLong());
            UUID unguarded = off.compose(tick, counter, r.nextLong(), r.nextLong());
            assertThat(layout.tickOf(guarded)).isEqualTo(off.tickOf(unguarded)).isEqualTo(tick);
            assertThat(layout.counterOf(guarded)).isEqualTo(off.counterOf(unguarded)).isEqualTo(counter);
            assertThat(layout.nodeOf(guarded)).isEqualTo(off.nodeOf(unguarded)).isEqualTo(layout.node());
        }
    }

    /** Without the guard the same generator makes refused ids: the checks above can fail. */
    @Test
    void withoutTheGuardV8IdsAreRefused() {
        for (UuidLayout layout : List.of(UuidLayout.v8Node(16, 0), UuidLayout.v8SqlServer())) {
            UuidLayout off = layout.toBuilder().mariaDbGuard(false).build();
            SettableClockSource clock = new SettableClockSource(START);
            UuidGenerator g = UuidGenerator.builder().layout(off).clock(clock).entropy(() -> 0L).build();
            clock.advance(Duration.ofMillis(1));
            // counter 0 at a new tick: byte 8 is the variant and six zero counter bits, 0x80
            UUID first = g.next();
            assertThat(byte8(first)).isEqualTo(0x80);
            assertThat(refused(first)).isTrue();
        }
        // v8-node with fresh random seeds: one id in 64 has the six counter bits after the variant all 0
        UuidLayout off = UuidLayout.v8Node(16, 0).toBuilder().mariaDbGuard(false).build();
        int refused = refusedOf(off, 64_000, 11);
        assertThat(refused).isBetween(800, 1_200);
    }

    @Test
    void layoutsBelowVersion8HaveNoGuard() {
        for (String name : UuidLayout.names()) {
            UuidLayout layout = UuidLayout.named(name);
            assertThat(layout.mariaDbGuardBits()).as(name).isEqualTo(layout.version() >= 8 ? 1 : 0);
        }
        assertThat(UuidLayout.v7().randomBits()).isEqualTo(56);
        assertThat(UuidLayout.builder("v7-like").version(7).rfcVariant(true).mariaDbGuard(true).build().mariaDbGuardBits()).isZero();
        // versionFromBase: generated ids carry the version, so they carry the guard too; stamp keeps the base's bits
        UuidLayout comb8 = UuidLayout.builder("comb-v8").version(8).rfcVariant(true).versionFromBase(true).build();
        assertThat(comb8.mariaDbGuardBits()).isEqualTo(1);
        UUID base = UUID.fromString("00112233-4455-4677-8099-aabbccddeeff");
        assertThat(byte8(comb8.stamp(base, START))).isEqualTo(0x80);
    }

    /**
     * The SequentialGuid layouts set no version, so their byte 6 holds counter or random bits; seqid
     * keeps the article's format, and MariaDB refuses some of their ids (docs/layouts.md#mariadb-guard):
     * {@code seqguid-atend} (byte 6 random, byte 8 = counter bits 17..10, seeded below 0x80) about one
     * in two, {@code seqguid-binary} (byte 6 = counter bits 9..2, byte 8 = counter bits 1, 0 and 6
     * random bits) about one in four. Layouts with a version of 0 to 7 have byte 6 below 0x80.
     */
    @Test
    void theVersionlessSequentialGuidLayoutsAreNotGuarded() {
        for (String name : UuidLayout.names()) {
            int refused = refusedOf(UuidLayout.named(name), 40_000, 12);
            switch (name) {
                case "seqguid-atend" -> assertThat(refused).as(name).isBetween(19_000, 21_000);
                case "seqguid-binary" -> assertThat(refused).as(name).isBetween(8_000, 12_000);
                default -> assertThat(refused).as(name).isZero();
            }
        }
    }

    /** How many of {@code count} ids, 100 per millisecond with seeded entropy, MariaDB refuses. */
    private static int refusedOf(UuidLayout layout, int count, long seed) {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(seed)).build();
        int refused = 0;
        for (int i = 0; i < count; i++) {
            if (i % 100 == 0) {
                clock.advance(Duration.ofMillis(1));
            }
            refused += refused(g.next()) ? 1 : 0;
        }
        return refused;
    }
}
