package dev.seqid;

import dev.seqid.internal.ThreadOwned;
import dev.seqid.internal.ThreadSlots;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * A {@link UuidGenerator}'s ids with <b>per-thread order only</b>, for bulk loaders that call
 * {@link #next()} from many threads: {@link UuidGenerator#striped()}.
 *
 * <h2>Contract</h2>
 * Unique: no id equals any other id of the same {@link UuidGenerator}, from this view or from the
 * generator itself. Increasing within each thread, in the layout's database order. <b>Not</b>
 * ordered across threads: an id one thread makes may sort before an id another thread made
 * earlier (within the same clock tick), which the globally ordered {@link UuidGenerator} never
 * allows. That is the price of its speed on many threads: each thread leases a range of the
 * generator's positions with one CAS (4 at first, doubling with use up to 1024) and hands them out
 * without touching shared state, so threads do not contend on one cache line. A new lease is taken
 * as soon as the clock has moved past the lease's tick, so timestamps stay as close to the clock as
 * the generator's own. Clock faults and the overflow policy are the generator's.
 *
 * <p>Each thread also makes its ids ahead, up to {@value RandomBits#BLOCK_IDS} at a time, as a batch
 * makes them: their random words with one call to the entropy source, then the ids composed, so
 * that a call costs no atomic instruction and hands out an id already made. An id is used once;
 * those left when a lease is given up are discarded. A thread finds its lease in a small table of
 * the view indexed by thread id, or, when another thread holds that slot, with one
 * {@code ThreadLocal} lookup.
 *
 * <p>State per thread: one lease object of about 300 bytes and its buffer (8 bytes per random word
 * of an id and 16 per composed id, up to {@value RandomBits#BLOCK_IDS} ids: 1.5 KiB for v7). The
 * table keeps the leases of up to 64 threads after they end, and those threads' {@code Thread}
 * objects. Thread-safe and lock-free.
 */
public abstract sealed class StripedUuidGenerator implements Supplier<UUID> permits StripedUuidGenerator.Leasing, StripedUuidGenerator.Unordered {

    private final UuidGenerator generator;

    StripedUuidGenerator(UuidGenerator generator) {
        this.generator = generator;
    }

    /**
     * The next id of the calling thread: above every id this thread had before, unique across
     * threads.
     *
     * @return a new id
     * @throws GeneratorOverflowException as {@link UuidGenerator#next()}
     */
    public abstract UUID next();

    /** {@link #next()}, for code that takes a {@code Supplier<UUID>}. */
    @Override
    public final UUID get() {
        return next();
    }

    /**
     * The globally ordered generator this view leases from; use it for batches and for ids that must sort by creation across threads.
     *
     * @return the generator whose state this view shares
     */
    public final UuidGenerator generator() {
        return generator;
    }

    /**
     * The layout of the ids.
     *
     * @return the generator's layout
     */
    public final UuidLayout layout() {
        return generator.layout();
    }

    @Override
    public final String toString() {
        return "StripedUuidGenerator[per-thread order only, of " + generator + "]";
    }

    /** The striped view of an ordered generator: per-thread leases of its positions. */
    static final class Leasing extends StripedUuidGenerator {

        /** The first lease of a thread; each lease doubles up to {@link #leaseLimit}. */
        private static final int FIRST_LEASE = 4;

        private final OrderedUuidGenerator generator;
        private final PositionState state;
        private final RandomBits random;
        private final int leaseLimit;
        private final ClockSource clock;
        /** Each thread's one lease for this view, made on its first call. */
        private final ThreadLocal<Lease> leases = ThreadLocal.withInitial(() -> new Lease(Thread.currentThread()));
        /** The leases of the threads that last used this view, found before {@link #leases}. */
        private final ThreadOwned[] slots = ThreadSlots.newTable();

        Leasing(OrderedUuidGenerator generator, PositionState state, RandomBits random) {
            super(generator);
            this.generator = generator;
            this.state = state;
            this.random = random;
            this.leaseLimit = Math.min(state.maxReservation, 1024);
            this.clock = generator.clock;
        }

        /**
         * The thread's next composed id: one read of the lease table (or one {@code ThreadLocal}
         * lookup when another thread holds the slot), one clock read, two loads and no atomic
         * instruction, unless the draw's composed ids are used up or the clock has moved past the
         * tick noted for them.
         */
        @Override
        public UUID next() {
            Lease r = ThreadSlots.mine(slots, Thread.currentThread());
            if (r == null) {
                r = leaseAfterMiss();
            }
            int k = r.next;
            if (k == r.drawn || clockPast(r)) {
                k = refill(r);
            }
            r.next = k + 1;
            long[] w = r.words;
            int at = r.composedAt + 2 * k; // IdWriter.KEEP's room: id k's words at composedAt + 2k, + 2k + 1
            return new UUID(w[at], w[at + 1]);
        }

        /** The calling thread's lease from {@link #leases}, when {@link #slots} did not hold it. */
        private Lease leaseAfterMiss() {
            Lease r = leases.get();
            ThreadSlots.missed(slots, r);
            return r;
        }

        /**
         * Whether the clock has moved past the tick noted in the lease ({@link #refill} notes it). For ticks
         * of whole milliseconds, one read of the clock against the tick's first millisecond past it:
         * the same answer as the encoding's tick relative to the epoch, without the encoding's
         * arithmetic or a load of the epoch's line, which every lease's CAS takes from the other
         * threads. Ticks read from nanoseconds have no such millisecond ({@link Long#MIN_VALUE}) and
         * take the relative test.
         */
        private boolean clockPast(Lease r) {
            long past = r.pastMillis;
            return past != Long.MIN_VALUE ? clock.millis() >= past : state.relativeNow(r.epoch) > r.tick;
        }

        /**
         * After the draw's ids are used up or the clock has moved past the noted tick: the draw's
         * next id, or the first of a new draw when the draw is used up, or of a new lease when the
         * lease is used up or the clock has passed that id's tick (the lease's ids composed and not
         * used are never used). Returns the index of the thread's next id in the draw.
         *
         * <p>Three steps, each taken only when needed, in this order:
         * <ul>
         *   <li>a new lease: one CAS for the thread's next reservation, twice the size of the last one
         *   up to {@link #leaseLimit} (so a short-lived thread does not take a thousand positions for
         *   the one id it makes), and a buffer grown with it up to {@value RandomBits#BLOCK_IDS} ids;</li>
         *   <li>a new draw: the lease's next ids, as many as the buffer holds and the lease has left,
         *   drawn with one entropy call and composed as a batch composes them
         *   ({@link OrderedUuidGenerator#compose}); any left of the draw before are discarded;</li>
         *   <li>the tick noted for {@link #clockPast}: that of the draw's id about to be used. The
         *   draw's later ids lie in that tick or later ones, so the clock passes it no later than
         *   theirs; when it does, the next call comes here, notes the tick of the id then next and
         *   goes on with the lease unless the clock has passed that one too. So an id is used
         *   exactly when a test by its own tick would use it.</li>
         * </ul>
         *
         * <p>One method on purpose: its bytecode is longer than C2's {@code FreqInlineSize} (325
         * bytes), the most C2 inlines into a caller, so it never becomes part of {@link #next()}'s
         * compiled code, which stays small enough (under {@code InlineSmallCode}, 2,500 bytes) for C2
         * to inline {@code next()} into the code that calls it. Split into small methods, C2 on
         * JDK 17 inlined them all into {@code next()} in JVMs where their profile had matured before
         * {@code next()} was compiled, and callers there called {@code next()} out of line.
         * {@code StripedLeaseTest} holds the size.
         */
        private int refill(Lease r) {
            PositionState st = state;
            boolean draw = r.next >= r.drawn;
            boolean renew = draw && r.used + r.next >= r.count;
            for (;;) {
                if (renew) {
                    int size = r.nextSize == 0 ? Math.min(FIRST_LEASE, leaseLimit) : r.nextSize;
                    Epoch e;
                    long last;
                    do {
                        e = st.epoch();
                        long s = e.stateVolatile();
                        last = st.reserve(e, s, st.relativeNow(e), st.span(size), PositionState.Mode.BY_POLICY);
                    } while (last < 0);
                    r.epoch = e;
                    r.first = last - st.span(size);
                    r.count = size;
                    r.used = 0;
                    r.next = 0;
                    r.nextSize = Math.min(2 * size, leaseLimit);
                    int bufferIds = Math.min(size, RandomBits.BLOCK_IDS);
                    if (r.capacity < bufferIds) {
                        r.words = random.buffer(bufferIds);
                        r.capacity = bufferIds;
                        r.composedAt = random.gatherAt(bufferIds);
                    }
                }
                if (draw) {
                    int used = r.used + r.next;
                    int ids = Math.min(r.capacity, r.count - used);
                    long start = r.first + used * st.stride;
                    generator.compose(IdWriter.KEEP, null, 0, 0, ids, r.epoch, start, r.words, r.composedAt);
                    r.drawStart = start;
                    r.used = used;
                    r.drawn = ids;
                    r.next = 0;
                }
                int k = r.next;
                // The position of the draw's id k: its slot's start plus the slot offset from its step word (see PositionArithmetic.span).
                long position = r.drawStart + k * st.stride + random.slotOffset(r.words, k, st.slotMask);
                r.tick = position >>> st.counterBits;
                r.pastMillis = st.firstMillisAfter(st.tick(r.epoch, position));
                // A new lease starts at the clock's tick, so its first id is not tested again.
                if (renew || !clockPast(r)) {
                    return k;
                }
                renew = true;
                draw = true;
            }
        }
    }

    /** The striped view of a v4 generator: v4 has no order to weaken, so it is the generator's own {@code next()}. */
    static final class Unordered extends StripedUuidGenerator {

        Unordered(UuidGenerator generator) {
            super(generator);
        }

        @Override
        public UUID next() {
            return generator().next();
        }
    }

    /**
     * A thread's lease: {@code count} ids of the reservation starting at {@code first} in
     * {@code epoch}; the next lease is {@code nextSize} ids. {@code words} holds, in
     * {@link RandomBits}' buffer layout for {@code capacity} ids, the random words of the current
     * draw and, from {@code composedAt}, its {@code drawn} ids composed (see {@link IdWriter#KEEP}):
     * the lease's ids from {@code used} on, whose positions start at {@code drawStart}, of which ids
     * {@code next .. drawn} are unused; each is used once, and a new lease discards the rest. So the
     * lease's next id is {@code used + next}, and since a draw takes at most the {@code count - used}
     * ids left, {@code used + drawn <= count}: the lease cannot run out before its draw does. So a
     * call tests only {@code next == drawn} and the clock against the tick noted in
     * {@code pastMillis} and {@code tick}, that of the draw's first id or a later one. Written by
     * its thread on every call (only {@code next}), so padded on both sides: two threads' leases,
     * which the garbage collector may copy next to each other, never share a cache line (or a pair
     * of lines the CPU prefetches together). Padding on one side only was measured
     * to halve a busy thread's throughput in some runs.
     */
    static final class Lease extends LeaseFields {
        /** 128 bytes after the fields; longs are enough, as no class extends this one. */
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;

        Lease(Thread owner) {
            super(owner);
        }
    }

    /** The fields of a {@link Lease}, between its two pads (a superclass's fields are laid out first). */
    abstract static class LeaseFields extends ThreadOwned {
        Epoch epoch;
        long first;
        int count;
        int used;
        int nextSize;
        long[] words = NO_WORDS;
        /** The ids {@code words} has room for. */
        int capacity;
        /** Where the composed ids start in {@code words} ({@link RandomBits#gatherAt(int)}). */
        int composedAt;
        /** The position of the draw's first id: {@code first + used * stride}. */
        long drawStart;
        int drawn;
        int next;
        /** The first clock millisecond past the noted tick; {@link Long#MIN_VALUE} for ticks read from nanoseconds. */
        long pastMillis;
        /** The noted tick, relative to {@code epoch}: for ticks read from nanoseconds. */
        long tick;

        LeaseFields(Thread owner) {
            super(owner);
        }
    }

    private static final long[] NO_WORDS = new long[0];
}
