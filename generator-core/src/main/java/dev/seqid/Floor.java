package dev.seqid;

/**
 * The position every id of a generator lies above ({@link UuidGenerator.Builder#after}): an
 * absolute tick and a counter, or {@link #NONE}. A generator starts at it when the clock is not
 * past it, and a re-anchor never goes to or below it.
 *
 * @param tick    the absolute tick of the floor; {@link Long#MIN_VALUE} for none
 * @param counter the counter of the floor in its tick
 */
record Floor(long tick, long counter) {

    /** No floor: below every position. */
    static final Floor NONE = new Floor(Long.MIN_VALUE, 0);

    /** Whether position ({@code tick}, {@code counter}) lies at or below this floor. */
    boolean isAtOrAbove(long tick, long counter) {
        return tick < this.tick || (tick == this.tick && counter <= this.counter);
    }
}
