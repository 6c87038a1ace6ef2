package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two threads call the non-blocking take, {@link UuidGenerator#tryNext}, for 8 ids each on a
 * generator that can make fewer than 16 before its lead runs out: a v7-shaped layout with a 4-bit
 * counter (16 positions per tick, the first at a random seed of 0 to 7), a frozen clock and a
 * maximum lead of zero, so only the clock's own tick may be used. Each call must take what fits
 * and return, never wait (jcstress would report a hang) and never throw.
 *
 * <p><b>Invariant:</b> the two takes share no position, take none past the lead (all in the
 * clock's tick), and between them use up the tick: a third take afterwards gets nothing.
 *
 * <p>Result: (positions taken twice, ids outside the clock's tick, ids a third take still got).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_09}
 */
@JCStressTest
@Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "Disjoint takes within the lead that used up the tick.")
@Outcome(expect = FORBIDDEN, desc = "A position taken twice, an id past the lead, or a tick left half used.")
@State
public class Generator_09_TryNextNeverPastTheLead {

    private static final int COUNTER_BITS = 4;
    private static final UuidLayout LAYOUT = Fixtures.tinyCounterV7(COUNTER_BITS);
    private static final long CLOCK_TICK = LAYOUT.timestamp().tickOf(Fixtures.FROZEN_AT);

    private final UuidGenerator generator = UuidGenerator.builder().layout(LAYOUT).clock(Fixtures.FROZEN_CLOCK)
            .entropy(EntropySource.threadLocalRandom()).maxLead(Duration.ZERO).build();
    private final UUID[] taken1 = new UUID[8];
    private final UUID[] taken2 = new UUID[8];
    private int made1;
    private int made2;

    @Actor
    public void actor1() {
        made1 = generator.tryNext(taken1, 0, taken1.length);
    }

    @Actor
    public void actor2() {
        made2 = generator.tryNext(taken2, 0, taken2.length);
    }

    @Arbiter
    public void arbiter(III_Result r) {
        Set<Long> positions = new HashSet<>();
        int twice = 0;
        int pastLead = 0;
        for (int i = 0; i < made1 + made2; i++) {
            UUID id = i < made1 ? taken1[i] : taken2[i - made1];
            long tick = LAYOUT.tickOf(id);
            if (tick != CLOCK_TICK) {
                pastLead++;
            }
            if (!positions.add(tick << COUNTER_BITS | LAYOUT.counterOf(id))) {
                twice++;
            }
        }
        r.r1 = twice;
        r.r2 = pastLead;
        r.r3 = generator.tryNext(new UUID[16], 0, 16);
    }
}
