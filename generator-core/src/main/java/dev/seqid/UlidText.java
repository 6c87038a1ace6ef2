package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/**
 * The ULID text of a UUID and back: the 128 bits in 26 characters of Crockford's base32, as the
 * ULID specification and its libraries write them ({@code 01H455VB4PEX5VSKNK084SN02Q}). A v7 id's
 * ULID text begins with the same 48-bit millisecond a ULID does, and the texts sort as strings in
 * the ids' unsigned order.
 *
 * <p>Written in upper case. Read as the ULID specification allows: either case, exactly 26
 * characters, the first at most {@code 7}. Crockford's aliases ({@code I} and {@code L} for
 * {@code 1}, {@code O} for {@code 0}) and hyphens are refused, so a UUID has one text and a text
 * one UUID. Bad text gets a {@link UuidFormatException} that says what is wrong and at which index;
 * {@link #tryParse} returns null instead. Stateless and thread-safe; {@link #parse} allocates only
 * the UUID, {@link #format} one scratch array and the string.
 */
public final class UlidText {

    private static final String FORM = "ULID text is 26 characters of 0-9 and A-Z without I, L, O, U, in either case, the first"
            + " 0 to 7, such as 01H455VB4PEX5VSKNK084SN02Q";

    private UlidText() {
    }

    /**
     * The ULID text of a UUID.
     *
     * @param id any UUID
     * @return its 26 characters, upper case
     */
    public static String format(UUID id) {
        byte[] text = new byte[Base32Text.LENGTH];
        Base32Text.encodeAtEnd(id.getMostSignificantBits(), id.getLeastSignificantBits(), true, text);
        return Base32Text.ascii(text);
    }

    /**
     * The UUID whose ULID text {@code text} is.
     *
     * @param text 26 characters of ULID text, in either case
     * @return the UUID with the same 128 bits
     * @throws UuidFormatException if text is not ULID text; the message says what is wrong and where
     */
    public static UUID parse(CharSequence text) {
        Objects.requireNonNull(text, "ULID text must not be null");
        UUID id = tryParse(text);
        if (id != null) {
            return id;
        }
        if (text.length() != Base32Text.LENGTH) {
            throw refuse(text.toString(), -1, "it has " + text.length() + " characters, not 26");
        }
        int bad = Base32Text.firstBad(text, 0, true);
        throw refuse(text.toString(), bad, Base32Text.describe(text, bad, 0, true));
    }

    /**
     * The UUID whose ULID text {@code text} is, or null if it is not ULID text.
     *
     * @param text anything (null included)
     * @return the UUID, or null
     */
    public static UUID tryParse(CharSequence text) {
        if (text == null || text.length() != Base32Text.LENGTH) {
            return null;
        }
        return Base32Text.decodeOrNull(text, 0, true);
    }

    private static UuidFormatException refuse(String input, int index, String problem) {
        return UuidFormatException.text(input, index, "not ULID text: \"" + UuidFormatException.abbreviate(input) + "\": " + problem
                + " (" + FORM + ")");
    }
}
