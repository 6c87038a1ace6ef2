package dev.seqid;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;

/**
 * Where a kind of sequential UUID puts its timestamp, counter and random bits: a description, not
 * code, so that every format is the same generator with different data.
 *
 * <h2>Model</h2>
 * A layout names the order in which its target database compares the 16 bytes (its <em>sort
 * order</em>; the identity for PostgreSQL and RFC 9562 ids). Reading the bits in that order and
 * skipping the fixed version and variant bits, a layout places, most significant first:
 * <ol>
 *   <li>the timestamp ({@link TimestampEncoding#bits()} bits),</li>
 *   <li>the counter ({@link #counterBits()} bits, filled by the {@link MonotonicMethod}),</li>
 *   <li>random bits in every remaining position.</li>
 * </ol>
 * So a generator that keeps (tick, counter) increasing makes ids that increase in the target
 * database's order, whatever the byte positions are.
 *
 * <p>Layouts are immutable and thread-safe. The presets are RFC 9562 version 7 in its three
 * monotonic methods; {@link #builder(String)} describes others.
 */
public final class UuidLayout {

    /** Default counter width of {@link MonotonicMethod#DEDICATED_COUNTER}: at least 2^17 ids per millisecond. */
    public static final int DEFAULT_COUNTER_BITS = 18;
    /** Default counter width of {@link MonotonicMethod#MONOTONIC_RANDOM}: {@code rand_a} and the top 30 bits of {@code rand_b}. */
    public static final int DEFAULT_MONOTONIC_RANDOM_BITS = 42;
    /** Narrowest counter RFC 9562 section 6.2 allows for methods 1 and 2. */
    public static final int MIN_COUNTER_BITS = 12;
    /** Widest counter RFC 9562 section 6.2 allows for methods 1 and 2. */
    public static final int MAX_COUNTER_BITS = 42;

    private static final int[] IDENTITY_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    private static final TimestampEncoding V7_SUB_MILLISECOND = TimestampEncoding.linear(Instant.EPOCH, 4_096_000L, 60);

    private final String name;
    private final int[] sortOrder;
    private final int version;
    private final boolean rfcVariant;
    private final TimestampEncoding timestamp;
    private final MonotonicMethod method;
    private final int counterBits;

    // Compiled placement, in the big-endian (msb, lsb) words of java.util.UUID.
    final long fixedMsb;
    final long fixedLsb;
    final long fixedMaskMsb;
    final long fixedMaskLsb;
    final long randomMaskMsb;
    final long randomMaskLsb;
    /** Runs of {word, valueShift, width, wordShift}; see {@link #place}. */
    final int[] timestampRuns;
    final int[] counterRuns;
    final int randomBits;

    private UuidLayout(Builder b) {
        this.name = b.name;
        this.sortOrder = b.sortOrder.clone();
        this.version = b.version;
        this.rfcVariant = b.rfcVariant;
        this.timestamp = b.timestamp;
        this.method = b.method;
        this.counterBits = b.counterBits;

        // Fixed bits in the (msb, lsb) words.
        long fm = 0, fl = 0, mm = 0, ml = 0;
        if (version >= 0) {
            fm |= (long) version << 12;
            mm |= 0xF000L;
        }
        if (rfcVariant) {
            fl |= 0x8000_0000_0000_0000L;
            ml |= 0xC000_0000_0000_0000L;
        }
        this.fixedMsb = fm;
        this.fixedLsb = fl;
        this.fixedMaskMsb = mm;
        this.fixedMaskLsb = ml;

        // Physical bit (0 = most significant bit of byte 0) of every free bit, in sort order.
        int[] free = new int[128];
        int freeCount = 0;
        for (int logical = 0; logical < 128; logical++) {
            int physical = sortOrder[logical >>> 3] * 8 + (logical & 7);
            long mask = physical < 64 ? mm : ml;
            if ((mask & (1L << (63 - (physical & 63)))) == 0) {
                free[freeCount++] = physical;
            }
        }
        int tsBits = timestamp.bits();
        int needed = tsBits + counterBits;
        if (needed > freeCount) {
            throw new IllegalArgumentException("layout " + name + " needs " + needed + " bits for timestamp and counter but has only "
                    + freeCount + " free bits");
        }
        this.timestampRuns = runs(free, 0, tsBits);
        this.counterRuns = runs(free, tsBits, counterBits);
        long rm = 0, rl = 0;
        for (int i = needed; i < freeCount; i++) {
            int p = free[i];
            if (p < 64) {
                rm |= 1L << (63 - p);
            } else {
                rl |= 1L << (63 - (p - 64));
            }
        }
        this.randomMaskMsb = rm;
        this.randomMaskLsb = rl;
        this.randomBits = freeCount - needed;
    }

    /** Groups the field's bits (free[from .. from+width), most significant first) into contiguous runs. */
    private static int[] runs(int[] free, int from, int width) {
        int[] out = new int[width * 4];
        int n = 0;
        int j = 0;
        while (j < width) {
            int start = j;
            int p = free[from + j];
            while (j + 1 < width) {
                int q = free[from + j + 1];
                if ((q >>> 6) == (p >>> 6) && q == free[from + j] + 1) {
                    j++;
                } else {
                    break;
                }
            }
            int last = free[from + j];
            int runWidth = j - start + 1;
            out[n++] = last >>> 6;                 // word: 0 = msb, 1 = lsb
            out[n++] = width - 1 - j;              // value shift of the run's lowest bit
            out[n++] = runWidth;
            out[n++] = 63 - (last & 63);           // word shift of the run's lowest bit
            j++;
        }
        return Arrays.copyOf(out, n);
    }

    /** ORs the low bits of {@code value} into the words {@code words[0]} (msb) and {@code words[1]} (lsb). */
    static long placeMsb(int[] runs, long value) {
        long word = 0;
        for (int i = 0; i < runs.length; i += 4) {
            if (runs[i] == 0) {
                word |= ((value >>> runs[i + 1]) & ((1L << runs[i + 2]) - 1)) << runs[i + 3];
            }
        }
        return word;
    }

    static long placeLsb(int[] runs, long value) {
        long word = 0;
        for (int i = 0; i < runs.length; i += 4) {
            if (runs[i] == 1) {
                word |= ((value >>> runs[i + 1]) & ((1L << runs[i + 2]) - 1)) << runs[i + 3];
            }
        }
        return word;
    }

    static long extract(int[] runs, long msb, long lsb) {
        long value = 0;
        for (int i = 0; i < runs.length; i += 4) {
            long word = runs[i] == 0 ? msb : lsb;
            value |= ((word >>> runs[i + 3]) & ((1L << runs[i + 2]) - 1)) << runs[i + 1];
        }
        return value;
    }

    // ---------------------------------------------------------------- presets

    /** RFC 9562 version 7 with a dedicated counter of {@value #DEFAULT_COUNTER_BITS} bits (method 1). */
    public static UuidLayout v7() {
        return v7(MonotonicMethod.DEDICATED_COUNTER);
    }

    /**
     * RFC 9562 version 7 with the given monotonic method and its default counter width:
     * {@value #DEFAULT_COUNTER_BITS} bits for method 1, {@value #DEFAULT_MONOTONIC_RANDOM_BITS} for
     * method 2, none for method 3 (the 12-bit sub-millisecond fraction steps instead, as in
     * PostgreSQL 18's {@code uuidv7()}).
     */
    public static UuidLayout v7(MonotonicMethod method) {
        Objects.requireNonNull(method, "method");
        switch (method) {
            case DEDICATED_COUNTER:
                return v7(method, DEFAULT_COUNTER_BITS);
            case MONOTONIC_RANDOM:
                return v7(method, DEFAULT_MONOTONIC_RANDOM_BITS);
            default:
                return v7(method, 0);
        }
    }

    /**
     * RFC 9562 version 7 with the given method and counter width.
     *
     * @param counterBits for methods 1 and 2, 12 to 42 (RFC 9562 section 6.2); for method 3, the
     *                    width of an extra counter after the 12-bit fraction, 0 to 30
     */
    public static UuidLayout v7(MonotonicMethod method, int counterBits) {
        Objects.requireNonNull(method, "method");
        Builder b = builder("v7").version(7).rfcVariant();
        if (method == MonotonicMethod.CLOCK_PRECISION) {
            if (counterBits < 0 || counterBits > 30) {
                throw new IllegalArgumentException("a v7 sub-millisecond layout takes a counter of 0 to 30 bits after its 12-bit fraction, got "
                        + counterBits);
            }
            return b.timestamp(V7_SUB_MILLISECOND).counter(method, counterBits).build();
        }
        if (counterBits < MIN_COUNTER_BITS || counterBits > MAX_COUNTER_BITS) {
            throw new IllegalArgumentException("a v7 counter must be " + MIN_COUNTER_BITS + " to " + MAX_COUNTER_BITS
                    + " bits wide (RFC 9562 section 6.2), got " + counterBits);
        }
        return b.timestamp(TimestampEncoding.unixMillis48()).counter(method, counterBits).build();
    }

    /** Starts the description of a layout called {@code name}. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    // ---------------------------------------------------------------- accessors

    /** The layout's name, as the command line knows it. */
    public String name() {
        return name;
    }

    /** The version nibble every id of this layout carries, or -1 if the layout sets none. */
    public int version() {
        return version;
    }

    /** Whether ids carry the RFC 9562 variant bits {@code 10}. */
    public boolean rfcVariant() {
        return rfcVariant;
    }

    /** The timestamp encoding. */
    public TimestampEncoding timestamp() {
        return timestamp;
    }

    /** The monotonic method. */
    public MonotonicMethod method() {
        return method;
    }

    /** Width of the counter after the timestamp, in bits. */
    public int counterBits() {
        return counterBits;
    }

    /** How many bits of every id are fresh random bits. */
    public int randomBits() {
        return randomBits;
    }

    /** The order in which the target database compares the bytes: element k is the string-order byte compared k-th. */
    public int[] sortOrder() {
        return sortOrder.clone();
    }

    // ---------------------------------------------------------------- decoding

    /** Whether {@code uuid} carries this layout's version and variant bits (layouts without them accept every value). */
    public boolean matches(UUID uuid) {
        Objects.requireNonNull(uuid, "uuid");
        return (uuid.getMostSignificantBits() & fixedMaskMsb) == fixedMsb
                && (uuid.getLeastSignificantBits() & fixedMaskLsb) == fixedLsb;
    }

    /**
     * The timestamp tick of {@code uuid}.
     *
     * @throws IllegalArgumentException if the uuid lacks this layout's version or variant bits
     */
    public long tickOf(UUID uuid) {
        requireMatch(uuid);
        return timestamp.tickOfField(extract(timestampRuns, uuid.getMostSignificantBits(), uuid.getLeastSignificantBits()));
    }

    /**
     * The instant that {@code uuid}'s timestamp encodes, at the layout's precision (for a v7 made
     * with {@link MonotonicMethod#CLOCK_PRECISION}, including the sub-millisecond fraction).
     *
     * @throws IllegalArgumentException if the uuid lacks this layout's version or variant bits
     */
    public Instant instantOf(UUID uuid) {
        return timestamp.instantOf(tickOf(uuid));
    }

    /** The counter bits of {@code uuid} (0 for a layout without a counter). */
    public long counterOf(UUID uuid) {
        requireMatch(uuid);
        return extract(counterRuns, uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    /**
     * The id of this layout with the given fields: the inverse of {@link #tickOf} and
     * {@link #counterOf}; random positions are taken from {@code randomMsb} and {@code randomLsb}
     * (bits of them that fall on other fields are ignored).
     *
     * @throws IllegalArgumentException if tick or counter do not fit their fields
     */
    public UUID compose(long tick, long counter, long randomMsb, long randomLsb) {
        if (tick < 0 || tick > timestamp.maxTick()) {
            throw new IllegalArgumentException("tick " + tick + " does not fit the " + timestamp.bits() + "-bit timestamp of layout " + name);
        }
        if (counterBits < 64 && (counter >>> counterBits) != 0) {
            throw new IllegalArgumentException("counter " + counter + " does not fit the " + counterBits + "-bit counter of layout " + name);
        }
        long field = timestamp.fieldOf(tick);
        long msb = fixedMsb | placeMsb(timestampRuns, field) | placeMsb(counterRuns, counter) | (randomMsb & randomMaskMsb);
        long lsb = fixedLsb | placeLsb(timestampRuns, field) | placeLsb(counterRuns, counter) | (randomLsb & randomMaskLsb);
        return new UUID(msb, lsb);
    }

    private void requireMatch(UUID uuid) {
        if (!matches(uuid)) {
            throw new IllegalArgumentException(uuid + " is not a " + name + " id: it needs"
                    + (version >= 0 ? " version " + version : "") + (rfcVariant ? " and the RFC 9562 variant (10xx)" : "")
                    + ", it has version " + uuid.version() + " and variant " + UuidVariant.of(uuid));
        }
    }

    @Override
    public String toString() {
        return "UuidLayout[" + name + ", " + timestamp + ", " + method + " " + counterBits + " bits, " + randomBits + " random bits]";
    }

    /** Describes a layout; {@link #build()} checks that it fits in 128 bits. */
    public static final class Builder {
        private final String name;
        private int[] sortOrder = IDENTITY_ORDER;
        private int version = -1;
        private boolean rfcVariant;
        private TimestampEncoding timestamp = TimestampEncoding.unixMillis48();
        private MonotonicMethod method = MonotonicMethod.DEDICATED_COUNTER;
        private int counterBits = DEFAULT_COUNTER_BITS;

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /**
         * The order in which the target database compares bytes: {@code order[k]} is the index (in
         * the string / big-endian order) of the byte compared k-th. A permutation of 0..15.
         */
        public Builder sortOrder(int... order) {
            Objects.requireNonNull(order, "order");
            if (order.length != 16) {
                throw new IllegalArgumentException("a sort order lists all 16 byte positions, got " + order.length);
            }
            boolean[] seen = new boolean[16];
            for (int p : order) {
                if (p < 0 || p > 15 || seen[p]) {
                    throw new IllegalArgumentException("a sort order must be a permutation of 0..15, got " + Arrays.toString(order));
                }
                seen[p] = true;
            }
            this.sortOrder = order.clone();
            return this;
        }

        /** The version nibble (0 to 15) written into every id. */
        public Builder version(int version) {
            if (version < 0 || version > 15) {
                throw new IllegalArgumentException("a version is a nibble, 0 to 15, got " + version);
            }
            this.version = version;
            return this;
        }

        /** Writes the RFC 9562 variant bits {@code 10} into every id. */
        public Builder rfcVariant() {
            this.rfcVariant = true;
            return this;
        }

        /** The timestamp encoding. */
        public Builder timestamp(TimestampEncoding encoding) {
            this.timestamp = Objects.requireNonNull(encoding, "encoding");
            return this;
        }

        /** The monotonic method and the counter width in bits (0 to 42; at least 1 unless the method is clock precision). */
        public Builder counter(MonotonicMethod method, int bits) {
            Objects.requireNonNull(method, "method");
            if (bits < 0 || bits > MAX_COUNTER_BITS) {
                throw new IllegalArgumentException("a counter is 0 to " + MAX_COUNTER_BITS + " bits wide, got " + bits);
            }
            if (bits == 0 && method != MonotonicMethod.CLOCK_PRECISION) {
                throw new IllegalArgumentException(method + " needs a counter of at least 1 bit; only CLOCK_PRECISION can do without");
            }
            this.method = method;
            this.counterBits = bits;
            return this;
        }

        /** The layout. */
        public UuidLayout build() {
            return new UuidLayout(this);
        }
    }
}
