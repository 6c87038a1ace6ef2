package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shared block's recycling: once every byte of a block has been read, through whole-word draws
 * ({@code nextLong}, {@code nextLongs}) or grants ({@code copyNext}), its array goes back to the
 * producer, which refills it: the producer fills the same few arrays over and over rather than a new
 * one per block.
 */
class BlockCursorTest {

    private static final long BOUND_NANOS = Duration.ofSeconds(10).toNanos();

    /** A producer fill that counts its fills and remembers every distinct array it filled. */
    private static final class TrackingFiller implements Consumer<byte[]> {
        final Set<byte[]> arrays = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        final AtomicInteger fills = new AtomicInteger();

        @Override
        public void accept(byte[] block) {
            java.util.Arrays.fill(block, (byte) 0x11);
            arrays.add(block);
            fills.incrementAndGet();
        }
    }

    /**
     * 40 blocks of 64 bytes read one block's worth at a time, each only once the producer has filled
     * the block that follows it (so that no block need be filled inline): the producer fills about
     * 44 blocks, and as every block read is given back, it needs no more arrays than the ring (4),
     * the cursor's block and spare, and the one being filled hold, and the blocks filled inline.
     */
    @ParameterizedTest
    @ValueSource(strings = {"nextLong", "nextLongs", "copyNext"})
    void everyBlockReadToTheEndIsGivenBackAndRefilled(String reader) {
        TrackingFiller filler = new TrackingFiller();
        BlockSupply supply = new BlockSupply(64, 4, () -> filler, false);
        BlockCursor cursor = new BlockCursor(supply);
        try {
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                long[] words = new long[4];
                byte[] grant = new byte[16];
                for (int block = 0; block < 40; block++) {
                    int next = block + 1;
                    long deadline = System.nanoTime() + BOUND_NANOS;
                    while (block > 0 && filler.fills.get() < next) {
                        assertThat(System.nanoTime()).as("the producer filled block %d within 10 s", next).isLessThan(deadline);
                        Thread.sleep(1);
                    }
                    switch (reader) {
                        case "nextLong" -> {
                            for (int i = 0; i < 8; i++) {
                                cursor.nextLong();
                            }
                        }
                        case "nextLongs" -> {
                            cursor.nextLongs(words, 0, 4);
                            cursor.nextLongs(words, 0, 4);
                        }
                        default -> {
                            for (int i = 0; i < 4; i++) {
                                assertThat(cursor.copyNext(grant, 16)).isEqualTo(16);
                            }
                        }
                    }
                }
            });
            assertThat(filler.fills.get()).as("blocks the producer filled").isGreaterThanOrEqualTo(39);
            assertThat(filler.arrays.size()).as("distinct arrays the producer filled (fallbacks: %d)", supply.fallbacks())
                    .isLessThanOrEqualTo(12 + (int) supply.fallbacks());
        } finally {
            supply.close();
        }
    }
}
