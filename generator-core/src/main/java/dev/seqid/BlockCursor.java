package dev.seqid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * The shared block and its cursor: every consumer of a {@link PrefilledEntropySource} claims its
 * bytes here, a grant's worth at a time ({@link #copyNext}) or exactly the words it reads
 * ({@link #nextLong()}, {@link #nextLongs}); blocks come from a {@link BlockSupply}.
 *
 * <p><b>Invariants.</b>
 * <ul>
 *   <li>Every byte of a block reaches at most one consumer: a consumer claims a range with one
 *   {@code getAndAdd} on the block's cursor ({@link SharedBlock#claim}), and ranges so claimed
 *   never overlap. Claims run past the block's end once it is spent; the part past the end is
 *   empty.</li>
 *   <li>A block is recycled only after its last byte has been read: each consumer adds the bytes
 *   it read to the block's {@code copied} count after reading them, and the one that brings the
 *   count to the block's length (the last reader) gives the array back to the supply. Every byte
 *   of a block is claimed by someone, since {@link #current} is replaced only when a claim
 *   reaches its end.</li>
 *   <li>A block is installed once: {@link #current} changes only by CAS from the spent block to
 *   the next, so of the consumers that found the same block spent, one installs. A loser never
 *   read its block; it keeps it as the {@link #spare} for the next install, or, if there is one
 *   already, recycles it.</li>
 *   <li>Claims and blocks are whole words (block sizes are multiples of 8), so a word read
 *   straight from a block never straddles its end.</li>
 * </ul>
 *
 * <p><b>Who writes what.</b> {@link #current}: any consumer, by CAS (read plainly volatile).
 * {@link #spare}: any consumer, taken by {@code getAndSet(null)} and put by CAS from null, so it
 * has one owner at a time. {@link SharedBlock}'s {@code cursor} and {@code copied}: any consumer,
 * by {@code getAndAdd} only. The bytes of a block are written before it is installed (by the
 * producer or the installing consumer); the consumer's volatile read of {@link #current} pairs
 * with the installing CAS, and that with the slot exchange or the queue hand-over in
 * {@link BlockSupply}, so every reader sees the filled bytes. The last reader's
 * {@code getAndAdd} on {@code copied} orders every reader's copy before the array is recycled.
 *
 * <p><b>Racy but benign.</b> {@link #installNext} checks {@code current != b} before it takes a
 * block and again before it fills one inline: a consumer that finds the block already replaced
 * does nothing, and one that reads a stale {@code current} merely tries an install that its CAS
 * refuses. Either way no block is lost (a refused block becomes the spare or is recycled) and no
 * consumer waits.
 */
final class BlockCursor {

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle CURRENT;
    private static final VarHandle SPARE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            CURRENT = lookup.findVarHandle(BlockCursor.class, "current", SharedBlock.class);
            SPARE = lookup.findVarHandle(BlockCursor.class, "spare", byte[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final BlockSupply supply;
    /** The block claims are cut from; replaced by CAS when a claim reaches its end. */
    private volatile SharedBlock current = SharedBlock.SPENT;
    /** A filled block nobody has read: the block of a consumer that lost the install race, kept for the next install. */
    private volatile byte[] spare;

    BlockCursor(BlockSupply supply) {
        this.supply = supply;
    }

    /** The big-endian word at {@code offset} of {@code bytes}. */
    static long wordAt(byte[] bytes, int offset) {
        return (long) WORDS.get(bytes, offset);
    }

    /** Reads {@code words} big-endian words from {@code bytes} at {@code offset} into {@code dst} at {@code at}. */
    static void copyWords(byte[] bytes, int offset, long[] dst, int at, int words) {
        for (int i = offset, k = at, end = at + words; k < end; k++, i += Long.BYTES) {
            dst[k] = (long) WORDS.get(bytes, i);
        }
    }

    /**
     * Claims the next {@code want} bytes of the shared block (one {@code getAndAdd}) and copies them
     * to the start of {@code dst}; returns how many were copied: {@code want}, or fewer at the end
     * of a block, never 0. Installs the next block when the claim reaches the end of this one.
     */
    int copyNext(byte[] dst, int want) {
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

    /** One word claimed and read straight from the shared block, with no grant. */
    long nextLong() {
        for (;;) {
            SharedBlock b = current;
            long start = b.claim(Long.BYTES);
            if (start < b.length()) { // claims and blocks are whole words, so the word is all in the block
                long word = wordAt(b.bytes, (int) start);
                doneReading(b, start, Long.BYTES, Long.BYTES);
                return word;
            }
            installNext(b);
        }
    }

    /**
     * {@code count} words claimed and read straight from the shared block, with no grant: one
     * {@code getAndAdd} per block they span, each claim at most {@value Grant#MAX_BYTES} bytes. The
     * range is checked before any claim, so a bad range wastes no entropy.
     */
    void nextLongs(long[] dst, int from, int count) {
        Objects.checkFromIndexSize(from, count, dst.length);
        int k = 0;
        while (k < count) {
            SharedBlock b = current;
            int want = Math.min(count - k, Grant.MAX_BYTES / Long.BYTES) * Long.BYTES;
            long start = b.claim(want);
            if (start >= b.length()) {
                installNext(b);
                continue;
            }
            int n = (int) Math.min(want, b.length() - start);
            copyWords(b.bytes, (int) start, dst, from + k, n / Long.BYTES);
            k += n / Long.BYTES;
            doneReading(b, start, n, want);
        }
    }

    /**
     * After a consumer has read its {@code n} bytes from {@code start} of {@code b} (of the
     * {@code want} it claimed): counts them as read, recycles the block if this consumer was its
     * last reader, and installs the next block if the claim reached this one's end.
     */
    private void doneReading(SharedBlock b, long start, int n, int want) {
        if (b.copied(n)) {
            supply.recycle(b.bytes);
        }
        if (start + want >= b.length()) {
            installNext(b);
        }
    }

    /** Replaces the spent block {@code b} with the next one (the spare, the ring's or one filled inline), unless someone already has. */
    private void installNext(SharedBlock b) {
        if (current != b) {
            return;
        }
        byte[] next = getAndSetSpare(null);
        if (next == null) {
            next = supply.take();
        }
        if (next == null) {
            if (current != b) {
                return; // installed while we found the ring empty: no inline fill needed
            }
            next = supply.fillInline();
        }
        if (!casCurrent(b, new SharedBlock(next)) && !casSpare(null, next)) {
            supply.recycle(next); // never read by anyone
        }
    }

    private boolean casCurrent(SharedBlock expected, SharedBlock next) {
        return CURRENT.compareAndSet(this, expected, next);
    }

    private byte[] getAndSetSpare(byte[] next) {
        return (byte[]) SPARE.getAndSet(this, next);
    }

    private boolean casSpare(byte[] expected, byte[] next) {
        return SPARE.compareAndSet(this, expected, next);
    }

    /**
     * A block claims are cut from: {@code cursor} is the next unclaimed byte (it runs past the
     * length once the block is spent), {@code copied} the bytes consumers have finished reading.
     * Both only grow, by {@code getAndAdd}.
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
        /** A long, so that claims running past the end cannot wrap around however many consumers pile on. */
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
            return getAndAddCursor(n);
        }

        /** Records {@code n} bytes read; true for the caller that read the last of them. */
        boolean copied(int n) {
            return getAndAddCopied(n) + n == bytes.length;
        }

        private long getAndAddCursor(long n) {
            return (long) CURSOR.getAndAdd(this, n);
        }

        private int getAndAddCopied(int n) {
            return (int) COPIED.getAndAdd(this, n);
        }
    }
}
