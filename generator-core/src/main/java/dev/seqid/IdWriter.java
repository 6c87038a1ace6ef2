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
     * Writes id {@code k} of a batch, composed as id {@code i} of a block of up to
     * {@value RandomBits#BLOCK_IDS}: at once, as {@link #write}, unless the writer keeps it in
     * {@code room[at + 2i]}, {@code room[at + 2i + 1]} until {@link #finishBlock}. The generators
     * call this for every id of a block, then {@code finishBlock} once.
     */
    default void writeInBlock(D dst, int from, int k, long[] room, int at, int i, long msb, long lsb) {
        write(dst, from, k, msb, lsb);
    }

    /** Writes what {@link #writeInBlock} kept of a block of {@code ids} ids whose first is id {@code k} of the call; by default nothing is kept. */
    default void finishBlock(D dst, int from, int k, long[] room, int at, int ids) {
    }

    /**
     * Keeps every id of a block in the room, id {@code i}'s words at {@code room[at + 2i]} and
     * {@code room[at + 2i + 1]}, as {@link #UUIDS} does, and writes nothing else: for a caller that
     * reads the composed ids back one at a time (the striped view's leases). Blocks only;
     * {@link #write} is never called.
     */
    IdWriter<Void, Void> KEEP = new IdWriter<>() {
        @Override
        public Void write(Void dst, int from, int k, long msb, long lsb) {
            throw new UnsupportedOperationException("IdWriter.KEEP composes blocks only");
        }

        @Override
        public void writeInBlock(Void dst, int from, int k, long[] room, int at, int i, long msb, long lsb) {
            room[at + 2 * i] = msb;
            room[at + 2 * i + 1] = lsb;
        }
    };

    /** No destination: returns {@code new UUID(msb, lsb)} ({@link UuidGenerator#next()}). */
    IdWriter<Void, UUID> NEW_UUID = (dst, from, k, msb, lsb) -> new UUID(msb, lsb);

    /**
     * {@code dst[from + k] = new UUID(msb, lsb)}. A batch keeps each block's words and makes the
     * block's {@code UUID}s after it is composed, into a new array of the block's size that one
     * {@code System.arraycopy} copies into {@code dst}: each reference stored into an array the
     * collector has promoted passes G1's post-write barrier, which on JDK 17 fences, while stores into
     * the new (young) array skip it and the copy's barrier covers the block once. With the stores in
     * the composing loop that loop also reloaded the layout's fields after every fence (seen in its
     * machine code); apart, it runs as {@code nextLongs}' does. Both measured faster into a reused
     * array, and into a new one no slower by their paired medians (docs/dev/performance-notes.md).
     */
    IdWriter<UUID[], Void> UUIDS = new IdWriter<>() {
        @Override
        public Void write(UUID[] dst, int from, int k, long msb, long lsb) {
            dst[from + k] = new UUID(msb, lsb);
            return null;
        }

        // Its own two stores, the same as KEEP's: calling KEEP's, or inheriting them from a class
        // shared with KEEP, measured slower on next(UUID[256]) (docs/dev/performance-notes.md).
        @Override
        public void writeInBlock(UUID[] dst, int from, int k, long[] room, int at, int i, long msb, long lsb) {
            room[at + 2 * i] = msb;
            room[at + 2 * i + 1] = lsb;
        }

        @Override
        public void finishBlock(UUID[] dst, int from, int k, long[] room, int at, int ids) {
            UUID[] stage = new UUID[ids];
            for (int i = 0; i < ids; i++) {
                stage[i] = new UUID(room[at + 2 * i], room[at + 2 * i + 1]);
            }
            System.arraycopy(stage, 0, dst, from + k, ids);
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
