package dev.seqid.kotlin

import dev.seqid.testing.SettableClockSource
import dev.seqid.GeneratorOverflowException
import dev.seqid.MonotonicMethod
import dev.seqid.OverflowPolicy
import dev.seqid.reactor.ReactiveUuids
import java.time.Instant
import java.util.UUID
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import reactor.test.StepVerifier

/** `asFlux()`, `ReactiveUuids.asFlow()` and `Flow.toFlux()` carry the generator's ids across. */
internal class ReactorInteropTest {

    @Test
    fun `asFlux take(5) gives 5 distinct ids increasing in the layout's order, from this generator`() {
        val generator = uuidGenerator { layout("comb-sqlserver"); entropy = threadLocalRandom() }
        val order = generator.layout().databaseOrder()
        val before = generator.next()
        StepVerifier.create(generator.asFlux().take(5).collectList())
            .assertNext { ids ->
                assertThat(ids).hasSize(5).doesNotHaveDuplicates()
                assertStrictlyIncreasing(listOf(before) + ids + generator.next(), order)
            }
            .verifyComplete()
    }

    @Test
    fun `asFlux takes exactly what is requested`() {
        val generator = uuidGenerator { counter(MonotonicMethod.DEDICATED_COUNTER, 30); clock = SettableClockSource(START); entropy = threadLocalRandom() }
        val layout = generator.layout()
        val before = generator.next()
        StepVerifier.create(generator.asFlux(), 0)
            .thenRequest(3)
            .expectNextCount(3)
            .thenRequest(2)
            .expectNextCount(2)
            .thenCancel()
            .verify()
        // Five ids drawn, none past them.
        assertThat(layout.counterOf(generator.next()) - layout.counterOf(before)).isEqualTo(6)
    }

    @Test
    fun `ReactiveUuids asFlow gives the publisher's ids as a Flow`(): Unit = runBlocking {
        val generator = uuidGenerator { layout("v8-sqlserver"); entropy = threadLocalRandom() }
        val order = generator.layout().databaseOrder()
        val before = generator.next()
        val ids = ReactiveUuids.of(generator).asFlow().take(5).toList()
        val more = ReactiveUuids.of(generator).asFlow().take(300).toList()
        assertThat(ids + more).hasSize(305).doesNotHaveDuplicates()
        assertStrictlyIncreasing(listOf(before) + ids + more + generator.next(), order)
    }

    @Test
    fun `Flow toFlux emits the flow's ids and completes`() {
        val generator = uuidGenerator { layout("comb-binary"); entropy = threadLocalRandom() }
        val order = generator.layout().databaseOrder()
        StepVerifier.create(generator.asFlow().toFlux().take(5).collectList())
            .assertNext { ids ->
                assertThat(ids).hasSize(5).doesNotHaveDuplicates()
                assertStrictlyIncreasing(ids, order)
            }
            .verifyComplete()

        val fixed = List(3) { UUID.randomUUID() }
        StepVerifier.create(flowOf(*fixed.toTypedArray()).toFlux())
            .expectNextSequence(fixed)
            .verifyComplete()
    }

    @Test
    fun `cancelling the Flux of toFlux stops the flow within its first chunk`() {
        val generator = uuidGenerator { counter(MonotonicMethod.DEDICATED_COUNTER, 30); clock = SettableClockSource(START); entropy = threadLocalRandom() }
        val layout = generator.layout()
        val before = generator.next()
        val ids = generator.asFlow().toFlux().take(5).collectList().block()!!
        val after = generator.next()
        assertThat(ids.map { layout.counterOf(it) }).isEqualTo((1L..5L).map { layout.counterOf(before) + it })
        // The flow reserved its first chunk of 16; none after it.
        assertThat(layout.counterOf(after) - layout.counterOf(ids.last()) - 1).isBetween(0L, 11L)
    }

    @Test
    fun `an overflow under THROW reaches the Flux of toFlux as an error, after the ids`() {
        val clock = SettableClockSource(START)
        val generator = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            entropy = threadLocalRandom()
            overflowPolicy = OverflowPolicy.THROW
            maxLead = 1.milliseconds
        }
        val ids = ArrayList<UUID>()
        StepVerifier.create(generator.asFlow().toFlux())
            .recordWith { ids }
            .thenConsumeWhile { true }
            .verifyError(GeneratorOverflowException::class.java)
        assertThat(ids.size).isBetween(4096 - 2047 + 4096, 4096 + 4096)
        assertStrictlyIncreasing(ids, generator.layout().databaseOrder())
    }

    private companion object {
        val START: Instant = Instant.parse("2025-03-04T05:06:07.890Z")
    }
}
