package dev.seqid;

/**
 * Thrown when a generator cannot hand out another id without running further ahead of the wall
 * clock than its configured maximum lead, under {@link OverflowPolicy#THROW}, or when a thread
 * waiting under {@link OverflowPolicy#WAIT} is interrupted (its interrupt status is kept).
 *
 * <p>The generator stays consistent and usable. A failing call hands out no id. Normally it has
 * reserved nothing either, and the next call may succeed as soon as the clock moves. In one rare
 * race of {@link UuidGenerator#next()}'s lock-free fast path (a thread that read the state, was
 * descheduled while others spent the counter at the lead's limit, then added) the failing call
 * has used up a position one tick past the lead: that position is never handed out, and later
 * calls also throw until the clock has moved on by that tick. A batch too large for one
 * reservation may fail part-way: the ids it wrote before the exception are valid, handed-out ids;
 * the rest of the destination is untouched. {@link UuidGenerator#tryNext(java.util.UUID[], int, int)}
 * throws it only when it could make no id at all.
 */
public final class GeneratorOverflowException extends IllegalStateException {

    GeneratorOverflowException(String message) {
        super(message);
    }
}
