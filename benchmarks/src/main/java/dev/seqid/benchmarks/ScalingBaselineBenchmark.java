package dev.seqid.benchmarks;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The machine's own ceiling for scaling from 1 to 2 threads: a UUID-shaped object made from
 * {@link ThreadLocalRandom} with no shared state at all. Whatever it gains at {@code -t 2} is the
 * most any generator can gain on the same machine in the same run (the two CPUs may be hardware
 * threads of one core, and the JVM's GC and JMH's own threads share them); read the 2-thread
 * figures of {@link GeneratorBenchmark} against its ratio, not against 2.0.
 *
 * <p>Run with the others: {@code benchmarks/run-comparison.sh}, or
 * {@code java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar ScalingBaselineBenchmark -t 2 -prof gc}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class ScalingBaselineBenchmark {

    @Benchmark
    public UUID unsharedRandomUuid() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return new UUID(random.nextLong(), random.nextLong());
    }
}
