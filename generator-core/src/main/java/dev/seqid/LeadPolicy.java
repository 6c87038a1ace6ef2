package dev.seqid;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * How far the position of an ordered generator may run ahead of the clock, and what a move past
 * that does: the maximum lead, the high-water tick it is measured from, the wait or throw of the
 * {@link OverflowPolicy} and its messages, {@link #lead(Epoch)} and {@link #nanosUntilNext(Epoch)}.
 *
 * <h2>The lead</h2>
 * {@link #highWaterTick} is the largest clock tick the position has jumped to; the lead is measured
 * from {@code max(now, highWaterTick)} ({@link #leadLimit}), so a clock that steps backwards does not
 * eat the lead allowance. It is written racily (a plain max-update with a volatile store); the race
 * is benign because a lower value only makes the bound stricter for a moment. A move past the lead
 * waits for the clock or throws ({@link OverflowPolicy}), or, for the non-blocking take, is cut
 * short ({@link PositionState}).
 *
 * <p>Extends {@link PositionArithmetic}, and {@link PositionState} extends it, for the reason given
 * there: the add path reads {@link #maxLeadTicks} on every call.
 */
abstract class LeadPolicy extends PositionArithmetic {

    /** The floor tick of a state without a floor: below every tick. */
    static final long NO_FLOOR = Long.MIN_VALUE;
    /** How long {@link OverflowPolicy#WAIT} parks before it looks at the clock again. */
    private static final long WAIT_PARK_NANOS = 50_000;

    final String layoutName;
    private final OverflowPolicy overflowPolicy;
    private final Duration maxLead;
    final long maxLeadTicks;
    private volatile long highWaterTick;

    /** Whether a step back past {@link #stepBackTicks} re-anchors ({@link ClockStepBack#REANCHOR}). */
    private final boolean reanchor;
    /**
     * A step back is acted on (counted, and under {@link ClockStepBack#REANCHOR} re-anchored) when
     * the clock reads more than this many ticks behind the position: the tolerance, or the maximum
     * lead if that is longer. So a position that only borrows ticks never counts as a step back, and
     * a step back this large always sends the next call down a slow path, where it is checked: the
     * add path's test {@code tick <= now + maxLeadTicks} fails.
     */
    final long stepBackTicks;
    private final AtomicLong stepBacks = new AtomicLong();
    private final AtomicLong reanchors = new AtomicLong();
    /** The absolute tick of the floor ({@link UuidGenerator.Builder#after}); {@link #NO_FLOOR} for none. A re-anchor never goes to a tick at or below it. */
    private final long floorTick;
    /** The high-water tick of the last step back counted: one count per fall of the clock below a high-water mark. */
    private final AtomicLong countedHighWater = new AtomicLong(Long.MIN_VALUE);

    LeadPolicy(UuidLayout layout, ClockSource clock, EntropySource entropy, OverflowPolicy overflowPolicy, Duration maxLead,
            ClockStepBack clockStepBack, Duration stepBackTolerance, long floorTick) {
        super(layout, clock, entropy);
        this.floorTick = floorTick;
        this.layoutName = layout.name();
        this.overflowPolicy = overflowPolicy;
        this.maxLead = maxLead;
        this.maxLeadTicks = toTicks(maxLead, timestamp.ticksPerSecond());
        this.reanchor = clockStepBack == ClockStepBack.REANCHOR;
        this.stepBackTicks = Math.max(maxLeadTicks, toTicks(stepBackTolerance, timestamp.ticksPerSecond()));
    }

    /**
     * Called on a slow path that found the clock, at absolute tick {@code nowTick}, more than
     * {@link #stepBackTicks} behind the position: counts the step back (once per high-water mark
     * the clock fell below) and tells whether to re-anchor ({@link #reanchorsAt}).
     */
    final boolean onStepBack(long nowTick) {
        long hw = highWaterTick;
        if (countedHighWater.getAndSet(hw) != hw) {
            stepBacks.incrementAndGet();
        }
        return reanchorsAt(nowTick);
    }

    /**
     * Whether a step back found with the clock at absolute tick {@code nowTick} re-anchors: under
     * {@link ClockStepBack#REANCHOR}, and only to a tick past the floor, so that no id goes below it.
     */
    final boolean reanchorsAt(long nowTick) {
        return reanchor && nowTick > floorTick;
    }

    /** Records a re-anchor to absolute tick {@code tick}: the high-water mark starts again there (a volatile store, not a max). */
    final void reanchoredTo(long tick) {
        highWaterTick = tick;
        reanchors.incrementAndGet();
    }

    /** See {@link UuidGenerator#clockStepBacks()}. */
    final long clockStepBacks() {
        return stepBacks.get();
    }

    /** See {@link UuidGenerator#reanchors()}. */
    final long reanchors() {
        return reanchors.get();
    }

    /** {@code d} in whole ticks; a lead too long to count in a long is unbounded ({@code Long.MAX_VALUE / 4}, which no sum overflows). */
    static long toTicks(Duration d, long ticksPerSecond) {
        long seconds = d.getSeconds();
        if (seconds >= Long.MAX_VALUE / ticksPerSecond - 1) {
            return Long.MAX_VALUE / 4;
        }
        return seconds * ticksPerSecond + d.getNano() * ticksPerSecond / 1_000_000_000L;
    }

    /** Starts the high-water mark at absolute tick {@code tick}: the tick before the creation tick. */
    final void startHighWater(long tick) {
        highWaterTick = tick;
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

    final void raiseHighWater(long tick) {
        if (tick > highWaterTick) {
            highWaterTick = tick;
        }
    }

    /** The furthest relative tick the lead allows now: {@code maxLead} past the clock or the high-water tick, whichever is later. */
    final long leadLimit(Epoch e, long now) {
        return Math.max(now, highWaterTick - e.base) + maxLeadTicks;
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
                + timestamp.durationOf(nextTick - Math.max(now, highWaterTick - e.base)) + " ahead of the clock, over its maximum lead of "
                + maxLead;
    }
}
