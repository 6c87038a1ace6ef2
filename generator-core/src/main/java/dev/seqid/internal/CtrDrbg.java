package dev.seqid.internal;

import java.security.GeneralSecurityException;
import java.security.NoSuchProviderException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A deterministic random bit generator: NIST SP 800-90A Rev. 1 {@code CTR_DRBG} (section 10.2.1)
 * with AES-256, <em>no derivation function</em>, no prediction resistance. Security strength 256
 * bits; seedlen = 384 bits (48 bytes), blocklen = ctr_len = 128 bits, keylen = 256 bits.
 *
 * <h2>State</h2>
 *
 * <p>The working state is the spec's {@code (Key, V, reseed_counter)}: a 256-bit AES key, a 128-bit
 * counter block {@code V}, and the number of generate requests since the last (re)seed.
 * Instantiation sets {@code Key = 0^256}, {@code V = 0^128} and applies {@code CTR_DRBG_Update} to
 * {@code entropy_input XOR personalization_string} (the personalization string zero-padded to 48
 * bytes); {@code reseed_counter} starts at 1.
 *
 * <h2>Why AES-CTR through {@link Cipher}</h2>
 *
 * <p>{@code CTR_DRBG_Generate} is, block for block, AES in counter mode: output block {@code i} is
 * {@code AES(Key, V + i)} with the whole 128-bit block used as a big-endian counter. SunJCE's
 * {@code "AES/CTR/NoPadding"} increments the full 16-byte block in exactly that way, and HotSpot
 * compiles it to an AES-NI intrinsic. So each request is served by <em>one</em> {@code Cipher}
 * call over the whole request (encrypting a reusable zero buffer into the caller's array), many
 * times faster per byte than the JDK's own {@code Hash_DRBG} ({@code SecureRandom.getInstance("DRBG")}),
 * which makes one SHA-256 digest call per 32 bytes of output.
 *
 * <p>The {@code CTR_DRBG_Update} that follows a request needs the next three counter blocks under
 * the same key, so the same cipher stream continues for them (after discarding the unused tail of
 * the last output block). The cipher is then re-keyed with the new {@code Key} and positioned at
 * the new {@code V + 1}, which the next request starts from. Invariant: between calls the cipher
 * holds only the <em>current</em> key, never a superseded one, so the backtracking resistance of
 * the construction is not undone by a key schedule left behind in the cipher. Cost per request
 * without additional input: one {@code Cipher.init} plus two {@code Cipher.update} calls, and no
 * allocation here beyond the key and IV spec objects that {@code Cipher.init} requires (and what
 * the JCE allocates internally for the key schedule). The zero buffer grows to the largest request
 * seen and is then reused.
 *
 * <p>The re-keying is a fixed cost per request, whatever its length: a key schedule's worth of
 * time and of short-lived garbage (SunJCE's AES key schedule). It dominates a 16-byte request and
 * hardly shows in a 64 KiB one, so callers wanting throughput should request large blocks (up to
 * {@value #MAX_REQUEST_BYTES} bytes) and hand out slices, rather than calling once per value.
 *
 * <p>The SunJCE provider is preferred when present (it is the one with the intrinsic); otherwise
 * the highest-priority provider of {@code "AES/CTR/NoPadding"} is used, which must likewise treat
 * the whole 16-byte IV as one counter.
 *
 * <h2>Limits and reseeding</h2>
 *
 * <ul>
 *   <li>At most {@value #MAX_REQUEST_BYTES} bytes (2<sup>19</sup> bits) per generate request;
 *       larger requests throw {@link IllegalArgumentException}.
 *   <li>Entropy input: exactly {@value #SEED_LENGTH} bytes, which without a derivation function
 *       must be full-entropy (e.g. drawn from a strong {@link SecureRandom}). Personalization
 *       string and additional input: at most {@value #SEED_LENGTH} bytes each, or {@code null}.
 *   <li>Reseed rule: {@code reseed_counter} counts generate requests; once it exceeds the reseed
 *       interval ({@link #RESEED_INTERVAL}, 2<sup>48</sup>, unless the constructor chose fewer) {@link #generate} throws {@link IllegalStateException}
 *       until the caller calls {@link #reseed} with fresh entropy ({@link #needsReseed()} tells
 *       when). Callers may reseed earlier, at any time.
 * </ul>
 *
 * <h2>Thread safety</h2>
 *
 * <p>Not thread-safe: the state, the cipher and the scratch buffers are mutated by every call
 * without synchronization. Use one instance per thread or per producer, e.g. each seeded with
 * {@link #seededFrom(SecureRandom)}.
 */
public final class CtrDrbg {

    /**
     * Maximum number of generate requests between reseeds (SP 800-90A Table 3, reseed_interval).
     */
    public static final long RESEED_INTERVAL = 1L << 48;

    /** seedlen in bytes: the length of entropy input, and the maximum of the optional inputs. */
    public static final int SEED_LENGTH = 48;

    /** max_number_of_bits_per_request (2^19 bits) in bytes. */
    public static final int MAX_REQUEST_BYTES = 1 << 16;

    private static final int BLOCK_LENGTH = 16;
    private static final int KEY_LENGTH = 32;
    private static final String TRANSFORMATION = "AES/CTR/NoPadding";

    /** Distinguishes instances made by {@link #seededFrom} in the same thread and clock tick (package-private for tests, which may raise it). */
    static final AtomicLong SEEDED_INSTANCES = new AtomicLong();

    /** Always keyed with {@link #key} and positioned at counter {@code V + 1}. */
    private final Cipher ctr;

    private final byte[] key = new byte[KEY_LENGTH];
    private final byte[] v = new byte[BLOCK_LENGTH];
    private long reseedCounter;
    /** Generate requests allowed between reseeds: {@link #RESEED_INTERVAL} or a smaller choice. */
    private final long reseedInterval;

    /** Scratch for {@code V + 1}, the IV handed to the cipher. */
    private final byte[] counterBlock = new byte[BLOCK_LENGTH];
    /** Scratch for provided_data (seed material or padded additional input). */
    private final byte[] providedData = new byte[SEED_LENGTH];
    /** Keystream for CTR_DRBG_Update, after up to 15 discarded bytes of the last output block. */
    private final byte[] updateStream = new byte[BLOCK_LENGTH - 1 + SEED_LENGTH];
    /** All-zero plaintext; only ever read. Grows to the largest request seen. */
    private byte[] zeros = new byte[updateStream.length];

    /**
     * Instantiates the DRBG (SP 800-90A 10.2.1.3.1, no derivation function).
     *
     * @param entropyInput exactly {@value #SEED_LENGTH} bytes of full entropy; not retained
     * @param personalizationString {@code null} or at most {@value #SEED_LENGTH} bytes; not
     *     retained
     * @throws IllegalArgumentException if a length is out of range
     */
    public CtrDrbg(byte[] entropyInput, byte[] personalizationString) {
        this(entropyInput, personalizationString, RESEED_INTERVAL);
    }

    /**
     * Instantiates the DRBG with a reseed interval of its own: SP 800-90A lets an implementation
     * require reseeding sooner than {@link #RESEED_INTERVAL} requests.
     *
     * @param reseedInterval generate requests allowed between reseeds, 1 to {@link #RESEED_INTERVAL}
     * @throws IllegalArgumentException if a length or the interval is out of range
     */
    public CtrDrbg(byte[] entropyInput, byte[] personalizationString, long reseedInterval) {
        if (reseedInterval < 1 || reseedInterval > RESEED_INTERVAL) {
            throw new IllegalArgumentException("the reseed interval must be 1 to 2^48 requests (SP 800-90A), got " + reseedInterval);
        }
        this.reseedInterval = reseedInterval;
        checkEntropy(entropyInput);
        checkOptional(personalizationString, "personalization string");
        this.ctr = newCtrCipher();
        // Key = 0^256, V = 0^128 (fresh arrays).
        positionCipher();
        seedMaterial(entropyInput, personalizationString);
        update();
        Arrays.fill(providedData, (byte) 0);
        reseedCounter = 1;
    }

    /**
     * Creates an instance seeded with {@value #SEED_LENGTH} bytes from {@code seedSource}'s {@link
     * SecureRandom#nextBytes nextBytes} ({@code generateSeed} can be slow or block on some
     * systems). Pass a strong, already seeded source, e.g. {@code SecureRandom.getInstance("DRBG",
     * DrbgParameters.instantiation(256, DrbgParameters.Capability.RESEED_ONLY, null))}.
     *
     * <p>The personalization string is the current thread id, {@link System#nanoTime()} and a
     * process-wide sequence number. The entropy alone already differs between draws; the
     * personalization string additionally guarantees that distinct instances never share state
     * even if they are seeded from the same source in a state that repeats (a source that was
     * cloned, forked, or restored from a VM snapshot).
     *
     * @param seedSource the entropy source; used once, not retained
     * @return a new, instantiated generator
     */
    public static CtrDrbg seededFrom(SecureRandom seedSource) {
        return seededFrom(seedSource, RESEED_INTERVAL);
    }

    /** {@link #seededFrom(SecureRandom)} with a reseed interval of its own (see {@link #CtrDrbg(byte[], byte[], long)}). */
    public static CtrDrbg seededFrom(SecureRandom seedSource, long reseedInterval) {
        Objects.requireNonNull(seedSource, "seedSource");
        byte[] entropy = new byte[SEED_LENGTH];
        byte[] personalization = new byte[3 * Long.BYTES];
        try {
            seedSource.nextBytes(entropy);
            putLong(personalization, 0, Thread.currentThread().getId());
            putLong(personalization, 8, System.nanoTime());
            putLong(personalization, 16, SEEDED_INSTANCES.incrementAndGet());
            return new CtrDrbg(entropy, personalization, reseedInterval);
        } finally {
            Arrays.fill(entropy, (byte) 0);
        }
    }

    /**
     * Reseeds (SP 800-90A 10.2.1.4.1, no derivation function) and resets the reseed counter to 1.
     *
     * @param entropyInput exactly {@value #SEED_LENGTH} bytes of full entropy; not retained
     * @param additionalInput {@code null} or at most {@value #SEED_LENGTH} bytes; not retained
     * @throws IllegalArgumentException if a length is out of range
     */
    public void reseed(byte[] entropyInput, byte[] additionalInput) {
        checkEntropy(entropyInput);
        checkOptional(additionalInput, "additional input");
        seedMaterial(entropyInput, additionalInput);
        update();
        Arrays.fill(providedData, (byte) 0);
        reseedCounter = 1;
    }

    /**
     * Fills {@code out[offset, offset + length)} with pseudorandom bytes; a generate request
     * without additional input.
     *
     * @param out the destination; bytes outside the range are not touched
     * @param offset where to start writing
     * @param length how many bytes, 0 to {@value #MAX_REQUEST_BYTES}
     * @see #generate(byte[], int, int, byte[])
     */
    public void generate(byte[] out, int offset, int length) {
        generate(out, offset, length, null);
    }

    /**
     * Fills {@code out[offset, offset + length)} with pseudorandom bytes (SP 800-90A 10.2.1.5.1,
     * no derivation function). Each call is one request: it counts once against {@link
     * #RESEED_INTERVAL} and ends with {@code CTR_DRBG_Update}, whatever its length (0 included).
     *
     * @param out the destination; bytes outside the range are not touched
     * @param offset where to start writing
     * @param length how many bytes, 0 to {@value #MAX_REQUEST_BYTES}
     * @param additionalInput {@code null} or at most {@value #SEED_LENGTH} bytes; not retained
     * @throws IndexOutOfBoundsException if the range is not within {@code out}
     * @throws IllegalArgumentException if {@code length} exceeds {@value #MAX_REQUEST_BYTES} or the
     *     additional input is longer than {@value #SEED_LENGTH} bytes
     * @throws IllegalStateException if the reseed counter is past {@link #RESEED_INTERVAL}: reseed
     *     first
     */
    public void generate(byte[] out, int offset, int length, byte[] additionalInput) {
        Objects.checkFromIndexSize(offset, length, out.length);
        if (length > MAX_REQUEST_BYTES) {
            throw new IllegalArgumentException(
                    "requested " + length + " bytes, but CTR_DRBG allows at most "
                            + MAX_REQUEST_BYTES + " bytes (2^19 bits) per request");
        }
        checkOptional(additionalInput, "additional input");
        if (reseedCounter > reseedInterval) {
            throw new IllegalStateException(
                    "reseed required: " + (reseedCounter - 1)
                            + " requests since the last (re)seed; the limit is " + reseedInterval);
        }

        // Step 2: a non-empty additional input is padded to seedlen and mixed in first; the same
        // padded value feeds the closing update. Otherwise the closing update uses 0^seedlen.
        Arrays.fill(providedData, (byte) 0);
        if (additionalInput != null && additionalInput.length > 0) {
            System.arraycopy(additionalInput, 0, providedData, 0, additionalInput.length);
            update();
        }

        // Steps 3-5: the output blocks AES(Key, V+1), AES(Key, V+2), ... in one cipher call.
        if (length > 0) {
            if (zeros.length < length) {
                zeros = new byte[length];
            }
            stream(out, offset, length);
        }

        // Step 6: CTR_DRBG_Update continues from V + ceil(length / 16), i.e. the same stream after
        // the unused tail of the last output block.
        int tail = -length & (BLOCK_LENGTH - 1);
        stream(updateStream, 0, tail + SEED_LENGTH);
        setState(updateStream, tail);
        Arrays.fill(providedData, (byte) 0);

        // Step 7.
        reseedCounter++;
    }

    /** The number of generate requests since the last (re)seed, plus one (the spec's counter). */
    public long reseedCounter() {
        return reseedCounter;
    }

    /** Whether {@link #generate} will refuse to run until {@link #reseed} is called. */
    public boolean needsReseed() {
        return reseedCounter > reseedInterval;
    }

    // ---------------------------------------------------------------------------------------------

    /**
     * CTR_DRBG_Update(providedData, Key, V): the next three counter blocks under the current key,
     * XOR providedData, become the new Key and V.
     */
    private void update() {
        stream(updateStream, 0, SEED_LENGTH);
        setState(updateStream, 0);
    }

    /** Key || V = temp[from, from + 48) XOR providedData; wipes temp; re-keys the cipher. */
    private void setState(byte[] temp, int from) {
        for (int i = 0; i < KEY_LENGTH; i++) {
            key[i] = (byte) (temp[from + i] ^ providedData[i]);
        }
        for (int i = 0; i < BLOCK_LENGTH; i++) {
            v[i] = (byte) (temp[from + KEY_LENGTH + i] ^ providedData[KEY_LENGTH + i]);
        }
        Arrays.fill(temp, (byte) 0);
        positionCipher();
    }

    /** Keys the cipher with Key and sets its counter to V + 1 (mod 2^128). */
    private void positionCipher() {
        System.arraycopy(v, 0, counterBlock, 0, BLOCK_LENGTH);
        int i = BLOCK_LENGTH - 1;
        while (i >= 0 && ++counterBlock[i] == 0) {
            i--; // carry into the next more significant byte
        }
        try {
            ctr.init(
                    Cipher.ENCRYPT_MODE,
                    new SecretKeySpec(key, "AES"),
                    new IvParameterSpec(counterBlock));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot key " + TRANSFORMATION + " with AES-256", e);
        }
    }

    /** Writes the next {@code length} keystream bytes to {@code dst[offset...]}. */
    private void stream(byte[] dst, int offset, int length) {
        int produced;
        try {
            produced = ctr.update(zeros, 0, length, dst, offset);
        } catch (ShortBufferException e) {
            throw new IllegalStateException(e);
        }
        if (produced != length) {
            // A stream mode returns everything; a provider that buffers would break the counting.
            throw new IllegalStateException(
                    TRANSFORMATION + " from " + ctr.getProvider().getName() + " returned "
                            + produced + " of " + length + " bytes");
        }
    }

    /** providedData = entropyInput XOR (optional zero-padded to 48 bytes). */
    private void seedMaterial(byte[] entropyInput, byte[] optional) {
        System.arraycopy(entropyInput, 0, providedData, 0, SEED_LENGTH);
        if (optional != null) {
            for (int i = 0; i < optional.length; i++) {
                providedData[i] ^= optional[i];
            }
        }
    }

    private static Cipher newCtrCipher() {
        try {
            try {
                return Cipher.getInstance(TRANSFORMATION, "SunJCE");
            } catch (NoSuchProviderException e) {
                return Cipher.getInstance(TRANSFORMATION);
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(TRANSFORMATION + " is not available", e);
        }
    }

    private static void checkEntropy(byte[] entropyInput) {
        Objects.requireNonNull(entropyInput, "entropyInput");
        if (entropyInput.length != SEED_LENGTH) {
            throw new IllegalArgumentException(
                    "entropy input must be exactly " + SEED_LENGTH + " bytes (seedlen = 384 bits),"
                            + " got " + entropyInput.length);
        }
    }

    private static void checkOptional(byte[] input, String what) {
        if (input != null && input.length > SEED_LENGTH) {
            throw new IllegalArgumentException(
                    what + " must be at most " + SEED_LENGTH + " bytes (seedlen = 384 bits), got "
                            + input.length);
        }
    }

    private static void putLong(byte[] dst, int offset, long value) {
        for (int i = 7; i >= 0; i--) {
            dst[offset + i] = (byte) value;
            value >>>= 8;
        }
    }
}
