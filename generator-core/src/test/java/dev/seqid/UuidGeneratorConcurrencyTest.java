package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Many threads on one generator: no duplicates, every thread sees its own ids increase. */
class UuidGeneratorConcurrencyTest {

    private static final int THREADS = 4;

    private static void assertUniqueAndPerThreadIncreasing(long[][] out, int perThread) {
        int[] counts = new int[out.length];
        for (int t = 0; t < out.length; t++) {
            Ids.assertStrictlyIncreasing(out[t], perThread);
            counts[t] = perThread;
        }
        Ids.assertNoDuplicatesAcross(out, counts);
    }

    private static void assertV7Within(long[][] out, int perThread, long fromMs, long toMs) {
        for (long[] pairs : out) {
            for (int i = 0; i < perThread; i++) {
                long msb = pairs[2 * i];
                long lsb = pairs[2 * i + 1];
                assertThat((msb >>> 12) & 0xF).isEqualTo(7);
                assertThat(lsb >>> 62).isEqualTo(2);
                long ts = msb >>> 16;
                if (ts < fromMs || ts > toMs) {
                    throw new AssertionError("timestamp " + ts + " outside [" + fromMs + ", " + toMs + "]");
                }
            }
        }
    }

    @Test
    void fourThreadsTimesOneMillionOnTheRealClock() throws Exception {
        UuidGenerator g = UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build();
        int perThread = 1_000_000;
        long before = System.currentTimeMillis();
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        long after = System.currentTimeMillis();
        assertUniqueAndPerThreadIncreasing(out, perThread);
        // ids carry the clock's time, at most maxLead (1 s default) ahead of it; the default clock is
        // ClockSource.cached(), which may lag the real clock (by 0.25 ms, more on a loaded machine)
        assertV7Within(out, perThread, before - 1000, after + 1000);
    }

    @Test
    void fourThreadsWithTheDefaultSecureEntropy() throws Exception {
        UuidGenerator g = UuidGenerator.builder().build();
        int perThread = 100_000;
        long before = System.currentTimeMillis();
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        long after = System.currentTimeMillis();
        assertUniqueAndPerThreadIncreasing(out, perThread);
        assertV7Within(out, perThread, before - 1000, after + 1000);
    }

    @Test
    void fourThreadsOnTheSystemClock() throws Exception {
        UuidGenerator g = UuidGenerator.builder().clock(ClockSource.system()).entropy(EntropySource.threadLocalRandom()).build();
        int perThread = 100_000;
        long before = System.currentTimeMillis();
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        long after = System.currentTimeMillis();
        assertUniqueAndPerThreadIncreasing(out, perThread);
        assertV7Within(out, perThread, before, after + 1000);
    }

    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void stripedModeIsUniqueAndIncreasingPerThread(MonotonicMethod method) throws Exception {
        Instant frozen = Instant.parse("2025-09-09T09:09:09.999Z");
        SettableClockSource clock = new SettableClockSource(frozen);
        StripedUuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(method))
                .clock(clock)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build()
                .striped();
        int perThread = 100_000;
        Thread ticker = new Thread(() -> {
            for (int i = 0; i < 200 && !Thread.currentThread().isInterrupted(); i++) {
                clock.advance(Duration.ofNanos(i % 7 == 6 ? -3_000_000 : 700_000));
                Thread.yield();
            }
        });
        ticker.start();
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        ticker.join();
        assertUniqueAndPerThreadIncreasing(out, perThread);
        assertV7Within(out, perThread, frozen.toEpochMilli(), clock.millis() + 30_000);
    }

    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void fourThreadsOnAFrozenClockForEveryMethod(MonotonicMethod method) throws Exception {
        Instant frozen = Instant.parse("2025-09-09T09:09:09.999Z");
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(method))
                .clock(new SettableClockSource(frozen))
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build();
        int perThread = 100_000;
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        assertUniqueAndPerThreadIncreasing(out, perThread);
        assertV7Within(out, perThread, frozen.toEpochMilli(), frozen.toEpochMilli() + 30_000);
    }

    @Test
    void tinyCounterUnderContentionBorrowsWithoutDuplicates() throws Exception {
        Instant frozen = Instant.parse("2025-09-09T09:09:09.999Z");
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12))
                .clock(new SettableClockSource(frozen))
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build();
        int perThread = 100_000;
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        assertUniqueAndPerThreadIncreasing(out, perThread);
        // 400,000 ids at 4,096 per tick: about 98 ticks, all used in full except the first
        long maxTs = 0;
        for (long[] pairs : out) {
            maxTs = Math.max(maxTs, pairs[2 * perThread - 2] >>> 16);
        }
        long ticks = maxTs - frozen.toEpochMilli() + 1;
        assertThat(ticks).isBetween((long) Math.ceil(4 * perThread / 4096.0), (long) Math.ceil(4 * perThread / 4096.0) + 1);
    }

    /**
     * The contract: an id is greater than every id handed out before the call began, on any thread.
     * Each thread reads the largest id published so far, then generates, then publishes.
     */
    @Test
    void idsAreGreaterThanEveryIdReturnedBeforeTheCallOnAnyThread() throws Exception {
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12))
                .clock(new SettableClockSource(Instant.parse("2025-09-09T09:09:09Z")))
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build();
        AtomicReference<UUID> published = new AtomicReference<>(new UUID(0, 0));
        Ids.onThreads(THREADS, t -> {
            for (int i = 0; i < 50_000; i++) {
                UUID seen = published.get();
                UUID u = (i & 1) == 0 ? g.next() : nextViaLongs(g);
                if (Ids.compare(u, seen) <= 0) {
                    throw new AssertionError(u + " is not greater than " + seen + ", returned before the call");
                }
                published.accumulateAndGet(u, (x, y) -> Ids.compare(x, y) >= 0 ? x : y);
            }
        });
    }

    private static UUID nextViaLongs(UuidGenerator g) {
        long[] two = new long[2];
        g.nextLongs(two, 0, 1);
        return new UUID(two[0], two[1]);
    }
}
