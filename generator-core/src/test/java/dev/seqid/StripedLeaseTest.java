package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.internal.ThreadSlotsTest;
import dev.seqid.testing.SettableClockSource;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Semaphore;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.CodeSizeEvaluator;

/**
 * The leases of {@link StripedUuidGenerator}, worked by hand from its class comment: a thread leases
 * 4 positions first, each lease twice the last up to 1024, takes a new lease once the clock has
 * moved past its lease's tick, and the globally ordered generator's next id comes after every
 * position leased. On a frozen clock and an entropy source that returns a small constant word (a
 * counter seed of 0, a monotonic random step of 1, a slot offset of {@code word & slotMask}) every
 * position is a known number, read back as the id's counter or timestamp.
 */
class StripedLeaseTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");
    /** 0b10: the top bits of every seed and step are 0, the low two bits (a 4-position slot's offset) are 2. */
    private static final EntropySource TWO = () -> 2L;

    private static UuidGenerator generator(UuidLayout layout, SettableClockSource clock) {
        return UuidGenerator.builder().layout(layout).clock(clock).entropy(TWO).build();
    }

    private static long[] stripedCounters(UuidGenerator g, int count) {
        long[] counters = new long[count];
        for (int i = 0; i < count; i++) {
            counters[i] = g.layout().counterOf(g.striped().next());
        }
        return counters;
    }

    @Test
    void aThreadsFirstLeaseIsFourPositionsAndItsSecondEight() {
        UuidGenerator g = generator(UuidLayout.v7(), new SettableClockSource(START));
        // lease 1: counters 0-3; lease 2: counters 4-11
        assertThat(stripedCounters(g, 5)).containsExactly(0, 1, 2, 3, 4);
        assertThat(g.layout().counterOf(g.next())).isEqualTo(12);
    }

    @Test
    void aLeaseOfATickReadFromNanosecondsLastsWhileTheClockStandsStill() {
        // v6 counts 100 ns ticks, which no clock millisecond answers for: the lease tests the tick relative to its epoch
        UuidGenerator g = generator(UuidLayout.v6(), new SettableClockSource(START));
        long[] counters = stripedCounters(g, 3);
        assertThat(counters).containsExactly(counters[0], counters[0] + 1, counters[0] + 2);
        assertThat(g.layout().counterOf(g.next())).as("the generator's next id follows the thread's one lease of 4").isEqualTo(counters[0] + 4);
    }

    @Test
    void eachLeaseDoublesTheLastUpTo1024() {
        // After n striped ids the generator's next id follows the thread's last lease:
        // 1 id: lease 4 (0-3); 5: + lease 8 (4-11); 13: + 16 (12-27); 29: + 32 (28-59)
        int[] ids = {1, 5, 13, 29};
        long[] next = {4, 12, 28, 60};
        for (int k = 0; k < ids.length; k++) {
            UuidGenerator g = generator(UuidLayout.v7(), new SettableClockSource(START));
            stripedCounters(g, ids[k]);
            assertThat(g.layout().counterOf(g.next())).as("after %d striped ids", ids[k]).isEqualTo(next[k]);
        }
        // Leases 4 + 8 + ... + 1024 = 2044 positions; the 2045th id starts a lease of 1024 again, not 2048.
        UuidGenerator g = generator(UuidLayout.v7(), new SettableClockSource(START));
        long[] counters = stripedCounters(g, 2045);
        assertThat(counters[2044]).isEqualTo(2044);
        assertThat(g.layout().counterOf(g.next())).isEqualTo(2044 + 1024);
    }

    @Test
    void aThreadTakesANewLeaseAtTheClocksTickOnceTheClockHasMovedPastItsLease() {
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = generator(UuidLayout.v7(), clock);
        UUID first = g.striped().next();
        assertThat(UuidLayout.v7().instantOf(first)).isEqualTo(START);
        clock.advance(Duration.ofMillis(1));
        UUID second = g.striped().next();
        // three positions of the first lease are left, but they lie in the clock's previous millisecond
        assertThat(UuidLayout.v7().instantOf(second)).isEqualTo(START.plusMillis(1));
        assertThat(UuidLayout.v7().counterOf(second)).isZero();
    }

    @Test
    void aNoRepeatLayoutsLeaseStepsItsTimestampByTheIncrement() {
        // No-repeat increment 2 ms on a frozen clock: each id's timestamp is the previous one's + 2 ms.
        SettableClockSource clock = new SettableClockSource(START);
        UuidLayout layout = UuidLayout.v7().withNoRepeatTimestamps(Duration.ofMillis(2));
        UuidGenerator g = generator(layout, clock);
        for (int i = 0; i < 5; i++) {
            assertThat(layout.instantOf(g.striped().next())).as("striped id %d", i).isEqualTo(START.plusMillis(2L * i));
        }
        // the second lease was 8 ids (START + 8 ms .. + 22 ms): the generator's next id follows it
        assertThat(layout.instantOf(g.next())).isEqualTo(START.plusMillis(24));
    }

    @Test
    void aLeaseSpanningTicksKeepsItsIdsOfTicksTheClockHasNotPassed() {
        // No-repeat increment 2 ms: the first lease's 4 ids lie in 4 ticks (START, + 2, + 4, + 6 ms),
        // the second's 8 from + 8 ms. The clock passing one id's tick does not end the lease while
        // the next id's tick is still ahead of the clock; it does once the next id is behind it.
        SettableClockSource clock = new SettableClockSource(START);
        UuidLayout layout = UuidLayout.v7().withNoRepeatTimestamps(Duration.ofMillis(2));
        UuidGenerator g = generator(layout, clock);
        assertThat(layout.instantOf(g.striped().next())).isEqualTo(START);
        clock.advance(Duration.ofMillis(1));
        assertThat(layout.instantOf(g.striped().next())).as("the first lease's second id").isEqualTo(START.plusMillis(2));
        clock.advance(Duration.ofMillis(4));
        assertThat(layout.instantOf(g.striped().next())).as("its third id (+ 4 ms) is behind the clock: the second lease's first")
                .isEqualTo(START.plusMillis(8));
        clock.advance(Duration.ofMillis(4));
        assertThat(layout.instantOf(g.striped().next())).as("the second lease's second id, still ahead of the clock")
                .isEqualTo(START.plusMillis(10));
    }

    @Test
    void aMonotonicRandomLeasePutsEachIdAtItsRandomOffsetInItsSlot() {
        // 20-bit counter: slots of 4 positions; the word 2 gives seed 0 and offset 2 in every slot.
        SettableClockSource clock = new SettableClockSource(START);
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 20);
        UuidGenerator g = generator(layout, clock);
        UUID[] ids = new UUID[5];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = g.striped().next();
            assertThat(layout.instantOf(ids[i])).as("striped id %d", i).isEqualTo(START);
        }
        // lease 1: slots 0-3 (positions 0-15); lease 2 starts one step (1) after it, at 16, with 8 slots (16-47)
        assertThat(new long[] {layout.counterOf(ids[0]), layout.counterOf(ids[1]), layout.counterOf(ids[2]), layout.counterOf(ids[3]),
                layout.counterOf(ids[4])}).containsExactly(2, 6, 10, 14, 18);
        // the generator's next position is one step of 1 after the second lease's last
        assertThat(layout.counterOf(g.next())).isEqualTo(48);
    }

    /** Counts its calls and returns 1, 2, 3, ... in draw order, so an id's random bits say which word it used. */
    private static final class CountingEntropy implements EntropySource {
        long word;
        int singleCalls;
        int bulkCalls;

        @Override
        public long nextLong() {
            singleCalls++;
            return ++word;
        }

        @Override
        public void nextLongs(long[] dst, int from, int count) {
            bulkCalls++;
            for (int i = 0; i < count; i++) {
                dst[from + i] = ++word;
            }
        }
    }

    @Test
    void aThreadDrawsItsWordsAheadOncePer64IdsAndUsesEachWordOnce() {
        // v7: only the least significant word has random bits. On a frozen clock the first lease jumps to
        // the clock and draws a seed (word 1); every other word is drawn in bulk, for at most 64 ids or
        // the rest of the lease. Leases 4, 8, 16, 32, 64, 128, 256, 512, 1024, 1024: 3000 ids use 956 of
        // the tenth, so the bulk draws are 1 + 1 + 1 + 1 + 1 + 2 + 4 + 8 + 16 + ceil(956 / 64) = 50.
        CountingEntropy entropy = new CountingEntropy();
        UuidGenerator g = UuidGenerator.builder().layout(UuidLayout.v7()).clock(new SettableClockSource(START)).entropy(entropy).build();
        long mask = UuidLayout.v7().plan().randomMaskLsb();
        for (int i = 0; i < 3000; i++) {
            UUID id = g.striped().next();
            assertThat(id.getLeastSignificantBits() & mask).as("striped id %d's random bits", i).isEqualTo(i + 2L);
        }
        assertThat(entropy.singleCalls).as("single draws (the first lease's seed)").isEqualTo(1);
        assertThat(entropy.bulkCalls).isEqualTo(50);
    }

    @Test
    void wordsLeftWhenTheClockEndsALeaseAreNeverUsed() {
        SettableClockSource clock = new SettableClockSource(START);
        CountingEntropy entropy = new CountingEntropy();
        UuidGenerator g = UuidGenerator.builder().layout(UuidLayout.v7()).clock(clock).entropy(entropy).build();
        long mask = UuidLayout.v7().plan().randomMaskLsb();
        // word 1: the seed; words 2-5: the first lease's 4 ids, of which one is used
        assertThat(g.striped().next().getLeastSignificantBits() & mask).isEqualTo(2);
        clock.advance(Duration.ofMillis(1));
        // a new lease at the new tick: word 6 is its seed, words 7-14 its 8 ids; words 3-5 are dropped
        UUID next = g.striped().next();
        assertThat(next.getLeastSignificantBits() & mask).isEqualTo(7);
        assertThat(UuidLayout.v7().instantOf(next)).isEqualTo(START.plusMillis(1));
    }

    @Test
    void aLeaseInAReplacedEpochCarriesTheClocksTimestampNotTheOldEpochsTick() {
        // 42-bit counter: 21 bits of relative tick (about 35 minutes), then the epoch is replaced and
        // positions count from a new base, below the old epoch's last positions
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42);
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = generator(layout, clock);
        clock.advance(Duration.ofMinutes(30));
        assertThat(layout.instantOf(g.striped().next())).isEqualTo(START.plus(Duration.ofMinutes(30)));
        Epoch old = Ids.epochOf(g);

        clock.advance(Duration.ofMinutes(6));
        UUID[] ids = {g.striped().next(), g.striped().next(), g.striped().next()};

        assertThat(Ids.epochOf(g)).as("the epoch was replaced").isNotSameAs(old);
        for (UUID id : ids) {
            assertThat(layout.instantOf(id)).isEqualTo(START.plus(Duration.ofMinutes(36)));
        }
        assertThat(layout.counterOf(ids[2])).isEqualTo(layout.counterOf(ids[0]) + 2);
    }

    @Test
    void twoThreadsOnOneSlotOfTheLeaseTableEachKeepTheirOwnLease() throws InterruptedException {
        // Threads whose ids pick one slot of the view's lease table (ThreadSlots). The two threads
        // take turns, so each finds the other's lease in the slot on most calls; each must still
        // count through its own leases: A 0-3, B 4-7, A 8-15, B 16-23, ... on a frozen clock. 3000
        // turns are enough for each thread's credit of 1024 misses to run out, so both reclaim the slot.
        UuidGenerator g = generator(UuidLayout.v7(), new SettableClockSource(START));
        int turns = 3000;
        long[][] counters = new long[2][turns];
        Semaphore[] turn = {new Semaphore(1), new Semaphore(0)};
        IntFunction<Runnable> taker = k -> () -> {
            for (int i = 0; i < turns; i++) {
                turn[k].acquireUninterruptibly();
                counters[k][i] = g.layout().counterOf(g.striped().next());
                turn[1 - k].release();
            }
        };
        Thread[] pair = ThreadSlotsTest.twoOnOneSlot(taker.apply(0), taker.apply(1));
        for (Thread t : pair) {
            t.start();
        }
        for (Thread t : pair) {
            t.join();
        }
        assertThat(counters[0]).startsWith(0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 24);
        assertThat(counters[1]).startsWith(4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 40);
        Set<Long> all = new HashSet<>();
        for (long[] own : counters) {
            for (int i = 0; i < turns; i++) {
                assertThat(all.add(own[i])).as("counter %d is new", own[i]).isTrue();
                if (i > 0) {
                    assertThat(own[i]).as("a thread's id %d", i).isGreaterThan(own[i - 1]);
                }
            }
        }
    }

    /**
     * C2 inlines no method longer than {@code FreqInlineSize}, 325 bytes of bytecode (its default on
     * JDK 17 and 25, x86-64 and AArch64): the slow path of striped {@code next()} is kept above it so
     * that it stays out of {@code next()}'s compiled code, which callers can then inline (see
     * {@code Leasing.refill}). Fails when the slow path is split into methods small enough to inline
     * again, or shrinks below the limit.
     */
    @Test
    void theSlowPathIsTooLongForC2ToInlineIntoNext() throws IOException {
        Map<String, Integer> sizes = bytecodeSizes(StripedUuidGenerator.Leasing.class);
        assertThat(sizes.get("refill")).as("bytes of Leasing.refill").isGreaterThan(325);
        assertThat(sizes.get("next")).as("bytes of Leasing.next").isLessThanOrEqualTo(325);
    }

    /** Each method's bytecode size (its smallest encoding, as ASM's {@link CodeSizeEvaluator} counts it), by name. */
    private static Map<String, Integer> bytecodeSizes(Class<?> type) throws IOException {
        String file = type.getName().substring(type.getPackageName().length() + 1) + ".class";
        Map<String, CodeSizeEvaluator> methods = new HashMap<>();
        try (InputStream in = type.getResourceAsStream(file)) {
            assertThat(in).as(file).isNotNull();
            new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                    return methods.computeIfAbsent(name, n -> new CodeSizeEvaluator(null));
                }
            }, 0);
        }
        Map<String, Integer> sizes = new HashMap<>();
        methods.forEach((name, evaluator) -> sizes.put(name, evaluator.getMinSize()));
        return sizes;
    }
}
