package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.EntropySource;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** {@link EntropySource#of(SecureRandom)}: each word is one draw from the given generator. */
class SecureRandomEntropySourceTest {

    /** A generator whose bytes are 0x01, 0x02, 0x03, ... */
    private static final class CountingBytes extends SecureRandom {
        private byte next;

        @Override
        public synchronized void nextBytes(byte[] bytes) {
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = ++next;
            }
        }
    }

    /**
     * {@code SecureRandom.nextLong()} is {@code ((long) next(32) << 32) + next(32)} (Random's
     * documented formula), and {@code SecureRandom.next(32)} the next four bytes big-endian: so the
     * bytes 01..08 make the word 0x0102030405060708, and 09..10 the next.
     */
    @Test
    void eachWordIsTheGeneratorsNextLong() {
        EntropySource source = EntropySource.of(new CountingBytes());
        assertThat(source.nextLong()).isEqualTo(0x0102_0304_0506_0708L);
        assertThat(source.nextLong()).isEqualTo(0x090A_0B0C_0D0E_0F10L);
        long[] dst = new long[3];
        source.nextLongs(dst, 1, 2);
        assertThat(dst).containsExactly(0L, 0x1112_1314_1516_1718L, 0x191A_1B1C_1D1E_1F20L);
    }

    @Test
    void toStringNamesTheAlgorithmAndNullIsRefused() throws NoSuchAlgorithmException {
        assertThat(EntropySource.of(SecureRandom.getInstance("SHA1PRNG"))).hasToString("EntropySource.of(SHA1PRNG)");
        assertThatThrownBy(() -> EntropySource.of(null)).isInstanceOf(NullPointerException.class).hasMessage("random");
    }
}
