package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The cached clock's two modes on the process-wide instance: the ticker runs while reads are dense
 * (hundreds per millisecond) and sleeps while they are sparse; a sparse reading is the real clock,
 * and while the ticker runs a reading trails it by about a period. The waits are generous bounds
 * (seconds) for a loaded machine; the ticker itself switches within a millisecond or two.
 *
 * <p>The real clock is {@link System#currentTimeMillis()}, which the system may step (NTP, a
 * resumed virtual machine): a reading cached just before a step back is ahead of the clock until
 * the ticker's next period. So "never ahead" is asserted only where the wall clock did not step,
 * which {@link #wallClockStepped} tells against the monotonic {@link System#nanoTime()}.
 *
 * <p>The ticker's mode is read from its thread, as any observer could: asleep for good it is
 * {@link Thread.State#WAITING} (parked without a timeout); ticking it is runnable or parked for a
 * period ({@link Thread.State#TIMED_WAITING}).
 */
class CachedMillisClockSourceTest {

    private static final CachedMillisClockSource CLOCK = CachedMillisClockSource.SHARED;
    private static final long BOUND_NANOS = Duration.ofSeconds(5).toNanos();
    private static final Thread TICKER = tickerThread();

    private static Thread tickerThread() {
        CLOCK.millis(); // the shared instance, and so its ticker, exists from here on
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("seqid-clock-ticker")).findFirst()
                .orElseThrow(() -> new AssertionError("no thread named seqid-clock-ticker"));
    }

    private static boolean ticking() {
        return TICKER.getState() != Thread.State.WAITING;
    }

    /** Reads densely until the ticker runs; returns whether it did within the bound. */
    private static boolean readDenselyUntilTicking() {
        long deadline = System.nanoTime() + BOUND_NANOS;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < 10_000; i++) {
                CLOCK.millis();
            }
            if (ticking()) {
                return true;
            }
        }
        return false;
    }

    /** Waits without reading until the ticker sleeps; returns whether it did within the bound. */
    private static boolean idleUntilDormant() throws InterruptedException {
        long deadline = System.nanoTime() + BOUND_NANOS;
        while (ticking() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        return !ticking();
    }

    @Test
    void denseReadsWakeTheTickerAndItSleepsWhenTheyStop() throws InterruptedException {
        assertThat(readDenselyUntilTicking()).as("the ticker runs under dense reads").isTrue();
        assertThat(idleUntilDormant()).as("the ticker sleeps once reads stop").isTrue();
        assertThat(readDenselyUntilTicking()).as("and wakes again").isTrue();
    }

    @Test
    void sparseReadsNeverWakeTheTicker() throws InterruptedException {
        assertThat(idleUntilDormant()).isTrue();
        // 100 reads a second for half a second, far below the wake rate of 2,048 reads in one millisecond.
        for (int i = 0; i < 50; i++) {
            long nanosBefore = System.nanoTime();
            long before = System.currentTimeMillis();
            long read = CLOCK.millis();
            long after = System.currentTimeMillis();
            if (read < before || read > after) {
                assertThat(wallClockStepped(before, nanosBefore)).as("a sparse read (%d) is the real clock (%d to %d), unless it stepped", read,
                        before, after).isTrue();
            }
            assertThat(ticking()).as("ticker after sparse read %d", i).isFalse();
            Thread.sleep(10);
        }
    }

    /**
     * A burst wakes the ticker; reads that then fall to a few per period (each period's first read
     * would keep it marked as used) must not keep it running: it sees at its next probe that they are
     * too few to pay for it.
     */
    @Test
    void afterABurstAFewReadsPerPeriodLetTheTickerSleep() {
        assertThat(readDenselyUntilTicking()).isTrue();
        long sparseUntil = System.nanoTime() + BOUND_NANOS;
        boolean dormant = false;
        while (!dormant && System.nanoTime() < sparseUntil) {
            CLOCK.millis(); // about 20 reads a millisecond, several per period
            spin(50_000);
            dormant = !ticking();
        }
        assertThat(dormant).as("the ticker sleeps under a few reads per period").isTrue();
        for (int i = 0; i < 400; i++) { // 20 ms more of the same rate: it stays asleep
            CLOCK.millis();
            spin(50_000);
            assertThat(ticking()).as("ticker after sparse read %d", i).isFalse();
        }
    }

    /** Busy-waits {@code nanos} (a timed park may sleep far longer on a loaded machine, and would thin the reads). */
    private static void spin(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /**
     * While the ticker runs, a reading is what the real clock said at most a period (plus the
     * ticker's scheduling delay) ago: never ahead of a real reading taken after it, and not far
     * behind. A wall-clock step during the pass voids that for the reads around it, so a pass
     * with a reading out of bounds is measured again (up to three times) if the wall clock
     * stepped meanwhile, and fails if it did not.
     */
    @Test
    void whileTickingReadingsTrailTheRealClockByAboutAPeriod() {
        for (int pass = 1; ; pass++) {
            long wallStart = System.currentTimeMillis();
            long nanosStart = System.nanoTime();
            assertThat(readDenselyUntilTicking()).isTrue();
            long ahead = 0;
            String firstAhead = null;
            long worstLag = 0;
            for (int i = 0; i < 1_000_000; i++) {
                long cached = CLOCK.millis();
                long real = System.currentTimeMillis();
                if (cached > real && ahead++ == 0) {
                    firstAhead = "read " + i + ": " + cached + " > " + real;
                }
                worstLag = Math.max(worstLag, real - cached);
            }
            // One period is 0.25 ms; a loaded machine may deschedule the ticker for a while.
            boolean inBounds = ahead == 0 && worstLag < 1000;
            if (inBounds || pass == 3 || !wallClockStepped(wallStart, nanosStart)) {
                assertThat(ahead).as("readings ahead of the real clock (pass %d), the first %s", pass, firstAhead).isZero();
                assertThat(worstLag).as("worst lag in ms (pass %d)", pass).isLessThan(1000);
                return;
            }
        }
    }

    @Test
    void nanosAreInstantNowInNanosecondsSinceTheEpoch() {
        // Between two readings of Instant.now() around it; a wall-clock step between them voids that, so one of three passes must hold.
        String failures = "";
        for (int pass = 0; pass < 3; pass++) {
            long before = epochNanos(java.time.Instant.now());
            long read = CLOCK.nanos();
            long after = epochNanos(java.time.Instant.now());
            if (read >= before && read <= after) {
                return;
            }
            failures += " " + before + " <= " + read + " <= " + after + "?";
        }
        throw new AssertionError("nanos() outside Instant.now():" + failures);
    }

    /** Nanoseconds since the epoch, worked from an instant without the code under test. */
    private static long epochNanos(java.time.Instant t) {
        return Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano());
    }

    @Test
    void toStringNamesTheFactoryMethod() {
        assertThat(dev.seqid.ClockSource.cached()).isSameAs(CLOCK).hasToString("ClockSource.cached()");
    }

    /**
     * Dense reads are reads within one millisecond: reads spread over many milliseconds, a few per
     * millisecond, never wake the ticker, however many they are in all (here about 6,000, well over
     * the 2,048 that wake it when they fall in one millisecond).
     */
    @Test
    void manyReadsSpreadOverManyMillisecondsNeverWakeTheTicker() throws InterruptedException {
        assertThat(idleUntilDormant()).isTrue();
        int reads = 0;
        long lastMillis = System.currentTimeMillis();
        int readsThisMillisecond = 0;
        while (reads < 6_000) {
            long now = System.currentTimeMillis();
            if (now != lastMillis) {
                lastMillis = now;
                readsThisMillisecond = 0;
            }
            if (readsThisMillisecond < 20) {
                CLOCK.millis();
                reads++;
                readsThisMillisecond++;
                assertThat(ticking()).as("ticker after read %d", reads).isFalse();
            } else {
                Thread.onSpinWait();
            }
        }
    }

    /**
     * Whether the wall clock stepped since it read {@code wallStart} with {@link System#nanoTime()}
     * at {@code nanosStart}: the two have since moved apart by more than 5 ms. Slewing moves them
     * apart by at most 0.5 ms a second; a thread descheduled between the two start readings may
     * also show a gap (a false "stepped", which costs only a pass).
     */
    private static boolean wallClockStepped(long wallStart, long nanosStart) {
        long wallMillis = System.currentTimeMillis() - wallStart;
        long monotonicMillis = (System.nanoTime() - nanosStart) / 1_000_000;
        return Math.abs(wallMillis - monotonicMillis) > 5;
    }
}
