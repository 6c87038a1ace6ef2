package dev.seqid;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Objects;

/**
 * The 128-bit secret key of a {@link UuidFacade}: 16 bytes, given as bytes or as 32 hexadecimal
 * digits. Its {@link #toString()} never shows the key, nor do the messages of the exceptions its
 * factories throw ({@link FacadeKeyException}), so a key that reaches a log line or an error report
 * stays secret.
 *
 * <p>Immutable and thread-safe. Two keys are {@link #equals equal} when their bytes are; the
 * comparison takes the same time whichever byte differs.
 */
public final class FacadeKey {

    /** Key bytes 0-7 and 8-15, each read little-endian: SipHash's k0 and k1. */
    private final long k0;
    private final long k1;

    private FacadeKey(byte[] bytes) {
        this.k0 = SipHash24.littleEndian(bytes, 0, 8);
        this.k1 = SipHash24.littleEndian(bytes, 8, 8);
    }

    /**
     * The key with these 16 bytes.
     *
     * @param bytes exactly 16 bytes; copied, so the caller may clear its array afterwards
     * @return the key
     * @throws NullPointerException     if bytes is null
     * @throws FacadeKeyException  if bytes is not 16 bytes long
     */
    public static FacadeKey of(byte[] bytes) {
        Objects.requireNonNull(bytes, "façade key bytes must not be null");
        if (bytes.length != 16) {
            throw new FacadeKeyException("a façade key is 16 bytes (128 bits), got " + bytes.length + " bytes");
        }
        return new FacadeKey(bytes);
    }

    /**
     * The key that 32 hexadecimal digits spell, byte 0 first, digits in either case, as
     * {@code openssl rand -hex 16} prints one.
     *
     * @param hex 32 hexadecimal digits, nothing else
     * @return the key
     * @throws NullPointerException     if hex is null
     * @throws FacadeKeyException  if hex is not 32 hexadecimal digits; the message says which rule
     *                              failed and where, but never shows the text or any part of it
     */
    public static FacadeKey ofHex(CharSequence hex) {
        Objects.requireNonNull(hex, "façade key must not be null");
        if (hex.length() != 32) {
            throw new FacadeKeyException("a façade key is 32 hexadecimal digits (16 bytes), got " + hex.length() + " characters"
                    + " (make one with: openssl rand -hex 16)");
        }
        byte[] bytes = new byte[16];
        for (int i = 0; i < 32; i++) {
            char ch = hex.charAt(i);
            int digit = Character.digit(ch, 16);
            // Character.digit also takes other scripts' digits and letters (U+FF21, fullwidth A), all above 'f'
            if (digit < 0 || ch > 'f') {
                throw new FacadeKeyException("a façade key is 32 hexadecimal digits (0-9, a-f or A-F), but the character at index " + i
                        + " is not one (the key is not shown)");
            }
            bytes[i >> 1] |= (byte) (digit << ((i & 1) == 0 ? 4 : 0));
        }
        return new FacadeKey(bytes);
    }

    /**
     * A new key of 16 bytes from {@link SecureRandom}: for tests and for making a key to store.
     *
     * @return a random key
     */
    public static FacadeKey random() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return new FacadeKey(bytes);
    }

    /**
     * The key's 16 bytes, for storing it; handle the copy as the secret it is.
     *
     * @return a new array of the 16 key bytes
     */
    public byte[] toBytes() {
        byte[] bytes = new byte[16];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (k0 >>> (8 * i));
            bytes[8 + i] = (byte) (k1 >>> (8 * i));
        }
        return bytes;
    }

    /** SipHash's k0: key bytes 0-7, little-endian. */
    long k0() {
        return k0;
    }

    /** SipHash's k1: key bytes 8-15, little-endian. */
    long k1() {
        return k1;
    }

    /** Equal when the 16 bytes are; compared in constant time. */
    @Override
    public boolean equals(Object o) {
        return o instanceof FacadeKey other && MessageDigest.isEqual(toBytes(), other.toBytes());
    }

    @Override
    public int hashCode() {
        // a hash of the key would leak a little of it into every hash table's layout; keys are few
        return FacadeKey.class.hashCode();
    }

    /**
     * Says what this is without showing the key.
     *
     * @return {@code "FacadeKey[128 bits, not shown]"}
     */
    @Override
    public String toString() {
        return "FacadeKey[128 bits, not shown]";
    }
}
