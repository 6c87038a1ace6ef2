package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.EntropySource;
import java.util.Arrays;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The per-thread DRBG source: its block size is checked, every word comes from a freshly filled
 * block and reaches the caller once, across refills, through {@code nextLong} and {@code nextLongs}
 * alike. The words are random, so the checks are that none is zero, none repeats (64-bit words: a
 * chance repeat among a few thousand has probability below 1e-12) and no slot outside the asked
 * range is written.
 */
class ThreadLocalDrbgEntropySourceTest {

    private static final long SENTINEL = 0x5A5A_5A5A_5A5A_5A5AL;

    @Test
    void theBlockSizeMustBeAMultipleOf8From8To65536() {
        for (int bad : new int[] {0, 4, 7, 12, 65532, 65537, 65544, -8}) {
            assertThatThrownBy(() -> new ThreadLocalDrbgEntropySource(bad)).as("%d bytes", bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("block size must be a multiple of 8 from 8 to 65536, got " + bad);
        }
        for (int good : new int[] {8, 16, 65528, 65536}) {
            assertThat(new ThreadLocalDrbgEntropySource(good).nextLong()).as("%d bytes", good).isNotZero();
        }
    }

    @Test
    void toStringNamesTheFactoryMethodAndTheBlockSize() {
        assertThat(new ThreadLocalDrbgEntropySource(64)).hasToString("EntropySource.perThreadDrbg() [64-byte blocks]");
        assertThat(EntropySource.perThreadDrbg()).hasToString("EntropySource.perThreadDrbg() [65536-byte blocks]");
    }

    @Test
    void perThreadDrbgIsTheSharedInstanceAndDrawsRandomWords() {
        EntropySource source = EntropySource.perThreadDrbg();
        assertThat(source).isNotNull().isSameAs(ThreadLocalDrbgEntropySource.SHARED).isSameAs(EntropySource.perThreadDrbg());
        long[] words = new long[100];
        source.nextLongs(words, 0, 50);
        for (int i = 50; i < words.length; i++) {
            words[i] = source.nextLong();
        }
        assertFreshWords(words);
    }

    /** One-word blocks: every {@code nextLong} refills, and each refill gives a new word. */
    @Test
    void nextLongRefillsAtEveryBlockEndWithFreshWords() {
        for (int blockBytes : new int[] {8, 16, 24, 64}) {
            ThreadLocalDrbgEntropySource source = new ThreadLocalDrbgEntropySource(blockBytes);
            long[] words = new long[1000];
            for (int i = 0; i < words.length; i++) {
                words[i] = source.nextLong();
            }
            assertFreshWords(words);
        }
    }

    /**
     * {@code nextLongs} runs of every length from 0 to 20 on 3-word blocks, so that runs start and
     * end at every position in a block and cross one refill or several, mixed with single
     * {@code nextLong} calls: every slot of each run is written with a word no other draw got, and
     * the slots around the run are not touched.
     */
    @Test
    void nextLongsWritesExactlyItsRangeWithFreshWordsAcrossRefills() {
        ThreadLocalDrbgEntropySource source = new ThreadLocalDrbgEntropySource(24);
        long[] all = new long[0];
        for (int count = 0; count <= 20; count++) {
            long[] dst = new long[count + 5];
            Arrays.fill(dst, SENTINEL);
            source.nextLongs(dst, 3, count);
            for (int i : new int[] {0, 1, 2, count + 3, count + 4}) {
                assertThat(dst[i]).as("slot %d outside a run of %d from 3", i, count).isEqualTo(SENTINEL);
            }
            long[] run = Arrays.copyOfRange(dst, 3, 3 + count);
            long single = source.nextLong();
            all = LongStream.concat(LongStream.concat(LongStream.of(all), LongStream.of(run)), LongStream.of(single)).toArray();
        }
        assertThat(all).hasSize(20 * 21 / 2 + 21); // the runs of 0 to 20 words, and a single word after each
        assertFreshWords(all);
    }

    @Test
    void aLongRunCrossesManyRefills() {
        ThreadLocalDrbgEntropySource source = new ThreadLocalDrbgEntropySource(8);
        long[] dst = new long[1002];
        dst[0] = SENTINEL;
        dst[1001] = SENTINEL;
        source.nextLongs(dst, 1, 1000);
        assertThat(dst[0]).isEqualTo(SENTINEL);
        assertThat(dst[1001]).isEqualTo(SENTINEL);
        assertFreshWords(Arrays.copyOfRange(dst, 1, 1001));
    }

    /** Each thread has its own DRBG and block: two threads' words never coincide. */
    @Test
    void threadsDrawFromTheirOwnGenerators() throws InterruptedException {
        ThreadLocalDrbgEntropySource source = new ThreadLocalDrbgEntropySource(16);
        long[] a = new long[500];
        long[] b = new long[500];
        Thread other = new Thread(() -> source.nextLongs(b, 0, b.length));
        other.start();
        source.nextLongs(a, 0, a.length);
        other.join();
        assertFreshWords(LongStream.concat(LongStream.of(a), LongStream.of(b)).toArray());
    }

    static void assertFreshWords(long[] words) {
        assertThat(words).doesNotContain(0L, SENTINEL);
        assertThat(LongStream.of(words).distinct().count()).as("distinct words among " + words.length).isEqualTo(words.length);
    }
}
