package example.docs

import dev.seqid.OverflowPolicy
import dev.seqid.UuidLayout
import dev.seqid.UuidOrder
import dev.seqid.kotlin.asFlow
import dev.seqid.kotlin.nextId
import dev.seqid.kotlin.nextUuid
import dev.seqid.kotlin.toUuid
import dev.seqid.kotlin.uuidGenerator
import java.util.UUID
import kotlin.time.Duration.Companion.milliseconds
import kotlin.uuid.Uuid
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

/**
 * The Kotlin code blocks of README.md and docs/kotlin.md, as a user copies them (only the imports
 * added); the build checks that the pages show exactly these regions (dev.seqid.DocBlocksTest).
 */
class KotlinSnippetsTest {

    @Test
    fun readme(): Unit = runBlocking {
        // tag::readme[]
        val ids = uuidGenerator {
            layout("comb-sqlserver")
            maxLead = 100.milliseconds
        }
        val keys: List<UUID> = ids.asFlow().take(1_000).toList()   // cold Flow, reserved in chunks
        val one: UUID = ids.nextId()                               // suspends where next() would wait
        // end::readme[]

        assertThat(ids.layout()).isSameAs(UuidLayout.combSqlServer())
        assertIncreasing(keys + one, UuidOrder.SQL_SERVER)
    }

    @Test
    fun usage(): Unit = runBlocking {
        // tag::usage[]
        val ids = uuidGenerator {
            layout("comb-sqlserver")          // or layout = UuidLayout.v7(), or layout("mine") { version = 8; ... }
            overflowPolicy = OverflowPolicy.WAIT
            maxLead = 100.milliseconds
            entropy = secure()                // the default; perThreadDrbg(), secureRandom(), threadLocalRandom()
        }
        val keys: List<UUID> = ids.asFlow().take(1_000).toList()   // cold Flow, reserved in chunks
        val one: UUID = ids.nextId()                               // suspends where next() would wait, never parks
        val stdlib: Uuid = ids.nextUuid()                          // kotlin.uuid.Uuid
        val id = "0190a8e2-5c5e-7b3a-9f00-1234567890ab".toUuid()    // seqid's strict parser
        // end::usage[]

        assertThat(ids.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT)
        assertIncreasing(keys + one + UUID.fromString(stdlib.toString()), UuidOrder.SQL_SERVER)
        assertThat(id).isEqualTo(UUID.fromString("0190a8e2-5c5e-7b3a-9f00-1234567890ab"))
    }

    private fun assertIncreasing(ids: List<UUID>, order: Comparator<UUID>) {
        assertThat(ids).hasSizeGreaterThan(1)
        ids.zipWithNext().forEachIndexed { i, (a, b) -> assertThat(order.compare(a, b)).`as`("id %d after id %d", i + 1, i).isNegative() }
    }
}
