package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What the opaque scheme promises beyond round trips: nothing of the order or of the bits of
 * consecutive ids survives. Each check counts events that are fair coin flips for a random
 * permutation and requires the count within 6 standard deviations of half (a false alarm about
 * once in 500 million per count), so the tests fail for a real bias, not for bad luck.
 */
class OpaqueFacadeStatisticsTest {

    private static final int IDS = 100_000;
    /** The 122 bit positions (0 = most significant of byte 0) that are not the version or variant. */
    private static final int[] FREE_BITS = freeBits();

    private final UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex("5f0e1d2c3b4a69788796a5b4c3d2e1f0"));

    @Test
    void consecutiveIdsGiveUnorderedBalancedUnpredictableFacades() {
        UuidGenerator generator = UuidGenerator.builder().build();
        UUID[] facades = new UUID[IDS];
        for (int i = 0; i < IDS; i++) {
            facades[i] = facade.encode(generator.next());
        }
        int inversions = 0;
        int[] ones = new int[FREE_BITS.length];
        int[] sameAsPrevious = new int[FREE_BITS.length];
        for (int i = 0; i < IDS; i++) {
            if (i > 0 && UuidOrder.UNSIGNED.compare(facades[i - 1], facades[i]) > 0) {
                inversions++;
            }
            for (int b = 0; b < FREE_BITS.length; b++) {
                int bit = bit(facades[i], FREE_BITS[b]);
                ones[b] += bit;
                if (i > 0 && bit == bit(facades[i - 1], FREE_BITS[b])) {
                    sameAsPrevious[b]++;
                }
            }
        }
        assertFair("adjacent pairs inverted", inversions, IDS - 1);
        for (int b = 0; b < FREE_BITS.length; b++) {
            assertFair("ones at bit " + FREE_BITS[b], ones[b], IDS);
            assertFair("bit " + FREE_BITS[b] + " equal to the previous façade's", sameAsPrevious[b], IDS - 1);
        }
        for (UUID each : facades) {
            assertThat(each.version()).isEqualTo(4);
            assertThat(each.variant()).isEqualTo(2);
        }
    }

    @Test
    void flippingOneBitOfTheIdFlipsEachFacadeBitHalfTheTime() {
        avalanche(true);
    }

    @Test
    void flippingOneBitOfTheFacadeFlipsEachIdBitHalfTheTime() {
        avalanche(false);
    }

    /** For random inputs and each of the 122 input bits, the output bits that change when it flips. */
    private void avalanche(boolean encoding) {
        SplittableRandom random = new SplittableRandom(encoding ? 1 : 2);
        int samples = 2_000;
        int[][] flipped = new int[FREE_BITS.length][FREE_BITS.length];
        for (int s = 0; s < samples; s++) {
            long fixedVersion = encoding ? 0x7000L : 0x4000L;
            UUID input = new UUID((random.nextLong() & ~0xF000L) | fixedVersion, (random.nextLong() >>> 2) | 0x8000_0000_0000_0000L);
            UUID output = encoding ? facade.encode(input) : facade.decode(input);
            for (int in = 0; in < FREE_BITS.length; in++) {
                UUID other = UuidFacadeTest.flip(input, FREE_BITS[in]);
                UUID otherOutput = encoding ? facade.encode(other) : facade.decode(other);
                for (int out = 0; out < FREE_BITS.length; out++) {
                    flipped[in][out] += bit(output, FREE_BITS[out]) ^ bit(otherOutput, FREE_BITS[out]);
                }
            }
        }
        for (int in = 0; in < FREE_BITS.length; in++) {
            long total = 0;
            for (int out = 0; out < FREE_BITS.length; out++) {
                total += flipped[in][out];
                // per pair: a fair coin in 2,000 samples
                assertFair("input bit " + FREE_BITS[in] + " flipping output bit " + FREE_BITS[out], flipped[in][out], samples);
            }
            // about half of the 122 output bits change per flip
            assertFair("output bits changed by input bit " + FREE_BITS[in], total, (long) samples * FREE_BITS.length);
        }
    }

    private static void assertFair(String what, long count, long trials) {
        double sigma = Math.sqrt(trials / 4.0);
        assertThat((double) count).as("%s: %d of %d", what, count, trials).isBetween(trials / 2.0 - 6 * sigma, trials / 2.0 + 6 * sigma);
    }

    private static int bit(UUID uuid, int bit) {
        long word = bit < 64 ? uuid.getMostSignificantBits() : uuid.getLeastSignificantBits();
        return (int) (word >>> (63 - (bit & 63))) & 1;
    }

    private static int[] freeBits() {
        int[] free = new int[122];
        int n = 0;
        for (int bit = 0; bit < 128; bit++) {
            boolean version = bit >= 48 && bit < 52;
            boolean variant = bit == 64 || bit == 65;
            if (!version && !variant) {
                free[n++] = bit;
            }
        }
        return free;
    }
}
