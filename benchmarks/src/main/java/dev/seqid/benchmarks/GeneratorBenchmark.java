package dev.seqid.benchmarks;

import dev.seqid.EntropySource;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
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

/**
 * Throughput of seqid's {@link UuidGenerator}, in ids per microsecond over all threads, through
 * each of its output methods. Every generator keeps the builder's defaults (layout, clock, overflow
 * policy) except where named:
 * <ul>
 *   <li>{@link #nextSecure}: {@code next()} of a generator with every default, so with
 *   {@link EntropySource#secure()}; what a user gets from {@code UuidGenerator.builder().build()}.</li>
 *   <li>{@link #nextFast}: {@code next()} with {@link EntropySource#threadLocalRandom()}.</li>
 *   <li>{@link #nextBatch256}: {@code next(UUID[], 0, 256)}, reported per id, into an array reused
 *   across calls; {@link #nextBatch256NewArray} the same into a new array on every call.</li>
 *   <li>{@link #nextLongsBatch256}: {@code nextLongs(long[], 0, 256)}, reported per id; allocation-free
 *   by contract.</li>
 *   <li>{@link #nextLongsSingle}: {@code nextLongs(long[], 0, 1)}; allocation-free by contract.</li>
 *   <li>{@link #nextBytesSingle}: {@code nextBytes(byte[], 0)}; allocation-free by contract.</li>
 *   <li>{@link #nextStriped}: {@code next()} in striped mode (per-thread leases of positions: unique
 *   and per-thread increasing, not globally ordered), secure entropy.</li>
 *   <li>{@link #nextStripedFast}: the same with {@link EntropySource#threadLocalRandom()}: no
 *   producer thread, so the difference is what the ring's producer costs the caller's CPU.</li>
 *   <li>{@link #nextStripedPerThreadDrbg}: the same with {@link EntropySource#perThreadDrbg()}:
 *   cryptographic words made by the calling thread, so that at 1 thread the AES time is the
 *   caller's, as it is at 2 threads on a 2-CPU machine.</li>
 * </ul>
 * The entropy paths, each through {@code next()} so the figures compare with {@link #nextSecure}
 * (the ring-fed default, {@link EntropySource#secure()}):
 * <ul>
 *   <li>{@link #nextPerThreadDrbg}: {@link EntropySource#perThreadDrbg()}, a CTR_DRBG per thread
 *   refilled inline, no background thread;</li>
 *   <li>{@link #nextDirectSecureRandom}: {@link EntropySource#of(SecureRandom)} with the JDK's
 *   {@code DRBG}, one {@code SecureRandom} call per random word, as most UUID libraries do.</li>
 * </ul>
 * The batch and {@code long}/{@code byte} benchmarks use the default (secure) generator.
 *
 * <p>All threads of a run share one generator per configuration ({@link SharedGenerators} is
 * {@link Scope#Benchmark}), as an application shares one generator, so {@code -t 2} measures the
 * contention on its CAS'd state; each thread has its own output arrays ({@link ThreadBuffers}).
 * Compare with the peers of {@link PeerBenchmark} at the same thread count.
 *
 * <p>Run, from the repository root, after {@code ./mvnw -B -q -pl benchmarks -am -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar GeneratorBenchmark -t 1 -prof gc
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar GeneratorBenchmark -t 2 -prof gc
 * </pre>
 * or {@code benchmarks/run-comparison.sh}, which runs this class and {@link PeerBenchmark} at 1 and
 * 2 threads and prints a Markdown table.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class GeneratorBenchmark {

    /** Ids per call of the batch benchmarks. */
    static final int BATCH = 256;

    /** The generators, one per configuration, shared by all threads of a run. */
    @State(Scope.Benchmark)
    public static class SharedGenerators {
        UuidGenerator secure;
        UuidGenerator fast;

        StripedUuidGenerator striped;
        StripedUuidGenerator stripedFast;
        StripedUuidGenerator stripedPerThreadDrbg;
        UuidGenerator perThreadDrbg;
        UuidGenerator directSecureRandom;

        @Setup
        public void setup() {
            secure = UuidGenerator.builder().build();
            fast = UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build();
            striped = UuidGenerator.builder().build().striped();
            stripedFast = fast.striped();
            perThreadDrbg = UuidGenerator.builder().entropy(EntropySource.perThreadDrbg()).build();
            stripedPerThreadDrbg = perThreadDrbg.striped();
            try {
                directSecureRandom = UuidGenerator.builder().entropy(EntropySource.of(SecureRandom.getInstance("DRBG"))).build();
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("this JDK has no DRBG SecureRandom", e);
            }
        }
    }

    /**
     * Bytes kept unwritten on each side of a single id's destination: the collector may copy one
     * thread's array next to the other thread's (or next to the generator), and a 16-byte array
     * written on every call would then share a cache line with what the other thread writes or
     * reads on every call.
     */
    static final int PAD_BYTES = 128;
    /** Where a single id's two words start in {@link ThreadBuffers#pair}. */
    static final int PAIR_AT = PAD_BYTES / Long.BYTES;

    /** One thread's output arrays, so that threads share the generator but not the destination. */
    @State(Scope.Thread)
    public static class ThreadBuffers {
        final UUID[] uuids = new UUID[BATCH];
        final long[] longs = new long[2 * BATCH];
        /** One id's two words at {@link #PAIR_AT}, with {@link #PAD_BYTES} unwritten on each side. */
        final long[] pair = new long[PAIR_AT + 2 + PAIR_AT];
        /** One id's 16 bytes at {@link #PAD_BYTES}, with as many unwritten on each side. */
        final byte[] bytes = new byte[PAD_BYTES + 16 + PAD_BYTES];
    }

    @Benchmark
    public UUID nextSecure(SharedGenerators generators) {
        return generators.secure.next();
    }

    @Benchmark
    public UUID nextFast(SharedGenerators generators) {
        return generators.fast.next();
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public UUID[] nextBatch256(SharedGenerators generators, ThreadBuffers buffers) {
        generators.secure.next(buffers.uuids, 0, BATCH);
        return buffers.uuids;
    }

    /**
     * {@link #nextBatch256} into a new array on every call, as a loader that hands each batch on
     * does. The reused array of {@link #nextBatch256} is likely promoted to the old generation early
     * in a run, while a new one is young: G1's write barrier fences on stores into the first only.
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public UUID[] nextBatch256NewArray(SharedGenerators generators) {
        UUID[] batch = new UUID[BATCH];
        generators.secure.next(batch, 0, BATCH);
        return batch;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public long[] nextLongsBatch256(SharedGenerators generators, ThreadBuffers buffers) {
        generators.secure.nextLongs(buffers.longs, 0, BATCH);
        return buffers.longs;
    }

    @Benchmark
    public long[] nextLongsSingle(SharedGenerators generators, ThreadBuffers buffers) {
        generators.secure.nextLongs(buffers.pair, PAIR_AT, 1);
        return buffers.pair;
    }

    /**
     * {@link #nextLongsSingle} with {@link EntropySource#threadLocalRandom()}: what the method itself
     * allocates, without the share of the secure source's background re-keying garbage that
     * {@code -prof gc} counts (it sums the allocation of every thread, the producer's included).
     */
    @Benchmark
    public long[] nextLongsSingleFast(SharedGenerators generators, ThreadBuffers buffers) {
        generators.fast.nextLongs(buffers.pair, PAIR_AT, 1);
        return buffers.pair;
    }

    @Benchmark
    public byte[] nextBytesSingle(SharedGenerators generators, ThreadBuffers buffers) {
        generators.secure.nextBytes(buffers.bytes, PAD_BYTES);
        return buffers.bytes;
    }

    @Benchmark
    public UUID nextStriped(SharedGenerators generators) {
        return generators.striped.next();
    }

    @Benchmark
    public UUID nextStripedFast(SharedGenerators generators) {
        return generators.stripedFast.next();
    }

    @Benchmark
    public UUID nextStripedPerThreadDrbg(SharedGenerators generators) {
        return generators.stripedPerThreadDrbg.next();
    }

    @Benchmark
    public UUID nextPerThreadDrbg(SharedGenerators generators) {
        return generators.perThreadDrbg.next();
    }

    @Benchmark
    public UUID nextDirectSecureRandom(SharedGenerators generators) {
        return generators.directSecureRandom.next();
    }
}
