package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Placement worked by hand for layouts whose fields break where the presets' do not: a timestamp
 * that runs from one half of the id into the other, and a timestamp or counter split into two runs
 * within one half. The rule (UuidLayout's class comment): skipping fixed bits, the bits read in the
 * sort order take the timestamp, then the counter, then random bits, most significant first. None
 * of these layouts sets a version or variant, so every bit is free.
 *
 * <p>Each layout is checked on the generator's path ({@link UuidLayout#compose}, which places
 * through the per-word methods a generator uses) and on the decoding path.
 */
class BitPlanPlacementTest {

    /** A 48-bit timestamp field whose bytes are easy to find: 01 23 45 67 89 ab. */
    private static final long TS = 0x0123_4567_89ABL;

    private static UuidLayout layout(int counterBits, int... order) {
        return UuidLayout.builder("placement").sortOrder(order).counter(MonotonicMethod.DEDICATED_COUNTER, counterBits).build();
    }

    /** The id of {@link #TS} and {@code counter} with zero random bits reads {@code expected} and decodes to both again. */
    private static void assertPlaced(UuidLayout l, long counter, String expected) {
        UUID id = l.compose(TS, counter, 0, 0);
        assertThat(id.toString()).isEqualTo(expected);
        assertThat(l.tickOf(id)).isEqualTo(TS);
        assertThat(l.counterOf(id)).isEqualTo(counter);
    }

    @Test
    void aTimestampThatStartsInTheMostSignificantHalfAndEndsInTheLeastSignificantOne() {
        // Bytes 4-7 take T47..T16, bytes 8-9 T15..T0; the 18-bit counter bytes 0, 1 and the top two bits of byte 2.
        UuidLayout l = layout(18, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 10, 11, 12, 13, 14, 15);
        long counter = 0x2ABCD; // 10 1010 1011 1100 1101: bytes 0-1 = aa f3, byte 2 starts 01
        assertPlaced(l, counter, "aaf34000-0123-4567-89ab-000000000000");
        // random bits: the rest of byte 2, byte 3 and bytes 10-15
        assertThat(l.compose(TS, counter, -1L, -1L).toString()).isEqualTo("aaf37fff-0123-4567-89ab-ffffffffffff");
    }

    @Test
    void aTimestampThatStartsInTheLeastSignificantHalfAndEndsInTheMostSignificantOne() {
        // Bytes 12-15 take T47..T16, bytes 0-1 T15..T0; the counter bytes 2, 3 and the top two bits of byte 4.
        UuidLayout l = layout(18, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
        long counter = 0x2ABCD;
        assertPlaced(l, counter, "89abaaf3-4000-0000-0000-000001234567");
    }

    @Test
    void aTimestampInTwoRunsOfTheMostSignificantHalf() {
        // Bytes 0-4 take T47..T8, byte 6 T7..T0; the 8-bit counter byte 5; random bytes 7-15.
        UuidLayout l = layout(8, 0, 1, 2, 3, 4, 6, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        assertPlaced(l, 0xCD, "01234567-89cd-ab00-0000-000000000000");
        assertThat(l.compose(TS, 0xCD, -1L, -1L).toString()).isEqualTo("01234567-89cd-abff-ffff-ffffffffffff");
    }

    @Test
    void aTimestampInTwoRunsOfTheLeastSignificantHalf() {
        // Bytes 8-12 take T47..T8, byte 14 T7..T0; the 8-bit counter byte 13; random bytes 15 and 0-7.
        UuidLayout l = layout(8, 8, 9, 10, 11, 12, 14, 13, 15, 0, 1, 2, 3, 4, 5, 6, 7);
        assertPlaced(l, 0xCD, "00000000-0000-0000-0123-456789cdab00");
    }

    @Test
    void aCounterInTwoRunsOfTheMostSignificantHalf() {
        // Bytes 0-5 take the timestamp; the 16-bit counter C15..C8 byte 7, C7..C0 byte 6.
        UuidLayout l = layout(16, 0, 1, 2, 3, 4, 5, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15);
        assertPlaced(l, 0xABCD, "01234567-89ab-cdab-0000-000000000000");
    }

    @Test
    void aCounterInTwoRunsOfTheLeastSignificantHalf() {
        // Bytes 0-5 take the timestamp; the 16-bit counter C15..C8 byte 9, C7..C0 byte 8.
        UuidLayout l = layout(16, 0, 1, 2, 3, 4, 5, 9, 8, 6, 7, 10, 11, 12, 13, 14, 15);
        assertPlaced(l, 0xABCD, "01234567-89ab-0000-cdab-000000000000");
    }

    @Test
    void withoutCounterEveryBitAfterTheTimestampIsRandomInBothHalves() {
        // No version or variant: bytes 0-5 timestamp, bytes 6-15 random, byte 8's top bit included.
        UuidLayout l = UuidLayout.builder("ts-only").counter(MonotonicMethod.CLOCK_PRECISION, 0).build();
        assertThat(l.randomBits()).isEqualTo(80);
        assertThat(l.compose(TS, 0, -1L, -1L).toString()).isEqualTo("01234567-89ab-ffff-ffff-ffffffffffff");
        assertThat(l.compose(TS, 0, 0, 0).toString()).isEqualTo("01234567-89ab-0000-0000-000000000000");
        assertThat(l.compose(TS, 0, -1L, 0).toString()).isEqualTo("01234567-89ab-ffff-0000-000000000000");
        assertThat(l.compose(TS, 0, 0, -1L).toString()).isEqualTo("01234567-89ab-0000-ffff-ffffffffffff");
    }
}
