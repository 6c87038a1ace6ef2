package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
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
 * Two threads call {@link UuidGenerator#next()} on one generator of a non-v7 layout, frozen clock:
 * the same state machine, with the timestamp and counter placed where each layout's database
 * compares first. One test per layout ({@link UuidLayout#named(String)}):
 * <ul>
 *   <li>{@code comb-sqlserver}: {@link CombSqlServer}</li>
 *   <li>{@code comb-postgres}: {@link CombPostgres}</li>
 *   <li>{@code comb-legacy}: {@link CombLegacy}</li>
 *   <li>{@code comb-binary}: {@link CombBinary}</li>
 *   <li>{@code tick-counter}: {@link TickCounter}</li>
 *   <li>{@code v6}: {@link V6}</li>
 *   <li>{@code v8-sqlserver}: {@link V8SqlServer}</li>
 *   <li>{@code v8-node}: {@link V8Node}</li>
 * </ul>
 *
 * <p><b>Invariant:</b> the two ids come from different positions, and the layout's
 * {@link UuidLayout#databaseOrder()} orders them as their positions: never equal, one way or
 * the other.
 *
 * <p>Result: (order of the positions, database order of the ids) of actor 1's id against actor 2's.
 *
 * <p>Run all: {@code java -jar stress-tests/target/jcstress.jar -t Layout_01}; one:
 * {@code java -jar stress-tests/target/jcstress.jar -t Layout_01_TwoActorsNext.CombSqlServer}
 */
@Outcome(id = "-1, -1", expect = ACCEPTABLE, desc = "Actor 1's id is first: its CAS landed first.")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "Actor 2's id is first: its CAS landed first.")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "Equal ids.")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "Same position, different random bits: a duplicate position.")
@Outcome(expect = FORBIDDEN, desc = "The database order of the ids disagrees with their positions.")
public class Layout_01_TwoActorsNext {

    /** The state every layout's test shares: a generator per state, two ids, and the grading. */
    abstract static class TwoCalls {
        final UuidLayout layout;
        final Comparator<UUID> databaseOrder;
        final UuidGenerator generator;
        UUID first;
        UUID second;

        TwoCalls(UuidLayout layout) {
            this.layout = layout;
            this.databaseOrder = layout.databaseOrder();
            this.generator = Fixtures.frozen(layout);
        }

        void grade(II_Result r) {
            r.r1 = Positions.compare(layout, first, second);
            r.r2 = Integer.signum(databaseOrder.compare(first, second));
        }
    }

    /** RT.Comb's SQL Server COMB: milliseconds in bytes 10-15; SQL Server order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class CombSqlServer extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("comb-sqlserver");

        public CombSqlServer() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** RT.Comb's PostgreSQL COMB: milliseconds in bytes 0-5; unsigned order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class CombPostgres extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("comb-postgres");

        public CombPostgres() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** The 2002 COMB: SQL Server datetime (1/300 s ticks) in bytes 10-15; SQL Server order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class CombLegacy extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("comb-legacy");

        public CombLegacy() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** The binary COMB: milliseconds first in .NET byte order; unsigned order of the .NET bytes. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class CombBinary extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("comb-binary");

        public CombBinary() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** EF Core's tick counter: no counter field, every id steps the 100 ns tick (borrowing ticks ahead of the frozen clock); SQL Server order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class TickCounter extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("tick-counter");

        public TickCounter() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** RFC 9562 version 6: 100 ns Gregorian ticks and a 14-bit clock sequence as counter; unsigned order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class V6 extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("v6");

        public V6() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** seqid's version 8 for SQL Server: milliseconds in bytes 10-15, an 18-bit counter; SQL Server order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class V8SqlServer extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("v8-sqlserver");

        public V8SqlServer() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }

    /** Version 8 for many hosts: milliseconds, an 18-bit counter, a random 16-bit node id; unsigned order. */
    @JCStressTest
    @JCStressMeta(Layout_01_TwoActorsNext.class)
    @State
    public static class V8Node extends TwoCalls {
        private static final UuidLayout LAYOUT = UuidLayout.named("v8-node");

        public V8Node() {
            super(LAYOUT);
        }

        @Actor
        public void actor1() {
            first = generator.next();
        }

        @Actor
        public void actor2() {
            second = generator.next();
        }

        @Arbiter
        public void arbiter(II_Result r) {
            grade(r);
        }
    }
}
