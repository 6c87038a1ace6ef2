package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Builder and API misuse: clear exceptions, and a generator that keeps working afterwards. */
class UuidGeneratorMisuseTest {

    private final SettableClockSource clock = new SettableClockSource(Instant.parse("2025-04-04T04:04:04.004Z"));
    private final UuidGenerator g = UuidGenerator.builder().clock(clock).entropy(new SeededEntropySource(1)).build();
    private UUID last = g.next();

    private void assertStillIncreasing() {
        UUID u = g.next();
        Ids.assertGreater(u, last);
        last = u;
        long[] two = new long[2];
        g.nextLongs(two, 0, 1);
        UUID v = new UUID(two[0], two[1]);
        Ids.assertGreater(v, last);
        last = v;
    }

    private void rejects(Class<? extends Throwable> type, ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOf(type);
        assertStillIncreasing();
    }

    @Test
    void readsBackItsSettings() {
        EntropySource seeded = new SeededEntropySource(2);
        UuidGenerator custom = UuidGenerator.builder().layout(UuidLayout.combSqlServer()).entropy(seeded).overflowPolicy(OverflowPolicy.THROW)
                .build();
        assertThat(custom.entropy()).isSameAs(seeded);
        assertThat(custom.layout()).isSameAs(UuidLayout.combSqlServer());
        assertThat(custom.overflowPolicy()).isEqualTo(OverflowPolicy.THROW);
        assertThat(custom.striped().generator()).isSameAs(custom);
        assertThat(custom.striped()).isSameAs(custom.striped());
        assertThat(custom.striped().toString()).startsWith("StripedUuidGenerator[per-thread order only, of UuidGenerator[");
        UuidGenerator defaults = UuidGenerator.builder().build();
        assertThat(defaults.entropy()).isSameAs(PrefilledEntropySource.shared());
        assertThat(defaults.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT);
        assertThat(defaults.layout().name()).isEqualTo(UuidGenerator.DEFAULT_LAYOUT);
        assertThat(defaults.toString()).doesNotContain("Striped");
    }

    @Test
    void builderRejectsBadSettings() {
        assertThatThrownBy(() -> UuidGenerator.builder().maxLead(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxLead").hasMessageContaining("PT-0.001S");
        assertThatThrownBy(() -> UuidGenerator.builder().maxLead(Duration.ofNanos(-1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UuidGenerator.builder().maxLead(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidGenerator.builder().layout(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidGenerator.builder().clock(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidGenerator.builder().entropy(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidGenerator.builder().overflowPolicy(null)).isInstanceOf(NullPointerException.class);
        // huge maxLead is accepted (no overflow in the tick arithmetic)
        UuidGenerator big = UuidGenerator.builder().clock(clock).maxLead(Duration.ofSeconds(Long.MAX_VALUE)).build();
        UUID a = big.next();
        Ids.assertGreater(big.next(), a);
    }

    @Test
    void defaultsAreTheDocumentedOnes() {
        UuidGenerator d = UuidGenerator.builder().build();
        assertThat(d.layout().counterBits()).isEqualTo(UuidLayout.v7().counterBits());
        assertThat(d.layout().method()).isEqualTo(MonotonicMethod.DEDICATED_COUNTER);
        assertThat(d.toString()).contains("maxLead=PT1S").contains("WAIT");
        UUID u = d.next();
        assertThat(u.version()).isEqualTo(7);
        assertThat(Math.abs(Ids.unixTsMs(u) - System.currentTimeMillis())).isLessThan(60_000);
    }

    @Test
    void invalidLayoutsAreRejectedWithTheAllowedRange() {
        assertThatThrownBy(() -> UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 11))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("12 to 42").hasMessageContaining("11");
        assertThatThrownBy(() -> UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 43))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("12 to 42").hasMessageContaining("43");
    }

    @Test
    void badCallsLeaveTheGeneratorWorking() {
        rejects(NullPointerException.class, () -> g.nextLongs(null, 0, 1));
        rejects(IllegalArgumentException.class, () -> g.nextLongs(new long[4], 0, -5));
        rejects(IndexOutOfBoundsException.class, () -> g.nextLongs(new long[4], 3, 1));
        rejects(IndexOutOfBoundsException.class, () -> g.nextLongs(new long[4], 0, 3));
        rejects(NullPointerException.class, () -> g.next(null, 0, 0));
        rejects(IndexOutOfBoundsException.class, () -> g.next(new UUID[3], 2, 2));
        rejects(IndexOutOfBoundsException.class, () -> g.next(new UUID[3], 0, -1));
        rejects(NullPointerException.class, () -> g.nextBytes((byte[]) null, 0));
        rejects(IndexOutOfBoundsException.class, () -> g.nextBytes(new byte[16], 1));
        rejects(NullPointerException.class, () -> g.nextBytes((java.nio.ByteBuffer) null));
        rejects(java.nio.ReadOnlyBufferException.class, () -> g.nextBytes(java.nio.ByteBuffer.allocate(32).asReadOnlyBuffer()));
        rejects(java.nio.BufferOverflowException.class, () -> g.nextBytes(java.nio.ByteBuffer.allocate(8)));
        rejects(IllegalArgumentException.class, () -> g.layout().instantOf(UUID.fromString("f81d4fae-7dec-41d0-a765-00a0c91e6bf6")));
        rejects(UuidFormatException.class, () -> UuidParser.parse("not a uuid"));
        // a clock that steps before the epoch does not confuse the generator either
        clock.set(Instant.EPOCH);
        assertStillIncreasing();
        clock.set(Instant.parse("2025-04-04T04:04:04.010Z"));
        UUID u = g.next();
        Ids.assertGreater(u, last);
        assertThat(Ids.unixTsMs(u)).isEqualTo(clock.millis());
    }

    @Test
    void generatedIdsDecodeWithTheirLayout() {
        UUID u = g.next();
        assertThat(g.layout().instantOf(u)).isEqualTo(clock.instant().truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
        assertThat(g.layout().instantOf(u)).isEqualTo(Instant.ofEpochMilli(Ids.unixTsMs(u)));
        assertThat(UuidParser.parse(u.toString())).isEqualTo(u);
        assertThat(UuidVariant.of(u)).isEqualTo(UuidVariant.RFC_9562);
    }
}
