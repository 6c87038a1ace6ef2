package dev.seqid;

/**
 * What a generator does when its counter is spent and borrowing the next tick would take it further
 * ahead of the wall clock than its maximum lead allows.
 */
public enum OverflowPolicy {

    /**
     * Wait (spinning briefly, then parking) until the clock has moved on far enough. The call takes
     * longer but never fails, unless the waiting thread is interrupted.
     */
    WAIT,

    /** Throw {@link GeneratorOverflowException} at once; the generator stays usable and unchanged. */
    THROW
}
