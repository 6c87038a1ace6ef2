package dev.seqid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.UUID;

/**
 * Writes an id, given as its two big-endian words, to a destination: the one place that knows how
 * each destination type holds ids. The generators compute the words and call one of the constants;
 * each call site passes a constant, so the JIT binds the call to its one implementation.
 *
 * @param <D> the destination type
 * @param <R> what a write returns: the new {@code UUID} for {@link #NEW_UUID}, nothing for the
 *            others, which write into their destination
 */
@FunctionalInterface
interface IdWriter<D, R> {

    /** Writes id number {@code k} of a call that writes from {@code from} on. */
    R write(D dst, int from, int k, long msb, long lsb);

    /**
     * Whether a batch composes a block's ids into (msb, lsb) pairs first and hands them over with
     * {@link #writeGathered}, instead of writing each id as it is composed. True for {@code UUID[]}:
     * each reference stored into an array the collector has promoted passes G1's post-write barrier,
     * which on JDK 17 fences, and after each fence the composing loop loaded the layout's fields
     * again (seen in its machine code); kept apart, the composing loop runs as {@code nextLongs}' does and the
     * storing loop holds little but the stores (measured faster into a reused array and no slower
     * into a new one; docs/performance.md has the paired runs).
     */
    default boolean gathers() {
        return false;
    }

    /** Writes ids {@code k .. k + ids - 1} of a call from their pairs ({@code pairs[at + 2i]}, {@code pairs[at + 2i + 1]}). */
    default void writeGathered(D dst, int from, int k, long[] pairs, int at, int ids) {
        for (int i = 0; i < ids; i++) {
            write(dst, from, k + i, pairs[at + 2 * i], pairs[at + 2 * i + 1]);
        }
    }

    /** No destination: returns {@code new UUID(msb, lsb)} ({@link UuidGenerator#next()}). */
    IdWriter<Void, UUID> NEW_UUID = (dst, from, k, msb, lsb) -> new UUID(msb, lsb);

    /** {@code dst[from + k] = new UUID(msb, lsb)}; a batch's ids are gathered first (see {@link #gathers}). */
    IdWriter<UUID[], Void> UUIDS = new IdWriter<>() {
        @Override
        public Void write(UUID[] dst, int from, int k, long msb, long lsb) {
            dst[from + k] = new UUID(msb, lsb);
            return null;
        }

        @Override
        public boolean gathers() {
            return true;
        }
    };

    /** (most, least) significant pairs: {@code dst[from + 2k]}, {@code dst[from + 2k + 1]}. */
    IdWriter<long[], Void> LONGS = (dst, from, k, msb, lsb) -> {
        dst[from + 2 * k] = msb;
        dst[from + 2 * k + 1] = lsb;
        return null;
    };

    /** 16 big-endian bytes (string order) at {@code dst[from + 16k]}. */
    IdWriter<byte[], Void> BYTES = (dst, from, k, msb, lsb) -> {
        BigEndian.LONGS.set(dst, from + 16 * k, msb);
        BigEndian.LONGS.set(dst, from + 16 * k + 8, lsb);
        return null;
    };

    /** 16 bytes in string order at the buffer's position, whatever its byte order; advances it by 16. */
    IdWriter<ByteBuffer, Void> BUFFER = (dst, from, k, msb, lsb) -> {
        boolean big = dst.order() == ByteOrder.BIG_ENDIAN;
        dst.putLong(big ? msb : Long.reverseBytes(msb));
        dst.putLong(big ? lsb : Long.reverseBytes(lsb));
        return null;
    };

    /** Holder of the byte-array view; interfaces cannot have private constants. */
    final class BigEndian {
        static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

        private BigEndian() {
        }
    }
}
