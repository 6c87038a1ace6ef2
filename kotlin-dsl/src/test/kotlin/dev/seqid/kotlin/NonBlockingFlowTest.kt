package dev.seqid.kotlin

import dev.seqid.testing.SeededEntropySource
import dev.seqid.testing.SettableClockSource
import dev.seqid.ClockSource
import dev.seqid.GeneratorOverflowException
import dev.seqid.MonotonicMethod
import dev.seqid.OverflowPolicy
import dev.seqid.UuidGenerator
import java.time.Duration
import java.time.Instant
import java.time.temporal.ChronoUnit
import java.util.Collections
import java.util.UUID
import java.util.concurrent.atomic.AtomicLong
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.test.advanceTimeBy
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource
import reactor.blockhound.BlockHound
import reactor.blockhound.BlockingOperationError

/**
 * With the clock frozen and a 12-bit counter spent up to the maximum lead (1 ms), the flows and the
 * suspending calls suspend instead of parking (`WAIT`) or throw (`THROW`). The collectors run on
 * `Dispatchers.Default` under BlockHound: a park or sleep there fails the collection.
 */
@OptIn(ExperimentalCoroutinesApi::class)
internal class NonBlockingFlowTest {

    @Test
    fun `BlockHound is active on Dispatchers Default in this JVM`() {
        assertBlockHoundActive()
    }

    @ParameterizedTest
    @ValueSource(strings = ["asFlow", "asFlow(chunk = 1)", "asUuidFlow", "nextId", "nextUuid"])
    fun `under WAIT a spent counter suspends the collector on Dispatchers Default until the clock moves`(kind: String): Unit = runBlocking {
        assertBlockHoundActive()
        val clock = SettableClockSource(START)
        val reads = CollectorClockReads(clock, Thread.currentThread())
        val generator = tinyCounter(OverflowPolicy.WAIT, reads)
        val got = Collections.synchronizedList(ArrayList<UUID>())
        val collector = async(Dispatchers.Default) { drain(kind, generator, N, got) }

        // The collector makes every id the lead allows, then has to wait for the clock.
        withTimeout(30_000) {
            while (generator.nanosUntilNext() == 0L) {
                delay(5)
            }
        }
        // Each retry after its delay reads the clock: a few more reads mean the collector is in the
        // retry loop, suspended between reads, not still emitting or blocked.
        reads.awaitMore(RETRIES) { collector.isCompleted }
        if (collector.isCompleted) {
            collector.await() // rethrows a BlockingOperationError of the collector
        }
        assertThat(collector.isCompleted).describedAs("completed with the clock frozen").isFalse()
        val stalledAt = got.size
        assertThat(stalledAt).isBetween(MIN_CAPACITY, MAX_CAPACITY)
        assertThat(generator.lead()).isEqualTo(Duration.ofMillis(1))
        reads.awaitMore(RETRIES) { collector.isCompleted }
        assertThat(got).describedAs("ids made with the clock frozen, after %d more retries", RETRIES).hasSize(stalledAt)
        assertThat(collector.isCompleted).isFalse()

        clock.advance(Duration.ofSeconds(1))
        val ids = withTimeout(30_000) { collector.await() }

        assertThat(ids).isSameAs(got).hasSize(N).doesNotHaveDuplicates()
        assertStrictlyIncreasing(ids, generator.layout().databaseOrder())
        val layout = generator.layout()
        assertThat(layout.instantOf(ids[stalledAt - 1])).isBefore(START.plusMillis(2))
        assertThat(layout.instantOf(ids[stalledAt])).isEqualTo(clock.instant().truncatedTo(ChronoUnit.MILLIS))
    }

    @ParameterizedTest
    @ValueSource(strings = ["asFlow", "asFlow(chunk = 1)", "asUuidFlow", "nextId", "nextUuid"])
    fun `under THROW the collector gets every id the lead allows, then GeneratorOverflowException`(kind: String): Unit = runBlocking {
        assertBlockHoundActive()
        val clock = SettableClockSource(START)
        val generator = tinyCounter(OverflowPolicy.THROW, clock)
        val got = Collections.synchronizedList(ArrayList<UUID>())

        val failure = runCatching { withContext(Dispatchers.Default) { drain(kind, generator, Int.MAX_VALUE, got) } }.exceptionOrNull()

        assertThat(failure).isInstanceOf(GeneratorOverflowException::class.java)
        val layout = generator.layout()
        assertThat(got).doesNotHaveDuplicates()
        assertStrictlyIncreasing(got, layout.databaseOrder())
        // From the clock's tick at the random seed to the last counter value of the one borrowed tick.
        assertThat(layout.tickOf(got.last()) - layout.tickOf(got.first())).isEqualTo(1)
        assertThat(layout.counterOf(got.last())).isEqualTo(4095)
        assertThat(got.size.toLong()).isEqualTo(4096 - layout.counterOf(got.first()) + 4096)
        assertThat(generator.lead()).isEqualTo(Duration.ofMillis(1))

        // Once the clock moves on, a new collection gets ids again, after the earlier ones.
        clock.advance(Duration.ofMillis(1))
        val more = ArrayList<UUID>()
        withContext(Dispatchers.Default) { drain(kind, generator, 100, more) }
        assertStrictlyIncreasing(got + more, layout.databaseOrder())
    }

    @ParameterizedTest
    @ValueSource(strings = ["asFlow", "asFlow(chunk = 1)", "asUuidFlow", "nextId", "nextUuid"])
    fun `under THROW, beside a striped lease, the collector also ends with GeneratorOverflowException, its ids increasing`(kind: String): Unit = runBlocking {
        val clock = SettableClockSource(START)
        val generator = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            entropy = SeededEntropySource(99)
            overflowPolicy = OverflowPolicy.THROW
            maxLead = 1.milliseconds
        }
        // The striped view leases this thread a few positions and keeps the rest for its next calls.
        val leased = generator.striped().next()
        val got = ArrayList<UUID>()

        // On runBlocking's one thread, the thread that holds the lease: nothing suspends under THROW.
        val failure = runCatching { drain(kind, generator, Int.MAX_VALUE, got) }.exceptionOrNull()

        assertThat(failure).isInstanceOf(GeneratorOverflowException::class.java)
        assertThat(got).doesNotHaveDuplicates().doesNotContain(leased)
        assertStrictlyIncreasing(listOf(leased) + got, generator.layout().databaseOrder())
        assertThat(generator.layout().counterOf(got.last())).isEqualTo(4095)
    }

    @ParameterizedTest
    @ValueSource(strings = ["asFlow", "asFlow(chunk = 1)", "asUuidFlow", "nextId", "nextUuid"])
    fun `in virtual time the collector stays suspended until the clock is moved and the delay elapses`(kind: String) = runTest {
        val clock = SettableClockSource(START)
        val generator = tinyCounter(OverflowPolicy.WAIT, clock)
        val got = ArrayList<UUID>()
        val collector = launch { drain(kind, generator, N, got) }

        runCurrent() // runs the collector until it suspends at the spent counter
        val stalledAt = got.size
        assertThat(stalledAt).isBetween(MIN_CAPACITY, MAX_CAPACITY)
        assertThat(generator.nanosUntilNext()).isPositive()
        assertThat(collector.isActive).isTrue()

        // Virtual time alone does not help: the clock stands still.
        advanceTimeBy(10.seconds)
        runCurrent()
        assertThat(collector.isCompleted).isFalse()
        assertThat(got).hasSize(stalledAt)

        // The clock alone does not either: the collector is still in its delay.
        clock.advance(Duration.ofSeconds(1))
        runCurrent()
        assertThat(collector.isCompleted).isFalse()
        assertThat(got).hasSize(stalledAt)

        // Both: the delay elapses, the generator finds the clock moved, the collection completes.
        advanceTimeBy(2.milliseconds)
        runCurrent()
        assertThat(collector.isCompleted).isTrue()
        assertThat(got).hasSize(N).doesNotHaveDuplicates()
        assertStrictlyIncreasing(got, generator.layout().databaseOrder())
    }

    /** Up to [n] ids into [sink] by the [kind] of call under test. */
    private suspend fun drain(kind: String, generator: UuidGenerator, n: Int, sink: MutableList<UUID>): MutableList<UUID> {
        when (kind) {
            "asFlow" -> generator.asFlow().take(n).collect { sink += it }
            "asFlow(chunk = 1)" -> generator.asFlow(chunk = 1).take(n).collect { sink += it }
            "asUuidFlow" -> generator.asUuidFlow().take(n).collect { sink += it.toJava() }
            "nextId" -> repeat(n) { sink += generator.nextId() }
            "nextUuid" -> repeat(n) { sink += generator.nextUuid().toJava() }
            else -> error(kind)
        }
        return sink
    }

    private fun tinyCounter(policy: OverflowPolicy, clock: ClockSource): UuidGenerator = uuidGenerator {
        counter(MonotonicMethod.DEDICATED_COUNTER, 12)
        this.clock = clock
        entropy = SeededEntropySource(99)
        overflowPolicy = policy
        maxLead = 1.milliseconds
    }

    /**
     * [clock], counting the reads of every thread but [test]'s own (whose `nanosUntilNext()` reads
     * it too): the collector's reads, which it makes at each retry while it waits for the clock.
     */
    private class CollectorClockReads(private val clock: ClockSource, private val test: Thread) : ClockSource {
        private val reads = AtomicLong()

        override fun millis(): Long = clock.millis().also { count() }

        override fun nanos(): Long = clock.nanos().also { count() }

        private fun count() {
            if (Thread.currentThread() !== test) {
                reads.incrementAndGet()
            }
        }

        /** Suspends until the collector has read the clock [more] more times, or [done] holds. */
        suspend fun awaitMore(more: Int, done: () -> Boolean) {
            val target = reads.get() + more
            withTimeout(30_000) {
                while (reads.get() < target && !done()) {
                    delay(1)
                }
            }
        }
    }

    /** A sleep on a `Dispatchers.Default` thread raises BlockingOperationError. */
    private fun assertBlockHoundActive() {
        val error = assertThrows<BlockingOperationError> {
            runBlocking { withContext(Dispatchers.Default) { Thread.sleep(1) } }
        }
        assertThat(error.message).contains("sleep")
    }

    private companion object {
        val START: Instant = Instant.parse("2025-03-04T05:06:07.890Z")

        /**
         * Ids a 12-bit counter gives with the clock frozen and 1 ms of lead: from the clock's tick
         * (whose counter starts at a random seed below 2048) through the end of the borrowed tick.
         */
        const val MIN_CAPACITY = 4096 - 2047 + 4096
        const val MAX_CAPACITY = 4096 + 4096

        /** More than the frozen clock allows, less than it allows once moved on (a second capacity). */
        const val N = 10_000

        /** Retries of a waiting collector that show it waits, each a delay of the advised time and a read of the clock. */
        const val RETRIES = 5

        @JvmStatic
        @BeforeAll
        fun installBlockHound() {
            // Loads the integrations by ServiceLoader: kotlinx-coroutines-debug's marks the
            // Dispatchers.Default worker threads as threads that must not block.
            BlockHound.install()
        }
    }
}
