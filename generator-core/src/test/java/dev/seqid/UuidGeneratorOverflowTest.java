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
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A 12-bit counter forced to run out: borrowing up to maxLead, then THROW or WAIT. */
class UuidGeneratorOverflowTest {

    private static final Instant START = Instant.parse("2025-06-30T23:59:59.990Z");
    private static final Duration MAX_LEAD = Duration.ofMillis(5);
    private static final int COUNTER_BITS = 12;
    private static final int PER_TICK = 1 << COUNTER_BITS;

    private static UuidGenerator tiny(ClockSource clock, OverflowPolicy policy, long seed) {
        return UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS))
                .clock(clock)
                .entropy(new SeededEntropySource(seed))
                .maxLead(MAX_LEAD)
                .overflowPolicy(policy)
                .build();
    }

    /** Generates until the generator throws; returns the ids and stores the exception. */
    private static List<UUID> untilOverflow(UuidGenerator g, AtomicReference<GeneratorOverflowException> thrown) {
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 100 * PER_TICK; i++) {
            try {
                ids.add(g.next());
            } catch (GeneratorOverflowException e) {
                thrown.set(e);
                return ids;
            }
        }
        throw new AssertionError("no GeneratorOverflowException after " + ids.size() + " ids with a frozen clock");
    }

    /** How many (msb, lsb) pairs from the start of a zeroed {@code pairs} a call wrote. */
    private static int pairsWritten(long[] pairs) {
        int written = 0;
        while (2 * written < pairs.length && (pairs[2 * written] != 0 || pairs[2 * written + 1] != 0)) {
            written++;
        }
        return written;
    }

    @Test
    void throwPolicyBorrowsUpToMaxLeadThenThrows() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW, 11);
        long clockMs = START.toEpochMilli();
        AtomicReference<GeneratorOverflowException> thrown = new AtomicReference<>();

        List<UUID> ids = untilOverflow(g, thrown);

        Ids.assertStrictlyIncreasing(ids);
        assertThat(new HashSet<>(ids)).hasSize(ids.size());
        // First tick: the counter is seeded in [0, 2^11) and runs to 2^12 - 1, so 2^11 + 1 .. 2^12 ids;
        // then 5 borrowed ticks (maxLead 5 ms) of 2^12 ids each.
        assertThat(ids.size()).isBetween(PER_TICK / 2 + 1 + 5 * PER_TICK, 6 * PER_TICK);
        long maxTs = ids.stream().mapToLong(Ids::unixTsMs).max().orElseThrow();
        assertThat(maxTs - clockMs).isEqualTo(5);
        for (UUID u : ids) {
            assertThat(Ids.unixTsMs(u)).isBetween(clockMs, clockMs + 5);
        }
        // every borrowed tick is used in full: counters 0 .. 4095
        for (int ms = 1; ms <= 5; ms++) {
            long tick = clockMs + ms;
            assertThat(ids.stream().filter(u -> Ids.unixTsMs(u) == tick).count()).isEqualTo(PER_TICK);
        }
        assertThat(g.lead()).isEqualTo(MAX_LEAD);
        assertThat(thrown.get().getMessage()).contains("maximum lead").contains(MAX_LEAD.toString());

        // The generator is unchanged: it throws again rather than handing out a duplicate.
        assertThatThrownBy(g::next).isInstanceOf(GeneratorOverflowException.class);
        assertThatThrownBy(() -> g.nextLongs(new long[2], 0, 1)).isInstanceOf(GeneratorOverflowException.class);
        assertThat(g.lead()).isEqualTo(MAX_LEAD);

        // The clock moves on: generation continues past every earlier id, at the clock's time.
        clock.advance(Duration.ofMillis(10));
        UUID after = g.next();
        Ids.assertGreater(after, ids.get(ids.size() - 1));
        assertThat(Ids.unixTsMs(after)).isEqualTo(clockMs + 10);
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
        List<UUID> more = untilOverflow(g, thrown);
        Ids.assertGreater(more.get(0), after);
        Ids.assertStrictlyIncreasing(more);
        assertThat(more.stream().mapToLong(Ids::unixTsMs).max().orElseThrow()).isEqualTo(clockMs + 15);
    }

    @Test
    void throwPolicyWithBatches() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW, 12);
        long[] all = new long[2 * 7 * PER_TICK];
        int count = 0;
        GeneratorOverflowException thrown = null;
        while (thrown == null) {
            try {
                g.nextLongs(all, 2 * count, 100);
                count += 100;
            } catch (GeneratorOverflowException e) {
                thrown = e;
            }
        }
        Ids.assertStrictlyIncreasing(all, count);
        // at most 6 ticks of ids were handed out, and the last (failed) batch did not fit
        assertThat(count).isLessThanOrEqualTo(6 * PER_TICK).isGreaterThan(PER_TICK / 2 + 5 * PER_TICK - 100);
        for (int i = 0; i < count; i++) {
            assertThat((all[2 * i] >>> 16) - START.toEpochMilli()).isBetween(0L, 5L);
        }
        // single ids still fit where the batch did not, up to the bound
        List<UUID> singles = new ArrayList<>();
        boolean spent = false;
        try {
            for (int i = 0; i < 200; i++) {
                singles.add(g.next());
            }
        } catch (GeneratorOverflowException expected) {
            spent = true;
        }
        assertThat(spent).isTrue();
        assertThat(singles.size()).isLessThan(100);
        UUID lastOfBatches = new UUID(all[2 * count - 2], all[2 * count - 1]);
        if (!singles.isEmpty()) {
            Ids.assertGreater(singles.get(0), lastOfBatches);
            Ids.assertStrictlyIncreasing(singles);
            assertThat(Ids.unixTsMs(singles.get(singles.size() - 1)) - START.toEpochMilli()).isLessThanOrEqualTo(5);
        }
    }

    @Test
    void batchLargerThanTheAllowanceFailsWithoutBreakingOrder() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW, 18);
        UUID before = g.next();
        // more than the 6 ticks of 4096 that a frozen clock and maxLead 5 ms allow
        long[] dst = new long[2 * 7 * PER_TICK];
        assertThatThrownBy(() -> g.nextLongs(dst, 0, 7 * PER_TICK))
                .isInstanceOf(GeneratorOverflowException.class)
                .hasMessageContaining("maximum lead");
        // Whatever part of the batch was written is valid and ordered, and the generator goes on
        // above all of it once the clock moves.
        int written = pairsWritten(dst);
        Ids.assertStrictlyIncreasing(dst, written);
        if (written > 0) {
            Ids.assertGreater(new UUID(dst[0], dst[1]), before);
        }
        UUID lastWritten = written > 0 ? new UUID(dst[2 * written - 2], dst[2 * written - 1]) : before;
        assertThat(g.lead()).isLessThanOrEqualTo(MAX_LEAD);
        clock.advance(Duration.ofMillis(10));
        Ids.assertGreater(g.next(), lastWritten);
    }

    /**
     * A {@code UUID[]} batch that fails part way leaves in its destination the ids the long form
     * leaves for the same call: the part made before the failure, in order, and nothing after it.
     */
    @Test
    void uuidBatchThatFailsLeavesWhatTheLongFormLeaves() {
        UuidGenerator asUuids = tiny(new SettableClockSource(START), OverflowPolicy.THROW, 19);
        UuidGenerator asLongs = tiny(new SettableClockSource(START), OverflowPolicy.THROW, 19);
        int count = 7 * PER_TICK;
        UUID[] uuids = new UUID[count];
        long[] pairs = new long[2 * count];
        assertThatThrownBy(() -> asUuids.next(uuids, 0, count)).isInstanceOf(GeneratorOverflowException.class);
        assertThatThrownBy(() -> asLongs.nextLongs(pairs, 0, count)).isInstanceOf(GeneratorOverflowException.class);
        int written = pairsWritten(pairs);
        assertThat(written).as("the long form wrote a first part").isPositive();
        for (int i = 0; i < written; i++) {
            assertThat(uuids[i]).as("id %d", i).isEqualTo(new UUID(pairs[2 * i], pairs[2 * i + 1]));
        }
        assertThat(Arrays.copyOfRange(uuids, written, count)).containsOnlyNulls();
    }

    @Test
    void clockSteppingBackDoesNotEatTheLeadAllowance() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW, 13);
        long startMs = START.toEpochMilli();
        UUID first = g.next();
        clock.advance(Duration.ofHours(-1));
        AtomicReference<GeneratorOverflowException> thrown = new AtomicReference<>();
        List<UUID> ids = untilOverflow(g, thrown);
        Ids.assertGreater(ids.get(0), first);
        Ids.assertStrictlyIncreasing(ids);
        // borrowing is measured from the highest clock time seen (start), not from the stepped-back clock
        assertThat(ids.size() + 1).isBetween(PER_TICK / 2 + 1 + 5 * PER_TICK, 6 * PER_TICK);
        assertThat(Ids.unixTsMs(ids.get(ids.size() - 1))).isEqualTo(startMs + 5);
        assertThat(g.lead()).isEqualTo(Duration.ofHours(1).plus(MAX_LEAD));
    }

    /**
     * A call under THROW whose add ran past the lead undoes the add only while no other move has
     * followed it. Here another call takes the next position, within the lead because the clock
     * has moved on, between the failing call's add and its undo (the clock read in between runs
     * it, the interleaving of two threads where the second reads the clock later): an undo made
     * regardless would lower the state below that call's id, and the next call would take a
     * position at or below it.
     */
    @Test
    void undoAfterAnAddPastTheLeadLeavesAPositionThatAnotherCallTookInBetween() {
        long startMs = START.toEpochMilli();
        SteppingClock clock = new SteppingClock(startMs);
        UuidGenerator g = tiny(clock, OverflowPolicy.THROW, 18);
        UUID last = g.next();
        UuidLayout layout = g.layout();
        // Up to the last position within the lead: the last counter value of the tick maxLead ahead.
        while (layout.tickOf(last) != startMs + MAX_LEAD.toMillis() || layout.counterOf(last) != PER_TICK - 1) {
            last = g.next();
        }
        AtomicReference<UUID> between = new AtomicReference<>();
        // The failing call's clock read, after its add: the clock moves on a tick, and another call,
        // now within the lead, takes the position after the failing call's before that read returns.
        clock.onNextRead(() -> between.set(g.next()));

        assertThatThrownBy(g::next).isInstanceOf(GeneratorOverflowException.class);

        UUID taken = between.get();
        assertThat(taken).as("the call in between").isNotNull();
        assertThat(layout.tickOf(taken)).isEqualTo(startMs + MAX_LEAD.toMillis() + 1);
        UUID after = g.next();
        assertThat(layout.tickOf(after) > layout.tickOf(taken)
                || layout.tickOf(after) == layout.tickOf(taken) && layout.counterOf(after) > layout.counterOf(taken))
                .as("the position of the next id, %s (counter %d), is after the one taken in between, %s (counter %d)",
                        after, layout.counterOf(after), taken, layout.counterOf(taken))
                .isTrue();
        Ids.assertGreater(after, taken);
    }

    /**
     * A millisecond clock that, on the read after {@link #onNextRead} armed it, moves on by one
     * millisecond, runs an action (which reads the moved clock) and returns the time from before
     * the move: a second thread's call squeezed into the first's, on one thread.
     */
    private static final class SteppingClock implements ClockSource {
        private long millis;
        private Runnable onRead;

        SteppingClock(long millis) {
            this.millis = millis;
        }

        void onNextRead(Runnable action) {
            onRead = action;
        }

        @Override
        public long millis() {
            Runnable action = onRead;
            if (action == null) {
                return millis;
            }
            onRead = null;
            long before = millis;
            millis = before + 1;
            action.run();
            return before;
        }

        @Override
        public long nanos() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void zeroMaxLeadNeverBorrows() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS))
                .clock(clock)
                .entropy(new SeededEntropySource(14))
                .maxLead(Duration.ZERO)
                .overflowPolicy(OverflowPolicy.THROW)
                .build();
        AtomicReference<GeneratorOverflowException> thrown = new AtomicReference<>();
        List<UUID> ids = untilOverflow(g, thrown);
        assertThat(ids.size()).isBetween(PER_TICK / 2 + 1, PER_TICK);
        for (UUID u : ids) {
            assertThat(Ids.unixTsMs(u)).isEqualTo(START.toEpochMilli());
        }
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
    }

    @Test
    void waitPolicyWaitsForTheClockAndKeepsTheLeadBounded() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.WAIT, 15);
        int n = 50_000;
        long[] ts = new long[n];
        long[] clockAfter = new long[n];
        AtomicBoolean done = new AtomicBoolean();
        Thread ticker = new Thread(() -> {
            while (!done.get()) {
                clock.advance(Duration.ofMillis(1));
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "clock-ticker");
        ticker.setDaemon(true);
        List<UUID> ids = new ArrayList<>(n);
        try {
            ticker.start();
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
                for (int i = 0; i < n; i++) {
                    UUID u = g.next();
                    ids.add(u);
                    ts[i] = Ids.unixTsMs(u);
                    clockAfter[i] = clock.millis();
                }
            }, "WAIT must not hang while the clock moves");
        } finally {
            done.set(true);
        }
        Ids.assertStrictlyIncreasing(ids);
        for (int i = 0; i < n; i++) {
            // The clock only moves forward here, so the clock read after the call is at least the
            // one the generator saw: the id is at most maxLead (+1 ms of slack) ahead of it.
            assertThat(ts[i] - clockAfter[i]).as("id %d", i).isLessThanOrEqualTo(MAX_LEAD.toMillis() + 1);
        }
        // 50,000 ids need at least 50,000 / 4096 > 12 ticks; with at most 5 borrowed the clock had to
        // move, i.e. the generator really waited rather than running ahead.
        long ticksUsed = ts[n - 1] - START.toEpochMilli() + 1;
        assertThat(ticksUsed).isGreaterThanOrEqualTo((n + PER_TICK - 1) / PER_TICK);
        assertThat(clockAfter[n - 1] - START.toEpochMilli()).isGreaterThanOrEqualTo(ticksUsed - 1 - MAX_LEAD.toMillis());
    }

    @Test
    void waitingThreadThatIsInterruptedGetsAnExceptionAndKeepsItsInterruptStatus() throws Exception {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = tiny(clock, OverflowPolicy.WAIT, 16);
        // Spend everything the frozen clock allows; the next call would wait forever.
        for (int i = 0; i < 5 * PER_TICK + PER_TICK / 2; i++) {
            g.next();
        }
        AtomicReference<Throwable> outcome = new AtomicReference<>();
        AtomicBoolean interruptedAfter = new AtomicBoolean();
        Thread waiter = new Thread(() -> {
            try {
                for (int i = 0; i < PER_TICK; i++) {
                    g.next();
                }
            } catch (Throwable t) {
                outcome.set(t);
                interruptedAfter.set(Thread.currentThread().isInterrupted());
            }
        });
        waiter.start();
        // Interrupt it once it waits for the clock (parked in 50 us naps: TIMED_WAITING), not after a guessed time.
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (waiter.getState() != Thread.State.TIMED_WAITING) {
            assertThat(System.nanoTime()).as("the waiter parks within 10 s; state %s", waiter.getState()).isLessThan(deadline);
            Thread.onSpinWait();
        }
        waiter.interrupt();
        waiter.join(10_000);
        assertThat(waiter.isAlive()).isFalse();
        assertThat(outcome.get()).isInstanceOf(GeneratorOverflowException.class).hasMessageContaining("interrupted");
        assertThat(interruptedAfter).isTrue();
        // still usable once the clock moves
        clock.advance(Duration.ofMillis(6));
        UUID u = g.next();
        assertThat(Ids.unixTsMs(u)).isEqualTo(START.toEpochMilli() + 6);
    }

    @Test
    void timestampFieldEndReachedIsReportedNotWrapped() {
        long lastMs = (1L << 48) - 1;
        ClockSource clock = new ClockSource() {
            @Override
            public long millis() {
                return lastMs;
            }

            @Override
            public long nanos() {
                throw new UnsupportedOperationException();
            }
        };
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS))
                .clock(clock)
                .entropy(new SeededEntropySource(17))
                .overflowPolicy(OverflowPolicy.THROW)
                .build();
        List<UUID> ids = new ArrayList<>();
        IllegalStateException end = null;
        for (int i = 0; i < 2 * PER_TICK && end == null; i++) {
            try {
                ids.add(g.next());
            } catch (IllegalStateException e) {
                end = e;
            }
        }
        assertThat(end).isNotNull().hasMessageContaining("48-bit");
        Ids.assertStrictlyIncreasing(ids);
        assertThat(ids).allSatisfy(u -> assertThat(Ids.unixTsMs(u)).isEqualTo(lastMs));
    }
}
