package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Known answers for {@link UuidCodec} taken from outside the code under test: RFC 9562's v1/v6
 * vector pair, the example in Microsoft's {@code Guid.ToByteArray} documentation, the example in
 * MySQL's {@code UUID_TO_BIN} documentation, and hand-written permutations of
 * {@code 00112233-4455-6677-8899-aabbccddeeff} (each byte's value names its string-order position).
 * Round trips over random values, and the errors.
 */
class UuidCodecTest {

    /** Byte i of its string order is 0x11 * i, so a permutation of it shows the byte positions. */
    private static final UUID COUNTING = new UUID(0x0011_2233_4455_6677L, 0x8899_AABB_CCDD_EEFFL);

    /** RFC 9562 appendix A.1 and A.5: the same instant, 2022-02-22T19:22:22Z, as v1 and as v6. */
    private static final UUID RFC_V1 = new UUID(0xC232AB00_9414_11ECL, 0xB3C8_9F6BDECED846L);
    private static final UUID RFC_V6 = new UUID(0x1EC9414C_232A_6B00L, 0xB3C8_9F6BDECED846L);

    private static final long SEED = 0x5E91D_C0DECL;
    private static final int ROUND_TRIPS = 10_000;

    private static byte[] hex(String digits) {
        return HexFormat.of().parseHex(digits);
    }

    // ---- string order ----------------------------------------------------------------------

    @Test
    void bytesAreInStringOrder() {
        assertThat(UuidCodec.toBytes(COUNTING)).isEqualTo(hex("00112233445566778899aabbccddeeff"));
        assertThat(UuidCodec.toBytes(RFC_V6)).isEqualTo(hex("1ec9414c232a6b00b3c89f6bdeced846"));
    }

    @Test
    void fromBytesReadsSixteenBytesAtTheOffset() {
        byte[] padded = hex("ffff00112233445566778899aabbccddeeffffff");

        assertThat(UuidCodec.fromBytes(padded, 2)).isEqualTo(COUNTING);
        assertThat(UuidCodec.fromBytes(hex("00112233445566778899aabbccddeeff"), 0)).isEqualTo(COUNTING);
    }

    @Test
    void bytesRoundTrip() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < ROUND_TRIPS; i++) {
            UUID u = new UUID(random.nextLong(), random.nextLong());
            byte[] bytes = UuidCodec.toBytes(u);
            assertThat(bytes).isEqualTo(ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array());
            assertThat(UuidCodec.fromBytes(bytes, 0)).isEqualTo(u);
        }
    }

    // ---- .NET ------------------------------------------------------------------------------

    @Test
    void dotNetBytesReverseTheFirstThreeGroups() {
        assertThat(UuidCodec.toDotNetBytes(COUNTING)).isEqualTo(hex("33221100554477668899aabbccddeeff"));
        assertThat(UuidCodec.toDotNetHex(COUNTING)).isEqualTo("33221100554477668899aabbccddeeff");
        assertThat(UuidCodec.fromDotNetBytes(hex("33221100554477668899aabbccddeeff"), 0)).isEqualTo(COUNTING);
    }

    @Test
    void dotNetBytesMatchMicrosoftsToByteArrayExample() {
        // learn.microsoft.com, Guid.ToByteArray(): 35918bc9-196d-40ea-9779-889d79b753f0 prints as
        // C9 8B 91 35 6D 19 EA 40 97 79 88 9D 79 B7 53 F0
        UUID guid = UuidParser.parse("35918bc9-196d-40ea-9779-889d79b753f0");
        byte[] toByteArray = hex("C98B91356D19EA409779889D79B753F0");

        assertThat(UuidCodec.toDotNetBytes(guid)).isEqualTo(toByteArray);
        assertThat(UuidCodec.toDotNetHex(guid)).isEqualTo("c98b91356d19ea409779889d79b753f0");
        assertThat(UuidCodec.fromDotNetBytes(toByteArray, 0)).isEqualTo(guid);
    }

    @Test
    void swapDotNetIsThePermutationAsAUuidAndItsOwnInverse() {
        assertThat(UuidCodec.swapDotNet(COUNTING)).isEqualTo(UuidParser.parse("33221100-5544-7766-8899-aabbccddeeff"));
        assertThat(UuidCodec.swapDotNet(UuidCodec.swapDotNet(COUNTING))).isEqualTo(COUNTING);
    }

    @Test
    void dotNetRoundTrips() {
        SplittableRandom random = new SplittableRandom(SEED);
        byte[] padded = new byte[21];
        for (int i = 0; i < ROUND_TRIPS; i++) {
            UUID u = new UUID(random.nextLong(), random.nextLong());
            byte[] dotNet = UuidCodec.toDotNetBytes(u);
            assertThat(UuidCodec.fromDotNetBytes(dotNet, 0)).isEqualTo(u);
            assertThat(UuidCodec.swapDotNet(UuidCodec.swapDotNet(u))).isEqualTo(u);
            // swapDotNet(u) is the UUID whose string-order bytes are u's .NET bytes
            assertThat(UuidCodec.toBytes(UuidCodec.swapDotNet(u))).isEqualTo(dotNet);
            assertThat(UuidCodec.toDotNetHex(u)).isEqualTo(HexFormat.of().formatHex(dotNet));
            System.arraycopy(dotNet, 0, padded, 5, 16);
            assertThat(UuidCodec.fromDotNetBytes(padded, 5)).isEqualTo(u);
        }
    }

    // ---- MySQL -----------------------------------------------------------------------------

    @Test
    void mySqlSwapExchangesTimeLowAndTimeHigh() {
        assertThat(UuidCodec.toMySqlSwapped(COUNTING)).isEqualTo(hex("66774455001122338899aabbccddeeff"));
        assertThat(UuidCodec.toMySqlSwappedHex(COUNTING)).isEqualTo("66774455001122338899aabbccddeeff");
        assertThat(UuidCodec.fromMySqlSwapped(hex("66774455001122338899aabbccddeeff"), 0)).isEqualTo(COUNTING);
    }

    @Test
    void mySqlSwapMatchesTheMySqlManualExample() {
        // MySQL reference manual, UUID_TO_BIN(): HEX(UUID_TO_BIN('6ccd780c-baba-1026-9564-5b8c656024db', 1))
        // is 1026BABA6CCD780C95645B8C656024DB
        UUID uuid = UuidParser.parse("6ccd780c-baba-1026-9564-5b8c656024db");

        assertThat(UuidCodec.toMySqlSwapped(uuid)).isEqualTo(hex("1026BABA6CCD780C95645B8C656024DB"));
        assertThat(UuidCodec.toMySqlSwappedHex(uuid)).isEqualTo("1026baba6ccd780c95645b8c656024db");
        assertThat(UuidCodec.fromMySqlSwapped(hex("1026BABA6CCD780C95645B8C656024DB"), 0)).isEqualTo(uuid);
    }

    @Test
    void mySqlRoundTrips() {
        SplittableRandom random = new SplittableRandom(SEED);
        byte[] padded = new byte[19];
        for (int i = 0; i < ROUND_TRIPS; i++) {
            UUID u = new UUID(random.nextLong(), random.nextLong());
            byte[] swapped = UuidCodec.toMySqlSwapped(u);
            byte[] plain = UuidCodec.toBytes(u);
            assertThat(swapped).isEqualTo(permute(plain, 6, 7, 4, 5, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15));
            assertThat(UuidCodec.fromMySqlSwapped(swapped, 0)).isEqualTo(u);
            assertThat(UuidCodec.toMySqlSwappedHex(u)).isEqualTo(HexFormat.of().formatHex(swapped));
            System.arraycopy(swapped, 0, padded, 3, 16);
            assertThat(UuidCodec.fromMySqlSwapped(padded, 3)).isEqualTo(u);
        }
    }

    @Test
    void mySqlSwapPutsAVersion1TimestampFirst() {
        // two v1 ids one 100 ns tick apart across a time_low carry: swapped bytes sort by time
        UUID earlier = v1(0x0123_4567_FFFF_FFFFL, 0x8000_0000_0000_0000L);
        UUID later = v1(0x0123_4568_0000_0000L, 0x8000_0000_0000_0000L);

        assertThat(UuidOrder.UNSIGNED.compare(later, earlier)).isNegative();
        assertThat(Arrays.compareUnsigned(UuidCodec.toMySqlSwapped(later), UuidCodec.toMySqlSwapped(earlier))).isPositive();
    }

    private static byte[] permute(byte[] source, int... positions) {
        byte[] result = new byte[positions.length];
        for (int i = 0; i < positions.length; i++) {
            result[i] = source[positions[i]];
        }
        return result;
    }

    // ---- v1 <-> v6 -------------------------------------------------------------------------

    @Test
    void rfcVectorsConvertBothWays() {
        assertThat(UuidCodec.v1ToV6(UuidParser.parse("C232AB00-9414-11EC-B3C8-9F6BDECED846")))
                .isEqualTo(UuidParser.parse("1EC9414C-232A-6B00-B3C8-9F6BDECED846"))
                .isEqualTo(RFC_V6);
        assertThat(UuidCodec.v6ToV1(UuidParser.parse("1EC9414C-232A-6B00-B3C8-9F6BDECED846")))
                .isEqualTo(UuidParser.parse("C232AB00-9414-11EC-B3C8-9F6BDECED846"))
                .isEqualTo(RFC_V1);
    }

    @Test
    void rfcVectorsEncodeTheRfcsInstant() {
        // The 60-bit timestamp counts 100 ns from 1582-10-15; 122192928000000000 of them lie before 1970.
        long v1Timestamp = ((RFC_V1.getMostSignificantBits() & 0xFFF) << 48)
                | (((RFC_V1.getMostSignificantBits() >>> 16) & 0xFFFF) << 32)
                | (RFC_V1.getMostSignificantBits() >>> 32);
        long v6Timestamp = ((RFC_V6.getMostSignificantBits() >>> 16) << 12) | (RFC_V6.getMostSignificantBits() & 0xFFF);

        assertThat(v1Timestamp).isEqualTo(v6Timestamp).isEqualTo(RFC_V1.timestamp());
        assertThat((v1Timestamp - 122_192_928_000_000_000L) / 10_000).isEqualTo(1_645_557_742_000L);
    }

    @Test
    void v1AndV6RoundTripAndKeepTheLeastSignificantHalf() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < ROUND_TRIPS; i++) {
            long timestamp = random.nextLong() >>> 4;
            long lsb = (random.nextLong() >>> 2) | 0x8000_0000_0000_0000L;
            UUID v6 = v6(timestamp, lsb);
            UUID v1 = UuidCodec.v6ToV1(v6);

            assertThat(v1).isEqualTo(v1(timestamp, lsb));
            assertThat(v1.version()).isEqualTo(1);
            assertThat(v1.variant()).isEqualTo(2);
            assertThat(v1.timestamp()).isEqualTo(timestamp);
            assertThat(v1.getLeastSignificantBits()).isEqualTo(lsb);
            assertThat(UuidCodec.v1ToV6(v1)).isEqualTo(v6);
        }
    }

    @Test
    void v6SortsByTimestampWhereV1DoesNot() {
        SplittableRandom random = new SplittableRandom(SEED);
        int v1OutOfOrder = 0;
        for (int i = 0; i < ROUND_TRIPS; i++) {
            long t1 = random.nextLong() >>> 4;
            long t2 = random.nextLong() >>> 4;
            long lsb = 0x8000_0000_0000_0000L;
            UUID a = v6(t1, lsb);
            UUID b = v6(t2, lsb);
            assertThat(Integer.signum(UuidOrder.UNSIGNED.compare(a, b))).isEqualTo(Long.signum(Long.compare(t1, t2)));
            if (Integer.signum(UuidOrder.UNSIGNED.compare(v1(t1, lsb), v1(t2, lsb))) != Long.signum(Long.compare(t1, t2))) {
                v1OutOfOrder++;
            }
        }
        assertThat(v1OutOfOrder).as("v1 ids out of time order").isGreaterThan(ROUND_TRIPS / 4);
    }

    /** A v1 id built from the RFC's field description, not with the code under test. */
    private static UUID v1(long timestamp60, long lsb) {
        return new UUID(((timestamp60 & 0xFFFF_FFFFL) << 32) | (((timestamp60 >>> 32) & 0xFFFF) << 16) | 0x1000 | (timestamp60 >>> 48), lsb);
    }

    /** A v6 id built from the RFC's field description, not with the code under test. */
    private static UUID v6(long timestamp60, long lsb) {
        return new UUID(((timestamp60 >>> 12) << 16) | 0x6000 | (timestamp60 & 0xFFF), lsb);
    }

    // ---- errors ----------------------------------------------------------------------------

    @Test
    void v1ToV6RejectsOtherVersionsAndVariants() {
        assertThatThrownBy(() -> UuidCodec.v1ToV6(RFC_V6))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1ec9414c-232a-6b00-b3c8-9f6bdeced846")
                .hasMessageContaining("has version 6")
                .hasMessageContaining("needs a version 1 UUID");
        UUID v4 = UUID.fromString("7d444840-9dc0-41e0-9b4e-7a5d6e0a2f1c");
        assertThatThrownBy(() -> UuidCodec.v1ToV6(v4)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has version 4");
        // version 1 nibble, but variant bits 110 (Microsoft)
        UUID microsoftVariant = new UUID(RFC_V1.getMostSignificantBits(), 0xC3C8_9F6BDECED846L);
        assertThatThrownBy(() -> UuidCodec.v1ToV6(microsoftVariant))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has version 1 and variant bits 110");
        UUID ncsVariant = new UUID(RFC_V1.getMostSignificantBits(), 0x33C8_9F6BDECED846L);
        assertThatThrownBy(() -> UuidCodec.v1ToV6(ncsVariant)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("variant bits 0");
        assertThatThrownBy(() -> UuidCodec.v1ToV6(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void v6ToV1RejectsOtherVersionsAndVariants() {
        assertThatThrownBy(() -> UuidCodec.v6ToV1(RFC_V1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("c232ab00-9414-11ec-b3c8-9f6bdeced846")
                .hasMessageContaining("has version 1")
                .hasMessageContaining("needs a version 6 UUID");
        UUID v7 = UuidParser.parse("017F22E2-79B0-7CC3-98C4-DC0C0C07398F");
        assertThatThrownBy(() -> UuidCodec.v6ToV1(v7)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has version 7");
        UUID reservedVariant = new UUID(RFC_V6.getMostSignificantBits(), 0xF3C8_9F6BDECED846L);
        assertThatThrownBy(() -> UuidCodec.v6ToV1(reservedVariant)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("variant bits 111");
        assertThatThrownBy(() -> UuidCodec.v6ToV1(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void readersRejectTooFewBytes() {
        byte[] fifteen = new byte[15];
        byte[] twenty = new byte[20];

        assertThatThrownBy(() -> UuidCodec.fromBytes(fifteen, 0))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("needs 16 bytes from offset 0")
                .hasMessageContaining("has 15 bytes");
        assertThatThrownBy(() -> UuidCodec.fromBytes(twenty, 5))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("offset 5")
                .hasMessageContaining("only 15 from that offset");
        assertThatThrownBy(() -> UuidCodec.fromBytes(twenty, -1))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("offset is negative");
        assertThatThrownBy(() -> UuidCodec.fromBytes(twenty, 20))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("none from that offset");
        assertThatThrownBy(() -> UuidCodec.fromBytes(twenty, Integer.MAX_VALUE)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> UuidCodec.fromDotNetBytes(fifteen, 0)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> UuidCodec.fromDotNetBytes(twenty, 5)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> UuidCodec.fromMySqlSwapped(fifteen, 0)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> UuidCodec.fromMySqlSwapped(twenty, -3)).isInstanceOf(IndexOutOfBoundsException.class);
        // the last offset that fits is accepted
        assertThat(UuidCodec.fromBytes(twenty, 4)).isEqualTo(new UUID(0, 0));
    }

    @Test
    void nullsAreRejected() {
        assertThatThrownBy(() -> UuidCodec.fromBytes(null, 0)).isInstanceOf(NullPointerException.class).hasMessageContaining("must not be null");
        assertThatThrownBy(() -> UuidCodec.fromDotNetBytes(null, 0)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.fromMySqlSwapped(null, 0)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.toBytes(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.toDotNetBytes(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.toDotNetHex(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.swapDotNet(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.toMySqlSwapped(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidCodec.toMySqlSwappedHex(null)).isInstanceOf(NullPointerException.class);
    }
}
