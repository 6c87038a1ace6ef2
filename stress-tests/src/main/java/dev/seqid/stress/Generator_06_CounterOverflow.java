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
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two threads call {@link UuidGenerator#next()} when the generator's counter is one short of the
 * end of its tick: a v7 layout with a 12-bit dedicated counter, a frozen clock, and a maximum lead
 * of 10 s. The state's constructor makes ids until the counter reads 4094 (between 2048 and 4095
 * ids, as the tick's random seed is 0 to 2047), so one actor takes the tick's last position, 4095,
 * and the other overflows the counter and borrows the next tick. Two paths:
 * <ul>
 *   <li>{@code .CasPath}, the default generator: near the end of the counter {@code next()} uses its
 *   CAS loop, and the overflow goes through the slow path, {@code mayAdvance};</li>
 *   <li>{@code .AddPath}, a generator built with {@code addInPlaceUpTo(4095)}: both actors take the
 *   {@code getAndAdd} fast path (by default it stops at three quarters of the counter, and only
 *   thousands of racing calls can cross a tick on it), and one add carries into the next tick, the
 *   crossing of {@code takeByAdding}, which checks the lead.</li>
 * </ul>
 *
 * <p><b>Invariant:</b> overflowing the counter into a borrowed tick repeats no position and goes
 * back on none: both ids are distinct and greater than the last id made before.
 *
 * <p>Result: (order of actor 1's id against the last id made before, the same for actor 2, order
 * of actor 1's id against actor 2's).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_06}
 */
@Outcome(id = "1, 1, -1", expect = ACCEPTABLE, desc = "Actor 1 took the tick's last position, actor 2 borrowed the next tick.")
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE, desc = "Actor 2 took the tick's last position, actor 1 borrowed the next tick.")
@Outcome(id = "1, 1, 0", expect = FORBIDDEN, desc = "Both ids share a position.")
@Outcome(expect = FORBIDDEN, desc = "An id is not greater than the last id made before.")
public class Generator_06_CounterOverflow {

    private static final int COUNTER_BITS = 12;
    private static final long LAST_BUT_ONE = (1L << COUNTER_BITS) - 2;
    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, COUNTER_BITS);

    private static UuidGenerator.Builder generator() {
        return UuidGenerator.builder()
                .layout(LAYOUT)
                .clock(Fixtures.FROZEN_CLOCK)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(10));
    }

    /** Makes ids until the counter reads {@link #LAST_BUT_ONE}; returns the last one. */
    private static UUID runToLastButOne(UuidGenerator generator) {
        UUID id = generator.next();
        for (int made = 1; LAYOUT.counterOf(id) != LAST_BUT_ONE; made++) {
            if (made > 1 << COUNTER_BITS) {
                throw new IllegalStateException("the counter never read " + LAST_BUT_ONE + " in " + made + " ids; last " + id);
            }
            id = generator.next();
        }
        return id;
    }

    private static void judge(III_Result r, UUID last, UUID first, UUID second) {
        r.r1 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, first, last);
        r.r2 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, second, last);
        r.r3 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, first, second);
    }

    /** The default generator: the race is on the CAS loop. */
    @JCStressTest
    @JCStressMeta(Generator_06_CounterOverflow.class)
    @State
    public static class CasPath {
        private final UuidGenerator generator = generator().build();
        private final UUID last = runToLastButOne(generator);
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
        public void arbiter(III_Result r) {
            judge(r, last, first, second);
        }
    }

    /** {@code getAndAdd} to the counter's end: the race is on two adds, one of which crosses the tick. */
    @JCStressTest
    @JCStressMeta(Generator_06_CounterOverflow.class)
    @State
    public static class AddPath {
        private final UuidGenerator generator = GeneratorTestAccess.addInPlaceUpTo(generator(), (1L << COUNTER_BITS) - 1).build();
        private final UUID last = runToLastButOne(generator);
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
        public void arbiter(III_Result r) {
            judge(r, last, first, second);
        }
    }
}
