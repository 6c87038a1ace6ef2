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

/**
 * Many threads on one generator: no position (tick, counter) is handed out twice, and every thread
 * sees its own ids increase, in database order and in position. Uniqueness is asserted on positions,
 * not on whole ids, whose random bits would hide two callers given one position.
 */
class UuidGeneratorConcurrencyTest {

    private static final int THREADS = 4;

    private static void assertUniqueAndPerThreadIncreasing(UuidLayout layout, long[][] out, int perThread) {
        int[] counts = new int[out.length];
        for (int t = 0; t < out.length; t++) {
            Ids.assertStrictlyIncreasing(out[t], perThread);
            counts[t] = perThread;
        }
        Ids.assertNoPositionTakenTwice(layout, out, counts);
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
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
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
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
        assertV7Within(out, perThread, before - 1000, after + 1000);
    }

    @Test
    void fourThreadsOnTheSystemClock() throws Exception {
        UuidGenerator g = UuidGenerator.builder().clock(ClockSource.system()).entropy(EntropySource.threadLocalRandom()).build();
        int perThread = 100_000;
        long before = System.currentTimeMillis();
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        long after = System.currentTimeMillis();
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
        assertV7Within(out, perThread, before, after + 1000);
    }

    private static final String FROZEN = "2025-09-09T09:09:09.999Z";

    /** The striped view of a v7 generator on {@code clock}, fast entropy and a 30 s lead: the striped tests' subject. */
    private static StripedUuidGenerator frozenStriped(MonotonicMethod method, SettableClockSource clock) {
        return UuidGenerator.builder()
                .layout(UuidLayout.v7(method))
                .clock(clock)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build()
                .striped();
    }

    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void stripedModeIsUniqueAndIncreasingPerThread(MonotonicMethod method) throws Exception {
        Instant frozen = Instant.parse(FROZEN);
        SettableClockSource clock = new SettableClockSource(frozen);
        StripedUuidGenerator g = frozenStriped(method, clock);
        int perThread = 100_000;
        Thread ticker = startTicker(clock);
        long[][] out = Ids.nextOnThreads(g, THREADS, perThread);
        ticker.join();
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
        assertV7Within(out, perThread, frozen.toEpochMilli(), clock.millis() + 30_000);
    }

    /**
     * The striped view's contract also covers its generator: ids of the view never equal ids the
     * generator hands out itself. Thread 0 calls the generator (single ids and batches) while the
     * others call the view; no position is taken twice, and each thread's positions increase.
     */
    @ParameterizedTest
    @EnumSource(MonotonicMethod.class)
    void stripedViewAndItsGeneratorNeverTakeOnePositionTwice(MonotonicMethod method) throws Exception {
        Instant frozen = Instant.parse(FROZEN);
        SettableClockSource clock = new SettableClockSource(frozen);
        StripedUuidGenerator striped = frozenStriped(method, clock);
        UuidGenerator g = striped.generator();
        int chunk = 64;
        int perThread = 1_000 * chunk;
        long[][] out = new long[THREADS][2 * perThread];
        Thread ticker = startTicker(clock);
        Ids.onThreads(THREADS, t -> {
            long[] dst = out[t];
            for (int r = 0; r < perThread / chunk; r++) {
                if (t == 0 && r % 2 == 1) {
                    g.nextLongs(dst, 2 * r * chunk, chunk);
                    continue;
                }
                for (int i = r * chunk; i < (r + 1) * chunk; i++) {
                    UUID u = t == 0 ? g.next() : striped.next();
                    dst[2 * i] = u.getMostSignificantBits();
                    dst[2 * i + 1] = u.getLeastSignificantBits();
                }
            }
        });
        ticker.join();
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
    }

    /** Moves {@code clock} on by 0.7 ms and, every seventh step, back by 3 ms, 200 times, so leases end on new ticks and on clock steps back. */
    private static Thread startTicker(SettableClockSource clock) {
        Thread ticker = new Thread(() -> {
            for (int i = 0; i < 200 && !Thread.currentThread().isInterrupted(); i++) {
                clock.advance(Duration.ofNanos(i % 7 == 6 ? -3_000_000 : 700_000));
                Thread.yield();
            }
        });
        ticker.start();
        return ticker;
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
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
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
        assertUniqueAndPerThreadIncreasing(g.layout(), out, perThread);
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
     * Each thread reads the id with the highest position published so far, then generates, then
     * publishes. The new id's position must be above the published one (a position handed out again
     * would have random bits that pass an id comparison half the time), and so must the id itself.
     */
    @Test
    void idsAreGreaterThanEveryIdReturnedBeforeTheCallOnAnyThread() throws Exception {
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12);
        Ids.V7Position position = new Ids.V7Position(false, 12);
        UuidGenerator g = UuidGenerator.builder()
                .layout(layout)
                .clock(new SettableClockSource(Instant.parse("2025-09-09T09:09:09Z")))
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(30))
                .build();
        AtomicReference<UUID> published = new AtomicReference<>(new UUID(0, 0));
        Ids.onThreads(THREADS, t -> {
            for (int i = 0; i < 50_000; i++) {
                UUID seen = published.get();
                UUID u = (i & 1) == 0 ? g.next() : nextViaLongs(g);
                if (position.compare(u, seen) <= 0) {
                    throw new AssertionError("the position of " + position.describe(u.getMostSignificantBits(), u.getLeastSignificantBits())
                            + " is not above that of " + position.describe(seen.getMostSignificantBits(), seen.getLeastSignificantBits())
                            + ", returned before the call");
                }
                if (Ids.compare(u, seen) <= 0) {
                    throw new AssertionError(u + " is not greater than " + seen + ", returned before the call");
                }
                published.accumulateAndGet(u, (x, y) -> position.compare(x, y) >= 0 ? x : y);
            }
        });
    }

    private static UUID nextViaLongs(UuidGenerator g) {
        long[] two = new long[2];
        g.nextLongs(two, 0, 1);
        return new UUID(two[0], two[1]);
    }
}
