package dev.seqid;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * SQL Server's {@code datetime} as the original COMB (and RT.Comb's legacy strategy) writes it: 16
 * bits of days since 1900-01-01, then 32 bits of 1/300-second ticks since midnight, computed as
 * RT.Comb does: {@code (int) (timeOfDay.TotalMilliseconds * 0.3)} in double arithmetic, where the
 * milliseconds of the day keep their fraction (.NET's 100 ns resolution).
 *
 * <p>Two tick domains, one field format:
 * <ul>
 *   <li>{@link #TICKS}: the generator counts in 1/300 s ticks ({@code days * 25,920,000 + tick of
 *   day}), so stepping one tick always changes the field; used with a counter.</li>
 *   <li>{@link #HUNDRED_NANOS}: the generator counts .NET's 100 ns units since 1900-01-01, as
 *   RT.Comb's no-repeat timestamp provider does with {@code DateTime}, and each value is encoded as
 *   RT.Comb encodes it.</li>
 * </ul>
 * Both read the clock at nanosecond resolution ({@link ClockSource#nanos()}). Decoding rejects a
 * tick of day above 25,920,000, as RT.Comb does.
 */
enum SqlServerDateTimeEncoding implements TimestampEncoding {
    TICKS(300),
    HUNDRED_NANOS(10_000_000);

    private static final Instant EPOCH = Instant.parse("1900-01-01T00:00:00Z");
    private static final long EPOCH_HUNDRED_NANOS = EPOCH.getEpochSecond() * 10_000_000L;
    private static final long HUNDRED_NANOS_PER_DAY = 864_000_000_000L;
    /** Ticks of 1/300 s in a day; the largest tick of day RT.Comb accepts when decoding. */
    static final long TICKS_PER_DAY = 25_920_000L;
    private static final long MAX_DAYS = 0xFFFF;

    /** The shortest no-repeat increment of the legacy COMB: one 1/300 s tick is 3.33 ms, so 4 ms changes the field every time. */
    static final Duration MIN_NO_REPEAT_INCREMENT = Duration.ofMillis(4);

    private final long ticksPerSecond;

    SqlServerDateTimeEncoding(long ticksPerSecond) {
        this.ticksPerSecond = ticksPerSecond;
    }

    /**
     * The encoding a layout keeps time in once it takes no-repeat timestamps of step
     * {@code increment} ({@link UuidLayout#withNoRepeatTimestamps}): {@code encoding} itself,
     * unless it is SQL Server {@code datetime}, whose no-repeat form counts in .NET's 100 ns units
     * ({@link #HUNDRED_NANOS}), as RT.Comb's no-repeat provider does, and needs a step of at least
     * {@link #MIN_NO_REPEAT_INCREMENT}.
     *
     * @throws IllegalArgumentException for a {@code datetime} step under 4 ms
     */
    static TimestampEncoding forNoRepeat(TimestampEncoding encoding, Duration increment) {
        if (encoding != TICKS && encoding != HUNDRED_NANOS) {
            return encoding;
        }
        if (increment.compareTo(MIN_NO_REPEAT_INCREMENT) < 0) {
            throw new IllegalArgumentException("the legacy COMB's no-repeat increment must be at least 4 ms (one 1/300 s tick is 3.33 ms), got "
                    + increment);
        }
        return HUNDRED_NANOS;
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
        return this == TICKS ? (MAX_DAYS + 1) * TICKS_PER_DAY - 1 : (MAX_DAYS + 1) * HUNDRED_NANOS_PER_DAY - 1;
    }

    @Override
    public long currentTick(ClockSource clock) {
        return fromHundredNanos(Math.floorDiv(clock.nanos(), 100) - EPOCH_HUNDRED_NANOS);
    }

    /** The tick of a time given in .NET's 100 ns units since 1900-01-01. */
    private long fromHundredNanos(long since1900) {
        if (this == HUNDRED_NANOS) {
            return since1900;
        }
        long days = Math.floorDiv(since1900, HUNDRED_NANOS_PER_DAY);
        return days * TICKS_PER_DAY + tickOfDay(Math.floorMod(since1900, HUNDRED_NANOS_PER_DAY));
    }

    /** RT.Comb's conversion: {@code (int) (TimeOfDay.TotalMilliseconds * 0.3)}, double arithmetic included. */
    private static long tickOfDay(long hundredNanosOfDay) {
        double totalMilliseconds = hundredNanosOfDay / 10_000.0;
        return (int) (totalMilliseconds * 0.3);
    }

    /** The first 100 ns unit of the day whose encoding is {@code tickOfDay}. */
    private static long firstHundredNanosOf(long tickOfDay) {
        // The exact start (tick * 10/3 ms) rounded up, then on while double rounding gives the tick before.
        long h = (tickOfDay * 100_000L + 2) / 3;
        while (tickOfDay(h) < tickOfDay) {
            h++;
        }
        return h;
    }

    @Override
    public long tickOf(Instant instant) {
        Objects.requireNonNull(instant, "instant");
        long seconds = instant.getEpochSecond() - EPOCH.getEpochSecond();
        if (seconds < 0 || seconds > (MAX_DAYS + 1) * 86_400L) {
            throw outOfRange(instant);
        }
        long tick = fromHundredNanos(seconds * 10_000_000L + instant.getNano() / 100);
        if (tick > maxTick()) {
            throw outOfRange(instant);
        }
        return tick;
    }

    private IllegalArgumentException outOfRange(Instant instant) {
        return new IllegalArgumentException("instant " + instant + " is outside the range of a SQL Server datetime COMB: " + EPOCH
                + " to " + EPOCH.plusSeconds((MAX_DAYS + 1) * 86_400L).minusMillis(1));
    }

    /** The first instant (in 100 ns steps) that {@link #tickOf} maps to {@code tick}. */
    @Override
    public Instant instantOf(long tick) {
        if (tick < 0 || tick > maxTick()) {
            throw new IllegalArgumentException("tick " + tick + " is outside 0 to " + maxTick());
        }
        if (this == HUNDRED_NANOS) {
            return EPOCH.plusSeconds(tick / 10_000_000L).plusNanos(tick % 10_000_000L * 100);
        }
        long days = tick / TICKS_PER_DAY;
        return EPOCH.plusSeconds(days * 86_400L).plusNanos(firstHundredNanosOf(tick % TICKS_PER_DAY) * 100);
    }

    @Override
    public long fieldOf(long tick) {
        if (this == HUNDRED_NANOS) {
            return (tick / HUNDRED_NANOS_PER_DAY) << 32 | tickOfDay(tick % HUNDRED_NANOS_PER_DAY);
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
        if (days == MAX_DAYS && tickOfDay == TICKS_PER_DAY) {
            // Midnight after the last day is one past maxTick(): RT.Comb would read day 65,536, which 16 bits cannot hold.
            throw new IllegalArgumentException("not a SQL Server datetime COMB: tick of day " + tickOfDay + " of day " + days
                    + " is midnight after the last day the 16-bit day field can hold");
        }
        if (this == TICKS) {
            return days * TICKS_PER_DAY + tickOfDay;
        }
        return days * HUNDRED_NANOS_PER_DAY + (tickOfDay == TICKS_PER_DAY ? HUNDRED_NANOS_PER_DAY : firstHundredNanosOf(tickOfDay));
    }

    @Override
    public String toString() {
        return "SQL Server datetime (days since 1900, 1/300 s ticks" + (this == HUNDRED_NANOS ? ", counted in 100 ns)" : ")");
    }
}
