package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * {@link CtrDrbg#seededFrom}: 48 bytes of entropy drawn once from the given source and wiped after
 * use, and the documented personalization string (thread id, {@link System#nanoTime()}, a
 * process-wide sequence number, each 8 bytes big-endian). The nano time is not known to the test,
 * only bracketed, so the test searches the bracket for the instantiation whose first output block
 * (worked with plain AES, SP 800-90A 10.2.1.3.1 and 10.2.1.5.1) is the one the instance gives.
 */
class CtrDrbgSeededFromTest {

    /** A seed source whose bytes are 3, 10, 17, ... (7 i + 3), and which remembers each array it filled and when. */
    private static final class RecordingSource extends SecureRandom {
        final List<byte[]> filled = new ArrayList<>();
        long filledAt;

        @Override
        public void nextBytes(byte[] bytes) {
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) (7 * i + 3);
            }
            filled.add(bytes);
            filledAt = System.nanoTime();
        }
    }

    private static byte[] pattern() {
        byte[] entropy = new byte[CtrDrbg.SEED_LENGTH];
        for (int i = 0; i < entropy.length; i++) {
            entropy[i] = (byte) (7 * i + 3);
        }
        return entropy;
    }

    @Test
    void seededFromDrawsOne48ByteSeedAndWipesIt() {
        RecordingSource source = new RecordingSource();
        CtrDrbg.seededFrom(source, 5);
        assertThat(source.filled).hasSize(1);
        assertThat(source.filled.get(0)).as("the drawn seed, after use").hasSize(48).containsOnly(0);
    }

    @Test
    void seededFromInstantiatesWithTheSeedAndThreadIdNanoTimeAndSequenceNumber() throws Exception {
        AtomicLong sequence = CtrDrbg.SEEDED_INSTANCES;
        // A number whose every byte is non-zero (the counter only has to be unique, so moving it up is harmless).
        sequence.accumulateAndGet(0x0102_0304_0506_0708L, Math::max);
        RecordingSource source = new RecordingSource();
        CtrDrbg.seededFrom(source); // warms the cipher, so that the bracket below is short
        long tid = Thread.currentThread().getId();

        for (int attempt = 1; ; attempt++) {
            long before = sequence.get();
            CtrDrbg drbg = CtrDrbg.seededFrom(source);
            long hi = System.nanoTime();
            long lo = source.filledAt;
            byte[] out = new byte[64];
            drbg.generate(out, 0, 64);
            if (hi - lo > 2_000_000 && attempt < 5) {
                continue; // descheduled in between: the bracket is too wide to search quickly
            }
            byte[] personalization = search(tid, lo, hi, before + 1, before + 3, Arrays.copyOf(out, 16));
            assertThat(personalization).as("an instantiation with thread id %d, nano time in [%d, %d], sequence %d..%d", tid, lo, hi,
                    before + 1, before + 3).isNotNull();
            assertThat(out).isEqualTo(new CtrDrbgTest.Reference(pattern(), personalization).generate(64, null));
            return;
        }
    }

    /** The personalization string whose instantiation's first output block is {@code firstBlock}, or null. */
    private static byte[] search(long tid, long lo, long hi, long seqLo, long seqHi, byte[] firstBlock) throws GeneralSecurityException {
        Cipher aes = Cipher.getInstance("AES/ECB/NoPadding");
        byte[] stream = new byte[48]; // AES(0^256, 1) || AES(0^256, 2) || AES(0^256, 3): Update's keystream from Key = V = 0
        aes.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[32], "AES"));
        for (int i = 0; i < 3; i++) {
            byte[] counter = new byte[16];
            counter[15] = (byte) (i + 1);
            System.arraycopy(aes.doFinal(counter), 0, stream, 16 * i, 16);
        }
        byte[] base = pattern();
        for (int i = 0; i < 48; i++) {
            base[i] ^= stream[i];
        }
        // V + 1 does not depend on the personalization string (it covers bytes 0..23 only).
        byte[] vPlusOne = Arrays.copyOfRange(base, 32, 48);
        for (int i = 15; i >= 0 && ++vPlusOne[i] == 0; i--) {
            // carry
        }
        byte[] personalization = new byte[24];
        byte[] key = new byte[32];
        for (long seq = seqLo; seq <= seqHi; seq++) {
            for (long t = lo; t <= hi; t++) {
                putBigEndian(personalization, 0, tid);
                putBigEndian(personalization, 8, t);
                putBigEndian(personalization, 16, seq);
                for (int i = 0; i < 32; i++) {
                    key[i] = (byte) (base[i] ^ (i < 24 ? personalization[i] : 0));
                }
                aes.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
                if (Arrays.equals(aes.doFinal(vPlusOne), firstBlock)) {
                    return personalization;
                }
            }
        }
        return null;
    }

    private static void putBigEndian(byte[] dst, int at, long value) {
        for (int i = 0; i < 8; i++) {
            dst[at + i] = (byte) (value >>> (56 - 8 * i));
        }
    }

    @Test
    void theReseedIntervalMayBeAsShortAsOneRequestOrAsLongAs2To48() {
        CtrDrbg once = new CtrDrbg(new byte[48], null, 1);
        once.generate(new byte[16], 0, 16);
        assertThat(once.needsReseed()).isTrue();
        CtrDrbg longest = new CtrDrbg(new byte[48], null, CtrDrbg.RESEED_INTERVAL);
        longest.generate(new byte[16], 0, 16);
        assertThat(longest.needsReseed()).isFalse();
    }
}
