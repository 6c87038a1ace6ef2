package dev.seqid.cli;

import dev.seqid.ClockSource;
import java.time.Instant;

/**
 * The clock of {@code generate --at}: it reads one instant for ever, so every id is stamped with
 * it. The command line's own, rather than a test clock, so that the tool ships no test code.
 */
final class FrozenClock implements ClockSource {

    private final Instant at;
    private final long nanos;

    /**
     * @throws ArithmeticException if {@code at} is outside the range of a long of nanoseconds since
     *                             1970 (1677-09-21 to 2262-04-11), which {@link #nanos()} returns
     */
    FrozenClock(Instant at) {
        this.at = at;
        this.nanos = Math.addExact(Math.multiplyExact(at.getEpochSecond(), 1_000_000_000L), at.getNano());
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
        return "the clock of --at " + at;
    }
}
