package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.PositionState.Mode;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The position state machine on its own, with no ids: positions as (tick, counter), read back with
 * plain arithmetic. Each test names the rule of {@link PositionState}'s class comment it checks.
 */
class PositionStateTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");
    private static final long START_MS = START.toEpochMilli();

    private static PositionState state(int counterBits, MonotonicMethod method, SettableClockSource clock, OverflowPolicy policy,
            Duration maxLead) {
        return WhiteBox.positionState(UuidLayout.v7(method, counterBits), clock, new SeededEntropySource(counterBits), policy, maxLead);
    }

    private static PositionState counter(int counterBits, SettableClockSource clock, OverflowPolicy policy, Duration maxLead) {
        return state(counterBits, MonotonicMethod.DEDICATED_COUNTER, clock, policy, maxLead);
    }

    /** Takes one position, retrying as a generator does. */
    private static long[] take(PositionState p) {
        Epoch e;
        long n;
        do {
            e = p.epoch();
        } while ((n = p.takeOne(e)) < 0);
        return new long[] {p.tick(e, n), n & p.counterMask};
    }

    @Test
    void theFirstTakeJumpsToTheClocksTickWithASeedWhoseTopBitIsZero() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(12, clock, OverflowPolicy.THROW, Duration.ZERO);
        long[] first = take(p);
        assertThat(first[0]).isEqualTo(START_MS);
        assertThat(first[1]).as("the rollover guard: the seed's top bit is 0").isLessThan(1L << 11);
    }

    @Test
    void withinATickEachTakeCountsOnByOne() {
        PositionState p = counter(18, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ZERO);
        long[] previous = take(p);
        for (int i = 0; i < 1000; i++) {
            long[] next = take(p);
            assertThat(next[0]).isEqualTo(START_MS);
            assertThat(next[1]).isEqualTo(previous[1] + 1);
            previous = next;
        }
    }

    @Test
    void aSpentCounterBorrowsTheNextTickUpToTheLeadThenThrowsUnderThrow() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(12, clock, OverflowPolicy.THROW, Duration.ofMillis(2));
        long lastTick = 0;
        int taken = 0;
        try {
            for (;; taken++) {
                long[] next = take(p);
                assertThat(next[0]).isGreaterThanOrEqualTo(lastTick);
                lastTick = next[0];
            }
        } catch (GeneratorOverflowException expected) {
            assertThat(expected).hasMessageContaining("maximum lead of PT0.002S");
        }
        assertThat(lastTick).isEqualTo(START_MS + 2);
        // Three ticks of 4096 positions, the first started at a seed below 2048.
        assertThat(taken).isBetween(2 * 4096 + 2048, 3 * 4096);
        assertThat(p.lead()).isEqualTo(Duration.ofMillis(2));
        assertThat(p.nanosUntilNext()).isEqualTo(Duration.ofMillis(1).toNanos());
        clock.advance(Duration.ofMillis(1));
        assertThat(p.nanosUntilNext()).isZero();
        assertThat(take(p)[0]).isEqualTo(START_MS + 3);
    }

    @Test
    void aClockThatStepsBackKeepsTheTickAndCountsOn() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(18, clock, OverflowPolicy.THROW, Duration.ZERO);
        long[] before = take(p);
        clock.advance(Duration.ofSeconds(-5));
        long[] after = take(p);
        assertThat(after[0]).isEqualTo(before[0]);
        assertThat(after[1]).isEqualTo(before[1] + 1);
        assertThat(p.lead()).as("measured against the clock, which is now behind").isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void aBatchReservesConsecutivePositionsWithOneMoveAndTheNextTakeIsAboveThem() {
        PositionState p = counter(18, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ZERO);
        long[] first = take(p);
        Epoch e = p.epoch();
        long s = e.stateVolatile();
        long last = p.reserve(e, s, p.relativeNow(e), p.span(100), Mode.BY_POLICY);
        assertThat(last).isEqualTo(s + 1 + 99);
        assertThat(e.stateVolatile()).isEqualTo(last);
        long[] next = take(p);
        assertThat(next[1]).isEqualTo(first[1] + 101);
    }

    @Test
    void aReservationPreparedAgainstAnOldStateFails() {
        PositionState p = counter(18, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ZERO);
        take(p);
        Epoch e = p.epoch();
        long stale = e.stateVolatile();
        take(p);
        assertThat(p.reserve(e, stale, p.relativeNow(e), 0, Mode.BY_POLICY)).isEqualTo(PositionState.RETRY);
    }

    @Test
    void monotonicRandomBatchSlotsHoldEveryOffsetBelowTheNextSlot() {
        PositionState p = state(42, MonotonicMethod.MONOTONIC_RANDOM, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ZERO);
        // 42 - 18 = 24 bits of random increment: slots of 2^24 positions, offsets 0 .. 2^24 - 1.
        assertThat(p.stride).isEqualTo(1L << 24);
        assertThat(p.slotMask).isEqualTo((1L << 24) - 1);
        assertThat(p.span(1)).isEqualTo(p.slotMask);
        assertThat(p.span(3)).isEqualTo(2 * p.stride + p.slotMask);
        PositionState fixed = counter(18, new SettableClockSource(START), OverflowPolicy.THROW, Duration.ZERO);
        assertThat(fixed.slotMask).isZero();
        assertThat(fixed.span(3)).isEqualTo(2);
    }

    @Test
    void idsWithinLeadCountsWhatFitsAndNoMore() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(12, clock, OverflowPolicy.WAIT, Duration.ofMillis(1));
        take(p);
        Epoch e = p.epoch();
        int reserved = 0;
        long s = e.stateVolatile();
        long counterAfterFirst = s & p.counterMask;
        for (int fit; (fit = p.idsWithinLead(e, s, p.relativeNow(e))) > 0; s = e.stateVolatile()) {
            assertThat(fit).isLessThanOrEqualTo(p.maxReservation);
            assertThat(p.reserve(e, s, p.relativeNow(e), p.span(fit), Mode.NOW)).isPositive();
            reserved += fit;
        }
        // The rest of this tick's 4096 positions and all of the next one's: no more, no fewer.
        assertThat(reserved).isEqualTo((int) (2 * 4096 - 1 - counterAfterFirst));
        long full = s;
        assertThat(p.reserve(e, full, p.relativeNow(e), 0, Mode.NOW)).as("past the lead, the non-blocking move is refused").isNegative();
        assertThat(e.stateVolatile()).isEqualTo(full);
        assertThat(p.overflowFrom(e, full, p.relativeNow(e))).isInstanceOf(GeneratorOverflowException.class).hasMessageContaining("v7");
    }

    @Test
    void anEpochThatOverflowsIsSealedAndReplacedAboveItsLastPosition() {
        SettableClockSource clock = new SettableClockSource(START);
        // 42-bit counter: 21 bits of relative tick, about 35 minutes of milliseconds.
        PositionState p = counter(42, clock, OverflowPolicy.THROW, Duration.ZERO);
        long[] before = take(p);
        Epoch old = p.epoch();
        clock.advance(Duration.ofMinutes(36));
        long[] after = take(p);
        assertThat(p.epoch()).isNotSameAs(old);
        assertThat(old.stateVolatile()).as("sealed: the sign bit set").isNegative();
        assertThat(after[0]).isEqualTo(clock.millis()).isGreaterThan(before[0]);
    }

    @Test
    void aClockOutsideTheLayoutsRangeIsRefusedAtConstruction() {
        SettableClockSource before1970 = new SettableClockSource(Instant.parse("1969-12-31T23:59:59Z"));
        assertThatThrownBy(() -> counter(18, before1970, OverflowPolicy.THROW, Duration.ZERO)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside the range of layout v7");
    }

    // ------------------------------------------------------------------------------ the add path

    /** Takes positions on a frozen clock until the lead runs out under THROW; returns how many were taken. */
    private static int takeUntilTheLeadRunsOut(PositionState p) {
        int taken = 0;
        try {
            for (;; taken++) {
                take(p);
            }
        } catch (GeneratorOverflowException expected) {
            return taken;
        }
    }

    @Test
    void callsThatThrowAtTheLeadSpendNoPositions() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(12, clock, OverflowPolicy.THROW, Duration.ofMillis(2));
        takeUntilTheLeadRunsOut(p);
        Epoch e = p.epoch();
        long atTheLead = e.stateVolatile();
        assertThat(atTheLead >>> p.counterBits).as("the state's tick: the last the lead allows").isEqualTo(p.relativeNow(e) + 2);
        for (int i = 0; i < 100; i++) {
            assertThatThrownBy(() -> take(p)).isInstanceOf(GeneratorOverflowException.class);
        }
        assertThat(e.stateVolatile()).as("100 calls that threw moved the state").isEqualTo(atTheLead);
        assertThat(p.lead()).isEqualTo(Duration.ofMillis(2));
    }

    @Test
    void theAddPathClosesAtTheLeadAndOpensWhenACheckFindsRoomAgain() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(12, clock, OverflowPolicy.THROW, Duration.ofMillis(2));
        assertThat(WhiteBox.addsFirst(p)).isTrue();
        takeUntilTheLeadRunsOut(p);
        assertThat(WhiteBox.addsFirst(p)).as("closed by the add that ran past the lead").isFalse();
        clock.advance(Duration.ofMillis(3));
        long[] jumped = take(p); // checked first: a CAS to the clock's tick, with a seed
        assertThat(jumped[0]).isEqualTo(START_MS + 3);
        assertThat(WhiteBox.addsFirst(p)).isFalse();
        long[] checked = take(p); // the check finds room: this call adds, and opens the path
        assertThat(checked).containsExactly(START_MS + 3, jumped[1] + 1);
        assertThat(WhiteBox.addsFirst(p)).isTrue();
        assertThat(take(p)).containsExactly(START_MS + 3, jumped[1] + 2);
    }

    @Test
    void countersUnderTwoBitsNeverAdd() {
        // RFC 9562 asks for 12 bits or more (UuidLayout.v7 refuses fewer); the builder takes any width.
        UuidLayout oneBit = UuidLayout.builder("v7-counter-1").version(7).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, 1).build();
        PositionState p = WhiteBox.positionState(oneBit, new SettableClockSource(START), new SeededEntropySource(1), OverflowPolicy.THROW,
                Duration.ofHours(1));
        for (int i = 0; i < 10; i++) {
            take(p);
            assertThat(WhiteBox.addsFirst(p)).isFalse();
        }
    }

    @Test
    void anAddThatReachesTheSealTickSealsTheEpochAndTheIdComesFromItsSuccessor() {
        SettableClockSource clock = new SettableClockSource(START);
        // 42-bit counter: relative ticks up to 2^21 - 1; the seal tick is 2^21 - 3 (2^24 increments
        // of room are less than one tick), and the epoch's base is the start minus one tick.
        PositionState p = counter(42, clock, OverflowPolicy.THROW, Duration.ofHours(1));
        take(p);
        clock.advance(Duration.ofMillis((1L << 21) - 5)); // relative tick 2^21 - 4, the last below the seal tick
        Epoch old = p.epoch();
        long[] below = take(p);
        assertThat(p.epoch()).isSameAs(old);
        assertThat(below[0]).isEqualTo(clock.millis());
        clock.advance(Duration.ofMillis(1)); // relative tick 2^21 - 3: the jump to it is a CAS move, which replaces the epoch
        long[] jumped = take(p);
        Epoch second = p.epoch();
        assertThat(second).isNotSameAs(old);
        assertThat(old.stateVolatile()).isNegative();
        assertThat(jumped[0]).isEqualTo(clock.millis());

        // The successor's own seal tick, reached by adds alone: a reservation moves its state to the
        // tick before it (a CAS move, allowed), and the next add lands on it.
        long sealTick = (1L << 21) - 3;
        long s = second.stateVolatile();
        long lastBefore = ((sealTick - 1) << 42) | p.counterMask;
        assertThat(second.casState(s, lastBefore)).isTrue();
        long[] sealed = take(p);
        assertThat(second.stateVolatile()).as("sealed by the add that landed on the seal tick").isNegative();
        assertThat(p.epoch()).isNotSameAs(second);
        assertThat(sealed[0]).as("above the last position: the tick after it, its first id past the burnt one")
                .isEqualTo(second.base + sealTick);
        assertThat(sealed[1]).isEqualTo(1);
    }
}
