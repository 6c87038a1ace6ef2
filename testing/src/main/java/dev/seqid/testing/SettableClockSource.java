package dev.seqid.testing;

import dev.seqid.ClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A clock that reads whatever it was last set to: for tests that freeze time, step it backwards
 * or jump it ahead, such as tests of code that keys rows with a {@link dev.seqid.UuidGenerator}.
 * Thread-safe; a change is seen by every thread's next read.
 */
public final class SettableClockSource implements ClockSource {

    private volatile long nanos;

    /**
     * A clock that reads {@code start} until it is changed.
     *
     * @param start the instant the clock reads first
     */
    public SettableClockSource(Instant start) {
        set(start);
    }

    /**
     * Sets the time every later read returns.
     *
     * @param instant the new time, which may lie before the current one
     */
    public void set(Instant instant) {
        Objects.requireNonNull(instant, "instant");
        this.nanos = Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
    }

    /**
     * Moves the clock by {@code amount}, which may be negative (a step backwards).
     *
     * @param amount how far to move the clock
     */
    public synchronized void advance(Duration amount) {
        Objects.requireNonNull(amount, "amount");
        this.nanos = Math.addExact(nanos, amount.toNanos());
    }

    /**
     * The instant the clock reads now.
     *
     * @return the current reading, to the nanosecond
     */
    public Instant instant() {
        long n = nanos;
        return Instant.ofEpochSecond(Math.floorDiv(n, 1_000_000_000L), Math.floorMod(n, 1_000_000_000L));
    }

    @Override
    public long millis() {
        return Math.floorDiv(nanos, 1_000_000L);
    }

    @Override
    public long nanos() {
        return nanos;
    }

    @Override
    public String toString() {
        return "SettableClockSource[" + instant() + "]";
    }
}
