package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.ClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Two threads call {@link UuidGenerator#next()} on one default (v7) generator at the same time.
 *
 * <p><b>Invariant:</b> the two ids come from different (tick, counter) positions, and their
 * unsigned order is the order of those positions. The calls overlap, so either may come first.
 *
 * <p>Result: (order of the positions, {@link UuidOrder#UNSIGNED} order of the ids) of actor 1's
 * id against actor 2's. A fresh generator starts just before the clock's tick, so the first call
 * to land takes the new-tick path (CAS to a random seed) and the other either loses that CAS and
 * counts on, or takes the counter path directly.
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_01}
 */
@Outcome(id = "-1, -1", expect = ACCEPTABLE, desc = "Actor 1's id is first: its CAS landed first.")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "Actor 2's id is first: its CAS landed first.")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "Equal ids.")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "Same position, different random bits: a duplicate position.")
@Outcome(expect = FORBIDDEN, desc = "The unsigned order of the ids disagrees with their positions.")
public class Generator_01_TwoActorsNext {

    private static final UuidLayout LAYOUT = UuidLayout.v7();

    /** Frozen clock: both calls land in the same tick, so the race is on the counter. */
    @JCStressTest
    @JCStressMeta(Generator_01_TwoActorsNext.class)
    @State
    public static class FrozenClock {
        private final UuidGenerator generator = Fixtures.frozen(LAYOUT);
        private UUID first;
        private UUID second;

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            r.r1 = Positions.compare(LAYOUT, first, second);
            r.r2 = Integer.signum(UuidOrder.UNSIGNED.compare(first, second));
        }
    }

    /**
     * The operating system's clock, read on every call ({@link ClockSource#system()}): sometimes the
     * millisecond turns between the calls and both take the new-tick path.
     */
    @JCStressTest
    @JCStressMeta(Generator_01_TwoActorsNext.class)
    @State
    public static class RealClock {
        private final UuidGenerator generator = Fixtures.on(LAYOUT, ClockSource.system());
        private UUID first;
        private UUID second;

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            r.r1 = Positions.compare(LAYOUT, first, second);
            r.r2 = Integer.signum(UuidOrder.UNSIGNED.compare(first, second));
        }
    }
}
