package dev.seqid;

import dev.seqid.PositionState.Epoch;
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
         * Whether the clock has moved past the tick noted in the lease ({@link #noteTick}). For ticks
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
         */
        private int refill(Lease r) {
            if (r.next < r.drawn) {
                noteTick(r, r.next);
            } else if (r.used + r.next < r.count) {
                draw(r);
            } else {
                renew(r);
                draw(r);
                return 0;
            }
            if (clockPast(r)) {
                renew(r);
                draw(r);
            }
            return r.next;
        }

        /**
         * Draws and composes the lease's next ids, as many as its buffer holds and the lease has
         * left, with one entropy call, as a batch composes its ids ({@link OrderedUuidGenerator#compose});
         * discards any left.
         */
        private void draw(Lease r) {
            int used = r.used + r.next;
            int ids = Math.min(r.capacity, r.count - used);
            long start = r.first + used * state.stride;
            generator.compose(IdWriter.KEEP, null, 0, 0, ids, r.epoch, start, r.words, r.composedAt);
            r.drawStart = start;
            r.used = used;
            r.drawn = ids;
            r.next = 0;
            noteTick(r, 0);
        }

        /**
         * Notes the tick of the draw's id {@code k} for {@link #clockPast}. The draw's later ids lie
         * in that tick or later ones, so the clock passes it no later than theirs; when it does,
         * {@link #refill} notes the tick of the id then next and goes on with the lease unless the
         * clock has passed that one too. So an id is used exactly when a test by its own tick would
         * use it.
         */
        private void noteTick(Lease r, int k) {
            long position = position(r, k);
            r.tick = position >>> state.counterBits;
            r.pastMillis = state.firstMillisAfter(state.tick(r.epoch, position));
        }

        /** The position of the draw's id {@code k}: its slot's start plus the slot offset from its step word (see {@link PositionState#span}). */
        private long position(Lease r, int k) {
            return r.drawStart + k * state.stride + random.slotOffset(r.words, k, state.slotMask);
        }

        /**
         * Reserves this thread's next lease (one CAS), twice the size of the last one up to
         * {@link #leaseLimit}, so a short-lived thread does not take a thousand positions for the
         * one id it makes; grows the thread's buffer with it, up to {@value RandomBits#BLOCK_IDS}
         * ids. The caller draws the new lease's ids next.
         */
        private void renew(Lease r) {
            int size = r.nextSize == 0 ? Math.min(FIRST_LEASE, leaseLimit) : r.nextSize;
            Epoch e;
            long last;
            do {
                e = state.epoch();
                long s = e.stateVolatile();
                last = state.reserve(e, s, state.relativeNow(e), state.span(size), PositionState.Mode.BY_POLICY);
            } while (last < 0);
            r.epoch = e;
            r.first = last - state.span(size);
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
