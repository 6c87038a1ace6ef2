package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.ClockSource;
import dev.seqid.EntropySource;
import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two threads call {@link UuidGenerator#next()} under {@link OverflowPolicy#THROW} when the last
 * position within the lead has just been taken, while the clock moves on by one tick: a v7-shaped
 * layout with a 4-bit counter, a maximum lead of 1 ms, and a clock whose first read after the
 * state's constructor reads tick T and every later read T + 1. The constructor makes ids until the
 * counter reads its last value in tick T + 1, so both actors' adds cross into tick T + 2: the actor
 * whose clock read comes first finds its position past the lead and throws, the other finds it
 * within the lead and keeps it. The thrower undoes its add only while no other move has followed
 * it; an undo made regardless, after the other actor's add, would lower the state below the
 * other's id, and a later call would take that position again or one below it.
 *
 * <p><b>Invariant:</b> exactly one actor throws; the id the other gets, and the id of a call
 * made after both, are at different positions, the later call's after the other's.
 *
 * <p>Result: (actor 1 got an id, actor 2 got an id, the later call's id is after every id the
 * actors got), 1 for yes, 0 for no.
 *
 * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Generator_12)}
 */
@JCStressTest
@Outcome(id = "1, 0, 1", expect = ACCEPTABLE, desc = "Actor 2 read the clock first and threw; actor 1 got an id, the later call a greater one.")
@Outcome(id = "0, 1, 1", expect = ACCEPTABLE, desc = "Actor 1 read the clock first and threw; actor 2 got an id, the later call a greater one.")
@Outcome(expect = FORBIDDEN, desc = "The later call's id at or before an actor's (an undo that lowered the state under an id), or not exactly one throw.")
@State
public class Generator_12_ThrowAtTheLeadRacing {

    private static final int COUNTER_BITS = 4;
    private static final UuidLayout LAYOUT = Fixtures.tinyCounterV7(COUNTER_BITS);
    private static final long T = Fixtures.FROZEN_AT.toEpochMilli();

    private final StepOnSecondRead clock = new StepOnSecondRead();
    private final UuidGenerator generator = UuidGenerator.builder().layout(LAYOUT).clock(clock)
            .entropy(EntropySource.threadLocalRandom()).maxLead(Duration.ofMillis(1)).overflowPolicy(OverflowPolicy.THROW).build();
    private UUID id1;
    private UUID id2;

    public Generator_12_ThrowAtTheLeadRacing() {
        long max = (1L << COUNTER_BITS) - 1;
        UUID id = generator.next();
        for (int made = 1; LAYOUT.tickOf(id) != T + 1 || LAYOUT.counterOf(id) != max; made++) {
            if (made > 2 << COUNTER_BITS) {
                throw new IllegalStateException("the last position within the lead not reached in " + made + " ids; last " + id);
            }
            id = generator.next();
        }
        clock.arm();
    }

    @Actor
    public void actor1() {
        try {
            id1 = generator.next();
        } catch (GeneratorOverflowException expected) {
            // the first clock reader's position is past the lead
        }
    }

    @Actor
    public void actor2() {
        try {
            id2 = generator.next();
        } catch (GeneratorOverflowException expected) {
            // the first clock reader's position is past the lead
        }
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r1 = id1 != null ? 1 : 0;
        r.r2 = id2 != null ? 1 : 0;
        UUID later = generator.next();
        boolean after = (id1 == null || Positions.compare(LAYOUT, later, id1) > 0) && (id2 == null || Positions.compare(LAYOUT, later, id2) > 0);
        r.r3 = after ? 1 : 0;
    }

    /** Reads tick T until {@link #arm()}; then T once more, and T + 1 from the read after. */
    static final class StepOnSecondRead implements ClockSource {
        private volatile boolean armed;
        private final AtomicBoolean firstReadDone = new AtomicBoolean();

        void arm() {
            armed = true;
        }

        @Override
        public long millis() {
            if (!armed) {
                return T;
            }
            return firstReadDone.get() || !firstReadDone.compareAndSet(false, true) ? T + 1 : T;
        }

        @Override
        public long nanos() {
            throw new UnsupportedOperationException("a millisecond layout reads millis() only");
        }
    }
}
