package dev.seqid.spark;

import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidParser;
import java.util.UUID;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * What the TypeID and ULID functions call per row ({@code seqid_typeid}, {@code seqid_from_typeid},
 * {@code seqid_ulid}, {@code seqid_from_ulid}): static methods the generated code calls directly
 * ({@code StaticInvoke}), with Spark's strings. Public because generated code lives in another
 * package; not an API.
 *
 * <p>Each function has two methods, and the builder picks one when the query is analysed, from
 * {@code spark.sql.ansi.enabled}, as Spark's own casts do: under ANSI mode (Spark 4's default) text
 * that does not parse fails the query, with the core's message (what is wrong, at which index) after
 * the function's name; the {@code try} method returns null instead. A TypeID of another prefix than
 * the one asked for is text that does not parse. The canonical id strings are written as
 * {@link SeqIdRuntime} writes them, lower case.
 */
public final class TextFormRuntime {

    private static final String LENIENT = "; with spark.sql.ansi.enabled=false, text that does not parse gives NULL instead";

    private TextFormRuntime() {
    }

    /**
     * {@code seqid_typeid(prefix, id)} under ANSI mode: the TypeID text of a canonical id string.
     *
     * @param prefix the call's prefix
     * @param id the id's canonical string
     * @return {@code prefix_} and the 26 characters (the 26 characters alone for an empty prefix)
     * @throws IllegalArgumentException if {@code id} is not a canonical UUID string
     */
    public static UTF8String typeId(TypeIdPrefix prefix, UTF8String id) {
        return UTF8String.fromString(prefix.prefix().format(parseId("seqid_typeid", id)));
    }

    /**
     * {@code seqid_typeid(prefix, id)} outside ANSI mode.
     *
     * @param prefix the call's prefix
     * @param id the id's canonical string, or anything else
     * @return the TypeID text, or null if {@code id} is not a canonical UUID string
     */
    public static UTF8String tryTypeId(TypeIdPrefix prefix, UTF8String id) {
        UUID uuid = tryParseId(id);
        return uuid == null ? null : UTF8String.fromString(prefix.prefix().format(uuid));
    }

    /**
     * {@code seqid_from_typeid(text)} under ANSI mode: the id of a TypeID of any prefix.
     *
     * @param text a TypeID
     * @return the id's canonical string
     * @throws IllegalArgumentException if {@code text} is not a TypeID
     */
    public static UTF8String fromTypeId(UTF8String text) {
        try {
            return canonical(TypeId.parse(text.toString()).uuid());
        } catch (UuidFormatException e) {
            throw refused("seqid_from_typeid", e);
        }
    }

    /**
     * {@code seqid_from_typeid(text)} outside ANSI mode.
     *
     * @param text a TypeID, or anything else
     * @return the id's canonical string, or null if {@code text} is not a TypeID
     */
    public static UTF8String tryFromTypeId(UTF8String text) {
        TypeId typeId = TypeId.tryParse(text.toString());
        return typeId == null ? null : canonical(typeId.uuid());
    }

    /**
     * {@code seqid_from_typeid(text, prefix)} under ANSI mode: the id of a TypeID of the prefix.
     *
     * @param prefix the call's prefix
     * @param text a TypeID of that prefix
     * @return the id's canonical string
     * @throws IllegalArgumentException if {@code text} is not a TypeID, or one of another prefix
     *                                  (the message names both)
     */
    public static UTF8String fromTypeIdOf(TypeIdPrefix prefix, UTF8String text) {
        try {
            return canonical(prefix.prefix().parse(text.toString()));
        } catch (UuidFormatException e) {
            throw refused("seqid_from_typeid", e);
        }
    }

    /**
     * {@code seqid_from_typeid(text, prefix)} outside ANSI mode.
     *
     * @param prefix the call's prefix
     * @param text a TypeID of that prefix, or anything else
     * @return the id's canonical string, or null if {@code text} is not a TypeID of the prefix
     */
    public static UTF8String tryFromTypeIdOf(TypeIdPrefix prefix, UTF8String text) {
        UUID uuid = prefix.prefix().tryParse(text.toString());
        return uuid == null ? null : canonical(uuid);
    }

    /**
     * {@code seqid_ulid(id)} under ANSI mode: the ULID text of a canonical id string.
     *
     * @param id the id's canonical string
     * @return the 26 characters, upper case
     * @throws IllegalArgumentException if {@code id} is not a canonical UUID string
     */
    public static UTF8String ulid(UTF8String id) {
        return UTF8String.fromString(UlidText.format(parseId("seqid_ulid", id)));
    }

    /**
     * {@code seqid_ulid(id)} outside ANSI mode.
     *
     * @param id the id's canonical string, or anything else
     * @return the ULID text, or null if {@code id} is not a canonical UUID string
     */
    public static UTF8String tryUlid(UTF8String id) {
        UUID uuid = tryParseId(id);
        return uuid == null ? null : UTF8String.fromString(UlidText.format(uuid));
    }

    /**
     * {@code seqid_from_ulid(text)} under ANSI mode: the id of a ULID text.
     *
     * @param text ULID text, either case
     * @return the id's canonical string
     * @throws IllegalArgumentException if {@code text} is not ULID text
     */
    public static UTF8String fromUlid(UTF8String text) {
        try {
            return canonical(UlidText.parse(text.toString()));
        } catch (UuidFormatException e) {
            throw refused("seqid_from_ulid", e);
        }
    }

    /**
     * {@code seqid_from_ulid(text)} outside ANSI mode.
     *
     * @param text ULID text, or anything else
     * @return the id's canonical string, or null if {@code text} is not ULID text
     */
    public static UTF8String tryFromUlid(UTF8String text) {
        UUID uuid = UlidText.tryParse(text.toString());
        return uuid == null ? null : canonical(uuid);
    }

    private static UUID parseId(String function, UTF8String id) {
        try {
            return UuidParser.parse(id.toString());
        } catch (UuidFormatException e) {
            throw refused(function, e);
        }
    }

    /** The id of a canonical string, or null; the parser has no null-returning form, and bad rows are the rare ones. */
    private static UUID tryParseId(UTF8String id) {
        try {
            return UuidParser.parse(id.toString());
        } catch (UuidFormatException e) {
            return null;
        }
    }

    private static IllegalArgumentException refused(String function, UuidFormatException e) {
        return new IllegalArgumentException(function + ": " + e.getMessage() + LENIENT, e);
    }

    private static UTF8String canonical(UUID id) {
        return UTF8String.fromBytes(Hex.canonical(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    }
}
