package dev.seqid;

import java.util.Arrays;
import java.util.UUID;

/**
 * Where the bits of one {@link UuidLayout} go in the two big-endian words (msb, lsb) of a
 * {@link UUID}: the one place that writes fields into ids and reads them back. The generator's hot
 * path, {@link UuidLayout#compose}, {@link UuidLayout#stamp}, the range bounds and the decoding
 * methods all go through it.
 *
 * <h2>Compiling</h2>
 * The fixed bits come first: the version and variant, and for a version of 8 to 15 the MariaDB
 * guard (see below). The remaining ("free") bits, read in the layout's sort order, take the
 * timestamp field, then the counter, then the node id, each most significant bit first; every free
 * bit left over is random.
 *
 * <h2>MariaDB guard</h2>
 * MariaDB's {@code UUID} type refuses a value whose byte 6 is {@code 0x80} or more and whose byte 8
 * is {@code 0x01} to {@code 0x80} (docs/layouts.md#mariadb-guard). A version of 8 to 15 fixes the
 * top bit of byte 6, so such a layout fixes the top of byte 8 as well: the RFC variant {@code 10}
 * followed by a 1 (byte 8 is {@code 0xA0} to {@code 0xBF}), or without the variant {@code 11}
 * ({@code 0xC0} to {@code 0xFF}). Those bits sit next to the variant, so the fields after them stay
 * in as few runs as before. They are written wherever the version and variant are (generated ids,
 * {@link #stamp}, {@link #lowest}, {@link #highest}) but not required by {@link #hasFixedBits}, so
 * ids made without them (by other tools, or with the guard turned off) still decode.
 *
 * <h2>Encoding</h2>
 * Each field keeps one {@code long[]} per word, of triples {@code {valueShift, mask, wordShift}}:
 * one triple per run of the field's bits that lies contiguously in that word. The run holds bits
 * {@code valueShift ..} of the field value (as many as {@code mask} has ones) at bits
 * {@code wordShift ..} of the word, so that
 * <pre>
 *   placing: word  |= ((value >>> valueShift) &amp; mask) &lt;&lt; wordShift
 *   reading: value |= ((word >>> wordShift) &amp; mask) &lt;&lt; valueShift
 * </pre>
 * A v7 timestamp is one triple in the msb array; a SQL Server layout's counter is split over both
 * words. The words are separate arrays, so the hot path needs no word test.
 *
 * <p>Immutable and thread-safe: every field is final and no array is written after construction.
 * The class is final and its methods small, so that the generator's per-id calls inline.
 */
final class BitPlan {

    // Version, variant and MariaDB guard: their values and the bits they occupy.
    private final long fixedMsb;
    private final long fixedLsb;
    private final long fixedMaskMsb;
    private final long fixedMaskLsb;
    /** The MariaDB guard's bits (all set in every id), 0 if the layout has none. */
    private final long guardLsb;
    /** Fixed bits and the placed node id: the same in every id. */
    private final long constantMsb;
    private final long constantLsb;
    private final long randomMaskMsb;
    private final long randomMaskLsb;
    private final int randomBits;
    // Each field's runs, {valueShift, mask, wordShift} triples, per word.
    private final long[] timestampInMsb;
    private final long[] timestampInLsb;
    private final long[] counterInMsb;
    private final long[] counterInLsb;
    private final long[] nodeInMsb;
    private final long[] nodeInLsb;
    /**
     * The hot path's copy of the timestamp and counter runs when each lies in at most one run per
     * word (every named layout but the SQL Server ones): each run as a rotation and the run's mask in
     * the word (0 where the word has no run), so that placing a value is one rotate and one and, with
     * no loop and no array access. Rotating left by {@code wordShift - valueShift} carries the run's
     * value bits to their places in the word, and no other bit there, since a rotation moves distinct
     * bits to distinct places; the mask drops the rest. Valid only if {@link #singleRuns}.
     */
    private final boolean singleRuns;
    private final int tsMsbRotate, tsLsbRotate, ctMsbRotate, ctLsbRotate;
    private final long tsMsbPlaced, tsLsbPlaced, ctMsbPlaced, ctLsbPlaced;

    /**
     * Compiles the placement of a layout.
     *
     * @param sortOrder    element k is the string-order byte the database compares k-th
     * @param version      the version nibble, or -1 for none
     * @param mariaDbGuard whether a version of 8 to 15 gets the MariaDB guard bits
     * @throws IllegalArgumentException if the fields need more bits than are free
     */
    BitPlan(String layoutName, int[] sortOrder, int version, boolean rfcVariant, boolean mariaDbGuard, int timestampBits, int counterBits,
            int nodeBits, long node) {
        long fm = 0, fl = 0, mm = 0, ml = 0;
        if (version >= 0) {
            fm |= (long) version << 12;
            mm |= 0xF000L;
        }
        if (rfcVariant) {
            fl |= 0x8000_0000_0000_0000L;
            ml |= 0xC000_0000_0000_0000L;
        }
        // byte 8 then starts 101 (after the variant) or 11: never 0x01 to 0x80
        long guard = mariaDbGuard && version >= 8 ? (rfcVariant ? 0x2000_0000_0000_0000L : 0xC000_0000_0000_0000L) : 0;
        fl |= guard;
        ml |= guard;
        this.guardLsb = guard;
        this.fixedMsb = fm;
        this.fixedLsb = fl;
        this.fixedMaskMsb = mm;
        this.fixedMaskLsb = ml;

        // Physical bit (0 = most significant bit of byte 0) of every free bit, in sort order.
        int[] free = new int[128];
        int freeCount = 0;
        for (int logical = 0; logical < 128; logical++) {
            int physical = sortOrder[logical >>> 3] * 8 + (logical & 7);
            long mask = physical < 64 ? mm : ml;
            if ((mask & (1L << (63 - (physical & 63)))) == 0) {
                free[freeCount++] = physical;
            }
        }
        int needed = timestampBits + counterBits + nodeBits;
        if (needed > freeCount) {
            throw new IllegalArgumentException("layout " + layoutName + " needs " + needed + " bits for timestamp, counter and node but has only "
                    + freeCount + " free bits");
        }
        this.timestampInMsb = runs(free, 0, timestampBits, 0);
        this.timestampInLsb = runs(free, 0, timestampBits, 1);
        this.counterInMsb = runs(free, timestampBits, counterBits, 0);
        this.counterInLsb = runs(free, timestampBits, counterBits, 1);
        this.nodeInMsb = runs(free, timestampBits + counterBits, nodeBits, 0);
        this.nodeInLsb = runs(free, timestampBits + counterBits, nodeBits, 1);
        this.singleRuns = timestampInMsb.length <= 3 && timestampInLsb.length <= 3 && counterInMsb.length <= 3 && counterInLsb.length <= 3;
        this.tsMsbRotate = rotation(timestampInMsb);
        this.tsMsbPlaced = placedMask(timestampInMsb);
        this.tsLsbRotate = rotation(timestampInLsb);
        this.tsLsbPlaced = placedMask(timestampInLsb);
        this.ctMsbRotate = rotation(counterInMsb);
        this.ctMsbPlaced = placedMask(counterInMsb);
        this.ctLsbRotate = rotation(counterInLsb);
        this.ctLsbPlaced = placedMask(counterInLsb);
        this.constantMsb = fm | place(nodeInMsb, node);
        this.constantLsb = fl | place(nodeInLsb, node);
        long rm = 0, rl = 0;
        for (int i = needed; i < freeCount; i++) {
            int p = free[i];
            if (p < 64) {
                rm |= 1L << (63 - p);
            } else {
                rl |= 1L << (63 - (p - 64));
            }
        }
        this.randomMaskMsb = rm;
        this.randomMaskLsb = rl;
        this.randomBits = freeCount - needed;
    }

    /**
     * The runs, in {@code word} (0 = msb, 1 = lsb), of the field whose bits are
     * {@code free[from .. from + width)}, most significant first: maximal groups of consecutive
     * physical bits within one word.
     */
    private static long[] runs(int[] free, int from, int width, int word) {
        long[] out = new long[width * 3];
        int n = 0;
        for (int j = 0; j < width; j++) {
            int start = j;
            while (j + 1 < width && free[from + j + 1] == free[from + j] + 1 && (free[from + j + 1] >>> 6) == (free[from + start] >>> 6)) {
                j++;
            }
            int last = free[from + j];
            if ((last >>> 6) == word) {
                out[n++] = width - 1 - j;          // value shift of the run's lowest bit
                out[n++] = mask(j - start + 1);
                out[n++] = 63 - (last & 63);       // word shift of the run's lowest bit
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The left rotation that carries a single run's value bits to its place in the word: {@code wordShift - valueShift}. */
    private static int rotation(long[] runs) {
        return runs.length == 0 ? 0 : (int) (runs[2] - runs[0]);
    }

    /** A single run's bits in the word: its mask shifted to its place; 0 when the word has no run. */
    private static long placedMask(long[] runs) {
        return runs.length == 0 ? 0 : runs[1] << runs[2];
    }

    private static long mask(int width) {
        return width == 64 ? -1L : (1L << width) - 1;
    }

    /** The bits of {@code value} that {@code runs} place into one word. */
    static long place(long[] runs, long value) {
        long word = 0;
        for (int i = 0; i < runs.length; i += 3) {
            word |= ((value >>> runs[i]) & runs[i + 1]) << runs[i + 2];
        }
        return word;
    }

    /** The bits of a field value that {@code runs} read from one word. */
    private static long read(long[] runs, long word) {
        long value = 0;
        for (int i = 0; i < runs.length; i += 3) {
            value |= ((word >>> runs[i + 2]) & runs[i + 1]) << runs[i];
        }
        return value;
    }

    // ---------------------------------------------------------------- the generator's per-word methods

    /** The most significant word of an id: constant bits, timestamp field, counter, and {@code random} on the random bits only. */
    long msb(long field, long counter, long random) {
        return msbOfTick(tickMsb(field), counter, random & randomMaskMsb);
    }

    /** The least significant word of an id, as {@link #msb}. */
    long lsb(long field, long counter, long random) {
        return lsbOfTick(tickLsb(field), counter, random & randomMaskLsb);
    }

    /**
     * The bits of the most significant word that every id of one tick shares: the constant bits and
     * the timestamp field. A generator that makes many ids of one tick places them once and passes
     * them to {@link #msbOfTick} for each id.
     */
    long tickMsb(long field) {
        return constantMsb | timestampMsb(field);
    }

    long tickLsb(long field) {
        return constantLsb | timestampLsb(field);
    }

    /**
     * The most significant word of an id of the tick whose {@link #tickMsb} is {@code tickBits}, with
     * its counter and {@code randomBits}, which must lie on the random bits only (as
     * {@link RandomBits} draws them: masked once, where they are drawn).
     */
    long msbOfTick(long tickBits, long counter, long randomBits) {
        return tickBits | counterMsb(counter) | randomBits;
    }

    long lsbOfTick(long tickBits, long counter, long randomBits) {
        return tickBits | counterLsb(counter) | randomBits;
    }

    /** The version, variant and guard bits of the most significant word. */
    long fixedMsb() {
        return fixedMsb;
    }

    long fixedLsb() {
        return fixedLsb;
    }

    /** The MariaDB guard's bits, in the least significant word (0 if the layout has none). */
    long guardLsb() {
        return guardLsb;
    }

    /** How many bits the MariaDB guard fixes: 0, 1 (with the RFC variant) or 2. */
    int guardBits() {
        return Long.bitCount(guardLsb);
    }

    /** The version, variant, guard and node bits of the most significant word: the same in every id. */
    long constantMsb() {
        return constantMsb;
    }

    long constantLsb() {
        return constantLsb;
    }

    /** The timestamp field's bits in the most significant word. */
    long timestampMsb(long field) {
        return singleRuns ? Long.rotateLeft(field, tsMsbRotate) & tsMsbPlaced : place(timestampInMsb, field);
    }

    long timestampLsb(long field) {
        return singleRuns ? Long.rotateLeft(field, tsLsbRotate) & tsLsbPlaced : place(timestampInLsb, field);
    }

    /**
     * The counter's bits in the most significant word. Only the counter's width of low bits is read:
     * its runs cover value bits 0 to the width, so the bits above (a position's tick, when a
     * generator passes the whole position) never reach the word.
     */
    long counterMsb(long counter) {
        return singleRuns ? Long.rotateLeft(counter, ctMsbRotate) & ctMsbPlaced : place(counterInMsb, counter);
    }

    long counterLsb(long counter) {
        return singleRuns ? Long.rotateLeft(counter, ctLsbRotate) & ctLsbPlaced : place(counterInLsb, counter);
    }

    /** The random bits of the most significant word, as a mask (0 if it has none). */
    long randomMaskMsb() {
        return randomMaskMsb;
    }

    long randomMaskLsb() {
        return randomMaskLsb;
    }

    /** How many bits of every id are random. */
    int randomBits() {
        return randomBits;
    }

    // ---------------------------------------------------------------- whole ids

    /** The id with these fields; {@code randomMsb} and {@code randomLsb} land on the random bits only. */
    UUID compose(long field, long counter, long randomMsb, long randomLsb) {
        return new UUID(msb(field, counter, randomMsb), lsb(field, counter, randomLsb));
    }

    /** {@code base} with the timestamp field replaced, and with the fixed bits (version, variant, guard) set if {@code setFixedBits}. */
    UUID stamp(UUID base, long field, boolean setFixedBits) {
        long msb = (base.getMostSignificantBits() & ~timestampMsb(-1L)) | timestampMsb(field);
        long lsb = (base.getLeastSignificantBits() & ~timestampLsb(-1L)) | timestampLsb(field);
        if (setFixedBits) {
            msb = (msb & ~fixedMaskMsb) | fixedMsb;
            lsb = (lsb & ~fixedMaskLsb) | fixedLsb;
        }
        return new UUID(msb, lsb);
    }

    /** The timestamp field, the fixed bits if {@code withFixedBits}, and 0 in every other bit. */
    UUID lowest(long field, boolean withFixedBits) {
        return new UUID((withFixedBits ? fixedMsb : 0) | timestampMsb(field), (withFixedBits ? fixedLsb : 0) | timestampLsb(field));
    }

    /** The timestamp field, the fixed bits if {@code withFixedBits}, and 1 in every other bit. */
    UUID highest(long field, boolean withFixedBits) {
        long otherMsb = ~((withFixedBits ? fixedMaskMsb : 0) | timestampMsb(-1L));
        long otherLsb = ~((withFixedBits ? fixedMaskLsb : 0) | timestampLsb(-1L));
        return new UUID((withFixedBits ? fixedMsb : 0) | timestampMsb(field) | otherMsb,
                (withFixedBits ? fixedLsb : 0) | timestampLsb(field) | otherLsb);
    }

    // ---------------------------------------------------------------- reading

    /** Whether {@code uuid} has the version and variant bits; the guard bits are not required. */
    boolean hasFixedBits(UUID uuid) {
        return (uuid.getMostSignificantBits() & fixedMaskMsb) == fixedMsb
                && (uuid.getLeastSignificantBits() & fixedMaskLsb & ~guardLsb) == (fixedLsb & ~guardLsb);
    }

    /** The timestamp field bits of {@code uuid}. */
    long timestampField(UUID uuid) {
        return read(timestampInMsb, uuid.getMostSignificantBits()) | read(timestampInLsb, uuid.getLeastSignificantBits());
    }

    /** The counter bits of {@code uuid}. */
    long counter(UUID uuid) {
        return read(counterInMsb, uuid.getMostSignificantBits()) | read(counterInLsb, uuid.getLeastSignificantBits());
    }

    /** The node id bits of {@code uuid}. */
    long node(UUID uuid) {
        return read(nodeInMsb, uuid.getMostSignificantBits()) | read(nodeInLsb, uuid.getLeastSignificantBits());
    }
}
