package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SeededEntropySource;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The choice after a long clock step back ({@link ClockStepBack}): keep strict order, or re-anchor
 * to the clock past the tolerance; the counters of both; single ids, a batch the step falls into,
 * and threads racing across the step. A v7 layout with a 12-bit counter, so that counters run out.
 */
class UuidGeneratorClockStepBackTest {

    private static final Instant START = Instant.parse("2026-03-01T12:00:00Z");
    private static final Duration HOUR = Duration.ofHours(1);
    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12);

    private static UuidGenerator generator(ClockSource clock, ClockStepBack choice, OverflowPolicy policy, Duration maxLead) {
        return UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(new SeededEntropySource(57)).overflowPolicy(policy)
                .maxLead(maxLead).clockStepBack(choice).build();
    }

    @Test
    void theNamesFollowTheConvention() {
        assertThat(ClockStepBack.names()).containsExactly("keep-order", "reanchor");
        assertThat(ClockStepBack.named("reanchor")).isSameAs(ClockStepBack.REANCHOR);
        assertThat(UuidGenerator.DEFAULT_CLOCK_STEP_BACK).isSameAs(ClockStepBack.KEEP_ORDER);
        assertThat(UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE).isEqualTo(Duration.ofSeconds(10));
        assertThatThrownBy(() -> ClockStepBack.named("REANCHOR")).hasMessage("unknown clock step-back choice 'REANCHOR'; known: keep-order, reanchor");
        assertThatThrownBy(() -> UuidGenerator.builder().stepBackTolerance(Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
    }

    /** Today's behaviour, the default: the ids keep counting above the last, then the lead runs out and THROW throws. */
    @Test
    void keepOrderCountsOnAfterAStepBackAndThrowsAtTheLead() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = generator(clock, ClockStepBack.KEEP_ORDER, OverflowPolicy.THROW, Duration.ofMillis(5));
        UUID first = g.next();
        clock.advance(HOUR.negated());
        List<UUID> ids = new ArrayList<>();
        assertThatThrownBy(() -> {
            for (int i = 0; i < 100_000; i++) {
                ids.add(g.next());
            }
        }).isInstanceOf(GeneratorOverflowException.class);
        Ids.assertGreater(ids.get(0), first);
        Ids.assertStrictlyIncreasing(ids);
        assertThat(LAYOUT.instantOf(ids.get(ids.size() - 1))).isEqualTo(START.plusMillis(5));
        assertThat(g.clockStepBacks()).isEqualTo(1);
        assertThat(g.reanchors()).isZero();
    }

    @Test
    void reanchorStartsAgainFromTheClockAndCountsIt() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = generator(clock, ClockStepBack.REANCHOR, OverflowPolicy.THROW, Duration.ofMillis(5));
        UUID before = g.next();
        clock.advance(HOUR.negated());
        UUID after = g.next();
        assertThat(LAYOUT.instantOf(after)).isEqualTo(START.minus(HOUR));
        assertThat(LAYOUT.databaseOrder().compare(after, before)).as("order across the step is lost, by choice").isNegative();
        assertThat(g.reanchors()).isEqualTo(1);
        assertThat(g.clockStepBacks()).isEqualTo(1);
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
        // From there on the generator is as new at the clock: ordered, borrowing up to the lead, then throwing.
        List<UUID> ids = new ArrayList<>(List.of(after));
        assertThatThrownBy(() -> {
            for (int i = 0; i < 100_000; i++) {
                ids.add(g.next());
            }
        }).isInstanceOf(GeneratorOverflowException.class);
        Ids.assertStrictlyIncreasing(ids);
        assertThat(LAYOUT.instantOf(ids.get(ids.size() - 1))).isEqualTo(START.minus(HOUR).plusMillis(5));
        assertThat(g.reanchors()).as("borrowing up to the lead is no step back").isEqualTo(1);
    }

    @Test
    void aStepBackWithinTheToleranceKeepsOrderUnderReanchor() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = generator(clock, ClockStepBack.REANCHOR, OverflowPolicy.WAIT, Duration.ofSeconds(1));
        UUID before = g.next();
        clock.advance(Duration.ofSeconds(-9));
        UUID after = g.next();
        Ids.assertGreater(after, before);
        assertThat(LAYOUT.instantOf(after)).isEqualTo(START);
        assertThat(g.clockStepBacks()).isZero();
        assertThat(g.reanchors()).isZero();
    }

    /**
     * The tolerance's edge, on each path a call takes (the add path of {@code next()}, the CAS path of
     * a batch, the non-blocking single and batch takes): a step back of exactly the tolerance keeps
     * order (the ids count on in the last id's tick, within the lead measured from the highest clock
     * reading, and no step back is counted); one millisecond more re-anchors to the clock and counts
     * both.
     */
    @Test
    void aStepBackOfExactlyTheToleranceKeepsOrderAndOneTickMoreReanchors() {
        Duration tolerance = UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE;
        for (String call : List.of("next()", "next(UUID[4])", "tryNext()", "tryNext(UUID[4])")) {
            for (Duration step : List.of(tolerance, tolerance.plusMillis(1))) {
                SettableClockSource clock = new SettableClockSource(START);
                UuidGenerator g = generator(clock, ClockStepBack.REANCHOR, OverflowPolicy.THROW, Duration.ofSeconds(1));
                UUID before = g.next();
                clock.advance(step.negated());
                UUID[] got = new UUID[4];
                int made;
                try {
                    made = switch (call) {
                        case "next()" -> { got[0] = g.next(); yield 1; }
                        case "next(UUID[4])" -> { g.next(got); yield 4; }
                        case "tryNext()" -> (got[0] = g.tryNext()) == null ? 0 : 1;
                        default -> g.tryNext(got, 0, 4);
                    };
                } catch (GeneratorOverflowException e) {
                    made = 0;
                }
                String what = call + " after a step back of " + step;
                if (step.equals(tolerance)) {
                    assertThat(made).as(what + ": ids made").isPositive();
                    Ids.assertGreater(got[0], before);
                    assertThat(LAYOUT.instantOf(got[0])).as(what).isEqualTo(START);
                    assertThat(g.clockStepBacks()).as(what + ": step-backs counted").isZero();
                    assertThat(g.reanchors()).as(what + ": re-anchors").isZero();
                } else {
                    assertThat(made).as(what + ": ids made").isPositive();
                    assertThat(LAYOUT.instantOf(got[0])).as(what).isEqualTo(START.minus(step));
                    assertThat(g.clockStepBacks()).as(what + ": step-backs counted").isEqualTo(1);
                    assertThat(g.reanchors()).as(what + ": re-anchors").isEqualTo(1);
                }
            }
        }
    }

    /** A tolerance shorter than the maximum lead acts as the maximum lead: borrowing is not a step back. */
    @Test
    void aToleranceShorterThanTheLeadNeverTakesBorrowingForAStepBack() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(new SeededEntropySource(58))
                .maxLead(Duration.ofMillis(20)).clockStepBack(ClockStepBack.REANCHOR).stepBackTolerance(Duration.ZERO).build();
        UUID last = null;
        for (int i = 0; i < 10 * 4096; i++) {
            UUID id = g.next();
            if (last != null) {
                Ids.assertGreater(id, last);
            }
            last = id;
        }
        assertThat(LAYOUT.instantOf(last)).isAfter(START.plusMillis(5));
        assertThat(g.reanchors()).isZero();
        assertThat(g.clockStepBacks()).isZero();
    }

    /**
     * A generator that runs at its lead with a frozen clock has borrowed ticks, nothing more: with a
     * tolerance at or below the lead (which then acts as the lead), under either choice, every call
     * form gives ids above the one before, the overflow policy throws, and no step back is counted.
     * The lead's edge: zero (never borrow) and a lead equal to the tolerance.
     */
    @Test
    void aGeneratorRunningAtItsLeadIsNeverTakenForAStepBack() {
        UuidLayout small = LAYOUT;
        for (Duration maxLead : List.of(Duration.ZERO, Duration.ofMillis(1), Duration.ofMillis(20))) {
            for (Duration tolerance : List.of(Duration.ZERO, maxLead)) {
                for (ClockStepBack choice : ClockStepBack.values()) {
                    for (String call : List.of("next()", "next(UUID[3])", "tryNext()", "nextLongs(2)")) {
                        String what = call + ", " + choice + ", maxLead " + maxLead + ", tolerance " + tolerance;
                        SettableClockSource clock = new SettableClockSource(START);
                        UuidGenerator g = UuidGenerator.builder().layout(small).clock(clock).entropy(new SeededEntropySource(63))
                                .overflowPolicy(OverflowPolicy.THROW).maxLead(maxLead).clockStepBack(choice).stepBackTolerance(tolerance).build();
                        List<UUID> ids = new ArrayList<>();
                        int thrown = 0;
                        for (int i = 0; i < 200_000 && thrown < 20; i++) {
                            try {
                                switch (call) {
                                    case "next()" -> ids.add(g.next());
                                    case "next(UUID[3])" -> {
                                        UUID[] b = new UUID[3];
                                        g.next(b);
                                        ids.addAll(List.of(b));
                                    }
                                    case "tryNext()" -> ids.add(g.tryNext());
                                    default -> {
                                        long[] l = new long[4];
                                        g.nextLongs(l, 0, 2);
                                        ids.add(new UUID(l[0], l[1]));
                                        ids.add(new UUID(l[2], l[3]));
                                    }
                                }
                            } catch (GeneratorOverflowException e) {
                                thrown++;
                            }
                        }
                        assertThat(thrown).as(what + ": the lead was reached").isPositive();
                        for (int i = 1; i < ids.size(); i++) {
                            assertThat(small.databaseOrder().compare(ids.get(i), ids.get(i - 1))).as(what + ": id %d above id %d", i, i - 1)
                                    .isPositive();
                        }
                        assertThat(small.instantOf(ids.get(ids.size() - 1))).as(what).isEqualTo(START.plus(maxLead));
                        assertThat(g.clockStepBacks()).as(what + ": step-backs counted").isZero();
                        assertThat(g.reanchors()).as(what + ": re-anchors").isZero();
                    }
                }
            }
        }
    }

    /** The clock steps back an hour between two reservations of one batch. */
    @Test
    void aStepBackDuringABatch() {
        for (ClockStepBack choice : ClockStepBack.values()) {
            SteppingClock clock = new SteppingClock(START, 3, HOUR.negated());
            UuidGenerator g = generator(clock, choice, OverflowPolicy.THROW, Duration.ofSeconds(1));
            UUID[] ids = new UUID[20_000];
            g.next(ids);
            assertThat(new HashSet<>(List.of(ids))).as(choice.toString()).hasSize(ids.length);
            int drops = 0;
            for (int i = 1; i < ids.length; i++) {
                if (LAYOUT.databaseOrder().compare(ids[i], ids[i - 1]) < 0) {
                    drops++;
                    assertThat(LAYOUT.instantOf(ids[i])).as("the first id after the re-anchor").isEqualTo(START.minus(HOUR));
                }
            }
            assertThat(clock.stepped()).as("the clock stepped during the batch").isTrue();
            assertThat(g.clockStepBacks()).as(choice.toString()).isEqualTo(1);
            if (choice == ClockStepBack.KEEP_ORDER) {
                assertThat(drops).isZero();
                assertThat(g.reanchors()).isZero();
            } else {
                assertThat(drops).isEqualTo(1);
                assertThat(g.reanchors()).isEqualTo(1);
            }
        }
    }

    /**
     * Four threads make ids while the clock steps back an hour once: under KEEP_ORDER every
     * thread's ids increase; under REANCHOR each thread's ids drop at most once (at the step), no id
     * repeats, and the ids after a drop carry the stepped-back time.
     */
    @Test
    void threadsRacingAcrossAStepBack() throws Exception {
        for (ClockStepBack choice : ClockStepBack.values()) {
            SettableClockSource clock = new SettableClockSource(START);
            UuidGenerator g = UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(EntropySource.threadLocalRandom())
                    .maxLead(Duration.ofSeconds(1)).clockStepBack(choice).build();
            int threads = 4;
            int perThread = 20_000;
            AtomicInteger made = new AtomicInteger();
            Set<UUID> all = ConcurrentHashMap.newKeySet();
            Ids.onThreads(threads, t -> {
                UUID last = null;
                int drops = 0;
                for (int i = 0; i < perThread; i++) {
                    if (made.incrementAndGet() == threads * perThread / 2) {
                        clock.advance(HOUR.negated());
                    }
                    UUID id = g.next();
                    assertThat(all.add(id)).as("id %s is new", id).isTrue();
                    if (last != null && LAYOUT.databaseOrder().compare(id, last) < 0) {
                        drops++;
                        assertThat(LAYOUT.instantOf(id)).isBefore(START);
                    }
                    last = id;
                }
                assertThat(drops).as("drops of thread %d under %s", t, choice).isLessThanOrEqualTo(choice == ClockStepBack.REANCHOR ? 1 : 0);
            });
            assertThat(all).hasSize(threads * perThread);
            assertThat(g.clockStepBacks()).as(choice.toString()).isGreaterThanOrEqualTo(1);
            if (choice == ClockStepBack.REANCHOR) {
                assertThat(g.reanchors()).isBetween(1L, (long) threads);
                assertThat(LAYOUT.instantOf(g.next())).isBefore(START);
            } else {
                assertThat(g.clockStepBacks()).isEqualTo(1);
                assertThat(g.reanchors()).isZero();
            }
        }
    }

    /** A clock at {@code start} that moves by {@code step} on its {@code afterReads}-th read and stays there. */
    private static final class SteppingClock implements ClockSource {
        private final SettableClockSource clock;
        private final int afterReads;
        private final Duration step;
        private final AtomicInteger reads = new AtomicInteger();

        SteppingClock(Instant start, int afterReads, Duration step) {
            this.clock = new SettableClockSource(start);
            this.afterReads = afterReads;
            this.step = step;
        }

        boolean stepped() {
            return reads.get() >= afterReads;
        }

        @Override
        public long millis() {
            if (reads.incrementAndGet() == afterReads) {
                clock.advance(step);
            }
            return clock.millis();
        }

        @Override
        public long nanos() {
            throw new UnsupportedOperationException();
        }
    }
}
