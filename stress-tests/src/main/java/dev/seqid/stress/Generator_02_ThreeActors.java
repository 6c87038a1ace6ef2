package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Three threads call {@link UuidGenerator#next()} on one v7 generator whose clock is frozen.
 *
 * <p><b>Invariant:</b> the three ids come from three different positions.
 *
 * <p>Result: the rank of each actor's id among the three (the number of the other ids whose
 * position is lower). Distinct positions give a permutation of 0, 1, 2; any tie is a duplicate.
 *
 * <p>jcstress schedules a test only on as many CPUs as it has actors: this one needs 3 and is
 * skipped (listed as not run) on a 2-CPU machine.
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_02}
 */
@JCStressTest
@Outcome(id = {"0, 1, 2", "0, 2, 1", "1, 0, 2", "1, 2, 0", "2, 0, 1", "2, 1, 0"}, expect = ACCEPTABLE,
        desc = "Three positions, in the order the CASes landed.")
@Outcome(expect = FORBIDDEN, desc = "Two ids share a position.")
@State
public class Generator_02_ThreeActors {

    private static final UuidLayout LAYOUT = UuidLayout.v7();

    private final UuidGenerator generator = Fixtures.frozen(LAYOUT);
    private UUID a;
    private UUID b;
    private UUID c;

    @Actor
    public void actor1() {
        a = generator.next();
    }

    @Actor
    public void actor2() {
        b = generator.next();
    }

    @Actor
    public void actor3() {
        c = generator.next();
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r1 = rank(a, b, c);
        r.r2 = rank(b, a, c);
        r.r3 = rank(c, a, b);
    }

    private static int rank(UUID id, UUID other1, UUID other2) {
        return (Positions.compare(LAYOUT, other1, id) < 0 ? 1 : 0) + (Positions.compare(LAYOUT, other2, id) < 0 ? 1 : 0);
    }
}
