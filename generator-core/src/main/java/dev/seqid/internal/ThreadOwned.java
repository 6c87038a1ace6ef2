package dev.seqid.internal;

/**
 * Per-thread state that one thread owns and that a {@link ThreadSlots} table may hold: its fields
 * come after {@link LeadingPad}'s 128 bytes, as the subclass's hot fields do.
 */
public abstract class ThreadOwned extends LeadingPad {

    /** The one thread that uses this object. */
    final Thread owner;
    /** Misses left before the owner claims its slot again ({@link ThreadSlots#missed}); the owner's alone. */
    int missesLeft;

    protected ThreadOwned(Thread owner) {
        this.owner = owner;
    }
}
