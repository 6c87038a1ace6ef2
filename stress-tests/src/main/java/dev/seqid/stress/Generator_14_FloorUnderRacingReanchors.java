package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The floor ({@link UuidGenerator.Builder#after}) under re-anchors racing. A generator under
 * {@link ClockStepBack#REANCHOR} (tolerance 0, lead 1 ms) with a floor at position (F, 10) starts
 * on a clock at F + 60 000 and makes one id there. Then, on a clock that reads per thread
 * ({@link Generator_13_ReanchorRacingAJump.PerThreadClock}), actor 1 reads F + 1 (one tick past
 * the floor's: a step back that may re-anchor, to the floor itself) and actor 2 reads F (the
 * floor's tick: a step back that must not re-anchor); each makes two ids. Whichever order the
 * calls take, a re-anchor starts no lower than the floor, so an id at the floor's tick counts on
 * from the floor's counter.
 *
 * <p><b>Invariant:</b> every id lies above the floor in the layout's order, and the four ids are at
 * four distinct positions.
 *
 * <p>Result: (actor 1's ids above the floor, actor 2's ids above the floor, distinct positions).
 *
 * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Generator_14)}
 */
@JCStressTest
@Outcome(id = "2, 2, 4", expect = ACCEPTABLE, desc = "Every id above the floor, four distinct positions.")
@Outcome(expect = FORBIDDEN, desc = "An id at or below the floor, or two ids at one position.")
@State
public class Generator_14_FloorUnderRacingReanchors {

    private static final UuidLayout LAYOUT = UuidLayout.v7();
    private static final long F = Fixtures.FROZEN_AT.toEpochMilli() + 3_600_000;
    private static final UUID FLOOR = LAYOUT.compose(F, 10, -1L, -1L);

    private final Generator_13_ReanchorRacingAJump.PerThreadClock clock = new Generator_13_ReanchorRacingAJump.PerThreadClock();
    private final UuidGenerator generator;
    private UUID a1;
    private UUID a2;
    private UUID b1;
    private UUID b2;

    public Generator_14_FloorUnderRacingReanchors() {
        clock.reading.set(F + 60_000);
        generator = UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofMillis(1)).clockStepBack(ClockStepBack.REANCHOR).stepBackTolerance(Duration.ZERO).after(FLOOR).build();
        generator.next();
    }

    @Actor
    public void actor1() {
        clock.reading.set(F + 1);
        a1 = generator.next();
        a2 = generator.next();
    }

    @Actor
    public void actor2() {
        clock.reading.set(F);
        b1 = generator.next();
        b2 = generator.next();
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r1 = above(a1) + above(a2);
        r.r2 = above(b1) + above(b2);
        r.r3 = Positions.distinct(LAYOUT, a1, a2, b1, b2);
    }

    private static int above(UUID id) {
        return Positions.compare(LAYOUT, id, FLOOR) > 0 ? 1 : 0;
    }
}
