package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** A thread's grants, the small one and the padded one, over one shared read loop and refill. */
class GrantTest {

    /** Words of all small grants together: 16 + 32 + ... + 2048 bytes. */
    private static final int SMALL_WORDS = (2048 * 2 - 16) / Long.BYTES;

    /**
     * A cursor over 64 KiB blocks filled inline (the supply is closed before its first draw, so no
     * producer runs): a fresh block is larger than every grant these tests draw, so none is cut
     * short at a block's end.
     */
    private static BlockCursor cursorOverLargeBlocks() {
        BlockSupply supply = new BlockSupply(65536, 4, () -> block -> {
            throw new AssertionError("the supply is closed: no producer may fill");
        }, false);
        supply.close();
        return new BlockCursor(supply);
    }

    @Test
    void aSmallGrantDoublesFrom16BytesTo2048ThenThePaddedGrantTakes4096AtATime() {
        BlockCursor cursor = cursorOverLargeBlocks();
        Grant.Small small = new Grant.Small();
        List<Integer> sizes = new ArrayList<>();
        long[] words = new long[SMALL_WORDS + 3 * 512];
        int n = 0;
        while (!small.exhausted()) {
            boolean refills = small.index() == small.limit();
            words[n++] = small.nextLong(cursor);
            if (refills) {
                sizes.add(small.limit());
            }
        }
        assertThat(sizes).containsExactly(16, 32, 64, 128, 256, 512, 1024, 2048);
        assertThat(n).as("words read before the small grant was exhausted").isEqualTo(SMALL_WORDS);

        Grant.Padded padded = new Grant.Padded(Thread.currentThread());
        sizes.clear();
        while (n < words.length) {
            boolean refills = padded.index() == padded.limit();
            words[n++] = padded.nextLong(cursor);
            if (refills) {
                sizes.add(padded.limit());
            }
        }
        assertThat(sizes).containsExactly(4096, 4096, 4096);
        assertThat(padded.exhausted()).isFalse();
        assertAllDistinct(words);
    }

    /**
     * {@code nextLongs} on a small grant stops where the grant is exhausted and says how many words
     * it read; a padded grant reads the rest. Direct draws from the same cursor come between them.
     * No word is read twice or left as a zero.
     */
    @Test
    void nextLongsStopsWhereTheSmallGrantIsExhaustedAndNoWordRepeatsAcrossKinds() {
        BlockCursor cursor = cursorOverLargeBlocks();
        long[] words = new long[2000];
        Grant.Small small = new Grant.Small();
        int read = small.nextLongs(cursor, words, 1, 1000);
        assertThat(read).isEqualTo(SMALL_WORDS);
        assertThat(small.exhausted()).isTrue();
        assertThat(small.nextLongs(cursor, words, 1 + read, 1000 - read)).as("an exhausted grant reads nothing").isZero();

        words[0] = cursor.nextLong();
        cursor.nextLongs(words, 1 + read, 10);
        int at = 1 + read + 10;
        Grant.Padded padded = new Grant.Padded(Thread.currentThread());
        assertThat(padded.nextLongs(cursor, words, at, 700)).as("a padded grant refills as often as it must").isEqualTo(700);
        at += 700;
        words[at++] = padded.nextLong(cursor);
        cursor.nextLongs(words, at, words.length - at);

        assertThat(words).doesNotContain(0L);
        assertAllDistinct(words);
    }

    private static void assertAllDistinct(long[] words) {
        long distinct = LongStream.of(words).distinct().count();
        assertThat(distinct).as("distinct words of " + words.length + ": " + Arrays.toString(Arrays.copyOf(words, 4)) + "...")
                .isEqualTo(words.length);
    }
}
