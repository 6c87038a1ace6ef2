package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The {@code getAndAdd} fast path of {@code next()} across the crossing into the next tick. With the
 * default 18-bit counter only tens of thousands of racing calls reach it; with a 2-bit counter (add
 * path up to counter 3, its last value) every fourth call of one thread crosses, and with a 3-bit
 * counter (add path up to 6) two racing threads can: the lead bound must hold and no position may
 * repeat.
 */
class UuidGeneratorAddInPlaceTest {

    private static final Instant START = Instant.parse("2025-06-30T23:59:59.990Z");
    private static final int COUNTER_BITS = 2;
    private static final long COUNTER_MASK = (1L << COUNTER_BITS) - 1;
    private static final UuidLayout LAYOUT = tinyCounterV7(COUNTER_BITS);

    /** A v7-shaped layout with a counter of {@code bits} bits (RFC 9562 asks for 12 or more; the generator takes any width). */
    private static UuidLayout tinyCounterV7(int bits) {
        return UuidLayout.builder("v7-counter-" + bits).version(7).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, bits).build();
    }

    private static UuidGenerator addingToTheEnd(UuidLayout layout, ClockSource clock, OverflowPolicy policy, Duration maxLead) {
        return UuidGenerator.builder()
                .layout(layout)
                .clock(clock)
                .entropy(new SeededEntropySource(5))
                .maxLead(maxLead)
                .overflowPolicy(policy)
                .build();
    }

    /** A thread that moves {@code clock} one millisecond forward every {@code sleepMs} ms until interrupted. */
    private static Thread startTicker(SettableClockSource clock, long sleepMs) {
        Thread ticker = new Thread(() -> {
            for (int ms = 1; !Thread.currentThread().isInterrupted(); ms++) {
                try {
                    Thread.sleep(sleepMs);
                } catch (InterruptedException e) {
                    return;
                }
                clock.set(START.plusMillis(ms));
            }
        }, "clock-ticker");
        ticker.setDaemon(true);
        ticker.start();
        return ticker;
    }

    @Test
    void crossingsOnAFrozenClockBorrowUpToTheLeadThenThrow() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = addingToTheEnd(LAYOUT, clock, OverflowPolicy.THROW, Duration.ofMillis(3));
        List<UUID> ids = new ArrayList<>();
        GeneratorOverflowException thrown = null;
        for (int i = 0; i < 10 * (COUNTER_MASK + 1) && thrown == null; i++) {
            try {
                ids.add(g.next());
            } catch (GeneratorOverflowException e) {
                thrown = e;
            }
        }
        assertThat(thrown).as("the lead must run out on a frozen clock").isNotNull();
        Ids.assertStrictlyIncreasing(ids);
        long clockMs = START.toEpochMilli();
        assertThat(ids).allSatisfy(u -> assertThat(Ids.unixTsMs(u)).isBetween(clockMs, clockMs + 3));
        assertThat(Ids.unixTsMs(ids.get(ids.size() - 1))).isEqualTo(clockMs + 3);

        // Every later call keeps throwing (the counter of the last tick the lead allows is spent)...
        UUID last = ids.get(ids.size() - 1);
        for (int i = 0; i < 100; i++) {
            assertThatThrownBy(g::next).isInstanceOf(GeneratorOverflowException.class).hasMessageContaining("maximum lead");
        }
        // ...until the clock catches up; then ids go on above the last one, inside the lead.
        clock.set(START.plusMillis(2));
        UUID next = g.next();
        assertThat(Ids.compare(next, last)).isPositive();
        assertThat(Ids.unixTsMs(next)).isBetween(clockMs + 2, clockMs + 5);
    }

    @Test
    void crossingsUnderWaitFollowTheClock() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = addingToTheEnd(LAYOUT, clock, OverflowPolicy.WAIT, Duration.ofMillis(1));
        List<UUID> ids = new ArrayList<>();
        Thread ticker = startTicker(clock, 2);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int i = 0; i < 20 * (COUNTER_MASK + 1); i++) {
                UUID u = g.next();
                long lead = Ids.unixTsMs(u) - clock.millis();
                assertThat(lead).as("lead of id %d", i).isLessThanOrEqualTo(1);
                ids.add(u);
            }
        });
        ticker.interrupt();
        Ids.assertStrictlyIncreasing(ids);
    }

    @Test
    void racingThreadsAcrossCrossingsNeverRepeatAPosition() throws Exception {
        // A 3-bit counter: the add path runs up to counter 6, so two threads adding from 6 cross.
        // A frozen clock and an hour of lead: every call borrows, none waits.
        int bits = 3;
        UuidLayout layout = tinyCounterV7(bits);
        UuidGenerator g = addingToTheEnd(layout, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ofHours(1));
        int threads = 4;
        int perThread = 20_000;
        long[][] out = Ids.nextOnThreads(g, threads, perThread);
        HashSet<Long> positions = new HashSet<>();
        for (long[] pairs : out) {
            Ids.assertStrictlyIncreasing(pairs, perThread);
            for (int i = 0; i < perThread; i++) {
                UUID u = new UUID(pairs[2 * i], pairs[2 * i + 1]);
                long position = layout.tickOf(u) << bits | layout.counterOf(u);
                assertThat(positions.add(position)).as("position of %s taken twice", u).isTrue();
            }
        }
        assertThat(positions).hasSize(threads * perThread);
    }
}
