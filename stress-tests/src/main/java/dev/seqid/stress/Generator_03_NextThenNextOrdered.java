package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * One thread calls {@link UuidGenerator#next()} twice while another calls it four times on the
 * same v7 generator (frozen clock).
 *
 * <p><b>Invariant:</b> the id of a call is greater (unsigned order, and a different position)
 * than the id of a call that returned before it began, however the other thread's calls
 * interleave.
 *
 * <p>Result: (order of actor 1's second id against its first: must be 1, number of actor 2's ids
 * whose position lies between actor 1's two).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_03}
 */
@JCStressTest
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "Second id greater; no id of actor 2 in between.")
@Outcome(id = "1, [1-4]", expect = ACCEPTABLE, desc = "Second id greater; actor 2's calls landed in between.")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "Both ids of actor 1 share a position.")
@Outcome(id = "-1, .*", expect = FORBIDDEN, desc = "The second id sorts before the first.")
@Outcome(expect = FORBIDDEN, desc = "Other cases are forbidden.")
@State
public class Generator_03_NextThenNextOrdered {

    private static final UuidLayout LAYOUT = UuidLayout.v7();
    private static final int HAMMER_CALLS = 4;

    private final UuidGenerator generator = Fixtures.frozen(LAYOUT);
    private UUID first;
    private UUID second;
    private final UUID[] hammered = new UUID[HAMMER_CALLS];

    @Actor
    public void actor1() {
        first = generator.next();
        second = generator.next();
    }

    @Actor
    public void actor2() {
        for (int i = 0; i < HAMMER_CALLS; i++) {
            hammered[i] = generator.next();
        }
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, second, first);
        int between = 0;
        for (UUID id : hammered) {
            if (Positions.compare(LAYOUT, first, id) < 0 && Positions.compare(LAYOUT, id, second) < 0) {
                between++;
            }
        }
        r.r2 = between;
    }
}
