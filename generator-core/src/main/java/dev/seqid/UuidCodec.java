package dev.seqid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.UUID;

/**
 * Conversions between a {@link UUID} and the byte orders that databases and drivers use, and between
 * RFC 9562 versions 1 and 6.
 *
 * <p>Byte <i>i</i> below is byte <i>i</i> of the big-endian 16-byte form, the order of the hex
 * string ("string order"): bytes 0-7 are {@link UUID#getMostSignificantBits()}, byte 0 its top byte.
 *
 * <ul>
 *   <li>String order ({@link #toBytes}, {@link #fromBytes}): what PostgreSQL, Oracle {@code RAW(16)},
 *       SQLite, H2 and MySQL {@code UUID_TO_BIN(u)} store.
 *   <li>.NET order ({@link #toDotNetBytes}, {@link #fromDotNetBytes}, {@link #swapDotNet}): what
 *       {@code Guid.ToByteArray()} returns and what Microsoft's JDBC driver sends for a
 *       {@code uniqueidentifier}: the first three groups byte-reversed.
 *   <li>MySQL swapped order ({@link #toMySqlSwapped}, {@link #fromMySqlSwapped}): what
 *       {@code UUID_TO_BIN(u, 1)} stores and {@code BIN_TO_UUID(b, 1)} reads.
 *   <li>Version 1 to 6 and back ({@link #v1ToV6}, {@link #v6ToV1}): the same timestamp, clock
 *       sequence and node in the other field order.
 * </ul>
 *
 * <p>Stateless and thread-safe. The methods that return a {@code UUID} allocate only that
 * {@code UUID}; the {@code to...Bytes} methods allocate only the array they return. Every method
 * throws {@link NullPointerException} for a null argument.
 */
public final class UuidCodec {

    /** Reads and writes a big-endian long at any offset of a byte array. */
    private static final VarHandle LONG_BIG_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();

    private UuidCodec() {
    }

    // ---- string order ----------------------------------------------------------------------

    /**
     * The 16 bytes of {@code uuid} in string order (big-endian, byte 0 first).
     *
     * @param uuid the id
     * @return a new 16-byte array in string order
     */
    public static byte[] toBytes(UUID uuid) {
        return bytesOf(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    /**
     * The UUID whose string-order bytes are {@code bytes[offset]} to {@code bytes[offset + 15]}.
     *
     * @param bytes  the array to read; only the 16 bytes from {@code offset} are used
     * @param offset index of the first byte, 0 to {@code bytes.length - 16}
     * @return the UUID those bytes spell in string order
     * @throws NullPointerException      if bytes is null
     * @throws IndexOutOfBoundsException if the array does not hold 16 bytes from offset
     */
    public static UUID fromBytes(byte[] bytes, int offset) {
        checkSixteenBytes(bytes, offset);
        return new UUID(readLong(bytes, offset), readLong(bytes, offset + 8));
    }

    // ---- .NET / Microsoft JDBC driver ------------------------------------------------------

    /**
     * The 16 bytes of {@code uuid} in .NET order: string-order bytes 3, 2, 1, 0, 5, 4, 7, 6, 8 to 15.
     * This is {@code Guid.ToByteArray()} of the same GUID, the form that Microsoft's JDBC driver sends
     * for a {@code uniqueidentifier}, and what ends up in a {@code BINARY(16)} or {@code RAW(16)}
     * column written by .NET code.
     *
     * @param uuid the id
     * @return a new 16-byte array in .NET order
     */
    public static byte[] toDotNetBytes(UUID uuid) {
        return bytesOf(dotNetSwap(uuid.getMostSignificantBits()), uuid.getLeastSignificantBits());
    }

    /**
     * The UUID whose .NET bytes ({@code Guid.ToByteArray()} order) are {@code bytes[offset]} to
     * {@code bytes[offset + 15]}; the inverse of {@link #toDotNetBytes(UUID)}.
     *
     * @param bytes  the array to read; only the 16 bytes from {@code offset} are used
     * @param offset index of the first byte, 0 to {@code bytes.length - 16}
     * @return the UUID those bytes spell in .NET order
     * @throws NullPointerException      if bytes is null
     * @throws IndexOutOfBoundsException if the array does not hold 16 bytes from offset
     */
    public static UUID fromDotNetBytes(byte[] bytes, int offset) {
        checkSixteenBytes(bytes, offset);
        return new UUID(dotNetSwap(readLong(bytes, offset)), readLong(bytes, offset + 8));
    }

    /**
     * {@code uuid} with each of its first three groups byte-reversed: the UUID whose string-order
     * bytes are the .NET bytes of {@code uuid}. Its own inverse. Use it to repair ids that were read
     * from .NET bytes as if they were in string order, or the other way round (the classic symptom:
     * {@code 00112233-4455-6677-...} comes back as {@code 33221100-5544-7766-...}).
     *
     * @param uuid the id to swap
     * @return the swapped id; its least significant 64 bits are unchanged
     */
    public static UUID swapDotNet(UUID uuid) {
        return new UUID(dotNetSwap(uuid.getMostSignificantBits()), uuid.getLeastSignificantBits());
    }

    /**
     * The .NET bytes of {@code uuid} ({@link #toDotNetBytes(UUID)}) as 32 lower-case hex digits.
     *
     * @param uuid the id
     * @return 32 lower-case hex digits without hyphens, byte 3 first
     */
    public static String toDotNetHex(UUID uuid) {
        return hexOf(dotNetSwap(uuid.getMostSignificantBits()), uuid.getLeastSignificantBits());
    }

    // ---- MySQL UUID_TO_BIN(u, 1) -----------------------------------------------------------

    /**
     * MySQL {@code UUID_TO_BIN(uuid, 1)}: string-order bytes 6, 7, 4, 5, 0, 1, 2, 3, 8 to 15 (the
     * time-low and time-high groups swapped), which puts a v1 id's timestamp most significant part
     * first. Any version is converted; only for v1 does the result sort by time.
     *
     * @param uuid the id
     * @return a new 16-byte array in MySQL swapped order
     */
    public static byte[] toMySqlSwapped(UUID uuid) {
        return bytesOf(mySqlSwap(uuid.getMostSignificantBits()), uuid.getLeastSignificantBits());
    }

    /**
     * MySQL {@code BIN_TO_UUID(bytes, 1)} of {@code bytes[offset]} to {@code bytes[offset + 15]}; the
     * inverse of {@link #toMySqlSwapped(UUID)}.
     *
     * @param bytes  the array to read; only the 16 bytes from {@code offset} are used
     * @param offset index of the first byte, 0 to {@code bytes.length - 16}
     * @return the UUID those bytes spell in MySQL swapped order
     * @throws NullPointerException      if bytes is null
     * @throws IndexOutOfBoundsException if the array does not hold 16 bytes from offset
     */
    public static UUID fromMySqlSwapped(byte[] bytes, int offset) {
        checkSixteenBytes(bytes, offset);
        return new UUID(mySqlUnswap(readLong(bytes, offset)), readLong(bytes, offset + 8));
    }

    /**
     * {@link #toMySqlSwapped(UUID)} as 32 lower-case hex digits: {@code LOWER(HEX(UUID_TO_BIN(uuid, 1)))}
     * (MySQL's {@code HEX} prints upper case; {@code UNHEX} reads either).
     *
     * @param uuid the id
     * @return 32 lower-case hex digits without hyphens, byte 6 first
     */
    public static String toMySqlSwappedHex(UUID uuid) {
        return hexOf(mySqlSwap(uuid.getMostSignificantBits()), uuid.getLeastSignificantBits());
    }

    // ---- RFC 9562 v1 <-> v6 ----------------------------------------------------------------

    /**
     * The version 6 UUID with the same 60-bit Gregorian timestamp, clock sequence and node as the
     * version 1 UUID {@code v1} (RFC 9562 section 5.6). v1 holds the timestamp low bits first
     * ({@code time_low} = bits 31..0, {@code time_mid} = bits 47..32, version, {@code time_high} =
     * bits 59..48); v6 holds bits 59..12, version, bits 11..0, so it sorts by time in unsigned
     * order. The least significant 64 bits (variant, clock sequence, node) are copied unchanged.
     *
     * @param v1 a version 1 UUID with the RFC 9562 variant
     * @return the version 6 UUID
     * @throws NullPointerException     if v1 is null
     * @throws IllegalArgumentException if v1 is not version 1 with the RFC 9562 variant ({@code 10})
     */
    public static UUID v1ToV6(UUID v1) {
        long msb = v1.getMostSignificantBits();
        long lsb = v1.getLeastSignificantBits();
        requireVersion(v1, 1, "v1ToV6");
        long timestamp = ((msb & 0x0FFFL) << 48) | (((msb >>> 16) & 0xFFFFL) << 32) | (msb >>> 32);
        long v6Msb = ((timestamp >>> 12) << 16) | 0x6000L | (timestamp & 0x0FFFL);
        return new UUID(v6Msb, lsb);
    }

    /**
     * The version 1 UUID with the same timestamp, clock sequence and node as the version 6 UUID
     * {@code v6}; the inverse of {@link #v1ToV6(UUID)}.
     *
     * @param v6 a version 6 UUID with the RFC 9562 variant
     * @return the version 1 UUID
     * @throws NullPointerException     if v6 is null
     * @throws IllegalArgumentException if v6 is not version 6 with the RFC 9562 variant ({@code 10})
     */
    public static UUID v6ToV1(UUID v6) {
        long msb = v6.getMostSignificantBits();
        long lsb = v6.getLeastSignificantBits();
        requireVersion(v6, 6, "v6ToV1");
        long timestamp = ((msb >>> 16) << 12) | (msb & 0x0FFFL);
        long v1Msb = ((timestamp & 0xFFFF_FFFFL) << 32) | (((timestamp >>> 32) & 0xFFFFL) << 16) | 0x1000L | (timestamp >>> 48);
        return new UUID(v1Msb, lsb);
    }

    // ---- internals -------------------------------------------------------------------------

    /**
     * Reverses the bytes of each of the groups 0-3, 4-5 and 6-7 of the most significant half: string
     * order to .NET order and back. Also {@link UuidOrder#DOTNET_BYTES}'s key.
     */
    static long dotNetSwap(long msb) {
        long timeLow = Integer.toUnsignedLong(Integer.reverseBytes((int) (msb >>> 32)));
        long timeMid = Short.toUnsignedLong(Short.reverseBytes((short) (msb >>> 16)));
        long timeHigh = Short.toUnsignedLong(Short.reverseBytes((short) msb));
        return (timeLow << 32) | (timeMid << 16) | timeHigh;
    }

    /**
     * String-order bytes 0-7 to bytes 6, 7, 4, 5, 0, 1, 2, 3 (the time groups in reverse). Also the
     * last eight bytes of the form MariaDB stores a version 1 to 5 value in ({@link UuidOrder#MARIADB}).
     */
    static long mySqlSwap(long msb) {
        return (msb << 48) | ((msb & 0xFFFF_0000L) << 16) | (msb >>> 32);
    }

    /** Bytes 6, 7, 4, 5, 0, 1, 2, 3 back to string-order bytes 0-7. */
    private static long mySqlUnswap(long swapped) {
        return (swapped << 32) | ((swapped >>> 16) & 0xFFFF_0000L) | (swapped >>> 48);
    }

    private static void requireVersion(UUID uuid, int expected, String method) {
        int version = uuid.version();
        UuidVariant variant = UuidVariant.of(uuid);
        if (version != expected || variant != UuidVariant.RFC_9562) {
            throw new IllegalArgumentException(method + " needs a version " + expected + " UUID with the RFC 9562 variant (bits 10), but "
                    + uuid + " has version " + version + " and variant bits " + variant.bits() + " (" + variant + ")");
        }
    }

    private static void checkSixteenBytes(byte[] bytes, int offset) {
        Objects.requireNonNull(bytes, "UUID bytes must not be null");
        if (offset < 0 || offset > bytes.length - 16) {
            String available = offset < 0 ? "the offset is negative"
                    : offset >= bytes.length ? "none from that offset" : "only " + (bytes.length - offset) + " from that offset";
            throw new IndexOutOfBoundsException("a UUID needs 16 bytes from offset " + offset + ", but the array has "
                    + bytes.length + " bytes and " + available + " (expected 0 <= offset <= array length - 16)");
        }
    }

    private static long readLong(byte[] bytes, int offset) {
        return (long) LONG_BIG_ENDIAN.get(bytes, offset);
    }

    private static byte[] bytesOf(long high, long low) {
        byte[] bytes = new byte[16];
        LONG_BIG_ENDIAN.set(bytes, 0, high);
        LONG_BIG_ENDIAN.set(bytes, 8, low);
        return bytes;
    }

    private static String hexOf(long high, long low) {
        char[] digits = new char[32];
        for (int i = 0; i < 16; i++) {
            digits[i] = HEX_DIGITS[(int) (high >>> (60 - 4 * i)) & 0xF];
            digits[16 + i] = HEX_DIGITS[(int) (low >>> (60 - 4 * i)) & 0xF];
        }
        return new String(digits);
    }
}
