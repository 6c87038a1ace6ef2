package dev.seqid;

/**
 * The jcstress tests' door to {@link WhiteBox}, the package-private seam of generator-core: the
 * tests live in {@code dev.seqid.stress} and cannot call a package-private class, so this public
 * class, in package {@code dev.seqid} of the stress module only, forwards to it and adds nothing.
 */
public final class StressAccess {

    private StressAccess() {
    }

    /**
     * See {@link WhiteBox#moveBeforeTheSealTick}.
     *
     * @return the epoch, to ask {@link #sealed} later
     */
    public static Object moveBeforeTheSealTick(UuidGenerator generator, int left) {
        return WhiteBox.moveBeforeTheSealTick(generator, left);
    }

    /** Whether {@code epoch}, from {@link #moveBeforeTheSealTick}, is sealed. */
    public static boolean sealed(Object epoch) {
        return WhiteBox.sealed((Epoch) epoch);
    }

    /** See {@link WhiteBox#highWaterTick}. */
    public static long highWaterTick(UuidGenerator generator) {
        return WhiteBox.highWaterTick(generator);
    }

    /** See {@link WhiteBox#positionTick}. */
    public static long positionTick(UuidGenerator generator) {
        return WhiteBox.positionTick(generator);
    }
}
