package dev.seqid;

/**
 * Thrown when a generator cannot hand out another id without running further ahead of the wall
 * clock than its configured maximum lead, under {@link OverflowPolicy#THROW}, or when a thread
 * waiting under {@link OverflowPolicy#WAIT} is interrupted (its interrupt status is kept). The
 * generator stays consistent: the failing call reserved nothing, later calls go on where it
 * stopped. A batch too large for one reservation may fail part-way: the ids it wrote before the
 * exception are valid, handed-out ids; the rest of the destination is untouched.
 */
public final class GeneratorOverflowException extends IllegalStateException {

    GeneratorOverflowException(String message) {
        super(message);
    }
}
