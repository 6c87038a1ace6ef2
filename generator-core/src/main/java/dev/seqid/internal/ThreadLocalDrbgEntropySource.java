package dev.seqid.internal;

import dev.seqid.EntropySource;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * {@link EntropySource#perThreadDrbg()}: every thread owns a {@link BlockDrbg} and a block of its
 * output; when the block is spent, the thread refills it inline. No hand-off, no background thread;
 * the refill cost (about a microsecond per 4 KiB) is paid by the generating thread.
 */
public final class ThreadLocalDrbgEntropySource implements EntropySource {

    public static final ThreadLocalDrbgEntropySource SHARED = new ThreadLocalDrbgEntropySource(65536);

    static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final int blockBytes;
    private final ThreadLocal<Local> locals;

    public ThreadLocalDrbgEntropySource(int blockBytes) {
        if (blockBytes < 8 || blockBytes % 8 != 0 || blockBytes > CtrDrbg.MAX_REQUEST_BYTES) {
            throw new IllegalArgumentException("block size must be a multiple of 8 from 8 to " + CtrDrbg.MAX_REQUEST_BYTES + ", got " + blockBytes);
        }
        this.blockBytes = blockBytes;
        this.locals = ThreadLocal.withInitial(() -> new Local(blockBytes));
    }

    @Override
    public long nextLong() {
        Local l = locals.get();
        int i = l.index;
        if (i == l.block.length) {
            l.drbg.fill(l.block);
            i = 0;
        }
        l.index = i + Long.BYTES;
        return (long) LONGS.get(l.block, i);
    }

    @Override
    public void nextLongs(long[] dst, int from, int count) {
        Local l = locals.get();
        for (int k = 0; k < count; k++) {
            int i = l.index;
            if (i == l.block.length) {
                l.drbg.fill(l.block);
                i = 0;
            }
            l.index = i + Long.BYTES;
            dst[from + k] = (long) LONGS.get(l.block, i);
        }
    }

    /**
     * One thread's DRBG, block, and the index of the next unused byte in it. The thread writes
     * {@code index} on every call, so the fields lie between two 128-byte pads: the garbage collector
     * may copy another thread's {@code Local} (or any object another thread reads or writes on every
     * call) next to this one, and two threads must not share the line (or the pair of lines a CPU
     * prefetches together) that one of them writes on every call.
     */
    static final class Local extends LocalFields {
        /** 128 bytes after the fields; longs are enough, as no class extends this one. */
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;

        Local(int size) {
            super(size);
        }
    }

    /** The fields of a {@link Local}, after its leading pad (a superclass's fields are laid out first). */
    abstract static class LocalFields extends LeadingPad {
        final BlockDrbg drbg = new BlockDrbg();
        final byte[] block;
        int index;

        LocalFields(int size) {
            block = new byte[size];
            index = size;
        }
    }

    @Override
    public String toString() {
        return "EntropySource.perThreadDrbg() [" + blockBytes + "-byte blocks]";
    }
}
