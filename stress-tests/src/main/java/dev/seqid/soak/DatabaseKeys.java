package dev.seqid.soak;

import dev.seqid.UuidLayout;
import java.util.UUID;

/**
 * Ids as <em>database keys</em>: the 16 bytes of an id rearranged into the order in which the
 * layout's target database compares them, held as two longs (high, low). Two keys compare as the
 * database compares the ids when compared as unsigned longs, high first. The rearrangement is a
 * permutation of the bytes, so two ids are equal exactly when their keys are.
 *
 * <p>Key arrays hold pairs: key {@code i} is {@code keys[2i]} (high) and {@code keys[2i + 1]} (low).
 */
final class DatabaseKeys {

    private final int[] sortOrder;
    private final boolean identity;

    DatabaseKeys(UuidLayout layout) {
        this.sortOrder = layout.sortOrder();
        boolean same = true;
        for (int k = 0; k < 16; k++) {
            same &= sortOrder[k] == k;
        }
        this.identity = same;
    }

    /** Rewrites {@code count} (msb, lsb) pairs of {@code pairs}, in place, into database keys. */
    void toKeys(long[] pairs, int count) {
        if (identity) {
            return;
        }
        for (int i = 0; i < count; i++) {
            long msb = pairs[2 * i];
            long lsb = pairs[2 * i + 1];
            long high = 0;
            long low = 0;
            for (int k = 0; k < 8; k++) {
                high = (high << 8) | byteAt(msb, lsb, sortOrder[k]);
                low = (low << 8) | byteAt(msb, lsb, sortOrder[k + 8]);
            }
            pairs[2 * i] = high;
            pairs[2 * i + 1] = low;
        }
    }

    /** The id whose database key is (high, low): the inverse of {@link #toKeys}, for messages. */
    UUID idOf(long high, long low) {
        if (identity) {
            return new UUID(high, low);
        }
        long msb = 0;
        long lsb = 0;
        for (int k = 0; k < 16; k++) {
            long b = (k < 8 ? high >>> (56 - 8 * k) : low >>> (56 - 8 * (k - 8))) & 0xFF;
            int index = sortOrder[k];
            if (index < 8) {
                msb |= b << (56 - 8 * index);
            } else {
                lsb |= b << (56 - 8 * (index - 8));
            }
        }
        return new UUID(msb, lsb);
    }

    private static long byteAt(long msb, long lsb, int index) {
        long word = index < 8 ? msb : lsb;
        return (word >>> (56 - 8 * (index & 7))) & 0xFF;
    }

    /** Unsigned order of keys (high, low). */
    static int compare(long highA, long lowA, long highB, long lowB) {
        int c = Long.compareUnsigned(highA, highB);
        return c != 0 ? c : Long.compareUnsigned(lowA, lowB);
    }

    static int compare(long[] a, int i, long[] b, int j) {
        return compare(a[2 * i], a[2 * i + 1], b[2 * j], b[2 * j + 1]);
    }

    /** Places where key {@code i} is not greater than key {@code i - 1}: order violations (repeats included). */
    static long orderViolations(long[] keys, int count) {
        long violations = 0;
        for (int i = 1; i < count; i++) {
            if (compare(keys, i, keys, i - 1) <= 0) {
                violations++;
            }
        }
        return violations;
    }

    /** The first order violation's index, or -1. */
    static int firstOrderViolation(long[] keys, int count) {
        for (int i = 1; i < count; i++) {
            if (compare(keys, i, keys, i - 1) <= 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The exact number of repeated keys across all sequences: the number of keys equal to a key
     * before them in the merged order (an id seen three times counts two). Sequences that are not
     * strictly increasing are sorted first (a copy, by {@link #sortPairs}); the sorted runs are then
     * merged k ways, so every pair of equal keys meets as neighbours.
     *
     * @param firstRepeat if not null, receives the first repeated key (high, low)
     */
    static long countRepeats(long[][] sequences, int[] counts, long[] firstRepeat) {
        int k = sequences.length;
        long[][] runs = new long[k][];
        for (int j = 0; j < k; j++) {
            runs[j] = sequences[j];
            if (firstOrderViolation(runs[j], counts[j]) >= 0) {
                runs[j] = java.util.Arrays.copyOf(sequences[j], 2 * counts[j]);
                sortPairs(runs[j], counts[j]);
            }
        }
        int[] position = new int[k];
        long repeats = 0;
        boolean havePrevious = false;
        long previousHigh = 0;
        long previousLow = 0;
        for (;;) {
            int best = -1;
            for (int j = 0; j < k; j++) {
                if (position[j] < counts[j] && (best < 0 || compare(runs[j], position[j], runs[best], position[best]) < 0)) {
                    best = j;
                }
            }
            if (best < 0) {
                return repeats;
            }
            long high = runs[best][2 * position[best]];
            long low = runs[best][2 * position[best] + 1];
            if (havePrevious && high == previousHigh && low == previousLow) {
                if (repeats == 0 && firstRepeat != null) {
                    firstRepeat[0] = high;
                    firstRepeat[1] = low;
                }
                repeats++;
            }
            havePrevious = true;
            previousHigh = high;
            previousLow = low;
            position[best]++;
        }
    }

    /** Sorts the first {@code count} keys of {@code keys} in unsigned order: a heap sort, in place, O(n log n). */
    static void sortPairs(long[] keys, int count) {
        for (int i = count / 2 - 1; i >= 0; i--) {
            siftDown(keys, i, count);
        }
        for (int end = count - 1; end > 0; end--) {
            swap(keys, 0, end);
            siftDown(keys, 0, end);
        }
    }

    private static void siftDown(long[] keys, int i, int size) {
        for (;;) {
            int child = 2 * i + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && compare(keys, child + 1, keys, child) > 0) {
                child++;
            }
            if (compare(keys, child, keys, i) <= 0) {
                return;
            }
            swap(keys, i, child);
            i = child;
        }
    }

    private static void swap(long[] keys, int i, int j) {
        long high = keys[2 * i];
        long low = keys[2 * i + 1];
        keys[2 * i] = keys[2 * j];
        keys[2 * i + 1] = keys[2 * j + 1];
        keys[2 * j] = high;
        keys[2 * j + 1] = low;
    }
}
