package dev.seqid.benchmarks;

import dev.seqid.UuidGenerator;
import dev.seqid.reactor.ReactiveUuids;
import java.util.Arrays;
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
import org.openjdk.jmh.infra.Blackhole;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Throughput of the reactor adapter's publishers ({@link ReactiveUuids}) against the generator's
 * own methods, <b>per id</b>: every invocation consumes {@value #IDS} ids and is declared as that
 * many operations, so every row's score is ids per microsecond over all threads and the GC
 * profiler's {@code gc.alloc.rate.norm} is bytes allocated per id (all threads' allocation, the
 * entropy producer's included, as in {@link GeneratorBenchmark}). The rows, all on one default
 * generator ({@code UuidGenerator.builder().build()}):
 * <ul>
 *   <li>{@link #rawNext}: {@code next()} {@value #IDS} times. Baseline.</li>
 *   <li>{@link #rawNextBatch256}: {@code next(UUID[], 0, 256)} {@value #IDS}/256 times. Baseline.</li>
 *   <li>{@link #fluxRequest256}: {@code flux()}, a subscriber that requests 256 and requests 256
 *   more each time 256 have arrived, cancelling after {@value #IDS}: the case.</li>
 *   <li>{@link #fluxCountedRequest256}: the same on {@code flux(4096)}, which completes instead.</li>
 *   <li>{@link #fluxLimitRate256}: {@code flux().limitRate(256)} under an unbounded request,
 *   cancelled after {@value #IDS}.</li>
 *   <li>{@link #longChunks256}: {@code longChunks(256)}, {@value #IDS}/256 chunks requested at
 *   once; no {@code UUID} objects.</li>
 *   <li>{@link #keying}: {@code keyed(Flux.fromArray(rows), (row, id) -> id)} over {@value #IDS}
 *   pre-boxed rows, requested 256 at a time (the combiner returns the id, so nothing but the
 *   {@code UUID} is allocated per element; a real combiner adds its own object).</li>
 *   <li>{@link #mono}: {@code mono()} subscribed {@value #IDS} times, one id each.</li>
 *   <li>{@link #composedGeneratePerId}: {@code Flux.generate(sink -> sink.next(generator.next()))},
 *   requested 256 at a time: composition from Reactor's operators, one generator call per id.</li>
 *   <li>{@link #composedGenerateBatches}: {@code Flux.generate} of a new {@code UUID[256]} filled by
 *   one {@code next(UUID[], 0, 256)}, flattened with {@code concatMapIterable(Arrays::asList)},
 *   requested 256 at a time: composition with batching.</li>
 * </ul>
 * Every row hands each element to the {@link Blackhole}: each {@code UUID} (the raw batch row too,
 * so it pays what the subscribers pay), or each {@code long[]} chunk of {@link #longChunks256}.
 * The publishers are assembled once ({@link Shared}) and subscribed afresh in every invocation by
 * the thread's reusable {@link Consumer}; the per-subscription objects are thus in the figures,
 * the assembly of the operator chain is not. The composed rows call the generator's waiting
 * methods, which may park the subscriber's thread when the generator reaches its maximum lead; the
 * adapter's publishers never do (they continue on a timer thread, and the invocation then waits
 * for the consumer to finish, see {@link Consumer#await}).
 *
 * <p>All threads share the generator and the publishers ({@link Scope#Benchmark}), each thread is
 * one subscriber with its own consumer, so {@code -t 2} is two subscribers on one generator.
 *
 * <p>Run, from the repository root, after {@code ./mvnw -B -q -pl benchmarks -am -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar ReactiveBenchmark -t 1 -prof gc
 * </pre>
 * or {@code benchmarks/run-reactive.sh}, which runs it at 1 and 2 threads and prints a Markdown table
 * with each row's ratio to {@link #rawNext} and {@link #rawNextBatch256} of the same run.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class ReactiveBenchmark {

    /** Ids consumed by one invocation of every benchmark: the operations it counts as. */
    static final int IDS = 4096;

    /** Ids per batch call, per request of the subscribers, and per {@code longChunks} element. */
    static final int CHUNK = 256;

    /** The generator and its publishers, shared by all threads; the publishers are cold and re-subscribable. */
    @State(Scope.Benchmark)
    public static class Shared {
        UuidGenerator generator;
        Flux<UUID> endless;
        Flux<UUID> counted;
        Flux<UUID> limitRate;
        Flux<long[]> longChunks;
        Flux<UUID> keyed;
        Mono<UUID> mono;
        Flux<UUID> generatePerId;
        Flux<UUID> generateBatches;

        @Setup
        public void setup() {
            generator = UuidGenerator.builder().build();
            UuidGenerator g = generator;
            ReactiveUuids ids = ReactiveUuids.of(g);
            endless = ids.flux();
            counted = ids.flux(IDS);
            limitRate = ids.flux().limitRate(CHUNK);
            longChunks = ids.longChunks(CHUNK);
            Integer[] rows = new Integer[IDS];
            for (int i = 0; i < IDS; i++) {
                rows[i] = i;
            }
            keyed = ids.keyed(Flux.fromArray(rows), (row, id) -> id);
            mono = ids.mono();
            generatePerId = Flux.generate(sink -> sink.next(g.next()));
            generateBatches = Flux.<UUID[]>generate(sink -> {
                UUID[] batch = new UUID[CHUNK];
                g.next(batch, 0, CHUNK);
                sink.next(batch);
            }).concatMapIterable(Arrays::asList);
        }
    }

    /** One thread's subscriber and output array. */
    @State(Scope.Thread)
    public static class PerThread {
        final Consumer consumer = new Consumer();
        final UUID[] uuids = new UUID[CHUNK];
    }

    /**
     * A subscriber that is reused for one subscription after another (unlike {@code BaseSubscriber}):
     * it requests {@code request} elements, and {@code request} more each time that many have
     * arrived, hands every element to the {@link Blackhole} and counts the ids, stopping at
     * {@code target} ids by cancelling (an endless publisher) or by waiting for the completion that
     * must come then (a finite one).
     */
    static final class Consumer implements CoreSubscriber<Object> {
        private Blackhole blackhole;
        private long request;
        private long target;
        private boolean cancelAtTarget;

        private Subscription subscription;
        private long sinceRequest;
        private long ids;
        private Throwable error;
        private volatile boolean done;

        /** Subscribes to {@code publisher} and returns when {@code target} ids have arrived. */
        void consume(Publisher<?> publisher, Blackhole blackhole, long request, long target, boolean cancelAtTarget) {
            this.blackhole = blackhole;
            this.request = request;
            this.target = target;
            this.cancelAtTarget = cancelAtTarget;
            subscription = null;
            sinceRequest = 0;
            ids = 0;
            error = null;
            done = false;
            publisher.subscribe(this);
            await();
        }

        /**
         * The adapter's publishers emit on the subscriber's thread unless the generator has reached
         * its maximum lead; then the rest comes on the timer's thread, and this spins until it has.
         */
        private void await() {
            while (!done) {
                Thread.onSpinWait();
            }
            if (error != null) {
                throw new IllegalStateException("the publisher failed", error);
            }
            if (ids < target) {
                throw new IllegalStateException("completed after " + ids + " of " + target + " ids");
            }
        }

        @Override
        public void onSubscribe(Subscription s) {
            subscription = s;
            s.request(request);
        }

        @Override
        public void onNext(Object element) {
            blackhole.consume(element);
            ids += element instanceof long[] chunk ? chunk.length >>> 1 : 1;
            if (ids >= target) {
                if (cancelAtTarget) {
                    subscription.cancel();
                    done = true;
                }
                return; // a finite publisher completes now
            }
            if (++sinceRequest == request) {
                sinceRequest = 0;
                subscription.request(request);
            }
        }

        @Override
        public void onError(Throwable t) {
            error = t;
            done = true;
        }

        @Override
        public void onComplete() {
            done = true;
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
    public void rawNextBatch256(Shared shared, PerThread thread, Blackhole blackhole) {
        UuidGenerator g = shared.generator;
        UUID[] uuids = thread.uuids;
        for (int c = 0; c < IDS / CHUNK; c++) {
            g.next(uuids, 0, CHUNK);
            for (UUID id : uuids) {
                blackhole.consume(id);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void fluxRequest256(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.endless, blackhole, CHUNK, IDS, true);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void fluxCountedRequest256(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.counted, blackhole, CHUNK, IDS, false);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void fluxLimitRate256(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.limitRate, blackhole, Long.MAX_VALUE, IDS, true);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void longChunks256(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.longChunks, blackhole, IDS / CHUNK, IDS, true);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void keying(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.keyed, blackhole, CHUNK, IDS, false);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void mono(Shared shared, PerThread thread, Blackhole blackhole) {
        Consumer consumer = thread.consumer;
        Mono<UUID> mono = shared.mono;
        for (int i = 0; i < IDS; i++) {
            consumer.consume(mono, blackhole, Long.MAX_VALUE, 1, false);
        }
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void composedGeneratePerId(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.generatePerId, blackhole, CHUNK, IDS, true);
    }

    @Benchmark
    @OperationsPerInvocation(IDS)
    public void composedGenerateBatches(Shared shared, PerThread thread, Blackhole blackhole) {
        thread.consumer.consume(shared.generateBatches, blackhole, CHUNK, IDS, true);
    }
}
