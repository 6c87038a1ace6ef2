package dev.seqid;

/**
 * The arithmetic of a position, fixed by the layout when the generator is built: a position is
 * {@code (tick - epoch.base) << counterBits | counter} in one {@code long} (see {@link Epoch}), and
 * this class derives from the layout how wide the counter is, how far one id or one batch id moves
 * it ({@link #increment()}, {@link #stride}), where a new tick's counter starts ({@link #seed()}),
 * where an epoch must be sealed ({@link #sealTick}), and the clock's tick relative to an epoch.
 * Immutable; no state of its own but the entropy and clock it reads.
 *
 * <p>{@link LeadPolicy} and {@link PositionState} extend it rather than hold it: {@code next()}
 * reads {@link #counterBits}, the increment's fields and the clock on every call, and as inherited
 * fields they cost no load of another object (which a field holding this class would add to every
 * id). {@link OrderedUuidGenerator}'s batches and {@link StripedUuidGenerator}'s leases read
 * {@link #stride}, {@link #slotMask} and the tick arithmetic here.
 */
abstract class PositionArithmetic {

    /** Positions the adds of {@link PositionState#takeOne} racing a seal can never use up (see {@link Epoch}). */
    static final long SEAL_ROOM_POSITIONS = 1L << 24;

    final TimestampEncoding timestamp;
    final ClockSource clock;
    private final EntropySource entropy;

    final int counterBits;
    final long counterMask;
    final long maxRelativeTick;
    /** {@code seed = random >>> seedShift}: counterBits - 1 random bits, top counter bit 0; 64 means no seed. */
    final int seedShift;
    /** Monotonic random: {@code increment = 1 + (random >>> incrementShift)}; 64 means always {@link #unitIncrement}. */
    private final int incrementShift;
    /** Positions one id takes: 1, or the tick step of a no-repeat layout. */
    final long unitIncrement;
    /** A new clock tick is taken only when it is at least {@code jumpSlack + 1} past the position's tick (no-repeat step). */
    final long jumpSlack;
    /**
     * The largest counter value from which {@link PositionState#takeOne} may add in place: three
     * quarters of the range; -1 (never) for counters under 2 bits, whose every move changes tick.
     */
    final long addLimit;
    /**
     * The relative tick at which an epoch is sealed and replaced: by a CAS move whose last tick (or
     * the clock) reaches it, by an add whose position lands on it. It lies {@link #SEAL_ROOM_POSITIONS}
     * of the largest increments below the sign bit, room for the adds racing a seal.
     */
    final long sealTick;
    /**
     * Positions a batch reserves per id: 1, the tick step, or the monotonic random slot width (the
     * largest increment a single id can take). A batch of monotonic random ids places id {@code i} at
     * a random position of slot {@code i}.
     */
    final long stride;
    /** Monotonic random: a batch id's offset inside its slot is {@code random & slotMask}; 0 otherwise. */
    final long slotMask;
    /** Largest number of ids one reservation takes. */
    final int maxReservation;

    PositionArithmetic(UuidLayout layout, ClockSource clock, EntropySource entropy) {
        this.timestamp = layout.timestamp();
        this.clock = clock;
        this.entropy = entropy;
        this.counterBits = layout.counterBits();
        this.counterMask = (1L << counterBits) - 1;
        this.maxRelativeTick = (1L << (63 - counterBits)) - 1;
        this.seedShift = counterBits >= 2 ? 64 - (counterBits - 1) : 64;
        int incrementBits = layout.method() == MonotonicMethod.MONOTONIC_RANDOM ? Math.max(1, counterBits - 18) : 0;
        this.incrementShift = 64 - incrementBits;
        this.unitIncrement = counterBits == 0 ? layout.tickStep() : 1;
        this.jumpSlack = unitIncrement - 1;
        this.addLimit = counterBits >= 2 ? counterMask - (counterMask >>> 2) : -1;
        this.stride = incrementBits > 0 ? 1L << incrementBits : unitIncrement;
        this.slotMask = incrementBits > 0 ? stride - 1 : 0;
        this.sealTick = maxRelativeTick - 1 - Math.max(1, (SEAL_ROOM_POSITIONS * stride) >>> counterBits);
        long perTick = counterBits == 0 ? 4096 : Math.min(1L << (counterBits - 1), 1L << 16);
        this.maxReservation = (int) Math.max(1, perTick / stride);
    }

    /** The clock's tick relative to {@code e.base}. */
    final long relativeNow(Epoch e) {
        return timestamp.currentTick(clock) - e.base;
    }

    /**
     * The first clock millisecond at which the clock is past absolute tick {@code tick}: from then
     * on {@code clock.millis() >= firstMillisAfter(tick)} tells what {@code relativeNow(e) >
     * tick - e.base} tells, with one read of the clock and no epoch. {@link Long#MIN_VALUE} when the
     * layout reads its ticks from the clock's nanoseconds.
     */
    final long firstMillisAfter(long tick) {
        return timestamp instanceof LinearTimestampEncoding linear ? linear.firstMillisAfter(tick) : Long.MIN_VALUE;
    }

    /** The absolute tick of relative position {@code position} of epoch {@code e}. */
    final long tick(Epoch e, long position) {
        return e.base + (position >>> counterBits);
    }

    /** The first relative position of the tick after {@code position}'s. */
    final long nextTickStart(long position) {
        return ((position >>> counterBits) + 1) << counterBits;
    }

    /** The field of absolute tick {@code tick}. */
    final long fieldOfTick(long tick) {
        return timestamp.fieldOf(tick);
    }

    /**
     * Positions between the first and the last of a batch reservation of {@code count} ids: id
     * {@code i} takes position {@code first + i * stride + offset}, its offset in its slot
     * ({@code random & slotMask}, 0 unless monotonic random).
     */
    final long span(int count) {
        return (count - 1) * stride + slotMask;
    }

    /** The counter a new tick starts at: random, its top bit 0 (the rollover guard of RFC 9562 method 1); 0 for counters under 2 bits. */
    final long seed() {
        return seedShift == 64 ? 0 : entropy.nextLong() >>> seedShift;
    }

    /** Positions one id moves the state by: {@link #unitIncrement}, or a random step of monotonic random. */
    final long increment() {
        return incrementShift == 64 ? unitIncrement : 1 + (entropy.nextLong() >>> incrementShift);
    }
}
