package dev.seqid;

import java.time.Instant;

/**
 * The settable clock of {@link UuidGeneratorModelTest}, set in ticks of one layout's timestamp. It
 * can be armed to move once during a call: after its next {@code reads} readings it reads a later
 * tick, so that a call under {@link OverflowPolicy#WAIT} that waits for the clock ends, in one
 * thread.
 */
final class ModelClock implements ClockSource {

    private final TimestampEncoding timestamp;
    private long tick;
    private long nanos;
    private long armedTick;
    private long armedNanos;
    private int readsBeforeMove = -1;
    private boolean moved;
    private int readsLeft = -1;

    ModelClock(TimestampEncoding timestamp, long tick) {
        this.timestamp = timestamp;
        set(tick);
    }

    /** Sets the clock to the first nanosecond of {@code tick}. */
    synchronized void set(long tick) {
        Instant at = timestamp.instantOf(tick);
        long n = Math.addExact(Math.multiplyExact(at.getEpochSecond(), 1_000_000_000L), at.getNano());
        this.nanos = n;
        this.readsBeforeMove = -1;
        while (timestamp.currentTick(this) < tick) {
            nanos++;
        }
        if (timestamp.currentTick(this) != tick) {
            throw new AssertionError("no nanosecond of " + timestamp + " reads tick " + tick);
        }
        this.tick = tick;
    }

    synchronized long tick() {
        return tick;
    }

    /** After {@code reads} more readings the clock reads {@code later} (and stays there). */
    synchronized void arm(int reads, long later) {
        long current = tick;
        set(later);
        long laterNanos = nanos;
        set(current);
        this.armedTick = later;
        this.readsBeforeMove = reads;
        this.moved = false;
        this.armedNanos = laterNanos;
    }

    /** Whether the armed move happened; disarms, leaving the clock at the armed tick either way. */
    synchronized boolean settle() {
        boolean m = moved;
        if (readsBeforeMove >= 0 || moved) {
            set(armedTick);
        }
        readsBeforeMove = -1;
        moved = false;
        return m;
    }

    /**
     * Fails the call in progress (an {@link AssertionError} out of the clock) after {@code reads}
     * more readings: for a call the model says does not wait, which would otherwise hang the test.
     * A negative value lifts the limit.
     */
    synchronized void limitReads(int reads) {
        readsLeft = reads;
    }

    private synchronized long read() {
        if (readsLeft == 0) {
            readsLeft = -1;
            throw new AssertionError("the call read the clock too often: it waits for the clock, though the model says it fits the lead");
        } else if (readsLeft > 0) {
            readsLeft--;
        }
        if (readsBeforeMove == 0) {
            nanos = armedNanos;
            tick = armedTick;
            readsBeforeMove = -1;
            moved = true;
        } else if (readsBeforeMove > 0) {
            readsBeforeMove--;
        }
        return nanos;
    }

    @Override
    public long millis() {
        return Math.floorDiv(read(), 1_000_000L);
    }

    @Override
    public long nanos() {
        return read();
    }

    @Override
    public synchronized String toString() {
        return "ModelClock[tick " + tick + "]";
    }
}
