package dev.seqid.kotlin

import dev.seqid.testing.SeededEntropySource
import dev.seqid.testing.SettableClockSource
import dev.seqid.ClockSource
import dev.seqid.EntropySource
import dev.seqid.MonotonicMethod
import dev.seqid.UuidGenerator
import dev.seqid.UuidLayout
import java.time.Instant
import java.util.Collections
import java.util.UUID
import kotlin.time.Duration.Companion.milliseconds
import kotlin.uuid.Uuid
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.cancel
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import org.junit.jupiter.params.provider.ValueSource

/** `asFlow`, `nextId`, `asUuidFlow` and `nextUuid` when the clock allows: order, uniqueness, cancellation. */
internal class FlowTest {

    @ParameterizedTest
    @ValueSource(strings = ["v7", "v7-monotonic-random", "comb-sqlserver", "comb-binary", "v8-sqlserver", "v6", "tick-counter"])
    fun `take(n) yields n distinct ids increasing in the layout's database order`(name: String): Unit = runBlocking {
        val generator = uuidGenerator {
            layout(name)
            clock = ClockSource.system()
            entropy = threadLocalRandom()
        }
        val order = generator.layout().databaseOrder()
        for (n in listOf(1, 16, 17, 1000, 5000)) {
            val before = generator.next()
            val ids = generator.asFlow().take(n).toList()
            val after = generator.next()
            assertThat(ids).hasSize(n).doesNotHaveDuplicates()
            assertStrictlyIncreasing(listOf(before) + ids + after, order)
        }
    }

    @ParameterizedTest
    @ValueSource(ints = [1, 2, 7, 16, 100, 65_536])
    fun `any chunk size gives distinct increasing ids`(chunk: Int): Unit = runBlocking {
        val generator = uuidGenerator { layout("comb-sqlserver"); entropy = threadLocalRandom() }
        val ids = generator.asFlow(chunk).take(3000).toList()
        val uuids = generator.asUuidFlow(chunk).take(3000).toList().map { it.toJava() }
        assertThat(ids + uuids).hasSize(6000).doesNotHaveDuplicates()
        assertStrictlyIncreasing(ids + uuids, UuidLayout.combSqlServer().databaseOrder())
    }

    @Test
    fun `each collection of one flow gets its own, later ids`(): Unit = runBlocking {
        val generator = uuidGenerator { entropy = threadLocalRandom() }
        val flow = generator.asFlow()
        val first = flow.take(100).toList()
        val second = flow.take(100).toList()
        assertThat(first + second).doesNotHaveDuplicates()
        assertStrictlyIncreasing(first + second, generator.layout().databaseOrder())
    }

    @Test
    fun `nextId and nextUuid are ordered with next()`(): Unit = runBlocking {
        val generator = uuidGenerator { layout("v8-sqlserver"); entropy = threadLocalRandom() }
        val ids = ArrayList<UUID>()
        repeat(500) {
            ids += generator.next()
            ids += generator.nextId()
            ids += generator.nextUuid().toJava()
        }
        assertThat(ids).doesNotHaveDuplicates()
        assertStrictlyIncreasing(ids, generator.layout().databaseOrder())
    }

    @ParameterizedTest(name = "take({0}) with chunk {1}")
    @CsvSource(
        "1, 256", "15, 256", "16, 256", "17, 256", "48, 256", "49, 256", "100, 256", "1000, 256", "2000, 256",
        "1, 5", "3, 5", "6, 5", "100, 5", "1, 1", "10, 1", "20, 32", "70, 32",
    )
    fun `take(k) stops production within the current chunk`(k: Int, chunk: Int): Unit = runBlocking {
        for (kind in listOf("asFlow", "asUuidFlow")) {
            val (generator, layout) = frozenWideCounter()
            val before = generator.next()
            val ids = when (kind) {
                "asFlow" -> generator.asFlow(chunk).take(k).toList()
                else -> generator.asUuidFlow(chunk).take(k).toList().map { it.toJava() }
            }
            val after = generator.next()
            assertDrawnWithinCurrentChunk(layout, before, ids, after, k, chunk, kind)
        }
    }

    @ParameterizedTest
    @ValueSource(ints = [1, 20, 300])
    fun `cancelling the collector stops production within the current chunk`(k: Int): Unit = runBlocking {
        val (generator, layout) = frozenWideCounter()
        val before = generator.next()
        val ids = ArrayList<UUID>()
        coroutineScope {
            launch {
                generator.asFlow().collect {
                    ids += it
                    if (ids.size == k) {
                        cancel()
                    }
                }
            }
        }
        val after = generator.next()
        assertDrawnWithinCurrentChunk(layout, before, ids, after, k, 256, "cancel()")
    }

    @ParameterizedTest
    @ValueSource(ints = [16, 48, 112, 240, 496])
    fun `a collector stopped exactly at a chunk boundary reserves no further chunk`(n: Int): Unit = runBlocking {
        // With the default chunk (256) the chunks are 16, 32, 64, 128, 256: n is the end of one.
        // take(n) stops the flow by an exception out of emit; cancel() lets emit return, so only the
        // flow's own check before the next chunk keeps it from reserving that chunk.
        for (kind in listOf("asFlow take", "asFlow cancel", "asUuidFlow take", "asUuidFlow cancel")) {
            val (generator, layout) = frozenWideCounter()
            val before = generator.next()
            val flow = if (kind.startsWith("asFlow")) generator.asFlow() else generator.asUuidFlow().map { it.toJava() }
            val ids = ArrayList<UUID>()
            if (kind.endsWith("take")) {
                flow.take(n).collect { ids += it }
            } else {
                coroutineScope {
                    launch {
                        flow.collect {
                            ids += it
                            if (ids.size == n) {
                                cancel()
                            }
                        }
                    }
                }
            }
            val after = generator.next()
            assertDrawnWithinCurrentChunk(layout, before, ids, after, n, 256, kind)
            assertThat(layout.counterOf(after)).describedAs("%s: the next id directly follows the last emitted", kind)
                .isEqualTo(layout.counterOf(ids.last()) + 1)
        }
    }

    @Test
    fun `cancelling a suspended collector from outside stops production within the current chunk`(): Unit = runBlocking {
        val (generator, layout) = frozenWideCounter()
        val before = generator.next()
        val ids = Collections.synchronizedList(ArrayList<UUID>())
        val job = launch(Dispatchers.Default) {
            generator.asFlow().collect {
                ids += it
                delay(1) // a slow consumer: the cancellation finds it suspended
            }
        }
        withTimeout(10_000) {
            while (ids.size < 40) {
                delay(5)
            }
        }
        job.cancelAndJoin()
        val after = generator.next()
        val collected = ids.toList()
        assertDrawnWithinCurrentChunk(layout, before, collected, after, collected.size, 256, "cancelAndJoin()")
    }

    @ParameterizedTest
    @ValueSource(strings = ["v7", "comb-sqlserver", "v7-monotonic-random"])
    fun `concurrent collectors get disjoint ids, each increasing`(name: String): Unit = runBlocking {
        val generator = uuidGenerator {
            layout(name)
            clock = ClockSource.system()
            entropy = threadLocalRandom()
        }
        val order = generator.layout().databaseOrder()
        val perCollector = 5000
        val lists = List(8) { i ->
            async(Dispatchers.Default) {
                when (i % 4) {
                    0 -> generator.asFlow().take(perCollector).toList()
                    1 -> generator.asFlow(chunk = 3).take(perCollector).toList()
                    2 -> generator.asUuidFlow().take(perCollector).toList().map { it.toJava() }
                    else -> List(perCollector) { generator.nextId() }
                }
            }
        }.awaitAll()
        lists.forEach { assertStrictlyIncreasing(it, order) }
        assertThat(lists.flatten()).hasSize(8 * perCollector).doesNotHaveDuplicates()
        // The collectors draw from one generator on several threads: no position may go to two of them.
        assertDistinctPositions(lists.flatten(), generator.layout())
    }

    @Test
    fun `concurrent collectors on a frozen clock with a tiny counter still get disjoint ids, each increasing`(): Unit = runBlocking {
        // The counter runs out within a few thousand ids: the collectors borrow ticks, then suspend
        // until the clock (moved by this test) allows more.
        val clock = SettableClockSource(START)
        val generator = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 12)
            this.clock = clock
            entropy = threadLocalRandom()
            maxLead = 2.milliseconds
        }
        val lists = List(8) { i ->
            async(Dispatchers.Default) {
                if (i % 2 == 0) generator.asFlow(chunk = 64).take(4000).toList() else List(4000) { generator.nextId() }
            }
        }
        withTimeout(30_000) {
            while (lists.any { !it.isCompleted }) {
                delay(2)
                clock.advance(java.time.Duration.ofMillis(1))
            }
        }
        val all = lists.awaitAll()
        all.forEach { assertStrictlyIncreasing(it, generator.layout().databaseOrder()) }
        assertThat(all.flatten()).hasSize(8 * 4000).doesNotHaveDuplicates()
        // Borrowed ticks and waits on a spent counter, on several threads: still no position may go to two collectors.
        assertDistinctPositions(all.flatten(), generator.layout())
    }

    @ParameterizedTest
    @ValueSource(ints = [0, -1, 65_537])
    fun `a chunk outside 1 to 65536 is refused at once`(chunk: Int) {
        val generator = uuidGenerator()
        assertThat(assertThrows<IllegalArgumentException> { generator.asFlow(chunk) }.message).contains("$chunk")
        assertThat(assertThrows<IllegalArgumentException> { generator.asUuidFlow(chunk) }.message).contains("$chunk")
    }

    /**
     * Both flows build their elements from the words of `tryNextLongs`; the oracle is the core's
     * own `UUID[]` path (`tryNext`), called with the chunks the flows reserve (16, doubling to the
     * chunk size), and for `nextId`/`nextUuid` the core's single take (`tryNext()`), on a twin
     * generator: same layout, frozen clock, same seed. A flow that mixed up an id's two words, or its
     * ids' order, differs from it.
     */
    @Test
    fun `asFlow, asUuidFlow, nextId and nextUuid give the bytes of the core's UUID batches for every named layout`(): Unit = runBlocking {
        for (name in UuidLayout.names()) {
            val layout = UuidLayout.named(name) // one instance: v8-node draws its node per look-up
            fun twin(): UuidGenerator = uuidGenerator {
                this.layout = layout
                clock = SettableClockSource(START)
                entropy = SeededEntropySource(2024)
            }
            val core = twin()
            val expected = batches(core, 16, 32, 64, 128, 256, 256).take(700) +
                List(50) { checkNotNull(core.tryNext()) { "the oracle's single take made nothing" } } + // nextId()/nextUuid(): the core's single take
                batches(core, 3, 3, 3, 3, 3, 3, 3).take(20)
            val viaJava = twin()
            val java = viaJava.asFlow().take(700).toList() + List(50) { viaJava.nextId() } + viaJava.asFlow(chunk = 3).take(20).toList()
            val viaKotlin = twin()
            val kotlin = viaKotlin.asUuidFlow().take(700).toList() + List(50) { viaKotlin.nextUuid() } +
                viaKotlin.asUuidFlow(chunk = 3).take(20).toList()
            assertThat(java).describedAs("asFlow / nextId, $name").isEqualTo(expected)
            assertThat(kotlin.map { it.toJava() }).describedAs("asUuidFlow / nextUuid, $name").isEqualTo(expected)
        }
    }

    /** The ids of one `tryNext(UUID[])` call per size, in order; each call must make all it is asked for. */
    private fun batches(generator: UuidGenerator, vararg sizes: Int): List<UUID> = sizes.flatMap { size ->
        val ids = arrayOfNulls<UUID>(size)
        val made = generator.tryNext(ids, 0, size)
        check(made == size) { "the oracle's batch of $size made $made" }
        ids.map { it!! }
    }

    /** Asserts the flow's ids are the positions right after [before], and that at most the rest of the chunk holding the k-th was drawn but not emitted. */
    private fun assertDrawnWithinCurrentChunk(
        layout: UuidLayout,
        before: UUID,
        ids: List<UUID>,
        after: UUID,
        k: Int,
        chunk: Int,
        what: String,
    ) {
        assertThat(ids).describedAs(what).hasSize(k)
        val tick = layout.tickOf(before)
        assertThat((ids + after).map { layout.tickOf(it) }).describedAs("%s: one frozen tick", what).containsOnly(tick)
        val first = layout.counterOf(before) + 1
        assertThat(ids.map { layout.counterOf(it) }).describedAs("%s: consecutive positions", what).isEqualTo((first until first + k).toList())
        val drawnButUnused = layout.counterOf(after) - layout.counterOf(ids.last()) - 1
        assertThat(drawnButUnused).describedAs("%s: positions drawn after the k-th id", what).isBetween(0L, restOfChunk(k, chunk).toLong())
    }

    private fun frozenWideCounter(): Pair<UuidGenerator, UuidLayout> {
        val generator = uuidGenerator {
            counter(MonotonicMethod.DEDICATED_COUNTER, 30)
            clock = SettableClockSource(START)
            entropy = SeededEntropySource(7)
        }
        return generator to generator.layout()
    }

    private companion object {
        val START: Instant = Instant.parse("2025-03-04T05:06:07.890Z")

        /** The ids after the k-th in the chunk that holds it: chunks are 16, then doubling up to [chunk]. */
        fun restOfChunk(k: Int, chunk: Int): Int {
            var size = minOf(16, chunk)
            var end = size
            while (end < k) {
                size = minOf(2 * size, chunk)
                end += size
            }
            return end - k
        }
    }
}

internal fun Uuid.toJava(): UUID = toLongs { msb, lsb -> UUID(msb, lsb) }

/** Each id sorts strictly after the one before it in [order]. */
internal fun assertStrictlyIncreasing(ids: List<UUID>, order: Comparator<in UUID>) {
    val bad = (1 until ids.size).firstOrNull { order.compare(ids[it - 1], ids[it]) >= 0 }
    val what = bad?.let { "id $it (${ids[it]}) does not sort after id ${it - 1} (${ids[it - 1]})" }
    assertThat(what).describedAs("the first id out of order").isNull()
}

/**
 * No two of [ids] were built from the same generator position (tick, counter) of [layout]. Every id
 * also carries fresh random bits, so two ids built from one position (a lost race that still handed
 * out an id) almost never compare equal: `doesNotHaveDuplicates()` cannot see that bug, this can.
 * Only for ids of one ordered generator, which never hands a position out twice.
 */
internal fun assertDistinctPositions(ids: List<UUID>, layout: UuidLayout) {
    val seen = HashMap<Pair<Long, Long>, UUID>()
    val repeat = ids.firstNotNullOfOrNull { id ->
        val position = layout.tickOf(id) to layout.counterOf(id)
        seen.put(position, id)?.let { "$it and $id, both at (tick, counter) $position" }
    }
    assertThat(repeat).describedAs("the first two ids built from one generator position").isNull()
}
