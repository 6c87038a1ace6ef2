package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * One thread calls {@link UuidGenerator#next()} while another fills a batch of 8 with
 * {@link UuidGenerator#next(UUID[], int, int)}, on one v7 generator (frozen clock).
 *
 * <p><b>Invariant:</b> a batch is reserved with one CAS, so its positions form one contiguous
 * range that nothing else can land in: the single id is below all 8 batch ids or above all 8,
 * never between two of them nor at the position of one, and the batch is increasing.
 *
 * <p>Result: (batch strictly increasing in unsigned order: 1, number of batch ids whose position
 * is below the single id's, number of batch ids at the single id's position).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Generator_04}
 */
@JCStressTest
@Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "The single id is below the whole batch: its CAS landed first.")
@Outcome(id = "1, 8, 0", expect = ACCEPTABLE, desc = "The single id is above the whole batch: the batch's CAS landed first.")
@Outcome(id = "1, [1-7], 0", expect = FORBIDDEN, desc = "The single id landed inside the batch's range.")
@Outcome(id = ".*, .*, [1-8]", expect = FORBIDDEN, desc = "The single id shares a position with a batch id.")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "The batch is not increasing.")
@Outcome(expect = FORBIDDEN, desc = "Other cases are forbidden.")
@State
public class Generator_04_NextRacingBatch {

    private static final UuidLayout LAYOUT = UuidLayout.v7();
    private static final int BATCH = 8;

    private final UuidGenerator generator = Fixtures.frozen(LAYOUT);
    private final UUID[] batch = new UUID[BATCH];
    private UUID single;

    @Actor
    public void actor1() {
        single = generator.next();
    }

    @Actor
    public void actor2() {
        generator.next(batch, 0, BATCH);
    }

    @Arbiter
    public void arbiter(III_Result r) {
        int increasing = 1;
        for (int i = 1; i < BATCH; i++) {
            if (Positions.order(LAYOUT, UuidOrder.UNSIGNED, batch[i], batch[i - 1]) != 1) {
                increasing = 0;
            }
        }
        int below = 0;
        int same = 0;
        for (UUID id : batch) {
            int c = Positions.compare(LAYOUT, id, single);
            if (c < 0) {
                below++;
            } else if (c == 0) {
                same++;
            }
        }
        r.r1 = increasing;
        r.r2 = below;
        r.r3 = same;
    }
}
