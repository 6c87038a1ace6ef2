package dev.seqid;

import java.time.Duration;

/**
 * The reference of {@link UuidGeneratorModelTest}: what an ordered generator's contract (the Javadoc
 * of {@link UuidGenerator}, its {@link UuidGenerator.Builder}, {@link ClockStepBack} and
 * {@link OverflowPolicy}) says its position, its high-water mark and its counters are after each
 * call. Plain and synchronized, with no fast path: one position, moved one call at a time.
 *
 * <ul>
 *   <li>A position is (tick, counter), ordered by tick, then counter; ids are made from positions.
 *   One id moves it by the increment (1, the layout's tick step without a counter, or 1 to
 *   2^(counterBits - 18) for monotonic random), carrying into the tick; when the clock's tick is
 *   more than the jump slack (tick step - 1) past the position's tick, the position jumps to
 *   (clock tick, seed), a seed below 2^(counterBits - 1), and the high-water mark H becomes the
 *   clock's tick.</li>
 *   <li>The lead: a move to tick T is allowed iff T &lt;= now or T &lt;= max(now, H) + maxLead.</li>
 *   <li>A step back: a call that reads the clock at {@code now} with H - now &gt; max(tolerance,
 *   maxLead) counts one step back per high-water mark; under {@link ClockStepBack#REANCHOR}, and
 *   only if the clock is past the floor's tick, it re-anchors: the position becomes
 *   max((now - increment, 0), floor) and H its tick.</li>
 *   <li>The floor ({@link UuidGenerator.Builder#after}): if its tick is at or past the creation
 *   tick - increment, the generator starts at the floor's position with H = the floor's tick;
 *   otherwise at (creation tick - increment, 0) with H = that tick.</li>
 * </ul>
 * A batch of m ids is one move ("reservation") to first + (m - 1) * stride + slot, the lead checked
 * on that end: for monotonic random the stride is the largest increment and id i lies at a random
 * offset of its slot; otherwise the stride is the increment and the slot 0.
 */
final class ContractModel {

    /** A position, ordered by tick, then counter; counter 0 for a layout without a counter. */
    record Position(long tick, long counter) implements Comparable<Position> {
        @Override
        public int compareTo(Position o) {
            int c = Long.compare(tick, o.tick);
            return c != 0 ? c : Long.compare(counter, o.counter);
        }

        boolean isAfter(Position o) {
            return compareTo(o) > 0;
        }

        @Override
        public String toString() {
            return "(" + tick + ", " + counter + ")";
        }
    }

    final int counterBits;
    private final long counterMask;
    /** Positions one id moves: the tick step for a layout without a counter, else 1 (the smallest increment). */
    final long unit;
    final long jumpSlack;
    final long seedMax;
    final long maxIncrement;
    final long stride;
    final long slotMask;
    final boolean monotonicRandom;
    final long maxLeadTicks;
    final long toleranceTicks;
    final long stepBackTicks;
    private final boolean reanchor;
    /** The floor's position, or null. */
    final Position floor;

    private Position position;
    private long highWater;
    private long countedHighWater = Long.MIN_VALUE;
    private boolean counted;
    private long stepBacks;
    private long reanchors;

    ContractModel(UuidLayout layout, Duration maxLead, ClockStepBack choice, Duration tolerance, Position floor, long creationTick) {
        long ticksPerSecond = layout.timestamp().ticksPerSecond();
        this.counterBits = layout.counterBits();
        this.counterMask = (1L << counterBits) - 1;
        this.monotonicRandom = layout.method() == MonotonicMethod.MONOTONIC_RANDOM;
        this.unit = counterBits == 0 ? layout.tickStep() : 1;
        this.jumpSlack = unit - 1;
        this.seedMax = counterBits >= 2 ? (1L << (counterBits - 1)) - 1 : 0;
        this.maxIncrement = monotonicRandom ? 1L << Math.max(1, counterBits - 18) : unit;
        this.stride = maxIncrement;
        this.slotMask = monotonicRandom ? stride - 1 : 0;
        this.maxLeadTicks = ticks(maxLead, ticksPerSecond);
        this.toleranceTicks = ticks(tolerance, ticksPerSecond);
        this.stepBackTicks = Math.max(toleranceTicks, maxLeadTicks);
        this.reanchor = choice == ClockStepBack.REANCHOR;
        this.floor = floor;
        Position start = new Position(creationTick - unit, 0);
        if (floor != null && floor.tick() >= creationTick - unit) {
            this.position = floor;
            this.highWater = floor.tick();
        } else {
            this.position = start;
            this.highWater = start.tick();
        }
    }

    /** {@code d} in whole ticks, rounded down. */
    static long ticks(Duration d, long ticksPerSecond) {
        return d.getSeconds() * ticksPerSecond + d.getNano() * ticksPerSecond / 1_000_000_000L;
    }

    synchronized Position position() {
        return position;
    }

    synchronized long highWater() {
        return highWater;
    }

    synchronized long stepBacks() {
        return stepBacks;
    }

    synchronized long reanchors() {
        return reanchors;
    }

    /** {@code p} moved on by {@code positions}, the counter carrying into the tick. */
    Position plus(Position p, long positions) {
        long c = p.counter() + positions;
        return new Position(p.tick() + (c >>> counterBits), c & counterMask);
    }

    /** Whether the clock at {@code now} meets a step back: H - now past the step-back ticks. */
    synchronized boolean stepBackAt(long now) {
        return highWater - now > stepBackTicks;
    }

    /** Whether a step back met at {@code now} re-anchors. */
    synchronized boolean reanchorsAt(long now) {
        return reanchor && (floor == null || now > floor.tick());
    }

    /**
     * The start of a call that reads the clock at {@code now}: counts a step back (once per
     * high-water mark since the last re-anchor) and re-anchors if the contract says so.
     *
     * @return whether it re-anchored
     */
    synchronized boolean meetClock(long now) {
        if (!stepBackAt(now)) {
            return false;
        }
        if (!counted || countedHighWater != highWater) {
            counted = true;
            countedHighWater = highWater;
            stepBacks++;
        }
        if (!reanchorsAt(now)) {
            return false;
        }
        reanchors++;
        counted = false; // a re-anchor starts afresh: the next fall below any mark, even one of the same tick, is a new step back
        Position p = new Position(now - unit, 0);
        if (floor != null && floor.isAfter(p)) {
            p = floor;
        }
        position = p;
        highWater = p.tick();
        return true;
    }

    /** Whether a move to tick {@code tick} is within the lead with the clock at {@code now}. */
    synchronized boolean leadAllows(long tick, long now) {
        return tick <= now || tick <= Math.max(now, highWater) + maxLeadTicks;
    }

    /** Whether the next move at {@code now} jumps to the clock's tick. */
    synchronized boolean jumps(long now) {
        return now > position.tick() + jumpSlack;
    }

    /** The smallest first position of the next move at {@code now}. */
    synchronized Position firstMin(long now) {
        return jumps(now) ? new Position(now, 0) : plus(position, monotonicRandom ? 1 : unit);
    }

    /** The largest first position of the next move at {@code now}. */
    synchronized Position firstMax(long now) {
        return jumps(now) ? new Position(now, seedMax) : plus(position, maxIncrement);
    }

    /** {@code ids} for a single id's move ({@code next()}, {@code tryNext()}): its end is its id. */
    static final int SINGLE = 0;

    /**
     * The end of a move whose first position is {@code first}: the id itself for {@link #SINGLE};
     * for a batch's reservation of {@code ids} ids, the end of the last id's slot.
     */
    Position reservationEnd(Position first, int ids) {
        return ids == SINGLE ? first : plus(first, (ids - 1) * stride + slotMask);
    }

    /** Whether a reservation of {@code ids} ids at {@code now} may run past the lead (its largest end does). */
    synchronized boolean mayPassLead(long now, int ids) {
        return !leadAllows(reservationEnd(firstMax(now), ids).tick(), now);
    }

    /** Whether a reservation of {@code ids} ids at {@code now} must run past the lead (even its smallest end does). */
    synchronized boolean mustPassLead(long now, int ids) {
        return !leadAllows(reservationEnd(firstMin(now), ids).tick(), now);
    }

    /**
     * Records a move made at {@code now} to {@code end} (the last id's position, or a batch's
     * reservation end for monotonic random); the caller has checked it against the contract.
     */
    synchronized void moved(long now, boolean jumped, Position end) {
        if (jumped) {
            highWater = now;
        }
        position = end;
    }

    @Override
    public synchronized String toString() {
        return "model[position " + position + ", H " + highWater + ", stepBacks " + stepBacks + ", reanchors " + reanchors + ", maxLeadTicks "
                + maxLeadTicks + ", toleranceTicks " + toleranceTicks + ", floor " + floor + "]";
    }
}
