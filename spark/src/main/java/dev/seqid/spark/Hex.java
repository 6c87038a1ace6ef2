package dev.seqid.spark;

/**
 * The canonical 36-character form of an id, written straight into the bytes of a Spark string
 * (ASCII, so its UTF-8 is its characters): no {@code UUID}, no {@code String}, one array.
 */
final class Hex {

    /** Byte {@code b}'s two lower-case hex digits, as one char per byte value: high digit in the high 8 bits. */
    private static final char[] DIGIT_PAIRS = new char[256];

    static {
        byte[] digits = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        for (int b = 0; b < 256; b++) {
            DIGIT_PAIRS[b] = (char) (digits[b >>> 4] << 8 | digits[b & 0xF]);
        }
    }

    private Hex() {
    }

    /** {@code xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx}, lower case, of the id (msb, lsb). */
    static byte[] canonical(long msb, long lsb) {
        byte[] out = new byte[36];
        put(out, 0, msb >>> 32, 4);
        out[8] = '-';
        put(out, 9, msb >>> 16, 2);
        out[13] = '-';
        put(out, 14, msb, 2);
        out[18] = '-';
        put(out, 19, lsb >>> 48, 2);
        out[23] = '-';
        put(out, 24, lsb, 6);
        return out;
    }

    /** Writes the low {@code bytes} bytes of {@code value}, most significant first, as hex from {@code at}. */
    private static void put(byte[] out, int at, long value, int bytes) {
        for (int i = bytes - 1; i >= 0; i--) {
            char pair = DIGIT_PAIRS[(int) (value >>> (8 * i)) & 0xFF];
            out[at++] = (byte) (pair >>> 8);
            out[at++] = (byte) pair;
        }
    }
}
