package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A clock that never moves: the generator must keep counting, strictly increasing. */
class UuidGeneratorMonotonicityTest {

    private static final Instant FROZEN = Instant.parse("2024-05-01T12:00:00.123Z");
    private static final int N = 100_000;

    private static List<UUID> generate(UuidGenerator g, int n) {
        List<UUID> ids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            ids.add(g.next());
        }
        return ids;
    }

    @Test
    void defaultLayoutFrozenClockStaysInTheFrozenMillisecond() {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(42)).build();

        List<UUID> ids = generate(g, N);

        Ids.assertStrictlyIncreasing(ids);
        // The 18-bit counter is seeded below 2^17 (rollover guard), so at least 2^18 - 2^17 = 131,072
        // ids fit in the first tick: all 100,000 carry the frozen millisecond and nothing is borrowed.
        long frozenMs = FROZEN.toEpochMilli();
        for (UUID u : ids) {
            assertThat(Ids.unixTsMs(u)).isEqualTo(frozenMs);
            assertThat(u.version()).isEqualTo(7);
            assertThat(u.variant()).isEqualTo(2);
        }
        assertThat(Ids.counter18(ids.get(0))).isLessThan(1L << 17);
        for (int i = 1; i < ids.size(); i++) {
            assertThat(Ids.counter18(ids.get(i))).isEqualTo(Ids.counter18(ids.get(i - 1)) + 1);
        }
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
    }

    @Test
    void defaultLayoutFrozenClockBorrowsTheNextMillisecondWhenTheCounterIsSpent() {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(43)).build();
        long frozenMs = FROZEN.toEpochMilli();

        // 2^18 ids cannot fit in one tick (at most 2^18 counter values, the first seeded >= 0),
        // and 2 * 2^18 fit in two ticks plus the third; so the ids span exactly 2 or 3 ms.
        int n = 1 << 19;
        long[] pairs = new long[2 * n];
        g.nextLongs(pairs, 0, n); // one call, many CAS
        Ids.assertStrictlyIncreasing(pairs, n);
        long last = 0;
        for (int i = 0; i < n; i++) {
            long ts = pairs[2 * i] >>> 16;
            assertThat(ts).isBetween(frozenMs, frozenMs + 2);
            last = ts;
        }
        assertThat(last).isGreaterThan(frozenMs);
        assertThat(g.lead()).isEqualTo(Duration.ofMillis(last - frozenMs));
        UUID next = g.next();
        Ids.assertGreater(next, new UUID(pairs[2 * n - 2], pairs[2 * n - 1]));
    }

    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void everyMethodIsStrictlyIncreasingOnAFrozenClock(MonotonicMethod method) {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(method))
                .clock(clock)
                .entropy(new SeededEntropySource(7))
                .maxLead(Duration.ofSeconds(10))
                .build();

        List<UUID> ids = generate(g, N);

        Ids.assertStrictlyIncreasing(ids);
        assertThat(new HashSet<>(ids)).hasSize(N);
        long frozenMs = FROZEN.toEpochMilli();
        for (UUID u : ids) {
            assertThat(u.version()).isEqualTo(7);
            assertThat(u.variant()).isEqualTo(2);
            assertThat(Ids.unixTsMs(u)).isGreaterThanOrEqualTo(frozenMs);
        }
        long lastMs = Ids.unixTsMs(ids.get(N - 1));
        assertThat(lastMs - frozenMs).isLessThanOrEqualTo(10_000);
        // lead() is the distance of the last id's tick from the clock: at least its whole milliseconds.
        assertThat(g.lead()).isGreaterThanOrEqualTo(Duration.ofMillis(lastMs - frozenMs))
                .isLessThan(Duration.ofMillis(lastMs - frozenMs + 1));
    }

    @Test
    void clockPrecisionStepsOneSubMillisecondTickPerIdOnAFrozenClock() {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION))
                .clock(clock)
                .entropy(new SeededEntropySource(8))
                .maxLead(Duration.ofSeconds(10))
                .build();
        int n = 20_000;
        List<UUID> ids = generate(g, n);
        // 60-bit timestamp in units of 1/4096 ms: unix_ts_ms, then rand_a.
        long firstTick = FROZEN.toEpochMilli() * 4096;
        for (int i = 0; i < n; i++) {
            UUID u = ids.get(i);
            long tick = (Ids.unixTsMs(u) << 12) | Ids.randA(u);
            assertThat(tick).isEqualTo(firstTick + i);
        }
        // n ticks of 1/4096 ms ahead of the clock: n * 1e6 / 4096 ns, give or take one tick.
        long expectedNanos = (long) (n - 1) * 1_000_000L / 4096;
        assertThat(g.lead().toNanos()).isBetween(expectedNanos - 245, expectedNanos + 245);
    }

    @Test
    void clockPrecisionGeneratorWritesTheFractionTimes4096RoundedDown() {
        // RFC 9562 6.2 method 3: 0.4567 ms gives 0x74E (0.4567 * 4096 = 1870.6 -> 1870 = 0x74E).
        assertThat((int) Math.floor(0.4567 * 4096)).isEqualTo(0x74E);
        Instant at = Instant.parse("2024-03-01T08:15:30.1234567Z"); // 123 ms + 0.4567 ms
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION))
                .clock(new SettableClockSource(at))
                .entropy(new SeededEntropySource(1))
                .build();

        UUID first = g.next();

        assertThat(Ids.unixTsMs(first)).isEqualTo(at.toEpochMilli());
        assertThat(Ids.randA(first)).isEqualTo(0x74E);
        // Decoding gives back the instant at 1/4096 ms precision: at most 244 ns early.
        Instant decoded = g.layout().instantOf(first);
        assertThat(Duration.between(decoded, at)).isBetween(Duration.ZERO, Duration.ofNanos(244));
    }

    @Test
    void clockPrecisionFractionsAcrossAMillisecond() {
        Instant base = Instant.parse("2030-01-01T00:00:00Z");
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION);
        for (int micros = 0; micros < 1000; micros += 37) {
            SettableClockSource clock = new SettableClockSource(base.plusNanos(micros * 1000L));
            UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(micros)).build();
            UUID u = g.next();
            assertThat(Ids.unixTsMs(u)).isEqualTo(base.toEpochMilli());
            assertThat(Ids.randA(u)).as("micros %d", micros).isEqualTo((int) (micros * 4096L / 1000));
        }
    }

    @Test
    void monotonicRandomIncrementsAreRandomAndPositive() {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM);
        UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(9)).build();
        List<UUID> ids = generate(g, 1000);
        Set<Long> steps = new HashSet<>();
        for (int i = 1; i < ids.size(); i++) {
            UUID a = ids.get(i - 1);
            UUID b = ids.get(i);
            // counter: rand_a and the top 30 bits of rand_b (42 bits), read with plain arithmetic
            long ca = ((a.getMostSignificantBits() & 0xFFF) << 30) | ((a.getLeastSignificantBits() >>> 32) & 0x3FFF_FFFFL);
            long cb = ((b.getMostSignificantBits() & 0xFFF) << 30) | ((b.getLeastSignificantBits() >>> 32) & 0x3FFF_FFFFL);
            if (Ids.unixTsMs(a) == Ids.unixTsMs(b)) {
                assertThat(cb).isGreaterThan(ca);
                steps.add(cb - ca);
            }
        }
        // "Unguessable": the steps are not a constant.
        assertThat(steps.size()).isGreaterThan(900);
    }

    @Test
    void newMillisecondReseedsTheCounterBelowTheRolloverGuard() {
        SettableClockSource clock = new SettableClockSource(FROZEN);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(10)).build();
        Set<Long> seeds = new HashSet<>();
        UUID previous = g.next();
        for (int ms = 1; ms <= 200; ms++) {
            clock.advance(Duration.ofMillis(1));
            UUID u = g.next();
            Ids.assertGreater(u, previous);
            assertThat(Ids.unixTsMs(u)).isEqualTo(FROZEN.toEpochMilli() + ms);
            assertThat(Ids.counter18(u)).isLessThan(1L << 17);
            seeds.add(Ids.counter18(u));
            previous = u;
        }
        // random seeds, not a fixed start value
        assertThat(seeds.size()).isGreaterThan(190);
    }
}
