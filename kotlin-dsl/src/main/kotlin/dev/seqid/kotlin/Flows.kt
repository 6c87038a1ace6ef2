package dev.seqid.kotlin

import dev.seqid.GeneratorOverflowException
import dev.seqid.OverflowPolicy
import dev.seqid.UuidGenerator
import java.util.UUID
import kotlin.time.Duration.Companion.nanoseconds
import kotlin.uuid.Uuid
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.Job
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.flow.FlowCollector

/** The first chunk a flow reserves; chunks double up to the flow's `chunk` argument. */
private const val FIRST_CHUNK = 16

/**
 * A cold, endless [Flow] of this generator's ids; cancel it or limit it (`take`) downstream.
 *
 * ```
 * val keys: List<UUID> = generator.asFlow().take(1_000).toList()
 * ```
 *
 * Ids are reserved in chunks, one batch call of the generator per chunk (16 ids first, doubling
 * up to [chunk]), and emitted one by one; a collector that stops (cancellation, `take`) leaves at
 * most the rest of the current chunk unused, never handed out. It never blocks a thread: where the
 * generator would wait for the clock (counter spent, maximum lead reached) the flow suspends with
 * [delay] for [UuidGenerator.retryAfterNanos]; under [OverflowPolicy.THROW] the generator's
 * [GeneratorOverflowException] comes out of the flow instead, after every id it could make. Each
 * collection gets its own ids; concurrent collectors get disjoint ones, each increasing in the
 * layout's database order.
 *
 * @param chunk the largest number of ids reserved at once, 1 to 65,536
 */
public fun UuidGenerator.asFlow(chunk: Int = 256): Flow<UUID> {
    checkChunk(chunk)
    return IdFlow(this, chunk)
}

/**
 * The next id, suspending instead of blocking while the generator waits for the clock.
 *
 * ```
 * val id: UUID = generator.nextId()
 * ```
 *
 * The same id [UuidGenerator.next] would give, with the same ordering across threads; where
 * `next()` would park the thread (counter spent, maximum lead reached, [OverflowPolicy.WAIT]) this
 * call suspends with [delay] for [UuidGenerator.retryAfterNanos]. Under [OverflowPolicy.THROW] the
 * generator throws [GeneratorOverflowException] instead.
 */
public suspend fun UuidGenerator.nextId(): UUID {
    val one = arrayOfNulls<UUID>(1)
    while (tryNext(one, 0, 1) == 0) {
        awaitRetry()
    }
    return one[0]!!
}

/**
 * [asFlow] as the Kotlin standard library's [Uuid], built from the generator's `long` words
 * without a [java.util.UUID] per id.
 *
 * ```
 * val keys: List<Uuid> = generator.asUuidFlow().take(100).toList()
 * ```
 *
 * @param chunk the largest number of ids reserved at once, 1 to 65,536
 */

public fun UuidGenerator.asUuidFlow(chunk: Int = 256): Flow<Uuid> {
    checkChunk(chunk)
    return StdlibUuidFlow(this, chunk)
}

/**
 * [nextId] as the Kotlin standard library's [Uuid], without a [java.util.UUID] on the way.
 *
 * ```
 * val id: Uuid = generator.nextUuid()
 * ```
 */

public suspend fun UuidGenerator.nextUuid(): Uuid {
    val words = LongArray(2)
    while (tryNextLongs(words, 0, 1) == 0) {
        awaitRetry()
    }
    return Uuid.fromLongs(words[0], words[1])
}

/**
 * [asFlow]'s flow. It implements [Flow] directly rather than through `flow { }`, whose collector
 * looks the coroutine context up again on every element: this one emits in the collecting
 * coroutine and never catches what [FlowCollector.emit] throws (the two rules a `Flow` must keep),
 * and checks the collector's [Job] before every element, as `flow { }` does, so a cancelled
 * collector gets no further element and no further chunk is reserved.
 */
private class IdFlow(private val generator: UuidGenerator, private val chunk: Int) : Flow<UUID> {
    override suspend fun collect(collector: FlowCollector<UUID>) {
        val job = currentCoroutineContext()[Job]
        var size = minOf(FIRST_CHUNK, chunk)
        var ids = arrayOfNulls<UUID>(size)
        while (true) {
            job?.ensureActive()
            val made = generator.tryNext(ids, 0, size)
            for (i in 0 until made) {
                job?.ensureActive()
                collector.emit(ids[i]!!)
            }
            if (made == 0) {
                generator.awaitRetry() // under THROW, tryNext threw instead of making nothing
            } else if (made == size && size < chunk) {
                size = minOf(2 * size, chunk)
                ids = arrayOfNulls(size)
            }
        }
    }
}

/** [asUuidFlow]'s flow: as [IdFlow], from the generator's `long` words. */
private class StdlibUuidFlow(private val generator: UuidGenerator, private val chunk: Int) : Flow<Uuid> {
    override suspend fun collect(collector: FlowCollector<Uuid>) {
        val job = currentCoroutineContext()[Job]
        var size = minOf(FIRST_CHUNK, chunk)
        var words = LongArray(2 * size)
        while (true) {
            job?.ensureActive()
            val made = generator.tryNextLongs(words, 0, size)
            for (i in 0 until made) {
                job?.ensureActive()
                collector.emit(Uuid.fromLongs(words[2 * i], words[2 * i + 1]))
            }
            if (made == 0) {
                generator.awaitRetry() // under THROW, tryNextLongs threw instead of making nothing
            } else if (made == size && size < chunk) {
                size = minOf(2 * size, chunk)
                words = LongArray(2 * size)
            }
        }
    }
}

/**
 * Suspends for as long as the generator advises after a take that made nothing (counter spent and
 * maximum lead reached): the overflow policy is the generator's, this only waits.
 */
private suspend fun UuidGenerator.awaitRetry() {
    delay(retryAfterNanos().nanoseconds)
}

private fun checkChunk(chunk: Int) {
    require(chunk in 1..65_536) { "chunk must be 1 to 65536, got $chunk" }
}
