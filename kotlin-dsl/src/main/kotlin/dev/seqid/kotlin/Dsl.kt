package dev.seqid.kotlin

import dev.seqid.ClockSource
import dev.seqid.EntropySource
import dev.seqid.MonotonicMethod
import dev.seqid.OverflowPolicy
import dev.seqid.TimestampEncoding
import dev.seqid.UuidGenerator
import dev.seqid.UuidLayout
import java.security.SecureRandom
import java.time.Instant
import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds
import kotlin.time.toJavaDuration

/**
 * Marks seqid's configuration blocks, so that inside a nested block (`layout { }`) the outer
 * block's settings cannot be set by accident.
 *
 * ```
 * uuidGenerator { layout("custom") { version = 8 } }   // inside layout { }, clock = … does not compile
 * ```
 */
@DslMarker
public annotation class SeqIdDsl

/**
 * Builds a [UuidGenerator] from a configuration block; every setting is optional.
 *
 * ```
 * val ids = uuidGenerator {
 *     layout = UuidLayout.combSqlServer()
 *     overflowPolicy = OverflowPolicy.THROW
 *     maxLead = 50.milliseconds
 * }
 * ```
 *
 * The block's values go through the Java builders, so the same rules apply; a value they reject
 * fails here with an [IllegalArgumentException] that names the block's property and says what
 * is allowed.
 */
public fun uuidGenerator(block: UuidGeneratorSpec.() -> Unit = {}): UuidGenerator =
    UuidGeneratorSpec().apply(block).build()

/**
 * The settings of [uuidGenerator]: the same as [UuidGenerator.Builder], plus the layout changes
 * ([counter], [node], [noRepeatIncrement]) that the Java API makes through [UuidLayout.toBuilder].
 *
 * ```
 * uuidGenerator {
 *     layout("v7")
 *     counter(MonotonicMethod.MONOTONIC_RANDOM, 42)
 *     entropy = perThreadDrbg()
 * }
 * ```
 */
@SeqIdDsl
public class UuidGeneratorSpec internal constructor() {

    /**
     * The layout; default RFC 9562 v7 ([UuidLayout.v7]).
     *
     * ```
     * layout = UuidLayout.combPostgres()
     * ```
     */
    public var layout: UuidLayout = UuidLayout.v7()

    /**
     * The clock; default [ClockSource.cached].
     *
     * ```
     * clock = ClockSource.system()
     * ```
     */
    public var clock: ClockSource = ClockSource.cached()

    /**
     * The entropy; default [secureRing]. See also [perThreadDrbg], [secureRandom], [fast].
     *
     * ```
     * entropy = perThreadDrbg()
     * ```
     */
    public var entropy: EntropySource = EntropySource.secure()

    /**
     * What the blocking calls do when the counter is spent and [maxLead] reached; default
     * [OverflowPolicy.WAIT]. The [asFlow] and [nextId] calls never block either way: under `WAIT`
     * they suspend, under `THROW` they throw.
     *
     * ```
     * overflowPolicy = OverflowPolicy.THROW
     * ```
     */
    public var overflowPolicy: OverflowPolicy = OverflowPolicy.WAIT

    /**
     * How far the generator may borrow ticks ahead of the clock; default 1 second, zero never.
     *
     * ```
     * maxLead = 10.milliseconds
     * ```
     */
    public var maxLead: Duration = 1.seconds

    /**
     * RT.Comb's no-repeat timestamps instead of a counter: the increment added when the clock has
     * not moved ([UuidLayout.withNoRepeatTimestamps]); `null` (the default) keeps the layout's own.
     *
     * ```
     * layout("comb-sqlserver"); noRepeatIncrement = 1.milliseconds
     * ```
     */
    public var noRepeatIncrement: Duration? = null

    private var counter: Pair<MonotonicMethod, Int>? = null
    private var node: Pair<Int, Long>? = null

    /**
     * Uses the layout the command line and [UuidLayout.named] know as [name].
     *
     * ```
     * layout("comb-sqlserver")
     * ```
     */
    public fun layout(name: String) {
        layout = setting("layout", "one of ${UuidLayout.names()}") { UuidLayout.named(name) }
    }

    /**
     * Describes a custom layout field by field, as [UuidLayout.builder] does.
     *
     * ```
     * layout("my-v8") {
     *     version = 8
     *     rfcVariant = true
     *     counter(MonotonicMethod.DEDICATED_COUNTER, 20)
     * }
     * ```
     */
    public fun layout(name: String, block: UuidLayoutSpec.() -> Unit) {
        layout = UuidLayoutSpec(name).apply(block).build()
    }

    /**
     * Replaces the layout's monotonic method and counter width (bits, 0 to 42).
     *
     * ```
     * counter(MonotonicMethod.DEDICATED_COUNTER, 24)
     * ```
     */
    public fun counter(method: MonotonicMethod, bits: Int) {
        counter = method to bits
    }

    /**
     * Places a node id of [bits] bits (0 to 48) with value [value] after the counter.
     *
     * ```
     * node(bits = 10, value = 7)
     * ```
     */
    public fun node(bits: Int, value: Long) {
        node = bits to value
    }

    /**
     * The process-wide secure entropy, pre-filled by a background thread ([EntropySource.secure]).
     *
     * ```
     * entropy = secureRing()
     * ```
     */
    public fun secureRing(): EntropySource = EntropySource.secure()

    /**
     * Secure entropy without a background thread ([EntropySource.perThreadDrbg]).
     *
     * ```
     * entropy = perThreadDrbg()
     * ```
     */
    public fun perThreadDrbg(): EntropySource = EntropySource.perThreadDrbg()

    /**
     * One call to [random] per draw ([EntropySource.of]).
     *
     * ```
     * entropy = secureRandom(SecureRandom.getInstanceStrong())
     * ```
     */
    public fun secureRandom(random: SecureRandom = SecureRandom()): EntropySource = EntropySource.of(random)

    /**
     * Fast but guessable bits ([EntropySource.threadLocalRandom]): only for ids that need not be
     * unguessable.
     *
     * ```
     * entropy = fast()
     * ```
     */
    public fun fast(): EntropySource = EntropySource.threadLocalRandom()

    internal fun build(): UuidGenerator {
        var l = layout
        counter?.let { (method, bits) ->
            l = setting("counter", "a method with 1 to ${UuidLayout.MAX_COUNTER_BITS} bits, or CLOCK_PRECISION with 0") {
                l.toBuilder().counter(method, bits).build()
            }
        }
        node?.let { (bits, value) ->
            l = setting("node", "0 to 48 bits and a value that fits in them") { l.toBuilder().node(bits, value).build() }
        }
        noRepeatIncrement?.let { increment ->
            l = setting("noRepeatIncrement", "a positive whole number of the layout's ticks") {
                l.withNoRepeatTimestamps(increment.toJavaDuration())
            }
        }
        val lead = setting("maxLead", "zero or a positive duration") {
            require(!maxLead.isNegative()) { "got $maxLead" }
            maxLead.toJavaDuration()
        }
        return UuidGenerator.builder()
            .layout(l)
            .clock(clock)
            .entropy(entropy)
            .overflowPolicy(overflowPolicy)
            .maxLead(lead)
            .build()
    }
}

/**
 * A custom layout, field by field, mirroring [UuidLayout.Builder]; used in
 * [UuidGeneratorSpec.layout].
 *
 * ```
 * layout("v8-tenths") {
 *     version = 8
 *     rfcVariant = true
 *     timestamp = linear(Instant.EPOCH, ticksPerSecond = 10, bits = 48)
 *     counter(MonotonicMethod.DEDICATED_COUNTER, 16)
 * }
 * ```
 */
@SeqIdDsl
public class UuidLayoutSpec internal constructor(private val name: String) {

    /**
     * The version nibble (0 to 15) written into every id; `null` (the default) writes none.
     *
     * ```
     * version = 8
     * ```
     */
    public var version: Int? = null

    /**
     * Whether to write the RFC 9562 variant bits; default false.
     *
     * ```
     * rfcVariant = true
     * ```
     */
    public var rfcVariant: Boolean = false

    /**
     * For a version of 8 to 15: whether to fix the top of byte 8 so that MariaDB's `UUID` type
     * accepts every id ([UuidLayout.Builder.mariaDbGuard]); default true. Turn it off only to
     * reproduce another format bit for bit.
     *
     * ```
     * mariaDbGuard = false
     * ```
     */
    public var mariaDbGuard: Boolean = true

    /**
     * Whether version and variant come from the random base, as in the COMB family; default false.
     *
     * ```
     * versionFromBase = true
     * ```
     */
    public var versionFromBase: Boolean = false

    /**
     * The timestamp encoding; default 48-bit Unix milliseconds ([unixMillis48]).
     *
     * ```
     * timestamp = linear(Instant.parse("2020-01-01T00:00:00Z"), ticksPerSecond = 1000, bits = 40)
     * ```
     */
    public var timestamp: TimestampEncoding = TimestampEncoding.unixMillis48()

    private var counter: Pair<MonotonicMethod, Int>? = null
    private var node: Pair<Int, Long>? = null
    private var sortOrder: IntArray? = null
    private var noTimestamp = false

    /**
     * The monotonic method and counter width in bits (0 to 42).
     *
     * ```
     * counter(MonotonicMethod.MONOTONIC_RANDOM, 30)
     * ```
     */
    public fun counter(method: MonotonicMethod, bits: Int) {
        counter = method to bits
    }

    /**
     * A node id of [bits] bits (0 to 48) placed after the counter.
     *
     * ```
     * node(bits = 12, value = 42)
     * ```
     */
    public fun node(bits: Int, value: Long) {
        node = bits to value
    }

    /**
     * The order in which the database compares the 16 bytes: a permutation of 0..15.
     *
     * ```
     * sortOrder(10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0)   // SQL Server
     * ```
     */
    public fun sortOrder(vararg order: Int) {
        sortOrder = order.copyOf()
    }

    /**
     * No timestamp and no counter: every id random.
     *
     * ```
     * noTimestamp()
     * ```
     */
    public fun noTimestamp() {
        noTimestamp = true
    }

    /**
     * RFC 9562's 48-bit Unix milliseconds.
     *
     * ```
     * timestamp = unixMillis48()
     * ```
     */
    public fun unixMillis48(): TimestampEncoding = TimestampEncoding.unixMillis48()

    /**
     * A linear count of `1 / ticksPerSecond` seconds since [epoch] in [bits] bits.
     *
     * ```
     * timestamp = linear(Instant.EPOCH, ticksPerSecond = 10_000_000, bits = 60)
     * ```
     */
    public fun linear(epoch: Instant, ticksPerSecond: Long, bits: Int): TimestampEncoding =
        setting("timestamp", "ticksPerSecond 1 to 1,000,000,000 and 1 to 64 bits") {
            TimestampEncoding.linear(epoch, ticksPerSecond, bits)
        }

    internal fun build(): UuidLayout {
        val b = UuidLayout.builder(name)
        sortOrder?.let { order -> setting("sortOrder", "a permutation of 0..15") { b.sortOrder(*order) } }
        version?.let { v -> setting("version", "0 to 15") { b.version(v) } }
        b.rfcVariant(rfcVariant)
        b.mariaDbGuard(mariaDbGuard)
        b.versionFromBase(versionFromBase)
        b.timestamp(timestamp)
        counter?.let { (method, bits) ->
            setting("counter", "a method with 1 to ${UuidLayout.MAX_COUNTER_BITS} bits, or CLOCK_PRECISION with 0") {
                b.counter(method, bits)
            }
        }
        node?.let { (bits, value) -> setting("node", "0 to 48 bits and a value that fits in them") { b.node(bits, value) } }
        if (noTimestamp) {
            b.noTimestamp()
        }
        return setting("layout(\"$name\") { }", "a layout whose fields fit in 128 bits") { b.build() }
    }
}

/**
 * Runs a Java builder step; its [IllegalArgumentException] comes back naming the block's
 * [property] and what [allowed], with the core's own message (and exception) kept.
 */
private inline fun <T> setting(property: String, allowed: String, step: () -> T): T =
    try {
        step()
    } catch (e: IllegalArgumentException) {
        throw IllegalArgumentException("uuidGenerator { $property }: ${e.message}; allowed: $allowed", e)
    }
