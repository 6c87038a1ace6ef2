package dev.seqid.soak;

import java.util.ArrayList;
import java.util.List;

/** An append-only list of (long, long) pairs in chunks, for one thread; {@link #toArray} copies it into one pair array. */
final class LongPairLog {

    private static final int CHUNK_PAIRS = 1 << 20;

    private final List<long[]> chunks = new ArrayList<>();
    private long[] current = new long[2 * CHUNK_PAIRS];
    private int used;
    private long size;

    void add(long first, long second) {
        if (used == CHUNK_PAIRS) {
            chunks.add(current);
            current = new long[2 * CHUNK_PAIRS];
            used = 0;
        }
        current[2 * used] = first;
        current[2 * used + 1] = second;
        used++;
        size++;
    }

    long size() {
        return size;
    }

    long[] toArray() {
        if (size > Integer.MAX_VALUE / 2 - 8) {
            throw new IllegalStateException(size + " pairs do not fit one array");
        }
        long[] all = new long[(int) (2 * size)];
        int at = 0;
        for (long[] chunk : chunks) {
            System.arraycopy(chunk, 0, all, at, chunk.length);
            at += chunk.length;
        }
        System.arraycopy(current, 0, all, at, 2 * used);
        return all;
    }
}
