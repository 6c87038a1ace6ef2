package dev.seqid.benchmarks;

import dev.seqid.FacadeKey;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of {@link UuidFacade#encode} and {@link UuidFacade#decode} per id, for both schemes,
 * in the units of {@link GeneratorBenchmark} (ids per microsecond), so that one run sets them
 * beside {@code GeneratorBenchmark.nextSecure}: the cost of a façade per id against the cost of
 * making the id.
 *
 * <p>Each thread cycles through its own {@value #IDS} v7 ids (and their façades), made in setup by a
 * default generator, so that no call sees a constant the JIT could fold and the inputs are as
 * varied as real ids; the index step is one add and one mask.
 *
 * <p>Run, from the repository root, after {@code ./mvnw -B -q -pl benchmarks -am -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar 'GeneratorBenchmark.nextSecure$|FacadeBenchmark' -t 1 -prof gc
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class FacadeBenchmark {

    /** Ids per thread; a power of two, so that the index wraps with a mask. */
    static final int IDS = 1024;

    /** One thread's ids, their façades under each scheme, and its cursor. */
    @State(Scope.Thread)
    public static class Ids {
        final UuidFacade uuidv47 = UuidFacade.uuidv47(FacadeKey.random());
        final UuidFacade opaque = UuidFacade.opaque(FacadeKey.random());
        final UUID[] ids = new UUID[IDS];
        final UUID[] uuidv47Facades = new UUID[IDS];
        final UUID[] opaqueFacades = new UUID[IDS];
        int next;

        @Setup
        public void make() {
            UuidGenerator generator = UuidGenerator.builder().build();
            for (int i = 0; i < IDS; i++) {
                ids[i] = generator.next();
                uuidv47Facades[i] = uuidv47.encode(ids[i]);
                opaqueFacades[i] = opaque.encode(ids[i]);
            }
        }

        int nextIndex() {
            return next = (next + 1) & (IDS - 1);
        }
    }

    @Benchmark
    public UUID encodeUuidv47(Ids ids) {
        return ids.uuidv47.encode(ids.ids[ids.nextIndex()]);
    }

    @Benchmark
    public UUID decodeUuidv47(Ids ids) {
        return ids.uuidv47.decode(ids.uuidv47Facades[ids.nextIndex()]);
    }

    @Benchmark
    public UUID encodeOpaque(Ids ids) {
        return ids.opaque.encode(ids.ids[ids.nextIndex()]);
    }

    @Benchmark
    public UUID decodeOpaque(Ids ids) {
        return ids.opaque.decode(ids.opaqueFacades[ids.nextIndex()]);
    }
}
