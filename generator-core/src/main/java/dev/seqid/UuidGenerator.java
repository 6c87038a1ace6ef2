package dev.seqid;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Makes sequential, time-ordered UUIDs of one {@link UuidLayout}; thread-safe and lock-free.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li><b>Monotonic.</b> Every id this generator hands out, on any thread and from any method
 *   (batches included), is greater in the layout's database order (for RFC 9562 layouts: unsigned
 *   byte order, the order of PostgreSQL and of the lower-case string) than every id it handed out
 *   before the call began. No id is ever repeated. (Layout v4 has no order: its ids are random.
 *   A generator built with {@link ClockStepBack#REANCHOR} gives up this promise across a long
 *   clock step back, by choice.)
 *   For per-thread order only, at a lower cost on many threads, see {@link #striped()}, a
 *   different type with that weaker contract.</li>
 *   <li><b>Clock faults.</b> When the clock stands still or steps backwards the generator keeps its
 *   last tick and counts on. When the counter of a tick is spent it borrows the next tick, ahead of
 *   the clock, up to {@link Builder#maxLead(Duration) maxLead}; past that the
 *   {@link OverflowPolicy} decides: wait for the clock, or throw {@link GeneratorOverflowException}.
 *   {@link #lead()} tells how far ahead of the clock the generator runs. A step back longer than
 *   the {@link Builder#stepBackTolerance tolerance} is counted ({@link #clockStepBacks()}) and, if
 *   the builder chose {@link ClockStepBack#REANCHOR}, re-anchors the generator to the clock
 *   ({@link #reanchors()}).</li>
 *   <li><b>Never blocking, on request.</b> {@link #tryNext(UUID[], int, int)} and
 *   {@link #tryNextLongs} make as many ids as possible <em>now</em> and never wait;
 *   {@link #retryAfterNanos()} tells when more are possible. Reactive and coroutine adapters use
 *   these instead of the waiting methods.</li>
 *   <li><b>Cost.</b> {@link #next()} allocates only the {@code UUID} it returns; the {@code long[]},
 *   {@code byte[]} and {@link ByteBuffer} methods allocate nothing. The batch methods reserve many
 *   consecutive positions with one CAS. Nothing is kept per virtual thread, and per platform thread
 *   only the default entropy's small grant (see {@link PrefilledEntropySource}), so a new thread per
 *   request costs next to nothing.</li>
 * </ul>
 *
 * <p>The builder picks the implementation once: an ordered generator (the position state machine
 * shared by all threads) for every layout with a timestamp, a stateless one for v4. No call tests
 * which it is.
 *
 * <p>This file is over 400 lines because it is the whole public surface of the generator:
 * the contract above, each method's Javadoc and the {@link Builder} with its checks. Its methods
 * only check arguments and hand over; the algorithms are in its subclasses and {@code PositionState}.
 */
public abstract sealed class UuidGenerator implements Supplier<UUID> permits OrderedUuidGenerator, RandomUuidGenerator {

    /** The layout a builder uses unless told otherwise: {@code "v7"} ({@link UuidLayout#v7()}). */
    public static final String DEFAULT_LAYOUT = "v7";
    /** The entropy a builder uses unless told otherwise: {@code "secure"} ({@link EntropySource#secure()}). */
    public static final String DEFAULT_ENTROPY = "secure";
    /** The overflow policy a builder uses unless told otherwise. */
    public static final OverflowPolicy DEFAULT_OVERFLOW_POLICY = OverflowPolicy.WAIT;
    /** The maximum lead a builder uses unless told otherwise: one second. */
    public static final Duration DEFAULT_MAX_LEAD = Duration.ofSeconds(1);
    /** What a builder does after a long clock step back unless told otherwise: keep strict order. */
    public static final ClockStepBack DEFAULT_CLOCK_STEP_BACK = ClockStepBack.KEEP_ORDER;
    /** How far the clock may step back before it counts (and re-anchors, if chosen) unless told otherwise: 10 seconds. */
    public static final Duration DEFAULT_STEP_BACK_TOLERANCE = Duration.ofSeconds(10);

    /**
     * The shortest wait {@link #retryAfterNanos()} advises: a take that made nothing although the
     * estimate was zero lost its ids to another thread, and asking again at once would spin.
     */
    private static final long MIN_RETRY_NANOS = 20_000;

    final UuidLayout layout;
    final BitPlan plan;
    final ClockSource clock;
    final EntropySource entropy;
    final OverflowPolicy overflowPolicy;
    final Duration maxLead;
    final ClockStepBack clockStepBack;
    final Duration stepBackTolerance;

    UuidGenerator(Builder b) {
        this.layout = b.layout;
        this.clockStepBack = b.clockStepBack;
        this.stepBackTolerance = b.stepBackTolerance;
        this.plan = layout.plan();
        this.clock = b.clock;
        this.entropy = b.entropy;
        this.overflowPolicy = b.overflowPolicy;
        this.maxLead = b.maxLead;
    }

    /**
     * A builder whose every setting has a default: see its methods.
     *
     * @return a new builder with no setting made
     */
    public static Builder builder() {
        return new Builder();
    }

    // ------------------------------------------------------------------------------------ ids

    /**
     * The next id.
     *
     * @return a new id, greater than every id this generator handed out before the call
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} when the maximum lead is
     *                                    reached, or when interrupted while waiting for the clock
     */
    public final UUID next() {
        return writeOne(IdWriter.NEW_UUID, null, 0);
    }

    /** {@link #next()}, for code that takes a {@code Supplier<UUID>}. */
    @Override
    public final UUID get() {
        return next();
    }

    /**
     * Fills {@code dst[from .. from + count)} with consecutive ids, reserving up to thousands per CAS.
     *
     * @param dst   the array to fill
     * @param from  the index in {@code dst} of the first id
     * @param count the number of ids to write, 0 or more
     * @throws GeneratorOverflowException as {@link #next()}; a batch larger than one reservation may
     *                                    then have written its first part
     */
    public final void next(UUID[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, Objects.requireNonNull(dst, "dst").length);
        write(IdWriter.UUIDS, dst, from, count);
    }

    /**
     * Fills all of {@code dst} with consecutive ids.
     *
     * @param dst the array to fill
     */
    public final void next(UUID[] dst) {
        next(dst, 0, dst.length);
    }

    /**
     * Writes {@code count} consecutive ids as (most, least) significant long pairs: id {@code i} goes
     * to {@code dst[from + 2i]} and {@code dst[from + 2i + 1]}. Allocates nothing.
     *
     * @param dst   the array to write the pairs to
     * @param from  the index in {@code dst} of the first id's most significant long
     * @param count the number of ids, each taking two longs: 0 to {@code (Integer.MAX_VALUE - 1) / 2}
     */
    public final void nextLongs(long[] dst, int from, int count) {
        checkLongs(dst, from, count);
        if (count == 1) {
            writeOne(IdWriter.LONGS, dst, from);
        } else {
            write(IdWriter.LONGS, dst, from, count);
        }
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
     * @param dst   the array to fill
     * @param from  the index in {@code dst} of the first id
     * @param count the number of ids wanted, 0 or more
     * @return the number of ids written, from 0 to {@code count} (1 or more under
     *         {@link OverflowPolicy#THROW}); fewer than {@code count} only when the maximum lead is
     *         reached
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} when not even one id is
     *                                    within the maximum lead (and {@code count > 0})
     * @throws IllegalStateException if the clock reads a time the layout cannot encode
     */
    public final int tryNext(UUID[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, Objects.requireNonNull(dst, "dst").length);
        return tryWrite(IdWriter.UUIDS, dst, from, count);
    }

    /**
     * {@link #tryNext(UUID[], int, int)} as (most, least) significant long pairs, as
     * {@link #nextLongs}; allocates nothing.
     *
     * @param dst   the array to write the pairs to
     * @param from  the index in {@code dst} of the first id's most significant long
     * @param count the number of ids wanted, each taking two longs: 0 to
     *              {@code (Integer.MAX_VALUE - 1) / 2}
     * @return the number of ids written (pairs), from 0 to {@code count}
     * @throws GeneratorOverflowException as {@link #tryNext(UUID[], int, int)}
     */
    public final int tryNextLongs(long[] dst, int from, int count) {
        checkLongs(dst, from, count);
        return tryWrite(IdWriter.LONGS, dst, from, count);
    }

    /**
     * The non-blocking take of one id: the next id if the generator can make it now, without
     * waiting. Where {@link #next()} would wait for the clock (the counter spent and the maximum
     * lead reached), it returns {@code null} under {@link OverflowPolicy#WAIT}, and
     * {@link #retryAfterNanos()} tells when to ask again; under {@link OverflowPolicy#THROW} it
     * throws as {@code next()} does. For code that wants one id at a time and must not block a
     * thread (coroutines, reactive operators); it takes its position with one CAS where
     * {@code next()} usually takes it with one add, and allocates only the {@code UUID}.
     *
     * @return a new id, greater than every id this generator handed out before the call; or
     *         {@code null} if none can be made now (never under {@link OverflowPolicy#THROW})
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} when the maximum lead is reached
     * @throws IllegalStateException if the clock reads a time the layout cannot encode
     */
    public final UUID tryNext() {
        return tryWriteOne(IdWriter.NEW_UUID, null, 0);
    }

    /**
     * How long until {@link #tryNext} can make at least one more id: 0 if it can now, otherwise the
     * time until the clock has moved far enough that the next tick lies within the maximum lead. An
     * estimate from the generator's state and the clock at the time of the call: other threads may
     * take ids meanwhile, so a caller that comes back after this time and still gets nothing simply
     * asks again. Never waits.
     *
     * @return the estimated wait in nanoseconds, 0 or more
     */
    public abstract long nanosUntilNext();

    /**
     * How long a caller whose {@link #tryNext} came up short should wait before it asks again:
     * {@link #nanosUntilNext()}, but at least 20 µs, since a take that made nothing although the
     * estimate was zero lost its ids to another thread, and asking again at once would spin.
     * Reactive and coroutine adapters schedule or suspend for this long.
     *
     * @return the wait in nanoseconds, at least 20 000
     */
    public final long retryAfterNanos() {
        return Math.max(nanosUntilNext(), MIN_RETRY_NANOS);
    }

    /**
     * Writes the next id's 16 big-endian bytes (string order) into {@code dst[offset .. offset + 16)}. Allocates nothing.
     *
     * @param dst    the array to write to
     * @param offset the index in {@code dst} of the id's first byte
     */
    public final void nextBytes(byte[] dst, int offset) {
        Objects.checkFromIndexSize(offset, 16, Objects.requireNonNull(dst, "dst").length);
        writeOne(IdWriter.BYTES, dst, offset);
    }

    /**
     * Writes the next id's 16 bytes in string order (big-endian, whatever {@code dst.order()} is) at
     * the buffer's position and advances it by 16. Allocates nothing.
     *
     * @param dst the buffer to write to
     * @throws java.nio.BufferOverflowException   if fewer than 16 bytes remain
     * @throws java.nio.ReadOnlyBufferException if the buffer is read-only
     */
    public final void nextBytes(ByteBuffer dst) {
        Objects.requireNonNull(dst, "dst");
        if (dst.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        if (dst.remaining() < 16) {
            throw new java.nio.BufferOverflowException();
        }
        writeOne(IdWriter.BUFFER, dst, dst.position());
    }

    /** Writes the next single id to {@code dst} at {@code at}; returns what the writer returns. */
    abstract <D, R> R writeOne(IdWriter<D, R> writer, D dst, int at);

    /** {@link #writeOne} if the id can be made now; otherwise null, or the overflow policy's exception under {@link OverflowPolicy#THROW}. */
    abstract <D, R> R tryWriteOne(IdWriter<D, R> writer, D dst, int at);

    /** Writes {@code count} consecutive ids to {@code dst} from {@code from} on, waiting or throwing as {@link #next(UUID[], int, int)}. */
    abstract <D> void write(IdWriter<D, ?> writer, D dst, int from, int count);

    /** Writes up to {@code count} consecutive ids as {@link #write} does, as many as can be made now (see {@link #tryNext}); returns how many. */
    abstract <D> int tryWrite(IdWriter<D, ?> writer, D dst, int from, int count);

    // ------------------------------------------------------------------------------------ state

    /**
     * How far the generator runs ahead of the clock now: the time between the clock's reading and
     * the timestamp of the last id handed out, or zero when the clock is ahead. It grows when the
     * clock steps backwards or ids are made faster than the counter allows, and shrinks as the
     * clock catches up.
     *
     * @return the lead, never negative
     */
    public abstract Duration lead();

    /**
     * How many times this generator found the clock more than its step-back tolerance (or its
     * maximum lead, if longer) behind its high-water mark, the latest clock reading it moved its
     * position to: once per high-water mark, however many calls meet the same fall of the clock
     * (after a re-anchor, a fall below any mark counts anew).
     * Ticks it borrowed ahead of the clock (up to the maximum lead) never count. For monitoring
     * (the Spring module's Micrometer meters read it).
     *
     * @return the count since the generator was built; 0 for v4
     */
    public abstract long clockStepBacks();

    /**
     * How many times this generator re-anchored to the clock after a step back
     * ({@link ClockStepBack#REANCHOR}); always 0 under {@link ClockStepBack#KEEP_ORDER}.
     *
     * @return the count since the generator was built; 0 for v4
     */
    public abstract long reanchors();

    /**
     * This generator's ids with <b>per-thread order only</b>, for bulk loaders that call
     * {@code next()} from many threads: each thread leases a range of this generator's positions
     * with one CAS (4 at first, doubling with use up to 1024) and hands them out without touching
     * shared state. Its ids are unique with every id of this generator and increase within each
     * thread, but an id from one thread may sort before an id another thread made earlier. It shares
     * this generator's state; every call returns the same instance.
     *
     * @return the striped view of this generator
     */
    public abstract StripedUuidGenerator striped();

    /**
     * The layout of the ids.
     *
     * @return the layout, never {@code null}
     */
    public final UuidLayout layout() {
        return layout;
    }

    /**
     * What the waiting methods do when the counter is spent and the maximum lead reached.
     *
     * @return the overflow policy, never {@code null}
     */
    public final OverflowPolicy overflowPolicy() {
        return overflowPolicy;
    }

    /**
     * What the generator does when the clock steps back further than {@link #stepBackTolerance()}.
     *
     * @return the choice, never {@code null}
     */
    public final ClockStepBack clockStepBack() {
        return clockStepBack;
    }

    /**
     * How far the clock may read behind the generator before a step back counts.
     *
     * @return the tolerance, never {@code null}
     */
    public final Duration stepBackTolerance() {
        return stepBackTolerance;
    }

    /**
     * The source of the ids' random bits; monitoring reads it, for example the counters of a
     * {@link PrefilledEntropySource} ({@link PrefilledEntropySource#fallbacks()},
     * {@link PrefilledEntropySource#restarts()}).
     *
     * @return the entropy source, never {@code null}
     */
    public final EntropySource entropy() {
        return entropy;
    }

    @Override
    public String toString() {
        return "UuidGenerator[" + layout + ", clock=" + clock + ", entropy=" + entropy + ", maxLead=" + maxLead + ", "
                + overflowPolicy + "]";
    }

    // ------------------------------------------------------------------------------------ builder

    /** Settings of a generator; {@link #build()} fills in the defaults of those left unset. */
    public static final class Builder {
        UuidLayout layout;
        ClockSource clock;
        EntropySource entropy;
        OverflowPolicy overflowPolicy;
        Duration maxLead;
        ClockStepBack clockStepBack;
        Duration stepBackTolerance;
        UUID after;

        private Builder() {
        }

        /**
         * The layout; default {@link UuidLayout#v7()} ({@link UuidGenerator#DEFAULT_LAYOUT}).
         *
         * @param layout the layout of the ids, not {@code null}
         * @return this builder
         */
        public Builder layout(UuidLayout layout) {
            this.layout = Objects.requireNonNull(layout, "layout");
            return this;
        }

        /**
         * The clock; default {@link ClockSource#cached()}, which saves the clock call per id (the
         * largest single cost of an id) at the price of timestamps up to about 0.25 ms late. Use
         * {@link ClockSource#system()} to read the clock on every id.
         *
         * @param clock the clock, not {@code null}
         * @return this builder
         */
        public Builder clock(ClockSource clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The entropy; default {@link EntropySource#secure()} ({@link UuidGenerator#DEFAULT_ENTROPY}).
         *
         * @param entropy the source of the ids' random bits, not {@code null}
         * @return this builder
         */
        public Builder entropy(EntropySource entropy) {
            this.entropy = Objects.requireNonNull(entropy, "entropy");
            return this;
        }

        /**
         * What to do when the maximum lead is reached; default {@link OverflowPolicy#WAIT}.
         *
         * @param policy the overflow policy, not {@code null}
         * @return this builder
         */
        public Builder overflowPolicy(OverflowPolicy policy) {
            this.overflowPolicy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /**
         * How far the generator may borrow ticks ahead of the clock when its counter is spent;
         * default 1 second. Zero means never borrow.
         *
         * @param maxLead the maximum lead, zero or positive, not {@code null}
         * @return this builder
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
         * What the generator does when the clock steps back further than the
         * {@link #stepBackTolerance tolerance}: keep strict order (the default,
         * {@link ClockStepBack#KEEP_ORDER}) or re-anchor to the clock
         * ({@link ClockStepBack#REANCHOR}).
         *
         * @param choice the choice, not {@code null}
         * @return this builder
         */
        public Builder clockStepBack(ClockStepBack choice) {
            this.clockStepBack = Objects.requireNonNull(choice, "choice");
            return this;
        }

        /**
         * How far the clock may read behind the generator's high-water mark (the latest clock reading
         * it moved its position to) before the generator counts a step back and, under
         * {@link ClockStepBack#REANCHOR}, re-anchors; default 10 seconds
         * ({@link UuidGenerator#DEFAULT_STEP_BACK_TOLERANCE}). A tolerance shorter than the maximum
         * lead acts as the maximum lead. Ticks borrowed ahead of the clock are never a step back:
         * a generator that runs at its lead with a frozen clock counts none.
         *
         * @param tolerance zero or positive, not {@code null}
         * @return this builder
         */
        public Builder stepBackTolerance(Duration tolerance) {
            Objects.requireNonNull(tolerance, "tolerance");
            if (tolerance.isNegative()) {
                throw new IllegalArgumentException("stepBackTolerance must be zero or positive, got " + tolerance);
            }
            this.stepBackTolerance = tolerance;
            return this;
        }

        /**
         * A floor: every id the generator makes is greater than {@code last} in the layout's
         * database order, whatever the clock says, as for a service that restarts with its clock
         * behind the last id it stored (read that id from the table and pass it here). If the
         * clock is past {@code last}'s tick the floor changes nothing; otherwise the generator
         * starts at {@code last}'s position and counts on from it, taking {@code last}'s tick as
         * the highest clock reading seen, so the lead and the overflow policy apply as after a clock
         * step back (which it counts, {@link UuidGenerator#clockStepBacks()}); a re-anchor
         * ({@link ClockStepBack#REANCHOR}) never goes to or below the floor's position: it happens
         * only with the clock past the floor's tick, and starts no lower than the floor. Default: none.
         *
         * @param last an id of the builder's layout (its version and variant bits, a valid
         *             timestamp), not {@code null}; {@link #build()} checks it against the layout
         * @return this builder
         */
        public Builder after(UUID last) {
            this.after = Objects.requireNonNull(last, "last");
            return this;
        }

        /**
         * The generator.
         *
         * @return a new generator with the settings made and the defaults for the rest
         * @throws IllegalStateException if the clock reads a time the layout cannot encode
         * @throws IllegalArgumentException if the floor ({@link #after}) is not an id of the layout,
         *                                  or the layout (v4) has no order
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
            if (clockStepBack == null) {
                clockStepBack = DEFAULT_CLOCK_STEP_BACK;
            }
            if (stepBackTolerance == null) {
                stepBackTolerance = DEFAULT_STEP_BACK_TOLERANCE;
            }
            if (after != null && !layout.ordered()) {
                throw new IllegalArgumentException("after(" + after + "): layout " + layout.name() + " has no order, so a floor means nothing");
            }
            return layout.ordered() ? new OrderedUuidGenerator(this) : new RandomUuidGenerator(this);
        }
    }
}
