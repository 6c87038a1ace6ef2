package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/**
 * Strict parsing of the canonical UUID text: exactly 36 characters, hexadecimal digits (either
 * case) in groups of 8-4-4-4-12 separated by hyphens.
 *
 * <p>{@link UUID#fromString(String)} is lenient: it accepts {@code "1-2-3-4-5"} and, on some JDKs,
 * groups longer than their width, so a typo can turn into a different, valid-looking id. This parser
 * rejects anything but the canonical form, with a {@link UuidFormatException} that says what is
 * wrong and where. Stateless and thread-safe.
 */
public final class UuidParser {

    private UuidParser() {
    }

    /**
     * The UUID that {@code text} spells.
     *
     * @param text the 36-character canonical form, digits in either case
     * @return the UUID
     * @throws NullPointerException if text is null
     * @throws UuidFormatException  if text is not in the canonical form
     */
    public static UUID parse(CharSequence text) {
        Objects.requireNonNull(text, "UUID text must not be null");
        int length = text.length();
        if (length != 36) {
            throw new UuidFormatException(text.toString(), -1, "it has " + length + " characters");
        }
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 36; i++) {
            char ch = text.charAt(i);
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                if (ch != '-') {
                    throw new UuidFormatException(text.toString(), i, "expected '-' at index " + i + ", found " + describe(ch));
                }
                continue;
            }
            int digit = Character.digit(ch, 16);
            if (digit < 0 || ch > 'f') {
                throw new UuidFormatException(text.toString(), i, describe(ch) + " at index " + i + " is not a hexadecimal digit");
            }
            if (i < 18) {
                msb = (msb << 4) | digit;
            } else {
                lsb = (lsb << 4) | digit;
            }
        }
        return new UUID(msb, lsb);
    }

    private static String describe(char ch) {
        if (ch >= 0x20 && ch < 0x7f) {
            return "'" + ch + "'";
        }
        return String.format("U+%04X", (int) ch);
    }
}
