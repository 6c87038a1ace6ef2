package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertAll;

import dev.seqid.testing.SeededEntropySource;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link PositionArithmetic#firstMillisAfter}, the striped view's clock test: a tick's first millisecond
 * past it tells, from the clock's millisecond, what the encoding's current tick tells.
 */
class FirstMillisAfterTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");

    static Stream<String> timedLayouts() {
        return UuidLayout.names().stream().filter(name -> UuidLayout.named(name).timestamp() != null);
    }

    /**
     * {@code millis >= firstMillisAfter(tick)} exactly when the encoding reads the clock past the tick, at every
     * millisecond around the tick's end, for each built-in layout whose ticks are whole milliseconds
     * (and for a 10 ms tick from an epoch that is no whole second); {@link Long#MIN_VALUE} for those
     * read from nanoseconds.
     */
    @ParameterizedTest
    @MethodSource("timedLayouts")
    void aTicksFirstMillisecondPastItAgreesWithTheEncodingsCurrentTick(String name) {
        UuidLayout layout = UuidLayout.named(name);
        PositionState state = WhiteBox.positionState(layout, new SettableClockSource(START), new SeededEntropySource(7), OverflowPolicy.THROW,
                Duration.ZERO);
        TimestampEncoding encoding = layout.timestamp();
        boolean wholeMillis = encoding.ticksPerSecond() <= 1000 && 1000 % encoding.ticksPerSecond() == 0
                && encoding instanceof LinearTimestampEncoding;
        assertThat(state.firstMillisAfter(0) != Long.MIN_VALUE).as("ticks of whole milliseconds").isEqualTo(wholeMillis);
        if (!wholeMillis) {
            assertThat(state.firstMillisAfter(encoding.currentTick(new SettableClockSource(START)))).isEqualTo(Long.MIN_VALUE);
            return;
        }
        assertPastMillisAgree(encoding, state::firstMillisAfter);
    }

    @Test
    void aTickOfTenMillisecondsFromAnOddEpochEndsAtItsLastMillisecond() {
        Instant epoch = Instant.parse("2020-01-01T00:00:00.007Z");
        LinearTimestampEncoding tens = (LinearTimestampEncoding) TimestampEncoding.linear(epoch, 100, 40);
        assertPastMillisAgree(tens, tens::firstMillisAfter);
        assertThat(tens.firstMillisAfter(0)).isEqualTo(epoch.toEpochMilli() + 10);
        assertThat(tens.firstMillisAfter(41)).isEqualTo(epoch.toEpochMilli() + 420);
    }

    @Test
    void aTickReadFromNanosecondsHasNoFirstMillisecond() {
        LinearTimestampEncoding micros = (LinearTimestampEncoding) TimestampEncoding.linear(Instant.EPOCH, 1_000_000, 60);
        assertThat(micros.firstMillisAfter(12_345)).isEqualTo(Long.MIN_VALUE);
    }

    @Test
    void aTickWhoseEndDoesNotFitInALongIsNeverPast() {
        LinearTimestampEncoding seconds = (LinearTimestampEncoding) TimestampEncoding.linear(Instant.EPOCH, 1, 64);
        assertThat(seconds.firstMillisAfter(Long.MAX_VALUE / 1000)).isEqualTo(Long.MAX_VALUE);
        assertThat(seconds.firstMillisAfter(Long.MAX_VALUE / 1000 - 2)).isEqualTo((Long.MAX_VALUE / 1000 - 1) * 1000);
    }

    private static void assertPastMillisAgree(TimestampEncoding encoding, LongUnaryOperator firstMillisAfter) {
        SettableClockSource clock = new SettableClockSource(START);
        long tick = encoding.currentTick(clock);
        long past = firstMillisAfter.applyAsLong(tick);
        List<Executable> checks = new ArrayList<>();
        for (long m = past - 1500; m <= past + 1500; m++) {
            clock.set(Instant.ofEpochMilli(m));
            long millis = m;
            boolean clockPast = encoding.currentTick(clock) > tick;
            checks.add(() -> assertThat(millis >= past).as("millisecond %d against tick %d's first past millisecond %d", millis, tick, past)
                    .isEqualTo(clockPast));
        }
        assertAll(checks);
    }
}
