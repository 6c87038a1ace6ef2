package dev.seqid.benchmarks;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import com.github.f4b6a3.uuid.UuidCreator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.hibernate.id.uuid.UuidVersion7Strategy;
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
 * Throughput of the UUID generators users would pick instead of seqid, in ids per microsecond over
 * all threads, with the settings of {@link GeneratorBenchmark} so the numbers compare:
 * <ul>
 *   <li>{@link #jdkRandomUuid}: {@link UUID#randomUUID()}, version 4 (not time-ordered) from the
 *   JDK's shared {@code SecureRandom}: the baseline.</li>
 *   <li>{@link #uuidCreatorEpoch}, {@link #uuidCreatorEpochFast}, {@link #uuidCreatorEpochPlus1}:
 *   uuid-creator's version 7 {@code UuidCreator.getTimeOrderedEpoch()} (secure random),
 *   {@code getTimeOrderedEpochFast()} (non-secure random) and {@code getTimeOrderedEpochPlus1()}
 *   (monotonic, counter plus one within a millisecond).</li>
 *   <li>{@link #jugEpoch}: Java UUID Generator's {@code Generators.timeBasedEpochGenerator()}
 *   (monotonic version 7), the generator made once and shared by all threads.</li>
 *   <li>{@link #hibernateVersion7}: Hibernate ORM's {@code UuidVersion7Strategy.INSTANCE}, the
 *   strategy behind {@code @UuidGenerator(style = VERSION_7)}. It ignores the session argument, so
 *   it is called with {@code null}.</li>
 * </ul>
 * Every peer keeps its state process-wide (static or in the shared {@link SharedPeers}), so at
 * {@code -t 2} the threads contend exactly as in an application.
 *
 * <p>Run, from the repository root, after {@code ./mvnw -B -q -pl benchmarks -am -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar PeerBenchmark -t 1 -prof gc
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar PeerBenchmark -t 2 -prof gc
 * </pre>
 * or {@code benchmarks/run-comparison.sh}, which runs this class and {@link GeneratorBenchmark} at
 * 1 and 2 threads and prints a Markdown table.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class PeerBenchmark {

    /** The peers that are objects rather than static methods, made once and shared by all threads. */
    @State(Scope.Benchmark)
    public static class SharedPeers {
        TimeBasedEpochGenerator jug;
        UuidVersion7Strategy hibernate;

        @Setup
        public void setup() {
            jug = Generators.timeBasedEpochGenerator();
            hibernate = UuidVersion7Strategy.INSTANCE;
        }
    }

    @Benchmark
    public UUID jdkRandomUuid() {
        return UUID.randomUUID();
    }

    @Benchmark
    public UUID uuidCreatorEpoch() {
        return UuidCreator.getTimeOrderedEpoch();
    }

    @Benchmark
    public UUID uuidCreatorEpochFast() {
        return UuidCreator.getTimeOrderedEpochFast();
    }

    @Benchmark
    public UUID uuidCreatorEpochPlus1() {
        return UuidCreator.getTimeOrderedEpochPlus1();
    }

    @Benchmark
    public UUID jugEpoch(SharedPeers peers) {
        return peers.jug.generate();
    }

    @Benchmark
    public UUID hibernateVersion7(SharedPeers peers) {
        return peers.hibernate.generateUuid(null);
    }
}
