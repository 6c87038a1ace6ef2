package dev.seqid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.jctools.queues.MpmcArrayQueue;

/**
 * Makes sequential, time-ordered UUIDs of one {@link UuidLayout}; thread-safe and lock-free.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li><b>Monotonic.</b> Every id this generator hands out, on any thread and from any method
 *   (batches included), is greater in the layout's database order (for RFC 9562 layouts: unsigned
 *   byte order, the order of PostgreSQL and of the lower-case string) than every id it handed out
 *   before the call began. No id is ever repeated. (In {@linkplain Builder#striped(boolean)
 *   striped mode} {@link #next()} promises uniqueness and per-thread order only.)</li>
 *   <li><b>Clock faults.</b> When the clock stands still or steps backwards the generator keeps its
 *   last tick and counts on. When the counter of a tick is spent it borrows the next tick, ahead of
 *   the clock, up to {@link Builder#maxLead(Duration) maxLead}; past that the
 *   {@link OverflowPolicy} decides: wait for the clock, or throw {@link GeneratorOverflowException}.
 *   {@link #lead()} tells how far ahead of the clock the generator runs.</li>
 *   <li><b>Never blocking, on request.</b> {@link #tryNext(UUID[], int, int)} and
 *   {@link #tryNextLongs} make as many ids as possible <em>now</em> and never wait or throw for the
 *   lead; {@link #nanosUntilNext()} tells when more are possible. Reactive and coroutine adapters
 *   use these instead of the waiting methods.</li>
 *   <li><b>Cost.</b> {@link #next()} allocates only the {@code UUID} it returns; the {@code long[]},
 *   {@code byte[]} and {@link ByteBuffer} methods allocate nothing. The batch methods reserve many
 *   consecutive positions with one CAS. Nothing is kept per virtual thread, and per platform thread
 *   only the default entropy's small grant (see {@link PrefilledEntropySource}), so a new thread per
 *   request costs next to nothing; striped mode also keeps a small lease per thread.</li>
 * </ul>
 *
 * <h2>State machine</h2>
 * The generator's position is a pair (tick, counter) that only moves forward. It lives in one
 * {@code long} of the current {@link Epoch}: {@code (tick - epoch.base) << counterBits | counter},
 * non-negative. A call reads the position {@code s} and the clock's tick {@code now}, computes the
 * next position {@code n} and publishes it with one CAS on the epoch's {@code state}; the id is
 * built from {@code n} (and fresh random bits) only after the CAS succeeded, so no two calls can
 * build an id from the same position.
 * <ul>
 *   <li>{@code now} after the position's tick: {@code n = now << counterBits | seed}, a random seed
 *   whose top bit is 0 (the rollover guard of RFC 9562 method 1).</li>
 *   <li>otherwise: {@code n = s + increment} (1, or a random step for monotonic random). A counter
 *   that overflows carries into the tick: that is borrowing the next tick.</li>
 * </ul>
 * The common case of {@link #next()}, a call that stays in the position's tick while the counter
 * has at least a quarter of its range left and the next tick is within the lead, takes its
 * position with one {@code getAndAdd} instead of a CAS ({@link #takeByAdding}): it never fails, so
 * threads that share the generator do not retry against each other. The position it gets is the
 * sum of every increment so far, so it is unique and above every position handed out before; only
 * a crossing into the next tick (more than a quarter of the counter's range of calls racing) needs
 * the lead check of the CAS path. Every other move goes through {@link #reserve}, one CAS for one
 * id or a whole batch.
 * Ticks are stored relative to {@code epoch.base} so that a 48-bit timestamp and a counter of up to
 * 42 bits share one long. When the relative tick would overflow, a thread <em>seals</em> the epoch
 * (CAS sets the sign bit, keeping the last position readable) and installs a successor epoch with a
 * new base whose position is at least the sealed one (CAS on {@link #epoch}). Any thread that finds
 * a sealed epoch helps install a successor, so no thread waits on another. A sealed state is never
 * unsealed, so a CAS prepared against the old epoch fails. With the default 18-bit counter the
 * relative tick has 45 bits (1100 years of milliseconds) and the epoch never changes in practice.
 *
 * <p>{@link #highWaterTick} is the largest clock tick the generator has jumped to; borrowing is
 * measured from {@code max(now, highWaterTick)}, so a clock that steps backwards does not eat the
 * lead allowance. It is written racily (a plain max-update with a volatile store); the race is
 * benign because a lower value only makes the bound stricter for a moment.
 */
public final class UuidGenerator implements Supplier<UUID> {

    private static final long SEALED = Long.MIN_VALUE;
    private static final VarHandle EPOCH;
    /** {@link #reserve} could not reserve now: start again with a fresh reading. */
    private static final long RETRY = -1;
    /** {@link #reserve} in {@link Mode#NOW}: the reservation would run past the maximum lead. */
    private static final long PAST_LEAD = -2;
    /** Ids whose random words a batch draws with one call. */
    private static final int RANDOM_BLOCK_IDS = 64;
    /** Positions the adds of {@link #takeByAdding} racing a seal can never use up (see {@link Epoch}). */
    private static final long SEAL_ROOM_POSITIONS = 1L << 24;
    /** The first lease of a thread in striped mode; each lease doubles up to {@link #leaseLimit}. */
    private static final int FIRST_LEASE = 4;

    static {
        try {
            EPOCH = MethodHandles.lookup().findVarHandle(UuidGenerator.class, "epoch", Epoch.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final UuidLayout layout;
    /** Where the layout's bits go: constant, timestamp, counter and random bits per word. */
    private final BitPlan plan;
    private final TimestampEncoding timestamp;
    private final ClockSource clock;
    private final EntropySource entropy;
    private final OverflowPolicy overflowPolicy;
    private final Duration maxLead;
    private final long maxLeadTicks;

    private final int counterBits;
    private final long counterMask;
    private final long maxRelativeTick;
    /** {@code seed = random >>> seedShift}: counterBits - 1 random bits, top counter bit 0; 64 means no seed. */
    private final int seedShift;
    /** Monotonic random: {@code increment = 1 + (random >>> incrementShift)}; 64 means always 1. */
    private final int incrementShift;
    /** Positions one id takes: 1, the tick step of a no-repeat layout, or 1 + a random step (monotonic random). */
    private final long unitIncrement;
    /** A new clock tick is taken only when it is at least {@code jumpSlack + 1} past the position's tick (no-repeat step). */
    private final long jumpSlack;
    /** {@link #next()} may take its position with {@code getAndAdd} (see {@link #takeByAdding}). */
    private final boolean addInPlace;
    /** The largest counter value from which {@link #next()} may add in place: three quarters of the range. */
    private final long addLimit;
    /** The add path is taken only below this relative tick, so a sealed state keeps room for racing adds. */
    private final long addTickLimit;
    /**
     * Positions a batch reserves per id (1, the tick step, or the monotonic random slot width): also
     * the largest increment a single id can take.
     */
    private final long batchStride;
    private final boolean randomSteps;
    /** v4: no timestamp, no state; every id is random. */
    private final boolean unordered;
    private final long constantMsb;
    private final long constantLsb;
    /** Largest number of ids one CAS of a batch reserves. */
    private final int batchChunk;
    private final boolean randomInMsb;
    private final boolean randomInLsb;
    /** Random words an id draws: one per word of the id that has random bits. */
    private final int randomWordsPerId;
    /** Buffers of random words for batches, handed from call to call (not kept per thread). */
    private final MpmcArrayQueue<long[]> randomBuffers = new MpmcArrayQueue<>(16);

    /** Striped mode: {@link #next()} takes from a per-thread lease instead of the shared position. */
    private final boolean striped;
    private final int leaseLimit;
    private final ThreadLocal<Lease> leases;

    private volatile Epoch epoch;
    private volatile long highWaterTick;

    private UuidGenerator(Builder b) {
        this.layout = b.layout;
        this.plan = layout.plan();
        this.timestamp = layout.timestamp();
        this.clock = b.clock;
        this.entropy = b.entropy;
        this.overflowPolicy = b.overflowPolicy;
        this.maxLead = b.maxLead;
        this.maxLeadTicks = timestamp == null ? 0 : toTicks(maxLead, timestamp.ticksPerSecond());

        this.counterBits = layout.counterBits();
        this.counterMask = (1L << counterBits) - 1;
        this.maxRelativeTick = (1L << (63 - counterBits)) - 1;
        this.seedShift = counterBits >= 2 ? 64 - (counterBits - 1) : 64;
        int incrementBits = layout.method() == MonotonicMethod.MONOTONIC_RANDOM ? Math.max(1, counterBits - 18) : 0;
        this.incrementShift = 64 - incrementBits;
        this.randomSteps = incrementBits > 0;
        this.unitIncrement = counterBits == 0 ? layout.tickStep() : 1;
        this.jumpSlack = unitIncrement - 1;
        this.addInPlace = counterBits >= 2 && !b.striped;
        this.addLimit = counterMask - (counterMask >>> 2);
        this.batchStride = randomSteps ? 1L << incrementBits : unitIncrement;
        this.addTickLimit = maxRelativeTick - 1 - Math.max(1, (SEAL_ROOM_POSITIONS * batchStride) >>> counterBits);
        this.unordered = !layout.ordered();
        this.constantMsb = plan.constantMsb();
        this.constantLsb = plan.constantLsb();
        long perTick = counterBits == 0 ? 4096 : Math.min(1L << (counterBits - 1), 1L << 16);
        this.batchChunk = (int) Math.max(1, perTick / batchStride);
        this.striped = b.striped;
        this.leaseLimit = Math.min(batchChunk, 1024);
        this.leases = striped ? ThreadLocal.withInitial(Lease::new) : null;
        this.randomInMsb = plan.randomMaskMsb() != 0;
        this.randomInLsb = plan.randomMaskLsb() != 0;
        this.randomWordsPerId = (randomInMsb ? 1 : 0) + (randomInLsb ? 1 : 0);

        long now = unordered ? 1 : timestamp.currentTick(clock);
        if (now < 1 || (!unordered && now > timestamp.maxTick())) {
            throw new IllegalStateException("the clock (" + clock + ") reads a time outside the range of layout " + layout.name()
                    + ": tick " + now + ", but the timestamp holds 1 to " + timestamp.maxTick());
        }
        // Position (now - step, 0), one step before the creation tick: the first id takes the clock's tick.
        this.epoch = new Epoch(now - unitIncrement, 0);
        this.highWaterTick = now - unitIncrement;
    }

    private static long toTicks(Duration d, long ticksPerSecond) {
        long seconds = d.getSeconds();
        if (seconds >= Long.MAX_VALUE / ticksPerSecond - 1) {
            return Long.MAX_VALUE / 4;
        }
        return seconds * ticksPerSecond + d.getNano() * ticksPerSecond / 1_000_000_000L;
    }

    /** The layout a builder uses unless told otherwise: {@code "v7"} ({@link UuidLayout#v7()}). */
    public static final String DEFAULT_LAYOUT = "v7";
    /** The entropy a builder uses unless told otherwise: {@code "secure"} ({@link EntropySource#secure()}). */
    public static final String DEFAULT_ENTROPY = "secure";
    /** The overflow policy a builder uses unless told otherwise. */
    public static final OverflowPolicy DEFAULT_OVERFLOW_POLICY = OverflowPolicy.WAIT;
    /** The maximum lead a builder uses unless told otherwise: one second. */
    public static final Duration DEFAULT_MAX_LEAD = Duration.ofSeconds(1);

    /**
     * The shortest wait {@link #retryAfterNanos()} advises: a caller that got nothing although the
     * estimate was zero lost the ids to another thread, and asking again at once would spin.
     */
    private static final long MIN_RETRY_NANOS = 20_000;

    /** A builder whose every setting has a default: see its methods. */
    public static Builder builder() {
        return new Builder();
    }

    // ------------------------------------------------------------------------------------ ids

    /**
     * The next id.
     *
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} when the maximum lead is
     *                                    reached, or when interrupted while waiting for the clock
     */
    public UUID next() {
        if (unordered) {
            return emit(Sink.UUIDS, null, 0, 0, 0);
        }
        if (striped) {
            return nextStriped();
        }
        return takeOne(Sink.UUIDS, null, 0);
    }

    /** {@link #next()}, for code that takes a {@code Supplier<UUID>}. */
    @Override
    public UUID get() {
        return next();
    }

    /**
     * Takes the next single position (the state machine above) and writes its id to {@code sink}:
     * the path of {@link #next()} and of the single-id {@code long[]}, {@code byte[]} and
     * {@link ByteBuffer} methods. Returns the id for {@link Sink#UUIDS}, else null.
     */
    private UUID takeOne(Sink sink, Object dst, int at) {
        for (;;) {
            Epoch e = epoch;
            long s = e.stateVolatile();
            long now = timestamp.currentTick(clock) - e.base;
            long n = mayAddInPlace(s, now) ? takeByAdding(e, now) : reserve(e, s, now, 1, Mode.BY_POLICY);
            if (n >= 0) {
                return emit(sink, dst, at, timestamp.fieldOf(e.base + (n >>> counterBits)), n & counterMask);
            }
        }
    }

    /**
     * Whether {@link #next()} may take its position with {@code getAndAdd}: the position {@code s}
     * is unsealed, its tick is the clock's (no jump) and far from the end of the epoch, its counter
     * has at least a quarter of its range left, and even a crossing into the next tick would stay
     * within the maximum lead.
     */
    private boolean mayAddInPlace(long s, long now) {
        long tick = s >> counterBits;
        boolean unsealed = s >= 0;
        boolean sameTick = now <= tick + jumpSlack;
        boolean counterHasRoom = (s & counterMask) <= addLimit;
        boolean nextTickWithinLead = tick < now + maxLeadTicks;
        return addInPlace && unsealed && sameTick && counterHasRoom && nextTickWithinLead && tick < addTickLimit;
    }

    /** Builds the id of (field, counter) with fresh random bits and writes it to {@code sink}; returns it for {@link Sink#UUIDS}. */
    private UUID emit(Sink sink, Object dst, int at, long field, long counter) {
        long msb = msb(field, counter, randomInMsb ? entropy.nextLong() : 0);
        long lsb = lsb(field, counter, randomInLsb ? entropy.nextLong() : 0);
        if (sink == Sink.UUIDS) {
            return new UUID(msb, lsb);
        }
        write(sink, dst, at, 0, msb, lsb);
        return null;
    }

    /**
     * The fast path of {@link #next()} for a call that stays in the position's tick: one
     * {@code getAndAdd} instead of a CAS, so a call never fails and retries under contention. The
     * caller checked ({@link #mayAddInPlace}) that the counter had at least a quarter of its range
     * left and that the next tick is within the lead; every call that passed that check adds at
     * most one increment, so the position leaves its tick only if more than
     * {@code 2^(counterBits - 2)} calls race between their check and their add, and then lands in
     * the next tick, which the check found within the lead. The position taken is always unique and
     * above every position handed out before (it is the sum of all increments so far).
     *
     * <p>One race remains: a call that read the state, was descheduled while other calls moved the
     * position to a tick at the lead's limit with its counter nearly spent, and then adds, can land
     * past the lead. Its position is taken either way: under {@link OverflowPolicy#WAIT} it waits
     * until the lead allows that tick; under {@link OverflowPolicy#THROW} it throws and the position
     * is never handed out, so the state already stands past the lead and later calls throw too until
     * the clock has caught up by that one tick.
     *
     * @return the position taken, or {@link #RETRY} if the epoch was sealed before the add
     * @throws GeneratorOverflowException in that race under {@link OverflowPolicy#THROW}
     */
    private long takeByAdding(Epoch e, long now) {
        long inc = increment();
        long previous = e.getAndAddState(inc);
        long n = previous + inc;
        if (previous < 0) {
            // Sealed before our add: the position is not ours to use (the add only raised the sealed
            // value, which the successor's floor may take into account; it never lowers it).
            replaceEpoch(e, previous, now);
            return RETRY;
        }
        long nextTick = n >>> counterBits;
        if (nextTick == (previous >>> counterBits) && nextTick <= now + maxLeadTicks) {
            return n;
        }
        // A crossing into the next tick, or the race described above. The position is ours whatever
        // happens: our add preceded any seal (previous >= 0), so a successor epoch starts above it.
        while (!checkLeadWaitingOrThrowing(e, nextTick, timestamp.currentTick(clock) - e.base)) {
            // waited for the clock
        }
        return n;
    }

    /**
     * Fills {@code dst[from .. from + count)} with consecutive ids, reserving up to thousands per CAS.
     *
     * @throws GeneratorOverflowException as {@link #next()}; a batch larger than one reservation may
     *                                    then have written its first part
     */
    public void next(UUID[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, Objects.requireNonNull(dst, "dst").length);
        fill(Sink.UUIDS, dst, from, count, Mode.BY_POLICY);
    }

    /** Fills all of {@code dst} with consecutive ids. */
    public void next(UUID[] dst) {
        next(dst, 0, dst.length);
    }

    /**
     * Writes {@code count} consecutive ids as (most, least) significant long pairs: id {@code i} goes
     * to {@code dst[from + 2i]} and {@code dst[from + 2i + 1]}. Allocates nothing.
     */
    public void nextLongs(long[] dst, int from, int count) {
        checkLongs(dst, from, count);
        if (count == 1 && !unordered && !striped) {
            takeOne(Sink.LONGS, dst, from);
            return;
        }
        fill(Sink.LONGS, dst, from, count, Mode.BY_POLICY);
    }

    private static void checkLongs(long[] dst, int from, int count) {
        Objects.requireNonNull(dst, "dst");
        if (count < 0 || count > (Integer.MAX_VALUE - 1) / 2) {
            throw new IllegalArgumentException("count must be 0 to " + (Integer.MAX_VALUE - 1) / 2 + ", got " + count);
        }
        Objects.checkFromIndexSize(from, 2 * count, dst.length);
    }

    /**
     * The non-blocking take: writes as many of {@code count} consecutive ids into
     * {@code dst[from ..]} as the generator can make <em>now</em>, and returns how many it wrote.
     * It never waits for the clock. Where {@link #next(UUID[], int, int)} would wait or throw
     * because the counter is spent and the maximum lead reached, it stops early: under
     * {@link OverflowPolicy#WAIT} it returns what it wrote (possibly 0) and {@link #retryAfterNanos()}
     * tells when to ask again; under {@link OverflowPolicy#THROW} it returns what it wrote if that is
     * at least one id, and throws if it could write none. So a caller that must not block a thread
     * (reactive and coroutine code) applies the policy by only scheduling or suspending: that is all
     * the policy leaves to it. The ids are ordered and unique with every other id of this
     * generator, as for any batch.
     *
     * @return the number of ids written, from 0 to {@code count} (1 or more under
     *         {@link OverflowPolicy#THROW}); fewer than {@code count} only when the maximum lead is
     *         reached
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} when not even one id is
     *                                    within the maximum lead (and {@code count > 0})
     * @throws IllegalStateException if the clock reads a time the layout cannot encode
     */
    public int tryNext(UUID[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, Objects.requireNonNull(dst, "dst").length);
        return fill(Sink.UUIDS, dst, from, count, Mode.NOW);
    }

    /**
     * {@link #tryNext(UUID[], int, int)} as (most, least) significant long pairs, as
     * {@link #nextLongs}; allocates nothing.
     *
     * @return the number of ids written (pairs), from 0 to {@code count}
     * @throws GeneratorOverflowException as {@link #tryNext(UUID[], int, int)}
     */
    public int tryNextLongs(long[] dst, int from, int count) {
        checkLongs(dst, from, count);
        return fill(Sink.LONGS, dst, from, count, Mode.NOW);
    }

    /**
     * How long until {@link #tryNext} can make at least one more id: 0 if it can now, otherwise the
     * time until the clock has moved far enough that the next tick lies within the maximum lead. An
     * estimate from the generator's state and the clock at the time of the call: other threads may
     * take ids meanwhile, so a caller that comes back after this time and still gets nothing simply
     * asks again. Never waits.
     */
    public long nanosUntilNext() {
        if (unordered) {
            return 0;
        }
        Epoch e = epoch;
        long s = e.stateVolatile() & ~SEALED;
        long now = timestamp.currentTick(clock) - e.base;
        long tick = s >>> counterBits;
        if (now > tick + jumpSlack) {
            return 0; // the next id jumps to the clock's tick
        }
        long nextTick = (s + batchStride) >>> counterBits;
        long wait = nextTick - maxLeadTicks - Math.max(now, highWaterTick - e.base);
        return wait <= 0 ? 0 : timestamp.durationOf(wait).toNanos();
    }

    /**
     * How long a caller whose {@link #tryNext} came up short should wait before it asks again:
     * {@link #nanosUntilNext()}, but at least 20 µs, since a take that made nothing although the
     * estimate was zero lost its ids to another thread, and asking again at once would spin.
     * Reactive and coroutine adapters schedule or suspend for this long.
     */
    public long retryAfterNanos() {
        return Math.max(nanosUntilNext(), MIN_RETRY_NANOS);
    }

    /** Writes the next id's 16 big-endian bytes (string order) into {@code dst[offset .. offset + 16)}. Allocates nothing. */
    public void nextBytes(byte[] dst, int offset) {
        Objects.checkFromIndexSize(offset, 16, Objects.requireNonNull(dst, "dst").length);
        if (unordered || striped) {
            fill(Sink.BYTES, dst, offset, 1, Mode.BY_POLICY);
        } else {
            takeOne(Sink.BYTES, dst, offset);
        }
    }

    /**
     * Writes the next id's 16 bytes in string order (big-endian, whatever {@code dst.order()} is) at
     * the buffer's position and advances it by 16. Allocates nothing.
     *
     * @throws java.nio.BufferOverflowException   if fewer than 16 bytes remain
     * @throws java.nio.ReadOnlyBufferException if the buffer is read-only
     */
    public void nextBytes(ByteBuffer dst) {
        Objects.requireNonNull(dst, "dst");
        if (dst.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        if (dst.remaining() < 16) {
            throw new java.nio.BufferOverflowException();
        }
        if (unordered || striped) {
            fill(Sink.BUFFER, dst, dst.position(), 1, Mode.BY_POLICY);
        } else {
            takeOne(Sink.BUFFER, dst, dst.position());
        }
    }

    /** Where {@link #fill} writes. */
    private enum Sink { UUIDS, LONGS, BYTES, BUFFER }

    /** What a reservation does when it would run past the maximum lead. */
    private enum Mode {
        /** Wait for the clock or throw, as the {@link OverflowPolicy} says. */
        BY_POLICY,
        /** Reserve only what fits now (the non-blocking take). */
        NOW
    }

    private static final VarHandle BYTES_AS_LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /**
     * Writes up to {@code count} consecutive ids, reserving up to {@link #batchChunk} per CAS;
     * returns how many it wrote ({@code count}, or fewer in {@link Mode#NOW}).
     */
    private int fill(Sink sink, Object dst, int from, int count, Mode mode) {
        long[] random = count > 1 ? borrowRandomBuffer() : null;
        try {
            return fill(sink, dst, from, count, mode, random);
        } finally {
            if (random != null) {
                randomBuffers.offer(random); // dropped for the collector if the pool is full
            }
        }
    }

    private int fill(Sink sink, Object dst, int from, int count, Mode mode, long[] random) {
        BitPlan p = plan;
        // The constant and timestamp bits of the current tick, placed once per tick rather than per id.
        long placedTick = Long.MIN_VALUE;
        long fixedMsb = constantMsb;
        long fixedLsb = constantLsb;
        int done = 0;
        while (done < count) {
            int chunk = Math.min(count - done, batchChunk);
            Epoch e = null;
            long first = 0;
            if (!unordered) {
                long last;
                do {
                    e = epoch;
                    long s = e.stateVolatile();
                    long now = timestamp.currentTick(clock) - e.base;
                    if (mode == Mode.NOW) {
                        chunk = Math.min(chunk, idsWithinLead(e, s, now));
                        if (chunk == 0) {
                            if (done == 0 && overflowPolicy == OverflowPolicy.THROW) {
                                throw overflow(e, ((s & ~SEALED) + batchStride) >>> counterBits, now);
                            }
                            return done;
                        }
                    }
                    last = reserve(e, s, now, chunk, mode);
                } while (last < 0);
                first = last - span(chunk);
            }
            for (int i = 0; i < chunk; i++) {
                int slot = i % RANDOM_BLOCK_IDS;
                if (random != null && slot == 0) {
                    // Random words for the next ids in one call: one look-up of this thread's entropy grant.
                    entropy.nextLongs(random, 0, randomWordsPerId * Math.min(RANDOM_BLOCK_IDS, chunk - i));
                }
                long counterMsb = 0;
                long counterLsb = 0;
                if (!unordered) {
                    long position = chunk == 1 ? first : position(first, i);
                    long tick = e.base + (position >>> counterBits);
                    if (tick != placedTick) {
                        long field = timestamp.fieldOf(tick);
                        fixedMsb = constantMsb | p.timestampMsb(field);
                        fixedLsb = constantLsb | p.timestampLsb(field);
                        placedTick = tick;
                    }
                    long counter = position & counterMask;
                    counterMsb = p.counterMsb(counter);
                    counterLsb = p.counterLsb(counter);
                }
                long randomMsb = 0;
                long randomLsb = 0;
                if (random != null) {
                    int w = randomWordsPerId * slot;
                    randomMsb = randomInMsb ? random[w] : 0;
                    randomLsb = randomInLsb ? random[w + randomWordsPerId - 1] : 0;
                } else {
                    randomMsb = randomInMsb ? entropy.nextLong() : 0;
                    randomLsb = randomInLsb ? entropy.nextLong() : 0;
                }
                long msb = fixedMsb | counterMsb | (randomMsb & p.randomMaskMsb());
                long lsb = fixedLsb | counterLsb | (randomLsb & p.randomMaskLsb());
                write(sink, dst, from, done + i, msb, lsb);
            }
            done += chunk;
        }
        return done;
    }

    private long[] borrowRandomBuffer() {
        long[] buffer = randomBuffers.relaxedPoll();
        return buffer != null ? buffer : new long[2 * RANDOM_BLOCK_IDS];
    }

    /** Writes id number {@code k} of a call that writes from {@code from} on. */
    private static void write(Sink sink, Object dst, int from, int k, long msb, long lsb) {
        switch (sink) {
            case UUIDS:
                ((UUID[]) dst)[from + k] = new UUID(msb, lsb);
                break;
            case LONGS:
                ((long[]) dst)[from + 2 * k] = msb;
                ((long[]) dst)[from + 2 * k + 1] = lsb;
                break;
            case BYTES:
                BYTES_AS_LONGS.set((byte[]) dst, from + 16 * k, msb);
                BYTES_AS_LONGS.set((byte[]) dst, from + 16 * k + 8, lsb);
                break;
            default:
                ByteBuffer buffer = (ByteBuffer) dst;
                boolean big = buffer.order() == ByteOrder.BIG_ENDIAN;
                buffer.putLong(big ? msb : Long.reverseBytes(msb));
                buffer.putLong(big ? lsb : Long.reverseBytes(lsb));
                break;
        }
    }

    /**
     * Positions between the first and the last of a reservation of {@code count} ids: none for a
     * single id; {@link #batchStride} per id after the first; for monotonic random, whole slots of
     * {@link #batchStride} positions, in each of which its id takes a random position.
     */
    private long span(int count) {
        return count == 1 ? 0 : randomSteps ? count * batchStride - 1 : (count - 1) * batchStride;
    }

    /** The position of id {@code i} of a batch reservation that starts at {@code first}; increasing in i. */
    private long position(long first, int i) {
        if (!randomSteps) {
            return first + i * batchStride;
        }
        // Monotonic random: a random position inside the id's own slot of batchStride positions.
        return first + i * batchStride + (entropy.nextLong() >>> incrementShift);
    }

    /**
     * One attempt to reserve the positions of {@code count} ids in epoch {@code e}, whose state was
     * {@code s} and the clock's relative tick {@code now}, with one CAS: the state machine of the
     * class comment. A move that stays in the position's tick needs no checks; a move to another
     * tick (the clock's, or a borrowed one), a move past the lead, or a sealed state goes through
     * {@link #checkMoveReplacingEpochOrWaiting} first.
     *
     * @return the last position reserved (the first is {@code last - span(count)}); {@link #RETRY}
     *         if the caller must read the state again (lost CAS, epoch replaced, waited for the
     *         clock); in {@link Mode#NOW}, {@link #PAST_LEAD} if the ids do not fit within the lead
     * @throws GeneratorOverflowException in {@link Mode#BY_POLICY} under {@link OverflowPolicy#THROW}
     */
    private long reserve(Epoch e, long s, long now, int count, Mode mode) {
        final int c = counterBits;
        long tick = s >> c;
        boolean jump = now > tick + jumpSlack;
        long first = jump ? (now << c) | seed() : s + increment();
        long last = first + span(count);
        boolean sealed = s < 0;
        boolean leavesTick = (last >> c) != tick;
        boolean pastLead = (last >> c) > now + maxLeadTicks;
        if (sealed || jump || leavesTick || pastLead) {
            long verdict = checkMoveReplacingEpochOrWaiting(e, s, last, now, mode);
            if (verdict < 0) {
                return verdict;
            }
        }
        if (!e.casState(s, last)) {
            return RETRY;
        }
        if (jump) {
            raiseHighWater(e.base + now);
        }
        return last;
    }

    /**
     * How many ids a batch reservation made now could take without running past the lead, assuming
     * the largest random seed and increments (so a reservation of that many never does, unless the
     * state moves first); 0 if not even one.
     */
    private int idsWithinLead(Epoch e, long s, long now) {
        final int c = counterBits;
        long tick = s >> c;
        if (s < 0) {
            return batchChunk; // sealed: reserve() replaces the epoch and the caller looks again
        }
        boolean jump = now > tick + jumpSlack;
        long first = jump ? (now << c) | (seedShift == 64 ? 0 : counterMask >>> 1) : s + batchStride;
        long allowedTick = Math.max(now, highWaterTick - e.base) + maxLeadTicks;
        if (allowedTick >= maxRelativeTick) {
            return batchChunk;
        }
        long lastAllowed = ((allowedTick + 1) << c) - 1;
        if (first > lastAllowed) {
            return 0;
        }
        long fit = randomSteps ? (lastAllowed - first + 1) / batchStride : (lastAllowed - first) / batchStride + 1;
        // fit is 0 when less than one monotonic random slot is left: one id still fits, since its
        // random increment is at most a slot (first above assumed the largest).
        return (int) Math.min(Math.max(fit, 1), batchChunk);
    }

    /**
     * Striped {@link #next()}: takes the next position of this thread's lease and leases again (one
     * CAS) when it is spent or the clock has moved past the lease's tick. A thread's first lease is
     * {@value #FIRST_LEASE} ids and each next one twice as many, up to {@link #leaseLimit}, so a
     * short-lived thread does not take a thousand positions for the one id it makes. Unique,
     * increasing per thread; not ordered across threads.
     */
    private UUID nextStriped() {
        Lease r = leases.get();
        Epoch e = r.epoch;
        long position;
        if (r.used < r.count && timestamp.currentTick(clock) - e.base <= ((position = leasedPosition(r, r.used)) >>> counterBits)) {
            r.used++;
        } else {
            renewLease(r);
            e = r.epoch;
            position = leasedPosition(r, 0);
            r.used = 1;
        }
        long field = timestamp.fieldOf(e.base + (position >>> counterBits));
        long counter = position & counterMask;
        return emit(Sink.UUIDS, null, 0, field, counter);
    }

    /** Reserves this thread's next lease (one CAS), twice the size of the last one up to {@link #leaseLimit}; out of line, the cold path. */
    private void renewLease(Lease r) {
        int size = r.nextSize == 0 ? Math.min(FIRST_LEASE, leaseLimit) : r.nextSize;
        Epoch e;
        long last;
        do {
            e = epoch;
            last = reserve(e, e.stateVolatile(), timestamp.currentTick(clock) - e.base, size, Mode.BY_POLICY);
        } while (last < 0);
        r.epoch = e;
        r.first = last - span(size);
        r.count = size;
        r.nextSize = Math.min(2 * size, leaseLimit);
    }

    private long leasedPosition(Lease r, int i) {
        return r.count == 1 ? r.first : position(r.first, i);
    }

    /**
     * A thread's lease in striped mode: ids {@code used .. count} of the reservation starting at
     * {@code first}. Written on every call by its thread, so padded: two threads' leases, which the
     * garbage collector may copy next to each other, never share a cache line (or a pair of lines
     * the CPU prefetches together).
     */
    private static final class Lease extends LeaseFields {
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;
    }

    /** The fields of a {@link Lease}, between its two pads (a superclass's fields are laid out first). */
    private abstract static class LeaseFields extends LeadingPad {
        Epoch epoch;
        long first;
        int count;
        int used;
        int nextSize;
    }

    /** 128 bytes before the fields of a per-thread object written on every call. */
    private abstract static class LeadingPad {
        long p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15;
    }

    /** The most significant word of an id; {@code random} lands on the layout's random bits only. */
    private long msb(long field, long counter, long random) {
        return plan.msb(field, counter, random);
    }

    private long lsb(long field, long counter, long random) {
        return plan.lsb(field, counter, random);
    }

    private long seed() {
        return seedShift == 64 ? 0 : entropy.nextLong() >>> seedShift;
    }

    private long increment() {
        return incrementShift == 64 ? unitIncrement : 1 + (entropy.nextLong() >>> incrementShift);
    }

    private void raiseHighWater(long tick) {
        if (tick > highWaterTick) {
            highWaterTick = tick;
        }
    }

    /**
     * The slow path of {@link #reserve}, for a move from state {@code s} to position {@code last}
     * that changes tick (a new clock tick, a borrowed tick, or an overflow of the relative tick),
     * runs ahead of the clock by more than {@code maxLead} (checked against the high-water tick, so
     * a clock that stepped back passes), or finds the epoch sealed. It may replace the epoch, park
     * the thread or throw.
     *
     * @return 0 if the move may go on to its CAS; {@link #RETRY} if the caller must start again
     *         (after helping to replace a sealed epoch, or after waiting for the clock);
     *         {@link #PAST_LEAD} in {@link Mode#NOW} when the move would run past the lead
     */
    private long checkMoveReplacingEpochOrWaiting(Epoch e, long s, long last, long now, Mode mode) {
        long tick = s >> counterBits;
        long lastTick = last >>> counterBits;
        // The state's tick stays below maxRelativeTick, so a sealed state (sign bit set) keeps at
        // least 2^counterBits of room below the sign: adds that land after the seal cannot clear it.
        boolean relativeTickOverflows = lastTick >= maxRelativeTick || (now > tick && now >= maxRelativeTick);
        if (s < 0 || relativeTickOverflows) {
            replaceEpoch(e, s, now);
            return RETRY;
        }
        if (mode == Mode.NOW) {
            checkEncodable(e, lastTick);
            return lastTick > now && lastTick > leadLimit(e, now) ? PAST_LEAD : 0;
        }
        return checkLeadWaitingOrThrowing(e, lastTick, now) ? 0 : RETRY;
    }

    /** The furthest relative tick the lead allows now: {@code maxLead} past the clock or the high-water tick, whichever is later. */
    private long leadLimit(Epoch e, long now) {
        return Math.max(now, highWaterTick - e.base) + maxLeadTicks;
    }

    /** Throws if the layout's timestamp cannot hold relative tick {@code tick} of epoch {@code e}. */
    private void checkEncodable(Epoch e, long tick) {
        if (e.base + tick > timestamp.maxTick()) {
            throw new IllegalStateException("layout " + layout.name() + " cannot encode tick " + (e.base + tick)
                    + ": its " + timestamp.bits() + "-bit timestamp ends at " + timestamp.maxTick() + " (clock: " + clock + ")");
        }
    }

    /**
     * Whether a position may move to relative tick {@code nextTick} now: the timestamp can encode
     * it, and it is not ahead of the clock by more than the lead allows. Otherwise, by policy,
     * throws ({@link OverflowPolicy#THROW}) or parks the thread for a moment and returns false
     * ({@link OverflowPolicy#WAIT}).
     */
    private boolean checkLeadWaitingOrThrowing(Epoch e, long nextTick, long now) {
        checkEncodable(e, nextTick);
        if (nextTick > now && nextTick > leadLimit(e, now)) {
            waitForClockOrThrow(e, nextTick, now);
            return false;
        }
        return true;
    }

    private void waitForClockOrThrow(Epoch e, long nextTick, long now) {
        if (overflowPolicy == OverflowPolicy.THROW) {
            throw overflow(e, nextTick, now);
        }
        LockSupport.parkNanos(WAIT_PARK_NANOS);
        if (Thread.interrupted()) {
            Thread.currentThread().interrupt();
            throw new GeneratorOverflowException("interrupted while waiting for the clock: " + overflowState(e, nextTick, now));
        }
    }

    private GeneratorOverflowException overflow(Epoch e, long nextTick, long now) {
        return new GeneratorOverflowException(overflowState(e, nextTick, now)
                + "; raise maxLead, choose a wider counter, use OverflowPolicy.WAIT, or slow down");
    }

    private String overflowState(Epoch e, long nextTick, long now) {
        return "the generator for layout " + layout.name() + " has spent its counter and would run "
                + timestamp.durationOf(nextTick - Math.max(now, highWaterTick - e.base)) + " ahead of the clock, over its maximum lead of "
                + maxLead;
    }

    /** How long {@link OverflowPolicy#WAIT} parks before it looks at the clock again. */
    private static final long WAIT_PARK_NANOS = 50_000;

    /** Seals {@code e} (if no one has) and tries once to install a successor whose position is at least the sealed one. */
    private void replaceEpoch(Epoch e, long s, long now) {
        long sealed = s;
        if (s >= 0) {
            sealed = s | SEALED;
            if (!e.casState(s, sealed)) {
                return;
            }
        }
        long last = sealed & ~SEALED;
        long floorTick = e.base + (last >>> counterBits);
        long floorCounter = last & counterMask;
        long nowTick = e.base + now;
        if (nowTick - 1 > floorTick) {
            // The clock is ahead: the next id jumps to it anyway, so raise the floor to just before it.
            floorTick = nowTick - 1;
            floorCounter = counterMask;
        }
        EPOCH.compareAndSet(this, e, new Epoch(floorTick - 1, (1L << counterBits) | floorCounter));
    }

    // ------------------------------------------------------------------------------------ state

    /**
     * How far the generator runs ahead of the clock now: the time between the clock's reading and
     * the timestamp of the last id handed out, or zero when the clock is ahead. It grows when the
     * clock steps backwards or ids are made faster than the counter allows, and shrinks as the
     * clock catches up.
     */
    public Duration lead() {
        if (unordered) {
            return Duration.ZERO;
        }
        Epoch e = epoch;
        long s = e.stateVolatile() & ~SEALED;
        long ahead = e.base + (s >>> counterBits) - timestamp.currentTick(clock);
        return ahead > 0 ? timestamp.durationOf(ahead) : Duration.ZERO;
    }

    /** The layout of the ids. */
    public UuidLayout layout() {
        return layout;
    }

    /**
     * What the waiting methods do when the counter is spent and the maximum lead reached; adapters
     * that use {@link #tryNext} read it to fail as {@link OverflowPolicy#THROW} asks instead of
     * waiting.
     */
    public OverflowPolicy overflowPolicy() {
        return overflowPolicy;
    }

    /**
     * The source of the ids' random bits; monitoring reads it, for example the counters of a
     * {@link PrefilledEntropySource} ({@link PrefilledEntropySource#fallbacks()},
     * {@link PrefilledEntropySource#restarts()}).
     */
    public EntropySource entropy() {
        return entropy;
    }

    /** Whether {@link #next()} takes from a per-thread lease ({@link Builder#striped(boolean)}). */
    public boolean striped() {
        return striped;
    }

    @Override
    public String toString() {
        return "UuidGenerator[" + layout + ", clock=" + clock + ", entropy=" + entropy + ", maxLead=" + maxLead + ", "
                + overflowPolicy + "]";
    }

    /**
     * A base tick and the position relative to it. {@code base} never changes; {@code state} only
     * grows, until a CAS seals it (sign bit set). After that only the adds of {@link #takeByAdding}
     * calls that lost the race change it; they see the sign bit in the value before their add and
     * discard the position. They cannot clear the sign bit: the add path runs only while the tick is
     * below {@link #addTickLimit}, which leaves room for at least {@link #SEAL_ROOM_POSITIONS}
     * (2^24) of the largest increments below the sign bit, and each call that read an unsealed
     * state adds one increment at most (clearing it would take more than 2^24 calls racing between
     * their read and their add).
     */
    static final class Epoch {
        private static final VarHandle STATE;

        static {
            try {
                STATE = MethodHandles.lookup().findVarHandle(Epoch.class, "state", long.class);
            } catch (ReflectiveOperationException ex) {
                throw new ExceptionInInitializerError(ex);
            }
        }

        final long base;
        private volatile long state;

        Epoch(long base, long state) {
            this.base = base;
            this.state = state;
        }

        long stateVolatile() {
            return state;
        }

        boolean casState(long expected, long next) {
            return STATE.compareAndSet(this, expected, next);
        }

        /** Adds {@code delta} to the state and returns the state before (volatile semantics). */
        long getAndAddState(long delta) {
            return (long) STATE.getAndAdd(this, delta);
        }
    }

    // ------------------------------------------------------------------------------------ builder

    /** Settings of a generator; {@link #build()} fills in the defaults of those left unset. */
    public static final class Builder {
        private UuidLayout layout;
        private ClockSource clock;
        private EntropySource entropy;
        private OverflowPolicy overflowPolicy;
        private Duration maxLead;
        private boolean striped;

        private Builder() {
        }

        /**
         * Striped mode, for bulk loaders that call {@link UuidGenerator#next()} from many threads:
         * each thread leases a range of positions with one CAS (4 at first, doubling with use up to
         * 1024) and hands them out without touching shared state, so threads do not contend on one
         * cache line. Ids stay
         * unique, and increasing within each thread, but they are <b>not</b> globally ordered: an
         * id from one thread may sort before an id another thread handed out earlier (within the
         * same clock tick). The batch methods are unaffected. Default: off (globally monotonic).
         */
        public Builder striped(boolean striped) {
            this.striped = striped;
            return this;
        }

        /** The layout; default {@link UuidLayout#v7()}. */
        public Builder layout(UuidLayout layout) {
            this.layout = Objects.requireNonNull(layout, "layout");
            return this;
        }

        /**
         * The clock; default {@link ClockSource#cached()}, which saves the clock call per id (the
         * largest single cost of an id) at the price of timestamps up to about 0.25 ms late. Use
         * {@link ClockSource#system()} to read the clock on every id.
         */
        public Builder clock(ClockSource clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /** The entropy; default {@link EntropySource#secure()}. */
        public Builder entropy(EntropySource entropy) {
            this.entropy = Objects.requireNonNull(entropy, "entropy");
            return this;
        }

        /** What to do when the maximum lead is reached; default {@link OverflowPolicy#WAIT}. */
        public Builder overflowPolicy(OverflowPolicy policy) {
            this.overflowPolicy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /**
         * How far the generator may borrow ticks ahead of the clock when its counter is spent;
         * default 1 second. Zero means never borrow.
         */
        public Builder maxLead(Duration maxLead) {
            Objects.requireNonNull(maxLead, "maxLead");
            if (maxLead.isNegative()) {
                throw new IllegalArgumentException("maxLead must be zero or positive, got " + maxLead);
            }
            this.maxLead = maxLead;
            return this;
        }

        /**
         * The generator.
         *
         * @throws IllegalStateException if the clock reads a time the layout cannot encode
         */
        public UuidGenerator build() {
            if (layout == null) {
                layout = UuidLayout.named(DEFAULT_LAYOUT);
            }
            if (clock == null) {
                clock = ClockSource.cached();
            }
            if (entropy == null) {
                entropy = EntropySource.named(DEFAULT_ENTROPY);
            }
            if (overflowPolicy == null) {
                overflowPolicy = DEFAULT_OVERFLOW_POLICY;
            }
            if (maxLead == null) {
                maxLead = DEFAULT_MAX_LEAD;
            }
            return new UuidGenerator(this);
        }
    }
}
