package dev.seqid;

import dev.seqid.PositionState.Epoch;

/**
 * The bits that every id of one tick shares: the layout's constant bits and the tick's timestamp
 * field, placed by the {@link BitPlan} ({@link BitPlan#tickMsb}, {@link BitPlan#tickLsb}). The
 * single-id path and a striped lease keep the last one they placed ({@link #of}) and place again only
 * when a position leaves its tick, so an id pays only for its counter and random bits. A batch does
 * the same with the same calls into locals ({@code OrderedUuidGenerator.compose}), as its
 * {@code long[]} and {@code byte[]} forms allocate nothing.
 *
 * <p>Immutable (final fields): a thread that reads another thread's instance through a plain field
 * sees it whole. Two threads that place the same tick get the same {@link #msb} and {@link #lsb},
 * which depend on the tick alone, but their {@link #end}s differ if they placed it in different
 * epochs; so a holder shared between threads (the single-id path's) keys on {@link #tick}, and only a
 * holder of one epoch (a lease, renewed with its epoch) may compare positions with {@link #end}.
 */
final class TickBits {

    /** None placed yet: no position lies in its tick ({@link Long#MIN_VALUE}) and every position is at or past its {@link #end}. */
    static final TickBits NONE = new TickBits(Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE, 0, 0);

    /** The absolute tick. */
    final long tick;
    /** The first position after the tick, relative to the epoch whose position placed it. */
    final long end;
    /** The first clock millisecond past the tick ({@link PositionState#firstMillisAfter}); {@link Long#MIN_VALUE} for ticks read from nanoseconds. */
    final long pastMillis;
    /** The most significant word's constant and timestamp bits. */
    final long msb;
    /** The least significant word's constant and timestamp bits. */
    final long lsb;

    private TickBits(long tick, long end, long pastMillis, long msb, long lsb) {
        this.tick = tick;
        this.end = end;
        this.pastMillis = pastMillis;
        this.msb = msb;
        this.lsb = lsb;
    }

    /** The bits of the tick of relative position {@code position} of epoch {@code e}. */
    static TickBits of(PositionState state, BitPlan plan, Epoch e, long position) {
        long tick = state.tick(e, position);
        long field = state.fieldOfTick(tick);
        return new TickBits(tick, state.nextTickStart(position), state.firstMillisAfter(tick), plan.tickMsb(field), plan.tickLsb(field));
    }
}
