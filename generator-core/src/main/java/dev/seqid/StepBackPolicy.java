package dev.seqid;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What an ordered generator does when its clock steps back ({@link ClockStepBack}): when a clock
 * reading is a step back, counting it, and whether and where to re-anchor.
 *
 * <h2>What a step back is</h2>
 * The clock reads more than {@link #stepBackTicks} (the tolerance, or the maximum lead if that is
 * longer) behind the epoch's <em>high-water mark</em>, the latest clock tick a position has jumped
 * to ({@link Epoch}). It is measured from that mark and never from the position: a position may
 * run ahead of every clock reading by the ticks it borrowed (up to the lead, and under
 * {@link OverflowPolicy#THROW} by one more tick an add carried it into), and borrowing is not a step
 * back. Since the mark is never above the position, a step back this large also puts the position
 * more than the lead ahead of the clock, so every call that meets it leaves the add path for a
 * slow path, and the slow paths ask {@link #steppedBack}.
 *
 * <h2>Counting</h2>
 * One step back per high-water mark per epoch ({@link Epoch#markCounted}): the calls that meet the
 * same fall of the clock count it once, with no shared write after the first.
 *
 * <h2>Re-anchoring</h2>
 * Under {@link ClockStepBack#REANCHOR}, and only when the clock is past the floor's tick, a step
 * back re-anchors: the position moves to {@link #reanchorTick} and counts on from there, never to or
 * below the floor ({@link Floor}).
 *
 * <p>Immutable but for the two counters (atomic, read by monitoring).
 */
final class StepBackPolicy {

    private final boolean reanchor;
    /** A clock this many ticks or fewer below the high-water mark is no step back. */
    final long stepBackTicks;
    final Floor floor;
    private final AtomicLong stepBacks = new AtomicLong();
    private final AtomicLong reanchors = new AtomicLong();

    /**
     * @param maxLeadTicks   the maximum lead in ticks, which a shorter tolerance acts as
     * @param ticksPerSecond the layout's ticks per second
     */
    StepBackPolicy(ClockStepBack choice, Duration tolerance, long maxLeadTicks, long ticksPerSecond, Floor floor) {
        this.reanchor = choice == ClockStepBack.REANCHOR;
        this.stepBackTicks = Math.max(maxLeadTicks, LeadPolicy.toTicks(tolerance, ticksPerSecond));
        this.floor = floor;
    }

    /** Whether the clock, at relative tick {@code now} of epoch {@code e}, reads a step back below its high-water mark. */
    boolean steppedBack(Epoch e, long now) {
        return e.highWaterVolatile() - e.base - now > stepBackTicks;
    }

    /**
     * Called by a slow path that found a step back ({@link #steppedBack}) with the clock at
     * absolute tick {@code nowTick}: counts it (once per high-water mark of {@code e}) and tells
     * whether to re-anchor.
     */
    boolean onStepBack(Epoch e, long nowTick) {
        if (e.markCounted(e.highWaterVolatile())) {
            stepBacks.incrementAndGet();
        }
        return reanchorsAt(nowTick);
    }

    /** Whether a step back met with the clock at absolute tick {@code nowTick} re-anchors: under {@link ClockStepBack#REANCHOR}, with the clock past the floor. */
    boolean reanchorsAt(long nowTick) {
        return reanchor && nowTick > floor.tick();
    }

    /** Counts a re-anchor that took effect. */
    void reanchored() {
        reanchors.incrementAndGet();
    }

    /** See {@link UuidGenerator#clockStepBacks()}. */
    long clockStepBacks() {
        return stepBacks.get();
    }

    /** See {@link UuidGenerator#reanchors()}. */
    long reanchors() {
        return reanchors.get();
    }
}
