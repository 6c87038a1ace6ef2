package dev.seqid.internal;

import dev.seqid.EntropySource;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * {@link EntropySource#secure()}: every thread owns a buffer of random words that it refills in
 * bulk from its own CSPRNG instance, so the cost of the CSPRNG call is shared by hundreds of ids
 * and threads never contend. Words are consumed once and never handed out twice.
 */
public final class BufferedSecureEntropySource implements EntropySource {

    private static final BufferedSecureEntropySource SHARED = new BufferedSecureEntropySource(4096);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final int blockBytes;
    private final ThreadLocal<Buffer> buffers;

    BufferedSecureEntropySource(int blockBytes) {
        this.blockBytes = blockBytes;
        this.buffers = ThreadLocal.withInitial(() -> new Buffer(blockBytes));
    }

    /** The process-wide instance behind {@link EntropySource#secure()}. */
    public static BufferedSecureEntropySource shared() {
        return SHARED;
    }

    @Override
    public long nextLong() {
        Buffer b = buffers.get();
        int i = b.index;
        if (i == b.bytes.length) {
            b.refill();
            i = 0;
        }
        b.index = i + Long.BYTES;
        return (long) LONGS.get(b.bytes, i);
    }

    private static SecureRandom newCsprng() {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    }

    /** One thread's block of random bytes and the index of the next unused byte. */
    private static final class Buffer {
        final byte[] bytes;
        final SecureRandom csprng = newCsprng();
        int index;

        Buffer(int size) {
            bytes = new byte[size];
            index = size;
        }

        void refill() {
            csprng.nextBytes(bytes);
            index = 0;
        }
    }

    @Override
    public String toString() {
        return "EntropySource.secure() [per-thread " + blockBytes + "-byte blocks]";
    }
}
