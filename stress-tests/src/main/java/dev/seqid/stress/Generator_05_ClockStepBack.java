package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.testing.SettableClockSource;
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
 * Two threads each make two ids with {@link UuidGenerator#next()} while the generator's clock
 * ({@link SettableClockSource}, one per state) is set back by one hour, by actor 1: between its
 * two ids ({@link ActorSteps}) or before them ({@link StepFirst}).
 *
 * <p><b>Invariant:</b> a clock that steps backwards neither repeats nor reorders ids: the
 * generator keeps its last tick and counts on, so each thread's second id is greater than its
 * first, and all four positions differ.
 *
 * <p>Result: (order of actor 1's second id against its first, the same for actor 2, number of
 * distinct positions among the four ids).
 *
 * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -t Generator_05)}
 */
@Outcome(id = "1, 1, 4", expect = ACCEPTABLE, desc = "Each thread's ids increase; four distinct positions.")
@Outcome(id = ".*, .*, [0-3]", expect = FORBIDDEN, desc = "Two ids share a position.")
@Outcome(expect = FORBIDDEN, desc = "A thread's second id is not greater than its first.")
public class Generator_05_ClockStepBack {

    private static final UuidLayout LAYOUT = UuidLayout.v7();
    private static final Duration STEP_BACK = Duration.ofHours(-1);

    /**
     * Actor 1 steps the clock back before its two ids, racing actor 2's two calls: the step lands
     * before, between or after actor 2's. With {@link ActorSteps} (the step between one thread's
     * two ids) this covers every place a step by a third thread could land among the four calls;
     * the two-actor form runs on 2 CPUs, where jcstress did not run the three-actor one.
     */
    @JCStressTest
    @JCStressMeta(Generator_05_ClockStepBack.class)
    @State
    public static class StepFirst {
        private final SettableClockSource clock = Fixtures.settableClock();
        private final UuidGenerator generator = Fixtures.on(LAYOUT, clock);
        private UUID a1;
        private UUID a2;
        private UUID b1;
        private UUID b2;

        @Actor
        public void actor1() {
            clock.advance(STEP_BACK);
            a1 = generator.next();
            a2 = generator.next();
        }

        @Actor
        public void actor2() {
            b1 = generator.next();
            b2 = generator.next();
        }

        @Arbiter
        public void arbiter(III_Result r) {
            grade(a1, a2, b1, b2, r);
        }
    }

    /** Two actors: actor 1 steps the clock back between its two ids, racing actor 2's calls. */
    @JCStressTest
    @JCStressMeta(Generator_05_ClockStepBack.class)
    @State
    public static class ActorSteps {
        private final SettableClockSource clock = Fixtures.settableClock();
        private final UuidGenerator generator = Fixtures.on(LAYOUT, clock);
        private UUID a1;
        private UUID a2;
        private UUID b1;
        private UUID b2;

        @Actor
        public void actor1() {
            a1 = generator.next();
            clock.advance(STEP_BACK);
            a2 = generator.next();
        }

        @Actor
        public void actor2() {
            b1 = generator.next();
            b2 = generator.next();
        }

        @Arbiter
        public void arbiter(III_Result r) {
            grade(a1, a2, b1, b2, r);
        }
    }

    static void grade(UUID a1, UUID a2, UUID b1, UUID b2, III_Result r) {
        r.r1 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, a2, a1);
        r.r2 = Positions.order(LAYOUT, UuidOrder.UNSIGNED, b2, b1);
        r.r3 = Positions.distinct(LAYOUT, a1, a2, b1, b2);
    }
}
