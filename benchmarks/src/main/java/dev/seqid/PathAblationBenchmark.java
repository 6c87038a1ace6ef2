package dev.seqid;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
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
 * The globally ordered single-id path taken apart, to tell which of its pieces costs what: each
 * benchmark adds one piece of {@link UuidGenerator#next()}'s path to the one before, all on the
 * default v7 layout, the cached clock and {@code ThreadLocalRandom} words (no entropy ring: compare
 * with {@code GeneratorBenchmark.nextFast}). In package {@code dev.seqid} to reach the
 * package-private pieces; it lives in the benchmarks module only.
 * <ol>
 *   <li>{@link #minimal}: one {@code getAndAdd}, one cached clock read, one random word, the v7 id
 *   composed with constant shifts; no checks.</li>
 *   <li>{@link #relativeNowAdd}: the clock read first, through the timestamp encoding and relative
 *   to the epoch, then the {@code getAndAdd} on the epoch's state.</li>
 *   <li>{@link #volatileNowAdd}: and a volatile read of the state before the add, as the add path's
 *   check needs.</li>
 *   <li>{@link #takeOneOnly}: the whole position state's single move ({@link PositionState#takeOne}:
 *   the checks before and after the add, the increment, the retry loop), the timestamp taken from
 *   the position's own bits.</li>
 *   <li>{@link #positionState}: and the timestamp field of the position through the layout's
 *   encoding ({@code PositionArithmetic.fieldOfTick}), as the generator takes it.</li>
 *   <li>{@link #positionStateGenericCompose}: and the id composed by the layout's {@link BitPlan}.</li>
 *   <li>{@link #generatorNext}: {@link UuidGenerator#next()} itself (adds {@link RandomBits} and the
 *   {@link IdWriter}).</li>
 * </ol>
 * And {@link #minimalGenericCompose}: {@link #minimal} composed by the {@code BitPlan}, its cost
 * without the position state.
 *
 * <p>{@code java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar PathAblationBenchmark -t 1}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
// The fixed, pre-touched heap of dev.seqid.benchmarks.ForkHeap, spelt out: that class is not visible from this package.
@Fork(value = 4, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 6, time = 1)
public class PathAblationBenchmark {

    @State(Scope.Benchmark)
    public static class Shared {
        final ClockSource clock = ClockSource.cached();
        final AtomicLong position = new AtomicLong();
        final OrderedUuidGenerator generator = (OrderedUuidGenerator) UuidGenerator.builder()
                .layout(UuidLayout.v7())
                .clock(clock)
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(1))
                .build();
        final PositionState state = WhiteBox.state(generator);
        final BitPlan plan = WhiteBox.plan(generator);
    }

    /** A v7 id of (millisecond, 18-bit counter, random word) with constant shifts: 12 counter bits in rand_a, 6 at the top of rand_b. */
    private static UUID v7(long millis, long counter, long random) {
        return new UUID(millis << 16 | 0x7000L | (counter >>> 6 & 0xFFFL),
                Long.MIN_VALUE | (counter & 0x3FL) << 56 | (random & 0x00FF_FFFF_FFFF_FFFFL));
    }

    @Benchmark
    public UUID minimal(Shared s) {
        long counter = s.position.getAndAdd(1);
        return v7(s.clock.millis(), counter, ThreadLocalRandom.current().nextLong());
    }

    @Benchmark
    public UUID relativeNowAdd(Shared s) {
        Epoch e = s.state.epoch();
        long now = s.state.relativeNow(e);
        long n = e.getAndAddState(1);
        return v7(now, n, ThreadLocalRandom.current().nextLong());
    }

    @Benchmark
    public UUID volatileNowAdd(Shared s) {
        Epoch e = s.state.epoch();
        long st = e.stateVolatile();
        long now = s.state.relativeNow(e);
        long n = e.getAndAddState(1);
        if (n < st) {
            throw new AssertionError();
        }
        return v7(now, n, ThreadLocalRandom.current().nextLong());
    }

    @Benchmark
    public UUID takeOneOnly(Shared s) {
        PositionState state = s.state;
        Epoch e;
        long n;
        do {
            e = state.epoch();
        } while ((n = state.takeOne(e)) < 0);
        return v7(n >>> 18, n, ThreadLocalRandom.current().nextLong());
    }

    @Benchmark
    public UUID positionState(Shared s) {
        PositionState state = s.state;
        Epoch e;
        long n;
        do {
            e = state.epoch();
        } while ((n = state.takeOne(e)) < 0);
        return v7(state.fieldOfTick(state.tick(e, n)), n & state.counterMask, ThreadLocalRandom.current().nextLong());
    }

    @Benchmark
    public UUID positionStateGenericCompose(Shared s) {
        PositionState state = s.state;
        Epoch e;
        long n;
        do {
            e = state.epoch();
        } while ((n = state.takeOne(e)) < 0);
        long field = state.fieldOfTick(state.tick(e, n));
        long counter = n & state.counterMask;
        long random = ThreadLocalRandom.current().nextLong();
        BitPlan p = s.plan;
        return new UUID(p.msb(field, counter, 0), p.lsb(field, counter, random));
    }

    @Benchmark
    public UUID generatorNext(Shared s) {
        return s.generator.next();
    }

    @Benchmark
    public UUID minimalGenericCompose(Shared s) {
        long counter = s.position.getAndAdd(1) & 0x3FFFFL;
        long random = ThreadLocalRandom.current().nextLong();
        BitPlan p = s.plan;
        long field = s.clock.millis();
        return new UUID(p.msb(field, counter, random), p.lsb(field, counter, random));
    }
}
