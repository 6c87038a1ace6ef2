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
 * Two threads each draw 64 words from a fresh {@link PrefilledEntropySource} with 64-byte blocks,
 * half of them one at a time and half in one {@code nextLongs} call. A thread's first grants live
 * in a small object whose requests double from 16 bytes; after eight of them (at most 54 words with
 * blocks this small, since a grant is cut short at a block's end) the thread is given its padded
 * grant, which takes the rest of a block per refill. So each actor crosses from the small grant to
 * the padded one while the other claims from the same blocks, in either call.
 *
 * <p>Each state has a source of its own ({@link Fixtures#closedSource()}), so that both actors
 * start with the small grant, as a new thread does.
 *
 * <p><b>Invariant:</b> no byte reaches two callers across the switch: the two actors' words share
 * no value, and neither actor draws a value twice. (Two honest 64-bit random values collide with
 * probability 2^-64 per pair.)
 *
 * <p>Result: (values actor 1 shares with actor 2, values repeated within one actor's draws).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_04}
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "Every claimed range went to one caller, before and after the switch.")
@Outcome(expect = FORBIDDEN, desc = "A range reached two callers, or one caller twice.")
@State
public class Entropy_04_SmallGrantToPadded {

    private static final int DRAWS = 64;

    private final PrefilledEntropySource source = Fixtures.closedSource();
    private final long[] drawn1 = new long[DRAWS];
    private final long[] drawn2 = new long[DRAWS];

    private void draw(long[] drawn) {
        for (int i = 0; i < DRAWS / 2; i++) {
            drawn[i] = source.nextLong();
        }
        source.nextLongs(drawn, DRAWS / 2, DRAWS / 2);
    }

    @Actor
    public void actor1() {
        draw(drawn1);
    }

    @Actor
    public void actor2() {
        draw(drawn2);
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = Fixtures.sharedValues(drawn1, drawn2);
        r.r2 = Fixtures.repeats(drawn1) + Fixtures.repeats(drawn2);
    }
}
