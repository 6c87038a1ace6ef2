package dev.seqid.kotlin

import dev.seqid.testing.SeededEntropySource
import dev.seqid.testing.SettableClockSource
import dev.seqid.UuidFormatException
import dev.seqid.UuidLayout
import dev.seqid.UuidOrder
import dev.seqid.UuidParser
import java.time.Duration
import java.time.Instant
import java.util.UUID
import kotlin.random.Random
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource

/** The UUID and String extensions agree with the core they wrap. */
internal class ExtensionsTest {

    // ------------------------------------------------------------------ toUuid, toUuidOrNull

    @Test
    fun `toUuid and toUuidOrNull read what UUID toString writes`() {
        val generator = uuidGenerator { entropy = threadLocalRandom() }
        val random = Random(5)
        val ids = List(200) { generator.next() } + List(200) { UUID(random.nextLong(), random.nextLong()) } + UUID(0, 0) + UUID(-1, -1)
        for (id in ids) {
            assertThat(id.toString().toUuid()).isEqualTo(id)
            assertThat(id.toString().toUuidOrNull()).isEqualTo(id)
        }
    }

    @ParameterizedTest
    @ValueSource(
        strings = [
            "",
            "0190a8e2",
            "0190a8e2-5c5e-7b3a-9f00-1234567890ab0",
            "0190a8e2+5c5e-7b3a-9f00-1234567890ab",
            "0190a8e2-5c5e-7b3a-9f00-1234567890ag",
            " 0190a8e2-5c5e-7b3a-9f00-1234567890a",
            "{0190a8e2-5c5e-7b3a-9f00-1234567890ab}",
            "0190a8e25c5e7b3a9f001234567890ab",
            "0190a8e2-5c5e-7b3a-9f00_1234567890ab",
        ],
    )
    fun `toUuid on invalid text throws the core's exception with the core's message, toUuidOrNull gives null`(text: String) {
        val core = assertThrows<UuidFormatException> { UuidParser.parse(text) }
        val thrown = assertThrows<UuidFormatException> { text.toUuid() }
        assertThat(thrown.message).isEqualTo(core.message).contains(text)
        assertThat(thrown.index()).isEqualTo(core.index())
        assertThat(thrown.input()).isEqualTo(text)
        assertThat(text.toUuidOrNull()).isNull()
    }

    @Test
    fun `toUuidOrNull gives what the parser gives, or null where it throws`() {
        val valid = UUID(0x0190a8e25c5e7b3aL, -0x60ffedcba9876f55L).toString()
        val texts = listOf(valid, valid.uppercase(), valid.replaceFirst('-', ':'), valid.dropLast(1), "$valid ", valid.replace('a', 'A'))
        for (text in texts) {
            val expected = try {
                UuidParser.parse(text)
            } catch (e: UuidFormatException) {
                null
            }
            assertThat(text.toUuidOrNull()).describedAs(text).isEqualTo(expected)
        }
    }

    // ------------------------------------------------------------------ instant

    @Test
    fun `instant(layout) is layout instantOf for every layout with a timestamp`() {
        val at = Instant.parse("2025-05-06T07:08:09.123456789Z")
        for (name in UuidLayout.names().filter { it != "v4" }) {
            val layout = UuidLayout.named(name)
            val clock = SettableClockSource(at)
            val generator = uuidGenerator { this.layout = layout; this.clock = clock; entropy = threadLocalRandom() }
            val ids = List(3) { generator.next() }.also { clock.advance(Duration.ofMillis(50)) } + generator.next()
            for (id in ids) {
                val instant = id.instant(layout)
                assertThat(instant).describedAs(name).isEqualTo(layout.instantOf(id))
            }
            // At the layout's precision (the legacy COMB's is 1/300 s): near the clock's readings.
            assertThat(Duration.between(ids.first().instant(layout), at).abs()).describedAs(name).isLessThan(Duration.ofMillis(4))
            assertThat(Duration.between(ids.last().instant(layout), at.plusMillis(50)).abs()).describedAs(name).isLessThan(Duration.ofMillis(4))
        }
    }

    @Test
    fun `instant(layout) fails as instantOf does for an id of another layout or a layout without timestamp`() {
        val v7 = uuidGenerator { layout("v7") }.next()
        val v4 = uuidGenerator { layout("v4") }.next()
        for ((id, layout) in listOf(v7 to UuidLayout.v6(), v7 to UuidLayout.v4(), v4 to UuidLayout.v8SqlServer())) {
            val core = assertThrows<IllegalArgumentException> { layout.instantOf(id) }
            val thrown = assertThrows<IllegalArgumentException> { id.instant(layout) }
            assertThat(thrown.message).isEqualTo(core.message)
        }
    }

    // ------------------------------------------------------------------ database order

    @Test
    fun `comparing and sortedInDatabaseOrder sort comb-sqlserver ids as SQL Server does, unlike unsigned order`() {
        val ids = combSqlServerIdsAcrossMilliseconds()
        val rows = ids.mapIndexed { i, id -> Row(i, id) }
        val shuffled = rows.shuffled(Random(1))
        val generationOrder = rows.map { it.n }

        assertThat(shuffled.sortedWith(UuidOrder.SQL_SERVER.comparing { it.id }).map { it.n }).isEqualTo(generationOrder)
        assertThat(shuffled.map { it.id }.sortedInDatabaseOrder(UuidLayout.combSqlServer())).isEqualTo(ids)
        // The test can tell the orders apart: the unsigned (string) order of these ids is another.
        assertThat(shuffled.sortedWith(UuidOrder.UNSIGNED.comparing { it.id }).map { it.n }).isNotEqualTo(generationOrder)
        assertThat(shuffled.map { it.id }.sortedInDatabaseOrder(UuidLayout.combPostgres())).isNotEqualTo(ids)

        // comparing is the order's compare, sign for sign, in both directions.
        val byId = UuidOrder.SQL_SERVER.comparing<Row> { it.id }
        for (a in rows.take(20)) {
            for (b in rows.take(20)) {
                assertThat(Integer.signum(byId.compare(a, b))).isEqualTo(Integer.signum(UuidOrder.SQL_SERVER.compare(a.id, b.id)))
                    .isEqualTo(a.n.compareTo(b.n))
            }
        }
    }

    @Test
    fun `sortedInDatabaseOrder uses each layout's order`() {
        for (name in listOf("comb-binary", "v8-sqlserver", "seqguid-atend", "v7", "comb-postgres")) {
            val layout = UuidLayout.named(name)
            val clock = SettableClockSource(START)
            val generator = uuidGenerator { this.layout = layout; this.clock = clock; entropy = SeededEntropySource(8) }
            val ids = List(40) { generator.next().also { if (it.hashCode() % 2 == 0) clock.advance(Duration.ofMillis(1)) } }
            assertThat(ids.shuffled(Random(3)).sortedInDatabaseOrder(layout)).describedAs(name).isEqualTo(ids)
            assertThat(ids.reversed().sortedInDatabaseOrder(layout)).describedAs(name).isEqualTo(ids)
        }
    }

    @Test
    fun `isBefore follows the order given`() {
        val ids = combSqlServerIdsAcrossMilliseconds()
        for (i in 1 until ids.size) {
            assertThat(ids[i - 1].isBefore(ids[i], UuidOrder.SQL_SERVER)).isTrue()
            assertThat(ids[i].isBefore(ids[i - 1], UuidOrder.SQL_SERVER)).isFalse()
            assertThat(ids[i].isBefore(ids[i], UuidOrder.SQL_SERVER)).isFalse()
            assertThat(ids[i - 1].isBefore(ids[i], UuidOrder.UNSIGNED)).isEqualTo(UuidOrder.UNSIGNED.compare(ids[i - 1], ids[i]) < 0)
        }
        // Some neighbours in SQL Server order are not in unsigned order.
        assertThat((1 until ids.size).count { !ids[it - 1].isBefore(ids[it], UuidOrder.UNSIGNED) }).isPositive()
        // Any comparator will do.
        assertThat(ids[1].isBefore(ids[0], UuidOrder.SQL_SERVER.reversed())).isTrue()
    }

    // ------------------------------------------------------------------ versionNibble

    @Test
    fun `versionNibble is the version the layout writes and the nibble at bits 48 to 51`() {
        for (name in listOf("v7", "v7-monotonic-random", "v7-clock-precision", "v6", "v4", "v8-sqlserver", "v8-node", "draft01-v7", "comb-sqlserver")) {
            val layout = UuidLayout.named(name)
            val generator = uuidGenerator { this.layout = layout; entropy = threadLocalRandom() }
            repeat(20) {
                val id = generator.next()
                assertThat(id.versionNibble).describedAs(name).isEqualTo(layout.version()).isEqualTo((id.mostSignificantBits ushr 12 and 0xFL).toInt())
            }
        }
        val random = Random(9)
        repeat(100) {
            val id = UUID(random.nextLong(), random.nextLong())
            assertThat(id.versionNibble).isEqualTo((id.mostSignificantBits ushr 12 and 0xFL).toInt())
        }
    }

    private data class Row(val n: Int, val id: UUID)

    /** 60 comb-sqlserver ids, the clock moving 1 ms every third: several ids per millisecond, several milliseconds. */
    private fun combSqlServerIdsAcrossMilliseconds(): List<UUID> {
        val clock = SettableClockSource(START)
        val generator = uuidGenerator { layout("comb-sqlserver"); this.clock = clock; entropy = SeededEntropySource(5) }
        return List(60) { i ->
            if (i % 3 == 0) {
                clock.advance(Duration.ofMillis(1))
            }
            generator.next()
        }
    }

    private companion object {
        val START: Instant = Instant.parse("2025-01-01T00:00:00Z")
    }
}
