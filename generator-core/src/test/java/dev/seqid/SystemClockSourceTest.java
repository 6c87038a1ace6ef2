package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The system clock: its nanoseconds are {@link Instant#now()}'s, as nanoseconds since the epoch. */
class SystemClockSourceTest {

    /** Nanoseconds since the epoch, worked from an instant without the code under test. */
    static long epochNanos(Instant t) {
        return Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano());
    }

    /**
     * A reading lies between two readings of {@link Instant#now()} taken around it. A wall-clock
     * step between them would void that, so up to three passes are made and one must hold.
     */
    static void assertNanosBracketedByInstantNow(ClockSource clock) {
        String failures = "";
        for (int pass = 0; pass < 3; pass++) {
            long before = epochNanos(Instant.now());
            long read = clock.nanos();
            long after = epochNanos(Instant.now());
            if (read >= before && read <= after) {
                return;
            }
            failures += " " + before + " <= " + read + " <= " + after + "?";
        }
        throw new AssertionError(clock + ".nanos() outside Instant.now():" + failures);
    }

    @Test
    void nanosAreInstantNowInNanosecondsSinceTheEpoch() {
        ClockSource clock = ClockSource.system();
        assertNanosBracketedByInstantNow(clock);
        // and the same time as the milliseconds, to within their resolution
        long millisBefore = System.currentTimeMillis();
        long nanos = clock.nanos();
        long millisAfter = System.currentTimeMillis();
        assertThat(Math.floorDiv(nanos, 1_000_000L)).isBetween(millisBefore - 1000, millisAfter + 1000);
    }

    @Test
    void toStringNamesTheFactoryMethod() {
        assertThat(ClockSource.system()).hasToString("ClockSource.system()");
    }
}
