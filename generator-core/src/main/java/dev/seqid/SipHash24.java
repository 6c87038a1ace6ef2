package dev.seqid;

/**
 * SipHash-2-4 (Aumasson and Bernstein, "SipHash: a fast short-input PRF", 2012): a keyed
 * pseudo-random function from a 128-bit key and a message of any length to 64 bits. The façades
 * ({@link UuidFacade}) use it as their keyed function; written here from the paper so that the core
 * takes no dependency for it.
 *
 * <p>The key is two 64-bit words, {@code k0} and {@code k1}: the paper's key bytes 0-7 and 8-15, each
 * read little-endian. A message is processed in 8-byte little-endian words; the last word holds
 * the remaining 0 to 7 bytes and, in its top byte, the message length modulo 256. Two compression
 * rounds per word, four finalisation rounds ("2-4").
 *
 * <p>Only the two message lengths the façades hash are written, each taking its words already
 * assembled, so that the per-id path allocates nothing; the tests compare both with the reference
 * vectors and with Guava's general implementation. Stateless; every method is a pure function.
 */
final class SipHash24 {

    private SipHash24() {
    }

    /**
     * SipHash-2-4 of an 8-byte message given as its little-endian word.
     *
     * @param k0   key bytes 0-7, little-endian
     * @param k1   key bytes 8-15, little-endian
     * @param word the message's 8 bytes, byte 0 in the low bits
     * @return the 64-bit hash
     */
    static long hash8(long k0, long k1, long word) {
        long v0 = k0 ^ 0x736f6d6570736575L;
        long v1 = k1 ^ 0x646f72616e646f6dL;
        long v2 = k0 ^ 0x6c7967656e657261L;
        long v3 = k1 ^ 0x7465646279746573L ^ word;
        for (int r = 0; r < 2; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        v0 ^= word;
        return finish(v0, v1, v2, v3, 8L << 56);
    }

    /**
     * SipHash-2-4 of a 10-byte message given as its first 8 bytes and its last 2.
     *
     * @param k0    key bytes 0-7, little-endian
     * @param k1    key bytes 8-15, little-endian
     * @param first message bytes 0-7, byte 0 in the low bits
     * @param tail  message bytes 8 and 9 in the low 16 bits (byte 8 lowest); the other bits 0
     * @return the 64-bit hash
     */
    static long hash10(long k0, long k1, long first, long tail) {
        long v0 = k0 ^ 0x736f6d6570736575L;
        long v1 = k1 ^ 0x646f72616e646f6dL;
        long v2 = k0 ^ 0x6c7967656e657261L;
        long v3 = k1 ^ 0x7465646279746573L ^ first;
        for (int r = 0; r < 2; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        v0 ^= first;
        return finish(v0, v1, v2, v3, tail | (10L << 56));
    }

    /** The last word's two compression rounds, then the four finalisation rounds. */
    private static long finish(long v0, long v1, long v2, long v3, long last) {
        v3 ^= last;
        for (int r = 0; r < 2; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        v0 ^= last;
        v2 ^= 0xff;
        for (int r = 0; r < 4; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        return v0 ^ v1 ^ v2 ^ v3;
    }

    /** {@code count} (0 to 8) bytes from {@code from}, the first in the low bits. */
    static long littleEndian(byte[] bytes, int from, int count) {
        long word = 0;
        for (int i = count - 1; i >= 0; i--) {
            word = (word << 8) | (bytes[from + i] & 0xFF);
        }
        return word;
    }
}
