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
 * {@link LeadingPad}, then {@link EpochFields} ({@code base}, {@code addBound}, {@code state}),
 * then the 128 bytes of this class.
 */
final class Epoch extends EpochFields {
    /** 128 bytes after the fields; longs are enough, as no class extends this one. */
    long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;

    Epoch(long base, long state, long addBound) {
        super(base, state, addBound);
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
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(EpochFields.class, "state", long.class);
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

    EpochFields(long base, long state, long addBound) {
        this.base = base;
        this.state = state;
        this.addBound = addBound;
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
