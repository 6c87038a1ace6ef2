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
 * Two threads take ids one at a time with the non-blocking single take, {@link UuidGenerator#tryNext()},
 * until it returns null, on a generator whose lead allows fewer than 16 ids: a v7-shaped layout
 * with a 4-bit counter (16 positions per tick, the first at a random seed of 0 to 7), a frozen
 * clock and a maximum lead of zero, so only the clock's own tick may be used. Each call must take a
 * position or return null, never wait (jcstress would report a hang) and never throw.
 *
 * <p><b>Invariant:</b> the two threads share no position, take none past the lead (all in the
 * clock's tick), each gets its ids in increasing order, and a null means the tick is used up: a
 * third take afterwards gets nothing.
 *
 * <p>Result: (positions taken twice or out of order within a thread, ids outside the clock's tick,
 * whether a third take still got an id).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_11}
 */
@JCStressTest
@Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "Disjoint, ordered takes within the lead that used up the tick.")
@Outcome(expect = FORBIDDEN, desc = "A position taken twice or out of order, an id past the lead, or a null before the tick was used up.")
@State
public class Generator_11_SingleTryNextRacing {

    private static final int COUNTER_BITS = 4;
    private static final UuidLayout LAYOUT = Fixtures.tinyCounterV7(COUNTER_BITS);
    private static final long CLOCK_TICK = LAYOUT.timestamp().tickOf(Fixtures.FROZEN_AT);

    private final UuidGenerator generator = UuidGenerator.builder().layout(LAYOUT).clock(Fixtures.FROZEN_CLOCK)
            .entropy(EntropySource.threadLocalRandom()).maxLead(Duration.ZERO).build();
    private final UUID[] taken1 = new UUID[16];
    private final UUID[] taken2 = new UUID[16];
    private int made1;
    private int made2;

    @Actor
    public void actor1() {
        made1 = takeAll(taken1);
    }

    @Actor
    public void actor2() {
        made2 = takeAll(taken2);
    }

    /** Single takes into {@code into} until one returns null; how many it got. */
    private int takeAll(UUID[] into) {
        int made = 0;
        for (UUID id = generator.tryNext(); id != null && made < into.length; id = generator.tryNext()) {
            into[made++] = id;
        }
        return made;
    }

    @Arbiter
    public void arbiter(III_Result r) {
        Set<Long> positions = new HashSet<>();
        int twiceOrDisordered = 0;
        int pastLead = 0;
        for (UUID[] taken : new UUID[][] {taken1, taken2}) {
            int made = taken == taken1 ? made1 : made2;
            long before = -1;
            for (int i = 0; i < made; i++) {
                long tick = LAYOUT.tickOf(taken[i]);
                if (tick != CLOCK_TICK) {
                    pastLead++;
                }
                long position = tick << COUNTER_BITS | LAYOUT.counterOf(taken[i]);
                if (!positions.add(position) || position <= before) {
                    twiceOrDisordered++;
                }
                before = position;
            }
        }
        r.r1 = twiceOrDisordered;
        r.r2 = pastLead;
        r.r3 = generator.tryNext() == null ? 0 : 1;
    }
}
