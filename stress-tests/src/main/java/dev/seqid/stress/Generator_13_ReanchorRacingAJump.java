package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.ClockSource;
import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.StressAccess;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A re-anchor racing a jump that raises the high-water mark. Under {@link ClockStepBack#REANCHOR}
 * with a tolerance of 0 and a lead of 1 ms, on a clock that reads per thread: tick T for the
 * state's constructor, which makes one id there; T + 100 for actor 1, whose {@code next()} jumps
 * to T + 100 and then raises the high-water mark to it; T - 1000 for actor 2, whose
 * {@code next()} finds the clock far below the mark and re-anchors to T - 1001. If actor 1's raise
 * comes after actor 2's re-anchor but belongs to the epoch actor 2 replaced, a mark shared by all
 * epochs (a plain store racing the re-anchor's store) would stand at T + 100 over a position near
 * T - 1000: the lead would then be measured from a tick no clock reading of the new epoch reached,
 * and the next call on a clock at T - 1000 would take it for another step back.
 *
 * <p><b>Invariant:</b> after both calls, the current epoch's high-water mark is not above its
 * position's tick (the mark is a tick a position of that epoch jumped to).
 *
 * <p>Result: (1 if the mark is at or below the position's tick, re-anchors counted).
 *
 * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Generator_13)}
 */
@JCStressTest
@Outcome(id = {"1, 1", "1, 2"}, expect = ACCEPTABLE, desc = "The mark is a tick of the current epoch's positions; one re-anchor, or two when actor 1 jumped on the new epoch before actor 2's retry read the mark.")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "A stale raise left the mark above the current epoch's position.")
@Outcome(expect = FORBIDDEN, desc = "No re-anchor, or more than two.")
@State
public class Generator_13_ReanchorRacingAJump {

    private static final long T = Fixtures.FROZEN_AT.toEpochMilli();

    private final PerThreadClock clock = new PerThreadClock();
    private final UuidGenerator generator = UuidGenerator.builder().layout(UuidLayout.v7()).clock(clock)
            .entropy(EntropySource.threadLocalRandom()).maxLead(Duration.ofMillis(1)).clockStepBack(ClockStepBack.REANCHOR)
            .stepBackTolerance(Duration.ZERO).build();

    public Generator_13_ReanchorRacingAJump() {
        generator.next();
    }

    @Actor
    public void actor1() {
        clock.reading.set(T + 100);
        generator.next();
    }

    @Actor
    public void actor2() {
        clock.reading.set(T - 1000);
        generator.next();
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = StressAccess.highWaterTick(generator) <= StressAccess.positionTick(generator) ? 1 : 0;
        r.r2 = (int) generator.reanchors();
    }

    /** Reads tick T, or the calling thread's own reading once it has set one. */
    static final class PerThreadClock implements ClockSource {
        final ThreadLocal<Long> reading = ThreadLocal.withInitial(() -> T);

        @Override
        public long millis() {
            return reading.get();
        }

        @Override
        public long nanos() {
            throw new UnsupportedOperationException("millisecond layouts only");
        }
    }
}
