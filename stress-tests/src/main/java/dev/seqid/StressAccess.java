package dev.seqid;

/**
 * White-box access for the jcstress tests of {@code dev.seqid.stress} to the package-private
 * position state of an ordered generator: in this package only to reach it, as the benchmarks'
 * {@code PathAblationBenchmark} does.
 */
public final class StressAccess {

    private StressAccess() {
    }

    /**
     * Moves the position of {@code generator} (a generator with a timestamp, not the random one) to
     * {@code left} positions before the end of the last tick below its epoch's seal tick, with one
     * CAS, so that the next {@code left} single ids stay in that tick and the one after them lands on
     * the seal tick. The position only moves forward: the generator must not have reached that tick.
     *
     * @return the epoch, to ask {@link #sealed} later
     */
    public static Object moveBeforeTheSealTick(UuidGenerator generator, int left) {
        PositionState state = ((OrderedUuidGenerator) generator).state();
        Epoch e = state.epoch();
        long s = e.stateVolatile();
        long target = ((state.sealTick() - 1) << state.counterBits) | (state.counterMask - left);
        if (s >= target || !e.casState(s, target)) {
            throw new IllegalStateException("the position " + s + " could not move forward to " + target);
        }
        return e;
    }

    /** Whether {@code epoch}, from {@link #moveBeforeTheSealTick}, is sealed. */
    public static boolean sealed(Object epoch) {
        return ((Epoch) epoch).stateVolatile() < 0;
    }
}
