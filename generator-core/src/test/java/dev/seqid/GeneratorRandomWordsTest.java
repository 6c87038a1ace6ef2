package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Which entropy words a batch uses, worked by hand from docs/layouts.md#generation-model ("Random
 * words"): one word per id for each half of the id that has random bits, one per new tick for the
 * seed, and for a monotonic random batch one more per id for its offset in its slot; a batch draws
 * the words of up to {@value RandomBits#BLOCK_IDS} ids with one call. An entropy source that returns
 * 1, 2, 3, ... makes every word's use visible in the ids.
 */
class GeneratorRandomWordsTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");

    /** Word k (from 1) is k; counts the batch draws ({@code nextLongs} calls). */
    private static final class CountingEntropy implements EntropySource {
        final AtomicLong words = new AtomicLong();
        final List<Integer> draws = new ArrayList<>();

        @Override
        public long nextLong() {
            return words.incrementAndGet();
        }

        @Override
        public void nextLongs(long[] dst, int from, int count) {
            draws.add(count);
            for (int i = 0; i < count; i++) {
                dst[from + i] = nextLong();
            }
        }
    }

    private static UuidGenerator generator(UuidLayout layout, EntropySource entropy) {
        return UuidGenerator.builder().layout(layout).clock(new SettableClockSource(START)).entropy(entropy).build();
    }

    private static UUID[] batch(UuidGenerator g, int count) {
        UUID[] ids = new UUID[count];
        g.next(ids, 0, count);
        return ids;
    }

    @Test
    void aV7BatchUsesOneWordPerIdAfterTheTicksSeed() {
        // v7: bytes 9-15 are the random bits (56, docs/layouts.md#v7), all in the least significant half.
        // Word 1 seeds the counter (its top 17 bits: 0), words 2, 3, ... are the ids' in turn.
        CountingEntropy entropy = new CountingEntropy();
        UUID[] ids = batch(generator(UuidLayout.v7(), entropy), 130);
        for (int i = 0; i < ids.length; i++) {
            assertThat(ids[i].getLeastSignificantBits() & 0x00FF_FFFF_FFFF_FFFFL).as("random bits of id %d", i).isEqualTo(2 + i);
            assertThat(UuidLayout.v7().counterOf(ids[i])).as("counter of id %d", i).isEqualTo(i);
        }
        assertThat(entropy.words.get()).isEqualTo(131);
    }

    @Test
    void aMonotonicRandomBatchPutsEachIdAtItsWordsOffsetInItsSlot() {
        // A 20-bit counter: slots of w = 2^(20 - 18) = 4 positions. Word 1 seeds the tick (its top 19 bits: 0);
        // id i then draws words 2 + 2i (its random bits) and 3 + 2i (its offset, & 3), and sits at 4i + offset.
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 20);
        CountingEntropy entropy = new CountingEntropy();
        UUID[] ids = batch(generator(layout, entropy), 70);
        for (int i = 0; i < ids.length; i++) {
            assertThat(ids[i].getLeastSignificantBits() & ((1L << 54) - 1)).as("random bits of id %d", i).isEqualTo(2 + 2 * i);
            assertThat(layout.counterOf(ids[i])).as("counter of id %d", i).isEqualTo(4 * i + ((3 + 2 * i) & 3));
        }
        assertThat(entropy.words.get()).isEqualTo(1 + 2 * 70);
    }

    @Test
    void aLayoutWithoutRandomBitsNeverDrawsBatchWords() {
        // v7 with a 42-bit counter and a 32-bit node: 48 + 42 + 32 = 122 bits, every free bit taken
        UuidLayout full = UuidLayout.v7().toBuilder().counter(MonotonicMethod.DEDICATED_COUNTER, 42).node(32, 7).build();
        assertThat(full.randomBits()).isZero();
        CountingEntropy entropy = new CountingEntropy();
        UUID[] ids = batch(generator(full, entropy), 3);
        assertThat(entropy.draws).isEmpty();
        assertThat(full.nodeOf(ids[2])).isEqualTo(7);
    }

    @Test
    void anOrderedBatchDrawsOncePerSixtyFourIds() {
        assertThat(drawsOfABatch(UuidLayout.v7(), 63)).containsExactly(63);
        assertThat(drawsOfABatch(UuidLayout.v7(), 64)).containsExactly(64);
        assertThat(drawsOfABatch(UuidLayout.v7(), 65)).containsExactly(64, 1);
        assertThat(drawsOfABatch(UuidLayout.v7(), 128)).containsExactly(64, 64);
    }

    @Test
    void aV4BatchDrawsTwoWordsPerIdOncePerSixtyFourIds() {
        assertThat(drawsOfABatch(UuidLayout.v4(), 63)).containsExactly(126);
        assertThat(drawsOfABatch(UuidLayout.v4(), 64)).containsExactly(128);
        assertThat(drawsOfABatch(UuidLayout.v4(), 65)).containsExactly(128, 2);
        assertThat(drawsOfABatch(UuidLayout.v4(), 128)).containsExactly(128, 128);
    }

    private static List<Integer> drawsOfABatch(UuidLayout layout, int count) {
        CountingEntropy entropy = new CountingEntropy();
        UUID[] ids = batch(generator(layout, entropy), count);
        assertThat(ids).doesNotContainNull().doesNotHaveDuplicates();
        return entropy.draws;
    }

    @Test
    void aV4GeneratorHasNoLeadAndAStripedViewThatMakesItsIds() {
        UuidGenerator g = generator(UuidLayout.v4(), new CountingEntropy());
        assertThat(g.lead()).isEqualTo(Duration.ZERO);
        StripedUuidGenerator striped = g.striped();
        assertThat(striped).isNotNull();
        assertThat(striped.generator()).isSameAs(g);
        UUID a = striped.next();
        UUID b = striped.get();
        assertThat(a).isNotNull().isNotEqualTo(b);
        assertThat(a.version()).isEqualTo(4);
        assertThat(UuidVariant.of(a)).isEqualTo(UuidVariant.RFC_9562);
    }

    @Test
    void nextLongsAllocatesNothingOnceWarm() throws Exception {
        // UuidGenerator#nextLongs: "Allocates nothing", for batches as for single ids.
        ThreadAllocation allocation = ThreadAllocation.orSkip();
        for (UuidLayout layout : List.of(UuidLayout.v7(), UuidLayout.v4())) {
            UuidGenerator g = UuidGenerator.builder().layout(layout).clock(new SettableClockSource(START)).entropy(() -> 0x5DEECE66DL)
                    .maxLead(Duration.ofDays(1)).build();
            long[] dst = new long[2 * 64];
            for (int i = 0; i < 200; i++) {
                g.nextLongs(dst, 0, 64);
            }
            int calls = 1000;
            long before = allocation.bytes();
            for (int i = 0; i < calls; i++) {
                g.nextLongs(dst, 0, 64);
            }
            long allocated = allocation.bytes() - before;
            // one buffer of 64 words per call would be over 500 bytes a call
            assertThat(allocated).as("bytes allocated by %d batches of %s", calls, layout.name()).isLessThan(calls * 64L);
        }
    }
}
