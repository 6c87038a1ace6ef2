package dev.seqid.internal;

import dev.seqid.ClockSource;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * {@link ClockSource#cached()}: milliseconds read from a field that a daemon thread, the ticker,
 * refreshes from {@link System#currentTimeMillis()} every {@value #PERIOD_MICROS} µs while readers
 * are many, so that a reader pays a field load instead of a clock call; while readers are few, they
 * read the real clock and the ticker sleeps.
 *
 * <h2>Why the ticker does not always run</h2>
 * A wake-up of the ticker costs the process far more CPU than one clock call (a timed park, some
 * microseconds, against a few tens of nanoseconds), so the ticker pays only while readers make
 * thousands of reads per millisecond: a generator running flat out. A service that makes a few ids a
 * second, or even a hundred thousand, must not keep a thread waking {@code 1000 / 0.25} times a
 * second on its behalf.
 *
 * <h2>States</h2>
 * {@code RUNNING}: the ticker refreshes {@link #millis}; readers load it and, if {@link #used} is
 * false, set it (a write only once per period, so readers do not fight over the line). After
 * {@value #IDLE_PERIODS} periods in a row without a reader the ticker sets {@code DORMANT} and parks.
 * One read per period keeps {@link #used} set, far fewer than pay for the ticker, so the ticker also
 * turns {@code DORMANT} every {@value #PROBE_PERIODS} periods: if reads are still dense, a reader
 * wakes it again within a millisecond; if not (a burst woke it and the rate fell back), it sleeps.
 * {@code DORMANT}: readers read the real clock and count the reads that fall in the same millisecond
 * ({@link #denseMillis}, {@link #denseReads}); the reader that counts {@value #WAKE_READS} of them
 * stores its reading into {@link #millis} (before anyone can see {@code RUNNING} again), wins the CAS
 * back to {@code RUNNING} and unparks the ticker.
 *
 * <p>The dense-read count is racy: plain increments by several readers may lose some, which only
 * delays the wake-up by a few reads; no reader ever gets a wrong time from it. The race where a
 * reader sees {@code RUNNING} just as the ticker turns dormant is benign too: the value it reads is
 * at most a few periods old. Readers get a value the real clock gave, while the ticker runs at most
 * one period plus its scheduling delay ago: never ahead of the real clock unless the system steps it
 * back, which leaves the cached value ahead until the ticker's next period. Nanoseconds are always
 * read from the real clock.
 */
public final class CachedMillisClockSource implements ClockSource {

    public static final CachedMillisClockSource SHARED = new CachedMillisClockSource();

    static final int PERIOD_MICROS = 250;
    /** Periods without a reader after which the ticker parks: one millisecond. */
    static final int IDLE_PERIODS = 4;
    /**
     * Reads within one millisecond that wake the ticker (2,048,000 reads a second): about where the
     * clock calls it saves (a few tens of nanoseconds each) outweigh the CPU of its
     * {@code 1000 / 0.25} wake-ups a second (each a timed park whose wake-up costs microseconds of CPU).
     */
    static final int WAKE_READS = 2048;
    /** Periods the ticker runs before it turns dormant to see whether reads are still dense (16 ms). */
    static final int PROBE_PERIODS = 64;

    private static final int RUNNING = 0;
    private static final int DORMANT = 1;
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(CachedMillisClockSource.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private volatile long millis;
    private volatile boolean used;
    private volatile int state = DORMANT;
    /** DORMANT only: the millisecond of the reads counted in {@link #denseReads}; racy, see the class comment. */
    private long denseMillis;
    private int denseReads;
    private final Thread ticker;

    private CachedMillisClockSource() {
        ticker = new Thread(this::tick, "seqid-clock-ticker");
        ticker.setDaemon(true);
        // not the context class loader of the thread that first built a generator: the ticker
        // outlives every application, and must not keep the one that happened to start it
        ticker.setContextClassLoader(CachedMillisClockSource.class.getClassLoader());
        ticker.start();
    }

    @Override
    public long millis() {
        if (state == DORMANT) {
            return readDirectly();
        }
        if (!used) {
            used = true;
        }
        return millis;
    }

    /** DORMANT: the real clock, counting dense reads and waking the ticker once they are many. */
    private long readDirectly() {
        long now = System.currentTimeMillis();
        if (now != denseMillis) {
            denseMillis = now;
            denseReads = 1;
        } else if (++denseReads >= WAKE_READS) {
            wake(now);
        }
        return now;
    }

    /**
     * Publishes {@code now} and wakes the ticker; out of line, so that the reading path every call
     * compiles stays small (it runs once per dense burst, not per read).
     */
    private void wake(long now) {
        denseReads = 0;
        millis = now;
        if (STATE.compareAndSet(this, DORMANT, RUNNING)) {
            LockSupport.unpark(ticker);
        }
    }

    @Override
    public long nanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private void tick() {
        long period = TimeUnit.MICROSECONDS.toNanos(PERIOD_MICROS);
        int idle = 0;
        int running = 0;
        for (;;) {
            if (state == DORMANT) {
                LockSupport.park(this);
                idle = 0;
                running = 0;
                continue;
            }
            millis = System.currentTimeMillis();
            if (used) {
                used = false;
                idle = 0;
            } else if (++idle >= IDLE_PERIODS) {
                state = DORMANT;
                continue;
            }
            if (++running >= PROBE_PERIODS) {
                state = DORMANT; // dense readers wake it again within a millisecond
                continue;
            }
            LockSupport.parkNanos(this, period);
        }
    }

    @Override
    public String toString() {
        return "ClockSource.cached()";
    }
}
