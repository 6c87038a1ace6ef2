package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The cached clock's two modes on the process-wide instance: the ticker runs while reads are dense
 * (hundreds per millisecond) and sleeps while they are sparse, and a reading is never ahead of the
 * real clock in either mode. The waits are generous bounds (seconds) for a loaded machine; the
 * ticker itself switches within a millisecond or two.
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
                long cached = CLOCK.millis();
                assertThat(cached).isLessThanOrEqualTo(System.currentTimeMillis());
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
            long before = System.currentTimeMillis();
            long read = CLOCK.millis();
            long after = System.currentTimeMillis();
            assertThat(read).as("a sparse read is the real clock").isBetween(before, after);
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

    @Test
    void whileTickingReadingsTrailTheRealClockByAboutAPeriod() {
        assertThat(readDenselyUntilTicking()).isTrue();
        long worstLag = 0;
        for (int i = 0; i < 1_000_000; i++) {
            long cached = CLOCK.millis();
            long real = System.currentTimeMillis();
            assertThat(cached).isLessThanOrEqualTo(real);
            worstLag = Math.max(worstLag, real - cached);
        }
        // One period is 0.25 ms; a loaded machine may deschedule the ticker for a while.
        assertThat(worstLag).as("worst lag in ms").isLessThan(1000);
    }
}
