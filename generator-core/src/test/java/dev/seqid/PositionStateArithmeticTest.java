package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.PositionState.Mode;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The exact numbers of {@link PositionState}, worked by hand from its class comment: how many
 * positions a reservation takes per layout, the seed and the increment drawn from known entropy
 * words, the lead's arithmetic at its edges, and the end of the timestamp's range. The words of an
 * {@link EntropySource} that always returns the same value fix every random choice, so each figure
 * here is a single expected number, not a range.
 */
class PositionStateArithmeticTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");
    private static final long START_MS = START.toEpochMilli();
    private static final EntropySource ZEROS = () -> 0L;
    private static final EntropySource ONES = () -> -1L;

    private static PositionState state(UuidLayout layout, ClockSource clock, EntropySource entropy, OverflowPolicy policy, Duration lead) {
        return WhiteBox.positionState(layout, clock, entropy, policy, lead);
    }

    /** v7 with a dedicated counter of any width, down to 1 bit, so that a test can spend a tick's counter in a few takes. */
    private static PositionState counter(int counterBits, ClockSource clock, EntropySource entropy, OverflowPolicy policy, Duration lead) {
        return state(v7(MonotonicMethod.DEDICATED_COUNTER, counterBits), clock, entropy, policy, lead);
    }

    private static UuidLayout v7(MonotonicMethod method, int counterBits) {
        return UuidLayout.v7().toBuilder().counter(method, counterBits).build();
    }

    /** Takes one position as a generator does; returns the relative position. */
    private static long take(PositionState p) {
        long n;
        do {
            n = p.takeOne(p.epoch());
        } while (n < 0);
        return n;
    }

    private static long tickOf(PositionState p, long position) {
        return p.tick(p.epoch(), position);
    }

    // ---------------------------------------------------------------------------- geometry

    @Test
    void aCounterLayoutReservesOnePositionPerIdAndUpToHalfItsCounterCappedAt65536() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState c18 = counter(18, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(c18.counterMask).isEqualTo((1L << 18) - 1);
        assertThat(c18.stride).isEqualTo(1);
        assertThat(c18.slotMask).isZero();
        assertThat(c18.maxReservation).as("min(2^17, 2^16)").isEqualTo(65536);
        assertThat(counter(12, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO).maxReservation).as("2^11").isEqualTo(2048);
        assertThat(counter(1, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO).maxReservation).as("2^0").isEqualTo(1);
    }

    @Test
    void monotonicRandomSlotsAreAsWideAsTheLargestIncrement() {
        SettableClockSource clock = new SettableClockSource(START);
        // increment bits = max(1, counterBits - 18)
        PositionState mr20 = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 20), clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(mr20.stride).isEqualTo(4);
        assertThat(mr20.slotMask).isEqualTo(3);
        assertThat(mr20.maxReservation).as("min(2^19, 2^16) / 4").isEqualTo(16384);
        assertThat(mr20.span(1)).isEqualTo(3);
        assertThat(mr20.span(5)).isEqualTo(4 * 4 + 3);
        PositionState mr18 = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 18), clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(mr18.stride).as("at least one bit of increment").isEqualTo(2);
        assertThat(mr18.slotMask).isEqualTo(1);
        assertThat(mr18.maxReservation).isEqualTo(32768);
        PositionState mr42 = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 42), clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(mr42.maxReservation).as("2^16 / 2^24, at least 1").isEqualTo(1);
    }

    @Test
    void aNoRepeatLayoutReservesItsTickStepPerIdAndAtMost4096TicksAtOnce() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = state(UuidLayout.v7().withNoRepeatTimestamps(Duration.ofMillis(3)), clock, ZEROS, OverflowPolicy.THROW,
                Duration.ofSeconds(60));
        assertThat(p.counterBits).isZero();
        assertThat(p.counterMask).isZero();
        assertThat(p.stride).isEqualTo(3);
        assertThat(p.slotMask).isZero();
        assertThat(p.maxReservation).as("4096 / 3").isEqualTo(1365);
        assertThat(p.span(2)).isEqualTo(3);
        // The clock does not move: each id steps 3 ms past the last, starting at the clock's tick.
        assertThat(tickOf(p, take(p))).isEqualTo(START_MS);
        assertThat(tickOf(p, take(p))).isEqualTo(START_MS + 3);
        clock.advance(Duration.ofMillis(5));
        assertThat(tickOf(p, take(p))).as("the clock (+5) is not 3 past the last id (+3)").isEqualTo(START_MS + 6);
        clock.advance(Duration.ofMillis(5));
        assertThat(tickOf(p, take(p))).as("the clock (+10) is more than 3 past +6: taken as is").isEqualTo(START_MS + 10);
    }

    // ---------------------------------------------------------------------------- seeds and increments

    @Test
    void theSeedIsTheTopCounterBitsMinusOneOfARandomWord() {
        SettableClockSource clock = new SettableClockSource(START);
        assertThat(take(counter(12, clock, ONES, OverflowPolicy.THROW, Duration.ZERO)) & 0xFFF).as("11 one bits").isEqualTo(2047);
        assertThat(take(counter(12, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO)) & 0xFFF).isZero();
        EntropySource topBits = () -> 0xA5L << 56; // 1010 0101 ...
        assertThat(take(counter(12, clock, topBits, OverflowPolicy.THROW, Duration.ZERO)) & 0xFFF).as("0b101_0010_1000").isEqualTo(0b101_0010_1000);
        assertThat(take(counter(2, clock, ONES, OverflowPolicy.THROW, Duration.ZERO)) & 3).as("one seed bit").isEqualTo(1);
        assertThat(take(counter(1, clock, ONES, OverflowPolicy.THROW, Duration.ZERO)) & 1).as("a 1-bit counter has no seed").isZero();
    }

    @Test
    void aMonotonicRandomIncrementIsOnePlusTheTopIncrementBitsOfARandomWord() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState ones = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 42), clock, ONES, OverflowPolicy.THROW, Duration.ZERO);
        long first = take(ones);
        assertThat(first & ones.counterMask).as("the seed: 41 one bits").isEqualTo((1L << 41) - 1);
        assertThat(take(ones) - first).as("1 + (2^24 - 1)").isEqualTo(1L << 24);
        PositionState zeros = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 42), clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        long z = take(zeros);
        assertThat(take(zeros) - z).isEqualTo(1);
        // The smallest monotonic random counter still steps by 1 or 2 (one increment bit).
        PositionState mr18 = state(v7(MonotonicMethod.MONOTONIC_RANDOM, 18), clock, ONES, OverflowPolicy.THROW, Duration.ZERO);
        long m = take(mr18);
        assertThat(take(mr18) - m).isEqualTo(2);
    }

    @Test
    void aBatchSlotOffsetIsTheRandomWordMaskedToTheSlot() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidLayout layout = v7(MonotonicMethod.MONOTONIC_RANDOM, 20);
        PositionState mr = state(layout, clock, ONES, OverflowPolicy.THROW, Duration.ZERO);
        RandomBits bits = new RandomBits(ONES, layout.plan(), true);
        long[] words = bits.buffer(1);
        bits.draw(words, 1);
        assertThat(bits.slotOffset(words, 0, mr.slotMask)).isEqualTo(3);
        assertThat(counter(18, clock, ONES, OverflowPolicy.THROW, Duration.ZERO).slotMask).isZero();
    }

    // ---------------------------------------------------------------------------- the lead

    @Test
    void atZeroLeadASpentCounterWaitsExactlyOneTickAndTheStateDoesNotMove() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        for (int i = 0; i < 16; i++) {
            assertThat(take(p)).isEqualTo(p.epoch().stateVolatile());
        }
        Epoch e = p.epoch();
        long spent = e.stateVolatile();
        assertThat(spent & 15).isEqualTo(15);
        assertThat(p.nanosUntilNext()).isEqualTo(1_000_000);
        assertThat(p.lead()).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() -> take(p)).isInstanceOf(GeneratorOverflowException.class)
                .hasMessageContaining("would run PT0.001S ahead of the clock, over its maximum lead of PT0S");
        assertThat(e.stateVolatile()).as("a refused take moves nothing").isEqualTo(spent);
        assertThat(p.idsWithinLead(e, spent, p.relativeNow(e))).isZero();
        assertThat(p.overflowFrom(e, spent, p.relativeNow(e))).hasMessageContaining("would run PT0.001S ahead");
        clock.advance(Duration.ofMillis(1));
        assertThat(p.nanosUntilNext()).isZero();
        long next = take(p);
        assertThat(tickOf(p, next)).isEqualTo(START_MS + 1);
        assertThat(next & 15).as("a jump to the clock's tick, seed 0").isZero();
    }

    @Test
    void theLeadIsWhatThePositionIsAheadOfTheClockInWholeTicks() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ofMillis(3));
        for (int i = 0; i < 16 * 3 + 1; i++) {
            take(p);
        }
        // Ticks +0 .. +2 spent, one id at +3.
        assertThat(p.lead()).isEqualTo(Duration.ofMillis(3));
        assertThat(p.nanosUntilNext()).as("the counter at +3 has room").isZero();
        for (int i = 0; i < 15; i++) {
            take(p);
        }
        assertThat(p.nanosUntilNext()).as("+3 spent; +4 is over the 3 ms lead by one tick").isEqualTo(1_000_000);
        clock.advance(Duration.ofMillis(-10));
        assertThat(p.lead()).as("against a clock that stepped back").isEqualTo(Duration.ofMillis(13));
        assertThat(p.nanosUntilNext()).as("the lead counts from the high-water tick, not the stepped-back clock").isEqualTo(1_000_000);
    }

    @Test
    void theHighWaterTickIsTheLargestTickTheClockWasTakenAt() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ofMillis(1));
        take(p);
        clock.advance(Duration.ofMillis(5));
        take(p); // jumps to +5
        clock.advance(Duration.ofMillis(-5));
        // The clock is back at +0; the position is at +5 with room; the lead counts from +5: up to +6.
        for (int i = 0; i < 15 + 16; i++) {
            take(p);
        }
        assertThat(tickOf(p, p.epoch().stateVolatile())).isEqualTo(START_MS + 6);
        assertThatThrownBy(() -> take(p)).isInstanceOf(GeneratorOverflowException.class)
                .hasMessageContaining("would run PT0.002S ahead of the clock");
    }

    @Test
    void aLeadLongerThanAnyClockIsUnbounded() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(2, clock, ZEROS, OverflowPolicy.THROW, Duration.ofSeconds(Long.MAX_VALUE));
        for (int i = 0; i < 4 * 1000; i++) {
            take(p);
        }
        assertThat(p.lead()).isEqualTo(Duration.ofMillis(999));
        assertThat(p.nanosUntilNext()).isZero();
    }

    @Test
    void leadsConvertToTicksExactly() {
        assertThat(LeadPolicy.toTicks(Duration.ofMillis(2), 1000)).isEqualTo(2);
        assertThat(LeadPolicy.toTicks(Duration.ofNanos(1_999_999), 1000)).as("whole ticks only").isEqualTo(1);
        assertThat(LeadPolicy.toTicks(Duration.ofMillis(2), 10_000_000)).isEqualTo(20_000);
        assertThat(LeadPolicy.toTicks(Duration.ofSeconds(3, 500), 1_000_000_000)).isEqualTo(3_000_000_500L);
        long lastExact = Long.MAX_VALUE / 1000 - 2;
        assertThat(LeadPolicy.toTicks(Duration.ofSeconds(lastExact), 1000)).isEqualTo(lastExact * 1000);
        assertThat(LeadPolicy.toTicks(Duration.ofSeconds(lastExact + 1), 1000)).as("too long to count: unbounded").isEqualTo(Long.MAX_VALUE / 4);
    }

    @Test
    void aOneBitCounterRefusedAtTheLeadMovesNothingEither() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(1, clock, ONES, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(take(p)).isEqualTo(p.epoch().stateVolatile());
        take(p);
        long spent = p.epoch().stateVolatile();
        assertThat(spent & 1).isEqualTo(1);
        assertThatThrownBy(() -> take(p)).isInstanceOf(GeneratorOverflowException.class);
        assertThat(p.epoch().stateVolatile()).isEqualTo(spent);
    }

    @Test
    void theLastQuarterOfACounterCountsOnByOneAndAJumpTakesAFreshSeed() {
        SettableClockSource clock = new SettableClockSource(START);
        // 4 bits, all-ones entropy: the seed is 0b111, so the tick holds counters 7 .. 15; the last
        // quarter (13 .. 15) is taken by CAS rather than by add.
        PositionState p = counter(4, clock, ONES, OverflowPolicy.THROW, Duration.ZERO);
        for (long expected = 7; expected <= 15; expected++) {
            long n = take(p);
            assertThat(tickOf(p, n)).isEqualTo(START_MS);
            assertThat(n & 15).isEqualTo(expected);
        }
        assertThatThrownBy(() -> take(p)).isInstanceOf(GeneratorOverflowException.class);
        clock.advance(Duration.ofMillis(1));
        long n = take(p);
        assertThat(tickOf(p, n)).isEqualTo(START_MS + 1);
        assertThat(n & 15).as("the new tick's seed").isEqualTo(7);
    }

    @Test
    void idsWithinLeadCountsTheLastPositionsOfATickExactly() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        for (int i = 0; i <= 10; i++) {
            take(p);
        }
        Epoch e = p.epoch();
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).as("counters 11 .. 15").isEqualTo(5);
        for (int i = 0; i < 4; i++) {
            take(p);
        }
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).as("counter 15 only").isEqualTo(1);
        take(p);
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).isZero();
        clock.advance(Duration.ofMillis(1));
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).as("a jump: half the tick, capped at maxReservation")
                .isEqualTo(8).isEqualTo(p.maxReservation);
    }

    @Test
    void idsWithinLeadOfANoRepeatLayoutCountsItsSteps() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = state(UuidLayout.v7().withNoRepeatTimestamps(Duration.ofMillis(3)), clock, ZEROS, OverflowPolicy.THROW,
                Duration.ofMillis(10));
        Epoch e = p.epoch();
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).as("from the clock's tick: +0, +3, +6, +9").isEqualTo(4);
        take(p); // +0
        clock.advance(Duration.ofMillis(1));
        assertThat(p.idsWithinLead(e, e.stateVolatile(), p.relativeNow(e))).as("the clock 1 past the last id: +3, +6, +9, up to +11")
                .isEqualTo(3);
    }

    @Test
    void idsWithinLeadIsTheLargestReservationWhenTheLeadIsUnboundedOrTheEpochSealed() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState unbounded = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ofSeconds(Long.MAX_VALUE));
        take(unbounded);
        Epoch u = unbounded.epoch();
        assertThat(unbounded.idsWithinLead(u, u.stateVolatile(), unbounded.relativeNow(u))).isEqualTo(8);
        PositionState p = counter(42, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        take(p);
        Epoch old = p.epoch();
        clock.advance(Duration.ofMinutes(36));
        take(p);
        assertThat(old.stateVolatile()).isNegative();
        assertThat(p.idsWithinLead(old, old.stateVolatile(), p.relativeNow(old))).isEqualTo(p.maxReservation);
    }

    @Test
    void theEpochIsReplacedWhenTheClockReachesTheSealTickAndNotBefore() {
        // 42-bit counter: relative ticks up to 2^21 - 1, the seal tick two below (2^24 increments of
        // room for racing adds are less than a tick); the epoch's base is the start minus one tick.
        long sealTick = (1L << 21) - 3;
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(42, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        Epoch first = p.epoch();
        take(p);
        clock.advance(Duration.ofMillis(sealTick - 2)); // relative tick sealTick - 1
        take(p);
        assertThat(p.epoch()).isSameAs(first);
        clock.advance(Duration.ofMillis(1)); // relative tick sealTick
        long n = take(p);
        assertThat(p.epoch()).isNotSameAs(first);
        assertThat(tickOf(p, n)).isEqualTo(clock.millis());
    }

    @Test
    void anEpochSealedAtTheClocksTickGoesOnFromItsCounter() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(42, clock, ZEROS, OverflowPolicy.THROW, Duration.ofHours(1));
        for (int i = 0; i < 5; i++) {
            take(p);
        }
        Epoch old = p.epoch();
        long s = old.stateVolatile();
        assertThat(s & p.counterMask).isEqualTo(4);
        // A reservation whose last tick is past the epoch's range: the epoch is sealed where it stands.
        assertThat(p.reserve(old, s, p.relativeNow(old), (1L << 42) * ((1L << 21) + 5), Mode.BY_POLICY)).isEqualTo(PositionState.RETRY);
        assertThat(old.stateVolatile()).isNegative();
        long n = take(p);
        assertThat(tickOf(p, n)).isEqualTo(START_MS);
        assertThat(n & p.counterMask).as("the sealed counter plus one").isEqualTo(5);
    }

    // ---------------------------------------------------------------------------- the end of the range

    @Test
    void idsAreMadeUpToTheLastEncodableTickAndNotPastIt() {
        long maxTick = UuidLayout.v7().timestamp().maxTick();
        MillisOnlyClock clock = new MillisOnlyClock(maxTick - 1);
        PositionState p = counter(4, clock, ZEROS, OverflowPolicy.THROW, Duration.ofSeconds(1));
        for (int i = 0; i < 32; i++) {
            take(p);
        }
        assertThat(tickOf(p, p.epoch().stateVolatile())).as("the last tick the timestamp holds").isEqualTo(maxTick);
        assertThatThrownBy(() -> take(p)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot encode tick " + (maxTick + 1)).hasMessageContaining("ends at " + maxTick);
        Epoch e = p.epoch();
        long s = e.stateVolatile();
        assertThatThrownBy(() -> p.reserve(e, s, p.relativeNow(e), 0, Mode.NOW)).as("the non-blocking take too")
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot encode tick " + (maxTick + 1));
    }

    @Test
    void aStateCarriedPastTheLastEncodableTickHandsOutNoPositionThere() {
        // Where racing adds leave it when the undo of the add that crossed fails: in the first tick
        // the timestamp cannot hold. The add path must not hand out positions of that tick.
        long maxTick = UuidLayout.v7().timestamp().maxTick();
        PositionState p = counter(12, new MillisOnlyClock(maxTick - 1), ZEROS, OverflowPolicy.THROW, Duration.ofSeconds(1));
        take(p);
        Epoch e = p.epoch();
        long s = e.stateVolatile();
        long pastTheRange = (maxTick + 1 - e.base) << p.counterBits | 5;
        assertThat(e.casState(s, pastTheRange)).isTrue();
        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> take(p)).isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot encode tick " + (maxTick + 1));
        }
        assertThat(e.stateVolatile()).as("each call undid its add").isEqualTo(pastTheRange);
    }

    @Test
    void aClockAtTheLastEncodableTickIsAcceptedAndOnePastItIsNot() {
        long maxTick = UuidLayout.v7().timestamp().maxTick();
        PositionState p = counter(4, new MillisOnlyClock(maxTick), ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(tickOf(p, take(p))).isEqualTo(maxTick);
        assertThatThrownBy(() -> counter(4, new MillisOnlyClock(maxTick + 1), ZEROS, OverflowPolicy.THROW,
                Duration.ZERO)).isInstanceOf(IllegalStateException.class).hasMessageContaining("tick " + (maxTick + 1));
        PositionState first = counter(4, new SettableClockSource(Instant.ofEpochMilli(1)), ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        assertThat(tickOf(first, take(first))).as("tick 1, the first the timestamp holds").isEqualTo(1);
        assertThatThrownBy(() -> counter(4, new SettableClockSource(Instant.EPOCH), ZEROS, OverflowPolicy.THROW, Duration.ZERO))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("holds 1 to " + maxTick);
    }

    // ---------------------------------------------------------------------------- epochs

    @Test
    void theDefaultCounterKeepsOneEpochForCenturies() {
        MillisOnlyClock clock = new MillisOnlyClock(START_MS);
        PositionState p = counter(18, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        Epoch first = p.epoch();
        take(p);
        clock.advance(Duration.ofDays(365L * 1000).toMillis());
        long n = take(p);
        assertThat(p.epoch()).as("45 bits of relative milliseconds: 1,115 years").isSameAs(first);
        assertThat(tickOf(p, n)).isEqualTo(clock.millis());
    }

    @Test
    void aReplacedEpochStartsJustBelowTheClockWhenTheClockIsAhead() {
        SettableClockSource clock = new SettableClockSource(START);
        // 42-bit counter: 21 bits of relative tick, about 35 minutes of milliseconds.
        PositionState p = counter(42, clock, ZEROS, OverflowPolicy.THROW, Duration.ZERO);
        take(p);
        clock.advance(Duration.ofMinutes(36));
        long now = clock.millis();
        long n = take(p);
        Epoch e = p.epoch();
        assertThat(tickOf(p, n)).isEqualTo(now);
        assertThat(n & p.counterMask).as("a jump to the clock with seed 0").isZero();
        assertThat(e.base).as("the successor's base: the floor tick (now - 1) minus one").isEqualTo(now - 2);
    }

    @Test
    void aReplacedEpochKeepsAPositionAheadOfTheClock() {
        SettableClockSource clock = new SettableClockSource(START);
        PositionState p = counter(42, clock, ZEROS, OverflowPolicy.THROW, Duration.ofHours(1));
        take(p);
        Epoch old = p.epoch();
        // Reserve far ahead: 36 minutes of spent counters, past the 21-bit relative tick.
        long last = old.stateVolatile();
        for (;;) {
            // 1000 ticks and 2^16 positions further on each time, until the relative tick overflows
            long r = p.reserve(old, old.stateVolatile(), p.relativeNow(old), p.span(p.maxReservation) + (1L << 42) * 1000, Mode.BY_POLICY);
            if (r < 0) {
                break;
            }
            last = r;
        }
        long floor = p.tick(old, last);
        assertThat(floor).as("about 35 minutes ahead").isGreaterThan(START_MS + Duration.ofMinutes(34).toMillis());
        long n = take(p);
        assertThat(p.epoch()).isNotSameAs(old);
        assertThat(tickOf(p, n) * (1L << 42) + (n & p.counterMask)).as("above the sealed position")
                .isGreaterThan(floor * (1L << 42) + (last & p.counterMask));
        assertThat(tickOf(p, n)).as("in the same tick as the sealed position: its counter went on").isEqualTo(floor);
    }
}
