package dev.seqid.kotlin

import dev.seqid.FacadeKey
import dev.seqid.FacadeScheme
import dev.seqid.TypeId
import dev.seqid.UlidText
import dev.seqid.UuidFormatException
import java.util.UUID
import kotlin.random.Random
import kotlin.uuid.Uuid
import kotlin.uuid.toJavaUuid
import kotlin.uuid.toKotlinUuid
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource

/** The TypeID and ULID text extensions agree with the core's TypeId and UlidText, for UUID and kotlin.uuid.Uuid. */
internal class TextFormsTest {

    private val key = FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f")

    /** Generated v7 ids, random 128-bit values, the nil and the max id. */
    private fun ids(): List<UUID> {
        val generator = uuidGenerator { entropy = threadLocalRandom() }
        val random = Random(65)
        return List(200) { generator.next() } + List(200) { UUID(random.nextLong(), random.nextLong()) } + UUID(0, 0) + UUID(-1, -1)
    }

    // ------------------------------------------------------------------ TypeID

    @Test
    fun `the specification's vectors, both ways`() {
        val vectors = listOf(
            Triple("prefix", "01890a5d-ac96-774b-bcce-b302099a8057", "prefix_01h455vb4pex5vsknk084sn02q"),
            Triple("pre_fix", "00000000-0000-0000-0000-000000000000", "pre_fix_00000000000000000000000000"),
            Triple("", "ffffffff-ffff-ffff-ffff-ffffffffffff", "7zzzzzzzzzzzzzzzzzzzzzzzzz"),
        )
        for ((prefix, uuid, text) in vectors) {
            val id = UUID.fromString(uuid)
            assertThat(id.toTypeId(prefix)).isEqualTo(text)
            assertThat(id.toKotlinUuid().toTypeId(prefix)).isEqualTo(text)
            assertThat(text.parseTypeId(prefix)).isEqualTo(id)
            assertThat(text.parseTypeIdOrNull(prefix)).isEqualTo(id)
        }
    }

    @Test
    fun `toTypeId and parseTypeId round trip every id as the core does, for UUID and Uuid`() {
        for (prefix in listOf("", "i", "inv", "line_item", "a".repeat(TypeId.MAX_PREFIX_LENGTH))) {
            for (id in ids()) {
                val text = id.toTypeId(prefix)
                assertThat(text).isEqualTo(TypeId.of(prefix, id).toString())
                assertThat(text.parseTypeId(prefix)).isEqualTo(id)
                assertThat(text.parseTypeIdOrNull(prefix)).isEqualTo(id)
                val stdlib: Uuid = id.toKotlinUuid()
                assertThat(stdlib.toTypeId(prefix)).isEqualTo(text)
                assertThat(text.parseTypeId(prefix).toKotlinUuid()).isEqualTo(stdlib)
            }
        }
    }

    @Test
    fun `a TypeID of another prefix is refused with the core's message naming both, or null`() {
        val id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057")
        for ((text, expected) in listOf(id.toTypeId("inv") to "cus", id.toTypeId("inv") to "", id.toTypeId("") to "inv",
            id.toTypeId("inv") to "in", id.toTypeId("inv") to "invo")) {
            val core = assertThrows<UuidFormatException> { TypeId.prefix(expected).parse(text) }
            val thrown = assertThrows<UuidFormatException> { text.parseTypeId(expected) }
            assertThat(thrown.message).isEqualTo(core.message).contains(text)
            assertThat(thrown.index()).isEqualTo(core.index())
            assertThat(text.parseTypeIdOrNull(expected)).isNull()
        }
        val wrong = assertThrows<UuidFormatException> { "inv_01h455vb4pex5vsknk084sn02q".parseTypeId("cus") }
        assertThat(wrong.message).isEqualTo("not a TypeID of prefix 'cus': \"inv_01h455vb4pex5vsknk084sn02q\" has the prefix 'inv';"
            + " expected cus_ and 26 characters")
    }

    @ParameterizedTest
    @ValueSource(
        strings = [
            "",
            "inv_",
            "inv_01h455vb4pex5vsknk084sn02",
            "inv_01h455vb4pex5vsknk084sn02qq",
            "inv_81h455vb4pex5vsknk084sn02q",
            "inv_01H455VB4PEX5VSKNK084SN02Q",
            "inv_01h455vb4pex5vsknk084sn02u",
            "Inv_01h455vb4pex5vsknk084sn02q",
            "inv-01h455vb4pex5vsknk084sn02q",
            "01890a5d-ac96-774b-bcce-b302099a8057",
        ],
    )
    fun `bad TypeID text throws the core's exception, or gives null`(text: String) {
        val core = assertThrows<UuidFormatException> { TypeId.prefix("inv").parse(text) }
        val thrown = assertThrows<UuidFormatException> { text.parseTypeId("inv") }
        assertThat(thrown.message).isEqualTo(core.message)
        assertThat(thrown.index()).isEqualTo(core.index())
        assertThat(thrown.input()).isEqualTo(text)
        assertThat(text.parseTypeIdOrNull("inv")).isNull()
    }

    @Test
    fun `a bad prefix argument throws in every form, the OrNull ones included, with the core's message`() {
        val id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057")
        val facade = uuidFacade(FacadeScheme.OPAQUE, key)
        val text = id.toTypeId("inv")
        for (prefix in listOf("Inv", "_inv", "inv_", "in-v", "a".repeat(TypeId.MAX_PREFIX_LENGTH + 1))) {
            val core = assertThrows<IllegalArgumentException> { TypeId.prefix(prefix) }
            val calls = listOf<() -> Any?>(
                { id.toTypeId(prefix) },
                { id.toKotlinUuid().toTypeId(prefix) },
                { text.parseTypeId(prefix) },
                { text.parseTypeIdOrNull(prefix) },
                { facade.encodeTypeId(prefix, id) },
                { facade.decodeTypeId(prefix, text) },
                { facade.decodeTypeIdOrNull(prefix, text) },
            )
            for (call in calls) {
                val thrown = assertThrows<IllegalArgumentException> { call() }
                assertThat(thrown).isNotInstanceOf(UuidFormatException::class.java)
                assertThat(thrown.message).describedAs(prefix).isEqualTo(core.message).startsWith("not a TypeID prefix")
            }
        }
    }

    // ------------------------------------------------------------------ ULID text

    @Test
    fun `toUlidText and parseUlidText round trip every id as the core does, in either case, for UUID and Uuid`() {
        for (id in ids()) {
            val text = id.toUlidText()
            assertThat(text).isEqualTo(UlidText.format(id)).matches("[0-9A-Z]{26}")
            assertThat(text.parseUlidText()).isEqualTo(id)
            assertThat(text.lowercase().parseUlidText()).isEqualTo(id)
            assertThat(text.parseUlidTextOrNull()).isEqualTo(id)
            assertThat(id.toKotlinUuid().toUlidText()).isEqualTo(text)
            // The ULID text is the prefix-less TypeID in upper case.
            assertThat(text.lowercase()).isEqualTo(id.toTypeId(""))
        }
        assertThat(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057").toUlidText()).isEqualTo("01H455VB4PEX5VSKNK084SN02Q")
    }

    @ParameterizedTest
    @ValueSource(strings = ["", "01H455VB4PEX5VSKNK084SN02", "01H455VB4PEX5VSKNK084SN02QQ", "81H455VB4PEX5VSKNK084SN02Q",
        "01H455VB4PEX5VSKNK084SN02U", "O1H455VB4PEX5VSKNK084SN02Q", "01H455VB4PEX5VSKNK084SN0-Q", "inv_01h455vb4pex5vsknk084sn02q"])
    fun `bad ULID text throws the core's exception, or gives null`(text: String) {
        val core = assertThrows<UuidFormatException> { UlidText.parse(text) }
        val thrown = assertThrows<UuidFormatException> { text.parseUlidText() }
        assertThat(thrown.message).isEqualTo(core.message)
        assertThat(thrown.index()).isEqualTo(core.index())
        assertThat(text.parseUlidTextOrNull()).isNull()
    }

    // ------------------------------------------------------------------ façades

    @Test
    fun `a facade's TypeID round trips as the core's, for UUID and Uuid`() {
        for (scheme in listOf(FacadeScheme.OPAQUE, FacadeScheme.UUIDV47)) {
            val facade = uuidFacade(scheme, key)
            val generator = uuidGenerator { entropy = threadLocalRandom() }
            repeat(500) {
                val id = generator.next()
                val publicId = facade.encodeTypeId("inv", id)
                assertThat(publicId).isEqualTo(TypeId.prefix("inv").encode(facade, id)).isEqualTo(facade.encode(id).toTypeId("inv"))
                assertThat(facade.encodeTypeId("inv", id.toKotlinUuid())).isEqualTo(publicId)
                assertThat(facade.decodeTypeId("inv", publicId)).isEqualTo(id)
                assertThat(facade.decodeTypeIdOrNull("inv", publicId)).isEqualTo(id)
                assertThat(facade.decodeTypeId("inv", publicId).toKotlinUuid().toJavaUuid()).isEqualTo(id)
            }
        }
    }

    @Test
    fun `decodeTypeId refuses another prefix, an id that is no facade and bad text, as the core does, and the OrNull form gives null`() {
        val facade = uuidFacade(FacadeScheme.OPAQUE, key)
        val id = UUID.fromString("01a233a2-709a-71d0-b029-494786597424")
        val publicId = facade.encodeTypeId("inv", id)
        val otherPrefix = facade.encodeTypeId("cus", id)
        val notAFacade = id.toTypeId("inv")   // the internal id itself, version 7
        for (text in listOf(otherPrefix, notAFacade, publicId.dropLast(1), "")) {
            val core = assertThrows<UuidFormatException> { TypeId.prefix("inv").decode(facade, text) }
            val thrown = assertThrows<UuidFormatException> { facade.decodeTypeId("inv", text) }
            assertThat(thrown.message).isEqualTo(core.message)
            assertThat(facade.decodeTypeIdOrNull("inv", text)).isNull()
        }
        assertThat(assertThrows<UuidFormatException> { facade.decodeTypeId("inv", otherPrefix) }.message)
            .contains("has the prefix 'cus'").contains("expected inv_")
        // Under another key the façade is refused, or read as another id: never this one.
        val other = uuidFacade(FacadeScheme.OPAQUE, FacadeKey.ofHex("0f0e0d0c0b0a09080706050403020100"))
        assertThat(other.decodeTypeIdOrNull("inv", publicId)).isNotEqualTo(id)
    }
}
