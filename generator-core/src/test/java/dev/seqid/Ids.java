package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;

/**
 * Test helpers that read ids with plain bit arithmetic taken from RFC 9562 (not with the code under
 * test), check order and uniqueness with {@link Long#compareUnsigned}, and run generators on
 * several threads.
 */
final class Ids {

    private Ids() {
    }

    /** RFC 9562 v7 {@code unix_ts_ms}: the top 48 bits. */
    static long unixTsMs(UUID u) {
        return u.getMostSignificantBits() >>> 16;
    }

    /** RFC 9562 v7 {@code rand_a}: the low 12 bits of the msb. */
    static int randA(UUID u) {
        return (int) (u.getMostSignificantBits() & 0xFFF);
    }

    /** The 18-bit counter of the default v7 layout: rand_a, then the 6 bits after the variant. */
    static long counter18(UUID u) {
        return ((u.getMostSignificantBits() & 0xFFF) << 6) | ((u.getLeastSignificantBits() >>> 56) & 0x3F);
    }

    /** Unsigned (memcmp, lower-case string) order of two ids given as longs. */
    static int compare(long msbA, long lsbA, long msbB, long lsbB) {
        int c = Long.compareUnsigned(msbA, msbB);
        return c != 0 ? c : Long.compareUnsigned(lsbA, lsbB);
    }

    static int compare(UUID a, UUID b) {
        return compare(a.getMostSignificantBits(), a.getLeastSignificantBits(), b.getMostSignificantBits(), b.getLeastSignificantBits());
    }

    static void assertGreater(UUID later, UUID earlier) {
        if (compare(later, earlier) <= 0) {
            fail("expected " + later + " > " + earlier + " in unsigned order");
        }
    }

    static void assertStrictlyIncreasing(List<UUID> ids) {
        for (int i = 1; i < ids.size(); i++) {
            if (compare(ids.get(i), ids.get(i - 1)) <= 0) {
                fail("ids not strictly increasing at " + i + ": " + ids.get(i - 1) + " then " + ids.get(i));
            }
        }
    }

    /** {@code pairs} holds (msb, lsb) pairs; the first {@code count} ids must strictly increase. */
    static void assertStrictlyIncreasing(long[] pairs, int count) {
        for (int i = 1; i < count; i++) {
            if (compare(pairs[2 * i], pairs[2 * i + 1], pairs[2 * i - 2], pairs[2 * i - 1]) <= 0) {
                fail("ids not strictly increasing at " + i + ": " + new UUID(pairs[2 * i - 2], pairs[2 * i - 1]) + " then "
                        + new UUID(pairs[2 * i], pairs[2 * i + 1]));
            }
        }
    }

    /**
     * Given sequences that are each strictly increasing (check that first), asserts that no id
     * occurs in two of them: a k-way merge meets every equal pair.
     */
    static void assertNoDuplicatesAcross(long[][] sequences, int[] counts) {
        int k = sequences.length;
        int[] pos = new int[k];
        long total = 0;
        for (int c : counts) {
            total += c;
        }
        boolean havePrev = false;
        long prevMsb = 0;
        long prevLsb = 0;
        for (long merged = 0; merged < total; merged++) {
            int best = -1;
            for (int j = 0; j < k; j++) {
                if (pos[j] < counts[j] && (best < 0 || compare(sequences[j][2 * pos[j]], sequences[j][2 * pos[j] + 1],
                        sequences[best][2 * pos[best]], sequences[best][2 * pos[best] + 1]) < 0)) {
                    best = j;
                }
            }
            long msb = sequences[best][2 * pos[best]];
            long lsb = sequences[best][2 * pos[best] + 1];
            if (havePrev && compare(msb, lsb, prevMsb, prevLsb) == 0) {
                fail("duplicate id " + new UUID(msb, lsb));
            }
            if (havePrev && compare(msb, lsb, prevMsb, prevLsb) < 0) {
                fail("sequence " + best + " is not increasing; check that first");
            }
            havePrev = true;
            prevMsb = msb;
            prevLsb = lsb;
            pos[best]++;
        }
        assertThat(pos).containsExactly(counts);
    }

    /** White-box: the ordered generator's current epoch (the base of its relative ticks). */
    static PositionState.Epoch epochOf(UuidGenerator g) {
        return ((OrderedUuidGenerator) g).state().epoch();
    }

    static long[] longs(UUID u) {
        return new long[] {u.getMostSignificantBits(), u.getLeastSignificantBits()};
    }

    /** The work of one of the threads of {@link #onThreads}; {@code thread} is its index. */
    interface ThreadBody {
        void run(int thread) throws Exception;
    }

    /** Runs {@code body} on {@code threads} threads that start together and fails with what any of them threw. */
    static void onThreads(int threads, ThreadBody body) throws Exception {
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int index = t;
            workers[t] = new Thread(() -> {
                try {
                    start.await();
                    body.run(index);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "gen-" + t);
            workers[t].start();
        }
        for (Thread t : workers) {
            t.join();
        }
        assertThat(failures).isEmpty();
    }

    /** Runs {@code threads} threads that start together, each writing {@code perThread} ids from next() into its own pair array. */
    static long[][] nextOnThreads(java.util.function.Supplier<UUID> g, int threads, int perThread) throws Exception {
        long[][] out = new long[threads][2 * perThread];
        onThreads(threads, t -> {
            long[] dst = out[t];
            for (int i = 0; i < perThread; i++) {
                UUID u = g.get();
                dst[2 * i] = u.getMostSignificantBits();
                dst[2 * i + 1] = u.getLeastSignificantBits();
            }
        });
        return out;
    }
}
