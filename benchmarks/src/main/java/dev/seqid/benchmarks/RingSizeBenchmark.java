package dev.seqid.benchmarks;

import dev.seqid.PrefilledEntropySource;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Striped {@code next()} on a ring of entropy of its own size ({@link PrefilledEntropySource}'s
 * block bytes and slots), to see whether the ring's size costs its producer or its callers: the
 * default ring holds 16 blocks of 64 KiB, 1 MiB, as much as one CPU's L2 cache on the build VM,
 * where a thread's own CTR_DRBG block is 64 KiB. The rows are smaller rings; docs/dev/performance-notes.md
 * has what they measured.
 *
 * <p>{@code java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar RingSizeBenchmark -t 2}, then {@code -t 1}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class RingSizeBenchmark {

    @State(Scope.Benchmark)
    public static class Ring {
        /** Block bytes x slots. */
        @Param({"65536x16", "16384x8", "8192x4"})
        String ring;

        PrefilledEntropySource source;
        StripedUuidGenerator striped;

        @Setup(Level.Trial)
        public void setup() {
            String[] parts = ring.split("x");
            source = new PrefilledEntropySource(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            striped = UuidGenerator.builder().entropy(source).build().striped();
        }

        @TearDown(Level.Trial)
        public void close() {
            source.close();
        }
    }

    @Benchmark
    public UUID nextStriped(Ring ring) {
        return ring.striped.next();
    }
}
