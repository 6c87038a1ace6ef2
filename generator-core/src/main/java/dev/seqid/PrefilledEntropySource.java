package dev.seqid;

import dev.seqid.internal.BlockDrbg;
import dev.seqid.internal.CtrDrbg;
import dev.seqid.internal.ThreadOwned;
import dev.seqid.internal.ThreadSlots;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Cryptographic entropy made ahead of time by a background thread: an LMAX Disruptor ring buffer of
 * blocks of CSPRNG output ({@link CtrDrbg}, AES-256, reseeded from the JDK's DRBG), handed out to
 * the generating threads in small grants by an atomic cursor.
 *
 * <h2>Hand-off</h2>
 * A producer thread (a daemon, started lazily by the first draw) fills blocks into the ring and
 * parks when it is full. One block at a time is shared by all consumers: a consumer claims a range
 * of it, a <em>grant</em>, with one {@code getAndAdd} on the block's cursor and copies the range
 * into a small buffer of its own, so every byte reaches exactly one consumer. The consumer whose
 * claim reaches the end of the block takes the next one out of the ring and installs it by CAS;
 * the last consumer to finish reading a block gives its array back for refilling (through a
 * JCTools MPMC queue: the producer and inline fills both take from it), so no array is refilled
 * while a consumer may still read it.
 * (Package-private classes do the work, one job each: {@code BlockSupply} the ring and its
 * producer, {@code BlockCursor} the shared block and its claims, {@code Grant} a thread's buffer;
 * each states its invariants.)
 *
 * <h2>Grants grow with use</h2>
 * A platform thread's first grant is 16 bytes (two v7 ids' worth), and each refill doubles it up to
 * 4096. So a thread that makes one id, such as a pool's thread started for one task, keeps a buffer
 * of a few dozen bytes and touches the shared cursor once, while a thread that makes millions
 * touches it once per 4096 bytes. No thread ever holds a whole block. A thread's first grants live
 * in a small object; once they have grown to the largest size, the thread is making many ids and
 * gets a grant padded against false sharing, so a thread that makes one id pays for no padding.
 * A thread's grant is read and written by that thread only (it lives in a {@code ThreadLocal}; a
 * padded grant is also found, sooner, in a table by thread id, {@code ThreadSlots}, which gives a
 * thread its own grant or none), and a thread moves from its small grant to its padded one once,
 * never back.
 *
 * <h2>Virtual threads draw straight from the block</h2>
 * A virtual thread keeps no grant: each of its draws claims exactly the words it needs from the
 * shared block (one {@code getAndAdd}, whatever the number of words) and reads them from there, as
 * {@link #direct()} does for any thread. The grants live in a {@code ThreadLocal}, and a
 * {@code ThreadLocal} gives every new virtual thread a thread-local map of its own, which costs such
 * a thread more than the id it makes, while thread-per-request code makes a few ids per thread.
 * Platform threads, long-lived in pools, keep their grants. On a JDK before 21 there are no virtual
 * threads and every thread has grants.
 *
 * <h2>Never blocks, never degrades silently</h2>
 * A consumer that finds the ring empty (the producer is slow, stopped, interrupted, dead or not yet
 * started) fills the next shared block inline from a pooled {@link BlockDrbg} and goes on;
 * {@link #fallbacks()} counts those blocks. Only the consumer that installs a block fills it, so an
 * empty ring costs one inline fill per block, not one per thread. A dead producer is restarted by
 * the next consumer that finds the ring empty (at most once per second; {@link #restarts()} counts
 * them). After {@link #close()} every block is filled inline. Consumers wake the parked producer
 * when the ring is half empty, so an idle process keeps it asleep, and the wake-up cannot be lost.
 */
public final class PrefilledEntropySource implements EntropySource, AutoCloseable {

    /**
     * Default block size: 64 KiB, the CTR_DRBG's largest request. The size is chosen by
     * allocation: each DRBG request re-keys AES, which leaves a key schedule of garbage on the
     * producer thread, so the larger the block, the less garbage per id.
     */
    public static final int DEFAULT_BLOCK_BYTES = 65536;
    /** Default number of slots in the ring (1 MiB of entropy in flight). */
    public static final int DEFAULT_SLOTS = 16;
    /** {@code Thread.isVirtual()} on JDK 21 and later, null before (no virtual threads there). */
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private final BlockSupply supply;
    private final BlockCursor cursor;
    /** Each thread's {@link Grant.Small} while it makes its first ids, its {@link Grant.Padded} afterwards (package-private for tests). */
    final ThreadLocal<Grant> grants = ThreadLocal.withInitial(Grant.Small::new);
    /** The padded grants of the threads that last drew from this source, found before {@link #grants}. */
    private final ThreadOwned[] padded = ThreadSlots.newTable();
    private final boolean closable;

    /**
     * The process-wide source behind {@link EntropySource#secure()}: created on first use, its
     * producer is a daemon thread, so it never needs closing, and it cannot be closed: its
     * {@link #close()} throws, since every generator in the process shares it.
     *
     * @return the shared source, the same instance on every call
     */
    public static PrefilledEntropySource shared() {
        return Shared.INSTANCE;
    }

    /** Holder idiom: the shared instance is made when {@link #shared()} is first called. */
    private static final class Shared {
        static final PrefilledEntropySource INSTANCE = new PrefilledEntropySource(DEFAULT_BLOCK_BYTES, DEFAULT_SLOTS,
                () -> new BlockDrbg()::fill, false);
    }

    /** A source with {@link #DEFAULT_SLOTS} slots of {@link #DEFAULT_BLOCK_BYTES} bytes. */
    public PrefilledEntropySource() {
        this(DEFAULT_BLOCK_BYTES, DEFAULT_SLOTS);
    }

    /**
     * A source with {@code slots} slots of {@code blockBytes} bytes, filled by the CTR_DRBG.
     *
     * @param blockBytes bytes per block: a multiple of 8, from 64 to 65536
     * @param slots      blocks in the ring: a power of two, 4 or more
     */
    public PrefilledEntropySource(int blockBytes, int slots) {
        this(blockBytes, slots, () -> new BlockDrbg()::fill);
    }

    /**
     * A source whose producer fills its blocks with a function of your choice, for example one
     * backed by a certified provider's {@code SecureRandom}: {@code producerFillers} is called once
     * per producer thread started (the first, then each restart) and must return a function that
     * fills a whole array with fresh cryptographic output; it runs on that thread only. If it
     * throws, the producer ends and is restarted later. Blocks filled inline (ring empty, producer
     * dead or closed) always come from seqid's own CTR_DRBG.
     *
     * @param blockBytes bytes per block: a multiple of 8, from 64 to 65536
     * @param slots      blocks in the ring: a power of two, 4 or more
     * @param producerFillers called once per producer thread started; returns that thread's filler,
     *                        which fills a whole array; not {@code null}
     */
    public PrefilledEntropySource(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers) {
        this(blockBytes, slots, producerFillers, true);
    }

    private PrefilledEntropySource(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers, boolean closable) {
        this.supply = new BlockSupply(blockBytes, slots, producerFillers, !closable);
        this.cursor = new BlockCursor(supply);
        this.closable = closable;
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // before JDK 21
        }
    }

    /** Whether the calling thread is a virtual thread, which draws with no grant (see the class comment). */
    private static boolean onVirtualThread() {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable e) {
            throw new IllegalStateException("Thread.isVirtual() failed", e);
        }
    }

    /**
     * This source drawn with no per-thread state: every {@code nextLong}/{@code nextLongs} call claims
     * its words straight from the shared block with one {@code getAndAdd} and reads them there, on
     * any thread; no grant, no {@code ThreadLocal}. It shares the blocks, the producer and
     * {@link #close()} with this source. Virtual threads draw from this source this way already; this
     * view is for platform threads that make a handful of ids each and die (a pool that makes a new
     * thread per task). A thread that makes many ids at a time is better served by this source
     * itself, whose grants touch the shared cursor once per 4096 bytes.
     *
     * @return the direct view of this source, the same instance on every call
     */
    public EntropySource direct() {
        return direct;
    }

    private final EntropySource direct = new EntropySource() {
        @Override
        public long nextLong() {
            return cursor.nextLong();
        }

        @Override
        public void nextLongs(long[] dst, int from, int count) {
            cursor.nextLongs(dst, from, count);
        }

        @Override
        public String toString() {
            return PrefilledEntropySource.this + ".direct()";
        }
    };

    @Override
    public long nextLong() {
        Grant.Padded p = ThreadSlots.mine(padded, Thread.currentThread());
        if (p != null) {
            return p.nextLong(cursor);
        }
        return nextLongAfterMiss();
    }

    @Override
    public void nextLongs(long[] dst, int from, int count) {
        Grant.Padded p = ThreadSlots.mine(padded, Thread.currentThread());
        if (p != null) {
            p.nextLongs(cursor, dst, from, count);
            return;
        }
        nextLongsAfterMiss(dst, from, count);
    }

    /** {@link #nextLong()} for a thread whose padded grant {@link #padded} did not hold: a virtual thread, a thread with a small grant, or one whose slot another took. */
    private long nextLongAfterMiss() {
        if (onVirtualThread()) {
            return cursor.nextLong();
        }
        Grant g = grants.get();
        if (g instanceof Grant.Padded) { // an exact-class check (Padded is final): the accessors inline
            Grant.Padded p = (Grant.Padded) g;
            ThreadSlots.missed(padded, p);
            return p.nextLong(cursor);
        }
        return nextLongOfSmall((Grant.Small) g);
    }

    /** {@link #nextLongs} for a thread whose padded grant {@link #padded} did not hold (see {@link #nextLongAfterMiss}). */
    private void nextLongsAfterMiss(long[] dst, int from, int count) {
        if (onVirtualThread()) {
            cursor.nextLongs(dst, from, count);
            return;
        }
        Grant g = grants.get();
        if (g instanceof Grant.Padded) {
            Grant.Padded p = (Grant.Padded) g;
            ThreadSlots.missed(padded, p);
            p.nextLongs(cursor, dst, from, count);
            return;
        }
        nextLongsOfSmall((Grant.Small) g, dst, from, count);
    }

    /**
     * {@link #nextLong()} for a thread that still has its small grant; out of line. When the small
     * grant is exhausted, the thread is given its padded grant and the word comes from
     * {@link #nextLong()} again.
     */
    private long nextLongOfSmall(Grant.Small s) {
        if (s.exhausted()) {
            grants.set(new Grant.Padded(Thread.currentThread()));
            return nextLong(); // from the padded grant, once per thread
        }
        return s.nextLong(cursor);
    }

    /**
     * {@link #nextLongs} for a thread that still has its small grant; out of line. When the small
     * grant is exhausted, the thread is given its padded grant and the rest of the words come
     * from {@link #nextLongs} again.
     */
    private void nextLongsOfSmall(Grant.Small s, long[] dst, int from, int count) {
        int read = s.nextLongs(cursor, dst, from, count);
        if (read < count) {
            grants.set(new Grant.Padded(Thread.currentThread()));
            nextLongs(dst, from + read, count - read);
        }
    }

    /**
     * Blocks filled inline by consumers because the ring was empty.
     *
     * @return the count since this source was created
     */
    public long fallbacks() {
        return supply.fallbacks();
    }

    /**
     * Times a dead producer thread was replaced.
     *
     * @return the count since this source was created
     */
    public long restarts() {
        return supply.restarts();
    }

    /**
     * Stops the producer thread (waiting up to a second for it to end). Idempotent. The source stays
     * usable: afterwards every block is filled inline.
     *
     * @throws UnsupportedOperationException on the {@linkplain #shared() shared} source, which every
     *                                       generator in the process may be using
     */
    @Override
    public void close() {
        if (!closable) {
            throw new UnsupportedOperationException("the shared PrefilledEntropySource (EntropySource.secure()) cannot be closed: every generator"
                    + " in the process may use it; close a source you created with new PrefilledEntropySource() instead");
        }
        supply.close();
    }

    @Override
    public String toString() {
        return "PrefilledEntropySource[" + supply.slots() + " x " + supply.blockBytes() + " bytes, fallbacks=" + fallbacks() + ", restarts="
                + restarts() + (supply.closed() ? ", closed" : "") + "]";
    }
}
