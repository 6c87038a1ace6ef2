package dev.seqid;

/**
 * The one way in for white-box tests and benchmarks: the unit tests of this package, the jcstress
 * tests (through {@code StressAccess} of the stress-tests module) and the ablation benchmarks reach
 * the package-private state of a generator or an entropy source only through these methods, so
 * that a refactor of that state edits this file and not theirs.
 *
 * <p>Test code: this module's test jar holds this class (and the reader of docs/settings.md), and stress-tests and benchmarks
 * depend on that jar, so the library's own jar carries no test hook.
 */
final class WhiteBox {

    private WhiteBox() {
    }

    /** A position state with the default step-back choice and tolerance and no floor. */
    static PositionState positionState(UuidLayout layout, ClockSource clock, EntropySource entropy, OverflowPolicy policy,
            java.time.Duration maxLead) {
        return new PositionState(layout, clock, entropy, policy, maxLead, UuidGenerator.DEFAULT_CLOCK_STEP_BACK,
                UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE, Floor.NONE);
    }

    /** The high-water mark of {@code generator}'s current epoch, absolute (see {@link Epoch}). */
    static long highWaterTick(UuidGenerator generator) {
        return epoch(generator).highWaterVolatile();
    }

    /** The absolute tick of the position of {@code generator}'s current epoch (sealed or not). */
    static long positionTick(UuidGenerator generator) {
        Epoch e = epoch(generator);
        return e.base + ((e.stateVolatile() & ~EpochFields.SEALED) >>> state(generator).counterBits);
    }

    /** The position state of {@code generator}, a generator with a timestamp (not v4). */
    static PositionState state(UuidGenerator generator) {
        return ((OrderedUuidGenerator) generator).state;
    }

    /** The current epoch of {@code generator}'s position state. */
    static Epoch epoch(UuidGenerator generator) {
        return state(generator).epoch();
    }

    /** The bit plan {@code generator} writes its ids with. */
    static BitPlan plan(UuidGenerator generator) {
        return generator.plan;
    }

    /** The entropy source {@code generator} draws from. */
    static EntropySource entropy(UuidGenerator generator) {
        return generator.entropy;
    }

    /** Whether {@code state}'s single take adds first now ({@code PositionState.addFirst}). */
    static boolean addsFirst(PositionState state) {
        return state.addFirst;
    }

    /** The relative tick at which {@code state} seals an epoch. */
    static long sealTick(PositionState state) {
        return state.sealTick;
    }

    /** The calling thread's grant of {@code source} (made on first use). */
    static Grant grant(PrefilledEntropySource source) {
        return source.grants.get();
    }

    /**
     * Moves the position of {@code generator} (a generator with a timestamp, not v4) to
     * {@code left} positions before the end of the last tick below its epoch's seal tick, with one
     * CAS, so that the next {@code left} single ids stay in that tick and the one after them lands on
     * the seal tick. The position only moves forward: the generator must not have reached that tick.
     *
     * @return the epoch, to ask {@link #sealed} later
     * @throws IllegalStateException if the position is already there or moved meanwhile
     */
    static Epoch moveBeforeTheSealTick(UuidGenerator generator, int left) {
        PositionState state = state(generator);
        Epoch e = state.epoch();
        long s = e.stateVolatile();
        long target = ((state.sealTick - 1) << state.counterBits) | (state.counterMask - left);
        if (s >= target || !e.casState(s, target)) {
            throw new IllegalStateException("the position " + s + " could not move forward to " + target);
        }
        return e;
    }

    /** Whether {@code epoch} is sealed. */
    static boolean sealed(Epoch epoch) {
        return epoch.stateVolatile() < 0;
    }
}
