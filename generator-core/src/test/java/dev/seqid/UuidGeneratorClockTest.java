package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Clocks that step backwards, jump forwards, and the lead the generator reports. */
class UuidGeneratorClockTest {

    private static final Instant START = Instant.parse("2025-01-15T10:30:00.500Z");

    private static void generate(UuidGenerator g, int n, List<UUID> into) {
        for (int i = 0; i < n; i++) {
            into.add(g.next());
        }
    }

    @Test
    void clockSteppingBackOneHourKeepsIdsIncreasingAndReportsTheLead() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(1)).build();
        List<UUID> ids = new ArrayList<>();
        long startMs = START.toEpochMilli();

        generate(g, 50_000, ids);
        assertThat(g.lead()).isEqualTo(Duration.ZERO);

        clock.advance(Duration.ofHours(-1));
        generate(g, 50_000, ids);

        Ids.assertStrictlyIncreasing(ids);
        // The generator keeps its last tick and counts on: 100,000 ids fit in one 18-bit tick
        // seeded below 2^17, so every id carries the start millisecond, not the clock's.
        for (UUID u : ids) {
            assertThat(Ids.unixTsMs(u)).isEqualTo(startMs);
        }
        // lead = last id's time - clock = exactly one hour
        assertThat(g.lead()).isGreaterThanOrEqualTo(Duration.ofMinutes(59)).isEqualTo(Duration.ofHours(1));

        // The clock catches up and passes the last timestamp.
        clock.set(START.plusMillis(5));
        UUID after = g.next();
        Ids.assertGreater(after, ids.get(ids.size() - 1));
        assertThat(Ids.unixTsMs(after)).isEqualTo(startMs + 5);
        assertThat(g.lead()).isEqualTo(Duration.ZERO);

        clock.advance(Duration.ofMinutes(3));
        UUID later = g.next();
        Ids.assertGreater(later, after);
        assertThat(Ids.unixTsMs(later)).isEqualTo(startMs + 5 + 180_000);
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
    }

    @Test
    void leadShrinksAsTheClockCatchesUp() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(2)).build();
        UUID first = g.next();
        clock.advance(Duration.ofSeconds(-10));
        UUID second = g.next();
        Ids.assertGreater(second, first);
        assertThat(g.lead()).isEqualTo(Duration.ofSeconds(10));
        clock.advance(Duration.ofSeconds(4));
        assertThat(g.lead()).isEqualTo(Duration.ofSeconds(6));
        clock.advance(Duration.ofMillis(5_999));
        assertThat(g.lead()).isEqualTo(Duration.ofMillis(1));
        clock.advance(Duration.ofMillis(1));
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
        // the clock ahead of the last id: still zero, never negative
        clock.advance(Duration.ofSeconds(5));
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
        clock.advance(Duration.ofSeconds(-5));
        UUID third = g.next();
        Ids.assertGreater(third, second);
        // same millisecond as before: counts on rather than re-seeding
        assertThat(Ids.unixTsMs(third)).isEqualTo(START.toEpochMilli());
        assertThat(Ids.counter18(third)).isEqualTo(Ids.counter18(second) + 1);
    }

    @Test
    void idsFollowTheClockWhileItMovesForward() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(3)).build();
        UUID previous = null;
        for (int i = 0; i < 2000; i++) {
            clock.advance(Duration.ofNanos(337_123)); // not a whole number of ms
            UUID u = g.next();
            assertThat(Ids.unixTsMs(u)).isEqualTo(clock.millis());
            assertThat(g.lead()).isEqualTo(Duration.ZERO);
            if (previous != null) {
                Ids.assertGreater(u, previous);
            }
            previous = u;
        }
    }

    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void repeatedBackwardStepsNeverBreakOrder(MonotonicMethod method) {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(method))
                .clock(clock)
                .entropy(new SeededEntropySource(4))
                .maxLead(Duration.ofSeconds(10))
                .build();
        List<UUID> ids = new ArrayList<>();
        Duration[] steps = {Duration.ofMillis(-3), Duration.ofMillis(7), Duration.ofSeconds(-2), Duration.ofMillis(1),
            Duration.ofHours(-5), Duration.ofHours(5), Duration.ofMillis(2), Duration.ofNanos(-1)};
        for (int round = 0; round < 40; round++) {
            clock.advance(steps[round % steps.length]);
            generate(g, 500, ids);
            // A generator never hands out an id older than the clock.
            long clockMs = clock.millis();
            assertThat(Ids.unixTsMs(ids.get(ids.size() - 1))).isGreaterThanOrEqualTo(clockMs);
        }
        Ids.assertStrictlyIncreasing(ids);
    }

    @Test
    void clockBeforeTheEpochOrPastTheTimestampIsRejected() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> UuidGenerator.builder().clock(new SettableClockSource(Instant.EPOCH.minusMillis(1))).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside the range");
        // 2^48 ms after 1970 is beyond the 48-bit unix_ts_ms (and beyond a nanosecond clock: use millis)
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> UuidGenerator.builder().clock(new MillisOnlyClock(1L << 48)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside the range");
        // the last representable millisecond still works
        UuidGenerator g = UuidGenerator.builder().clock(new MillisOnlyClock((1L << 48) - 1)).entropy(new SeededEntropySource(5)).build();
        UUID u = g.next();
        assertThat(Ids.unixTsMs(u)).isEqualTo((1L << 48) - 1);
        assertThat(u.version()).isEqualTo(7);
    }
}
