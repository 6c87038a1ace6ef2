package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.seqid.internal.BlockDrbg;
import dev.seqid.testing.SettableClockSource;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The ring-fed entropy source: hand-off without reuse, and generation that survives every producer fault. */
class PrefilledEntropySourceTest {

    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    /**
     * A producer fill that writes a distinct sequence number into every word, so that a word seen
     * twice by consumers proves a block was handed out twice. The high bit marks producer words;
     * inline fallback words are random and, by the birthday bound, distinct from one another.
     */
    private static Consumer<byte[]> numberingFiller(AtomicLong counter) {
        return block -> {
            ByteBuffer b = ByteBuffer.wrap(block);
            while (b.hasRemaining()) {
                b.putLong(Long.MIN_VALUE | counter.incrementAndGet());
            }
        };
    }

    private static long[] drawFromThreads(EntropySource source, int threads, int perThread) throws InterruptedException {
        long[][] drawn = new long[threads][perThread];
        List<Thread> workers = new ArrayList<>();
        CountDownLatch start = new CountDownLatch(1);
        for (int t = 0; t < threads; t++) {
            long[] mine = drawn[t];
            Thread w = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                for (int i = 0; i < mine.length; i++) {
                    mine[i] = source.nextLong();
                }
            });
            workers.add(w);
            w.start();
        }
        start.countDown();
        for (Thread w : workers) {
            w.join();
        }
        return Arrays.stream(drawn).flatMapToLong(Arrays::stream).toArray();
    }

    private static void assertAllDistinct(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw new AssertionError("word 0x" + Long.toHexString(sorted[i]) + " was handed out twice");
            }
        }
    }

    /**
     * Fills {@code dst} with runs of 1 to 70 words by {@code nextLongs}, at offsets into it, every
     * run whose length is a multiple of {@code singleEvery} replaced by one {@code nextLong}.
     */
    private static void drawInMixedRuns(EntropySource from, long[] dst, int singleEvery) {
        int at = 0;
        for (int run = 1; at < dst.length; run = run % 70 + 1) {
            int n = Math.min(run, dst.length - at);
            if (run % singleEvery == 0) {
                dst[at] = from.nextLong();
                n = 1;
            } else {
                from.nextLongs(dst, at, n);
            }
            at += n;
        }
    }

    @Test
    void noWordReachesTwoConsumersAcrossManyBlocks() throws Exception {
        AtomicLong counter = new AtomicLong();
        // Small blocks and a small ring: 4 threads x 200,000 words = 100,000 block hand-offs, with laps.
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8, () -> numberingFiller(counter))) {
            long[] all = assertTimeoutPreemptively(HANG_GUARD, () -> drawFromThreads(source, 4, 200_000));
            assertAllDistinct(all);
            long fromRing = Arrays.stream(all).filter(v -> v < 0 && (v & Long.MAX_VALUE) <= counter.get()).count();
            assertThat(fromRing).as("words that came through the ring").isGreaterThan(all.length / 10);
        }
    }

    /**
     * {@code nextLongs} reads whole runs of a grant at once: runs of 1 to 70 words, mixed with single
     * {@code nextLong} calls, at offsets into the destination, across grant and block ends. Every slot
     * of the destination is written (no zero left) and no word is read twice (a read past a grant's
     * end would repeat a stale word).
     */
    @Test
    void nextLongsFillsEverySlotWithWordsNoOneElseGot() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8, () -> numberingFiller(counter))) {
            int threads = 4;
            long[][] drawn = new long[threads][200_000];
            Ids.onThreads(threads, t -> drawInMixedRuns(source, drawn[t], 5));
            long[] all = Arrays.stream(drawn).flatMapToLong(Arrays::stream).toArray();
            assertThat(all).doesNotContain(0L);
            assertAllDistinct(all);
        }
    }

    @Test
    void idsFromManyThreadsCarryNoRepeatedRandomPart() throws Exception {
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8)) {
            UuidGenerator generator = UuidGenerator.builder().entropy(source).build();
            int threads = 4;
            int perThread = 50_000;
            long[][] randomParts = new long[threads][perThread];
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long[] mine = randomParts[t];
                workers.add(new Thread(() -> {
                    for (int i = 0; i < perThread; i++) {
                        // The default v7 layout: the low 56 bits of the least significant half are random.
                        mine[i] = generator.next().getLeastSignificantBits() & 0x00FF_FFFF_FFFF_FFFFL;
                    }
                }));
            }
            workers.forEach(Thread::start);
            for (Thread w : workers) {
                w.join();
            }
            // 200,000 values of 56 random bits: a chance collision has probability about 3e-7.
            assertAllDistinct(Arrays.stream(randomParts).flatMapToLong(Arrays::stream).toArray());
        }
    }

    @Test
    void generationGoesOnAfterTheProducerIsClosed() throws Exception {
        TrackedFillers fillers = new TrackedFillers();
        PrefilledEntropySource source = new PrefilledEntropySource(64, 8, fillers);
        UuidGenerator generator = UuidGenerator.builder().entropy(source).build();
        UUID before = generator.next();
        Thread producer = fillers.awaitProducer();
        source.close();
        source.close(); // idempotent
        long fallbacksBefore = source.fallbacks();
        List<UUID> after = assertTimeoutPreemptively(HANG_GUARD, () -> {
            List<UUID> ids = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                ids.add(generator.next());
            }
            return ids;
        });
        assertThat(producer.isAlive()).isFalse();
        assertThat(source.fallbacks()).as("blocks filled inline after close").isGreaterThan(fallbacksBefore);
        assertThat(after).doesNotHaveDuplicates().isSortedAccordingTo(UuidOrder.UNSIGNED);
        assertThat(UuidOrder.UNSIGNED.compare(before, after.get(0))).isNegative();
    }

    @Test
    void anInterruptedProducerIsReplacedAndGenerationNeverStops() throws Exception {
        TrackedFillers fillers = new TrackedFillers();
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8, fillers)) {
            source.nextLong(); // starts the producer
            Thread first = fillers.awaitProducer();
            first.interrupt();
            first.join(5_000);
            assertThat(first.isAlive()).isFalse();
            long[] drawn = assertTimeoutPreemptively(HANG_GUARD, () -> {
                List<Long> values = new ArrayList<>();
                long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                // Draw until a new producer has taken over (restarts are at most once a second).
                while (source.restarts() == 0 && System.nanoTime() < deadline) {
                    values.add(source.nextLong());
                }
                return values.stream().mapToLong(Long::longValue).toArray();
            });
            assertThat(source.restarts()).isEqualTo(1);
            assertThat(fillers.awaitProducer()).isNotSameAs(first);
            assertThat(source.fallbacks()).isPositive();
            assertAllDistinct(drawn);
        }
    }

    @Test
    void aProducerThatDiesIsCountedAndConsumersFillInline() throws Exception {
        AtomicLong counter = new AtomicLong();
        Consumer<byte[]> dying = block -> {
            throw new IllegalStateException("simulated producer failure");
        };
        int[] starts = {0};
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8,
                () -> starts[0]++ == 0 ? dying : numberingFiller(counter))) {
            long[] all = assertTimeoutPreemptively(HANG_GUARD, () -> {
                List<Long> values = new ArrayList<>();
                long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while ((source.restarts() == 0 || counter.get() == 0) && System.nanoTime() < deadline) {
                    values.add(source.nextLong());
                }
                for (int i = 0; i < 10_000; i++) {
                    values.add(source.nextLong());
                }
                return values.stream().mapToLong(Long::longValue).toArray();
            });
            assertThat(source.fallbacks()).isPositive();
            assertThat(source.restarts()).isEqualTo(1);
            assertThat(counter.get()).as("words made by the restarted producer").isPositive();
            assertAllDistinct(all);
        }
    }

    @Test
    void aSlowProducerDoesNotSlowGeneration() {
        Consumer<byte[]> slow = block -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Arrays.fill(block, (byte) 0x5A); // never consumed before the test ends, but obviously not random
        };
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8, () -> slow)) {
            UuidGenerator generator = UuidGenerator.builder().entropy(source).build();
            List<UUID> ids = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                List<UUID> out = new ArrayList<>();
                for (int i = 0; i < 100_000; i++) {
                    out.add(generator.next());
                }
                return out;
            });
            assertThat(ids).doesNotHaveDuplicates().isSortedAccordingTo(UuidOrder.UNSIGNED);
            // 100,000 ids x 8 bytes / 64-byte blocks: thousands of blocks, at most a few from the slow producer.
            assertThat(source.fallbacks()).isGreaterThan(10_000);
        }
    }

    /**
     * While the producer falls behind and the caller fills blocks inline, batches allocate no
     * blocks: an inline fill reuses a spent block, as the producer does. What is left per block is
     * the inline DRBG's re-keying of its cipher after each request (SP 800-90A's update; the JDK's
     * cipher makes a new key schedule), about 2 KB against the block's 64 KiB.
     */
    @Test
    void batchesAllocateNoBlocksWhileTheCallerFillsInline() throws Exception {
        ThreadAllocation allocation = ThreadAllocation.orSkip();
        CountDownLatch release = new CountDownLatch(1);
        Consumer<byte[]> stalled = block -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Arrays.fill(block, (byte) 0x5A); // never consumed before the test ends, but obviously not random
        };
        int blockBytes = 65_536; // the default
        PrefilledEntropySource source = new PrefilledEntropySource(blockBytes, 4, () -> stalled);
        try {
            UuidGenerator g = UuidGenerator.builder().entropy(source).clock(new SettableClockSource(Instant.parse("2025-03-03T03:03:03.003Z")))
                    .maxLead(Duration.ofDays(1)).build();
            long[] dst = new long[2 * 256];
            for (int i = 0; i < 1000; i++) {
                g.nextLongs(dst, 0, 256);
            }
            int calls = 6400; // x 256 ids x 8 bytes: 200 blocks, every one filled by this thread
            long fallbacksBefore = source.fallbacks();
            long before = allocation.bytes();
            for (int i = 0; i < calls; i++) {
                g.nextLongs(dst, 0, 256);
            }
            long allocated = allocation.bytes() - before;
            long inlineFills = source.fallbacks() - fallbacksBefore;
            assertThat(inlineFills).as("blocks filled inline").isGreaterThanOrEqualTo(199);
            assertThat(allocated / inlineFills).as("bytes allocated per block filled inline (%d bytes, %d blocks)", allocated, inlineFills)
                    .isLessThan(blockBytes / 8);
        } finally {
            release.countDown(); // before close(), which would otherwise interrupt the stalled fill
            source.close();
        }
    }

    @Test
    void closeRacingNextThrowsNothingAndNeverHangs() throws Exception {
        for (int round = 0; round < 20; round++) {
            PrefilledEntropySource source = new PrefilledEntropySource(64, 8);
            UuidGenerator generator = UuidGenerator.builder().entropy(source).build();
            ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<UUID> ids = new ConcurrentLinkedQueue<>();
            CountDownLatch start = new CountDownLatch(1);
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                workers.add(new Thread(() -> {
                    try {
                        start.await();
                        for (int i = 0; i < 20_000; i++) {
                            ids.add(generator.next());
                        }
                    } catch (Throwable e) {
                        failures.add(e);
                    }
                }));
            }
            workers.forEach(Thread::start);
            start.countDown();
            source.close();
            assertTimeoutPreemptively(HANG_GUARD, () -> {
                for (Thread w : workers) {
                    w.join();
                }
            });
            assertThat(failures).isEmpty();
            assertThat(ids).hasSize(40_000).doesNotHaveDuplicates();
        }
    }

    @Test
    void badSizesAreRejectedWithTheAllowedRange() {
        assertThatThrownBy(() -> new PrefilledEntropySource(60, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("multiple of 8").hasMessageContaining("60");
        assertThatThrownBy(() -> new PrefilledEntropySource(64, 6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("power of two").hasMessageContaining("6");
    }

    @Test
    void shortLivedThreadsShareBlocksInsteadOfTakingOneEach() throws Exception {
        AtomicLong counter = new AtomicLong();
        // 3,000 threads that draw two words each (one id's worth), on 4 KiB blocks: were every thread
        // to take a block of its own, 3,000 blocks would be filled; cut into grants, 48 KB of draws
        // need about 12 blocks.
        try (PrefilledEntropySource source = new PrefilledEntropySource(4096, 16, () -> numberingFiller(counter))) {
            long[] all = assertTimeoutPreemptively(HANG_GUARD, () -> drawFromThreads(source, 3_000, 2));
            assertAllDistinct(all);
            long blocks = counter.get() / (4096 / Long.BYTES) + source.fallbacks();
            assertThat(blocks).as("blocks filled for 3,000 threads").isLessThan(100);
        }
    }

    /** Words drawn through {@link PrefilledEntropySource#direct()} and through grants race on the same blocks. */
    @Test
    void directDrawsAndGrantsShareBlocksWithoutAWordTwice() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 8, () -> numberingFiller(counter))) {
            int threads = 4;
            long[][] drawn = new long[threads][100_000];
            Ids.onThreads(threads, t -> drawInMixedRuns(t % 2 == 0 ? source.direct() : source, drawn[t], 3));
            long[] all = Arrays.stream(drawn).flatMapToLong(Arrays::stream).toArray();
            assertThat(all).doesNotContain(0L);
            assertAllDistinct(all);
        }
    }

    /**
     * A direct draw claims exactly its words: threads that each draw one word, one after another,
     * get consecutive words of a block. (Through grants each would claim a first grant of two words
     * and leave one unread.)
     */
    @Test
    void directDrawsClaimOnlyTheWordsTheyRead() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(4096, 16, () -> numberingFiller(counter))) {
            drawUntilTheProducersBlocks(source, counter);
            assertThat(consecutiveShare(oneWordPerThread(200, source.direct()::nextLong), counter)).isGreaterThan(0.9);
            assertThat(consecutiveShare(oneWordPerThread(200, source::nextLong), counter)).as("through first grants").isLessThan(0.1);
        }
    }

    /**
     * A refused range claims nothing: the word drawn after the refusal is the one right after the
     * word drawn before it (words numbered by the producer; a pair across a block's end is skipped).
     * Claiming first would spend the range's words and leave a gap of two.
     */
    @Test
    void aDirectDrawIntoABadRangeIsRefusedBeforeItClaims() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(4096, 16, () -> numberingFiller(counter))) {
            drawUntilTheProducersBlocks(source, counter);
            EntropySource direct = source.direct();
            int checked = 0;
            for (int i = 0; i < 20; i++) {
                long before = direct.nextLong();
                assertThatThrownBy(() -> direct.nextLongs(new long[2], 1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
                long after = direct.nextLong();
                boolean lastOfItsBlock = (before & Long.MAX_VALUE) % (4096 / Long.BYTES) == 0;
                if (numbered(before, counter) && numbered(after, counter) && !lastOfItsBlock) {
                    assertThat(after - before).as("words spent by the refused call, plus one").isEqualTo(1);
                    checked++;
                }
            }
            assertThat(checked).as("pairs within one numbered block").isGreaterThan(10);
        }
    }

    /**
     * The same on virtual threads (JDK 21 and later), which draw from the source itself with no grant.
     * Tagged jdk21: the build runs it again on a JDK 21+ (docs/contributing.md).
     */
    @Test
    @Tag("jdk21")
    void virtualThreadsDrawWithNoGrant() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(4096, 16, () -> numberingFiller(counter))) {
            drawUntilTheProducersBlocks(source, counter);
            long[] words = new long[200];
            for (int i = 0; i < words.length; i++) {
                int index = i;
                runOnAVirtualThread(() -> words[index] = source.nextLong());
            }
            assertAllDistinct(words);
            assertThat(consecutiveShare(words, counter)).isGreaterThan(0.9);
        }
    }

    /**
     * The batch branch on virtual threads (JDK 21 and later): {@code nextLongs} on a virtual thread
     * claims exactly the words it fills from the shared block, as {@code nextLong} does above. Virtual
     * threads that each fill three words, one after another, get consecutive words, also from one
     * thread's batch to the next one's; platform threads doing the same claim a first grant of two
     * words and then a padded grant of hundreds, so the next thread's words start past the unread
     * rest of that grant. Tagged jdk21: the build runs it again on a JDK 21+.
     */
    @Test
    @Tag("jdk21")
    void virtualThreadsFillBatchesWithNoGrant() throws Exception {
        AtomicLong counter = new AtomicLong();
        try (PrefilledEntropySource source = new PrefilledEntropySource(4096, 16, () -> numberingFiller(counter))) {
            drawUntilTheProducersBlocks(source, counter);
            long[] virtual = new long[300];
            for (int from = 0; from < virtual.length; from += 3) {
                int start = from;
                runOnAVirtualThread(() -> source.nextLongs(virtual, start, 3));
            }
            assertAllDistinct(virtual);
            assertThat(consecutiveShare(virtual, counter)).as("virtual threads' batches").isGreaterThan(0.9);
            assertThat(followingBatches(virtual, 3, counter)).as("virtual threads' batches that start where the one before ended").isGreaterThan(0.9);

            drawUntilTheProducersBlocks(source, counter);
            long[] platform = new long[60];
            for (int from = 0; from < platform.length; from += 3) {
                int start = from;
                Thread t = new Thread(() -> source.nextLongs(platform, start, 3));
                t.start();
                t.join();
            }
            assertAllDistinct(platform);
            assertThat(followingBatches(platform, 3, counter)).as("platform threads' batches that start where the one before ended").isLessThan(0.1);
        }
    }

    /**
     * A new platform thread's grants, seen from outside: after each of its draws, a direct draw (which
     * claims the next word of the shared block) shows where the thread's claims end. A grant's words
     * are consecutive, so a draw that does not follow the thread's last word starts a new grant, and
     * its size is the distance to the direct word. In words: 2, 4, ... 256 from the small grant, then
     * 512 at a time from the padded one, which is the thread's grant from then on.
     */
    @Test
    void aThreadsGrantsDoubleFrom16BytesThenComeFromItsPaddedGrant() {
        AtomicLong counter = new AtomicLong();
        List<String> expected = List.of("small 2", "small 4", "small 8", "small 16", "small 32", "small 64", "small 128", "small 256",
                "padded 512", "padded 512");
        try (PrefilledEntropySource source = new PrefilledEntropySource(65536, 16, () -> numberingFiller(counter))) {
            List<String> grants = assertTimeoutPreemptively(HANG_GUARD, () -> {
                for (int attempt = 0; attempt < 1000; attempt++) {
                    while (!numbered(source.direct().nextLong(), counter)) {
                        // past an inline block (the ring is empty until the producer has started)
                    }
                    List<String> seen = grantsOfANewThread(source, counter, expected.size());
                    if (seen != null) {
                        return seen;
                    }
                }
                throw new AssertionError("no thread in 1000 drew all its grants from within one numbered block");
            });
            assertThat(grants).isEqualTo(expected);
        }
    }

    /**
     * The kinds and sizes in words of a new thread's first {@code grants} grants (see above), or null
     * if any of its draws came from an inline block or a grant was cut short at a block's end.
     */
    private static List<String> grantsOfANewThread(PrefilledEntropySource source, AtomicLong counter, int grants)
            throws InterruptedException {
        List<String> seen = new ArrayList<>();
        AtomicReference<Boolean> clean = new AtomicReference<>(true);
        Thread t = new Thread(() -> {
            long last = 0;
            while (seen.size() < grants) {
                long word = source.nextLong();
                long probe = source.direct().nextLong();
                if (!numbered(word, counter) || !numbered(probe, counter) || blockOf(word) != blockOf(probe)) {
                    clean.set(false);
                    return;
                }
                if (word != last + 1) {
                    seen.add((WhiteBox.grant(source) instanceof Grant.Padded ? "padded " : "small ") + (probe - word));
                }
                last = word;
            }
        });
        t.start();
        t.join();
        return clean.get() ? seen : null;
    }

    /** The producer's block a numbered word of a 64 KiB block came from (the producer numbers one block at a time). */
    private static long blockOf(long word) {
        return ((word & Long.MAX_VALUE) - 1) / (65536 / Long.BYTES);
    }

    /** One word from each of {@code threads} platform threads, each started after the last has ended. */
    private static long[] oneWordPerThread(int threads, java.util.function.LongSupplier draw) throws InterruptedException {
        long[] words = new long[threads];
        for (int i = 0; i < threads; i++) {
            int index = i;
            Thread t = new Thread(() -> words[index] = draw.getAsLong());
            t.start();
            t.join();
        }
        assertAllDistinct(words);
        return words;
    }

    /**
     * Draws (straight from the blocks) until a word comes from a block the producer numbered rather
     * than one filled inline (the ring is empty until the producer has started), then waits until the
     * producer has numbered as many 4 KiB blocks as a ring of 16 slots holds, so that the draws that
     * follow (a few hundred words, about a block) find numbered blocks in the ring, not an empty ring
     * that makes a consumer fill one inline. The producer fills one more block than the ring holds
     * (the one the draw above took), so the wait ends on a working machine; its bound is for a hang.
     */
    private static void drawUntilTheProducersBlocks(PrefilledEntropySource source, AtomicLong counter) throws InterruptedException {
        while (!numbered(source.direct().nextLong(), counter)) {
            // an inline block's word
        }
        long ringWords = 16L * (4096 / Long.BYTES); // every caller's source: 16 slots of 4 KiB
        long deadline = System.nanoTime() + HANG_GUARD.toNanos();
        while (counter.get() < ringWords) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the producer numbered " + counter.get() + " of a full ring's " + ringWords + " words within " + HANG_GUARD);
            }
            Thread.sleep(1);
        }
    }

    /**
     * Runs {@code task} on a new virtual thread and waits for it; aborts the test (reported skipped)
     * before JDK 21, which has no virtual threads. Reflective, as the tests compile for release 17.
     */
    private static void runOnAVirtualThread(Runnable task) throws Exception {
        java.lang.reflect.Method startVirtual;
        try {
            startVirtual = Thread.class.getMethod("startVirtualThread", Runnable.class);
        } catch (NoSuchMethodException e) {
            org.junit.jupiter.api.Assumptions.abort("no virtual threads before JDK 21");
            return;
        }
        ((Thread) startVirtual.invoke(null, task)).join();
    }

    private static boolean numbered(long word, AtomicLong counter) {
        return word < 0 && (word & Long.MAX_VALUE) <= counter.get();
    }

    /**
     * Of the batches of {@code size} words in {@code words} whose first word and the word before it
     * are numbered, the share whose first word follows the previous batch's last one.
     */
    private static double followingBatches(long[] words, int size, AtomicLong counter) {
        int pairs = 0;
        int following = 0;
        for (int i = size; i < words.length; i += size) {
            if (numbered(words[i - 1], counter) && numbered(words[i], counter)) {
                pairs++;
                following += words[i] - words[i - 1] == 1 ? 1 : 0;
            }
        }
        assertThat(pairs).as("batches that start and follow in the producer's blocks").isGreaterThan(words.length / size / 2);
        return (double) following / pairs;
    }

    /** The share of neighbouring draws whose numbered words (see {@link #numberingFiller}) follow each other. */
    private static double consecutiveShare(long[] words, AtomicLong counter) {
        int pairs = 0;
        int consecutive = 0;
        for (int i = 1; i < words.length; i++) {
            if (numbered(words[i - 1], counter) && numbered(words[i], counter)) {
                pairs++;
                if (words[i] - words[i - 1] == 1) {
                    consecutive++;
                }
            }
        }
        assertThat(pairs).as("neighbouring draws both from the producer's blocks").isGreaterThan(words.length / 2);
        return (double) consecutive / pairs;
    }

    @Test
    void theSharedSourceCannotBeClosed() {
        assertThatThrownBy(() -> PrefilledEntropySource.shared().close()).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("cannot be closed").hasMessageContaining("new PrefilledEntropySource()");
        assertThat(EntropySource.secure().nextLong() | EntropySource.secure().nextLong()).isNotZero();
    }

    /** Producer fill functions that remember the producer thread that last filled a block. */
    private static final class TrackedFillers implements Supplier<Consumer<byte[]>> {
        private final AtomicReference<Thread> producer = new AtomicReference<>();

        @Override
        public Consumer<byte[]> get() {
            BlockDrbg drbg = new BlockDrbg();
            return block -> {
                producer.set(Thread.currentThread());
                drbg.fill(block);
            };
        }

        /** The producer thread that last filled a block, waiting up to 5 s for a first one. */
        Thread awaitProducer() throws InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (producer.get() == null && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            return Objects.requireNonNull(producer.get(), "no producer filled a block within 5 s");
        }
    }
}
