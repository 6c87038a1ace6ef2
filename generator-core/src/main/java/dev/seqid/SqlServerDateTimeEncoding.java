package dev.seqid;

import java.time.Instant;
import java.util.Objects;

/**
 * SQL Server's {@code datetime} as the original COMB (and RT.Comb's legacy strategy) writes it: 16
 * bits of days since 1900-01-01, then 32 bits of 1/300-second ticks since midnight, computed as
 * RT.Comb does: {@code (int) (millisecondsOfDay * 0.3)} in double arithmetic.
 *
 * <p>Two tick domains, one field format:
 * <ul>
 *   <li>{@link #TICKS}: the generator counts in 1/300 s ticks ({@code days * 25,920,000 + tick of
 *   day}), so stepping one tick always changes the field; used with a counter.</li>
 *   <li>{@link #MILLIS}: the generator counts milliseconds since 1900-01-01 and each value is encoded
 *   as RT.Comb encodes a {@code DateTime}; used with RT.Comb's no-repeat timestamps.</li>
 * </ul>
 * Decoding rejects a tick of day above 25,920,000, as RT.Comb does.
 */
enum SqlServerDateTimeEncoding implements TimestampEncoding {
    TICKS(300),
    MILLIS(1000);

    private static final Instant EPOCH = Instant.parse("1900-01-01T00:00:00Z");
    private static final long EPOCH_MILLIS = EPOCH.toEpochMilli();
    private static final long MILLIS_PER_DAY = 86_400_000L;
    /** Ticks of 1/300 s in a day; the largest tick of day RT.Comb accepts when decoding. */
    static final long TICKS_PER_DAY = 25_920_000L;
    private static final long MAX_DAYS = 0xFFFF;

    private final long ticksPerSecond;

    SqlServerDateTimeEncoding(long ticksPerSecond) {
        this.ticksPerSecond = ticksPerSecond;
    }

    @Override
    public int bits() {
        return 48;
    }

    @Override
    public long ticksPerSecond() {
        return ticksPerSecond;
    }

    @Override
    public long maxTick() {
        return this == TICKS ? (MAX_DAYS + 1) * TICKS_PER_DAY - 1 : (MAX_DAYS + 1) * MILLIS_PER_DAY - 1;
    }

    @Override
    public long currentTick(ClockSource clock) {
        return fromMillis(clock.millis() - EPOCH_MILLIS);
    }

    private long fromMillis(long millisSince1900) {
        if (this == MILLIS) {
            return millisSince1900;
        }
        long days = Math.floorDiv(millisSince1900, MILLIS_PER_DAY);
        return days * TICKS_PER_DAY + tickOfDay(Math.floorMod(millisSince1900, MILLIS_PER_DAY));
    }

    /** RT.Comb's conversion, double arithmetic included. */
    private static long tickOfDay(long millisOfDay) {
        return (int) (millisOfDay * 0.3);
    }

    @Override
    public long tickOf(Instant instant) {
        Objects.requireNonNull(instant, "instant");
        long millis;
        try {
            millis = Math.subtractExact(instant.toEpochMilli(), EPOCH_MILLIS);
        } catch (ArithmeticException e) {
            throw outOfRange(instant);
        }
        long tick = fromMillis(millis);
        if (millis < 0 || tick > maxTick()) {
            throw outOfRange(instant);
        }
        return tick;
    }

    private IllegalArgumentException outOfRange(Instant instant) {
        return new IllegalArgumentException("instant " + instant + " is outside the range of a SQL Server datetime COMB: " + EPOCH
                + " to " + EPOCH.plusMillis((MAX_DAYS + 1) * MILLIS_PER_DAY - 1));
    }

    @Override
    public Instant instantOf(long tick) {
        if (tick < 0 || tick > maxTick()) {
            throw new IllegalArgumentException("tick " + tick + " is outside 0 to " + maxTick());
        }
        if (this == MILLIS) {
            return EPOCH.plusMillis(tick);
        }
        long days = tick / TICKS_PER_DAY;
        long tickOfDay = tick % TICKS_PER_DAY;
        // A tick is 10/3 ms: exact in nanoseconds after rounding down.
        return EPOCH.plusSeconds(days * 86_400L).plusNanos(tickOfDay * 10_000_000L / 3);
    }

    @Override
    public long fieldOf(long tick) {
        if (this == MILLIS) {
            long days = tick / MILLIS_PER_DAY;
            return days << 32 | tickOfDay(tick % MILLIS_PER_DAY);
        }
        return (tick / TICKS_PER_DAY) << 32 | (tick % TICKS_PER_DAY);
    }

    @Override
    public long tickOfField(long field) {
        long days = field >>> 32;
        long tickOfDay = field & 0xFFFF_FFFFL;
        if (tickOfDay > TICKS_PER_DAY) {
            throw new IllegalArgumentException("not a SQL Server datetime: tick of day " + tickOfDay + " is above " + TICKS_PER_DAY
                    + " (1/300 s ticks in a day)");
        }
        long ticks = days * TICKS_PER_DAY + tickOfDay;
        if (this == TICKS) {
            return ticks;
        }
        // Milliseconds of the tick's start (rounded up, so that encoding it gives the tick back).
        return days * MILLIS_PER_DAY + (tickOfDay * 10 + 2) / 3;
    }

    @Override
    public String toString() {
        return "SQL Server datetime (days since 1900, 1/300 s ticks" + (this == MILLIS ? ", counted in ms)" : ")");
    }
}
