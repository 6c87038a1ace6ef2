package dev.seqid.kotlin

import dev.seqid.GeneratorOverflowException
import dev.seqid.OverflowPolicy
import dev.seqid.UuidGenerator
import dev.seqid.internal.Chunks
import java.util.UUID
import kotlin.time.Duration.Companion.nanoseconds
import kotlin.uuid.Uuid
import kotlin.uuid.toKotlinUuid
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.delay
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

/** The first chunk a flow reserves; chunks double up to the flow's `chunk` argument. */
private const val FIRST_CHUNK = 16

/**
 * A cold, endless [Flow] of this generator's ids; cancel it or limit it (`take`) downstream.
 *
 * ```
 * val keys: List<UUID> = generator.asFlow().take(1_000).toList()
 * ```
 *
 * Ids are reserved in chunks, one non-blocking batch call of the generator
 * ([UuidGenerator.tryNextLongs]) per chunk (16 ids first, doubling up to [chunk]), and emitted one by
 * one; a collector that stops (cancellation, `take`) leaves at most the rest of the current chunk
 * unused, never handed out: cancellation is checked before every element and before every chunk.
 * It never blocks a thread: where the generator would wait for the clock (counter spent, maximum
 * lead reached) the flow suspends with [delay] for [UuidGenerator.retryAfterNanos]; under
 * [OverflowPolicy.THROW] the generator's [GeneratorOverflowException] comes out of the flow
 * instead, after every id it could make. Each collection gets its own ids; concurrent collectors
 * get disjoint ones, each increasing in the layout's database order.
 *
 * @param chunk the largest number of ids reserved at once, 1 to 65,536
 */
public fun UuidGenerator.asFlow(chunk: Int = 256): Flow<UUID> =
    chunkedFlow(chunk) { msb, lsb -> UUID(msb, lsb) }

/**
 * The next id, suspending instead of blocking while the generator waits for the clock.
 *
 * ```
 * val id: UUID = generator.nextId()
 * ```
 *
 * The next id, ordered with every other id of the generator across threads as [UuidGenerator.next]'s
 * are, taken with the generator's non-blocking single take ([UuidGenerator.tryNext]). Where `next()`
 * would park the thread (counter spent, maximum lead reached, [OverflowPolicy.WAIT]) this call
 * suspends with [delay] for [UuidGenerator.retryAfterNanos] and asks again. Under
 * [OverflowPolicy.THROW] the generator throws [GeneratorOverflowException] instead. A call that
 * need not wait does not suspend and allocates only the `UUID`.
 */
public suspend fun UuidGenerator.nextId(): UUID = tryNext() ?: awaitNextId()

/** [nextId] once the first take found nothing: a tail call, so that the call that need not wait builds no coroutine state. */
private suspend fun UuidGenerator.awaitNextId(): UUID {
    while (true) {
        awaitRetry()
        tryNext()?.let { return it }
    }
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
public fun UuidGenerator.asUuidFlow(chunk: Int = 256): Flow<Uuid> =
    chunkedFlow(chunk) { msb, lsb -> Uuid.fromLongs(msb, lsb) }

/**
 * [nextId] as the Kotlin standard library's [Uuid].
 *
 * ```
 * val id: Uuid = generator.nextUuid()
 * ```
 */
public suspend fun UuidGenerator.nextUuid(): Uuid = nextId().toKotlinUuid()

/**
 * The one chunked producer behind [asFlow] and [asUuidFlow], which differ only in the element made
 * from an id's two words ([element]). A chunk is reserved with [UuidGenerator.tryNextLongs] into a
 * `long` buffer and each element is made as it is emitted: a batch of `long`s stores no object into
 * an array, which a batch of `UUID`s does (and pays the collector's write barrier for), so the
 * `UUID` flow makes its ids from words too. Built with the `flow { }` builder, as kotlinx.coroutines
 * asks of libraries (`Flow` is not stable for inheritance): its collector emits in the collecting
 * coroutine, checks the collector's job before every element, and never lets the flow catch what
 * the downstream throws. Inline, so each element type gets its own monomorphic copy of the loop.
 *
 * The overflow policy is the generator's: the take makes what it can now; when that is nothing
 * under [OverflowPolicy.WAIT] the flow suspends for [UuidGenerator.retryAfterNanos], under
 * [OverflowPolicy.THROW] the take itself throws [GeneratorOverflowException].
 */
private inline fun <T> UuidGenerator.chunkedFlow(
    chunk: Int,
    crossinline element: (msb: Long, lsb: Long) -> T,
): Flow<T> {
    Chunks.checkIds("chunk", chunk)
    val generator = this
    return flow {
        var size = minOf(FIRST_CHUNK, chunk)
        var words = LongArray(2 * size)
        while (true) {
            currentCoroutineContext().ensureActive() // a cancelled collector reserves no further chunk
            val made = generator.tryNextLongs(words, 0, size)
            for (i in 0 until made) {
                emit(element(words[2 * i], words[2 * i + 1]))
            }
            if (made == 0) {
                generator.awaitRetry() // under THROW the take threw instead of making nothing
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
