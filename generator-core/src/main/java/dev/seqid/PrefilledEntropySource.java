package dev.seqid;

import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.seqid.internal.BlockDrbg;
import dev.seqid.internal.CtrDrbg;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jctools.queues.MpscArrayQueue;

/**
 * Cryptographic entropy made ahead of time by a background thread: an LMAX Disruptor ring buffer of
 * blocks of CSPRNG output ({@link CtrDrbg}, AES-256, reseeded from the JDK's DRBG), from which
 * generating threads take whole blocks and consume them locally.
 *
 * <h2>Hand-off</h2>
 * <ul>
 *   <li><b>Producer</b> (one daemon thread, started lazily by the first draw): claims a batch of
 *   slots with {@code tryNext(n)}, puts a freshly filled block into each slot with
 *   {@code getAndSet} and publishes the batch. It fills only arrays it owns: new ones, ones it
 *   took back from a slot that no consumer had emptied, and spent ones from {@link #spent}.</li>
 *   <li><b>Consumers</b> (the generating threads): claim the next published sequence with a CAS on
 *   {@link #claimed}, which is the ring's gating sequence, then take the block out of its slot with
 *   {@code getAndSet(null)}. That swap is the single point of ownership transfer: a block is owned
 *   by at most one party at any time, so no block (and no random byte) reaches two consumers. A
 *   consumer returns its spent block through a JCTools MPSC queue, {@link #spent}, for reuse.</li>
 *   <li>If the producer laps a consumer that has claimed but not yet taken its slot, the consumer
 *   finds the newer block (and takes it); the consumer of the newer sequence then finds the slot
 *   empty and claims the next one. Nothing is handed out twice; at worst a block is skipped.</li>
 * </ul>
 *
 * <h2>Never blocks, never degrades silently</h2>
 * A consumer that finds the ring empty (the producer is slow, stopped, interrupted, dead or not yet
 * started) fills its block inline from its own {@link BlockDrbg} and goes on; {@link #fallbacks()}
 * counts those blocks. A dead producer is restarted by the next consumer that finds the ring empty
 * (at most once per second; {@link #restarts()} counts them). After {@link #close()} every block is
 * filled inline. The producer parks when the ring is full and consumers wake it when the ring is
 * half empty.
 */
public final class PrefilledEntropySource implements EntropySource, AutoCloseable {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final long RESTART_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final long FULL_RING_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /**
     * Default block size: 64 KiB, the CTR_DRBG's largest request, so a thread touches the ring once
     * per 4096 v7 ids. The size is chosen by allocation: each DRBG request re-keys AES, which leaves
     * about 1 KB of garbage (the JCE's key schedule) on the producer thread; per 16-byte id that
     * measured 0.24 B at 64 KiB, against 1.0 B at 16 KiB (JMH {@code -prof gc}).
     */
    public static final int DEFAULT_BLOCK_BYTES = 65536;
    /** Default number of slots in the ring (1 MiB of entropy in flight). */
    public static final int DEFAULT_SLOTS = 16;

    private final int blockBytes;
    private final int batch;
    private final RingBuffer<Slot> ring;
    /** The highest sequence a consumer has claimed; the ring's gating sequence. */
    private final Sequence claimed = new Sequence(RingBuffer.INITIAL_CURSOR_VALUE);
    private final MpscArrayQueue<byte[]> spent;
    private final ThreadLocal<Local> locals;
    private final Supplier<? extends Consumer<byte[]>> producerFillers;
    private final LongAdder fallbacks = new LongAdder();
    private final LongAdder restarts = new LongAdder();
    private final Object lifecycle = new Object();

    private volatile Thread producer;
    private volatile boolean producerParked;
    private volatile boolean closed;
    private long lastStartNanos;

    /**
     * The process-wide source behind {@link EntropySource#secure()}: created on first use, its
     * producer is a daemon thread, so it never needs closing (closing it only turns every later
     * draw into an inline fill).
     */
    public static PrefilledEntropySource shared() {
        return Shared.INSTANCE;
    }

    /** Holder idiom: the shared instance is made when {@link #shared()} is first called. */
    private static final class Shared {
        static final PrefilledEntropySource INSTANCE = new PrefilledEntropySource();
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

    /** For fault tests: {@code producerFillers} makes the fill function of each producer thread started. */
    PrefilledEntropySource(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers) {
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
        this.locals = ThreadLocal.withInitial(() -> new Local(blockBytes));
    }

    @Override
    public long nextLong() {
        Local l = locals.get();
        int i = l.index;
        if (i == l.block.length) {
            refill(l);
            i = 0;
        }
        l.index = i + Long.BYTES;
        return (long) LONGS.get(l.block, i);
    }

    @Override
    public void nextLongs(long[] dst, int from, int count) {
        Local l = locals.get();
        for (int i = 0; i < count; i++) {
            int index = l.index;
            if (index == l.block.length) {
                refill(l);
                index = 0;
            }
            l.index = index + Long.BYTES;
            dst[from + i] = (long) LONGS.get(l.block, index);
        }
    }

    private void refill(Local l) {
        byte[] next = take();
        if (next != null) {
            spent.offer(l.block); // dropped for the collector if the queue is full
            l.block = next;
        } else {
            fallbacks.increment();
            l.inlineDrbg().fill(l.block);
        }
        l.index = 0;
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
            Thread t = new Thread(this::produce, "seqid-entropy-producer");
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

    /** The producer thread, or null before the first draw; for fault tests. */
    Thread producerThread() {
        return producer;
    }

    /**
     * Stops the producer thread (waiting up to a second for it to end). Idempotent. The source stays
     * usable: afterwards every consumer fills its blocks inline.
     */
    @Override
    public void close() {
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

    /** One consumer thread's current block, read position, and inline DRBG (made on first fallback). */
    private static final class Local {
        byte[] block;
        int index;
        private BlockDrbg inline;

        Local(int size) {
            block = new byte[size];
            index = size;
        }

        BlockDrbg inlineDrbg() {
            if (inline == null) {
                inline = new BlockDrbg();
            }
            return inline;
        }
    }
}
