package example.docs

import dev.seqid.FacadeKey
import dev.seqid.FacadeScheme
import dev.seqid.OverflowPolicy
import dev.seqid.UuidLayout
import dev.seqid.UuidOrder
import dev.seqid.kotlin.asFlow
import dev.seqid.kotlin.nextId
import dev.seqid.kotlin.nextUuid
import dev.seqid.kotlin.decodeTypeIdOrNull
import dev.seqid.kotlin.encodeTypeId
import dev.seqid.kotlin.fromFacadeOrNull
import dev.seqid.kotlin.parseTypeId
import dev.seqid.kotlin.parseTypeIdOrNull
import dev.seqid.kotlin.parseUlidText
import dev.seqid.kotlin.toTypeId
import dev.seqid.kotlin.toUlidText
import dev.seqid.kotlin.toFacade
import dev.seqid.kotlin.toUuid
import dev.seqid.kotlin.uuidFacade
import dev.seqid.kotlin.uuidGenerator
import java.time.Instant
import java.util.UUID
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.minutes
import kotlin.uuid.Uuid
import kotlin.uuid.toKotlinUuid
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
    fun facade() {
        val ids = uuidGenerator()
        val key = FacadeKey.ofHex("8f3a2b1c4d5e6f708192a3b4c5d6e7f8")
        // tag::facade[]
        val facade = uuidFacade(FacadeScheme.OPAQUE, key) {
            plausibleTime(notBefore = Instant.parse("2026-01-01T00:00:00Z"), lead = 5.minutes)
        }
        val id: UUID = ids.next()
        val publicId: UUID = id.toFacade(facade)                   // v4, shows nothing of the time or order
        val back: UUID? = publicId.fromFacadeOrNull(facade)        // the id; null if not a façade of this key
        val stdlib: Uuid = id.toKotlinUuid().toFacade(facade)      // the same for kotlin.uuid.Uuid
        // end::facade[]

        assertThat(publicId.version()).isEqualTo(4)
        assertThat(back).isEqualTo(id)
        assertThat(stdlib.toString()).isEqualTo(publicId.toString())
        assertThat(id.fromFacadeOrNull(facade)).isNull()
    }

    @Test
    fun textForms() {
        val ids = uuidGenerator()
        val facade = uuidFacade(FacadeScheme.OPAQUE, FacadeKey.ofHex("8f3a2b1c4d5e6f708192a3b4c5d6e7f8"))
        // tag::textForms[]
        val id: UUID = ids.next()
        val text: String = id.toTypeId("inv")                    // inv_01h455vb4pex5vsknk084sn02q
        val back: UUID = text.parseTypeId("inv")                  // refuses cus_..., naming both prefixes
        val maybe: UUID? = "cus_01h455vb4pex5vsknk084sn02q".parseTypeIdOrNull("inv")   // null
        val ulid: String = id.toUlidText()                        // 01H455VB4PEX5VSKNK084SN02Q
        val publicId: String = facade.encodeTypeId("inv", id)     // the façade, as a TypeID
        val internal: UUID? = facade.decodeTypeIdOrNull("inv", publicId)
        // end::textForms[]

        assertThat(text).startsWith("inv_").hasSize(30)
        assertThat(back).isEqualTo(id)
        assertThat(maybe).isNull()
        assertThat(ulid.parseUlidText()).isEqualTo(id)
        assertThat(ulid.lowercase()).isEqualTo(text.removePrefix("inv_"))
        assertThat(publicId).startsWith("inv_").isNotEqualTo(text)
        assertThat(internal).isEqualTo(id)
        assertThat(id.toKotlinUuid().toTypeId("inv")).isEqualTo(text)
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
