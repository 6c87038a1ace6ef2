package dev.seqid;

import java.time.Instant;

/**
 * Supplies the wall-clock time that a generator writes into its ids.
 *
 * <p>A clock source is read on every generated id, so it must be cheap and thread-safe. It need
 * not be monotonic: the generator stays strictly increasing when the clock stands still or steps
 * backwards (see {@link UuidGenerator#lead()}).
 *
 * <p>Production code normally keeps the generator's default, {@link #cached()}, or chooses
 * {@link #system()} for a clock call per id. Tests can inject the settable clock of the
 * {@code seqid-testing} module.
 */
public interface ClockSource {

    /**
     * Milliseconds since 1970-01-01T00:00:00Z, as {@link System#currentTimeMillis()}.
     *
     * @return the current time in milliseconds since the epoch
     */
    long millis();

    /**
     * Nanoseconds since 1970-01-01T00:00:00Z, at whatever resolution the source has. Read only by
     * layouts whose timestamp is finer than a millisecond. Valid until the year 2262.
     *
     * @return the current time in nanoseconds since the epoch
     */
    long nanos();

    /**
     * The operating system's clock: {@link System#currentTimeMillis()} for milliseconds and
     * {@link Instant#now()} (microsecond or better on Linux) for nanoseconds.
     *
     * @return the system clock, a stateless singleton
     */
    static ClockSource system() {
        return SystemClockSource.INSTANCE;
    }

    /**
     * The operating system's clock in milliseconds, cached while it is read thousands of times a
     * millisecond: then a background thread refreshes a field every 250 µs and a read is a field
     * load instead of a clock call, at the price of a value that lags the real clock by up to about
     * a quarter of a millisecond (more if the machine is so loaded that the thread is not
     * scheduled). When reads are fewer, they go to the real clock and the thread sleeps, so a
     * service that makes few ids burns no CPU on it. Never ahead of the real clock. The thread is a
     * daemon. {@link #nanos()} reads the real clock.
     *
     * @return the shared cached clock, the same instance on every call
     */
    static ClockSource cached() {
        return dev.seqid.internal.CachedMillisClockSource.SHARED;
    }
}

/** The operating system's clock; a singleton because it has no state. */
enum SystemClockSource implements ClockSource {
    INSTANCE;

    @Override
    public long millis() {
        return System.currentTimeMillis();
    }

    @Override
    public long nanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    @Override
    public String toString() {
        return "ClockSource.system()";
    }
}
