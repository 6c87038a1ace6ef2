package dev.seqid.kotlin

import dev.seqid.ClockSource
import dev.seqid.ClockStepBack
import dev.seqid.EntropySource
import dev.seqid.MonotonicMethod
import dev.seqid.OverflowPolicy
import dev.seqid.TimestampEncoding
import dev.seqid.UuidGenerator
import dev.seqid.UuidLayout
import java.security.SecureRandom
import java.time.Instant
import java.util.UUID
import kotlin.time.Duration
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
 * The block wraps the Java [UuidGenerator.Builder]: it passes on only what the block sets, so every
 * setting left out has the builder's default (`UuidGenerator.DEFAULT_*`), and the same rules apply.
 * A value the Java builders reject fails here with an [IllegalArgumentException] whose message is
 * theirs, prefixed with the block's property (`uuidGenerator { counter }: ...`).
 */
public fun uuidGenerator(block: UuidGeneratorSpec.() -> Unit = {}): UuidGenerator =
    UuidGeneratorSpec().apply(block).build()

/**
 * The settings of [uuidGenerator]: those of [UuidGenerator.Builder] under the same names ([layout],
 * [clock], [entropy], [overflowPolicy], [maxLead]), plus the layout changes ([counter], [node],
 * [noRepeatIncrement]) that the Java API makes through [UuidLayout.toBuilder]. A setting left `null`
 * (unset) is the Java builder's default.
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
     * The layout; unset, the Java builder's default ([UuidGenerator.DEFAULT_LAYOUT]).
     *
     * ```
     * layout = UuidLayout.combPostgres()
     * ```
     */
    public var layout: UuidLayout? = null

    /**
     * The clock; unset, the Java builder's default ([UuidGenerator.Builder.clock]).
     *
     * ```
     * clock = ClockSource.system()
     * ```
     */
    public var clock: ClockSource? = null

    /**
     * The entropy; unset, the Java builder's default ([UuidGenerator.DEFAULT_ENTROPY]). The helpers
     * [secure], [perThreadDrbg], [secureRandom] and [threadLocalRandom] are the [EntropySource]
     * factory methods of the same names; [entropy] by name takes the names of [EntropySource.names].
     *
     * ```
     * entropy = perThreadDrbg()
     * ```
     */
    public var entropy: EntropySource? = null

    /**
     * What the blocking calls do when the counter is spent and [maxLead] reached; unset, the Java
     * builder's default ([UuidGenerator.DEFAULT_OVERFLOW_POLICY]). The [asFlow] and [nextId] calls
     * never block either way: under `WAIT` they suspend, under `THROW` they throw.
     *
     * ```
     * overflowPolicy = OverflowPolicy.THROW
     * ```
     */
    public var overflowPolicy: OverflowPolicy? = null

    /**
     * How far the generator may borrow ticks ahead of the clock, zero never; unset, the Java
     * builder's default ([UuidGenerator.DEFAULT_MAX_LEAD]).
     *
     * ```
     * maxLead = 10.milliseconds
     * ```
     */
    public var maxLead: Duration? = null

    /**
     * What the generator does when the clock steps back further than [stepBackTolerance]: keep
     * strict order, or re-anchor to the clock (order across the step is lost, and counted); unset,
     * the Java builder's default ([UuidGenerator.DEFAULT_CLOCK_STEP_BACK], keep order).
     *
     * ```
     * clockStepBack = ClockStepBack.REANCHOR
     * ```
     */
    public var clockStepBack: ClockStepBack? = null

    /**
     * How far the clock may read behind the generator before a step back counts; unset, the Java
     * builder's default ([UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE]).
     *
     * ```
     * stepBackTolerance = 30.seconds
     * ```
     */
    public var stepBackTolerance: Duration? = null

    /**
     * A floor: every id is greater than this one in the layout's order, whatever the clock says
     * ([UuidGenerator.Builder.after]); `null` (the default) for none. For a service that restarts
     * with its clock behind the last id it stored.
     *
     * ```
     * after = lastStoredId
     * ```
     */
    public var after: UUID? = null

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
        layout = setting("layout") { UuidLayout.named(name) }
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
     * Replaces the layout's monotonic method and counter width (bits, as [UuidLayout.Builder.counter]).
     *
     * ```
     * counter(MonotonicMethod.DEDICATED_COUNTER, 24)
     * ```
     */
    public fun counter(method: MonotonicMethod, bits: Int) {
        counter = method to bits
    }

    /**
     * Places a node id of [bits] bits with value [value] after the counter (as [UuidLayout.Builder.node]).
     *
     * ```
     * node(bits = 10, value = 7)
     * ```
     */
    public fun node(bits: Int, value: Long) {
        node = bits to value
    }

    /**
     * Uses the entropy the command line, the Spring properties and [EntropySource.named] know as
     * [name].
     *
     * ```
     * entropy("per-thread-drbg")
     * ```
     */
    public fun entropy(name: String) {
        entropy = setting("entropy") { EntropySource.named(name) }
    }

    /**
     * The process-wide secure entropy, pre-filled by a background thread ([EntropySource.secure]);
     * named `secure`.
     *
     * ```
     * entropy = secure()
     * ```
     */
    public fun secure(): EntropySource = EntropySource.secure()

    /**
     * Secure entropy without a background thread ([EntropySource.perThreadDrbg]); named
     * `per-thread-drbg`.
     *
     * ```
     * entropy = perThreadDrbg()
     * ```
     */
    public fun perThreadDrbg(): EntropySource = EntropySource.perThreadDrbg()

    /**
     * One call to [random] per draw ([EntropySource.of]); named `secure-random` (with a new
     * [SecureRandom]).
     *
     * ```
     * entropy = secureRandom(SecureRandom.getInstanceStrong())
     * ```
     */
    public fun secureRandom(random: SecureRandom = SecureRandom()): EntropySource = EntropySource.of(random)

    /**
     * Fast but guessable bits ([EntropySource.threadLocalRandom]): only for ids that need not be
     * unguessable; named `thread-local-random`.
     *
     * ```
     * entropy = threadLocalRandom()
     * ```
     */
    public fun threadLocalRandom(): EntropySource = EntropySource.threadLocalRandom()

    internal fun build(): UuidGenerator {
        val builder = UuidGenerator.builder()
        changedLayout()?.let { builder.layout(it) }
        clock?.let { builder.clock(it) }
        entropy?.let { builder.entropy(it) }
        overflowPolicy?.let { builder.overflowPolicy(it) }
        maxLead?.let { lead -> setting("maxLead") { builder.maxLead(lead.toJavaDuration()) } }
        clockStepBack?.let { builder.clockStepBack(it) }
        after?.let { builder.after(it) }
        stepBackTolerance?.let { tolerance -> setting("stepBackTolerance") { builder.stepBackTolerance(tolerance.toJavaDuration()) } }
        return builder
            .build()
    }

    /**
     * The layout set, changed by [counter], [node] and [noRepeatIncrement] (those change the Java
     * builder's default layout when none is set); `null` when the block set none of them.
     */
    private fun changedLayout(): UuidLayout? {
        if (layout == null && counter == null && node == null && noRepeatIncrement == null) {
            return null
        }
        var l = layout ?: UuidLayout.named(UuidGenerator.DEFAULT_LAYOUT)
        counter?.let { (method, bits) -> l = setting("counter") { l.toBuilder().counter(method, bits).build() } }
        node?.let { (bits, value) -> l = setting("node") { l.toBuilder().node(bits, value).build() } }
        noRepeatIncrement?.let { increment ->
            l = setting("noRepeatIncrement") { l.withNoRepeatTimestamps(increment.toJavaDuration()) }
        }
        return l
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
     * Whether to write the RFC 9562 variant bits; unset, the Java builder's default (no).
     *
     * ```
     * rfcVariant = true
     * ```
     */
    public var rfcVariant: Boolean? = null

    /**
     * For a version of 8 to 15: whether to fix the top of byte 8 so that MariaDB's `UUID` type
     * accepts every id ([UuidLayout.Builder.mariaDbGuard]); unset, the Java builder's default (on).
     * Turn it off only to reproduce another format bit for bit.
     *
     * ```
     * mariaDbGuard = false
     * ```
     */
    public var mariaDbGuard: Boolean? = null

    /**
     * Whether version and variant come from the random base, as in the COMB family; unset, the
     * Java builder's default (no).
     *
     * ```
     * versionFromBase = true
     * ```
     */
    public var versionFromBase: Boolean? = null

    /**
     * The timestamp encoding; unset, the Java builder's default (48-bit Unix milliseconds,
     * [unixMillis48]).
     *
     * ```
     * timestamp = linear(Instant.parse("2020-01-01T00:00:00Z"), ticksPerSecond = 1000, bits = 40)
     * ```
     */
    public var timestamp: TimestampEncoding? = null

    private var counter: Pair<MonotonicMethod, Int>? = null
    private var node: Pair<Int, Long>? = null
    private var sortOrder: IntArray? = null
    private var noTimestamp = false

    /**
     * The monotonic method and counter width in bits (as [UuidLayout.Builder.counter]).
     *
     * ```
     * counter(MonotonicMethod.MONOTONIC_RANDOM, 30)
     * ```
     */
    public fun counter(method: MonotonicMethod, bits: Int) {
        counter = method to bits
    }

    /**
     * A node id of [bits] bits placed after the counter (as [UuidLayout.Builder.node]).
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
        setting("timestamp") { TimestampEncoding.linear(epoch, ticksPerSecond, bits) }

    internal fun build(): UuidLayout {
        val b = UuidLayout.builder(name)
        sortOrder?.let { order -> setting("sortOrder") { b.sortOrder(*order) } }
        version?.let { v -> setting("version") { b.version(v) } }
        rfcVariant?.let { b.rfcVariant(it) }
        mariaDbGuard?.let { b.mariaDbGuard(it) }
        versionFromBase?.let { b.versionFromBase(it) }
        timestamp?.let { b.timestamp(it) }
        counter?.let { (method, bits) -> setting("counter") { b.counter(method, bits) } }
        node?.let { (bits, value) -> setting("node") { b.node(bits, value) } }
        if (noTimestamp) {
            b.noTimestamp()
        }
        return setting("layout(\"$name\") { }") { b.build() }
    }
}

/**
 * Runs a Java builder step; its [IllegalArgumentException] comes back with the core's own message
 * (which says what is allowed) prefixed with the block's [property], the core's exception as the
 * cause.
 */
private inline fun <T> setting(property: String, step: () -> T): T =
    try {
        step()
    } catch (e: IllegalArgumentException) {
        throw IllegalArgumentException("uuidGenerator { $property }: ${e.message}", e)
    }
