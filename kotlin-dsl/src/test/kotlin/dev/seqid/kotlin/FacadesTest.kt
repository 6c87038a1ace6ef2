package dev.seqid.kotlin

import dev.seqid.FacadeKey
import dev.seqid.FacadeScheme
import dev.seqid.UuidFacade
import dev.seqid.UuidFormatException
import dev.seqid.UuidLayout
import dev.seqid.testing.SettableClockSource
import java.time.Instant
import java.util.UUID
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes
import kotlin.uuid.Uuid
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** The façade DSL and extensions agree with the core's façade, for java.util.UUID and kotlin.uuid.Uuid. */
internal class FacadesTest {

    private val key = FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f")

    @Test
    fun `the extensions give the published uuidv47 answer both ways, for UUID and Uuid`() {
        val facade = uuidFacade(FacadeScheme.UUIDV47, key)
        val id = UUID.fromString("01a233a2-709a-71d0-b029-494786597424")
        val expected = UUID.fromString("b94d7bd1-ed77-41d0-b029-494786597424")
        assertThat(id.toFacade(facade)).isEqualTo(expected)
        assertThat(expected.fromFacade(facade)).isEqualTo(id)
        assertThat(expected.fromFacadeOrNull(facade)).isEqualTo(id)
        assertThat(Uuid.parse(id.toString()).toFacade(facade)).isEqualTo(Uuid.parse(expected.toString()))
        assertThat(Uuid.parse(expected.toString()).fromFacade(facade)).isEqualTo(Uuid.parse(id.toString()))
        assertThat(Uuid.parse(expected.toString()).fromFacadeOrNull(facade)).isEqualTo(Uuid.parse(id.toString()))
    }

    @Test
    fun `opaque round trips generated ids as the core does`() {
        val facade = uuidFacade(FacadeScheme.OPAQUE, key) { layout("v7-monotonic-random") }
        val core = UuidFacade.opaque(key, UuidLayout.named("v7-monotonic-random"))
        val generator = uuidGenerator { layout("v7-monotonic-random") }
        repeat(1_000) {
            val id = generator.next()
            assertThat(id.toFacade(facade)).isEqualTo(core.encode(id))
            assertThat(id.toFacade(facade).fromFacade(facade)).isEqualTo(id)
        }
        assertThat(facade.layout()).isEqualTo(UuidLayout.named("v7-monotonic-random"))
    }

    @Test
    fun `a bad facade throws the core's exception, or gives null`() {
        val facade = uuidFacade(FacadeScheme.OPAQUE, key)
        val v7 = UUID.fromString("01a233a2-709a-71d0-b029-494786597424")
        val thrown = assertThrows<UuidFormatException> { v7.fromFacade(facade) }
        assertThat(thrown.index()).isEqualTo(14)
        assertThat(v7.fromFacadeOrNull(facade)).isNull()
        assertThat(Uuid.parse(v7.toString()).fromFacadeOrNull(facade)).isNull()
    }

    @Test
    fun `the plausible-time window of the DSL refuses an id from the future`() {
        val clock = SettableClockSource(Instant.parse("2026-12-01T00:00:00Z"))
        val facade = uuidFacade(FacadeScheme.UUIDV47, key) {
            plausibleTime(notBefore = Instant.parse("2026-01-01T00:00:00Z"), lead = 5.minutes)
            this.clock = clock
        }
        val now = UuidLayout.v7().compose(clock.millis(), 0, 1, 2)
        val later = UuidLayout.v7().compose(clock.millis() + 5 * 60_000 + 1, 0, 1, 2)
        assertThat(now.toFacade(facade).fromFacadeOrNull(facade)).isEqualTo(now)
        assertThat(later.toFacade(facade).fromFacadeOrNull(facade)).isNull()
    }

    @Test
    fun `settings the core refuses fail with its message, prefixed with the setting`() {
        assertThat(uuidFacade(FacadeScheme.named("uuidv47"), key).scheme()).isEqualTo(FacadeScheme.UUIDV47)
        val layout = assertThrows<IllegalArgumentException> { uuidFacade(FacadeScheme.OPAQUE, key) { layout("seqguid-string") } }
        assertThat(layout.message).startsWith("uuidFacade { layout }: a façade restores the version and variant")
        val window = assertThrows<IllegalArgumentException> {
            uuidFacade(FacadeScheme.OPAQUE, key) { plausibleTime(Instant.EPOCH, (-1).minutes) }
        }
        assertThat(window.message).startsWith("uuidFacade { plausibleTime }: the plausible-time lead must be from zero to 365 days (PT8760H),"
            + " got PT-1M")
        val tooLong = assertThrows<IllegalArgumentException> {
            uuidFacade(FacadeScheme.OPAQUE, key) { plausibleTime(Instant.EPOCH, Duration.INFINITE) }
        }
        assertThat(tooLong.message).startsWith("uuidFacade { plausibleTime }: the plausible-time lead must be from zero to 365 days")
    }
}
