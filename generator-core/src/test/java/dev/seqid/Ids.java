package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;

/**
 * Test helpers that read ids with plain bit arithmetic taken from RFC 9562 and docs/layouts.md (not
 * with the code under test), check the order of one thread's ids with {@link Long#compareUnsigned},
 * check uniqueness across threads on generator positions ({@link V7Position}), and run generators
 * on several threads.
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
     * The generator position (tick, counter) an id of a v7 layout was built from, read with the bit
     * positions docs/layouts.md gives ({@code #v7}, {@code #v7-monotonic-random},
     * {@code #v7-clock-precision}), not with {@link UuidLayout#tickOf} / {@link UuidLayout#counterOf}:
     * <ul>
     *   <li>methods 1 and 2: the tick is {@code unix_ts_ms} (the top 48 bits); an n-bit counter
     *   (12 to 42) has its top 12 bits in {@code rand_a} and its other n - 12 bits at the top of
     *   {@code rand_b}, right after the variant;</li>
     *   <li>method 3: the tick is the 60-bit count of 1/4096 ms, {@code unix_ts_ms} then the
     *   fraction in {@code rand_a}; an extra counter of k bits (0 to 30) sits at the top of
     *   {@code rand_b}, right after the variant.</li>
     * </ul>
     * Why positions and not whole ids: every id also carries fresh random bits, so two ids built
     * from the same position (a state machine that hands one position to two callers) almost never
     * compare equal. Uniqueness and order across threads are asserted on positions.
     *
     * @param clockPrecision method 3, whose tick includes the 12-bit fraction
     * @param counterBits    the layout's counter width, which the test chose when it built the layout
     */
    record V7Position(boolean clockPrecision, int counterBits) {

        V7Position {
            if (clockPrecision ? counterBits < 0 || counterBits > 30 : counterBits < 12 || counterBits > 42) {
                throw new IllegalArgumentException("no v7 counter of " + counterBits + " bits"
                        + (clockPrecision ? " with method 3 (0 to 30)" : " with methods 1 and 2 (12 to 42)"));
            }
        }

        /** The reader for {@code layout}, one of the three v7 families (its method and width are its configuration, not its decoding). */
        static V7Position of(UuidLayout layout) {
            if (layout.version() != 7 || !layout.name().startsWith("v7")) {
                throw new IllegalArgumentException("not a built-in v7 layout: " + layout);
            }
            return new V7Position(layout.method() == MonotonicMethod.CLOCK_PRECISION, layout.counterBits());
        }

        /** Counter bits at the top of {@code rand_b}, after the variant. */
        private int bitsInRandB() {
            return clockPrecision ? counterBits : counterBits - 12;
        }

        long tick(long msb, long lsb) {
            long millis = msb >>> 16;
            return clockPrecision ? millis << 12 | (msb & 0xFFF) : millis;
        }

        long counter(long msb, long lsb) {
            int low = bitsInRandB();
            long fromRandB = (lsb >>> (62 - low)) & ((1L << low) - 1);
            return clockPrecision ? fromRandB : (msb & 0xFFF) << low | fromRandB;
        }

        /** Position order; ticks and counters are non-negative, so signed comparison is their order. */
        int compare(long msbA, long lsbA, long msbB, long lsbB) {
            int byTick = Long.compare(tick(msbA, lsbA), tick(msbB, lsbB));
            return byTick != 0 ? byTick : Long.compare(counter(msbA, lsbA), counter(msbB, lsbB));
        }

        int compare(UUID a, UUID b) {
            return compare(a.getMostSignificantBits(), a.getLeastSignificantBits(), b.getMostSignificantBits(), b.getLeastSignificantBits());
        }

        String describe(long msb, long lsb) {
            return new UUID(msb, lsb) + " (tick " + tick(msb, lsb) + ", counter " + counter(msb, lsb) + ")";
        }
    }

    /** {@code pairs} holds (msb, lsb) pairs; the positions of the first {@code count} ids must strictly increase. */
    static void assertPositionsStrictlyIncreasing(V7Position position, long[] pairs, int count, String whose) {
        for (int i = 1; i < count; i++) {
            if (position.compare(pairs[2 * i], pairs[2 * i + 1], pairs[2 * i - 2], pairs[2 * i - 1]) <= 0) {
                fail(whose + ": positions not strictly increasing at " + i + ": " + position.describe(pairs[2 * i - 2], pairs[2 * i - 1])
                        + " then " + position.describe(pairs[2 * i], pairs[2 * i + 1]));
            }
        }
    }

    /**
     * The ids of several threads, one (msb, lsb) pair array each, share one generator: asserts that
     * each thread's positions strictly increase and that no position occurs twice anywhere. A k-way
     * merge of the per-thread runs in position order meets every equal pair as neighbours.
     */
    static void assertNoPositionTakenTwice(UuidLayout layout, long[][] sequences, int[] counts) {
        V7Position position = V7Position.of(layout);
        int k = sequences.length;
        for (int j = 0; j < k; j++) {
            assertPositionsStrictlyIncreasing(position, sequences[j], counts[j], "thread " + j);
        }
        int[] pos = new int[k];
        long total = 0;
        for (int c : counts) {
            total += c;
        }
        int previous = -1;
        long prevMsb = 0;
        long prevLsb = 0;
        for (long merged = 0; merged < total; merged++) {
            int best = -1;
            for (int j = 0; j < k; j++) {
                if (pos[j] < counts[j] && (best < 0 || position.compare(sequences[j][2 * pos[j]], sequences[j][2 * pos[j] + 1],
                        sequences[best][2 * pos[best]], sequences[best][2 * pos[best] + 1]) < 0)) {
                    best = j;
                }
            }
            long msb = sequences[best][2 * pos[best]];
            long lsb = sequences[best][2 * pos[best] + 1];
            if (previous >= 0 && position.compare(msb, lsb, prevMsb, prevLsb) == 0) {
                fail("one position handed out twice: " + position.describe(prevMsb, prevLsb) + " on thread " + previous + " and "
                        + position.describe(msb, lsb) + " on thread " + best);
            }
            previous = best;
            prevMsb = msb;
            prevLsb = lsb;
            pos[best]++;
        }
        assertThat(pos).containsExactly(counts);
    }

    /** White-box: the ordered generator's current epoch (the base of its relative ticks). */
    static Epoch epochOf(UuidGenerator g) {
        return WhiteBox.epoch(g);
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
