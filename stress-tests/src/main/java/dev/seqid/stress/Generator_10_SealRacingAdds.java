package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.StressAccess;
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
 * Two threads each call {@link UuidGenerator#next()} twice while the adds of its {@code getAndAdd}
 * path run into the epoch's seal tick, the relative tick at which the epoch must be sealed and
 * replaced so that adds never reach the sign bit of its state. A v7 layout with a 42-bit counter
 * (21 bits of relative tick, about 35 minutes) on a frozen clock with an hour of lead; the state's
 * constructor moves the position to one before the end of the last tick below the seal tick
 * ({@code StressAccess.moveBeforeTheSealTick}). The first add takes that tick's last position; the
 * second lands on the seal tick, and its call seals the epoch with an atomic OR and installs a
 * successor; the others race it: they add before the seal (their positions dropped, as past the
 * seal tick), add to the sealed state (dropped, and they help install the successor), or add to
 * the successor.
 *
 * <p><b>Invariant:</b> the four ids come from four different positions, all above the last id made
 * before; each thread's two ids increase, in position and in unsigned order; the old epoch ends
 * sealed.
 *
 * <p>Result: (four different positions above the last id before: 1, else 0; each thread's ids
 * increase: 1, else 0; the old epoch sealed: 1, else 0).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_10}
 */
@JCStressTest
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE, desc = "Four positions, each thread's in order, the epoch sealed and replaced.")
@Outcome(expect = FORBIDDEN, desc = "A repeated or backward position, a thread's ids out of order, or an epoch left unsealed past its seal tick.")
@State
public class Generator_10_SealRacingAdds {

    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42);

    private final UuidGenerator generator = UuidGenerator.builder()
            .layout(LAYOUT)
            .clock(Fixtures.FROZEN_CLOCK)
            .entropy(EntropySource.threadLocalRandom())
            .maxLead(Duration.ofHours(1))
            .build();
    private final UUID last = generator.next();
    private final Object epoch = StressAccess.moveBeforeTheSealTick(generator, 1);
    private UUID a1;
    private UUID a2;
    private UUID b1;
    private UUID b2;

    @Actor
    public void actor1() {
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
        boolean above = true;
        for (UUID id : new UUID[] {a1, a2, b1, b2}) {
            above &= Positions.compare(LAYOUT, id, last) > 0;
        }
        boolean increasing = increasing(a1, a2) && increasing(b1, b2);
        r.r1 = above && Positions.distinct(LAYOUT, a1, a2, b1, b2) == 4 ? 1 : 0;
        r.r2 = increasing ? 1 : 0;
        r.r3 = StressAccess.sealed(epoch) ? 1 : 0;
    }

    private static boolean increasing(UUID first, UUID second) {
        return Positions.compare(LAYOUT, first, second) < 0 && UuidOrder.UNSIGNED.compare(first, second) < 0;
    }
}
