package dev.seqid;

/**
 * What a generator does when its counter is spent and borrowing the next tick would take it further
 * ahead of the wall clock than its maximum lead allows.
 */
public enum OverflowPolicy {

    /**
     * Wait until the clock has moved on far enough: the thread parks for 50 µs at a time and looks
     * again. The call takes longer but never fails, unless the waiting thread is interrupted. Code
     * that must not block a thread (reactive pipelines, coroutines) uses
     * {@link UuidGenerator#tryNext(java.util.UUID[], int, int)} instead, which never waits.
     */
    WAIT,

    /**
     * Throw {@link GeneratorOverflowException} at once; the generator stays usable (see the
     * exception for the one race in which the failing call has used up a position).
     */
    THROW
}
