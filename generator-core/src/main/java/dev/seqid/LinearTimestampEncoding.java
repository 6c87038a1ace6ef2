package dev.seqid;

import java.time.Instant;
import java.util.Objects;

/** A timestamp that counts fixed units since an epoch: {@link TimestampEncoding#linear}. */
final class LinearTimestampEncoding implements TimestampEncoding {

    static final LinearTimestampEncoding UNIX_MILLIS_48 = new LinearTimestampEncoding(Instant.EPOCH, 1000, 48);

    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private final long epochSecond;
    private final int epochNano;
    private final long ticksPerSecond;
    private final int bits;
    private final long maxTick;
    /** Non-zero when a tick is a whole number of milliseconds and the epoch falls on one: read the cheap clock. */
    private final long millisPerTick;
    private final long epochMillis;

    LinearTimestampEncoding(Instant epoch, long ticksPerSecond, int bits) {
        Objects.requireNonNull(epoch, "epoch");
        if (ticksPerSecond < 1 || ticksPerSecond > NANOS_PER_SECOND) {
            throw new IllegalArgumentException("ticksPerSecond must be 1 to 1,000,000,000, got " + ticksPerSecond);
        }
        if (bits < 1 || bits > 64) {
            throw new IllegalArgumentException("timestamp bits must be 1 to 64, got " + bits);
        }
        this.epochSecond = epoch.getEpochSecond();
        this.epochNano = epoch.getNano();
        this.ticksPerSecond = ticksPerSecond;
        this.bits = bits;
        this.maxTick = bits == 64 ? Long.MAX_VALUE : (1L << bits) - 1;
        boolean wholeMillis = 1000 % ticksPerSecond == 0 && epochNano % 1_000_000 == 0;
        this.millisPerTick = wholeMillis ? 1000 / ticksPerSecond : 0;
        this.epochMillis = wholeMillis ? epoch.toEpochMilli() : 0;
    }

    @Override
    public int bits() {
        return bits;
    }

    @Override
    public long ticksPerSecond() {
        return ticksPerSecond;
    }

    @Override
    public long maxTick() {
        return maxTick;
    }

    @Override
    public long currentTick(ClockSource clock) {
        if (millisPerTick == 1) {
            return clock.millis() - epochMillis;
        }
        if (millisPerTick != 0) {
            return Math.floorDiv(clock.millis() - epochMillis, millisPerTick);
        }
        long nanos = clock.nanos();
        return ticks(Math.floorDiv(nanos, NANOS_PER_SECOND), (int) Math.floorMod(nanos, NANOS_PER_SECOND));
    }

    /**
     * The first clock millisecond whose tick ({@link #currentTick}) is after {@code tick}, when a tick
     * is a whole number of milliseconds; {@link Long#MIN_VALUE} when ticks are read from the clock's
     * nanoseconds, so that no millisecond answers for them. {@link Long#MAX_VALUE} if that millisecond
     * does not fit in a long (no clock reads it).
     */
    long firstMillisAfter(long tick) {
        if (millisPerTick == 0) {
            return Long.MIN_VALUE;
        }
        if (tick >= (Long.MAX_VALUE - Math.max(0, epochMillis)) / millisPerTick - 1) {
            return Long.MAX_VALUE;
        }
        return epochMillis + (tick + 1) * millisPerTick;
    }

    private long ticks(long second, int nano) {
        long seconds = second - epochSecond;
        long nanos = nano - epochNano;
        if (nanos < 0) {
            seconds--;
            nanos += NANOS_PER_SECOND;
        }
        // nanos * ticksPerSecond < 10^18: no overflow
        return seconds * ticksPerSecond + nanos * ticksPerSecond / NANOS_PER_SECOND;
    }

    @Override
    public long tickOf(Instant instant) {
        Objects.requireNonNull(instant, "instant");
        long seconds = instant.getEpochSecond() - epochSecond;
        if (seconds < -1 || seconds > (maxTick / ticksPerSecond) + 1) {
            throw outOfRange(instant);
        }
        long tick = ticks(instant.getEpochSecond(), instant.getNano());
        if (tick < 0 || tick > maxTick) {
            throw outOfRange(instant);
        }
        return tick;
    }

    private IllegalArgumentException outOfRange(Instant instant) {
        return new IllegalArgumentException("instant " + instant + " is outside the range this timestamp can encode: "
                + instantOf(0) + " to " + instantOf(maxTick));
    }

    /** The field is the tick; a 64-bit field with its top bit set is not one (ticks go up to 2^63 - 1). */
    @Override
    public long tickOfField(long field) {
        if (field < 0 || field > maxTick) {
            throw new IllegalArgumentException("timestamp field 0x" + Long.toHexString(field) + " is outside 0 to " + maxTick
                    + " (" + this + ")");
        }
        return field;
    }

    @Override
    public Instant instantOf(long tick) {
        if (tick < 0 || tick > maxTick) {
            throw new IllegalArgumentException("tick " + tick + " is outside 0 to " + maxTick);
        }
        long seconds = tick / ticksPerSecond;
        // Rounded up: the first whole nanosecond inside the tick, so tickOf(instantOf(k)) == k.
        long nanos = ((tick % ticksPerSecond) * NANOS_PER_SECOND + ticksPerSecond - 1) / ticksPerSecond;
        return Instant.ofEpochSecond(epochSecond + seconds, epochNano + nanos);
    }

    /** Equal when epoch, ticks per second and width are: the same field for every instant. */
    @Override
    public boolean equals(Object o) {
        return o instanceof LinearTimestampEncoding other && epochSecond == other.epochSecond && epochNano == other.epochNano
                && ticksPerSecond == other.ticksPerSecond && bits == other.bits;
    }

    @Override
    public int hashCode() {
        return Objects.hash(epochSecond, epochNano, ticksPerSecond, bits);
    }

    @Override
    public String toString() {
        return "TimestampEncoding.linear(" + Instant.ofEpochSecond(epochSecond, epochNano) + ", " + ticksPerSecond
                + " per second, " + bits + " bits)";
    }
}
