package dev.seqid.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class HexTest {

    @Test
    void writesWhatUuidToStringWrites() {
        SplittableRandom random = new SplittableRandom(42);
        long[][] edges = {{0, 0}, {-1, -1}, {Long.MIN_VALUE, Long.MAX_VALUE}, {0x0123456789abcdefL, 0xfedcba9876543210L}};
        for (long[] e : edges) {
            assertThat(new String(Hex.canonical(e[0], e[1]), StandardCharsets.US_ASCII)).isEqualTo(new UUID(e[0], e[1]).toString());
        }
        for (int i = 0; i < 100_000; i++) {
            long msb = random.nextLong();
            long lsb = random.nextLong();
            assertThat(new String(Hex.canonical(msb, lsb), StandardCharsets.US_ASCII)).isEqualTo(new UUID(msb, lsb).toString());
        }
    }
}
