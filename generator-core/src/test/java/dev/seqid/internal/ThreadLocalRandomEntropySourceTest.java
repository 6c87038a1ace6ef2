package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The fast, guessable source: random words from the calling thread's {@code ThreadLocalRandom}. */
class ThreadLocalRandomEntropySourceTest {

    private static final long SENTINEL = 0x5A5A_5A5A_5A5A_5A5AL;

    @Test
    void nextLongGivesRandomWords() {
        EntropySource source = EntropySource.threadLocalRandom();
        long[] words = new long[200];
        for (int i = 0; i < words.length; i++) {
            words[i] = source.nextLong();
        }
        ThreadLocalDrbgEntropySourceTest.assertFreshWords(words);
    }

    @Test
    void nextLongsFillsExactlyItsRange() {
        long[] dst = new long[104];
        Arrays.fill(dst, SENTINEL);
        ThreadLocalRandomEntropySource.INSTANCE.nextLongs(dst, 2, 100);
        assertThat(dst[0]).isEqualTo(SENTINEL);
        assertThat(dst[1]).isEqualTo(SENTINEL);
        assertThat(dst[102]).isEqualTo(SENTINEL);
        assertThat(dst[103]).isEqualTo(SENTINEL);
        ThreadLocalDrbgEntropySourceTest.assertFreshWords(Arrays.copyOfRange(dst, 2, 102));
    }

    @Test
    void toStringNamesTheFactoryMethod() {
        assertThat(EntropySource.threadLocalRandom()).hasToString("EntropySource.threadLocalRandom()");
    }
}
