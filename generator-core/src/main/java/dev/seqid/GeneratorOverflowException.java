package dev.seqid;

/**
 * Thrown when a generator cannot hand out another id without running further ahead of the wall
 * clock than its configured maximum lead, under {@link OverflowPolicy#THROW}, or when a thread
 * waiting under {@link OverflowPolicy#WAIT} is interrupted (its interrupt status is kept). The
 * generator's state is unchanged: later calls go on where it stopped.
 */
public final class GeneratorOverflowException extends IllegalStateException {

    GeneratorOverflowException(String message) {
        super(message);
    }
}
