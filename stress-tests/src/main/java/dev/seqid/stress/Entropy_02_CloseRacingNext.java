package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.PrefilledEntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link PrefilledEntropySource#close()} races draws from the same source (one source per state,
 * 4 slots of 64 bytes, so every few draws take a block; the first draw starts the producer thread,
 * which close may find starting, running, or not yet there).
 *
 * <p><b>Invariant:</b> close is safe to call while other threads draw: neither side throws, and a
 * draw never waits for the producer, so a drawing thread always finishes.
 *
 * <p>Result of the two continuous tests: (close threw: 1, the draws threw: 1).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_02}
 */
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "Neither close nor the draws threw.")
@Outcome(id = "1, .*", expect = FORBIDDEN, desc = "close() threw while another thread drew.")
@Outcome(id = ".*, 1", expect = FORBIDDEN, desc = "A draw threw while another thread closed the source.")
@Outcome(expect = FORBIDDEN, desc = "Other cases are forbidden.")
public class Entropy_02_CloseRacingNext {

    private static final int BLOCK_BYTES = 64;
    private static final int SLOTS = 4;
    /** Three blocks' worth: the draws take blocks before, during and after close. */
    private static final int DRAWS = 3 * BLOCK_BYTES / Long.BYTES;
    private static final int IDS = 16;

    /** Actor 2 draws longs. */
    @JCStressTest
    @JCStressMeta(Entropy_02_CloseRacingNext.class)
    @State
    public static class NextLong {
        private final PrefilledEntropySource source = new PrefilledEntropySource(BLOCK_BYTES, SLOTS);

        @Actor
        public void actor1(II_Result r) {
            r.r1 = closeThrew(source);
        }

        @Actor
        public void actor2(II_Result r) {
            try {
                for (int i = 0; i < DRAWS; i++) {
                    source.nextLong();
                }
            } catch (RuntimeException | Error e) {
                r.r2 = 1;
            }
        }

        @Arbiter
        public void arbiter() {
            source.close(); // idempotent; leaves no producer thread behind
        }
    }

    /** Actor 2 makes ids with a v7 generator that draws from the source (about one long per id). */
    @JCStressTest
    @JCStressMeta(Entropy_02_CloseRacingNext.class)
    @State
    public static class GeneratorNext {
        private final PrefilledEntropySource source = new PrefilledEntropySource(BLOCK_BYTES, SLOTS);
        private final UuidGenerator generator = UuidGenerator.builder()
                .layout(UuidLayout.v7())
                .clock(Fixtures.FROZEN_CLOCK)
                .entropy(source)
                .build();

        @Actor
        public void actor1(II_Result r) {
            r.r1 = closeThrew(source);
        }

        @Actor
        public void actor2(II_Result r) {
            try {
                for (int i = 0; i < IDS; i++) {
                    generator.next();
                }
            } catch (RuntimeException | Error e) {
                r.r2 = 1;
            }
        }

        @Arbiter
        public void arbiter() {
            source.close();
        }
    }

    /**
     * Liveness: the actor draws until told to stop, then draws three more blocks; the signal closes
     * the source and only then says stop. The actor terminates only if no draw blocks, neither
     * during close nor after it. STALE (the actor did not finish) is forbidden.
     *
     * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Entropy_02_CloseRacingNext.DrawsTerminate}
     */
    @JCStressTest(Mode.Termination)
    @Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "The drawing thread finished.")
    @Outcome(id = "STALE", expect = FORBIDDEN, desc = "The drawing thread hung in a draw during or after close.")
    @State
    public static class DrawsTerminate {
        private final PrefilledEntropySource source = new PrefilledEntropySource(BLOCK_BYTES, SLOTS);
        private volatile boolean closed;

        @Actor
        public void actor() {
            while (!closed) {
                source.nextLong();
            }
            for (int i = 0; i < DRAWS; i++) {
                source.nextLong();
            }
        }

        @Signal
        public void signal() {
            source.close();
            closed = true;
        }
    }

    static int closeThrew(PrefilledEntropySource source) {
        try {
            source.close();
            return 0;
        } catch (RuntimeException | Error e) {
            return 1;
        }
    }
}
