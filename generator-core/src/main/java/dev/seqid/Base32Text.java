package dev.seqid;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.UUID;

/**
 * The 26-character base32 text of 128 bits that TypeID and ULID share: the alphabet of Crockford's
 * base32 ({@code 0-9}, then the letters without {@code i l o u}), two zero bits put before the 128
 * so that 130 bits make 26 characters of 5 bits, most significant first. The text therefore sorts,
 * as a string, in the unsigned order of the bits, and its first character is at most {@code 7}.
 *
 * <p>Encoding writes the characters straight from the two longs; decoding reads them back through a
 * table. Neither allocates but the caller's buffer and the UUID it returns. Stateless.
 */
final class Base32Text {

    /** Characters in the text. */
    static final int LENGTH = 26;

    private static final byte[] LOWER = "0123456789abcdefghjkmnpqrstvwxyz".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] UPPER = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".getBytes(StandardCharsets.US_ASCII);

    /** Lower-case digit values by character; -1 for a character outside the lower-case alphabet. */
    private static final byte[] LOWER_VALUES = values(LOWER, null);
    /** Digit values of either case; -1 for a character outside the alphabet, aliases included. */
    private static final byte[] ANY_CASE_VALUES = values(LOWER, UPPER);

    private Base32Text() {
    }

    private static byte[] values(byte[] alphabet, byte[] other) {
        byte[] values = new byte[128];
        Arrays.fill(values, (byte) -1);
        for (int i = 0; i < 32; i++) {
            values[alphabet[i]] = (byte) i;
            if (other != null) {
                values[other[i]] = (byte) i;
            }
        }
        return values;
    }

    /**
     * Writes the 26 characters of {@code msb, lsb} into the last 26 bytes of {@code out}.
     *
     * @param upper upper-case letters (ULID) rather than lower-case (TypeID)
     */
    static void encodeAtEnd(long msb, long lsb, boolean upper, byte[] out) {
        byte[] alphabet = upper ? UPPER : LOWER;
        // With the two zero bits in front, character 0 is msb's top 3 bits, characters 1-12 msb's
        // next 60 in fives, character 13 msb's last bit and lsb's top 4, characters 14-25 lsb's
        // other 60 in fives: fixed shifts, no branch.
        int from = out.length - LENGTH;
        out[from] = alphabet[(int) (msb >>> 61)];
        for (int i = 1; i <= 12; i++) {
            out[from + i] = alphabet[(int) (msb >>> (61 - 5 * i)) & 31];
        }
        out[from + 13] = alphabet[(int) (((msb & 1) << 4) | (lsb >>> 60))];
        for (int i = 14; i < LENGTH; i++) {
            out[from + i] = alphabet[(int) (lsb >>> (125 - 5 * i)) & 31];
        }
    }

    /** The string of ASCII bytes: the one constructor that copies them without decoding a charset. */
    @SuppressWarnings("deprecation")
    static String ascii(byte[] text) {
        return new String(text, 0, 0, text.length);
    }

    /**
     * The UUID of the 26 characters at {@code from}, or null if one is not a digit of the alphabet
     * or the first is above {@code 7}. One pass: the digits are read and checked together, and
     * {@link #firstBad} finds the culprit only when a caller must say which.
     *
     * @param anyCase accept upper-case letters too (ULID) rather than lower case only (TypeID)
     */
    static UUID decodeOrNull(CharSequence text, int from, boolean anyCase) {
        byte[] values = anyCase ? ANY_CASE_VALUES : LOWER_VALUES;
        int seen = 0;       // every character OR-ed: a bit above 0x7F means one was not ASCII
        int digits = 0;     // every value OR-ed: -1 (no digit) sets the sign bit
        long msb = 0;
        for (int i = 0; i < 13; i++) {
            char ch = text.charAt(from + i);
            int value = values[ch & 0x7F];
            seen |= ch;
            digits |= value;
            msb = (msb << 5) | value;
        }
        char middle = text.charAt(from + 13);
        int split = values[middle & 0x7F];
        seen |= middle;
        digits |= split;
        long lsb = split & 15;
        for (int i = 14; i < LENGTH; i++) {
            char ch = text.charAt(from + i);
            int value = values[ch & 0x7F];
            seen |= ch;
            digits |= value;
            lsb = (lsb << 5) | value;
        }
        if ((seen & ~0x7F) != 0 || digits < 0 || values[text.charAt(from) & 0x7F] > 7) {
            return null;
        }
        return new UUID((msb << 1) | (split >>> 4), lsb);
    }

    /**
     * The index in {@code text} of the first character in {@code [from, from + 26)} that is not a
     * digit of the alphabet (or a first digit above {@code 7}), or -1 when all 26 are.
     *
     * @param anyCase accept upper-case letters too (ULID) rather than lower case only (TypeID)
     */
    static int firstBad(CharSequence text, int from, boolean anyCase) {
        byte[] values = anyCase ? ANY_CASE_VALUES : LOWER_VALUES;
        for (int i = 0; i < LENGTH; i++) {
            char ch = text.charAt(from + i);
            if (ch >= 128 || values[ch] < 0 || i == 0 && values[ch] > 7) {
                return from + i;
            }
        }
        return -1;
    }

    /** What is wrong with the character at {@code index}, for a message. */
    static String describe(CharSequence text, int index, int suffixStart, boolean anyCase) {
        char ch = text.charAt(index);
        String shown = ch >= 0x20 && ch < 0x7f ? "'" + ch + "'" : String.format("U+%04X", (int) ch);
        int value = ch < 128 ? (anyCase ? ANY_CASE_VALUES : LOWER_VALUES)[ch] : -1;
        if (index == suffixStart && value > 7) {
            return shown + " at index " + index + " is above '7': 26 characters hold 130 bits, and a UUID's 128 need a first"
                    + " character of 0 to 7";
        }
        if (!anyCase && ch < 128 && ANY_CASE_VALUES[ch] >= 0) {
            return shown + " at index " + index + " is upper case: a TypeID is lower case only";
        }
        char lower = Character.toLowerCase(ch);
        if (lower == 'i' || lower == 'l' || lower == 'o' || lower == 'u') {
            return shown + " at index " + index + " is not in the alphabet (Crockford's base32 leaves out i, l, o and u,"
                    + " and this reader takes no aliases for them)";
        }
        return shown + " at index " + index + " is not a digit of the alphabet 0-9 and a-z without i, l, o, u";
    }
}
