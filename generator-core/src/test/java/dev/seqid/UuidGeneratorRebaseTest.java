package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Wide counters leave few bits for the tick inside the generator's 63-bit position: with a 42-bit
 * counter only 21 bits, 2^21 ms = about 35 minutes. Clock jumps of hours force the generator to
 * replace its epoch (rebase) while staying strictly increasing.
 */
class UuidGeneratorRebaseTest {

    private static final Instant START = Instant.parse("2025-07-07T07:07:07.007Z");

    static Stream<Arguments> wideLayouts() {
        return Stream.of(
                // 63 - 42 = 21 bits of relative milliseconds: 2,097,151 ms = 34.95 minutes
                Arguments.of(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 40)),
                // 60-bit sub-millisecond timestamp and a 30-bit counter: 2^33 ticks of 1/4096 ms = 35 minutes
                Arguments.of(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 30)));
    }

    private static long relativeTickSpanMillis(UuidLayout l) {
        long ticks = 1L << (63 - l.counterBits());
        return ticks * 1000 / l.timestamp().ticksPerSecond();
    }

    @ParameterizedTest
    @MethodSource("wideLayouts")
    void clockJumpsOfHoursKeepIdsIncreasingAndFollowingTheClock(UuidLayout layout) {
        assertThat(relativeTickSpanMillis(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42)))
                .isEqualTo(2_097_152L).isLessThan(Duration.ofHours(3).toMillis());
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(3)).build();
        List<UUID> ids = new ArrayList<>();
        Duration[] jumps = {Duration.ofHours(3), Duration.ofHours(3), Duration.ofHours(3), Duration.ofHours(-1),
            Duration.ofHours(3), Duration.ofMinutes(36), Duration.ofMinutes(34), Duration.ofHours(3), Duration.ofDays(400)};
        long highestClockMs = clock.millis();
        java.util.Set<Long> bases = new java.util.HashSet<>();
        for (Duration jump : jumps) {
            highestClockMs = Math.max(highestClockMs, clock.millis());
            clock.advance(jump);
            boolean ahead = clock.millis() > highestClockMs;
            UUID previous = ids.isEmpty() ? null : ids.get(ids.size() - 1);
            for (int i = 0; i < 2_000; i++) {
                UUID u = g.next();
                ids.add(u);
                assertThat(layout.matches(u)).isTrue();
                if (i == 0 && ahead) {
                    // the clock is ahead of every earlier id: the id carries the clock's time
                    assertThat(Ids.unixTsMs(u)).as("after jump %s", jump).isEqualTo(clock.millis());
                    assertThat(layout.tickOf(u)).isEqualTo(layout.timestamp().currentTick(clock));
                } else if (i == 0) {
                    // stepped back: keeps the last tick and counts on
                    assertThat(layout.tickOf(u)).as("after jump %s", jump).isEqualTo(layout.tickOf(previous));
                }
                clock.advance(Duration.ofNanos(1_234)); // creep, so that sub-ms layouts see a moving clock
            }
            bases.add(Ids.epochOf(g).base);
            if (ahead) {
                assertThat(g.lead()).isLessThan(Duration.ofMillis(2));
            } else {
                assertThat(g.lead()).isGreaterThan(Duration.ofMinutes(59));
            }
        }
        Ids.assertStrictlyIncreasing(ids);
        // white-box: the jumps of 3 hours and more really made the generator replace its epoch
        // (relative span below 3 h for all these layouts), at least once per such jump
        assertThat(relativeTickSpanMillis(layout)).isLessThan(Duration.ofHours(3).toMillis());
        assertThat(bases.size()).isGreaterThanOrEqualTo(5);
    }

    @ParameterizedTest
    @MethodSource("wideLayouts")
    void concurrentGenerationWhileTheClockJumpsFortyMinutesAtATime(UuidLayout layout) throws Exception {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder()
                .layout(layout)
                .clock(clock)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(5))
                .build();
        int perThread = 200_000;
        int jumps = 20;
        AtomicLong progress = new AtomicLong();
        AtomicInteger jumpsDone = new AtomicInteger();
        long step = 2L * perThread / (jumps + 1);
        long[][] out = new long[2][2 * perThread];
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        CyclicBarrier start = new CyclicBarrier(3);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            long[] dst = out[t];
            threads.add(new Thread(() -> {
                try {
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        // do not run more than half a step past a jump that has not happened yet
                        while (jumpsDone.get() < jumps && progress.get() >= (jumpsDone.get() + 1) * step + step / 2) {
                            Thread.yield();
                        }
                        UUID u = g.next();
                        dst[2 * i] = u.getMostSignificantBits();
                        dst[2 * i + 1] = u.getLeastSignificantBits();
                        progress.incrementAndGet();
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        long[] clockAfterJump = new long[jumps];
        threads.add(new Thread(() -> {
            try {
                start.await();
                for (int j = 0; j < jumps; j++) {
                    while (progress.get() < (j + 1) * step) {
                        Thread.yield();
                    }
                    clock.advance(Duration.ofMinutes(40));
                    clockAfterJump[j] = clock.millis();
                    jumpsDone.incrementAndGet();
                }
            } catch (Throwable e) {
                failures.add(e);
            }
        }));
        long initialBase = Ids.epochOf(g).base;
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        assertThat(failures).isEmpty();
        // white-box: 800 minutes of jumps moved the epoch along with the clock
        long finalBase = Ids.epochOf(g).base;
        assertThat(layout.timestamp().durationOf(finalBase - initialBase)).isGreaterThan(Duration.ofMinutes(800)
                .minus(Duration.ofMillis(relativeTickSpanMillis(layout))));
        Ids.assertStrictlyIncreasing(out[0], perThread);
        Ids.assertStrictlyIncreasing(out[1], perThread);
        Ids.assertNoPositionTakenTwice(layout, out, new int[] {perThread, perThread});
        // the ids followed the clock through all 20 jumps (800 minutes)
        long lastMs = Math.max(out[0][2 * perThread - 2] >>> 16, out[1][2 * perThread - 2] >>> 16);
        assertThat(lastMs).isBetween(clockAfterJump[jumps - 1], clockAfterJump[jumps - 1] + 5_000);
        // every jump shows up: some id lies in each 40-minute window
        for (int j = 0; j < jumps; j++) {
            long from = clockAfterJump[j];
            long to = from + 5_000;
            boolean seen = false;
            for (long[] pairs : out) {
                for (int i = 0; i < perThread && !seen; i++) {
                    long ts = pairs[2 * i] >>> 16;
                    seen = ts >= from && ts <= to;
                }
            }
            assertThat(seen).as("an id within 5 s after jump %d", j).isTrue();
        }
    }
}
