package dev.seqid;

import java.util.UUID;

/**
 * Thrown by {@link UuidParser} for text that is not a UUID in the canonical 36-character form, by
 * {@link TypeId} and {@link UlidText} for text that is not a TypeID or ULID text, and by
 * {@link UuidFacade#decode(UUID)} for a UUID that is not a façade it can decode. The message shows
 * the input and says what is wrong and where.
 */
public final class UuidFormatException extends IllegalArgumentException {

    /** The text that failed to parse, in full. */
    private final String input;
    /** Index of the first offending character, or -1 when the length was wrong or no one character is. */
    private final int index;

    UuidFormatException(String input, int index, String problem) {
        super("not a UUID: \"" + abbreviate(input) + "\": " + problem
                + " (expected 36 characters: 8-4-4-4-12 hexadecimal digits separated by '-', "
                + "such as 017f22e2-79b0-7cc3-98c4-dc0c0c07398f)");
        this.input = input;
        this.index = index;
    }

    private UuidFormatException(String message, String input, int index) {
        super(message);
        this.input = input;
        this.index = index;
    }

    /**
     * A well-formed UUID that a reader refuses: a façade with the wrong version or variant, or one
     * that decodes to an id outside the plausible time.
     *
     * @param index   index in the canonical text of the offending digit (14 for the version, 19
     *                for the variant), or -1 when the UUID is refused as a whole
     * @param message what is wrong and what would be right, the UUID included
     */
    static UuidFormatException refused(UUID uuid, int index, String message) {
        return new UuidFormatException(message, uuid.toString(), index);
    }

    /**
     * Text of another form than the canonical one (a TypeID, ULID text) that does not spell a UUID.
     *
     * @param input   the text, in full
     * @param index   index of the first offending character, or -1 when no one character is
     * @param message what is wrong and what would be right, the text included
     */
    static UuidFormatException text(String input, int index, String message) {
        return new UuidFormatException(message, input, index);
    }

    static String abbreviate(String input) {
        return input.length() <= 80 ? input : input.substring(0, 80) + "... (" + input.length() + " characters)";
    }

    /**
     * The text that failed to parse.
     *
     * @return the input, in full (the message may abbreviate it)
     */
    public String input() {
        return input;
    }

    /**
     * Index of the first offending character, or -1 when the length was wrong or the UUID is
     * refused as a whole.
     *
     * @return a zero-based index into {@link #input()}, or -1
     */
    public int index() {
        return index;
    }
}
