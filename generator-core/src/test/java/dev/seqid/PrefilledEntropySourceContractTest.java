package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * {@link PrefilledEntropySource}'s description, the small grant's path of {@code nextLongs} (a new
 * thread's grants: 16 bytes, doubling up to 2048, 4080 bytes in all, i.e. 510 words, then its padded
 * grant of 4096 bytes), and the producer threads its constructors start.
 */
class PrefilledEntropySourceContractTest {

    private static final long SENTINEL = 0x5A5A_5A5A_5A5A_5A5AL;
    private static final long BOUND_NANOS = Duration.ofSeconds(10).toNanos();

    @Test
    void toStringShowsTheRingBlockSizeCountsAndClosedness() {
        PrefilledEntropySource source = new PrefilledEntropySource(64, 8);
        assertThat(source).hasToString("PrefilledEntropySource[8 x 64 bytes, fallbacks=0, restarts=0]");
        assertThat(source.direct()).hasToString("PrefilledEntropySource[8 x 64 bytes, fallbacks=0, restarts=0].direct()");
        source.close();
        assertThat(source).hasToString("PrefilledEntropySource[8 x 64 bytes, fallbacks=0, restarts=0, closed]");
    }

    /** The kind of grant, its limit and index, on a new thread after {@code nextLongs} of {@code count} words into a larger array. */
    private static String grantAfterNextLongs(int count) throws InterruptedException {
        // A fresh source: the thread's grants are cut from one new 64 KiB block, never short at its end.
        try (PrefilledEntropySource source = new PrefilledEntropySource(65536, 4)) {
            AtomicReference<String> seen = new AtomicReference<>();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread t = new Thread(() -> {
                try {
                    long[] dst = new long[count + 2];
                    Arrays.fill(dst, SENTINEL);
                    source.nextLongs(dst, 1, count);
                    assertThat(dst[0]).isEqualTo(SENTINEL);
                    assertThat(dst[count + 1]).isEqualTo(SENTINEL);
                    long[] run = Arrays.copyOfRange(dst, 1, count + 1);
                    assertThat(run).doesNotContain(0L, SENTINEL);
                    assertThat(LongStream.of(run).distinct().count()).isEqualTo(count);
                    Grant g = WhiteBox.grant(source);
                    seen.set((g instanceof Grant.Padded ? "padded" : "small") + " limit " + g.limit() + " index " + g.index());
                } catch (Throwable e) {
                    failure.set(e);
                }
            });
            t.start();
            t.join();
            if (failure.get() != null) {
                throw new AssertionError("nextLongs of " + count, failure.get());
            }
            return seen.get();
        }
    }

    @Test
    void nextLongsOnANewThreadReadsItsSmallGrantsAndMovesToThePaddedGrantOnlyPast510Words() throws InterruptedException {
        assertThat(grantAfterNextLongs(1)).isEqualTo("small limit 16 index 8");
        assertThat(grantAfterNextLongs(2)).isEqualTo("small limit 16 index 16");
        assertThat(grantAfterNextLongs(3)).isEqualTo("small limit 32 index 8");
        assertThat(grantAfterNextLongs(509)).isEqualTo("small limit 2048 index 2040");
        assertThat(grantAfterNextLongs(510)).as("all small grants read, exactly").isEqualTo("small limit 2048 index 2048");
        assertThat(grantAfterNextLongs(511)).isEqualTo("padded limit 4096 index 8");
        assertThat(grantAfterNextLongs(600)).isEqualTo("padded limit 4096 index 720");
    }

    private static Set<Thread> threads(Predicate<String> name) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> name.test(t.getName())).collect(Collectors.toSet());
    }

    /** Waits up to 10 s for a thread, not among {@code before}, whose name passes {@code name}, parked with a timeout (on a full ring). */
    private static Thread awaitParkedProducer(Set<Thread> before, Predicate<String> name) throws InterruptedException {
        long deadline = System.nanoTime() + BOUND_NANOS;
        for (;;) {
            for (Thread t : threads(name)) {
                if (!before.contains(t) && t.getState() == Thread.State.TIMED_WAITING) {
                    return t;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no producer thread parked on a full ring within 10 s; threads: " + threads(name));
            }
            Thread.sleep(1);
        }
    }

    /** The default filler (a BlockDrbg per producer) fills the ring, and the producer, a numbered daemon, parks on it. */
    @Test
    void aSourceOfGivenSizesStartsANumberedDaemonProducerThatFillsTheRing() throws InterruptedException {
        Predicate<String> numbered = n -> n.matches("seqid-entropy-producer-\\d+");
        Set<Thread> before = threads(numbered);
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 4)) {
            source.nextLong();
            Thread producer = awaitParkedProducer(before, numbered);
            assertThat(producer.isDaemon()).isTrue();
            source.close();
            assertThat(producer.isAlive()).as("the producer after close()").isFalse();
        }
    }

    /** The shared source's producer is the daemon named {@code seqid-entropy-producer}, and its filler fills the ring. */
    @Test
    void theSharedSourcesProducerIsAnUnnumberedDaemonThatFillsTheRing() throws InterruptedException {
        PrefilledEntropySource.shared().nextLong();
        Thread producer = awaitParkedProducer(Set.of(), "seqid-entropy-producer"::equals);
        assertThat(producer.isDaemon()).isTrue();
    }
}
