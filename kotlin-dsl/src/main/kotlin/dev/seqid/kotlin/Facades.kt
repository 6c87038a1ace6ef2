package dev.seqid.kotlin

import dev.seqid.ClockSource
import dev.seqid.FacadeKey
import dev.seqid.FacadeScheme
import dev.seqid.UuidFacade
import dev.seqid.UuidFormatException
import dev.seqid.UuidLayout
import java.time.Instant
import java.util.UUID
import kotlin.time.Duration
import kotlin.time.toJavaDuration
import kotlin.uuid.Uuid
import kotlin.uuid.toJavaUuid
import kotlin.uuid.toKotlinUuid

/**
 * Builds a [UuidFacade] of [scheme] ([FacadeScheme.OPAQUE] or [FacadeScheme.UUIDV47]; a configured
 * name goes through [FacadeScheme.named]) with [key]; the block's settings are optional.
 *
 * ```
 * val facade = uuidFacade(FacadeScheme.OPAQUE, FacadeKey.ofHex(System.getenv("SEQID_FACADE_KEY"))) {
 *     plausibleTime(notBefore = Instant.parse("2026-01-01T00:00:00Z"), lead = 5.minutes)
 * }
 * ```
 *
 * The block wraps the Java [UuidFacade.Builder] and passes on only what it sets. A value the Java
 * builder rejects fails here with an [IllegalArgumentException] whose message is the builder's,
 * prefixed with the setting (`uuidFacade { layout }: ...`).
 *
 * @throws IllegalArgumentException for a setting the scheme cannot take
 */
public fun uuidFacade(scheme: FacadeScheme, key: FacadeKey, block: UuidFacadeSpec.() -> Unit = {}): UuidFacade =
    UuidFacadeSpec().apply(block).build(scheme, key)

/**
 * The settings of [uuidFacade]: those of [UuidFacade.Builder] under the same names. A setting left
 * `null` is the Java builder's default.
 */
@SeqIdDsl
public class UuidFacadeSpec internal constructor() {

    /**
     * The layout of the ids to encode; unset, [UuidLayout.v7].
     *
     * ```
     * layout = UuidLayout.v8SqlServer()
     * ```
     */
    public var layout: UuidLayout? = null

    /**
     * The clock the plausible-time window reads "now" from; unset, [ClockSource.system].
     *
     * ```
     * clock = ClockSource.system()
     * ```
     */
    public var clock: ClockSource? = null

    private var window: Pair<Instant, Duration>? = null

    /**
     * Uses the layout the command line and [UuidLayout.named] know as [name].
     *
     * ```
     * layout("v7-monotonic-random")
     * ```
     */
    public fun layout(name: String) {
        layout = facadeSetting("layout") { UuidLayout.named(name) }
    }

    /**
     * Refuse, on decoding, a façade whose id was made before [notBefore] or after now plus [lead]
     * ([UuidFacade.Builder.plausibleTime]).
     *
     * ```
     * plausibleTime(notBefore = Instant.parse("2026-01-01T00:00:00Z"), lead = 5.minutes)
     * ```
     */
    public fun plausibleTime(notBefore: Instant, lead: Duration) {
        window = notBefore to lead
    }

    internal fun build(scheme: FacadeScheme, key: FacadeKey): UuidFacade {
        val builder = UuidFacade.builder(scheme, key)
        layout?.let { l -> facadeSetting("layout") { builder.layout(l) } }
        window?.let { (notBefore, lead) -> facadeSetting("plausibleTime") { builder.plausibleTime(notBefore, lead.toJavaDuration()) } }
        clock?.let { builder.clock(it) }
        return facadeSetting("layout") { builder.build() }
    }
}

/**
 * This id's façade under [facade] ([UuidFacade.encode]).
 *
 * ```
 * val publicId: UUID = order.id.toFacade(facade)
 * ```
 *
 * @throws IllegalArgumentException if this id lacks the version or variant of the façade's layout
 */
public fun UUID.toFacade(facade: UuidFacade): UUID = facade.encode(this)

/**
 * The id whose façade under [facade] this is ([UuidFacade.decode]).
 *
 * ```
 * val id: UUID = publicId.fromFacade(facade)
 * ```
 *
 * @throws UuidFormatException if this is not a façade [facade] decodes, saying why
 */
public fun UUID.fromFacade(facade: UuidFacade): UUID = facade.decode(this)

/**
 * [fromFacade], or `null` where it would throw ([UuidFacade.tryDecode]).
 *
 * ```
 * val id: UUID = publicId.fromFacadeOrNull(facade) ?: return notFound()
 * ```
 */
public fun UUID.fromFacadeOrNull(facade: UuidFacade): UUID? = facade.tryDecode(this)

/**
 * This id's façade under [facade], as a [Uuid] ([UuidFacade.encode]).
 *
 * ```
 * val publicId: Uuid = key.toFacade(facade)
 * ```
 *
 * @throws IllegalArgumentException if this id lacks the version or variant of the façade's layout
 */
public fun Uuid.toFacade(facade: UuidFacade): Uuid = facade.encode(toJavaUuid()).toKotlinUuid()

/**
 * The id whose façade under [facade] this is, as a [Uuid] ([UuidFacade.decode]).
 *
 * ```
 * val key: Uuid = publicId.fromFacade(facade)
 * ```
 *
 * @throws UuidFormatException if this is not a façade [facade] decodes, saying why
 */
public fun Uuid.fromFacade(facade: UuidFacade): Uuid = facade.decode(toJavaUuid()).toKotlinUuid()

/**
 * [fromFacade], or `null` where it would throw ([UuidFacade.tryDecode]).
 *
 * ```
 * val key: Uuid = publicId.fromFacadeOrNull(facade) ?: return notFound()
 * ```
 */
public fun Uuid.fromFacadeOrNull(facade: UuidFacade): Uuid? = facade.tryDecode(toJavaUuid())?.toKotlinUuid()

/** A Java builder step; its [IllegalArgumentException] comes back prefixed with the setting, the original as the cause. */
private inline fun <T> facadeSetting(property: String, step: () -> T): T =
    try {
        step()
    } catch (e: IllegalArgumentException) {
        throw IllegalArgumentException("uuidFacade { $property }: ${e.message}", e)
    }
