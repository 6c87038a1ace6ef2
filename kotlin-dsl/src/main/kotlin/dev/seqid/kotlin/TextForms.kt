package dev.seqid.kotlin

import dev.seqid.TypeId
import dev.seqid.UlidText
import dev.seqid.UuidFacade
import dev.seqid.UuidFormatException
import java.util.UUID
import kotlin.uuid.Uuid
import kotlin.uuid.toJavaUuid

// The TypeID and ULID text of an id, and back: each function is one call of seqid-core's TypeId or
// UlidText, which hold the rules and write the messages. A TypeID is written as its text (a String):
// the typed pair of a prefix and a UUID is the core's TypeId (TypeId.of(prefix, id)).

/**
 * This id's TypeID text under [prefix] ([TypeId.Prefix.format]).
 *
 * ```
 * val publicId: String = order.id.toTypeId("inv")      // inv_01h455vb4pex5vsknk084sn02q
 * ```
 *
 * An empty [prefix] gives the 26 characters alone, as the TypeID specification writes them.
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix (empty, or 1 to 63 characters
 *   `a-z` and `_` that start and end with a letter), saying which rule it breaks
 */
public fun UUID.toTypeId(prefix: String): String = TypeId.prefix(prefix).format(this)

/**
 * This id's TypeID text under [prefix], for a [Uuid] ([TypeId.Prefix.format]).
 *
 * ```
 * val publicId: String = key.toTypeId("inv")
 * ```
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix, saying which rule it breaks
 */
public fun Uuid.toTypeId(prefix: String): String = TypeId.prefix(prefix).format(toJavaUuid())

/**
 * The id of this TypeID text, which must have [prefix] ([TypeId.Prefix.parse]); `.toKotlinUuid()`
 * for a [Uuid].
 *
 * ```
 * val id: UUID = "inv_01h455vb4pex5vsknk084sn02q".parseTypeId("inv")
 * ```
 *
 * @throws UuidFormatException if this is not a TypeID, or one of another prefix (the message names
 *   both prefixes)
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix
 */
public fun String.parseTypeId(prefix: String): UUID = TypeId.prefix(prefix).parse(this)

/**
 * [parseTypeId], or `null` where this text is not a TypeID of [prefix] ([TypeId.Prefix.tryParse]).
 *
 * ```
 * val id: UUID = path.parseTypeIdOrNull("inv") ?: return notFound()
 * ```
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix: that is the caller's mistake,
 *   not the text's
 */
public fun String.parseTypeIdOrNull(prefix: String): UUID? = TypeId.prefix(prefix).tryParse(this)

/**
 * This id's ULID text: 26 characters, upper case ([UlidText.format]).
 *
 * ```
 * val text: String = id.toUlidText()                   // 01H455VB4PEX5VSKNK084SN02Q
 * ```
 */
public fun UUID.toUlidText(): String = UlidText.format(this)

/**
 * This id's ULID text, for a [Uuid] ([UlidText.format]).
 *
 * ```
 * val text: String = key.toUlidText()
 * ```
 */
public fun Uuid.toUlidText(): String = UlidText.format(toJavaUuid())

/**
 * The id whose ULID text this is, in either case ([UlidText.parse]); `.toKotlinUuid()` for a [Uuid].
 *
 * ```
 * val id: UUID = "01H455VB4PEX5VSKNK084SN02Q".parseUlidText()
 * ```
 *
 * @throws UuidFormatException if this is not ULID text, saying what is wrong and where
 */
public fun String.parseUlidText(): UUID = UlidText.parse(this)

/**
 * [parseUlidText], or `null` where this is not ULID text ([UlidText.tryParse]).
 *
 * ```
 * val id: UUID? = header.parseUlidTextOrNull()
 * ```
 */
public fun String.parseUlidTextOrNull(): UUID? = UlidText.tryParse(this)

/**
 * The TypeID text, under [prefix], of [id]'s façade: the public form of an internal id
 * ([TypeId.Prefix.encode]).
 *
 * ```
 * val publicId: String = facade.encodeTypeId("inv", order.id)
 * ```
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix, or [id] lacks the version or
 *   variant of the façade's layout
 */
public fun UuidFacade.encodeTypeId(prefix: String, id: UUID): String = TypeId.prefix(prefix).encode(this, id)

/**
 * The TypeID text, under [prefix], of [id]'s façade, for a [Uuid] ([TypeId.Prefix.encode]).
 *
 * ```
 * val publicId: String = facade.encodeTypeId("inv", key)
 * ```
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix, or [id] lacks the version or
 *   variant of the façade's layout
 */
public fun UuidFacade.encodeTypeId(prefix: String, id: Uuid): String = TypeId.prefix(prefix).encode(this, id.toJavaUuid())

/**
 * The internal id whose façade the TypeID [text] of [prefix] carries ([TypeId.Prefix.decode]);
 * `.toKotlinUuid()` for a [Uuid].
 *
 * ```
 * val id: UUID = facade.decodeTypeId("inv", publicId)
 * ```
 *
 * @throws UuidFormatException if [text] is not a TypeID of [prefix], or its UUID not a façade this
 *   façade decodes
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix
 */
public fun UuidFacade.decodeTypeId(prefix: String, text: String): UUID = TypeId.prefix(prefix).decode(this, text)

/**
 * [decodeTypeId], or `null` where it would throw a [UuidFormatException] ([TypeId.Prefix.tryDecode]).
 *
 * ```
 * val id: UUID = facade.decodeTypeIdOrNull("inv", publicId) ?: return notFound()
 * ```
 *
 * @throws IllegalArgumentException if [prefix] is not a TypeID prefix: that is the caller's mistake,
 *   not the text's
 */
public fun UuidFacade.decodeTypeIdOrNull(prefix: String, text: String): UUID? = TypeId.prefix(prefix).tryDecode(this, text)
