package dev.seqid.soak;

import dev.seqid.UuidLayout;
import java.util.UUID;

/**
 * Ids rewritten, in place, as the generator positions they were built from: pair {@code i} becomes
 * (tick, counter), read back with {@link UuidLayout#tickOf} and {@link UuidLayout#counterOf}. Both
 * are non-negative, so the pairs compare as positions under {@link DatabaseKeys#compare}, and
 * {@link DatabaseKeys#countRepeats} counts repeated positions.
 *
 * <p>Why positions: every id also carries fresh random bits, so two ids built from one position
 * (a state machine that hands a position to two threads) almost never compare equal, and a count
 * of repeated ids misses that bug. Within one generator no position may repeat. Ids of separate
 * generators (the multi-process mode) may share positions by design; their uniqueness rests on
 * the random bits, and they are checked as whole ids.
 */
final class PositionPairs {

    private PositionPairs() {
    }

    /** Rewrites the first {@code count} (msb, lsb) pairs of {@code pairs} as (tick, counter) pairs of {@code layout}. */
    static void fromIds(UuidLayout layout, long[] pairs, int count) {
        for (int i = 0; i < count; i++) {
            write(layout, new UUID(pairs[2 * i], pairs[2 * i + 1]), pairs, i);
        }
    }

    /** Rewrites the first {@code count} database keys of {@code pairs} (see {@link DatabaseKeys#toKeys}) as (tick, counter) pairs of {@code layout}. */
    static void fromKeys(DatabaseKeys keys, UuidLayout layout, long[] pairs, int count) {
        for (int i = 0; i < count; i++) {
            write(layout, keys.idOf(pairs[2 * i], pairs[2 * i + 1]), pairs, i);
        }
    }

    private static void write(UuidLayout layout, UUID id, long[] pairs, int i) {
        pairs[2 * i] = layout.tickOf(id);
        pairs[2 * i + 1] = layout.counterOf(id);
    }
}
