package dev.seqid.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.seqid.UuidCodec;
import dev.seqid.UuidVariant;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link UuidCodec} with arbitrary ids, byte arrays and offsets.
 *
 * <p>Property: the three byte orders round-trip ({@code fromBytes(toBytes(u), 0) == u}, likewise
 * for the .NET and MySQL-swapped orders, at any offset inside a larger array), reading an arbitrary
 * array at a valid offset and writing the id back gives the same 16 bytes, and an offset that
 * leaves fewer than 16 bytes (negative, past the end) throws {@link IndexOutOfBoundsException}
 * naming the offset and the array length. {@code v1ToV6} / {@code v6ToV1} are inverses on ids of
 * their version with the RFC 9562 variant and throw {@link IllegalArgumentException} naming the id
 * for every other id. Any other exception is a failure.
 *
 * <p>Regression mode runs in every build, on the empty input and on the seeds in
 * {@code src/test/resources/dev/seqid/fuzz/UuidCodecFuzzTestInputs/codecsRoundTripAndRejectBadInput/},
 * each named for its case: the nil and the all-ones id, the RFC 9562 v1, v6 and v7 vectors, v1 and v6
 * with their smallest and largest fields or another variant, one id with distinct bytes written in
 * each byte order into one array, and the offsets at the edges (the last that fits, one past it, -1,
 * {@code Integer.MIN_VALUE}, {@code Integer.MAX_VALUE}, an array of 15 bytes and an empty one). A seed
 * is read the {@link FuzzedDataProvider} way: the ids, the boolean and the offset from the end of the
 * file (the last byte most significant), the array from its start. To fuzz:
 * {@code JAZZER_FUZZ=1 ./mvnw -B -pl generator-core -am test -Djcstress.skip=true -Dsurefire.failIfNoSpecifiedTests=false -Dtest=UuidCodecFuzzTest}
 */
class UuidCodecFuzzTest {

    /**
     * Jazzer's regression mode runs the files of {@code <test class>Inputs/<fuzz method>/} in the
     * test class's resource package and nothing else: a renamed class or method would leave the
     * seeds unrun, with only the empty input left and no failure.
     */
    @Test
    void seedsAreWhereRegressionModeLooksForThem() throws Exception {
        String method = "codecsRoundTripAndRejectBadInput";
        assertThat(UuidCodecFuzzTest.class.getDeclaredMethod(method, FuzzedDataProvider.class).isAnnotationPresent(FuzzTest.class)).isTrue();
        URL seeds = UuidCodecFuzzTest.class.getResource("UuidCodecFuzzTestInputs/" + method);
        assertThat(seeds).as("seed directory UuidCodecFuzzTestInputs/%s beside this class", method).isNotNull();
        try (Stream<Path> files = Files.list(Path.of(seeds.toURI()))) {
            assertThat(files.count()).as("seeds in %s", seeds).isGreaterThanOrEqualTo(20);
        }
    }

    @FuzzTest(maxDuration = "2m")
    void codecsRoundTripAndRejectBadInput(FuzzedDataProvider data) {
        UUID id = new UUID(data.consumeLong(), data.consumeLong());
        int offset = data.consumeBoolean() ? data.consumeInt(-2, 40) : data.consumeInt();
        byte[] bytes = data.consumeRemainingAsBytes();

        checkRoundTrips(id, Math.floorMod(offset, 8));
        checkReadingArbitraryBytes(bytes, offset);
        checkVersionConversions(id);
    }

    /** Each byte order written and read back, also at {@code offset} inside a larger array. */
    static void checkRoundTrips(UUID id, int offset) {
        assertThat(UuidCodec.fromBytes(UuidCodec.toBytes(id), 0)).isEqualTo(id);
        assertThat(UuidCodec.fromDotNetBytes(UuidCodec.toDotNetBytes(id), 0)).isEqualTo(id);
        assertThat(UuidCodec.fromMySqlSwapped(UuidCodec.toMySqlSwapped(id), 0)).isEqualTo(id);
        assertThat(UuidCodec.swapDotNet(UuidCodec.swapDotNet(id))).isEqualTo(id);
        assertThat(UuidCodec.toBytes(UuidCodec.swapDotNet(id))).isEqualTo(UuidCodec.toDotNetBytes(id));
        assertThat(UuidCodec.toDotNetHex(id)).isEqualTo(HexFormat.of().formatHex(UuidCodec.toDotNetBytes(id)));
        assertThat(UuidCodec.toMySqlSwappedHex(id)).isEqualTo(HexFormat.of().formatHex(UuidCodec.toMySqlSwapped(id)));
        assertThat(HexFormat.of().formatHex(UuidCodec.toBytes(id))).isEqualTo(id.toString().replace("-", ""));

        byte[] padded = new byte[offset + 16 + 3];
        Arrays.fill(padded, (byte) 0x5A);
        System.arraycopy(UuidCodec.toDotNetBytes(id), 0, padded, offset, 16);
        assertThat(UuidCodec.fromDotNetBytes(padded, offset)).as("fromDotNetBytes at offset %d", offset).isEqualTo(id);
        System.arraycopy(UuidCodec.toMySqlSwapped(id), 0, padded, offset, 16);
        assertThat(UuidCodec.fromMySqlSwapped(padded, offset)).as("fromMySqlSwapped at offset %d", offset).isEqualTo(id);
        System.arraycopy(UuidCodec.toBytes(id), 0, padded, offset, 16);
        assertThat(UuidCodec.fromBytes(padded, offset)).as("fromBytes at offset %d", offset).isEqualTo(id);
    }

    /** Reading {@code bytes} at {@code offset} in each order: the 16 bytes come back, or a clear IndexOutOfBoundsException. */
    static void checkReadingArbitraryBytes(byte[] bytes, int offset) {
        checkRead(bytes, offset, "fromBytes", UuidCodec::fromBytes, UuidCodec::toBytes);
        checkRead(bytes, offset, "fromDotNetBytes", UuidCodec::fromDotNetBytes, UuidCodec::toDotNetBytes);
        checkRead(bytes, offset, "fromMySqlSwapped", UuidCodec::fromMySqlSwapped, UuidCodec::toMySqlSwapped);
    }

    private static void checkRead(byte[] bytes, int offset, String method, BiFunction<byte[], Integer, UUID> read,
            Function<UUID, byte[]> write) {
        boolean fits = offset >= 0 && (long) offset + 16 <= bytes.length;
        if (fits) {
            UUID id = read.apply(bytes, offset);
            assertThat(write.apply(id)).as("%s(%d-byte array, %d) written back", method, bytes.length, offset)
                    .isEqualTo(Arrays.copyOfRange(bytes, offset, offset + 16));
        } else {
            assertThatThrownBy(() -> read.apply(bytes, offset)).as("%s(%d-byte array, %d)", method, bytes.length, offset)
                    .isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("offset " + offset)
                    .hasMessageContaining(bytes.length + " bytes");
        }
    }

    /** v1 to v6 and back for ids of the right version and variant; a clear IllegalArgumentException for the others. */
    static void checkVersionConversions(UUID id) {
        boolean rfcVariant = UuidVariant.of(id) == UuidVariant.RFC_9562;
        if (rfcVariant && id.version() == 1) {
            UUID v6 = UuidCodec.v1ToV6(id);
            assertThat(v6.version()).as("version of v1ToV6(%s) = %s", id, v6).isEqualTo(6);
            assertThat(v6.getLeastSignificantBits()).as("clock sequence and node of v1ToV6(%s)", id).isEqualTo(id.getLeastSignificantBits());
            assertThat(timestampOfV6(v6)).as("timestamp of v1ToV6(%s) = %s", id, v6).isEqualTo(id.timestamp());
            assertThat(UuidCodec.v6ToV1(v6)).as("v6ToV1(v1ToV6(%s))", id).isEqualTo(id);
        } else {
            assertThatThrownBy(() -> UuidCodec.v1ToV6(id)).as("v1ToV6(%s)", id)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("v1ToV6").hasMessageContaining(id.toString());
        }
        if (rfcVariant && id.version() == 6) {
            UUID v1 = UuidCodec.v6ToV1(id);
            assertThat(v1.version()).as("version of v6ToV1(%s) = %s", id, v1).isEqualTo(1);
            assertThat(v1.timestamp()).as("timestamp of v6ToV1(%s) = %s", id, v1).isEqualTo(timestampOfV6(id));
            assertThat(UuidCodec.v1ToV6(v1)).as("v1ToV6(v6ToV1(%s))", id).isEqualTo(id);
        } else {
            assertThatThrownBy(() -> UuidCodec.v6ToV1(id)).as("v6ToV1(%s)", id)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("v6ToV1").hasMessageContaining(id.toString());
        }
    }

    /** RFC 9562 section 5.6: {@code time_high} (48 bits), version, {@code time_low} (12 bits). */
    private static long timestampOfV6(UUID v6) {
        long msb = v6.getMostSignificantBits();
        return ((msb >>> 16) << 12) | (msb & 0xFFF);
    }
}
