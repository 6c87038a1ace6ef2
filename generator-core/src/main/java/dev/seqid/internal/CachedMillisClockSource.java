package dev.seqid.internal;

import dev.seqid.ClockSource;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * {@link ClockSource#cached()}: milliseconds read from a field that a daemon thread, the ticker,
 * refreshes from {@link System#currentTimeMillis()} every {@value #PERIOD_MICROS} µs, so a reader
 * pays a field load instead of a clock call (about 24 ns on our machines).
 *
 * <h2>States</h2>
 * {@code RUNNING}: the ticker refreshes {@link #millis}; readers load it and, if {@link #used} is
 * false, set it (a write only once per period, so readers do not fight over the line).
 * {@code DORMANT}: after {@value #IDLE_TICKS} periods without a reader the ticker parks for good;
 * a reader that finds the source dormant reads the real clock, stores it into {@link #millis}
 * (before anyone can see {@code RUNNING} again), wins the CAS back to {@code RUNNING} and unparks
 * the ticker. The race where a reader sees {@code RUNNING} just as the ticker turns dormant is
 * benign: the value it reads is at most one period old.
 *
 * <p>Readers get a value that is at most one period plus the ticker's scheduling delay behind the
 * real clock, never ahead of it. Nanoseconds are always read from the real clock.
 */
public final class CachedMillisClockSource implements ClockSource {

    public static final CachedMillisClockSource SHARED = new CachedMillisClockSource();

    static final int PERIOD_MICROS = 250;
    static final int IDLE_TICKS = 4000;

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
    private final Thread ticker;

    private CachedMillisClockSource() {
        ticker = new Thread(this::tick, "seqid-clock-ticker");
        ticker.setDaemon(true);
        ticker.start();
    }

    @Override
    public long millis() {
        if (state == DORMANT) {
            return wake();
        }
        if (!used) {
            used = true;
        }
        return millis;
    }

    private long wake() {
        long now = System.currentTimeMillis();
        millis = now;
        if (STATE.compareAndSet(this, DORMANT, RUNNING)) {
            LockSupport.unpark(ticker);
        }
        return now;
    }

    @Override
    public long nanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private void tick() {
        long period = TimeUnit.MICROSECONDS.toNanos(PERIOD_MICROS);
        int idle = 0;
        for (;;) {
            if (state == DORMANT) {
                LockSupport.park(this);
                idle = 0;
                continue;
            }
            millis = System.currentTimeMillis();
            if (used) {
                used = false;
                idle = 0;
            } else if (++idle >= IDLE_TICKS) {
                state = DORMANT;
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
