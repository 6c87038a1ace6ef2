package dev.seqid;

import dev.seqid.internal.LeadingPad;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A base tick and the position relative to it, the one word every thread of an ordered generator
 * moves ({@link PositionState} has the state machine). {@code base} never changes; {@code state}
 * only grows, until it is sealed (sign bit set, by a CAS or, from the add path, an atomic OR),
 * except that a call under {@link OverflowPolicy#THROW} whose add ran past the lead undoes it while
 * no other move has followed it ({@link PositionState}'s {@code afterAdd}). After the seal only
 * adds change it; their calls see the sign bit in the value before their add and discard the
 * position. They cannot clear the sign bit: a state is sealed once an add finds its tick at the
 * seal tick ({@link PositionArithmetic#sealTick}), which leaves room for at least
 * {@link PositionArithmetic#SEAL_ROOM_POSITIONS} (2^24) of the largest increments below the sign
 * bit, the CAS path keeps it below the seal tick, and each call adds once before it checks
 * (clearing it would take more than 2^24 calls racing between their add and their check).
 *
 * <p>Padded on both sides (see {@link LeadingPad}): {@code state} takes every thread's
 * {@code getAndAdd}, and a line it shared with another object's fields (the generator's, which
 * every call reads) would be taken from each reader by every add. Layout: 128 bytes of
 * {@link LeadingPad}, then {@link EpochFields} ({@code base}, {@code addBound}, {@code state},
 * {@code highWaterTick}, {@code countedHighWater}),
 * then the 128 bytes of this class. The two high-water fields share the line with {@code state}: they
 * are written once per clock tick at most (a jump) and once per step back, where {@code state} is
 * written anyway.
 */
final class Epoch extends EpochFields {
    /** 128 bytes after the fields; longs are enough, as no class extends this one. */
    long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;

    Epoch(long base, long state, long addBound, long highWaterTick, long countedHighWater) {
        super(base, state, addBound, highWaterTick, countedHighWater);
    }
}

/**
 * The fields of an {@link Epoch}, between its two pads, and the accessors of {@code state}, each
 * named for its access mode. Every access is volatile or a volatile-mode atomic: the position's
 * order across threads rests on them.
 */
abstract class EpochFields extends LeadingPad {
    /** The sign bit of a sealed state. */
    static final long SEALED = Long.MIN_VALUE;
    /** {@link #countedHighWater} before the epoch has counted a step back: below every tick. */
    static final long NONE_COUNTED = Long.MIN_VALUE;
    private static final VarHandle STATE;
    private static final VarHandle HIGH_WATER;
    private static final VarHandle COUNTED;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            STATE = lookup.findVarHandle(EpochFields.class, "state", long.class);
            HIGH_WATER = lookup.findVarHandle(EpochFields.class, "highWaterTick", long.class);
            COUNTED = lookup.findVarHandle(EpochFields.class, "countedHighWater", long.class);
        } catch (ReflectiveOperationException ex) {
            throw new ExceptionInInitializerError(ex);
        }
    }

    final long base;
    /**
     * The first relative tick whose positions the add path does not hand out without the slow
     * checks: the seal tick, or the first tick the timestamp cannot hold if that comes first. An
     * add can carry the state into such a tick (an undo may fail), and the CAS path's checks on
     * a change of tick would then no longer stand between the state and an id.
     */
    final long addBound;
    private volatile long state;
    /**
     * The high-water mark, absolute: the latest clock tick a position of this epoch has jumped to
     * (or the tick the epoch started from). It only grows, by {@link #raiseHighWater}'s CAS, and is
     * never above a position this epoch has reached (a jump raises it after its CAS moved the state
     * to that tick). The lead is measured from it, and a clock more than the step-back threshold
     * below it is a step back ({@link StepBackPolicy}). It belongs to the epoch so that a re-anchor,
     * which installs a new epoch with a lower mark, cannot be undone by a raise racing it: such a
     * raise lands on the old epoch, which no call uses any more.
     */
    private volatile long highWaterTick;
    /** The high-water mark whose step back this epoch has counted ({@link #markCounted}); {@link #NONE_COUNTED} for none. */
    private volatile long countedHighWater;

    EpochFields(long base, long state, long addBound, long highWaterTick, long countedHighWater) {
        this.base = base;
        this.state = state;
        this.addBound = addBound;
        this.highWaterTick = highWaterTick;
        this.countedHighWater = countedHighWater;
    }

    long highWaterVolatile() {
        return highWaterTick;
    }

    /**
     * Raises the high-water mark to absolute tick {@code tick} unless it is already there or
     * above: a read first, and a CAS only when it would raise, so that concurrent raises keep the
     * largest and a mark that is high enough costs no write.
     */
    void raiseHighWater(long tick) {
        long h;
        while ((h = highWaterTick) < tick) {
            if (HIGH_WATER.weakCompareAndSet(this, h, tick)) {
                return;
            }
        }
    }

    long countedHighWaterVolatile() {
        return countedHighWater;
    }

    /**
     * Marks the step back below high-water mark {@code highWater} as counted; true for the one call
     * that marked it. Reads before it writes: while a step back lasts, every slow call asks, and a
     * mark already set costs them no write to the shared line.
     */
    boolean markCounted(long highWater) {
        long counted = countedHighWater;
        return counted != highWater && COUNTED.compareAndSet(this, counted, highWater);
    }

    long stateVolatile() {
        return state;
    }

    boolean casState(long expected, long next) {
        return STATE.compareAndSet(this, expected, next);
    }

    /** Sets the sign bit of the state (seals it) and returns the state before; never fails (volatile semantics). */
    long getAndSealState() {
        return (long) STATE.getAndBitwiseOr(this, SEALED);
    }

    /** Adds {@code delta} to the state and returns the state before (volatile semantics). */
    long getAndAddState(long delta) {
        return (long) STATE.getAndAdd(this, delta);
    }
}
