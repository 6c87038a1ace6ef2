package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The non-blocking take, {@link UuidGenerator#tryNext} and {@link UuidGenerator#nanosUntilNext()}:
 * a 12-bit counter on a frozen clock with a 5 ms lead runs out after 6 ticks; where {@code next()}
 * would wait or throw, {@code tryNext} returns what it made and the wait says when to come back.
 */
class UuidGeneratorTryNextTest {

    private static final Instant START = Instant.parse("2025-06-30T23:59:59.990Z");
    private static final int COUNTER_BITS = 12;
    private static final int PER_TICK = 1 << COUNTER_BITS;
    private static final Duration MAX_LEAD = Duration.ofMillis(5);
    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS);

    private static UuidGenerator tiny(ClockSource clock, OverflowPolicy policy) {
        return UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(new SeededEntropySource(3)).maxLead(MAX_LEAD).overflowPolicy(policy)
                .build();
    }

    @ParameterizedTest
    @EnumSource(OverflowPolicy.class)
    void fillsWhatFitsWithinTheLeadThenStopsWithoutWaiting(OverflowPolicy policy) {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, policy);
        assertThat(g.nanosUntilNext()).isZero();
        UUID[] ids = new UUID[10 * PER_TICK];
        int made = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> g.tryNext(ids, 0, ids.length));

        // Six ticks (the clock's and five borrowed) of at most 4096 positions each; at least half of
        // the first tick's range is left after its random seed.
        assertThat(made).isBetween(5 * PER_TICK + PER_TICK / 2, 6 * PER_TICK);
        List<UUID> taken = Arrays.asList(ids).subList(0, made);
        Ids.assertStrictlyIncreasing(taken);
        long clockMs = START.toEpochMilli();
        assertThat(taken).allSatisfy(u -> assertThat(Ids.unixTsMs(u)).isBetween(clockMs, clockMs + 5));
        assertThat(ids[made]).as("the rest of the destination is untouched").isNull();

        // Nothing more now, again without waiting (under THROW, the policy's exception, from the
        // core: adapters only schedule); the wait is the lead's next tick.
        if (policy == OverflowPolicy.THROW) {
            assertThatThrownBy(() -> g.tryNext(ids, made, 1)).isInstanceOf(GeneratorOverflowException.class);
        } else {
            assertThat(g.tryNext(ids, made, 1)).isZero();
        }
        assertThat(ids[made]).isNull();
        long wait = g.nanosUntilNext();
        assertThat(wait).isEqualTo(Duration.ofMillis(1).toNanos());
        assertThat(g.lead()).isEqualTo(MAX_LEAD);

        // The clock moves by the wait: one more tick's worth, above everything before.
        clock.set(START.plusNanos(wait));
        UUID[] more = new UUID[2 * PER_TICK];
        int madeLater = g.tryNext(more, 0, more.length);
        assertThat(madeLater).isEqualTo(PER_TICK);
        assertThat(UuidOrder.UNSIGNED.compare(more[0], ids[made - 1])).isPositive();
        Ids.assertStrictlyIncreasing(Arrays.asList(more).subList(0, madeLater));
        assertThat(Ids.unixTsMs(more[madeLater - 1])).isEqualTo(clockMs + 6);
    }

    @ParameterizedTest
    @EnumSource(OverflowPolicy.class)
    void oneAtATimeTakesWhatFitsThenStopsWithoutWaiting(OverflowPolicy policy) {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, policy);
        List<UUID> taken = new ArrayList<>();
        RuntimeException stop = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            try {
                for (UUID id = g.tryNext(); id != null; id = g.tryNext()) {
                    taken.add(id);
                }
                return null;
            } catch (GeneratorOverflowException e) {
                return e;
            }
        });
        // As for a batch: six ticks (the clock's and five borrowed), then null under WAIT and the
        // policy's exception under THROW, as next() would throw it.
        if (policy == OverflowPolicy.THROW) {
            assertThat(stop).isInstanceOf(GeneratorOverflowException.class).hasMessageContaining("maximum lead");
            assertThatThrownBy(g::tryNext).isInstanceOf(GeneratorOverflowException.class);
        } else {
            assertThat(stop).isNull();
            assertThat(g.tryNext()).isNull();
        }
        int made = taken.size();
        assertThat(made).isBetween(5 * PER_TICK + PER_TICK / 2, 6 * PER_TICK);
        Ids.assertStrictlyIncreasing(taken);
        long clockMs = START.toEpochMilli();
        assertThat(taken).allSatisfy(u -> assertThat(Ids.unixTsMs(u)).isBetween(clockMs, clockMs + 5));
        assertThat(g.lead()).isEqualTo(MAX_LEAD);
        long wait = g.nanosUntilNext();
        assertThat(wait).isEqualTo(Duration.ofMillis(1).toNanos());

        // A take that found nothing took no position: once the clock moves by the wait, the next
        // tick's ids follow the last one handed out, the first of them at counter 0.
        clock.set(START.plusNanos(wait));
        UUID later = g.tryNext();
        assertThat(later).isNotNull();
        assertThat(UuidOrder.UNSIGNED.compare(later, taken.get(made - 1))).isPositive();
        assertThat(Ids.unixTsMs(later)).isEqualTo(clockMs + 6);
        assertThat(LAYOUT.counterOf(later)).isZero();
        assertThat(UuidOrder.UNSIGNED.compare(g.next(), later)).isPositive();
    }

    @Test
    void oneAtATimeAndNextShareOneOrder() {
        UuidGenerator g = UuidGenerator.builder().clock(new SettableClockSource(START)).entropy(new SeededEntropySource(5)).build();
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            ids.add(i % 3 == 0 ? g.tryNext() : g.next());
        }
        Ids.assertStrictlyIncreasing(ids);
    }

    @Test
    void oneAtATimeUnderMonotonicRandomStepsAsNextDoes() {
        // 20-bit monotonic random, no lead: each id steps 1 to 4 positions from the one before,
        // within the clock's tick, until the tick's counter is spent.
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 20);
        UuidGenerator g = UuidGenerator.builder().layout(layout).clock(new SettableClockSource(START)).entropy(new SeededEntropySource(8))
                .maxLead(Duration.ZERO).build();
        List<UUID> ids = new ArrayList<>();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (UUID id = g.tryNext(); id != null; id = g.tryNext()) {
                ids.add(id);
            }
        });
        assertThat(ids).hasSizeGreaterThan((1 << 19) / 4);
        Ids.assertStrictlyIncreasing(ids);
        Set<Long> steps = new HashSet<>();
        for (int i = 1; i < ids.size(); i++) {
            assertThat(layout.tickOf(ids.get(i))).isEqualTo(layout.tickOf(ids.get(0)));
            steps.add(layout.counterOf(ids.get(i)) - layout.counterOf(ids.get(i - 1)));
        }
        assertThat(steps).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
        assertThat(g.nanosUntilNext()).isPositive();
    }

    @Test
    void theLongFormWritesPairsAndCountsIds() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW);
        long[] pairs = new long[2 * 10 * PER_TICK];
        int made = g.tryNextLongs(pairs, 0, 10 * PER_TICK);
        assertThat(made).isBetween(5 * PER_TICK + PER_TICK / 2, 6 * PER_TICK);
        Ids.assertStrictlyIncreasing(pairs, made);
        assertThat(pairs[2 * made]).isZero();
        // Under THROW a take that can make nothing throws, as next() does: the policy lives in the core.
        assertThatThrownBy(() -> g.tryNextLongs(pairs, 0, 1)).isInstanceOf(GeneratorOverflowException.class)
                .hasMessageContaining("maximum lead");
        assertThatThrownBy(() -> g.tryNext(new UUID[1], 0, 1)).isInstanceOf(GeneratorOverflowException.class);
        assertThatThrownBy(g::next).isInstanceOf(GeneratorOverflowException.class);
        assertThat(pairs[2 * made]).as("a take that throws writes nothing").isZero();
    }

    @Test
    void theRetryDelayIsTheEstimateButNeverLessThanTwentyMicroseconds() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.WAIT);
        assertThat(g.nanosUntilNext()).isZero();
        assertThat(g.retryAfterNanos()).isEqualTo(20_000);
        UUID[] ids = new UUID[10 * PER_TICK];
        g.tryNext(ids, 0, ids.length);
        assertThat(g.retryAfterNanos()).isEqualTo(Math.max(g.nanosUntilNext(), 20_000)).isGreaterThan(20_000);
    }

    @Test
    void withRoomItMakesEveryIdAskedFor() {
        UuidGenerator g = UuidGenerator.builder().clock(new SettableClockSource(START)).entropy(new SeededEntropySource(1)).build();
        UUID[] ids = new UUID[100_000];
        assertThat(g.tryNext(ids, 0, ids.length)).isEqualTo(ids.length);
        Ids.assertStrictlyIncreasing(Arrays.asList(ids));
        assertThat(g.nanosUntilNext()).isZero();
        UUID after = g.next();
        assertThat(UuidOrder.UNSIGNED.compare(after, ids[ids.length - 1])).isPositive();
    }

    @Test
    void monotonicRandomBatchesShrinkToTheirSlotsWithinTheLead() {
        // 20-bit monotonic random: each id takes a random step of up to 2^2 positions, so a batch
        // reserves slots of 4 positions; about 2^19..2^20 / 4 ids per tick.
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 20);
        UuidGenerator g = UuidGenerator.builder().layout(layout).clock(new SettableClockSource(START)).entropy(new SeededEntropySource(8))
                .maxLead(Duration.ZERO).build();
        UUID[] ids = new UUID[1 << 20];
        int made = g.tryNext(ids, 0, ids.length);
        assertThat(made).isPositive().isLessThanOrEqualTo((1 << 20) / 4);
        Ids.assertStrictlyIncreasing(Arrays.asList(ids).subList(0, made));
        assertThat(layout.tickOf(ids[made - 1])).isEqualTo(layout.tickOf(ids[0]));
        assertThat(g.tryNext(ids, 0, 1)).isZero();
        assertThat(g.nanosUntilNext()).isPositive().isLessThanOrEqualTo(Duration.ofMillis(1).toNanos());
    }

    @Test
    void unorderedLayoutsNeverRunOut() {
        UuidGenerator g = UuidGenerator.builder().layout(UuidLayout.v4()).build();
        UUID[] ids = new UUID[1000];
        assertThat(g.tryNext(ids, 0, ids.length)).isEqualTo(ids.length);
        assertThat(new HashSet<>(Arrays.asList(ids))).hasSize(ids.length);
        assertThat(g.nanosUntilNext()).isZero();
        assertThat(g.tryNext()).isNotNull().satisfies(u -> assertThat(u.version()).isEqualTo(4));
    }

    @Test
    void threadsMixingTryNextAndNextShareOneOrder() throws Exception {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofHours(1)).build();
        int threads = 6;
        int perThread = 50_000;
        List<List<UUID>> out = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        AtomicInteger failures = new AtomicInteger();
        for (int t = 0; t < threads; t++) {
            List<UUID> mine = new ArrayList<>();
            out.add(mine);
            int kind = t % 3; // 0: batches of tryNext, 1: next(), 2: tryNext() one at a time
            workers.add(new Thread(() -> {
                UUID[] chunk = new UUID[37];
                while (mine.size() < perThread) {
                    if (kind == 0) {
                        int made = g.tryNext(chunk, 0, chunk.length);
                        if (made == 0) {
                            failures.incrementAndGet();
                            return;
                        }
                        mine.addAll(Arrays.asList(chunk).subList(0, made));
                    } else if (kind == 1) {
                        mine.add(g.next());
                    } else {
                        UUID one = g.tryNext();
                        if (one == null) {
                            failures.incrementAndGet();
                            return;
                        }
                        mine.add(one);
                    }
                }
            }));
        }
        workers.forEach(Thread::start);
        for (Thread w : workers) {
            w.join();
        }
        assertThat(failures).hasValue(0);
        Set<Long> positions = new HashSet<>();
        for (List<UUID> mine : out) {
            Ids.assertStrictlyIncreasing(mine);
            for (UUID u : mine) {
                assertThat(positions.add(LAYOUT.tickOf(u) << COUNTER_BITS | LAYOUT.counterOf(u))).as("position of %s", u).isTrue();
            }
        }
    }

    @Test
    void badArgumentsAreRejected() {
        UuidGenerator g = UuidGenerator.builder().build();
        assertThatThrownBy(() -> g.tryNext(null, 0, 1)).isInstanceOf(NullPointerException.class).hasMessageContaining("dst");
        assertThatThrownBy(() -> g.tryNext(new UUID[2], 1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.tryNextLongs(new long[4], 0, 3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.tryNextLongs(new long[4], 0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count must be 0 to");
        assertThat(g.tryNext(new UUID[0], 0, 0)).isZero();
    }
}
