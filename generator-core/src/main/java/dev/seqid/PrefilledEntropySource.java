package dev.seqid;

import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.seqid.internal.BlockDrbg;
import dev.seqid.internal.CtrDrbg;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jctools.queues.MpmcArrayQueue;
import org.jctools.queues.MpscArrayQueue;

/**
 * Cryptographic entropy made ahead of time by a background thread: an LMAX Disruptor ring buffer of
 * blocks of CSPRNG output ({@link CtrDrbg}, AES-256, reseeded from the JDK's DRBG), handed out to
 * the generating threads in small grants by an atomic cursor.
 *
 * <h2>Hand-off</h2>
 * <ul>
 *   <li><b>Producer</b> (one daemon thread, started lazily by the first draw): claims a batch of
 *   slots with {@code tryNext(n)}, puts a freshly filled block into each slot with
 *   {@code getAndSet} and publishes the batch. It fills only arrays it owns: new ones, ones it
 *   took back from a slot that no consumer had emptied, and spent ones from {@link #spent}.</li>
 *   <li><b>Current block.</b> One block at a time is {@link #current}, shared by all consumers.
 *   A consumer that needs entropy claims a <em>grant</em>, a range of the block, with one
 *   {@code getAndAdd} on the block's cursor ({@link SharedBlock#claim}), and copies the range into
 *   its own small buffer. Ranges claimed by {@code getAndAdd} never overlap, so every byte is
 *   copied out by exactly one consumer.</li>
 *   <li><b>Next block.</b> A consumer whose claim reaches past the end of the current block takes
 *   the next block out of the ring (a CAS on {@link #claimed}, the ring's gating sequence, then the
 *   slot's {@code getAndSet(null)}: the single point of ownership transfer) and installs it with a
 *   CAS on {@link #current}. A consumer that loses that CAS never read its block: it keeps it as
 *   the {@link #spare} for the next install (taken with {@code getAndSet}), or, if there is one
 *   already, gives it back to the producer through {@link #spent} for refilling.</li>
 *   <li><b>Recycling.</b> Each consumer adds the bytes it copied to the block's {@code copied}
 *   count after copying; the one that brings it to the block's length is the last reader, and
 *   returns the array to the producer through {@link #spent}, a JCTools MPSC queue. No array is
 *   refilled while a consumer may still copy from it.</li>
 * </ul>
 *
 * <h2>Grants grow with use</h2>
 * A platform thread's first grant is {@value #FIRST_GRANT_BYTES} bytes (two v7 ids' worth), and each
 * refill doubles it up to {@value #MAX_GRANT_BYTES}. So a thread that makes one id, such as a pool's
 * thread started for one task, keeps a buffer of a few dozen bytes and touches the shared cursor
 * once, while a thread that makes millions touches it once per {@value #MAX_GRANT_BYTES} bytes. No
 * thread ever holds a whole block. A thread's first grants live in a small object; once they have
 * grown to the largest size, the thread is making many ids and gets a grant padded against false
 * sharing, so a thread that makes one id pays for no padding.
 *
 * <h2>Virtual threads draw straight from the block</h2>
 * A virtual thread keeps no grant: each of its draws claims exactly the words it needs from the
 * shared block (one {@code getAndAdd}, whatever the number of words) and reads them from there, as
 * {@link #direct()} does for any thread. A {@code ThreadLocal} would give every new virtual thread a
 * thread-local map of its own, which costs such a thread several times what its id costs (the
 * README has the figures), while thread-per-request code makes a few ids per thread. Platform
 * threads, long-lived in pools, keep their grants. On a JDK before 21 there are no virtual threads
 * and every thread has grants.
 *
 * <h2>Never blocks, never degrades silently</h2>
 * A consumer that finds the ring empty (the producer is slow, stopped, interrupted, dead or not yet
 * started) fills the next shared block inline from a pooled {@link BlockDrbg} and goes on;
 * {@link #fallbacks()} counts those blocks. Only the consumer that installs a block fills it, so an
 * empty ring costs one inline fill per block, not one per thread. A dead producer is restarted by
 * the next consumer that finds the ring empty (at most once per second; {@link #restarts()} counts
 * them). After {@link #close()} every block is filled inline. The producer parks when the ring is
 * full and consumers wake it when the ring is half empty, so an idle process keeps it asleep. The
 * wake-up cannot be lost: the producer sets {@code producerParked} before it checks the ring's
 * capacity, and a consumer claims (frees a slot) before it reads {@code producerParked}, so either
 * the producer sees the free slot or the consumer sees it parked.
 */
public final class PrefilledEntropySource implements EntropySource, AutoCloseable {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle CURRENT;
    private static final VarHandle SPARE;
    private static final long RESTART_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
    /**
     * How long the producer sleeps on a full ring unless a consumer wakes it: consumers wake it
     * when the ring is half empty, so this is only a safety net, long enough that an idle process
     * does not pay for it.
     */
    private static final long FULL_RING_PARK_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final AtomicInteger INSTANCES = new AtomicInteger();

    static {
        try {
            CURRENT = MethodHandles.lookup().findVarHandle(PrefilledEntropySource.class, "current", SharedBlock.class);
            SPARE = MethodHandles.lookup().findVarHandle(PrefilledEntropySource.class, "spare", byte[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * Default block size: 64 KiB, the CTR_DRBG's largest request. The size is chosen by
     * allocation: each DRBG request re-keys AES, which leaves a key schedule of garbage on the
     * producer thread, so larger blocks leave less garbage per id (the README has the figures).
     */
    public static final int DEFAULT_BLOCK_BYTES = 65536;
    /** Default number of slots in the ring (1 MiB of entropy in flight). */
    public static final int DEFAULT_SLOTS = 16;
    /** A thread's first grant: two random words. */
    static final int FIRST_GRANT_BYTES = 16;
    /** The largest grant: a long-lived thread touches the shared cursor once per this many bytes. */
    static final int MAX_GRANT_BYTES = 4096;
    private static final byte[] EMPTY = new byte[0];
    /** {@code Thread.isVirtual()} on JDK 21 and later, null before (no virtual threads there). */
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private final int blockBytes;
    private final int batch;
    private final String producerName;
    private final RingBuffer<Slot> ring;
    /** The highest sequence a consumer has claimed; the ring's gating sequence. */
    private final Sequence claimed = new Sequence(RingBuffer.INITIAL_CURSOR_VALUE);
    private final MpscArrayQueue<byte[]> spent;
    /** DRBGs for inline fills, shared by the consumers that happen to need one (rarely more than one). */
    private final MpmcArrayQueue<BlockDrbg> inlineDrbgs = new MpmcArrayQueue<>(8);
    /** Each thread's {@link SmallGrant} while it makes its first ids, its padded {@link Grant} afterwards. */
    private final ThreadLocal<Object> grants = ThreadLocal.withInitial(SmallGrant::new);
    private final Supplier<? extends Consumer<byte[]>> producerFillers;
    private final LongAdder fallbacks = new LongAdder();
    private final LongAdder restarts = new LongAdder();
    private final Object lifecycle = new Object();
    private final boolean closable;

    /** The block grants are cut from; replaced by CAS when spent (see the class comment). */
    private volatile SharedBlock current = SharedBlock.SPENT;
    /**
     * A filled block nobody has read: the block of a consumer that lost the install race, kept for
     * the next install instead of being refilled. Taken and put by {@code getAndSet}/CAS, so it
     * has one owner at a time.
     */
    private volatile byte[] spare;
    private volatile Thread producer;
    private volatile boolean producerParked;
    private volatile boolean closed;
    private long lastStartNanos;

    /**
     * The process-wide source behind {@link EntropySource#secure()}: created on first use, its
     * producer is a daemon thread, so it never needs closing, and it cannot be closed: its
     * {@link #close()} throws, since every generator in the process shares it.
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
     */
    public PrefilledEntropySource(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers) {
        this(blockBytes, slots, producerFillers, true);
    }

    private PrefilledEntropySource(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers, boolean closable) {
        if (blockBytes < 64 || blockBytes > CtrDrbg.MAX_REQUEST_BYTES || blockBytes % 8 != 0) {
            throw new IllegalArgumentException("blockBytes must be a multiple of 8 from 64 to " + CtrDrbg.MAX_REQUEST_BYTES + ", got " + blockBytes);
        }
        if (slots < 4 || Integer.bitCount(slots) != 1) {
            throw new IllegalArgumentException("slots must be a power of two, 4 or more, got " + slots);
        }
        this.blockBytes = blockBytes;
        this.batch = Math.max(1, slots / 8);
        this.ring = RingBuffer.createSingleProducer(Slot::new, slots);
        this.ring.addGatingSequences(claimed);
        this.spent = new MpscArrayQueue<>(2 * slots);
        this.producerFillers = Objects.requireNonNull(producerFillers, "producerFillers");
        this.closable = closable;
        int n = INSTANCES.getAndIncrement();
        this.producerName = closable ? "seqid-entropy-producer-" + n : "seqid-entropy-producer";
        // Seed one inline DRBG now, on the thread that makes the source (for the shared one: the
        // thread that builds a generator). The process's first seed reads the operating system's
        // entropy (a file read); the first inline fill, which races the producer's start on the
        // first consumer's thread, must not do that on a thread that may not block (a reactive one).
        this.inlineDrbgs.offer(new BlockDrbg());
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
     * itself, whose grants touch the shared cursor once per {@value #MAX_GRANT_BYTES} bytes.
     */
    public EntropySource direct() {
        return direct;
    }

    private final EntropySource direct = new EntropySource() {
        @Override
        public long nextLong() {
            return nextLongDirect();
        }

        @Override
        public void nextLongs(long[] dst, int from, int count) {
            nextLongsDirect(dst, from, count);
        }

        @Override
        public String toString() {
            return PrefilledEntropySource.this + ".direct()";
        }
    };

    @Override
    public long nextLong() {
        if (onVirtualThread()) {
            return nextLongDirect();
        }
        Object o = grants.get();
        if (o instanceof Grant) {
            Grant g = (Grant) o;
            int i = g.index;
            if (i == g.limit) {
                i = refill(g);
            }
            g.index = i + Long.BYTES;
            return (long) LONGS.get(g.bytes, i);
        }
        return nextLongOfSmall((SmallGrant) o);
    }

    @Override
    public void nextLongs(long[] dst, int from, int count) {
        if (onVirtualThread()) {
            nextLongsDirect(dst, from, count);
            return;
        }
        Object o = grants.get();
        if (!(o instanceof Grant)) {
            nextLongsOfSmall((SmallGrant) o, dst, from, count);
            return;
        }
        Grant g = (Grant) o;
        byte[] bytes = g.bytes;
        int k = 0;
        while (k < count) {
            int i = g.index;
            if (i == g.limit) {
                i = refill(g);
            }
            // The words this grant still holds, read in a loop with no call and no field access.
            int end = k + Math.min(count - k, (g.limit - i) / Long.BYTES);
            for (; k < end; k++, i += Long.BYTES) {
                dst[from + k] = (long) LONGS.get(bytes, i);
            }
            g.index = i;
        }
    }

    /**
     * {@link #nextLong()} for a thread that still has its small grant; out of line. When the small
     * grant is spent at the largest size, the thread is given its padded grant and the word comes
     * from {@link #nextLong()} again.
     */
    private long nextLongOfSmall(SmallGrant s) {
        int i = s.index;
        if (i == s.limit) {
            if (s.nextSize == MAX_GRANT_BYTES) {
                grow();
                return nextLong(); // from the padded grant, once per thread
            }
            i = refill(s);
        }
        s.index = i + Long.BYTES;
        return (long) LONGS.get(s.bytes, i);
    }

    /**
     * {@link #nextLongs} for a thread that still has its small grant; out of line. When the small
     * grant is spent at the largest size, the thread is given its padded grant and the rest of the
     * words come from {@link #nextLongs} again.
     */
    private void nextLongsOfSmall(SmallGrant s, long[] dst, int from, int count) {
        int k = 0;
        while (k < count) {
            int i = s.index;
            if (i == s.limit) {
                if (s.nextSize == MAX_GRANT_BYTES) {
                    grow();
                    nextLongs(dst, from + k, count - k);
                    return;
                }
                i = refill(s);
            }
            int n = Math.min(count - k, (s.limit - i) / Long.BYTES);
            for (int end = k + n; k < end; k++, i += Long.BYTES) {
                dst[from + k] = (long) LONGS.get(s.bytes, i);
            }
            s.index = i;
        }
    }

    /** Gives this thread a padded grant in place of its spent small one (see {@link Grant}); it is refilled on first use. */
    private void grow() {
        grants.set(new Grant());
    }

    /** Copies the next {@value #MAX_GRANT_BYTES} bytes into this thread's padded grant; returns the index of its first byte (0). */
    private int refill(Grant g) {
        g.limit = copyNext(g.bytes, MAX_GRANT_BYTES);
        g.index = 0;
        return 0;
    }

    /**
     * Copies this thread's next small grant into its buffer, twice the size of the last one; returns
     * the index of its first byte (0). When the small grant has reached {@value #MAX_GRANT_BYTES}
     * bytes, the thread's next refill gives it a padded {@link Grant} instead.
     */
    private int refill(SmallGrant s) {
        int want = s.nextSize;
        if (s.bytes.length < want) {
            s.bytes = new byte[want];
        }
        s.limit = copyNext(s.bytes, want);
        s.index = 0;
        s.nextSize = Math.min(2 * want, MAX_GRANT_BYTES);
        return 0;
    }

    /**
     * Claims the next {@code want} bytes of the shared block (one {@code getAndAdd}) and copies them
     * to the start of {@code dst}; returns how many were copied: {@code want}, or fewer at the end
     * of a block, never 0. Installs the next block when the claim reaches the end of this one.
     */
    private int copyNext(byte[] dst, int want) {
        for (;;) {
            SharedBlock b = current;
            long start = b.claim(want);
            if (start < b.length()) {
                int n = (int) Math.min(want, b.length() - start);
                System.arraycopy(b.bytes, (int) start, dst, 0, n);
                doneReading(b, start, n, want);
                return n;
            }
            installNext(b);
        }
    }

    /** One word claimed and read straight from the shared block, with no grant (see {@link #direct()}). */
    private long nextLongDirect() {
        for (;;) {
            SharedBlock b = current;
            long start = b.claim(Long.BYTES);
            if (start < b.length()) { // claims and blocks are whole words, so the word is all in the block
                long word = (long) LONGS.get(b.bytes, (int) start);
                doneReading(b, start, Long.BYTES, Long.BYTES);
                return word;
            }
            installNext(b);
        }
    }

    /**
     * {@code count} words claimed and read straight from the shared block, with no grant: one
     * {@code getAndAdd} per block they span, each claim at most {@value #MAX_GRANT_BYTES} bytes.
     */
    private void nextLongsDirect(long[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, dst.length); // before any claim: a bad range wastes no entropy
        int k = 0;
        while (k < count) {
            SharedBlock b = current;
            int want = Math.min(count - k, MAX_GRANT_BYTES / Long.BYTES) * Long.BYTES;
            long start = b.claim(want);
            if (start >= b.length()) {
                installNext(b);
                continue;
            }
            int n = (int) Math.min(want, b.length() - start);
            byte[] bytes = b.bytes;
            for (int i = (int) start, end = i + n; i < end; i += Long.BYTES) {
                dst[from + k++] = (long) LONGS.get(bytes, i);
            }
            doneReading(b, start, n, want);
        }
    }

    /**
     * After a consumer has read its {@code n} bytes from {@code start} of {@code b} (of the
     * {@code want} it claimed): counts them as copied, hands the block back to the producer if this
     * consumer was its last reader, and installs the next block if the claim reached this one's end.
     */
    private void doneReading(SharedBlock b, long start, int n, int want) {
        if (b.copied(n)) {
            spent.offer(b.bytes); // the last reader: back to the producer (dropped for the collector if full)
        }
        if (start + want >= b.length()) {
            installNext(b);
        }
    }

    /** Replaces the spent block {@code b} with the next one from the ring (or filled inline), unless someone already has. */
    private void installNext(SharedBlock b) {
        if (current != b) {
            return;
        }
        byte[] next = (byte[]) SPARE.getAndSet(this, (byte[]) null);
        if (next == null) {
            next = take();
        }
        if (next == null) {
            if (current != b) {
                return; // installed while we found the ring empty: no inline fill needed
            }
            next = fillInline();
        }
        if (!CURRENT.compareAndSet(this, b, new SharedBlock(next)) && !SPARE.compareAndSet(this, null, next)) {
            spent.offer(next); // never read by anyone: the producer may refill it
        }
    }

    private byte[] fillInline() {
        fallbacks.increment();
        BlockDrbg drbg = inlineDrbgs.poll();
        if (drbg == null) {
            drbg = new BlockDrbg();
        }
        byte[] block = new byte[blockBytes];
        drbg.fill(block);
        inlineDrbgs.offer(drbg); // dropped if the pool is full
        return block;
    }

    /** A filled block that no one else will ever see, or null if the ring is empty. */
    private byte[] take() {
        if (producer == null || !producer.isAlive()) {
            startProducer();
        }
        for (;;) {
            long c = claimed.get();
            long published = ring.getCursor();
            if (c >= published) {
                wakeProducer();
                return null;
            }
            if (claimed.compareAndSet(c, c + 1)) {
                byte[] block = ring.get(c + 1).take();
                if (published - (c + 1) < ring.getBufferSize() / 2) {
                    wakeProducer();
                }
                if (block != null) {
                    return block;
                }
                // Lapped: another consumer took this slot's newer block; claim the next one.
            }
        }
    }

    private void wakeProducer() {
        if (producerParked) {
            Thread p = producer;
            if (p != null) {
                LockSupport.unpark(p);
            }
        }
    }

    private void startProducer() {
        if (closed) {
            return;
        }
        synchronized (lifecycle) {
            Thread p = producer;
            if (closed || (p != null && p.isAlive())) {
                return;
            }
            long now = System.nanoTime();
            if (p != null) {
                if (now - lastStartNanos < RESTART_INTERVAL_NANOS) {
                    return; // fall back inline for now; try again later
                }
                restarts.increment();
            }
            lastStartNanos = now;
            Thread t = new Thread(this::produce, producerName);
            t.setDaemon(true);
            producer = t;
            t.start();
        }
    }

    /** The producer thread's body: fills until closed, interrupted or failed; a failure is logged and left to the restart rule. */
    private void produce() {
        try {
            fillRing(producerFillers.get());
        } catch (RuntimeException | Error e) {
            System.getLogger(PrefilledEntropySource.class.getName()).log(System.Logger.Level.WARNING,
                    "seqid entropy producer failed; consumers fill inline until it is restarted", e);
        }
    }

    private void fillRing(Consumer<byte[]> filler) {
        Thread self = Thread.currentThread();
        while (!closed && producer == self && !self.isInterrupted()) {
            long hi;
            try {
                hi = ring.tryNext(batch);
            } catch (InsufficientCapacityException full) {
                producerParked = true;
                if (!ring.hasAvailableCapacity(batch)) {
                    LockSupport.parkNanos(this, FULL_RING_PARK_NANOS);
                }
                producerParked = false;
                continue;
            }
            long lo = hi - batch + 1;
            try {
                for (long seq = lo; seq <= hi; seq++) {
                    byte[] block = spent.relaxedPoll();
                    if (block == null) {
                        block = new byte[blockBytes];
                    }
                    filler.accept(block);
                    byte[] untaken = ring.get(seq).put(block);
                    if (untaken != null) {
                        spent.offer(untaken);
                    }
                }
            } finally {
                // Claimed sequences must be published, or the ring stops. A slot the filler failed
                // on holds an older block (or none); the ownership swap keeps that safe.
                ring.publish(lo, hi);
            }
        }
    }

    /** Blocks filled inline by consumers because the ring was empty. */
    public long fallbacks() {
        return fallbacks.sum();
    }

    /** Times a dead producer thread was replaced. */
    public long restarts() {
        return restarts.sum();
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
        Thread p;
        synchronized (lifecycle) {
            closed = true;
            p = producer;
        }
        if (p != null) {
            p.interrupt();
            LockSupport.unpark(p);
            if (p != Thread.currentThread()) {
                try {
                    p.join(1000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    @Override
    public String toString() {
        return "PrefilledEntropySource[" + ring.getBufferSize() + " x " + blockBytes + " bytes, fallbacks=" + fallbacks() + ", restarts="
                + restarts() + (closed ? ", closed" : "") + "]";
    }

    /** A ring slot: the block published at its sequence, or null once a consumer took it. */
    static final class Slot {
        private static final VarHandle BLOCK;

        static {
            try {
                BLOCK = MethodHandles.lookup().findVarHandle(Slot.class, "block", byte[].class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        private volatile byte[] block;

        /** Takes ownership of the slot's block, leaving the slot empty. */
        byte[] take() {
            return (byte[]) BLOCK.getAndSet(this, (byte[]) null);
        }

        /** Puts a block in; returns the block no consumer took, now owned by the caller again. */
        byte[] put(byte[] b) {
            return (byte[]) BLOCK.getAndSet(this, b);
        }
    }

    /**
     * The block grants are cut from: {@code cursor} is the next unclaimed byte (it runs past the
     * length once the block is spent), {@code copied} the bytes consumers have finished copying.
     */
    static final class SharedBlock {
        private static final VarHandle CURSOR;
        private static final VarHandle COPIED;

        static {
            try {
                MethodHandles.Lookup lookup = MethodHandles.lookup();
                CURSOR = lookup.findVarHandle(SharedBlock.class, "cursor", long.class);
                COPIED = lookup.findVarHandle(SharedBlock.class, "copied", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        /** The initial block: already spent, so the first claim installs a real one. */
        static final SharedBlock SPENT = new SharedBlock(new byte[0]);

        final byte[] bytes;
        private volatile long cursor;
        private volatile int copied;

        SharedBlock(byte[] bytes) {
            this.bytes = bytes;
        }

        long length() {
            return bytes.length;
        }

        /** Claims {@code n} bytes: returns the offset of the first; the claim is empty if that is past the length. */
        long claim(int n) {
            return (long) CURSOR.getAndAdd(this, (long) n);
        }

        /** Records {@code n} bytes copied out; true for the caller that copied the last of them. */
        boolean copied(int n) {
            return (int) COPIED.getAndAdd(this, n) + n == bytes.length;
        }
    }

    /**
     * A thread's first grants: {@code bytes[index .. limit)} are its unread random bytes, and its
     * next grant will be {@code nextSize} bytes. Starts empty. Small and unpadded, so a thread that
     * makes a few ids (a platform thread started for one task) pays for no padding.
     */
    private static final class SmallGrant {
        byte[] bytes = EMPTY;
        int index;
        int limit;
        int nextSize = FIRST_GRANT_BYTES;
    }

    /**
     * The grant of a thread whose small grants have grown to {@value #MAX_GRANT_BYTES} bytes, a
     * thread that makes many ids: {@code bytes[index .. limit)} are its unread random bytes. Its
     * fields are written by its thread on every call, so they lie between two 128-byte pads: the
     * garbage collector may copy another thread's hot objects next to it, and two threads must not
     * write or read one cache line (or a pair of lines the CPU prefetches together) that one of them
     * writes on every call.
     */
    private static final class Grant extends GrantFields {
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;
    }

    /** The fields of a {@link Grant}, after its leading pad (a superclass's fields are laid out first). */
    private abstract static class GrantFields extends GrantPad {
        final byte[] bytes = new byte[MAX_GRANT_BYTES];
        int index;
        int limit;
    }

    /** 128 bytes before a {@link Grant}'s fields. */
    private abstract static class GrantPad {
        long p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15;
    }
}
