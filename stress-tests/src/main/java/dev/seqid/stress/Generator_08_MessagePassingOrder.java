package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.time.Duration;
import java.util.Comparator;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Message passing between two threads that share a generator: actor 1 makes an id, keeps it in a
 * plain field and then sets a volatile flag; actor 2 reads the flag and, only if it saw it, makes
 * an id of its own. A call of actor 2 that saw the flag began after actor 1's call returned, so
 * this is the order the {@link UuidGenerator} contract promises across threads, not just within
 * one ({@link Generator_03_NextThenNextOrdered}). One variant per path a call can take:
 * <ul>
 *   <li>{@link Next}: {@code next()} on a v7 generator, frozen clock (the counter path);</li>
 *   <li>{@link Batch}: both actors fill a batch of 4 with {@code next(UUID[])};</li>
 *   <li>{@link ClockAhead}: actor 1 moves the clock 1 ms on before it publishes, so actor 2's call
 *   jumps to the new tick;</li>
 *   <li>{@link ClockBehind}: actor 1 sets the clock 1 ms back before it publishes, so actor 2 reads
 *   a tick behind actor 1's id and must count on from actor 1's position;</li>
 *   <li>{@link CounterOverflow}: a 2-bit counter at the last-but-one position of its tick, frozen
 *   clock: actor 1 takes the tick's last position and actor 2's call borrows the next tick;</li>
 *   <li>{@link CombSqlServer}: the SQL Server COMB, judged in {@link UuidOrder#SQL_SERVER}, an order
 *   that is not the unsigned one;</li>
 *   <li>{@link Striped}: striped mode, which promises less; it has outcomes of its own.</li>
 * </ul>
 *
 * <p><b>Invariant:</b> an id made by a call that began after another call returned, on any thread,
 * is greater in the layout's {@link UuidLayout#databaseOrder() database order} and comes from a
 * different (tick, counter) position ({@link Positions#order}). For batches: every id of actor 2's
 * batch is greater than every id of actor 1's.
 *
 * <p>Result: (actor 2 saw the flag: 1, order of actor 2's id against actor 1's, or 0 if actor 2
 * made no id). For batches the order is the least over all 16 pairs of an actor 2 id and an
 * actor 1 id, so one id that is not greater shows.
 *
 * <p>Run all: {@code (cd stress-tests/target && java -jar jcstress.jar -t Generator_08)}; one:
 * {@code (cd stress-tests/target && java -jar jcstress.jar -t Generator_08_MessagePassingOrder.Batch)}
 */
@Outcome(id = "0, 0",  expect = ACCEPTABLE, desc = "Actor 2 did not see the flag and made no id.")
@Outcome(id = "1, 1",  expect = ACCEPTABLE, desc = "Actor 2 saw the flag; its id is greater than actor 1's.")
@Outcome(id = "1, 0",  expect = FORBIDDEN,  desc = "Actor 2 saw the flag; its id shares a position with actor 1's.")
@Outcome(id = "1, -1", expect = FORBIDDEN,  desc = "Actor 2 saw the flag; its id sorts before actor 1's.")
@Outcome(              expect = FORBIDDEN,  desc = "Other cases are forbidden.")
public class Generator_08_MessagePassingOrder {

    private static final UuidLayout V7 = UuidLayout.v7();
    private static final int BATCH = 4;
    private static final Duration TICK = Duration.ofMillis(1);

    /**
     * The state every variant shares: the generator, actor 1's ids, the flag that publishes them,
     * actor 2's ids, and the grading. {@link #first} is written with plain stores before the
     * volatile store of {@link #published}; actor 2 reads the flag with a volatile load and only
     * then calls the generator, so its call begins after actor 1's returned.
     */
    abstract static class Handoff {
        final UuidGenerator generator;
        private final UuidLayout layout;
        private final Comparator<UUID> order;
        final UUID[] first;
        final UUID[] second;
        volatile boolean published;
        /** Written by actor 2 only, read by the arbiter. */
        boolean seen;

        /** Single ids, judged in the layout's database order. */
        Handoff(UuidGenerator generator) {
            this(generator, generator.layout().databaseOrder(), 1);
        }

        Handoff(UuidGenerator generator, Comparator<UUID> order, int ids) {
            this.generator = generator;
            this.layout = generator.layout();
            this.order = order;
            this.first = new UUID[ids];
            this.second = new UUID[ids];
        }

        /** Actor 1: makes its ids (one call, single or batch), runs {@link #betweenCalls()}, then publishes. */
        final void makeFirstAndPublish() {
            make(first);
            betweenCalls();
            published = true;
        }

        /** Actor 2: if it sees the flag, makes its ids; a call that began after actor 1's returned. */
        final void makeSecondIfPublished() {
            if (published) {
                seen = true;
                make(second);
            }
        }

        /** What happens after actor 1's call and before it publishes: nothing, or a clock move. */
        void betweenCalls() {
        }

        void make(UUID[] into) {
            if (into.length == 1) {
                into[0] = generator.next();
            } else {
                generator.next(into);
            }
        }

        /** (seen: 1, least order of an id of {@link #second} against an id of {@link #first}, or 0 if not seen). */
        void judge(II_Result r) {
            r.r1 = seen ? 1 : 0;
            r.r2 = seen ? leastOrder() : 0;
        }

        private int leastOrder() {
            int least = 1;
            for (UUID later : second) {
                for (UUID earlier : first) {
                    least = Math.min(least, Positions.order(layout, order, later, earlier));
                }
            }
            return least;
        }
    }

    /** {@code next()} on a v7 generator, frozen clock: actor 2's call counts on from actor 1's position. */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class Next extends Handoff {
        public Next() {
            super(Fixtures.frozen(V7));
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /** {@code next(UUID[])} of 4 on both sides, frozen clock: each batch is one reservation (one CAS). */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class Batch extends Handoff {
        public Batch() {
            super(Fixtures.frozen(V7), V7.databaseOrder(), BATCH);
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /**
     * A clock of the state's own: actor 1 makes its id, then moves the clock 1 ms on, then
     * publishes. Actor 2's call reads the new tick and takes the new-tick path (CAS to a random
     * seed in the next millisecond).
     */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class ClockAhead extends Handoff {
        private final SettableClockSource clock;

        public ClockAhead() {
            this(Fixtures.settableClock());
        }

        private ClockAhead(SettableClockSource clock) {
            super(Fixtures.on(V7, clock));
            this.clock = clock;
        }

        @Override
        void betweenCalls() {
            clock.advance(TICK);
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /**
     * A clock of the state's own: actor 1 makes its id, then sets the clock 1 ms back, then
     * publishes. Actor 2 reads a tick before the one of actor 1's id; the generator keeps its
     * position's tick and counts on.
     */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class ClockBehind extends Handoff {
        private final SettableClockSource clock;

        public ClockBehind() {
            this(Fixtures.settableClock());
        }

        private ClockBehind(SettableClockSource clock) {
            super(Fixtures.on(V7, clock));
            this.clock = clock;
        }

        @Override
        void betweenCalls() {
            clock.advance(TICK.negated());
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /**
     * A v7 layout with a 2-bit counter (4 positions per tick), frozen clock, a maximum lead of an
     * hour so that no call waits. The state's constructor makes ids until the counter reads 2, so
     * actor 1 takes the tick's last position, 3, and actor 2's call overflows the counter and
     * borrows the next tick (a 2-bit counter takes the {@code getAndAdd} path up to its last value,
     * so the overflow is an add that crosses into the next tick).
     */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class CounterOverflow extends Handoff {
        private static final UuidLayout LAYOUT = Fixtures.tinyCounterV7(2);

        public CounterOverflow() {
            super(ranToLastButOne(UuidGenerator.builder()
                    .layout(LAYOUT)
                    .clock(Fixtures.FROZEN_CLOCK)
                    .entropy(EntropySource.threadLocalRandom())
                    .maxLead(Duration.ofHours(1))
                    .build()));
        }

        private static UuidGenerator ranToLastButOne(UuidGenerator generator) {
            Fixtures.runToLastButOne(generator);
            return generator;
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /** RT.Comb's SQL Server COMB (timestamp in bytes 10-15), frozen clock, judged in SQL Server order. */
    @JCStressTest
    @JCStressMeta(Generator_08_MessagePassingOrder.class)
    @State
    public static class CombSqlServer extends Handoff {
        public CombSqlServer() {
            super(Fixtures.frozen(UuidLayout.combSqlServer()), UuidOrder.SQL_SERVER, 1);
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }

    /**
     * Striped mode ({@link UuidGenerator#striped()}), v7, frozen clock: each thread
     * hands out ids from a lease of 1024 positions of its own. The contract is weaker: ids are
     * unique and increase within a thread, but an id may sort before one another thread handed
     * out earlier. Actor 2 therefore makes one id <em>before</em> it reads the flag, which takes
     * its lease: when that lease was taken before actor 1's, actor 2's next id comes from it and
     * sorts before actor 1's (interesting, and allowed). A shared position is still forbidden.
     *
     * <p>Result: as for the other variants.
     *
     * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -t Generator_08_MessagePassingOrder.Striped)}
     */
    @JCStressTest
    @Outcome(id = "0, 0",  expect = ACCEPTABLE,             desc = "Actor 2 did not see the flag and made no second id.")
    @Outcome(id = "1, 1",  expect = ACCEPTABLE,             desc = "Actor 2 saw the flag; its id is greater (its lease was taken after actor 1's).")
    @Outcome(id = "1, -1", expect = ACCEPTABLE_INTERESTING, desc = "Actor 2 saw the flag; its id sorts before actor 1's: its lease was taken first. Striped ids are not globally ordered.")
    @Outcome(id = "1, 0",  expect = FORBIDDEN,              desc = "Actor 2 saw the flag; its id shares a position with actor 1's.")
    @Outcome(              expect = FORBIDDEN,              desc = "Other cases are forbidden.")
    @State
    public static class Striped extends Handoff {
        private final StripedUuidGenerator striped;

        public Striped() {
            super(UuidGenerator.builder()
                    .layout(V7)
                    .clock(Fixtures.FROZEN_CLOCK)
                    .entropy(EntropySource.threadLocalRandom())
                    .build());
            this.striped = generator.striped();
        }

        @Override
        void make(UUID[] into) {
            into[0] = striped.next();
        }

        @Actor
        public void actor1() {
            makeFirstAndPublish();
        }

        @Actor
        public void actor2() {
            striped.next(); // takes actor 2's lease, maybe before actor 1 takes its own
            makeSecondIfPublished();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            judge(r);
        }
    }
}
