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
 * Three {@link UuidGenerator#next()} calls on one v7 generator whose clock is frozen, from two
 * threads: actor 1 makes two ids, actor 2 one, which can land before, between or after actor 1's.
 * (This was a three-actor test, which jcstress never ran on the 2-CPU build machine: it runs a
 * test only on at least as many CPUs as it has actors. The third call now comes from actor 1, so
 * two calls race at a time, as in {@link Generator_01_TwoActorsNext}; actor 2's call can take its
 * position between actor 1's two, after actor 1's first CAS won.)
 *
 * <p><b>Invariant:</b> the three ids come from three different positions, and actor 1's second is
 * after its first.
 *
 * <p>Result: the rank of each id among the three (the number of the other two whose position is
 * lower), in the order (actor 1's first, actor 1's second, actor 2's). Distinct positions give a
 * permutation of 0, 1, 2; any tie is a duplicate, and actor 1's first ranking above its second is
 * a thread's ids going backwards.
 *
 * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -t Generator_02)}
 */
@JCStressTest
@Outcome(id = "0, 1, 2", expect = ACCEPTABLE, desc = "Actor 2's id after both of actor 1's.")
@Outcome(id = "0, 2, 1", expect = ACCEPTABLE, desc = "Actor 2's id between actor 1's two.")
@Outcome(id = "1, 2, 0", expect = ACCEPTABLE, desc = "Actor 2's id before both of actor 1's.")
@Outcome(expect = FORBIDDEN, desc = "Two ids share a position, or actor 1's second id is below its first.")
@State
public class Generator_02_ThreeIds {

    private static final UuidLayout LAYOUT = UuidLayout.v7();

    private final UuidGenerator generator = Fixtures.frozen(LAYOUT);
    private UUID a1;
    private UUID a2;
    private UUID b;

    @Actor
    public void actor1() {
        a1 = generator.next();
        a2 = generator.next();
    }

    @Actor
    public void actor2() {
        b = generator.next();
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r1 = rank(a1, a2, b);
        r.r2 = rank(a2, a1, b);
        r.r3 = rank(b, a1, a2);
    }

    private static int rank(UUID id, UUID other1, UUID other2) {
        return (Positions.compare(LAYOUT, other1, id) < 0 ? 1 : 0) + (Positions.compare(LAYOUT, other2, id) < 0 ? 1 : 0);
    }
}
