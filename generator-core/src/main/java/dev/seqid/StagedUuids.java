package dev.seqid;

import java.util.Arrays;
import java.util.UUID;

/**
 * A {@code UUID[]} destination written through a new, smaller array that is copied into it each time
 * it fills. The reason is G1, the default collector: its write barrier executes a StoreLoad fence
 * for every reference stored into an object outside the young generation, and an array that a caller
 * reuses (a loader's batch buffer) is soon promoted out of it. Stores into the new array are young
 * and skip the fence; {@code System.arraycopy}'s barrier covers each copied range with one.
 *
 * <p>Invariants: ids arrive in increasing index order ({@link #put}); {@code dst[from .. copiedTo)}
 * holds every id put below {@code copiedTo}, and {@code stage[0 .. end - copiedTo)} the ids put
 * since, so {@link #copyRest} leaves {@code dst} as direct stores would have: each id written once,
 * at its index, and nothing past the last one.
 */
final class StagedUuids {

    /** Most ids staged at once: 256 bytes of references, reused within a call once copied. */
    static final int MAX_STAGE = 64;

    private final UUID[] dst;
    private final UUID[] stage;
    /** Index in {@link #dst} of {@code stage[0]}: every id below it is copied. */
    private int copiedTo;

    /** Stages ids for {@code dst[from .. from + count)}. */
    StagedUuids(UUID[] dst, int from, int count) {
        this.dst = dst;
        this.stage = new UUID[Math.min(count, MAX_STAGE)];
        this.copiedTo = from;
    }

    /** Puts the id for {@code dst[at]}; {@code at} is the index after the previous id's. */
    void put(int at, UUID id) {
        UUID[] s = stage;
        int i = at - copiedTo;
        s[i] = id;
        if (i == s.length - 1) {
            System.arraycopy(s, 0, dst, copiedTo, s.length);
            copiedTo += s.length;
            Arrays.fill(s, null);
        }
    }

    /**
     * Copies the ids put since the last full stage: the stage's non-null prefix, since a full stage
     * is cleared once copied. Call once, when the writing ends or fails.
     */
    void copyRest() {
        int n = 0;
        while (n < stage.length && stage[n] != null) {
            n++;
        }
        System.arraycopy(stage, 0, dst, copiedTo, n);
        copiedTo += n;
    }
}
