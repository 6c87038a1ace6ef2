package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Linear timestamp encodings, checked against the published RFC 9562 vectors and BigInteger arithmetic. */
class TimestampEncodingTest {

    private static final Instant VECTOR_INSTANT = Instant.parse("2022-02-22T19:22:22Z");
    private static final Instant GREGORIAN = Instant.parse("1582-10-15T00:00:00Z");

    @Test
    void unixMillis48() {
        TimestampEncoding e = TimestampEncoding.unixMillis48();
        assertThat(e.bits()).isEqualTo(48);
        assertThat(e.ticksPerSecond()).isEqualTo(1000);
        assertThat(e.maxTick()).isEqualTo((1L << 48) - 1);
        assertThat(e.tickOf(VECTOR_INSTANT)).isEqualTo(1645557742000L);
        assertThat(e.instantOf(1645557742000L)).isEqualTo(VECTOR_INSTANT);
        assertThat(e.instantOf(0)).isEqualTo(Instant.EPOCH);
        assertThat(e.tickOf(VECTOR_INSTANT.plusNanos(999_999))).isEqualTo(1645557742000L);
        assertThat(e.currentTick(new SettableClockSource(VECTOR_INSTANT.plusNanos(999_999)))).isEqualTo(1645557742000L);
        assertThat(e.durationOf(1500)).isEqualTo(Duration.ofMillis(1500));
    }

    @Test
    void gregorian100NanosecondTicksMatchTheV1AndV6Vectors() {
        // v6 1EC9414C-232A-6B00-...: time_high 1EC9414C, time_mid 232A, time_low B00 -> 0x1EC9414C232AB00
        // v1 C232AB00-9414-11EC-...: time_low C232AB00, time_mid 9414, time_hi 1EC -> the same 60 bits
        long fromV6 = (0x1EC9414CL << 28) | (0x232AL << 12) | 0xB00L;
        long fromV1 = (0x1ECL << 48) | (0x9414L << 32) | 0xC232AB00L;
        assertThat(fromV6).isEqualTo(fromV1);
        TimestampEncoding e = TimestampEncoding.linear(GREGORIAN, 10_000_000, 60);
        assertThat(e.tickOf(VECTOR_INSTANT)).isEqualTo(fromV6);
        assertThat(e.instantOf(fromV6)).isEqualTo(VECTOR_INSTANT);
        assertThat(e.currentTick(new SettableClockSource(VECTOR_INSTANT.plusNanos(99)))).isEqualTo(fromV6);
        assertThat(e.currentTick(new SettableClockSource(VECTOR_INSTANT.plusNanos(100)))).isEqualTo(fromV6 + 1);
    }

    @Test
    void tenNanosecondTicksMatchTheV8Vector() {
        TimestampEncoding e = TimestampEncoding.linear(Instant.EPOCH, 100_000_000, 60);
        assertThat(e.tickOf(VECTOR_INSTANT)).isEqualTo(164555774200000000L);
        assertThat(e.instantOf(164555774200000000L)).isEqualTo(VECTOR_INSTANT);
    }

    @Test
    void subMillisecondEncodingOfRfcMethod3() {
        TimestampEncoding e = TimestampEncoding.linear(Instant.EPOCH, 4_096_000, 60);
        Instant t = VECTOR_INSTANT.plusNanos(456_700); // 0.4567 ms
        assertThat(e.tickOf(t)).isEqualTo(1645557742000L * 4096 + 0x74E);
        assertThat(e.durationOf(4096)).isEqualTo(Duration.ofMillis(1));
        assertThat(e.durationOf(1)).isEqualTo(Duration.ofNanos(244)); // 244.14 ns rounded down
    }

    /** floor((instant - epoch) * tps / 1e9), computed exactly. */
    private static long expectedTick(Instant epoch, long tps, Instant t) {
        BigInteger nanos = BigInteger.valueOf(t.getEpochSecond()).subtract(BigInteger.valueOf(epoch.getEpochSecond()))
                .multiply(BigInteger.valueOf(1_000_000_000L))
                .add(BigInteger.valueOf(t.getNano() - epoch.getNano()));
        BigInteger[] qr = nanos.multiply(BigInteger.valueOf(tps)).divideAndRemainder(BigInteger.valueOf(1_000_000_000L));
        BigInteger q = qr[0];
        if (qr[1].signum() < 0) {
            q = q.subtract(BigInteger.ONE);
        }
        return q.longValueExact();
    }

    @Test
    void currentTickAndTickOfAgreeWithExactArithmeticForManyEncodings() {
        record Enc(Instant epoch, long tps, int bits) {
        }
        List<Enc> encodings = List.of(
                new Enc(Instant.EPOCH, 1000, 48),
                new Enc(Instant.EPOCH, 1, 40),
                new Enc(Instant.EPOCH, 100, 45),
                new Enc(Instant.EPOCH, 4_096_000, 60),
                new Enc(Instant.EPOCH, 1_000_000_000, 63),
                new Enc(Instant.EPOCH, 3, 40),
                new Enc(GREGORIAN, 10_000_000, 60),
                new Enc(Instant.parse("2000-01-01T00:00:00.5Z"), 1, 40), // epoch on a whole ms, ticks of seconds
                new Enc(Instant.parse("2000-01-01T00:00:00.250Z"), 8, 40),
                new Enc(Instant.parse("2020-01-01T00:00:00.000000123Z"), 1000, 48), // epoch off the ms
                new Enc(Instant.parse("2020-01-01T00:00:00.000000123Z"), 7, 40));
        SplittableRandom r = new SplittableRandom(9);
        for (Enc enc : encodings) {
            TimestampEncoding e = TimestampEncoding.linear(enc.epoch(), enc.tps(), enc.bits());
            assertThat(e.maxTick()).isEqualTo((1L << enc.bits()) - 1);
            for (int i = 0; i < 5_000; i++) {
                // between 1970 and 2200, nanosecond resolution
                Instant t = Instant.ofEpochSecond(r.nextLong(7_258_118_400L), r.nextInt(1_000_000_000));
                long expected = expectedTick(enc.epoch(), enc.tps(), t);
                assertThat(e.currentTick(new SettableClockSource(t))).as("%s at %s", e, t).isEqualTo(expected);
                if (expected >= 0 && expected <= e.maxTick()) {
                    assertThat(e.tickOf(t)).as("%s at %s", e, t).isEqualTo(expected);
                    // instantOf gives the start of the tick rounded down to whole nanoseconds: not after
                    // t, less than one tick before it, and less than 1 ns before the exact start
                    Instant start = e.instantOf(expected);
                    assertThat(start).isBeforeOrEqualTo(t);
                    assertThat(Duration.between(start, t).toNanos() * enc.tps()).isLessThan(1_000_000_000L + enc.tps());
                    // the decoded instant is inside the tick: encoding it again gives the tick back
                    assertThat(expectedTick(enc.epoch(), enc.tps(), start)).isEqualTo(expected);
                    assertThat(e.tickOf(start)).isEqualTo(expected);
                } else {
                    Instant bad = t;
                    assertThatThrownBy(() -> e.tickOf(bad)).isInstanceOf(IllegalArgumentException.class);
                }
            }
        }
    }

    @Test
    void rangeChecks() {
        TimestampEncoding e = TimestampEncoding.unixMillis48();
        assertThatThrownBy(() -> e.instantOf(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> e.instantOf(1L << 48)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> e.tickOf(Instant.EPOCH.minusNanos(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside");
        assertThatThrownBy(() -> e.tickOf(Instant.ofEpochMilli(1L << 48))).isInstanceOf(IllegalArgumentException.class);
        assertThat(e.tickOf(Instant.ofEpochMilli((1L << 48) - 1))).isEqualTo((1L << 48) - 1);
        assertThatThrownBy(() -> e.tickOf(Instant.MAX)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> e.tickOf(Instant.MIN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 0, 48)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 1_000_000_001L, 48))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 1000, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimestampEncoding.linear(Instant.EPOCH, 1000, 65)).isInstanceOf(IllegalArgumentException.class);
        // a 64-bit field holds ticks up to 2^63 - 1
        TimestampEncoding wide = TimestampEncoding.linear(Instant.EPOCH, 10_000_000, 64);
        assertThat(wide.maxTick()).isEqualTo(Long.MAX_VALUE);
        assertThat(wide.tickOf(VECTOR_INSTANT)).isEqualTo(16455577420000000L);
        assertThatThrownBy(() -> TimestampEncoding.linear(null, 1000, 48)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void linearEncodingsAreEqualWhenTheyEncodeAlike() {
        TimestampEncoding millis = TimestampEncoding.linear(Instant.EPOCH, 1000, 48);
        assertThat(millis).isEqualTo(TimestampEncoding.unixMillis48()).hasSameHashCodeAs(TimestampEncoding.unixMillis48());
        assertThat(millis).isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH.plusMillis(1), 1000, 48))
                .isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH.plusNanos(1), 1000, 48))
                .isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH, 1001, 48))
                .isNotEqualTo(TimestampEncoding.linear(Instant.EPOCH, 1000, 47))
                .isNotEqualTo(SqlServerDateTimeEncoding.TICKS)
                .isNotEqualTo(null);
    }

    @Test
    void onlyTheLibrarysEncodingsImplementTheInterface() {
        assertThat(TimestampEncoding.class.isSealed()).isTrue();
        assertThat(TimestampEncoding.class.getPermittedSubclasses())
                .containsExactlyInAnyOrder(LinearTimestampEncoding.class, SqlServerDateTimeEncoding.class);
    }
}
