package dev.seqid;

/**
 * A settable clock that reads milliseconds only: {@link #nanos()} fails the test. For dates past
 * 2262, the last a long of nanoseconds (and so {@code SettableClockSource}) holds, and to prove that
 * a millisecond encoding never reads nanoseconds.
 */
final class MillisOnlyClock implements ClockSource {

    private volatile long millis;

    MillisOnlyClock(long millis) {
        this.millis = millis;
    }

    /** Moves the clock by {@code deltaMillis}, which may be negative. */
    void advance(long deltaMillis) {
        millis += deltaMillis;
    }

    @Override
    public long millis() {
        return millis;
    }

    @Override
    public long nanos() {
        throw new AssertionError("read nanos() of a clock that reads milliseconds only");
    }
}
