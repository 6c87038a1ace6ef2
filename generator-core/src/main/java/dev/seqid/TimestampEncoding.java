package dev.seqid;

import java.time.Duration;
import java.time.Instant;

/**
 * How a layout turns wall-clock time into the bits of its timestamp field, and back.
 *
 * <p>The generator works with <em>ticks</em>: a linear count of the encoding's time unit since its
 * epoch, which it may step past the clock (one tick at a time) to stay unique. {@link #fieldOf}
 * maps a tick to the bits written into the id; for linear encodings the two are the same number.
 *
 * <p>Sealed: the generator trusts, without checking per id, that {@link #fieldOf} never decreases as
 * the tick grows and always fits in {@link #bits()} bits for ticks 0 to {@link #maxTick()}. The
 * implementations here keep that; {@link #linear} makes any other linear count. They are immutable
 * and thread-safe, and two encodings are {@code equals} when they encode every instant alike.
 */
public sealed interface TimestampEncoding permits LinearTimestampEncoding, SqlServerDateTimeEncoding {

    /**
     * Width of the timestamp field in bits (1 to 64; a 64-bit field holds ticks up to 2^63 - 1).
     *
     * @return the field width in bits, 1 to 64
     */
    int bits();

    /**
     * Ticks per second: the encoding's precision.
     *
     * @return the number of ticks in one second, at least 1 (1000 for milliseconds)
     */
    long ticksPerSecond();

    /**
     * The largest tick the field can hold.
     *
     * @return the largest valid tick; valid ticks run from 0 to it
     */
    long maxTick();

    /**
     * The current tick of {@code clock}; may lie outside {@code [0, maxTick()]} if the clock does.
     *
     * @param clock the clock to read
     * @return the clock's current time in ticks since the encoding's epoch
     */
    long currentTick(ClockSource clock);

    /**
     * The tick of {@code instant}, rounded down to the encoding's precision.
     *
     * @param instant the instant to encode
     * @return its tick, 0 to {@link #maxTick()}
     * @throws IllegalArgumentException if the instant lies outside the range the field can encode
     */
    long tickOf(Instant instant);

    /**
     * The first instant of {@code tick} that {@link #tickOf} maps back to it: the tick's start,
     * rounded up to a whole nanosecond where a tick is not a whole number of them (RFC 9562's 1/4096
     * ms). So {@code tickOf(instantOf(k)) == k}, and a range scan built from a decoded instant
     * includes the id it came from.
     *
     * @param tick a tick, 0 to {@link #maxTick()}
     * @return the tick's first instant, at nanosecond precision
     * @throws IllegalArgumentException if the tick lies outside {@code [0, maxTick()]}
     */
    Instant instantOf(long tick);

    /**
     * The field bits that encode {@code tick}.
     *
     * @param tick a tick, 0 to {@link #maxTick()}
     * @return the field value, in the low {@link #bits()} bits; {@code tick} itself for a linear encoding
     */
    default long fieldOf(long tick) {
        return tick;
    }

    /**
     * The tick that field bits {@code field} encode.
     *
     * @param field the timestamp field, in the low {@link #bits()} bits
     * @return its tick; {@code field} itself for a linear encoding
     * @throws IllegalArgumentException if the bits are not a valid timestamp of this encoding
     */
    default long tickOfField(long field) {
        return field;
    }

    /**
     * The duration of {@code ticks} ticks (rounded down to whole nanoseconds).
     *
     * @param ticks a number of ticks; may be negative
     * @return that many ticks as a duration
     */
    default Duration durationOf(long ticks) {
        long tps = ticksPerSecond();
        return Duration.ofSeconds(Math.floorDiv(ticks, tps), Math.floorMod(ticks, tps) * 1_000_000_000L / tps);
    }

    /**
     * RFC 9562 {@code unix_ts_ms}: 48 bits of milliseconds since 1970-01-01T00:00:00Z.
     *
     * @return the 48-bit millisecond encoding of version 7 ids
     */
    static TimestampEncoding unixMillis48() {
        return LinearTimestampEncoding.UNIX_MILLIS_48;
    }

    /**
     * A linear count of {@code 1 / ticksPerSecond} seconds since {@code epoch}, in {@code bits} bits.
     *
     * @param epoch          the instant of tick 0
     * @param ticksPerSecond the precision: 1000 for milliseconds, 10,000,000 for 100 ns, 4,096,000
     *                       for RFC 9562's sub-millisecond fraction (1/4096 ms), 1 to 1,000,000,000
     * @param bits           field width, 1 to 64
     * @return the encoding
     */
    static TimestampEncoding linear(Instant epoch, long ticksPerSecond, int bits) {
        return new LinearTimestampEncoding(epoch, ticksPerSecond, bits);
    }
}
