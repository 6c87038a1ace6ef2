package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
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
 * end of its tick, on a frozen clock with a maximum lead of 10 s. The state's constructor makes ids
 * until the counter reads its last value but one, so one actor takes the tick's last position and
 * the other overflows the counter and borrows the next tick. Two paths:
 * <ul>
 *   <li>{@code .CasPath}, a v7-shaped layout with a 1-bit counter, which never takes the
 *   {@code getAndAdd} path (counters under 2 bits move only by CAS): the first id is at counter 0,
 *   so both actors use the CAS step, and the overflow goes through its slow path,
 *   {@code checkMove};</li>
 *   <li>{@code .AddPath}, a v7 layout with a 12-bit counter: the state's constructor makes 2048 to
 *   4095 ids (the tick's random seed is 0 to 2047) until the counter reads 4094; both actors add
 *   first and check after, and one add carries into the next tick, the crossing of
 *   {@code afterAdd}, which checks the lead. (With the default 18-bit counter only tens of
 *   thousands of racing calls can cross.)</li>
 * </ul>
 *
 * <p><b>Invariant:</b> overflowing the counter into a borrowed tick repeats no position and goes
 * back on none. Exactly: the counter steps by 1 ({@code DEDICATED_COUNTER}) from the last id made
 * before, at (tick T, counter max - 1), so one actor gets the tick's last position (T, max) and
 * the other the borrowed tick's first, (T + 1, 0), and the ids' unsigned order agrees.
 *
 * <p>Result: (where actor 1's id is, where actor 2's id is, order of actor 1's id against actor
 * 2's in unsigned order, 0 for the same position). Where: 1 for (T, max), 2 for (T + 1, 0), 0 for
 * any other position (a skipped, repeated or backward one).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_06}
 */
@Outcome(id = "1, 2, -1", expect = ACCEPTABLE, desc = "Actor 1 took the tick's last position, actor 2 borrowed the next tick's first.")
@Outcome(id = "2, 1, 1", expect = ACCEPTABLE, desc = "Actor 2 took the tick's last position, actor 1 borrowed the next tick's first.")
@Outcome(expect = FORBIDDEN, desc = "Another position (skipped, repeated or not above the last id made before), or ids out of unsigned order.")
public class Generator_06_CounterOverflow {

    /** 1 bit: below 2 bits {@code PositionState} never adds, every move is a CAS. */
    private static final UuidLayout CAS_PATH_LAYOUT = Fixtures.tinyCounterV7(1);
    private static final UuidLayout ADD_PATH_LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12);

    private static UuidGenerator generator(UuidLayout layout) {
        return UuidGenerator.builder()
                .layout(layout)
                .clock(Fixtures.FROZEN_CLOCK)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(10))
                .build();
    }

    private static void judge(III_Result r, UuidLayout layout, UUID last, UUID first, UUID second) {
        r.r1 = where(layout, last, first);
        r.r2 = where(layout, last, second);
        r.r3 = Positions.order(layout, UuidOrder.UNSIGNED, first, second);
    }

    /**
     * 1 if {@code id} is at the last position of {@code last}'s tick, 2 if at the first position
     * of the tick after it, 0 anywhere else. {@code last} is at counter max - 1 (see
     * {@link Fixtures#runToLastButOne}); the constructor checked that.
     */
    private static int where(UuidLayout layout, UUID last, UUID id) {
        long tick = layout.tickOf(last);
        long max = (1L << layout.counterBits()) - 1;
        long idTick = layout.tickOf(id);
        long idCounter = layout.counterOf(id);
        if (idTick == tick && idCounter == max) {
            return 1;
        }
        return idTick == tick + 1 && idCounter == 0 ? 2 : 0;
    }

    /** A counter too narrow to add: the race is on the CAS loop. */
    @JCStressTest
    @JCStressMeta(Generator_06_CounterOverflow.class)
    @State
    public static class CasPath {
        private final UuidGenerator generator = generator(CAS_PATH_LAYOUT);
        private final UUID last = Fixtures.runToLastButOne(generator);
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
            judge(r, generator.layout(), last, first, second);
        }
    }

    /** {@code getAndAdd} to the counter's end: the race is on two adds, one of which crosses the tick. */
    @JCStressTest
    @JCStressMeta(Generator_06_CounterOverflow.class)
    @State
    public static class AddPath {
        private final UuidGenerator generator = generator(ADD_PATH_LAYOUT);
        private final UUID last = Fixtures.runToLastButOne(generator);
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
            judge(r, generator.layout(), last, first, second);
        }
    }
}
