@file:JvmName("KotlinFlowDrivers")

package dev.seqid.benchmarks

import dev.seqid.UuidGenerator
import dev.seqid.kotlin.asFlow
import dev.seqid.kotlin.asUuidFlow
import dev.seqid.kotlin.nextId
import dev.seqid.kotlin.nextUuid
import java.util.UUID
import kotlin.uuid.ExperimentalUuidApi
import kotlin.uuid.Uuid
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.runBlocking
import org.openjdk.jmh.infra.Blackhole

// The Kotlin side of KotlinFlowBenchmark (a Java class: JMH's annotation processor only reads Java).
// Each function is one benchmark invocation's work; the suspending ones run in one runBlocking per
// invocation, on the benchmark thread, as a Kotlin main or test would. Where the generator reaches
// its maximum lead, the Flow and nextId()/nextUuid() suspend with delay(), and runBlocking's event
// loop parks the thread until then: the same wait next() has, without a second thread.

/** `asFlow()` (default chunk, 256) limited to [ids], assembled once and collected by every [collect]. */
fun uuidFlowOf(generator: UuidGenerator, ids: Int): Flow<UUID> = generator.asFlow().take(ids)

/** `asUuidFlow()` (default chunk, 256) limited to [ids], assembled once and collected by every [collect]. */
fun kotlinUuidFlowOf(generator: UuidGenerator, ids: Int): Flow<Uuid> = generator.asUuidFlow().take(ids)

/**
 * Collects [flow] to its end in one [runBlocking], every element into [blackhole]; fails unless it
 * gave exactly [expected] elements (a check per invocation, not per element).
 */
fun collect(flow: Flow<*>, expected: Int, blackhole: Blackhole) {
    val count = runBlocking {
        var count = 0
        flow.collect {
            blackhole.consume(it)
            count++
        }
        count
    }
    check(count == expected) { "collected $count elements, expected $expected" }
}

/** `asFlow()` (default chunk, 256), endless: [collectStopping] stops it. */
fun endlessUuidFlowOf(generator: UuidGenerator): Flow<UUID> = generator.asFlow()

/**
 * Collects the endless [flow] in one [runBlocking], every element into [blackhole], and stops it
 * after [ids] elements by throwing from the collector and catching around `collect` (what `take`
 * does inside, without `take`'s per-element continuation: kotlinx-coroutines 1.11.0 compiles
 * `take`'s collector as a state machine that allocates one, about 40 bytes, per element).
 */
fun collectStopping(flow: Flow<*>, ids: Int, blackhole: Blackhole) {
    runBlocking {
        var count = 0
        try {
            flow.collect {
                blackhole.consume(it)
                if (++count == ids) {
                    throw StopCollecting()
                }
            }
        } catch (_: StopCollecting) {
        }
    }
}

/** Ends [collectStopping]'s collection; without a stack trace, so one per collection costs little. */
private class StopCollecting : RuntimeException(null, null, false, false)

/** [ids] calls of `nextId()` in one [runBlocking]. */
fun nextIds(generator: UuidGenerator, ids: Int, blackhole: Blackhole) {
    runBlocking {
        repeat(ids) {
            blackhole.consume(generator.nextId())
        }
    }
}

/** [ids] calls of `nextUuid()` in one [runBlocking]. */
fun nextUuids(generator: UuidGenerator, ids: Int, blackhole: Blackhole) {
    runBlocking {
        repeat(ids) {
            blackhole.consume(generator.nextUuid())
        }
    }
}

/** One [runBlocking] that does nothing but hand a constant to [blackhole]: what the rows above pay per invocation to drive their coroutine. */
fun emptyRunBlocking(blackhole: Blackhole) {
    runBlocking {
        blackhole.consume(blackhole)
    }
}

/** [ids] calls of the stdlib's `Uuid.generateV7()` (experimental since Kotlin 2.3): a process-wide
 * monotonic v7 generator, 10 bytes from one process-wide `SecureRandom` per id. */
@OptIn(ExperimentalUuidApi::class)
fun stdlibGenerateV7(ids: Int, blackhole: Blackhole) {
    repeat(ids) {
        blackhole.consume(Uuid.generateV7())
    }
}

/** [ids] calls of the stdlib's `Uuid.random()` (stable since Kotlin 2.4): a v4 UUID from the same `SecureRandom`. */
fun stdlibRandom(ids: Int, blackhole: Blackhole) {
    repeat(ids) {
        blackhole.consume(Uuid.random())
    }
}
