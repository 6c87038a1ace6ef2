package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The edges of the timestamp encodings: the widths and ticks at their limits, the first and last
 * instant each can encode, which clock reading a linear encoding uses, and the exact text of
 * {@code toString}. Expected instants are worked by hand from each encoding's definition (ticks of
 * {@code 1 / ticksPerSecond} since the epoch; SQL Server datetime: days since 1900-01-01 and 1/300 s
 * ticks of the day).
 */
class TimestampEncodingBoundaryTest {

    private static final Instant SQL_EPOCH = Instant.parse("1900-01-01T00:00:00Z");

    /** A clock that can only read nanoseconds. */
    private static final class NanosOnlyClock implements ClockSource {
        private final long nanos;

        NanosOnlyClock(long nanos) {
            this.nanos = nanos;
        }

        @Override
        public long millis() {
            throw new AssertionError("read millis() of a clock the encoding should read in nanoseconds");
        }

        @Override
        public long nanos() {
            return nanos;
        }
    }

    // ---------------------------------------------------------------- linear

    @Test
    void aLinearEncodingIsOneToSixtyFourBitsWide() {
        assertThat(TimestampEncoding.linear(Instant.EPOCH, 1000, 1).maxTick()).isEqualTo(1);
        assertThat(TimestampEncoding.linear(Instant.EPOCH, 1000, 64).maxTick()).isEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 1000, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timestamp bits must be 1 to 64, got 0");
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 1000, 65))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timestamp bits must be 1 to 64, got 65");
    }

    @Test
    void theEpochIsTickZeroAndTheLastTickIsStillEncodable() {
        TimestampEncoding fourBitSeconds = TimestampEncoding.linear(Instant.EPOCH, 1, 4);
        assertThat(fourBitSeconds.tickOf(Instant.EPOCH)).isZero();
        assertThat(fourBitSeconds.tickOf(Instant.parse("1970-01-01T00:00:15.999Z"))).isEqualTo(15);
        assertThatThrownBy(() -> fourBitSeconds.tickOf(Instant.parse("1970-01-01T00:00:16Z"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> fourBitSeconds.tickOf(Instant.EPOCH.minusNanos(1))).isInstanceOf(IllegalArgumentException.class);
        assertThat(TimestampEncoding.unixMillis48().tickOf(Instant.EPOCH)).isZero();
    }

    @Test
    void anInstantInTheSecondPastTheLastWholeSecondStillEncodesWhenTheEpochHasAFraction() {
        // Epoch at .5 s, 1 tick per second, 1 bit: ticks 0 and 1, so 00:00:02.2 (1.7 s after the epoch) is tick 1.
        TimestampEncoding e = TimestampEncoding.linear(Instant.parse("1970-01-01T00:00:00.500Z"), 1, 1);
        assertThat(e.tickOf(Instant.parse("1970-01-01T00:00:02.200Z"))).isEqualTo(1);
        assertThat(e.tickOf(Instant.parse("1970-01-01T00:00:02.499999999Z"))).isEqualTo(1);
        assertThatThrownBy(() -> e.tickOf(Instant.parse("1970-01-01T00:00:02.500Z"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMillisecondEncodingReadsTheClocksMilliseconds() {
        // The cheap clock reading, for ticks of whole milliseconds and an epoch on a millisecond.
        long nowMillis = 1_735_787_045_678L;
        assertThat(TimestampEncoding.unixMillis48().currentTick(new MillisOnlyClock(nowMillis))).isEqualTo(nowMillis);
        Instant epoch5ms = Instant.parse("1970-01-01T00:00:00.005Z");
        assertThat(TimestampEncoding.linear(epoch5ms, 1000, 48).currentTick(new MillisOnlyClock(nowMillis))).isEqualTo(nowMillis - 5);
        assertThat(TimestampEncoding.linear(Instant.EPOCH, 1, 48).currentTick(new MillisOnlyClock(nowMillis))).isEqualTo(1_735_787_045L);
    }

    @Test
    void aSubMillisecondEncodingOrAnEpochOffAMillisecondReadsTheClocksNanoseconds() {
        long nowNanos = 1_735_787_045_678_901_234L;
        // 1/4096 ms: 678,901,234 ns into the second is floor(678,901,234 * 4,096,000 / 10^9) = 2,780,779 ticks
        assertThat(TimestampEncoding.linear(Instant.EPOCH, 4_096_000, 60).currentTick(new NanosOnlyClock(nowNanos)))
                .isEqualTo(1_735_787_045L * 4_096_000 + 2_780_779);
        // Milliseconds since an epoch half a millisecond past the Unix epoch: 678901234 - 500000 ns = 678.401234 ms
        Instant halfMs = Instant.parse("1970-01-01T00:00:00.000500Z");
        assertThat(TimestampEncoding.linear(halfMs, 1000, 48).currentTick(new NanosOnlyClock(nowNanos))).isEqualTo(1_735_787_045_678L);
    }

    @Test
    void linearEncodingsHashAlikeWhenEqualAndDifferentlyWhenNot() {
        TimestampEncoding a = TimestampEncoding.linear(Instant.EPOCH, 1000, 48);
        assertThat(a.hashCode()).isEqualTo(TimestampEncoding.unixMillis48().hashCode());
        assertThat(a.hashCode()).isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH, 1000, 47).hashCode());
        assertThat(a.hashCode()).isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH, 1001, 48).hashCode());
    }

    @Test
    void aLinearEncodingDescribesItsEpochRateAndWidth() {
        assertThat(TimestampEncoding.unixMillis48().toString())
                .isEqualTo("TimestampEncoding.linear(1970-01-01T00:00:00Z, 1000 per second, 48 bits)");
        assertThat(TimestampEncoding.linear(Instant.parse("1582-10-15T00:00:00Z"), 10_000_000, 60).toString())
                .isEqualTo("TimestampEncoding.linear(1582-10-15T00:00:00Z, 10000000 per second, 60 bits)");
    }

    // ---------------------------------------------------------------- SQL Server datetime

    @Test
    void sqlServerDatetimeStartsAt1900WithTickZero() {
        assertThat(SqlServerDateTimeEncoding.TICKS.tickOf(SQL_EPOCH)).isZero();
        assertThat(SqlServerDateTimeEncoding.HUNDRED_NANOS.tickOf(SQL_EPOCH)).isZero();
        assertThatThrownBy(() -> SqlServerDateTimeEncoding.TICKS.tickOf(SQL_EPOCH.minusNanos(100))).isInstanceOf(IllegalArgumentException.class);
        assertThat(SqlServerDateTimeEncoding.TICKS.instantOf(0)).isEqualTo(SQL_EPOCH);
        assertThat(SqlServerDateTimeEncoding.HUNDRED_NANOS.instantOf(0)).isEqualTo(SQL_EPOCH);
    }

    @Test
    void sqlServerDatetimeInstantOfAcceptsTheLastTickAndRejectsOneMore() {
        // Day 65,535 is the last: 65,536 days of 864,000,000,000 units of 100 ns.
        long maxHundredNanos = 65_536L * 864_000_000_000L - 1;
        SqlServerDateTimeEncoding hn = SqlServerDateTimeEncoding.HUNDRED_NANOS;
        assertThat(hn.maxTick()).isEqualTo(maxHundredNanos);
        assertThat(hn.instantOf(maxHundredNanos)).isEqualTo(SQL_EPOCH.plus(Duration.ofDays(65_536)).minusNanos(100));
        assertThatThrownBy(() -> hn.instantOf(maxHundredNanos + 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> hn.instantOf(-1)).isInstanceOf(IllegalArgumentException.class);

        long maxTicks = 65_536L * 25_920_000L - 1;
        SqlServerDateTimeEncoding t = SqlServerDateTimeEncoding.TICKS;
        assertThat(t.maxTick()).isEqualTo(maxTicks);
        // the last 1/300 s tick of day 65,535, 25,919,999, starts at 25,919,999 * 10/3 ms = 863,999,966,666.7 units
        // of 100 ns into the day: the first whole unit is 863,999,966,667
        assertThat(t.instantOf(maxTicks)).isEqualTo(SQL_EPOCH.plus(Duration.ofDays(65_535)).plusNanos(86_399_996_666_700L));
        assertThat(t.tickOf(t.instantOf(maxTicks))).isEqualTo(maxTicks);
        assertThatThrownBy(() -> t.instantOf(maxTicks + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void hundredNanosecondTicksAreHundredNanosecondsEach() {
        // 12,345,678 units of 100 ns = 1.2345678 s
        assertThat(SqlServerDateTimeEncoding.HUNDRED_NANOS.instantOf(12_345_678)).isEqualTo(SQL_EPOCH.plusNanos(1_234_567_800));
    }

    @Test
    void aHundredNanosFieldDecodesToTheFirstHundredNanosOfItsTickOfDay() {
        SqlServerDateTimeEncoding hn = SqlServerDateTimeEncoding.HUNDRED_NANOS;
        // day 0, tick of day 300 (one second): 10,000,000 units of 100 ns
        assertThat(hn.tickOfField(300)).isEqualTo(10_000_000L);
        // day 2, tick of day 3 (10 ms): 2 days + 100,000 units
        assertThat(hn.tickOfField(2L << 32 | 3)).isEqualTo(2 * 864_000_000_000L + 100_000);
        // tick of day 25,920,000 is the next midnight, which RT.Comb accepts when decoding
        assertThat(hn.tickOfField(25_920_000L)).isEqualTo(864_000_000_000L);
    }

    @Test
    void sqlServerDatetimeDescribesItsUnit() {
        assertThat(SqlServerDateTimeEncoding.TICKS.toString()).isEqualTo("SQL Server datetime (days since 1900, 1/300 s ticks)");
        assertThat(SqlServerDateTimeEncoding.HUNDRED_NANOS.toString())
                .isEqualTo("SQL Server datetime (days since 1900, 1/300 s ticks, counted in 100 ns)");
    }
}
