package dev.seqid;

import dev.seqid.internal.LeadingPad;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The striped single-id path taken apart, to tell which of its pieces keeps it from scaling to 2
 * threads as the minimal per-thread id does: each benchmark is a copy of
 * {@code StripedUuidGenerator.Leasing.next()} as it was while it composed each id on its call (it now
 * composes a draw's ids ahead, as a batch does), with one piece knocked out or replaced, all on the
 * default v7 layout, the cached clock and {@code ThreadLocalRandom} words (compare with
 * {@code GeneratorBenchmark.nextStripedFast}). In package {@code dev.seqid} to reach the
 * package-private pieces; it lives in the benchmarks module only. Run each at 1 and 2 threads and
 * compare the ratios.
 * <ul>
 *   <li>{@link #striped}: {@code striped().next()} itself.</li>
 *   <li>{@link #leaseCopy}: that path copied here, nothing knocked out.</li>
 *   <li>{@link #noClockCheck}: without the per-id test that the clock has not moved past the
 *   lease's tick (the lease is renewed only when it is used up).</li>
 *   <li>{@link #localRenew}: renewal from a per-thread position instead of a CAS on the shared
 *   epoch (ids not unique across threads: a probe only).</li>
 *   <li>{@link #constantCompose}: the id composed with the v7 layout's constant shifts instead of
 *   through {@link BitPlan} and {@link RandomBits}.</li>
 *   <li>{@link #directClock}: the clock test as {@code clock.millis() - base > tick}, the clock read
 *   directly and the epoch's base kept in the lease (v7 only: a tick is a millisecond);
 *   {@link #directClockFirst}: the same with the clock read first, before the lease is looked up.</li>
 * </ul>
 * The floor to compare with is {@code FloorBenchmark.perThreadMinimal}, the minimal per-thread id.
 *
 * <p>{@code java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar StripedAblationBenchmark -t 2}, then {@code -t 1}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
// The fixed, pre-touched heap of dev.seqid.benchmarks.ForkHeap, spelt out: that class is not visible from this package.
@Fork(value = 2, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 6, time = 1)
public class StripedAblationBenchmark {

    /** Knock-outs of the copied path. */
    private static final int CLOCK_CHECK = 1, LOCAL_RENEW = 2, CONSTANT_COMPOSE = 4, DIRECT_CLOCK = 8, CLOCK_FIRST = 16;

    @State(Scope.Benchmark)
    public static class Shared {
        final ClockSource clock = ClockSource.cached();
        final OrderedUuidGenerator generator = (OrderedUuidGenerator) UuidGenerator.builder()
                .layout(UuidLayout.v7())
                .clock(clock)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(1))
                .build();
        final StripedUuidGenerator striped = generator.striped();
        final PositionState state = WhiteBox.state(generator);
        final BitPlan plan = WhiteBox.plan(generator);
        final RandomBits random = new RandomBits(WhiteBox.entropy(generator), plan, false);
        final int leaseLimit = Math.min(state.maxReservation, 1024);
        final ThreadLocal<Lease> leases = ThreadLocal.withInitial(Lease::new);
    }

    @Benchmark
    public UUID striped(Shared s) {
        return s.striped.next();
    }

    @Benchmark
    public UUID leaseCopy(Shared s) {
        return next(s, CLOCK_CHECK);
    }

    @Benchmark
    public UUID noClockCheck(Shared s) {
        return next(s, 0);
    }

    @Benchmark
    public UUID localRenew(Shared s) {
        return next(s, CLOCK_CHECK | LOCAL_RENEW);
    }

    @Benchmark
    public UUID constantCompose(Shared s) {
        return next(s, CLOCK_CHECK | CONSTANT_COMPOSE);
    }

    @Benchmark
    public UUID directClock(Shared s) {
        return next(s, DIRECT_CLOCK);
    }

    @Benchmark
    public UUID directClockFirst(Shared s) {
        return next(s, DIRECT_CLOCK | CLOCK_FIRST);
    }

    /** {@code Leasing.next()}, with the pieces {@code ways} names in place (a constant at each call site, so the JIT folds the tests). */
    private static UUID next(Shared s, int ways) {
        PositionState state = s.state;
        long millis = (ways & CLOCK_FIRST) != 0 ? s.clock.millis() : 0;
        Lease r = s.leases.get();
        int k = r.next;
        if (k == r.drawn) {
            if (r.used + k == r.count) {
                renew(s, r, ways);
            }
            draw(s, r);
            k = 0;
        }
        long position = r.drawStart + k * state.stride + s.random.slotOffset(r.words, k, state.slotMask);
        boolean moved;
        if ((ways & DIRECT_CLOCK) != 0) {
            moved = ((ways & CLOCK_FIRST) != 0 ? millis : s.clock.millis()) - r.base > position >>> 18;
        } else {
            moved = (ways & CLOCK_CHECK) != 0 && state.relativeNow(r.epoch) > position >>> state.counterBits;
        }
        if (moved) {
            renew(s, r, ways);
            draw(s, r);
            k = 0;
            position = r.drawStart;
        }
        TickBits t = r.tick;
        if (position >= r.tickEnd) {
            t = TickBits.of(state, s.plan, r.epoch, position);
            r.tick = t;
            r.tickEnd = state.nextTickStart(position);
        }
        r.next = k + 1;
        long counter = position & state.counterMask;
        if ((ways & CONSTANT_COMPOSE) != 0) {
            return new UUID(t.msb | (counter >>> 6 & 0xFFFL), t.lsb | (counter & 0x3FL) << 56 | (r.words[k] & 0x00FF_FFFF_FFFF_FFFFL));
        }
        return new UUID(s.plan.msbOfTick(t.msb, counter, s.random.msb(r.words, k)), s.plan.lsbOfTick(t.lsb, counter, s.random.lsb(r.words, k)));
    }

    private static void draw(Shared s, Lease r) {
        int used = r.used + r.next;
        int ids = Math.min(r.words.length, r.count - used);
        s.random.draw(r.words, ids);
        r.used = used;
        r.drawStart = r.first + used * s.state.stride;
        r.drawn = ids;
        r.next = 0;
    }

    private static void renew(Shared s, Lease r, int ways) {
        PositionState state = s.state;
        int size = r.nextSize == 0 ? Math.min(4, s.leaseLimit) : r.nextSize;
        long span = state.span(size);
        Epoch e;
        long last;
        if ((ways & LOCAL_RENEW) != 0) {
            e = state.epoch();
            long now = state.relativeNow(e) << state.counterBits;
            last = Math.max(r.first + r.count * state.stride, now) + span;
        } else {
            do {
                e = state.epoch();
                long st = e.stateVolatile();
                last = state.reserve(e, st, state.relativeNow(e), span, PositionState.Mode.BY_POLICY);
            } while (last < 0);
        }
        r.epoch = e;
        r.base = e.base; // v7: the epoch of the timestamp is the Unix epoch, so a tick is a clock millisecond
        r.tick = TickBits.NONE;
        r.tickEnd = Long.MIN_VALUE;
        r.first = last - span;
        r.count = size;
        r.used = 0;
        r.next = 0;
        r.nextSize = Math.min(2 * size, s.leaseLimit);
        int bufferIds = Math.min(size, RandomBits.BLOCK_IDS);
        if (r.words.length < bufferIds) {
            r.words = new long[bufferIds]; // v7: one word per id
        }
    }

    /** The lease's fields, between two pads as {@code StripedUuidGenerator.Lease} has them. */
    abstract static class LeaseFields extends LeadingPad {
        Epoch epoch;
        long base;
        long first;
        int count;
        int used;
        long drawStart;
        int nextSize;
        long[] words = new long[0];
        int drawn;
        int next;
        TickBits tick = TickBits.NONE;
        /** The first position past {@code tick}: every position is at or past it while none is placed. */
        long tickEnd = Long.MIN_VALUE;
    }

    static final class Lease extends LeaseFields {
        long q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15;
    }
}
