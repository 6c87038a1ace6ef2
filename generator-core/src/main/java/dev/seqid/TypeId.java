package dev.seqid;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;

/**
 * A TypeID (specification 0.3.0): a type prefix and a UUID, written {@code inv_01h455vb4pex5vsknk084sn02q}.
 * The prefix is at most 63 lower-case ASCII letters and underscores, starting and ending with a
 * letter, or empty (then the text has no separator); the UUID is 26 characters of Crockford's
 * base32 alphabet in lower case, two zero bits and then the 128 bits, most significant first.
 *
 * <p>Any 128-bit value has a TypeID, not only version 7 ids. The text sorts as a string in the
 * order of {@link #compareTo}: by prefix, then by the UUID's bits unsigned, so the TypeIDs of one
 * prefix keep the order of a {@code v7} generator's ids.
 *
 * <p>Parsing takes every rule of the specification: the prefix's alphabet and length, no
 * underscore at its ends, no separator before an empty prefix, exactly 26 suffix characters, the
 * first at most {@code 7}, lower case only, and none of Crockford's aliases or hyphens. Bad text
 * gets a {@link UuidFormatException} that says what is wrong and at which index; the {@code tryParse}
 * methods return null instead. For the TypeIDs of one type, {@link #prefix(String)} checks the
 * prefix once and parses, formats and makes them without allocating more than the text or the UUID:
 *
 * <pre>{@code
 * TypeId.Prefix invoices = TypeId.prefix("inv");
 * String text = invoices.next(ids);            // inv_01h455vb4pex5vsknk084sn02q
 * UUID id = invoices.parse(text);              // refuses cus_..., naming both prefixes
 * }</pre>
 *
 * Immutable and thread-safe.
 */
public final class TypeId implements Comparable<TypeId> {

    /** The longest prefix the specification allows. */
    public static final int MAX_PREFIX_LENGTH = 63;


    private final String prefix;
    private final UUID uuid;

    private TypeId(String prefix, UUID uuid) {
        this.prefix = prefix;
        this.uuid = uuid;
    }

    /**
     * The TypeID of a prefix and a UUID.
     *
     * @param prefix the type prefix: empty, or 1 to 63 characters {@code a-z} and {@code _} that
     *               start and end with a letter
     * @param uuid   any UUID
     * @return the TypeID
     * @throws IllegalArgumentException if the prefix breaks a rule; the message says which
     */
    public static TypeId of(String prefix, UUID uuid) {
        TypeIdRules.checkPrefix(prefix);
        return new TypeId(prefix, Objects.requireNonNull(uuid, "uuid"));
    }

    /**
     * The checked prefix of one type, to format, parse and make its TypeIDs.
     *
     * @param prefix the type prefix, as for {@link #of(String, UUID)}
     * @return the prefix
     * @throws IllegalArgumentException if the prefix breaks a rule
     */
    public static Prefix prefix(String prefix) {
        TypeIdRules.checkPrefix(prefix);
        return new Prefix(prefix);
    }

    /**
     * The TypeID that {@code text} spells, of any prefix.
     *
     * @param text a TypeID
     * @return the TypeID
     * @throws UuidFormatException if text is not a TypeID; the message says what is wrong and where
     */
    public static TypeId parse(CharSequence text) {
        Objects.requireNonNull(text, "TypeID text must not be null");
        TypeId parsed = tryParse(text);
        if (parsed == null) {
            throw TypeIdRules.refusal(text, null);
        }
        return parsed;
    }

    /**
     * The TypeID that {@code text} spells, or null if it spells none.
     *
     * @param text a TypeID, or anything else (null included)
     * @return the TypeID, or null
     */
    public static TypeId tryParse(CharSequence text) {
        if (text == null) {
            return null;
        }
        // the suffix is the last 26 characters; a prefix ends one '_' before them
        int separator = text.length() - Base32Text.LENGTH - 1;
        if (separator < -1 || separator == 0 || separator > 0 && (text.charAt(separator) != '_'
                || !TypeIdRules.isPrefix(text, 0, separator))) {
            return null;
        }
        UUID uuid = Base32Text.decodeOrNull(text, separator + 1, false);
        return uuid == null ? null : new TypeId(text.subSequence(0, Math.max(separator, 0)).toString(), uuid);
    }

    /**
     * The type prefix.
     *
     * @return the prefix, empty if the TypeID has none
     */
    public String prefix() {
        return prefix;
    }

    /**
     * The UUID.
     *
     * @return the 128 bits the suffix encodes
     */
    public UUID uuid() {
        return uuid;
    }

    /**
     * The TypeID's text.
     *
     * @return {@code prefix_suffix}, or the 26-character suffix alone when the prefix is empty
     */
    @Override
    public String toString() {
        return format(prefix, uuid);
    }

    /**
     * Orders by prefix, then by the UUID's bits compared unsigned: the order of the texts as strings.
     */
    @Override
    public int compareTo(TypeId other) {
        int byPrefix = prefix.compareTo(other.prefix);
        return byPrefix != 0 ? byPrefix : UuidOrder.UNSIGNED.compare(uuid, other.uuid);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TypeId other && prefix.equals(other.prefix) && uuid.equals(other.uuid);
    }

    @Override
    public int hashCode() {
        return 31 * prefix.hashCode() + uuid.hashCode();
    }

    /** The text of a prefix known to be valid and a UUID: one scratch array, then the string. */
    static String format(String prefix, UUID uuid) {
        int start = prefix.isEmpty() ? 0 : prefix.length() + 1;
        byte[] text = new byte[start + Base32Text.LENGTH];
        if (start > 0) {
            for (int i = 0; i < prefix.length(); i++) {
                text[i] = (byte) prefix.charAt(i);   // a checked prefix is ASCII
            }
            text[start - 1] = '_';
        }
        Base32Text.encodeAtEnd(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits(), false, text);
        return Base32Text.ascii(text);
    }

    /**
     * The prefix of one type, checked once: formats, parses and makes the TypeIDs of that type.
     * Parsing refuses a TypeID of another prefix, naming both. Immutable and thread-safe.
     */
    public static final class Prefix {

        private final String name;
        /** Characters before the suffix: the prefix and its separator, or none. */
        private final int suffixStart;
        /** The prefix and its separator as ASCII bytes, copied in front of each text. */
        private final byte[] head;

        private Prefix(String name) {
            this.name = name;
            this.suffixStart = name.isEmpty() ? 0 : name.length() + 1;
            this.head = (name.isEmpty() ? "" : name + "_").getBytes(StandardCharsets.US_ASCII);
        }

        /** The text of {@code id} under this prefix: one scratch array, then the string. */
        private String text(UUID id) {
            byte[] text = Arrays.copyOf(head, suffixStart + Base32Text.LENGTH);
            Base32Text.encodeAtEnd(id.getMostSignificantBits(), id.getLeastSignificantBits(), false, text);
            return Base32Text.ascii(text);
        }

        /**
         * The prefix.
         *
         * @return the prefix, as given
         */
        public String name() {
            return name;
        }

        /**
         * The TypeID text of {@code id} under this prefix.
         *
         * @param id any UUID
         * @return {@code prefix_} and the 26 characters
         */
        public String format(UUID id) {
            return text(Objects.requireNonNull(id, "id"));
        }

        /**
         * The TypeID of {@code id} under this prefix.
         *
         * @param id any UUID
         * @return the TypeID
         */
        public TypeId of(UUID id) {
            return new TypeId(name, Objects.requireNonNull(id, "id"));
        }

        /**
         * The next id of a generator, as a TypeID text of this prefix.
         *
         * @param ids the generator
         * @return the text of {@code ids.next()}
         */
        public String next(UuidGenerator ids) {
            return text(ids.next());
        }

        /**
         * The UUID of a TypeID of this prefix.
         *
         * @param text a TypeID of this prefix
         * @return its UUID
         * @throws UuidFormatException if text is not a TypeID, or one of another prefix; the message
         *                             names both prefixes
         */
        public UUID parse(CharSequence text) {
            Objects.requireNonNull(text, "TypeID text must not be null");
            UUID id = tryParse(text);
            if (id == null) {
                throw TypeIdRules.refusal(text, name);
            }
            return id;
        }

        /**
         * The UUID of a TypeID of this prefix, or null if the text is anything else.
         *
         * @param text a TypeID of this prefix, or anything else (null included)
         * @return its UUID, or null
         */
        public UUID tryParse(CharSequence text) {
            if (text == null || text.length() != suffixStart + Base32Text.LENGTH) {
                return null;
            }
            for (int i = 0; i < name.length(); i++) {
                if (text.charAt(i) != name.charAt(i)) {
                    return null;
                }
            }
            if (suffixStart > 0 && text.charAt(suffixStart - 1) != '_') {
                return null;
            }
            return Base32Text.decodeOrNull(text, suffixStart, false);
        }

        /**
         * The TypeID text, under this prefix, of an id's façade: the public form of an internal id.
         *
         * @param facade the façade
         * @param id     the internal id
         * @return {@code prefix_} and the 26 characters of {@code facade.encode(id)}
         */
        public String encode(UuidFacade facade, UUID id) {
            return text(facade.encode(id));
        }

        /**
         * The internal id whose façade a TypeID of this prefix carries.
         *
         * @param facade the façade
         * @param text   a TypeID of this prefix whose UUID is a façade of {@code facade}
         * @return the internal id
         * @throws UuidFormatException if the text is not a TypeID of this prefix, or its UUID not a
         *                             façade the façade decodes
         */
        public UUID decode(UuidFacade facade, CharSequence text) {
            return facade.decode(parse(text));
        }

        /**
         * The internal id whose façade a TypeID of this prefix carries, or null.
         *
         * @param facade the façade
         * @param text   anything (null included)
         * @return the internal id, or null if the text is not a TypeID of this prefix carrying a
         *         façade the façade decodes
         */
        public UUID tryDecode(UuidFacade facade, CharSequence text) {
            UUID publicId = tryParse(text);
            return publicId == null ? null : facade.tryDecode(publicId);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Prefix other && name.equals(other.name);
        }

        @Override
        public int hashCode() {
            return name.hashCode();
        }

        @Override
        public String toString() {
            return "TypeId.Prefix[" + name + "]";
        }
    }
}
