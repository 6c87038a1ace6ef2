package dev.seqid.benchmarks;

import dev.seqid.UuidGenerator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import kotlinx.coroutines.flow.Flow;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Throughput of the Kotlin module's coroutine API ({@code dev.seqid.kotlin}: {@code asFlow()},
 * {@code asUuidFlow()}, {@code nextId()}, {@code nextUuid()}) against the generator's own
 * {@code next()} and against the Kotlin standard library's {@code kotlin.uuid.Uuid}, <b>per id</b>:
 * every invocation makes {@value #IDS} ids and is declared as that many operations, so every row's
 * score is ids per microsecond over all threads and the GC profiler's {@code gc.alloc.rate.norm} is
 * bytes allocated per id (all threads' allocation, the entropy producer's included, as in
 * {@link GeneratorBenchmark}). The rows, all on one default generator
 * ({@code UuidGenerator.builder().build()}):
 * <ul>
 *   <li>{@link #rawNext}: {@code next()} {@value #IDS} times. Baseline (as in {@link ReactiveBenchmark}).</li>
 *   <li>{@link #flowCollect}: {@code asFlow().take(4096)} collected in one {@code runBlocking}: the
 *   issue's case.</li>
 *   <li>{@link #flowCollectNoTake}: the endless {@code asFlow()} collected in one {@code runBlocking}
 *   by a collector that stops it after {@value #IDS} by throwing (a stackless exception, caught around
 *   {@code collect}): the same ids and generator calls as {@link #flowCollect} without {@code take},
 *   whose collector allocates a continuation (about 40 B) per element in kotlinx-coroutines 1.11.0.
 *   Diagnostic: what the flow itself costs.</li>
 *   <li>{@link #uuidFlowCollect}: the same with {@code asUuidFlow()}, {@code kotlin.uuid.Uuid}
 *   elements built from the generator's {@code long} words.</li>
 *   <li>{@link #nextIdSuspend}: {@value #IDS} calls of the suspending {@code nextId()} in one
 *   {@code runBlocking}.</li>
 *   <li>{@link #nextUuidSuspend}: the same with {@code nextUuid()}.</li>
 *   <li>{@link #stdlibGenerateV7}: {@value #IDS} calls of {@code Uuid.generateV7()}, the stdlib's
 *   (experimental) monotonic v7 generator: the peer.</li>
 *   <li>{@link #stdlibRandom}: {@value #IDS} calls of {@code Uuid.random()} (v4), for reference.</li>
 *   <li>{@link #runBlockingEmpty}: one {@code runBlocking} that does nothing, also declared as
 *   {@value #IDS} operations: the share of the coroutine driver in each id of the four coroutine rows
 *   ({@code 1 / score} µs per id, {@code gc.alloc.rate.norm} B per id).</li>
 * </ul>
 * Every row hands each id to the {@link Blackhole}. The Kotlin side is in
 * {@code src/main/kotlin/dev/seqid/benchmarks/KotlinFlowDrivers.kt}; the flows are assembled once
 * ({@link Shared}) and collected afresh by every invocation, so the per-collection objects (the
 * {@code flow { }} and {@code take} collectors, the chunk arrays) are in the figures, the assembly
 * is not. The coroutine rows run on the benchmark thread inside one {@code runBlocking} per
 * invocation, as a Kotlin {@code main} or test would; where the generator reaches its maximum lead
 * they suspend with {@code delay} and {@code runBlocking}'s event loop parks the thread, where
 * {@code next()} would park it too.
 *
 * <p>The flows reserve ids in chunks of 16, 32, 64, 128 and then 256, so {@code take(4096)} stops
 * 16 ids into a chunk of 256 and leaves the other 240 unused: each collection takes 4,336 ids from
 * the generator for the 4,096 it counts. The flow rows pay for those (about 6 % more {@code long}
 * words per counted id; both flows build their elements only as they emit them), as any collector
 * that stops mid-chunk does.
 *
 * <p>All threads share the generator ({@link Scope#Benchmark}), as the stdlib's rows share its
 * process-wide generator and {@code SecureRandom}, so {@code -t 2} is two collectors on one generator.
 *
 * <p>Run, from the repository root, after {@code ./mvnw -B -q -pl benchmarks -am -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar KotlinFlowBenchmark -t 1 -prof gc
 * </pre>
 * or {@code benchmarks/run-kotlin.sh}, which runs it at 1 and 2 threads and prints a Markdown table
 * with each row's ratio to {@link #rawNext} and {@link #stdlibGenerateV7} of the same run.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class KotlinFlowBenchmark {

    /** Ids made by one invocation of every benchmark: the operations it counts as. */
    static final int IDS = 4096;

    /** The generator and its flows, shared by all threads; the flows are cold and re-collectable. */
    @State(Scope.Benchmark)
    public static class Shared {
        UuidGenerator generator;
        Flow<UUID> uuids;
        Flow<UUID> endlessUuids;
        Flow<kotlin.uuid.Uuid> kotlinUuids;

        @Setup
        public void setup() {
            generator = UuidGenerator.builder().build();
            uuids = KotlinFlowDrivers.uuidFlowOf(generator, IDS);
            endlessUuids = KotlinFlowDrivers.endlessUuidFlowOf(generator);
            kotlinUuids = KotlinFlowDrivers.kotlinUuidFlowOf(generator, IDS);
        }
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void rawNext(Shared shared, Blackhole blackhole) {
        UuidGenerator g = shared.generator;
        for (int i = 0; i < IDS; i++) {
            blackhole.consume(g.next());
        }
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void flowCollect(Shared shared, Blackhole blackhole) {
        KotlinFlowDrivers.collect(shared.uuids, IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void flowCollectNoTake(Shared shared, Blackhole blackhole) {
        KotlinFlowDrivers.collectStopping(shared.endlessUuids, IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void uuidFlowCollect(Shared shared, Blackhole blackhole) {
        KotlinFlowDrivers.collect(shared.kotlinUuids, IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void nextIdSuspend(Shared shared, Blackhole blackhole) {
        KotlinFlowDrivers.nextIds(shared.generator, IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void nextUuidSuspend(Shared shared, Blackhole blackhole) {
        KotlinFlowDrivers.nextUuids(shared.generator, IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void stdlibGenerateV7(Blackhole blackhole) {
        KotlinFlowDrivers.stdlibGenerateV7(IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void stdlibRandom(Blackhole blackhole) {
        KotlinFlowDrivers.stdlibRandom(IDS, blackhole);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void runBlockingEmpty(Blackhole blackhole) {
        KotlinFlowDrivers.emptyRunBlocking(blackhole);
    }
}
