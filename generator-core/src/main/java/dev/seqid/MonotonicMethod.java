package dev.seqid;

/**
 * How a layout keeps ids of one timestamp tick increasing: the three methods of RFC 9562 section 6.2.
 *
 * <p>Whatever the method, the generator keeps one (tick, counter) position that only moves forward;
 * when the counter runs out, it carries into the next tick (borrowing time ahead of the clock).
 */
public enum MonotonicMethod {

    /**
     * Method 1, fixed bit-length dedicated counter: a counter right after the timestamp, seeded with
     * random bits at each new tick (its top bit 0, the rollover guard) and incremented by one per id.
     */
    DEDICATED_COUNTER,

    /**
     * Method 2, monotonic random: the counter bits right after the timestamp are seeded randomly at
     * each new tick and grow by a random positive increment per id, so that the next id is not
     * guessable from the last. The random bits after the counter are fresh for every id.
     */
    MONOTONIC_RANDOM,

    /**
     * Method 3, increased clock precision: the timestamp is extended into the next bits (for v7,
     * {@code rand_a} holds the fraction of the millisecond times 4096), and it steps at least one
     * tick per id; an optional counter after it works as with {@link #DEDICATED_COUNTER}.
     */
    CLOCK_PRECISION
}
