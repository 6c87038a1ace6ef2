package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.PrefilledEntropySource;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * Two threads draw from one {@link PrefilledEntropySource} with the smallest ring it allows: 4
 * slots of 64-byte blocks. Each actor draws 8 longs, exactly one block, so every call starts by
 * taking a fresh block (claim CAS on the gating sequence, then the slot's {@code getAndSet(null)})
 * while the other actor and the producer thread work the same ring.
 *
 * <p><b>Invariant:</b> no block, and so no random value, reaches two consumers: the two actors'
 * draws share no value. (Two honest 64-bit random values collide with probability 2^-64 per pair,
 * so any shared value is a block handed out twice.)
 *
 * <p>The source is shared by all states: one per state would start a producer thread per state,
 * and its first draws would find the new ring empty and fill inline, never testing the hand-off.
 * Shared, the ring stays busy and both paths (taken from the ring, filled inline when it ran dry)
 * occur. The package-private test filler that writes counters cannot be injected from here.
 *
 * <p>Result: pairs of equal values between actor 1's draws and actor 2's.
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_01}
 */
@JCStressTest
@Outcome(id = "0", expect = ACCEPTABLE, desc = "Each actor drew from a block of its own.")
@Outcome(expect = FORBIDDEN, desc = "Both actors drew the same values: one block reached both.")
@State
public class Entropy_01_BlockHandOff {

    private static final int BLOCK_BYTES = 64;
    private static final int SLOTS = 4;
    private static final int DRAWS = BLOCK_BYTES / Long.BYTES;
    private static final PrefilledEntropySource SOURCE = new PrefilledEntropySource(BLOCK_BYTES, SLOTS);

    private final long[] drawn1 = new long[DRAWS];
    private final long[] drawn2 = new long[DRAWS];

    @Actor
    public void actor1() {
        for (int i = 0; i < DRAWS; i++) {
            drawn1[i] = SOURCE.nextLong();
        }
    }

    @Actor
    public void actor2() {
        for (int i = 0; i < DRAWS; i++) {
            drawn2[i] = SOURCE.nextLong();
        }
    }

    @Arbiter
    public void arbiter(I_Result r) {
        r.r1 = Fixtures.sharedValues(drawn1, drawn2);
    }
}
