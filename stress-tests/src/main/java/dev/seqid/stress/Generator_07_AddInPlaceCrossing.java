package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.GeneratorTestAccess;
import dev.seqid.MonotonicMethod;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.time.Duration;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@link Generator_06_CounterOverflow}'s race on the {@code getAndAdd} fast path: the generator is
 * built with {@code addInPlaceUpTo(4095)} (by default the fast path stops at three quarters of the
 * counter, and only thousands of racing calls can cross a tick on it). Two threads call
 * {@link UuidGenerator#next()} when the 12-bit counter reads 4094, on a frozen clock with a maximum
 * lead of 10 s: both add in place; one gets the tick's last position, 4095, the other's add carries
 * into the next tick (the crossing of {@code takeByAdding}, which checks the lead).
 *
 * <p><b>Invariant:</b> adds that race across a tick's end repeat no position and go back on none:
 * both ids are distinct and greater than the last id made before.
 *
 * <p>Result: (order of actor 1's id against the last id made before, the same for actor 2, order
 * of actor 1's id against actor 2's).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_07}
 */
@JCStressTest
@Outcome(id = "1, 1, -1", expect = ACCEPTABLE, desc = "Actor 1 took the tick's last position, actor 2 borrowed the next tick.")
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE, desc = "Actor 2 took the tick's last position, actor 1 borrowed the next tick.")
@Outcome(id = "1, 1, 0", expect = FORBIDDEN, desc = "Both ids share a position.")
@Outcome(expect = FORBIDDEN, desc = "An id is not greater than the last id made before.")
@State
public class Generator_07_AddInPlaceCrossing {

    private static final int COUNTER_BITS = 12;
    private static final long LAST_BUT_ONE = (1L << COUNTER_BITS) - 2;
    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS);

    private final UuidGenerator generator;
    private final UUID last;
    private UUID first;
    private UUID second;

    public Generator_07_AddInPlaceCrossing() {
        generator = GeneratorTestAccess.addInPlaceUpTo(UuidGenerator.builder(), (1L << COUNTER_BITS) - 1)
                .layout(LAYOUT)
                .clock(Fixtures.FROZEN_CLOCK)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(10))
                .build();
        UUID id = generator.next();
        for (int made = 1; LAYOUT.counterOf(id) != LAST_BUT_ONE; made++) {
            if (made > 1 << COUNTER_BITS) {
                throw new IllegalStateException("the counter never read " + LAST_BUT_ONE + " in " + made + " ids; last " + id);
            }
            id = generator.next();
        }
        last = id;
    }

    @Actor
    public void actor1() {
        first = generator.next();
    }

    @Actor
    public void actor2() {
        second = generator.next();
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r1 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, first, last);
        r.r2 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, second, last);
        r.r3 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, first, second);
    }
}
