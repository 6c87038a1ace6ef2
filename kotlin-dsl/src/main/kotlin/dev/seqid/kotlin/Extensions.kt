package dev.seqid.kotlin

import dev.seqid.UuidFormatException
import dev.seqid.UuidLayout
import dev.seqid.UuidOrder
import dev.seqid.UuidParser
import java.time.Instant
import java.util.UUID

/**
 * The instant encoded in this id by [layout] (rounded down to the layout's precision).
 *
 * ```
 * val created: Instant = id.instant(UuidLayout.v7())
 * ```
 *
 * @throws IllegalArgumentException if the id does not match the layout or it has no timestamp
 */
public fun UUID.instant(layout: UuidLayout): Instant = layout.instantOf(this)

/**
 * The version nibble of this id (bits 48-51), as [UUID.version] reads it; 7 for v7.
 *
 * ```
 * check(id.versionNibble == 7)
 * ```
 */
public val UUID.versionNibble: Int
    get() = version()

/**
 * A comparator of [T] by the id [selector] picks, in this database order.
 *
 * ```
 * rows.sortedWith(UuidOrder.SQL_SERVER.comparing { it.id })
 * ```
 */
public inline fun <T> UuidOrder.comparing(crossinline selector: (T) -> UUID): Comparator<T> =
    Comparator { a, b -> compare(selector(a), selector(b)) }

/**
 * These ids sorted as the layout's database sorts them ([UuidLayout.databaseOrder]).
 *
 * ```
 * val asStored = ids.sortedInDatabaseOrder(UuidLayout.combSqlServer())
 * ```
 */
public fun Iterable<UUID>.sortedInDatabaseOrder(layout: UuidLayout): List<UUID> = sortedWith(layout.databaseOrder())

/**
 * Whether this id sorts before [other] in [order].
 *
 * ```
 * check(first.isBefore(second, UuidOrder.UNSIGNED))
 * ```
 */
public fun UUID.isBefore(other: UUID, order: Comparator<in UUID>): Boolean = order.compare(this, other) < 0

/**
 * The id this text spells, in the canonical 36-character form, by seqid's strict parser.
 *
 * ```
 * val id = "0190a8e2-5c5e-7b3a-9f00-1234567890ab".toUuid()
 * ```
 *
 * @throws UuidFormatException naming the first thing wrong and where
 */
public fun String.toUuid(): UUID = UuidParser.parse(this)

/**
 * The id this text spells, or `null` if it is not a canonical UUID (see [toUuid] for why).
 *
 * ```
 * val id: UUID? = header.toUuidOrNull()
 * ```
 */
public fun String.toUuidOrNull(): UUID? =
    try {
        UuidParser.parse(this)
    } catch (e: UuidFormatException) {
        null
    }
