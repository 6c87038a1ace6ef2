package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.PrefilledEntropySource;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A thread that draws straight from the shared block, as a virtual thread does
 * ({@link PrefilledEntropySource#direct()}: one {@code getAndAdd} per call for exactly the words
 * it reads, no grant), races a new thread that takes grants from the same 64-byte blocks. The direct
 * actor draws 3 single words and a run of 4 ({@code nextLongs}); the granted actor draws 6 words,
 * a first grant of 16 bytes and a second of 32. Together they claim 104 bytes, so the claims cross
 * a block's end and race the install of the next block, and the direct actor reads its words from
 * the block while the other may be copying from it or installing its successor.
 *
 * <p>Each state has a source of its own ({@link Fixtures#closedSource()}), so that the granted
 * actor starts with an empty grant, as a new thread does.
 *
 * <p><b>Invariant:</b> no byte of a block reaches two callers: the two actors' words share no
 * value, and neither actor draws a value twice. (Two honest 64-bit random values collide with
 * probability 2^-64 per pair.)
 *
 * <p>Result: (values actor 1 shares with actor 2, values repeated within one actor's draws).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_05}
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "Every claimed range went to one caller.")
@Outcome(expect = FORBIDDEN, desc = "A range of the block reached two callers.")
@State
public class Entropy_05_DirectRacingGrants {

    private final PrefilledEntropySource source = Fixtures.closedSource();
    private final EntropySource directView = source.direct();
    private final long[] drawn1 = new long[7];
    private final long[] drawn2 = new long[6];

    @Actor
    public void direct() {
        drawn1[0] = directView.nextLong();
        directView.nextLongs(drawn1, 1, 4);
        drawn1[5] = directView.nextLong();
        drawn1[6] = directView.nextLong();
    }

    @Actor
    public void granted() {
        for (int i = 0; i < drawn2.length; i++) {
            drawn2[i] = source.nextLong();
        }
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = Fixtures.sharedValues(drawn1, drawn2);
        r.r2 = Fixtures.repeats(drawn1) + Fixtures.repeats(drawn2);
    }
}
