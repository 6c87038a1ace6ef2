package dev.seqid;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * How far the position of an ordered generator may run ahead of the clock, and what a move past
 * that does: the maximum lead, the wait or throw of the {@link OverflowPolicy} and its messages,
 * {@link #lead(Epoch)} and {@link #nanosUntilNext(Epoch)}.
 *
 * <h2>The lead</h2>
 * The lead is measured from {@code max(now, highWaterTick)} ({@link #leadLimit}), where the
 * high-water tick is the epoch's ({@link Epoch}: the latest clock tick a position jumped to), so a
 * clock that steps backwards does not eat the lead allowance. A move past the lead waits for the
 * clock or throws ({@link OverflowPolicy}), or, for the non-blocking take, is cut short
 * ({@link PositionState}). What a step back does beyond that is {@link StepBackPolicy}'s.
 *
 * <p>Extends {@link PositionArithmetic}, and {@link PositionState} extends it, for the reason given
 * there: the add path reads {@link #maxLeadTicks} on every call.
 */
abstract class LeadPolicy extends PositionArithmetic {

    /** How long {@link OverflowPolicy#WAIT} parks before it looks at the clock again. */
    private static final long WAIT_PARK_NANOS = 50_000;

    final String layoutName;
    private final OverflowPolicy overflowPolicy;
    private final Duration maxLead;
    final long maxLeadTicks;

    LeadPolicy(UuidLayout layout, ClockSource clock, EntropySource entropy, OverflowPolicy overflowPolicy, Duration maxLead) {
        super(layout, clock, entropy);
        this.layoutName = layout.name();
        this.overflowPolicy = overflowPolicy;
        this.maxLead = maxLead;
        this.maxLeadTicks = toTicks(maxLead, timestamp.ticksPerSecond());
    }

    /** {@code d} in whole ticks; a lead too long to count in a long is unbounded ({@code Long.MAX_VALUE / 4}, which no sum overflows). */
    static long toTicks(Duration d, long ticksPerSecond) {
        long seconds = d.getSeconds();
        if (seconds >= Long.MAX_VALUE / ticksPerSecond - 1) {
            return Long.MAX_VALUE / 4;
        }
        return seconds * ticksPerSecond + d.getNano() * ticksPerSecond / 1_000_000_000L;
    }

    /** See {@link UuidGenerator#lead()}: how far the position of epoch {@code e} is ahead of the clock. */
    final Duration lead(Epoch e) {
        long s = e.stateVolatile() & ~EpochFields.SEALED;
        long ahead = e.base + (s >>> counterBits) - timestamp.currentTick(clock);
        return ahead > 0 ? timestamp.durationOf(ahead) : Duration.ZERO;
    }

    /** See {@link UuidGenerator#nanosUntilNext()}, for the position of epoch {@code e}. */
    final long nanosUntilNext(Epoch e) {
        long s = e.stateVolatile() & ~EpochFields.SEALED;
        long now = relativeNow(e);
        if (now > (s >>> counterBits) + jumpSlack) {
            return 0; // the next id jumps to the clock's tick
        }
        long wait = ((s + stride) >>> counterBits) - leadLimit(e, now);
        return wait <= 0 ? 0 : timestamp.durationOf(wait).toNanos();
    }

    /** The exception a take from state {@code s} that cannot move within the lead throws under {@link OverflowPolicy#THROW}. */
    final GeneratorOverflowException overflowFrom(Epoch e, long s, long now) {
        return overflow(e, ((s & ~EpochFields.SEALED) + stride) >>> counterBits, now);
    }

    /** Whether a take that cannot move within the lead throws ({@link OverflowPolicy#THROW}) rather than waits. */
    final boolean throwsOnOverflow() {
        return overflowPolicy == OverflowPolicy.THROW;
    }

    /** The furthest relative tick the lead allows now: {@code maxLead} past the clock or the high-water tick, whichever is later. */
    final long leadLimit(Epoch e, long now) {
        return Math.max(now, e.highWaterVolatile() - e.base) + maxLeadTicks;
    }

    /** Throws if the layout's timestamp cannot hold relative tick {@code tick} of epoch {@code e}. */
    final void checkEncodable(Epoch e, long tick) {
        if (e.base + tick > timestamp.maxTick()) {
            throw new IllegalStateException("layout " + layoutName + " cannot encode tick " + (e.base + tick)
                    + ": its " + timestamp.bits() + "-bit timestamp ends at " + timestamp.maxTick() + " (clock: " + clock + ")");
        }
    }

    /** Whether relative tick {@code tick} is within the lead now: not past the clock, or not past {@link #leadLimit}. */
    final boolean leadAllows(Epoch e, long tick, long now) {
        return tick <= now || tick <= leadLimit(e, now);
    }

    /**
     * Returns once relative tick {@code nextTick} of epoch {@code e} is within the lead, waiting for
     * the clock or throwing as the {@link OverflowPolicy} says; out of line, the add path's cold end.
     */
    final void awaitLead(Epoch e, long nextTick) {
        while (!checkLeadWaitingOrThrowing(e, nextTick, relativeNow(e))) {
            // waited for the clock
        }
    }

    /**
     * Whether a position may move to relative tick {@code nextTick} now: the timestamp can encode
     * it, and it is not ahead of the clock by more than the lead allows. Otherwise, by policy,
     * throws ({@link OverflowPolicy#THROW}) or parks the thread for a moment and returns false
     * ({@link OverflowPolicy#WAIT}).
     */
    final boolean checkLeadWaitingOrThrowing(Epoch e, long nextTick, long now) {
        checkEncodable(e, nextTick);
        if (!leadAllows(e, nextTick, now)) {
            if (overflowPolicy == OverflowPolicy.THROW) {
                throw overflow(e, nextTick, now);
            }
            LockSupport.parkNanos(WAIT_PARK_NANOS);
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw new GeneratorOverflowException("interrupted while waiting for the clock: " + overflowState(e, nextTick, now));
            }
            return false;
        }
        return true;
    }

    /** The exception of a move to relative tick {@code nextTick} past the lead under {@link OverflowPolicy#THROW}. */
    final GeneratorOverflowException overflow(Epoch e, long nextTick, long now) {
        return new GeneratorOverflowException(overflowState(e, nextTick, now)
                + "; raise maxLead, choose a wider counter, use OverflowPolicy.WAIT, or slow down");
    }

    private String overflowState(Epoch e, long nextTick, long now) {
        return "the generator for layout " + layoutName + " has spent its counter and would run "
                + timestamp.durationOf(nextTick - Math.max(now, e.highWaterVolatile() - e.base)) + " ahead of the clock, over its maximum lead of "
                + maxLead;
    }
}
