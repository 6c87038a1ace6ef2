package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** RFC 9562 appendix A.6 (the v7 test vector) and the field accessors. */
class Version7FieldsTest {

    /** RFC 9562 A.6: 017F22E2-79B0-7CC3-98C4-DC0C0C07398F, written as its two halves. */
    private static final UUID VECTOR = new UUID(0x017F22E2_79B0_7CC3L, 0x98C4_DC0C0C07398FL);
    private static final long VECTOR_MS = 1645557742000L;
    private static final Instant VECTOR_INSTANT = Instant.parse("2022-02-22T19:22:22Z");

    @Test
    void rfcVectorHasTheFieldsTheRfcLists() {
        Version7Fields f = Version7Fields.of(UuidParser.parse("017F22E2-79B0-7CC3-98C4-DC0C0C07398F"));

        assertThat(f.unixTsMs()).isEqualTo(VECTOR_MS).isEqualTo(VECTOR_INSTANT.toEpochMilli());
        assertThat(f.randA()).isEqualTo(0xCC3);
        assertThat(f.randB()).isEqualTo(0x18C4DC0C0C07398FL);
        assertThat(f.instant()).isEqualTo(VECTOR_INSTANT);
    }

    @Test
    void fieldsComposeToTheRfcVector() {
        UUID u = new Version7Fields(VECTOR_MS, 0xCC3, 0x18C4DC0C0C07398FL).toUuid();

        assertThat(u).isEqualTo(VECTOR);
        assertThat(u.toString()).isEqualTo("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
        assertThat(u.version()).isEqualTo(7);
        assertThat(u.variant()).isEqualTo(2);
    }

    @Test
    void defaultLayoutReadsTheVectorsMillisecond() {
        assertThat(UuidLayout.v7().instantOf(VECTOR)).isEqualTo(VECTOR_INSTANT);
        assertThat(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM).instantOf(VECTOR)).isEqualTo(VECTOR_INSTANT);
        assertThat(UuidLayout.v7().tickOf(VECTOR)).isEqualTo(VECTOR_MS);
    }

    @Test
    void clockPrecisionLayoutReadsRandAAsFractionOfTheMillisecond() {
        // rand_a / 4096 of a millisecond: 3267e6 / 4096 = 797,607.42 ns; the decoded instant is the
        // first whole nanosecond inside that tick, 797,608 ns.
        long expectedNanos = (0xCC3L * 1_000_000L + 4095) / 4096L;
        assertThat(expectedNanos).isEqualTo(797_608L);

        Instant decoded = UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION).instantOf(VECTOR);

        assertThat(decoded).isEqualTo(VECTOR_INSTANT.plusNanos(expectedNanos));
        assertThat(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION).tickOf(VECTOR)).isEqualTo(VECTOR_MS * 4096 + 0xCC3);
    }

    @Test
    void clockPrecisionGeneratorWritesTheFractionTimes4096RoundedDown() {
        // RFC 9562 section 6.2 (docs/layouts.md#v7-clock-precision): 0.4567 ms gives 0x74E (0.4567 * 4096 = 1870.6 -> 1870 = 0x74E).
        assertThat((int) Math.floor(0.4567 * 4096)).isEqualTo(0x74E);
        Instant at = Instant.parse("2024-03-01T08:15:30.1234567Z"); // 123 ms + 0.4567 ms
        SettableClockSource clock = new SettableClockSource(at);
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION))
                .clock(clock)
                .entropy(EntropySource.seeded(1))
                .build();

        UUID first = g.next();
        Version7Fields f = Version7Fields.of(first);

        assertThat(f.unixTsMs()).isEqualTo(at.toEpochMilli());
        assertThat(f.randA()).isEqualTo(0x74E);
        // Decoding gives back the instant at 1/4096 ms precision: at most 244 ns early.
        Instant decoded = g.layout().instantOf(first);
        assertThat(Duration.between(decoded, at)).isBetween(Duration.ZERO, Duration.ofNanos(244));
    }

    @Test
    void clockPrecisionFractionsAcrossAMillisecond() {
        Instant base = Instant.parse("2030-01-01T00:00:00Z");
        UuidLayout layout = UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION);
        for (int micros = 0; micros < 1000; micros += 37) {
            SettableClockSource clock = new SettableClockSource(base.plusNanos(micros * 1000L));
            UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(EntropySource.seeded(micros)).build();
            UUID u = g.next();
            assertThat(Ids.unixTsMs(u)).isEqualTo(base.toEpochMilli());
            assertThat(Ids.randA(u)).as("micros %d", micros).isEqualTo((int) (micros * 4096L / 1000));
        }
    }

    @Test
    void ofRejectsOtherVersionsAndVariants() {
        UUID v4 = UUID.fromString("f81d4fae-7dec-41d0-a765-00a0c91e6bf6");
        assertThatThrownBy(() -> Version7Fields.of(v4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(v4.toString())
                .hasMessageContaining("version 4");
        // version 7 nibble but the Microsoft variant (110x)
        UUID wrongVariant = new UUID(0x017F22E2_79B0_7CC3L, 0xC8C4_DC0C0C07398FL);
        assertThatThrownBy(() -> Version7Fields.of(wrongVariant))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("MICROSOFT");
        assertThatThrownBy(() -> Version7Fields.of(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void constructorChecksRanges() {
        assertThatThrownBy(() -> new Version7Fields(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Version7Fields(1L << 48, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Version7Fields(0, 0x1000, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Version7Fields(0, -1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Version7Fields(0, 0, 1L << 62)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Version7Fields(0, 0, -1)).isInstanceOf(IllegalArgumentException.class);

        // The extremes are accepted and give the all-ones v7 id.
        UUID max = new Version7Fields((1L << 48) - 1, 0xFFF, (1L << 62) - 1).toUuid();
        assertThat(max).isEqualTo(new UUID(0xFFFF_FFFF_FFFF_7FFFL, 0xBFFF_FFFF_FFFF_FFFFL));
    }
}
