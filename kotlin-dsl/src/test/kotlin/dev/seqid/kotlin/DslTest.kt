package dev.seqid.kotlin

import dev.seqid.testing.SettableClockSource
import dev.seqid.testing.SeededEntropySource
import dev.seqid.ClockStepBack
import dev.seqid.EntropySource
import dev.seqid.GeneratorOverflowException
import dev.seqid.MonotonicMethod
import dev.seqid.OverflowPolicy
import dev.seqid.TimestampEncoding
import dev.seqid.UuidGenerator
import dev.seqid.UuidLayout
import java.time.Instant
import java.time.Duration as JavaDuration
import java.util.UUID
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.nanoseconds
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.MethodSource
import org.junit.jupiter.params.provider.ValueSource

/** `uuidGenerator { }` builds what the Java builders build, and names the property it rejects. */
internal class DslTest {

    // ------------------------------------------------------------------ same generator as the Java builder

    @ParameterizedTest
    @MethodSource("layoutNames")
    fun `every named layout makes the same ids as the Java builder for the same clock and seed`(name: String) {
        val dslClock = SettableClockSource(START)
        val dsl = uuidGenerator {
            layout(name)
            clock = dslClock
            entropy = SeededEntropySource(42)
        }
        // v8-node draws a random node id per look-up: the Java side takes the node the DSL got.
        val expectedLayout = if (name == "v8-node") {
            UuidLayout.named(name).toBuilder().node(dsl.layout().nodeBits(), dsl.layout().node()).build()
        } else {
            UuidLayout.named(name)
        }
        assertThat(dsl.layout()).isEqualTo(expectedLayout)

        val javaClock = SettableClockSource(START)
        val java = UuidGenerator.builder()
            .layout(expectedLayout)
            .clock(javaClock)
            .entropy(SeededEntropySource(42))
            .build()

        assertThat(idsAcrossClockSteps(dsl, dslClock)).isEqualTo(idsAcrossClockSteps(java, javaClock))
    }

    @Test
    fun `the defaults are the Java builder's defaults`() {
        val dsl = uuidGenerator()
        val java = UuidGenerator.builder().build()
        assertThat(dsl.layout()).isEqualTo(java.layout()).isEqualTo(UuidLayout.v7())
        assertThat(dsl.overflowPolicy()).isEqualTo(java.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT)
        // The default maximum lead, 1 second: a tiny counter under THROW borrows up to it.
        val clock = SettableClockSource(START)
        val tiny = uuidGenerator {
            layout("v7")
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            entropy = SeededEntropySource(1)
            overflowPolicy = OverflowPolicy.THROW
        }
        val made = generateSequence { try { tiny.next() } catch (e: GeneratorOverflowException) { null } }.count()
        assertThat(made).isGreaterThan(4096 * 1000)
        assertThat(tiny.lead()).isEqualTo(JavaDuration.ofSeconds(1))
    }

    @Test
    fun `a custom layout equals the Java builder's`() {
        val epoch = Instant.parse("2020-01-01T00:00:00Z")
        val sqlServerOrder = intArrayOf(10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0)
        val dsl = uuidGenerator {
            layout("x") {
                version = 8
                rfcVariant = true
                timestamp = linear(epoch, ticksPerSecond = 1000, bits = 40)
                counter(MonotonicMethod.DEDICATED_COUNTER, 20)
                node(bits = 10, value = 7)
                sortOrder(*sqlServerOrder)
            }
        }.layout()
        val java = UuidLayout.builder("x")
            .version(8)
            .rfcVariant(true)
            .timestamp(TimestampEncoding.linear(epoch, 1000, 40))
            .counter(MonotonicMethod.DEDICATED_COUNTER, 20)
            .node(10, 7)
            .sortOrder(*sqlServerOrder)
            .build()
        assertThat(dsl).isEqualTo(java)
        assertThat(dsl).isNotEqualTo(java.toBuilder().node(10, 8).build())
    }

    @Test
    fun `custom layouts with defaults, the COMB flag, the MariaDB guard and no timestamp equal the Java builder's`() {
        assertThat(uuidGenerator { layout("d") { } }.layout()).isEqualTo(UuidLayout.builder("d").build())
        assertThat(uuidGenerator { layout("r") { version = 4; rfcVariant = true; noTimestamp() } }.layout())
            .isEqualTo(UuidLayout.builder("r").version(4).rfcVariant(true).noTimestamp().build())
        assertThat(uuidGenerator { layout("c") { version = 4; versionFromBase = true; timestamp = unixMillis48() } }.layout())
            .isEqualTo(UuidLayout.builder("c").version(4).versionFromBase(true).timestamp(TimestampEncoding.unixMillis48()).build())
        assertThat(uuidGenerator { layout("m") { counter(MonotonicMethod.MONOTONIC_RANDOM, 30) } }.layout())
            .isEqualTo(UuidLayout.builder("m").counter(MonotonicMethod.MONOTONIC_RANDOM, 30).build())
        val guarded = uuidGenerator { layout("g") { version = 8; rfcVariant = true } }.layout()
        assertThat(guarded).isEqualTo(UuidLayout.builder("g").version(8).rfcVariant(true).build())
        assertThat(guarded.mariaDbGuardBits()).isEqualTo(1)
        val unguarded = uuidGenerator { layout("g") { version = 8; rfcVariant = true; mariaDbGuard = false } }.layout()
        assertThat(unguarded).isEqualTo(UuidLayout.builder("g").version(8).rfcVariant(true).mariaDbGuard(false).build())
        assertThat(unguarded.mariaDbGuardBits()).isZero()
    }

    @Test
    fun `a custom layout makes the same ids as the Java builder`() {
        val java = UuidLayout.builder("y").version(8).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, 16).node(8, 200).build()
        val dslClock = SettableClockSource(START)
        val dsl = uuidGenerator {
            layout("y") {
                version = 8
                rfcVariant = true
                counter(MonotonicMethod.DEDICATED_COUNTER, 16)
                node(bits = 8, value = 200)
            }
            clock = dslClock
            entropy = SeededEntropySource(3)
        }
        val javaClock = SettableClockSource(START)
        val javaGenerator = UuidGenerator.builder().layout(java).clock(javaClock).entropy(SeededEntropySource(3)).build()
        assertThat(idsAcrossClockSteps(dsl, dslClock)).isEqualTo(idsAcrossClockSteps(javaGenerator, javaClock))
    }

    @Test
    fun `counter, node and noRepeatIncrement give the layouts of toBuilder and withNoRepeatTimestamps`() {
        assertThat(uuidGenerator { layout("v7"); counter(MonotonicMethod.MONOTONIC_RANDOM, 30) }.layout())
            .isEqualTo(UuidLayout.v7().toBuilder().counter(MonotonicMethod.MONOTONIC_RANDOM, 30).build())
        assertThat(uuidGenerator { counter(MonotonicMethod.DEDICATED_COUNTER, 12) }.layout())
            .isEqualTo(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12))
        assertThat(uuidGenerator { layout = UuidLayout.v8Node(16, 5); node(bits = 12, value = 4095) }.layout())
            .isEqualTo(UuidLayout.v8Node(16, 5).toBuilder().node(12, 4095).build())
        assertThat(uuidGenerator { layout("v8-sqlserver"); counter(MonotonicMethod.DEDICATED_COUNTER, 20); node(bits = 6, value = 33) }.layout())
            .isEqualTo(UuidLayout.v8SqlServer().toBuilder().counter(MonotonicMethod.DEDICATED_COUNTER, 20).node(6, 33).build())
        assertThat(uuidGenerator { layout("comb-sqlserver"); noRepeatIncrement = 1.milliseconds }.layout())
            .isEqualTo(UuidLayout.combSqlServer().withNoRepeatTimestamps(JavaDuration.ofMillis(1)))
        assertThat(uuidGenerator { layout("comb-legacy"); noRepeatIncrement = 4.milliseconds }.layout())
            .isEqualTo(UuidLayout.combLegacy().withNoRepeatTimestamps(JavaDuration.ofMillis(4)))
        assertThat(uuidGenerator { layout("v6"); noRepeatIncrement = 1.milliseconds }.layout())
            .isEqualTo(UuidLayout.v6().withNoRepeatTimestamps(JavaDuration.ofMillis(1)))
        // Unset, the layout is left as it is.
        assertThat(uuidGenerator { layout("comb-postgres") }.layout()).isSameAs(UuidLayout.combPostgres())
    }

    @Test
    fun `a no-repeat layout from the DSL makes the same ids as the Java one`() {
        val dslClock = SettableClockSource(START)
        val dsl = uuidGenerator {
            layout("comb-sqlserver")
            noRepeatIncrement = 2.milliseconds
            clock = dslClock
            entropy = SeededEntropySource(9)
        }
        val javaClock = SettableClockSource(START)
        val java = UuidGenerator.builder()
            .layout(UuidLayout.combSqlServer().withNoRepeatTimestamps(JavaDuration.ofMillis(2)))
            .clock(javaClock)
            .entropy(SeededEntropySource(9))
            .build()
        assertThat(idsAcrossClockSteps(dsl, dslClock)).isEqualTo(idsAcrossClockSteps(java, javaClock))
    }

    @ParameterizedTest
    @ValueSource(longs = [0, 1, 3, 7])
    fun `maxLead is passed through`(leadMillis: Long) {
        val dsl = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            clock = SettableClockSource(START)
            entropy = SeededEntropySource(5)
            overflowPolicy = OverflowPolicy.THROW
            maxLead = leadMillis.milliseconds
        }
        val java = UuidGenerator.builder()
            .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12))
            .clock(SettableClockSource(START))
            .entropy(SeededEntropySource(5))
            .overflowPolicy(OverflowPolicy.THROW)
            .maxLead(JavaDuration.ofMillis(leadMillis))
            .build()

        val made = drainUntilOverflow(dsl)
        assertThat(made).isEqualTo(drainUntilOverflow(java))
        assertThat(dsl.lead()).isEqualTo(JavaDuration.ofMillis(leadMillis)).isEqualTo(java.lead())
        // The clock's tick from the random seed on, then one full 12-bit counter per tick of lead.
        val layout = dsl.layout()
        assertThat(layout.tickOf(made.last()) - layout.tickOf(made.first())).isEqualTo(leadMillis)
        assertThat(layout.counterOf(made.last())).isEqualTo(4095)
        assertThat(made.size.toLong()).isEqualTo(4096 - layout.counterOf(made.first()) + 4096 * leadMillis)
    }

    @Test
    fun `clockStepBack and stepBackTolerance are passed through`() {
        val clock = SettableClockSource(START)
        val dsl = uuidGenerator {
            this.clock = clock
            clockStepBack = ClockStepBack.REANCHOR
            stepBackTolerance = 30_000.milliseconds
        }
        assertThat(dsl.clockStepBack()).isEqualTo(ClockStepBack.REANCHOR)
        assertThat(dsl.stepBackTolerance()).isEqualTo(JavaDuration.ofSeconds(30))
        val before = dsl.next()
        clock.set(START.minusSeconds(20)) // within the tolerance: counts on
        assertThat(dsl.layout().databaseOrder().compare(dsl.next(), before)).isPositive()
        clock.set(START.minusSeconds(3600))
        assertThat(dsl.layout().instantOf(dsl.next())).isEqualTo(START.minusSeconds(3600).truncatedTo(java.time.temporal.ChronoUnit.MILLIS))
        assertThat(dsl.reanchors()).isEqualTo(1)
        assertThat(uuidGenerator { }.clockStepBack()).isEqualTo(UuidGenerator.DEFAULT_CLOCK_STEP_BACK)
    }

    @Test
    fun `after sets the floor`() {
        val layout = UuidLayout.v7()
        val last = layout.compose(layout.timestamp().tickOf(START) + 60_000, 5, -1L, -1L)
        val dsl = uuidGenerator {
            clock = SettableClockSource(START)
            after = last
        }
        val next = dsl.next()
        assertThat(layout.databaseOrder().compare(next, last)).isPositive()
        assertThat(layout.counterOf(next)).isEqualTo(6)
    }

    @Test
    fun `a sub-millisecond maxLead is passed through exactly`() {
        // v7-clock-precision: 4,096,000 ticks a second, one id per tick, so 500 us is 2048 borrowed ticks.
        val dsl = uuidGenerator {
            layout("v7-clock-precision")
            clock = SettableClockSource(START)
            overflowPolicy = OverflowPolicy.THROW
            maxLead = 500_000.nanoseconds
        }
        assertThat(drainUntilOverflow(dsl)).hasSize(1 + 2048)
        assertThat(dsl.lead()).isEqualTo(JavaDuration.ofNanos(500_000))
    }

    @Test
    fun `an infinite maxLead is accepted`() {
        val dsl = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            clock = SettableClockSource(START)
            overflowPolicy = OverflowPolicy.THROW
            maxLead = Duration.INFINITE
        }
        assertThat(List(20_000) { dsl.next() }).doesNotHaveDuplicates()
        assertThat(dsl.lead()).isPositive()
    }

    @Test
    fun `overflowPolicy is passed through`() {
        val clock = SettableClockSource(START)
        val throwing = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            overflowPolicy = OverflowPolicy.THROW
            maxLead = Duration.ZERO
        }
        assertThat(throwing.overflowPolicy()).isEqualTo(OverflowPolicy.THROW)
        drainUntilOverflow(throwing) // throws rather than waits: the test would hang under WAIT

        val waiting = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            overflowPolicy = OverflowPolicy.WAIT
            maxLead = Duration.ZERO
        }
        assertThat(waiting.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT)
        val ids = arrayOfNulls<UUID>(8192)
        assertThat(waiting.tryNext(ids, 0, ids.size)).isBetween(2049, 4096)
        assertThat(waiting.nanosUntilNext()).isPositive()
    }

    @Test
    fun `the entropy helpers are the core's factory methods, one for each of the core's names`() {
        lateinit var spec: UuidGeneratorSpec
        uuidGenerator { spec = this }
        val helpers = mapOf(
            "secure" to spec.secure(),
            "per-thread-drbg" to spec.perThreadDrbg(),
            "secure-random" to spec.secureRandom(),
            "thread-local-random" to spec.threadLocalRandom(),
        )
        assertThat(helpers.keys).containsExactlyElementsOf(EntropySource.names())
        for ((name, source) in helpers) {
            assertThat(source.javaClass).describedAs(name).isEqualTo(EntropySource.named(name).javaClass)
            val g = uuidGenerator { entropy = source }
            assertThat(g.entropy()).isSameAs(source)
            assertThat(List(100) { g.next() }).doesNotHaveDuplicates()
        }
        assertThat(spec.secure()).isSameAs(EntropySource.secure())
        assertThat(spec.perThreadDrbg()).isSameAs(EntropySource.perThreadDrbg())
        assertThat(spec.threadLocalRandom()).isSameAs(EntropySource.threadLocalRandom())
    }

    @ParameterizedTest
    @MethodSource("entropyNames")
    fun `entropy by name is the core's source of that name`(name: String) {
        val g = uuidGenerator { entropy(name) }
        assertThat(g.entropy().javaClass).isEqualTo(EntropySource.named(name).javaClass)
        if (name != "secure-random") { // a new SecureRandom each time
            assertThat(g.entropy()).isSameAs(EntropySource.named(name))
        }
    }

    @Test
    fun `unset settings are the Java builder's, set ones are passed on`() {
        val java = UuidGenerator.builder().build()
        val dsl = uuidGenerator()
        assertThat(dsl.layout()).isSameAs(UuidLayout.named(UuidGenerator.DEFAULT_LAYOUT)).isSameAs(java.layout())
        assertThat(dsl.entropy()).isSameAs(EntropySource.named(UuidGenerator.DEFAULT_ENTROPY)).isSameAs(java.entropy())
        assertThat(dsl.overflowPolicy()).isEqualTo(UuidGenerator.DEFAULT_OVERFLOW_POLICY)
        assertThat(dsl.toString()).contains("maxLead=" + UuidGenerator.DEFAULT_MAX_LEAD)
        // Nothing is restated: the spec's settings stay unset unless the block sets them.
        lateinit var spec: UuidGeneratorSpec
        uuidGenerator { spec = this }
        assertThat(listOf(spec.layout, spec.clock, spec.entropy, spec.overflowPolicy, spec.maxLead, spec.noRepeatIncrement)).containsOnlyNulls()
        // counter() without a layout changes the builder's default layout.
        assertThat(uuidGenerator { counter(MonotonicMethod.DEDICATED_COUNTER, 20) }.layout())
            .isEqualTo(UuidLayout.named(UuidGenerator.DEFAULT_LAYOUT).toBuilder().counter(MonotonicMethod.DEDICATED_COUNTER, 20).build())
    }

    // ------------------------------------------------------------------ misuse

    @Test
    fun `an unknown layout name names layout and relays the core's one list of the allowed names`() {
        val e = misuse { layout("v9") }.namesProperty("layout")
        assertThat(e.message).contains("'v9'")
        assertThat(e.message).containsOnlyOnce(UuidLayout.names().joinToString(", "))
    }

    @Test
    fun `an unknown entropy name names entropy and relays the core's one list of the allowed names`() {
        val e = misuse { entropy("fast") }.namesProperty("entropy")
        assertThat(e.message).isEqualTo("uuidGenerator { entropy }: unknown entropy 'fast'; known: " + EntropySource.names().joinToString(", "))
    }

    @ParameterizedTest
    @ValueSource(ints = [-1, 43, 64])
    fun `counter bits out of range name counter`(bits: Int) {
        val e = misuse { counter(MonotonicMethod.DEDICATED_COUNTER, bits) }.namesProperty("counter")
        assertThat(e.message).contains("got $bits")
    }

    @Test
    fun `a zero-bit counter of a counting method names counter`() {
        val e = misuse { counter(MonotonicMethod.MONOTONIC_RANDOM, 0) }.namesProperty("counter")
        assertThat(e.message).contains("CLOCK_PRECISION")
    }

    @Test
    fun `a node value too large for its bits names node`() {
        assertThat(misuse { node(bits = 4, value = 16) }.namesProperty("node").message).contains("does not fit in 4 bits")
        misuse { node(bits = 8, value = -1) }.namesProperty("node")
        assertThat(misuse { node(bits = 49, value = 1) }.namesProperty("node").message).contains("got 49")
    }

    @Test
    fun `a bad noRepeatIncrement names noRepeatIncrement`() {
        // Not a whole number of milliseconds, zero, negative, under the legacy COMB's 4 ms, no timestamp at all.
        val cases = listOf<Pair<String, Duration>>(
            "v7" to 1500.nanoseconds * 1000,
            "v7" to Duration.ZERO,
            "comb-sqlserver" to (-1).milliseconds,
            "comb-legacy" to 1.milliseconds,
            "v4" to 1.milliseconds,
        )
        for ((name, increment) in cases) {
            misuse { layout(name); noRepeatIncrement = increment }.namesProperty("noRepeatIncrement")
        }
    }

    @Test
    fun `a negative maxLead names maxLead and relays the Java builder's message`() {
        assertThat(misuse { maxLead = (-1).milliseconds }.namesProperty("maxLead").message).contains("PT-0.001S")
        misuse { maxLead = -Duration.INFINITE }.namesProperty("maxLead")
    }

    @ParameterizedTest
    @ValueSource(ints = [-1, 16, 255])
    fun `a custom layout's bad version names version`(version: Int) {
        val e = misuse { layout("x") { this.version = version } }.namesProperty("version")
        assertThat(e.message).contains("got $version")
    }

    @Test
    fun `a custom layout's bad sortOrder names sortOrder`() {
        val orders = listOf(
            intArrayOf(0, 1, 2),
            IntArray(16) { it }.also { it[15] = 0 }, // a duplicate
            IntArray(16) { it }.also { it[3] = 16 }, // out of range
        )
        for (order in orders) {
            misuse { layout("x") { sortOrder(*order) } }.namesProperty("sortOrder")
        }
    }

    @Test
    fun `other bad custom layout fields name their property`() {
        misuse { layout("x") { counter(MonotonicMethod.DEDICATED_COUNTER, 43) } }.namesProperty("counter")
        misuse { layout("x") { node(bits = 3, value = 8) } }.namesProperty("node")
        misuse { layout("x") { timestamp = linear(Instant.EPOCH, ticksPerSecond = 0, bits = 48) } }.namesProperty("timestamp")
        // Fields that do not fit in 128 bits together: the layout as a whole is named.
        misuse {
            layout("too-wide") {
                timestamp = linear(Instant.EPOCH, ticksPerSecond = 1000, bits = 64)
                counter(MonotonicMethod.DEDICATED_COUNTER, 42)
                node(bits = 48, value = 1)
            }
        }.namesProperty("layout(\"too-wide\") { }")
    }

    // ------------------------------------------------------------------ helpers

    /** 60 ids at the start instant, 40 after a step of 3 ms; the same steps for both clocks compared. */
    private fun idsAcrossClockSteps(generator: UuidGenerator, clock: SettableClockSource): List<UUID> {
        val ids = List(60) { generator.next() }.toMutableList()
        clock.advance(JavaDuration.ofMillis(3))
        ids += List(40) { generator.next() }
        return ids
    }

    /** The ids [generator] makes before it throws [GeneratorOverflowException]. */
    private fun drainUntilOverflow(generator: UuidGenerator): List<UUID> {
        val made = ArrayList<UUID>()
        while (true) {
            try {
                made += generator.next()
            } catch (e: GeneratorOverflowException) {
                return made
            }
            check(made.size < 10_000_000) { "no overflow after ${made.size} ids" }
        }
    }

    private companion object {
        val START: Instant = Instant.parse("2025-06-01T12:34:56.789123456Z")

        @JvmStatic
        fun layoutNames(): List<String> = UuidLayout.names()

        @JvmStatic
        fun entropyNames(): List<String> = EntropySource.names()
    }
}

/** What `uuidGenerator { }` throws for this block. */
private fun misuse(block: UuidGeneratorSpec.() -> Unit): IllegalArgumentException =
    assertThrows<IllegalArgumentException> { uuidGenerator(block) }

/**
 * The message is the core's (which says what is allowed), prefixed with the DSL's property name and
 * nothing added; the core's exception is the cause.
 */
private fun IllegalArgumentException.namesProperty(property: String): IllegalArgumentException {
    assertThat(cause).isInstanceOf(IllegalArgumentException::class.java)
    assertThat(message).isEqualTo("uuidGenerator { $property }: ${cause!!.message}")
    return this
}
