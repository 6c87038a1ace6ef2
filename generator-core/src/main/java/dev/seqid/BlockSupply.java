package dev.seqid;

import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import dev.seqid.internal.BlockDrbg;
import dev.seqid.internal.CtrDrbg;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jctools.queues.MpmcArrayQueue;

/**
 * Block supply: whole blocks of fresh entropy for the {@link BlockCursor}, made ahead of time by
 * one background producer thread into an LMAX Disruptor ring, or inline by the caller when none is
 * ready. Nothing here knows about grants or words.
 *
 * <p><b>Invariants.</b> A block array has one owner at a time: the producer while it fills it, the
 * ring slot while it waits there, the consumer that took it out of the slot, the cursor once
 * installed, the {@link #spent} queue once recycled. Every hand-over is an atomic exchange
 * ({@link Slot#getAndSetBlock}, a queue offer or poll), so no array is filled while anyone may
 * read it. The producer fills only arrays it owns: new ones, ones it swapped back out of a slot
 * that no consumer had emptied, and spent ones; an inline fill likewise fills a spent one it polled,
 * or a new one. {@link #take()} never blocks: on an empty ring it returns null and the caller fills
 * inline. At most one producer thread is alive; a dead one is replaced at most once per
 * {@link #RESTART_INTERVAL_NANOS}, and none is started once closed.
 *
 * <p><b>Who writes what.</b>
 * <ul>
 *   <li>The ring's cursor and the slots' puts: the producer only (a single-producer ring).</li>
 *   <li>{@link #claimed}, the ring's gating sequence: consumers, by CAS; the producer reads it
 *   through the ring's capacity checks. A consumer that claimed sequence {@code s} may find the
 *   slot empty, if the producer has lapped it since and a newer consumer took the newer block:
 *   it claims the next sequence. The slot's exchange, not the sequence, transfers ownership.</li>
 *   <li>{@link #spent}: consumers offer, the producer and inline fills poll (JCTools MPMC queue);
 *   when it is full the block is dropped for the collector.</li>
 *   <li>{@link #producer} and {@link #closed}: under {@link #lifecycle}, volatile for the readers
 *   that do not lock; {@link #lastStartNanos}: under {@link #lifecycle} only.</li>
 *   <li>{@link #producerParked}: the producer only; consumers read it.</li>
 * </ul>
 *
 * <p><b>Wake-up protocol.</b> The producer parks when the ring is full, and consumers wake it when
 * the ring is half empty, so an idle process keeps it asleep. The wake-up cannot be lost: the
 * producer writes {@code producerParked = true} and then reads the ring's capacity (the gating
 * sequence); a consumer CASes {@link #claimed} (frees a slot) and then reads
 * {@code producerParked}. These are volatile accesses, totally ordered, so either the producer's
 * capacity read sees the freed slot and it does not park, or the consumer sees it parked and
 * unparks it (an unpark before the park makes the park return at once). The park timeout
 * {@link #FULL_RING_PARK_NANOS} is a safety net, not the mechanism.
 */
final class BlockSupply {

    private static final long RESTART_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
    /**
     * How long the producer sleeps on a full ring unless a consumer wakes it: consumers wake it
     * when the ring is half empty, so this is only a safety net, long enough that an idle process
     * does not pay for it.
     */
    private static final long FULL_RING_PARK_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final AtomicInteger INSTANCES = new AtomicInteger();

    private final int blockBytes;
    private final int batch;
    private final String producerName;
    private final RingBuffer<Slot> ring;
    /** The highest sequence a consumer has claimed; the ring's gating sequence. */
    private final Sequence claimed = new Sequence(RingBuffer.INITIAL_CURSOR_VALUE);
    private final MpmcArrayQueue<byte[]> spent;
    /** DRBGs for inline fills, shared by the consumers that happen to need one (rarely more than one). */
    private final MpmcArrayQueue<BlockDrbg> inlineDrbgs = new MpmcArrayQueue<>(8);
    private final Supplier<? extends Consumer<byte[]>> producerFillers;
    private final LongAdder fallbacks = new LongAdder();
    private final LongAdder restarts = new LongAdder();
    private final Object lifecycle = new Object();

    private volatile Thread producer;
    private volatile boolean producerParked;
    private volatile boolean closed;
    private long lastStartNanos;

    /**
     * @param blockBytes a multiple of 8, from 64 to {@link CtrDrbg#MAX_REQUEST_BYTES}
     * @param slots      a power of two, 4 or more
     * @param shared     whether this is the process-wide supply, whose producer thread is named without a number
     */
    BlockSupply(int blockBytes, int slots, Supplier<? extends Consumer<byte[]>> producerFillers, boolean shared) {
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
        this.spent = new MpmcArrayQueue<>(2 * slots);
        this.producerFillers = Objects.requireNonNull(producerFillers, "producerFillers");
        int n = INSTANCES.getAndIncrement();
        this.producerName = shared ? "seqid-entropy-producer" : "seqid-entropy-producer-" + n;
        // Seed one inline DRBG now, on the thread that makes the source (for the shared one: the
        // thread that builds a generator). The process's first seed reads the operating system's
        // entropy (a file read); the first inline fill, which races the producer's start on the
        // first consumer's thread, must not do that on a thread that may not block (a reactive one).
        this.inlineDrbgs.offer(new BlockDrbg());
    }

    int blockBytes() {
        return blockBytes;
    }

    int slots() {
        return ring.getBufferSize();
    }

    boolean closed() {
        return closed;
    }

    /** Blocks filled inline because the ring was empty. */
    long fallbacks() {
        return fallbacks.sum();
    }

    /** Times a dead producer thread was replaced. */
    long restarts() {
        return restarts.sum();
    }

    /**
     * A filled block that the caller now owns and no one else will ever see, or null if the ring is
     * empty (the caller then fills one inline, {@link #fillInline()}). Starts or restarts the
     * producer if it is not running, and wakes it when the ring is half empty.
     */
    byte[] take() {
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
            if (claimed.compareAndSet(c, c + 1)) { // frees a slot before wakeProducer reads producerParked
                byte[] block = ring.get(c + 1).getAndSetBlock(null);
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

    /**
     * A block filled on the calling thread from a pooled DRBG; counted in {@link #fallbacks()}. The
     * array is a spent one when the queue holds one, so that callers do not allocate while the
     * producer falls behind a steady demand: the ring runs dry then, and the blocks consumers gave
     * back meanwhile wait in the queue for the producer.
     */
    byte[] fillInline() {
        fallbacks.increment();
        BlockDrbg drbg = inlineDrbgs.poll();
        if (drbg == null) {
            drbg = new BlockDrbg();
        }
        byte[] block = spent.relaxedPoll();
        if (block == null) {
            block = new byte[blockBytes];
        }
        drbg.fill(block);
        inlineDrbgs.offer(drbg); // dropped if the pool is full
        return block;
    }

    /**
     * Gives a block back to the producer for refilling. The caller gives up ownership: no one may
     * read the block after this call (dropped for the collector if the queue is full).
     */
    void recycle(byte[] block) {
        spent.offer(block);
    }

    /** Stops the producer thread, waiting up to a second for it to end. Idempotent; take() then only empties the ring. */
    void close() {
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
            // not the caller's context class loader: a draw on a web application's request thread
            // would otherwise tie that application's class loader to a thread that outlives it
            t.setContextClassLoader(BlockSupply.class.getClassLoader());
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
                producerParked = true; // before the capacity read: the wake-up protocol (class comment)
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
                    byte[] untaken = ring.get(seq).getAndSetBlock(block);
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

    /**
     * A ring slot: the block published at its sequence, or null once a consumer took it. Both the
     * producer's put and a consumer's take are one {@code getAndSet}, so a block leaves the slot
     * to exactly one owner.
     */
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

        /** Puts {@code b} in (null to take the block out) and returns the block that was there, now the caller's. */
        byte[] getAndSetBlock(byte[] b) {
            return (byte[]) BLOCK.getAndSet(this, b);
        }
    }
}
