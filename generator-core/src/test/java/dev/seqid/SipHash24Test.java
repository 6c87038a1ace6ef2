package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.hash.Hashing;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The core's SipHash-2-4 of 8 and 10 bytes against the reference implementation's vectors (key
 * 00 01 .. 0f, messages 00 01 02 ..., each hash written as its 8 little-endian bytes), and against
 * Guava's {@code Hashing.sipHash24(k0, k1)} on random keys and messages.
 */
class SipHash24Test {

    private static final long K0 = 0x0706050403020100L;
    private static final long K1 = 0x0f0e0d0c0b0a0908L;

    /** vectors.h of the SipHash reference implementation: vector n hashes the n bytes 0, 1, ..., n - 1. */
    private static final String[] REFERENCE = {
            "310e0edd47db6f72", "fd67dc93c539f874", "5a4fa9d909806c0d", "2d7efbd796666785",
            "b7877127e09427cf", "8da699cd64557618", "cee3fe586e46c9cb", "37d1018bf50002ab",
            "6224939a79f5f593", "b0e4a90bdf82009e", "f3b9dd94c5bb5d7a", "a7ad6b22462fb3f4",
            "fbe50e86bc8f1e75", "903d84c02756ea14", "eef27a8e90ca23f7", "e545be4961ca29a1",
            "db9bc2577fcc2a3f", "9447be2cf5e99a69", "9cd38d96f0b3c14b", "bd6179a71dc96dbb",
            "98eea21af25cd6be", "c7673b2eb0cbf2d0", "883ea3e395675393", "c8ce5ccd8c030ca8",
            "94af49f6c650adb8", "eab8858ade92e1bc", "f315bb5bb835d817", "adcf6b0763612e2f",
            "a5c91da7acaa4dde", "716595876650a2a6", "28ef495c53a387ad", "42c341d8fa92d832",
            "ce7cf2722f512771", "e37859f94623f3a7", "381205bb1ab0e012", "ae97a10fd434e015",
            "b4a31508beff4d31", "81396229f0907902", "4d0cf49ee5d4dcca", "5c73336a76d8bf9a",
            "d0a704536ba93e0e", "925958fcd6420cad", "a915c29bc8067318", "952b79f3bc0aa6d4",
            "f21df2e41d4535f9", "87577519048f53a9", "10a56cf5dfcd9adb", "eb75095ccd986cd0",
            "51a9cb9ecba312e6", "96afadfc2ce666c7", "72fe52975a4364ee", "5a1645b276d592a1",
            "b274cb8ebf87870a", "6f9bb4203de7b381", "eaecb2a30b22a87f", "9924a43cc1315724",
            "bd838d3aafbf8db7", "0b1a2a3265d51aea", "135079a3231ce660", "932b2846e4d70666",
            "e1915f5cb1eca46c", "f325965ca16d629f", "575ff28e60381be5", "724506eb4c328a95",
    };

    /**
     * The two lengths the façades hash, 8 and 10 bytes, against their reference vectors; and the
     * oracle the random trials below use, Guava, against all 64.
     */
    @Test
    void agreesWithTheReferenceVectors() {
        byte[] message = new byte[64];
        for (int i = 0; i < message.length; i++) {
            message[i] = (byte) i;
        }
        assertThat(REFERENCE).hasSize(64);
        for (int length = 0; length < 64; length++) {
            assertThat(Hashing.sipHash24(K0, K1).hashBytes(message, 0, length).asLong()).as("Guava, message of %d bytes", length)
                    .isEqualTo(vector(length));
        }
        long first = SipHash24.littleEndian(message, 0, 8);
        assertThat(SipHash24.hash8(K0, K1, first)).isEqualTo(vector(8));
        assertThat(SipHash24.hash10(K0, K1, first, SipHash24.littleEndian(message, 8, 2))).isEqualTo(vector(10));
    }

    private static long vector(int length) {
        return Long.reverseBytes(Long.parseUnsignedLong(REFERENCE[length], 16));
    }

    @Test
    void theFixedLengthFormsAgreeWithGuava() {
        SplittableRandom random = new SplittableRandom(47);
        for (int trial = 0; trial < 20_000; trial++) {
            long k0 = random.nextLong();
            long k1 = random.nextLong();
            long first = random.nextLong();
            long tail = random.nextLong() & 0xFFFF;
            byte[] ten = new byte[10];
            for (int i = 0; i < 8; i++) {
                ten[i] = (byte) (first >>> (8 * i));
            }
            ten[8] = (byte) tail;
            ten[9] = (byte) (tail >>> 8);
            assertThat(SipHash24.hash8(k0, k1, first)).isEqualTo(Hashing.sipHash24(k0, k1).hashBytes(ten, 0, 8).asLong());
            assertThat(SipHash24.hash10(k0, k1, first, tail)).isEqualTo(Hashing.sipHash24(k0, k1).hashBytes(ten).asLong());
        }
    }
}
