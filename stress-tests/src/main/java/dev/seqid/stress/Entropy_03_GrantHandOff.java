package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.PrefilledEntropySource;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Two threads take their first grants from one shared 64-byte block of a fresh
 * {@link PrefilledEntropySource}: each draws 5 words, a first grant of 16 bytes and a second of 32,
 * so together they claim 96 bytes of a 64-byte block. The claims race on the block's cursor
 * ({@code getAndAdd}); one of them runs past the block's end, so a thread installs the next block
 * (a CAS on the current block) while the other may be claiming, and one grant may be the block's
 * short rest.
 *
 * <p>Each state has a source of its own ({@link Fixtures#closedSource()}), so that both actors
 * start with empty grants, as a new thread does.
 *
 * <p><b>Invariant:</b> no byte of a block reaches two callers: the two actors' words share no
 * value, and neither actor draws a value twice. (Two honest 64-bit random values collide with
 * probability 2^-64 per pair.)
 *
 * <p>Result: (values actor 1 shares with actor 2, values repeated within one actor's draws).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_03}
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "Every claimed range went to one caller.")
@Outcome(expect = FORBIDDEN, desc = "A range of the block reached two callers.")
@State
public class Entropy_03_GrantHandOff {

    private static final int DRAWS = 5;

    private final PrefilledEntropySource source = Fixtures.closedSource();
    private final long[] drawn1 = new long[DRAWS];
    private final long[] drawn2 = new long[DRAWS];

    @Actor
    public void actor1() {
        for (int i = 0; i < DRAWS; i++) {
            drawn1[i] = source.nextLong();
        }
    }

    @Actor
    public void actor2() {
        for (int i = 0; i < DRAWS; i++) {
            drawn2[i] = source.nextLong();
        }
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = Fixtures.sharedValues(drawn1, drawn2);
        r.r2 = Fixtures.repeats(drawn1) + Fixtures.repeats(drawn2);
    }
}
