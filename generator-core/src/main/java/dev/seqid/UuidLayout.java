package dev.seqid;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Where a kind of sequential UUID puts its timestamp, counter and random bits: a description, not
 * code, so that every format is the same generator with different data.
 *
 * <h2>Model</h2>
 * A layout names the order in which its target database compares the 16 bytes (its <em>sort
 * order</em>; the identity for PostgreSQL and RFC 9562 ids). Reading the bits in that order and
 * skipping the fixed version and variant bits (and, for a version of 8 to 15, the
 * {@linkplain Builder#mariaDbGuard MariaDB guard}), a layout places, most significant first:
 * <ol>
 *   <li>the timestamp ({@link TimestampEncoding#bits()} bits),</li>
 *   <li>the counter ({@link #counterBits()} bits, filled by the {@link MonotonicMethod}),</li>
 *   <li>random bits in every remaining position.</li>
 * </ol>
 * So a generator that keeps (tick, counter) increasing makes ids that increase in the target
 * database's order, whatever the byte positions are.
 *
 * <p>Layouts are immutable and thread-safe. The presets ({@link #v7()}, {@link #named(String)} and
 * the other factories) are built once and shared; {@link #builder(String)} describes others. Where
 * each bit goes is worked out once, when a layout is built, and generators, {@link #compose},
 * {@link #stamp}, the range bounds and the decoding methods all use that one placement.
 *
 * <p>Two layouts are {@link #equals equal} when all their settings are, name included: layouts that
 * differ only in name make the same ids but are not equal, since {@link #name()} (what the command
 * line and error messages show) tells them apart.
 *
 * <p>This class is over 400 lines because it is the whole public surface of one value: its named
 * presets, its settings, decoding and stamping, and its {@link Builder} (nested, as users name it).
 * The work behind those calls lives elsewhere: bit placement in {@link BitPlan}, the presets'
 * definitions in {@link LayoutCatalogue}, time in {@link TimestampEncoding}.
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

    /** Default width of the node id of {@link #v8Node(int, long)}. */
    public static final int DEFAULT_NODE_BITS = 16;

    private static final int[] STRING_ORDER = UuidOrder.UNSIGNED.bytesCompared();

    private final String name;
    private final int[] sortOrder;
    private final int version;
    private final boolean rfcVariant;
    private final boolean mariaDbGuard;
    private final TimestampEncoding timestamp;
    private final MonotonicMethod method;
    private final int counterBits;
    private final long tickStep;
    private final int nodeBits;
    private final long node;
    private final boolean versionFromBase;
    private final BitPlan plan;
    private final Comparator<UUID> databaseOrder;

    private UuidLayout(Builder b) {
        this.name = b.name;
        this.sortOrder = b.sortOrder.clone();
        this.version = b.version;
        this.rfcVariant = b.rfcVariant;
        this.mariaDbGuard = b.mariaDbGuard;
        this.timestamp = b.timestamp;
        this.method = b.method;
        this.counterBits = b.counterBits;
        this.tickStep = b.tickStep;
        this.nodeBits = b.nodeBits;
        this.node = b.node;
        this.versionFromBase = b.versionFromBase;
        if (tickStep != 1 && counterBits != 0) {
            throw new IllegalArgumentException("layout " + name + ": a tick step other than 1 needs a layout without a counter");
        }
        this.plan = new BitPlan(name, sortOrder, version, rfcVariant, mariaDbGuard, timestamp == null ? 0 : timestamp.bits(), counterBits,
                nodeBits, node);
        this.databaseOrder = UuidOrder.ofBytesCompared(sortOrder);
    }

    /** Where this layout's bits go: what generators and every method here place and read bits with. */
    BitPlan plan() {
        return plan;
    }

    // ---------------------------------------------------------------- presets

    /**
     * RFC 9562 version 7 with a dedicated counter of {@value #DEFAULT_COUNTER_BITS} bits (method 1); named {@code v7}.
     *
     * @return the shared {@code v7} layout
     */
    public static UuidLayout v7() {
        return LayoutCatalogue.V7;
    }

    /**
     * RFC 9562 version 7 with the given monotonic method and its default counter width:
     * {@value #DEFAULT_COUNTER_BITS} bits for method 1, {@value #DEFAULT_MONOTONIC_RANDOM_BITS} for
     * method 2, none for method 3 (the 12-bit sub-millisecond fraction steps instead, as in
     * PostgreSQL 18's {@code uuidv7()}). Named {@code v7}, {@code v7-monotonic-random} and
     * {@code v7-clock-precision}.
     *
     * @param method the monotonic method; not null
     * @return the shared layout for {@code method}
     */
    public static UuidLayout v7(MonotonicMethod method) {
        return LayoutCatalogue.v7(method);
    }

    /**
     * RFC 9562 version 7 with the given method and counter width, named as {@link #v7(MonotonicMethod)}.
     *
     * @param method      the monotonic method; not null
     * @param counterBits for methods 1 and 2, 12 to 42 (RFC 9562 section 6.2); for method 3, the
     *                    width of an extra counter after the 12-bit fraction, 0 to 30
     * @return the preset when {@code counterBits} is the method's default width, otherwise a new layout
     */
    public static UuidLayout v7(MonotonicMethod method, int counterBits) {
        return LayoutCatalogue.v7(method, counterBits);
    }

    /**
     * RFC 9562 version 6: the 60-bit Gregorian timestamp (100 ns since 1582-10-15) with its top 48
     * bits first, the 14-bit clock sequence used as the counter (randomly seeded each tick), and a
     * random 48-bit node in every id, never a MAC address.
     *
     * @return the shared {@code v6} layout
     */
    public static UuidLayout v6() {
        return LayoutCatalogue.V6;
    }

    /**
     * RFC 9562 version 4: 122 random bits, no timestamp and no order; for comparison.
     *
     * @return the shared {@code v4} layout
     */
    public static UuidLayout v4() {
        return LayoutCatalogue.V4;
    }

    /**
     * RT.Comb's SQL Server COMB: a random (version 4) GUID whose bytes 10-15, which SQL Server
     * compares first, hold 48-bit Unix milliseconds. The counter takes the bits SQL Server compares
     * next (bytes 8, 9, then 7), so ids of one millisecond sort in generation order there.
     *
     * @return the shared {@code comb-sqlserver} layout
     */
    public static UuidLayout combSqlServer() {
        return LayoutCatalogue.COMB_SQL_SERVER;
    }

    /**
     * RT.Comb's PostgreSQL COMB: Unix milliseconds in bytes 0-5 (string order), version nibble 4 kept.
     *
     * @return the shared {@code comb-postgres} layout
     */
    public static UuidLayout combPostgres() {
        return LayoutCatalogue.COMB_POSTGRES;
    }

    /**
     * The original 2002 COMB as RT.Comb makes it ("legacy"): SQL Server {@code datetime} in bytes
     * 10-15: two bytes of days since 1900-01-01, four bytes of 1/300-second ticks since midnight.
     *
     * @return the shared {@code comb-legacy} layout
     */
    public static UuidLayout combLegacy() {
        return LayoutCatalogue.COMB_LEGACY;
    }

    /**
     * The binary COMB for stores that keep .NET's {@code Guid.ToByteArray()} (RT.Comb's
     * Oracle/SQLite provider): Unix milliseconds at .NET byte offset 0, which is string-order bytes
     * 3, 2, 1, 0, 5, 4; ordered by the unsigned .NET bytes.
     *
     * @return the shared {@code comb-binary} layout
     */
    public static UuidLayout combBinary() {
        return LayoutCatalogue.COMB_BINARY;
    }

    /**
     * The SequentialGuid article's {@code SequentialAsString}: milliseconds since 0001-01-01 (.NET
     * ticks / 10,000, low 48 bits) in bytes 0-5 of the string order; no version or variant bits.
     *
     * @return the shared {@code seqguid-string} layout
     */
    public static UuidLayout seqGuidString() {
        return LayoutCatalogue.SEQ_GUID_STRING;
    }

    /**
     * The SequentialGuid article's {@code SequentialAsBinary}: the same timestamp first in .NET byte order.
     *
     * @return the shared {@code seqguid-binary} layout
     */
    public static UuidLayout seqGuidBinary() {
        return LayoutCatalogue.SEQ_GUID_BINARY;
    }

    /**
     * The SequentialGuid article's {@code SequentialAtEnd}: the timestamp in bytes 10-15, for SQL Server.
     *
     * @return the shared {@code seqguid-atend} layout
     */
    public static UuidLayout seqGuidAtEnd() {
        return LayoutCatalogue.SEQ_GUID_AT_END;
    }

    /**
     * EF Core's {@code SequentialGuidValueGenerator}, multi-process variant: a 64-bit counter of .NET
     * ticks (100 ns since 0001-01-01) that steps to {@code max(previous + 1, now)}, its bits 63..16
     * in bytes 10-15 and 15..0 in bytes 8-9, so SQL Server order is counter order. The other bytes
     * are a random version 4 GUID's.
     *
     * @return the shared {@code tick-counter} layout
     */
    public static UuidLayout tickCounter() {
        return LayoutCatalogue.TICK_COUNTER;
    }

    /**
     * seqid's own version 8 for SQL Server: 48-bit Unix milliseconds in bytes 10-15, an 18-bit
     * counter in the bits SQL Server compares next, version 8, the RFC variant, the
     * {@linkplain Builder#mariaDbGuard MariaDB guard bit} and 55 random bits. Strictly increasing in
     * SQL Server order.
     *
     * @return the shared {@code v8-sqlserver} layout
     */
    public static UuidLayout v8SqlServer() {
        return LayoutCatalogue.V8_SQL_SERVER;
    }

    /**
     * Version 8 for many hosts (RFC 9562 section 6.4): 48-bit Unix milliseconds, an 18-bit counter,
     * the node id, then random bits (55 minus the node's width; one bit goes to the
     * {@linkplain Builder#mariaDbGuard MariaDB guard}).
     *
     * @param nodeBits width of the node id, 1 to 40
     * @param node     the node id, 0 to 2^nodeBits - 1
     * @return a new layout named {@code v8-node}
     */
    public static UuidLayout v8Node(int nodeBits, long node) {
        return LayoutCatalogue.v8Node(nodeBits, node);
    }

    /**
     * {@link #v8Node(int, long)} with a {@value #DEFAULT_NODE_BITS}-bit node id chosen at random: a new layout each call.
     *
     * @return a new layout named {@code v8-node}, with its own random node id
     */
    public static UuidLayout v8Node() {
        return named("v8-node");
    }

    /**
     * Version 7 as draft-peabody-dispatch-new-uuid-format-01 defined it (not RFC 9562): 36 bits of
     * Unix seconds, then the fraction of the second as a binary fraction in {@code subsec_a} and
     * {@code subsec_b} (24 bits, about 60 ns), then a 14-bit counter and random bits.
     *
     * @return the shared {@code draft01-v7} layout
     */
    public static UuidLayout draft01V7() {
        return LayoutCatalogue.DRAFT01_V7;
    }

    /**
     * The layout the command line calls {@code name}: one of {@link #names()}. Its {@link #name()} is
     * {@code name}. Every call returns the same instance, except that {@code v8-node} is a new layout
     * with a random node id each time ({@link #v8Node()}).
     *
     * @param name the layout's name, one of {@link #names()}
     * @return the layout of that name
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static UuidLayout named(String name) {
        return LayoutCatalogue.named(name);
    }

    /**
     * The names of the built-in layouts, in the order the command line lists them; immutable.
     *
     * @return the built-in layouts' names, each accepted by {@link #named(String)}
     */
    public static List<String> names() {
        return LayoutCatalogue.names();
    }

    /**
     * This layout with RT.Comb's no-repeat timestamps instead of a counter: each id's timestamp is
     * the clock's, or the previous id's plus {@code increment} when the clock has not moved at least
     * that far past it. RT.Comb's default increment is 4 ms for the legacy COMB and 1 ms otherwise.
     * For the legacy COMB the generator then keeps time in .NET's 100 ns units and encodes each value as
     * RT.Comb does, so the increment must be at least 4 ms to change the 1/300 s field every time.
     *
     * @param increment the step past the previous id's timestamp when the clock lags; not null
     * @return a new layout with this one's settings, the {@link MonotonicMethod#CLOCK_PRECISION}
     *         method, no counter and {@code increment}, in ticks, as its {@link #tickStep()}
     * @throws IllegalArgumentException if the increment is not a positive whole number of the
     *                                  layout's ticks (or under 4 ms for the legacy COMB)
     */
    public UuidLayout withNoRepeatTimestamps(Duration increment) {
        Objects.requireNonNull(increment, "increment");
        requireTimestamp();
        TimestampEncoding encoding = SqlServerDateTimeEncoding.forNoRepeat(timestamp, increment);
        long tps = encoding.ticksPerSecond();
        long nanosPerTick = 1_000_000_000L / tps;
        long ticks = increment.toNanos() * tps / 1_000_000_000L;
        if (increment.isNegative() || ticks < 1 || 1_000_000_000L % tps != 0 || increment.toNanos() % nanosPerTick != 0) {
            throw new IllegalArgumentException("the no-repeat increment must be a positive whole number of this layout's ticks ("
                    + encoding.durationOf(1) + "), got " + increment);
        }
        Builder b = toBuilder();
        b.timestamp = encoding;
        b.method = MonotonicMethod.CLOCK_PRECISION;
        b.counterBits = 0;
        b.tickStep = ticks;
        return b.build();
    }

    /**
     * A builder holding every setting of this layout.
     *
     * @return a new builder, with this layout's name; changing it leaves this layout as it is
     */
    public Builder toBuilder() {
        Builder b = new Builder(name);
        b.sortOrder = sortOrder.clone();
        b.version = version;
        b.rfcVariant = rfcVariant;
        b.mariaDbGuard = mariaDbGuard;
        b.versionFromBase = versionFromBase;
        b.timestamp = timestamp;
        b.method = method;
        b.counterBits = counterBits;
        b.tickStep = tickStep;
        b.nodeBits = nodeBits;
        b.node = node;
        return b;
    }

    /**
     * Starts the description of a layout called {@code name}.
     *
     * @param name the layout's name, as {@link #name()} will return it; not null
     * @return a new builder with the defaults: string order, no version or variant, the MariaDB guard on,
     *         48-bit Unix milliseconds and a {@value #DEFAULT_COUNTER_BITS}-bit dedicated counter
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    // ---------------------------------------------------------------- accessors

    /**
     * The layout's name, as the command line knows it.
     *
     * @return the layout's name, never null
     */
    public String name() {
        return name;
    }

    /**
     * The version nibble every id of this layout carries, or -1 if the layout sets none.
     *
     * @return the version, 0 to 15, or -1 for none
     */
    public int version() {
        return version;
    }

    /**
     * Whether generated ids carry the RFC 9562 variant bits {@code 10} ({@link Builder#rfcVariant(boolean)}).
     *
     * @return true if ids carry the RFC 9562 variant
     */
    public boolean rfcVariant() {
        return rfcVariant;
    }

    /**
     * How many bits of byte 8 this layout fixes so that MariaDB's {@code UUID} type accepts every id
     * ({@link Builder#mariaDbGuard(boolean)}): 1 for a version of 8 to 15 with the RFC variant (byte 8
     * starts {@code 101}), 2 for one without it (byte 8 starts {@code 11}), 0 for other versions, for
     * layouts without a version and where the guard is turned off.
     *
     * @return the number of guard bits, 0 to 2
     */
    public int mariaDbGuardBits() {
        return plan.guardBits();
    }

    /**
     * The timestamp encoding, or null for a layout without a timestamp ({@link #v4()}).
     *
     * @return the timestamp encoding, or null if the layout has no timestamp
     */
    public TimestampEncoding timestamp() {
        return timestamp;
    }

    /**
     * Whether ids carry a timestamp and are ordered; false only for {@link #v4()}.
     *
     * @return true if ids carry a timestamp
     */
    public boolean ordered() {
        return timestamp != null;
    }

    /**
     * Whether the layout is one of the COMB family, whose version and variant bits come from the
     * random GUID it starts from ({@link Builder#versionFromBase(boolean)}): {@link #matches} then
     * accepts any, {@link #stamp} keeps the base's. False for RFC 9562 layouts, whose version and
     * variant bits belong to the format.
     *
     * @return true for the COMB family
     */
    public boolean versionFromBase() {
        return versionFromBase;
    }

    /**
     * Ticks the timestamp advances per id when a counter-less layout has to step past the clock (1 unless no-repeat).
     *
     * @return the step in ticks, at least 1
     */
    public long tickStep() {
        return tickStep;
    }

    /**
     * Width of the node id, 0 if the layout has none.
     *
     * @return the node id's width in bits, 0 to 48
     */
    public int nodeBits() {
        return nodeBits;
    }

    /**
     * The node id written into every id (0 if the layout has none).
     *
     * @return the node id, 0 to 2^{@link #nodeBits()} - 1
     */
    public long node() {
        return node;
    }

    /**
     * The monotonic method.
     *
     * @return the method that keeps ids increasing within a tick, never null
     */
    public MonotonicMethod method() {
        return method;
    }

    /**
     * Width of the counter after the timestamp, in bits.
     *
     * @return the counter's width in bits, 0 to {@value #MAX_COUNTER_BITS}
     */
    public int counterBits() {
        return counterBits;
    }

    /**
     * How many bits of every id are fresh random bits.
     *
     * @return the number of random bits per id
     */
    public int randomBits() {
        return plan.randomBits();
    }

    /**
     * The order in which the target database compares the bytes: element k is the string-order byte compared k-th.
     *
     * @return a copy of the 16 byte indexes, a permutation of 0 to 15
     */
    public int[] sortOrder() {
        return sortOrder.clone();
    }

    // ---------------------------------------------------------------- decoding

    /**
     * Whether {@code uuid} carries this layout's version and variant bits. Layouts without them, and
     * the COMB family (whose version and variant come from the base GUID), accept every value.
     *
     * @param uuid the id to check; not null
     * @return true if {@code uuid} could be an id of this layout
     */
    public boolean matches(UUID uuid) {
        Objects.requireNonNull(uuid, "uuid");
        // the COMB family keeps whatever version and variant its base GUID had
        return versionFromBase || plan.hasFixedBits(uuid);
    }

    /**
     * The timestamp tick of {@code uuid}.
     *
     * @param uuid an id of this layout; not null
     * @return the tick, in the units of {@link #timestamp()}, 0 to its maximum tick
     * @throws IllegalArgumentException if the uuid lacks this layout's version or variant bits, the
     *                                  layout has no timestamp, or the timestamp bits are not a valid
     *                                  timestamp of the layout's encoding
     */
    public long tickOf(UUID uuid) {
        requireMatch(uuid);
        requireTimestamp();
        try {
            return timestamp.tickOfField(plan.timestampField(uuid));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(uuid + " is not a valid " + name + " id: " + e.getMessage(), e);
        }
    }

    /**
     * The instant that {@code uuid}'s timestamp encodes, at the layout's precision (for a v7 made
     * with {@link MonotonicMethod#CLOCK_PRECISION}, including the sub-millisecond fraction).
     *
     * @param uuid an id of this layout; not null
     * @return the id's instant, at the layout's precision
     * @throws IllegalArgumentException as {@link #tickOf(UUID)}
     */
    public Instant instantOf(UUID uuid) {
        return timestamp.instantOf(tickOf(uuid));
    }

    /**
     * The counter bits of {@code uuid} (0 for a layout without a counter).
     *
     * @param uuid an id of this layout; not null
     * @return the counter, 0 to 2^{@link #counterBits()} - 1
     * @throws IllegalArgumentException if the uuid lacks this layout's version or variant bits
     */
    public long counterOf(UUID uuid) {
        requireMatch(uuid);
        return plan.counter(uuid);
    }

    /**
     * The id of this layout with the given fields: the inverse of {@link #tickOf} and
     * {@link #counterOf}; random positions are taken from {@code randomMsb} and {@code randomLsb}
     * (bits of them that fall on other fields are ignored).
     *
     * @param tick      the timestamp tick, in the units of {@link #timestamp()}, 0 to its maximum tick
     * @param counter   the counter, 0 to 2^{@link #counterBits()} - 1
     * @param randomMsb source of the random bits in the id's most significant 64 bits
     * @param randomLsb source of the random bits in the id's least significant 64 bits
     * @return the id, with this layout's fixed bits (version, variant, guard) and node id
     * @throws IllegalArgumentException if tick or counter do not fit their fields
     */
    public UUID compose(long tick, long counter, long randomMsb, long randomLsb) {
        requireTimestamp();
        if (tick < 0 || tick > timestamp.maxTick()) {
            throw new IllegalArgumentException("tick " + tick + " does not fit the " + timestamp.bits() + "-bit timestamp of layout " + name);
        }
        if (counterBits < 64 && (counter >>> counterBits) != 0) {
            throw new IllegalArgumentException("counter " + counter + " does not fit the " + counterBits + "-bit counter of layout " + name);
        }
        return plan.compose(timestamp.fieldOf(tick), counter, randomMsb, randomLsb);
    }

    /**
     * The node id bits of {@code uuid} (0 for a layout without a node).
     *
     * @param uuid an id of this layout; not null
     * @return the node id, 0 to 2^{@link #nodeBits()} - 1
     * @throws IllegalArgumentException if the uuid lacks this layout's version or variant bits
     */
    public long nodeOf(UUID uuid) {
        requireMatch(uuid);
        return plan.node(uuid);
    }

    /**
     * {@code base} with {@code instant} written into this layout's timestamp, as RT.Comb's
     * {@code Create(guid, timestamp)} does: every other bit is the base's (counter, node and random
     * positions included). RFC 9562 layouts also get their version and variant bits; the COMB
     * family keeps the base's, version nibble included.
     *
     * @param base    the id to stamp; not null
     * @param instant the time to write; not null
     * @return a new id: {@code base} with the timestamp replaced
     * @throws IllegalArgumentException if the instant is outside the timestamp's range
     */
    public UUID stamp(UUID base, Instant instant) {
        Objects.requireNonNull(base, "base");
        requireTimestamp();
        return plan.stamp(base, timestamp.fieldOf(timestamp.tickOf(instant)), !versionFromBase);
    }

    /**
     * The smallest id of this layout whose timestamp is at or after {@code from}, in the layout's
     * database order: for range scans ({@code WHERE id >= rangeStart(from)}). Its bits other than the
     * timestamp are 0, except the version and variant bits of RFC 9562 layouts; the COMB family keeps
     * the base GUID's version and variant ({@link #matches} accepts any), so there those bits are 0 too.
     *
     * @param from the start of the range, inclusive
     * @return the lower bound, inclusive, for ids made at or after {@code from}
     */
    public UUID rangeStart(Instant from) {
        requireTimestamp();
        return plan.lowest(timestamp.fieldOf(timestamp.tickOf(from)), !versionFromBase);
    }

    /**
     * The largest id of this layout whose timestamp is at or before {@code to} (its tick, at the
     * layout's precision), in the layout's database order: {@code WHERE id <= rangeEnd(to)}. Its bits
     * other than the timestamp are 1, except the version and variant bits of RFC 9562 layouts (for
     * the COMB family, which keeps the base GUID's, those are 1 too).
     *
     * @param to the end of the range, inclusive
     * @return the upper bound, inclusive, for ids made at or before {@code to}
     */
    public UUID rangeEnd(Instant to) {
        requireTimestamp();
        return plan.highest(timestamp.fieldOf(timestamp.tickOf(to)), !versionFromBase);
    }

    /**
     * The order of this layout's target database: ids a generator of this layout makes are strictly
     * increasing in it. {@link UuidOrder#UNSIGNED} for string-order layouts,
     * {@link UuidOrder#SQL_SERVER} for the SQL Server layouts, {@link UuidOrder#DOTNET_BYTES} for the
     * binary ones, and for any other {@linkplain Builder#sortOrder sort order} the unsigned order of
     * the bytes in that order.
     *
     * @return a comparator of ids in the target database's order
     */
    public Comparator<UUID> databaseOrder() {
        return databaseOrder;
    }

    private void requireTimestamp() {
        if (timestamp == null) {
            throw new IllegalArgumentException("layout " + name + " has no timestamp");
        }
    }

    private void requireMatch(UUID uuid) {
        if (!matches(uuid)) {
            String variant = "the RFC 9562 variant (10xx)";
            String needs = version < 0 ? variant : rfcVariant ? "version " + version + " and " + variant : "version " + version;
            throw new IllegalArgumentException(uuid + " is not a " + name + " id: it needs " + needs + ", it has version " + uuid.version()
                    + " and variant " + UuidVariant.of(uuid));
        }
    }

    /**
     * Equal when every setting is: name, sort order, version, variant, MariaDB guard, timestamp,
     * method, counter, tick step, node and {@link #versionFromBase()}.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof UuidLayout other && name.equals(other.name) && Arrays.equals(sortOrder, other.sortOrder)
                && version == other.version && rfcVariant == other.rfcVariant && mariaDbGuard == other.mariaDbGuard
                && Objects.equals(timestamp, other.timestamp)
                && method == other.method && counterBits == other.counterBits && tickStep == other.tickStep && nodeBits == other.nodeBits
                && node == other.node && versionFromBase == other.versionFromBase;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, Arrays.hashCode(sortOrder), version, rfcVariant, mariaDbGuard, timestamp, method, counterBits, tickStep,
                nodeBits, node, versionFromBase);
    }

    @Override
    public String toString() {
        return "UuidLayout[" + name + ", " + timestamp + ", " + method + " " + counterBits + " bits"
                + (tickStep != 1 ? ", step " + tickStep + " ticks" : "") + (nodeBits > 0 ? ", node " + nodeBits + " bits" : "")
                + (plan.guardBits() > 0 ? ", MariaDB guard " + plan.guardBits() + (plan.guardBits() == 1 ? " bit" : " bits") : "") + ", "
                + plan.randomBits() + " random bits]";
    }

    /** Describes a layout; {@link #build()} checks that it fits in 128 bits. */
    public static final class Builder {
        private final String name;
        private int[] sortOrder = STRING_ORDER;
        private int version = -1;
        private boolean rfcVariant;
        private boolean mariaDbGuard = true;
        private TimestampEncoding timestamp = TimestampEncoding.unixMillis48();
        private MonotonicMethod method = MonotonicMethod.DEDICATED_COUNTER;
        private int counterBits = DEFAULT_COUNTER_BITS;
        private long tickStep = 1;
        private int nodeBits;
        private long node;
        private boolean versionFromBase;

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /**
         * The order in which the target database compares bytes: {@code order[k]} is the index (in
         * the string / big-endian order) of the byte compared k-th. A permutation of 0..15.
         *
         * @param order the 16 byte indexes, a permutation of 0 to 15; copied
         * @return this builder
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

        /**
         * The version nibble (0 to 15) written into every id.
         *
         * @param version the version, 0 to 15
         * @return this builder
         */
        public Builder version(int version) {
            if (version < 0 || version > 15) {
                throw new IllegalArgumentException("a version is a nibble, 0 to 15, got " + version);
            }
            this.version = version;
            return this;
        }

        /**
         * Whether to write the RFC 9562 variant bits {@code 10} into every id; default false.
         *
         * @param rfcVariant true to write the variant bits
         * @return this builder
         */
        public Builder rfcVariant(boolean rfcVariant) {
            this.rfcVariant = rfcVariant;
            return this;
        }

        /**
         * Whether a layout with a version of 8 to 15 fixes the top of byte 8 so that MariaDB's
         * {@code UUID} type accepts every id; default true. Such a version sets the top bit of byte 6,
         * and MariaDB then refuses a byte 8 of {@code 0x01} to {@code 0x80} (with the RFC variant: a
         * byte 8 of exactly {@code 0x80}, one value in 64), and, given as 16 bytes, stores it so that
         * it reads back as another value. The guard sets the bit after the variant (byte 8 starts
         * {@code 101}: one bit), or without the variant the top two bits of byte 8 ({@code 11}: two
         * bits). Those bits are skipped like the variant's, so they cost random bits only: the
         * timestamp, counter and node keep their widths and their order. Decoding does not require them. No
         * effect on versions 0 to 7 or a layout without a version. Turn it off only to reproduce
         * another format bit for bit (RFC 9562 appendix B's example, say). See
         * docs/layouts.md#mariadb-guard.
         *
         * @param mariaDbGuard false to turn the guard off
         * @return this builder
         */
        public Builder mariaDbGuard(boolean mariaDbGuard) {
            this.mariaDbGuard = mariaDbGuard;
            return this;
        }

        /**
         * The timestamp encoding.
         *
         * @param encoding how instants become timestamp bits; not null
         * @return this builder
         */
        public Builder timestamp(TimestampEncoding encoding) {
            this.timestamp = Objects.requireNonNull(encoding, "encoding");
            return this;
        }

        /**
         * The monotonic method and the counter width in bits (0 to 42; at least 1 unless the method is clock precision).
         *
         * @param method the monotonic method; not null
         * @param bits   the counter's width
         * @return this builder
         */
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

        /**
         * A layout without timestamp or counter: every id is random ({@link UuidLayout#v4()}).
         *
         * @return this builder
         */
        public Builder noTimestamp() {
            this.timestamp = null;
            this.method = MonotonicMethod.CLOCK_PRECISION;
            this.counterBits = 0;
            return this;
        }

        /**
         * Whether the layout is one of the COMB family, whose version and variant bits come from the
         * random GUID it starts from: {@link UuidLayout#stamp} then leaves them as the base has them
         * and {@link UuidLayout#matches} accepts any. Default false (the bits belong to the format).
         *
         * @param versionFromBase true for a COMB layout
         * @return this builder
         */
        public Builder versionFromBase(boolean versionFromBase) {
            this.versionFromBase = versionFromBase;
            return this;
        }

        /**
         * A node id of {@code bits} bits placed right after the counter (RFC 9562 section 6.4).
         *
         * @param bits  0 to 48
         * @param value 0 to 2^bits - 1
         * @return this builder
         */
        public Builder node(int bits, long value) {
            if (bits < 0 || bits > 48) {
                throw new IllegalArgumentException("a node id is 0 to 48 bits wide, got " + bits);
            }
            if (value < 0 || (bits < 64 && (value >>> bits) != 0)) {
                throw new IllegalArgumentException("node id " + value + " does not fit in " + bits + " bits (0 to " + ((1L << bits) - 1) + ")");
            }
            this.nodeBits = bits;
            this.node = value;
            return this;
        }

        /**
         * The layout.
         *
         * @return a new layout with these settings
         */
        public UuidLayout build() {
            return new UuidLayout(this);
        }
    }
}
