package dev.seqid;

import dev.seqid.internal.LeadingPad;
import dev.seqid.internal.ThreadOwned;

/**
 * A platform thread's grant: the random bytes it has copied out of the shared block and not yet
 * read, {@code bytes()[index() .. limit())}. The read loops and the refill live here, once, for
 * both kinds: a {@link Small} grant while the thread makes its first ids, a {@link Padded} one
 * afterwards.
 *
 * <p><b>Invariants.</b> A grant belongs to one thread (it lives in that thread's
 * {@code ThreadLocal}, and a padded grant names that thread for the table it is also found in,
 * {@code ThreadSlots}), so its fields are plain: only its thread reads or writes them, and the only
 * shared state a refill touches is the {@link BlockCursor}. {@code 0 <= index <= limit} and both
 * are multiples of 8 ({@link BlockCursor#copyNext} copies whole words), so a read of a word at
 * {@code index < limit} never passes {@code limit}. Every byte in a grant was claimed from the
 * shared block by this thread alone and is read once: {@code index} moves past each word read.
 *
 * <p><b>Sizes.</b> A thread's first grant is {@value #FIRST_BYTES} bytes (two random words), and
 * each refill of its small grant asks for twice the last, up to {@value #MAX_BYTES} bytes. A
 * small grant that would ask for {@value #MAX_BYTES} is {@linkplain #exhausted() exhausted}: the
 * thread is making many ids, and its caller replaces it by a padded grant, whose grants are all
 * {@value #MAX_BYTES} bytes. So a thread that makes one id keeps a buffer of a few dozen bytes,
 * pays for no padding and touches the shared cursor once, while a thread that makes millions
 * touches it once per {@value #MAX_BYTES} bytes. (A grant is cut short at a block's end.)
 *
 * <p><b>Why the fields are declared by each kind.</b> The padded kind's fields must lie after a
 * leading pad, which in Java means in a subclass of the pad class; the small kind must carry no
 * pad. So the fields cannot live in a common base, and the loops here (default methods, so that
 * the padded kind can extend {@link LeadingPad}) reach them through the accessors below. Each
 * kind is a final class, and callers use the exact class (the hot {@code nextLong} tests
 * {@code instanceof Padded}), so the JIT binds and inlines the accessors and the loop costs what
 * a loop over the fields does.
 */
interface Grant {

    /** A thread's first grant: two random words. */
    int FIRST_BYTES = 16;
    /** The largest grant: a long-lived thread touches the shared cursor once per this many bytes. */
    int MAX_BYTES = 4096;

    byte[] bytes();

    int index();

    void index(int index);

    int limit();

    /** Starts a new grant of the {@code limit} bytes just copied into {@code bytes}; its index is 0. */
    void granted(byte[] bytes, int limit);

    /**
     * The array to copy the next grant into, whose length is the grant's size; null if this grant
     * may not refill ({@link #exhausted()}). A small grant doubles its next size here.
     */
    byte[] nextBuffer();

    /** Whether every byte is read and the grant may not refill: its thread must take a {@link Padded} grant. */
    boolean exhausted();

    /** The next word, refilling from {@code from} first if this grant is read; never call it on an {@link #exhausted()} grant. */
    default long nextLong(BlockCursor from) {
        int i = index();
        if (i == limit()) {
            i = refill(from);
        }
        index(i + Long.BYTES);
        return BlockCursor.wordAt(bytes(), i);
    }

    /**
     * Reads up to {@code count} words into {@code dst} from {@code at}, refilling from {@code from}
     * as needed; returns how many it read: {@code count}, or fewer if the grant became
     * {@linkplain #exhausted() exhausted} (the caller reads the rest from a padded grant).
     */
    default int nextLongs(BlockCursor from, long[] dst, int at, int count) {
        int k = 0;
        while (k < count) {
            int i = index();
            if (i == limit()) {
                if (exhausted()) {
                    break;
                }
                i = refill(from);
            }
            // The words this grant still holds, in one run (copyWords is inlined: no field access in its loop).
            int n = Math.min(count - k, (limit() - i) / Long.BYTES);
            BlockCursor.copyWords(bytes(), i, dst, at + k, n);
            k += n;
            index(i + n * Long.BYTES);
        }
        return k;
    }

    /** Copies the next grant out of the shared block; returns the index of its first byte (0). */
    private int refill(BlockCursor from) {
        byte[] buffer = nextBuffer();
        granted(buffer, from.copyNext(buffer, buffer.length));
        return 0;
    }

    /**
     * A thread's first grants, {@value #FIRST_BYTES} bytes and doubling. Small and unpadded (a
     * header and four fields), so a thread that makes a few ids (a platform thread started for
     * one task) pays for no padding. Starts empty: the first read refills it.
     */
    static final class Small implements Grant {
        private static final byte[] EMPTY = new byte[0];

        private byte[] bytes = EMPTY;
        private int index;
        private int limit;
        /** The size of the next grant; at {@link #MAX_BYTES} this grant is exhausted. */
        private int nextSize = FIRST_BYTES;

        @Override
        public byte[] bytes() {
            return bytes;
        }

        @Override
        public int index() {
            return index;
        }

        @Override
        public void index(int index) {
            this.index = index;
        }

        @Override
        public int limit() {
            return limit;
        }

        @Override
        public void granted(byte[] bytes, int limit) {
            this.bytes = bytes;
            this.limit = limit;
            this.index = 0;
        }

        @Override
        public byte[] nextBuffer() {
            byte[] buffer = new byte[nextSize]; // each grant is larger than the last: no array to reuse
            nextSize = Math.min(2 * nextSize, MAX_BYTES);
            return buffer;
        }

        @Override
        public boolean exhausted() {
            return index == limit && nextSize == MAX_BYTES;
        }
    }

    /** The fields of a {@link Padded} grant, between its two pads (a superclass's fields are laid out first). */
    abstract static class PaddedFields extends ThreadOwned implements Grant {
        private final byte[] bytes = new byte[MAX_BYTES];
        private int index;
        private int limit;

        PaddedFields(Thread owner) {
            super(owner);
        }

        @Override
        public final byte[] bytes() {
            return bytes;
        }

        @Override
        public final int index() {
            return index;
        }

        @Override
        public final void index(int index) {
            this.index = index;
        }

        @Override
        public final int limit() {
            return limit;
        }

        @Override
        public final void granted(byte[] bytes, int limit) {
            this.limit = limit; // bytes is this grant's own array, from nextBuffer()
            this.index = 0;
        }

        @Override
        public final byte[] nextBuffer() {
            return bytes;
        }

        @Override
        public final boolean exhausted() {
            return false;
        }
    }

    /**
     * The grant of a thread that makes many ids: every grant {@value #MAX_BYTES} bytes. Its
     * {@code index} is written on every call, so its fields lie between two 128-byte pads: the
     * garbage collector may copy another thread's hot objects next to it, and two threads must not
     * write or read one cache line (or a pair of lines the CPU prefetches together) that one of them
     * writes on every call. Starts empty: the first read refills it.
     */
    static final class Padded extends PaddedFields {
        /**
         * 128 bytes after the fields. Longs are enough here: no class extends this one, so no
         * field can fill a gap between the fields and this pad.
         */
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;

        Padded(Thread owner) {
            super(owner);
        }
    }
}
