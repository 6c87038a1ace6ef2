package dev.seqid.reactor;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.internal.Chunks;
import java.util.Objects;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import reactor.util.function.Tuple2;
import reactor.util.function.Tuples;

/**
 * Reactor publishers of the ids of one {@link UuidGenerator}, of any layout.
 *
 * <pre>{@code
 * ReactiveUuids ids = ReactiveUuids.of(generator);
 * Flux<UUID> keys = ids.flux();                                   // endless; take what you need
 * Mono<UUID> key = ids.mono();
 * Flux<Row> keyed = rows.transform(ids.keying(Row::withId));      // each row gets an id, in order
 * }</pre>
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li><b>Exactly what is requested.</b> A subscriber gets as many ids as it requests, no more;
 *   cancelling stops the emission at once (an element being emitted at that moment may still
 *   arrive, as Reactive Streams allows).</li>
 *   <li><b>One reservation per chunk of demand.</b> The ids for up to 256 requested elements are
 *   taken with one batch call of the generator (one CAS), not one call per element; an unbounded
 *   request is served in chunks of 256. Ids are reserved only for demand already signalled, so a
 *   small request reserves few ids.</li>
 *   <li><b>Ordered and unique.</b> Every subscriber (any number, also concurrent) gets its own ids
 *   from the shared generator; all are distinct, and each subscriber's are increasing in the
 *   layout's database order. They obey the generator's contract: a chunk reserved after another
 *   chunk (or any other call) returned holds greater ids.</li>
 *   <li><b>Never blocks.</b> Where the generator would wait for the clock ({@link OverflowPolicy#WAIT},
 *   counter spent and maximum lead reached) a publisher emits what it could make, then schedules
 *   the rest of the demand on the timer scheduler ({@link Schedulers#parallel()} unless
 *   {@link #of(UuidGenerator, Scheduler)} names another) for when the clock allows, and returns:
 *   it never parks or sleeps the subscriber's thread. Emission then continues on the timer's
 *   thread. Under {@link OverflowPolicy#THROW} the publisher instead ends with
 *   {@link GeneratorOverflowException} after the ids it could make.</li>
 * </ul>
 *
 * <p>Instances are immutable and thread-safe; the publishers are cold (nothing is reserved before
 * a subscriber requests) and may be subscribed any number of times.
 */
public final class ReactiveUuids {

    private final UuidGenerator generator;
    private final Scheduler timer;

    private ReactiveUuids(UuidGenerator generator, Scheduler timer) {
        this.generator = Objects.requireNonNull(generator, "generator");
        this.timer = Objects.requireNonNull(timer, "timer");
    }

    /**
     * Publishers of {@code generator}'s ids that wait for the clock on {@link Schedulers#parallel()}.
     *
     * @param generator the generator the ids come from
     * @return the publishers of its ids
     */
    public static ReactiveUuids of(UuidGenerator generator) {
        return new ReactiveUuids(generator, Schedulers.parallel());
    }

    /**
     * Publishers of {@code generator}'s ids that wait for the clock on {@code timer}, for example
     * a test's virtual-time scheduler. Only the delayed continuation of a demand runs there.
     *
     * @param generator the generator the ids come from
     * @param timer the scheduler that runs a demand's continuation once the clock allows
     * @return the publishers of its ids
     */
    public static ReactiveUuids of(UuidGenerator generator, Scheduler timer) {
        return new ReactiveUuids(generator, timer);
    }

    /**
     * The generator the ids come from.
     *
     * @return the generator
     */
    public UuidGenerator generator() {
        return generator;
    }

    /**
     * An endless {@code Flux} of ids: limit it downstream ({@code take}, {@code limitRate}) or cancel it.
     *
     * @return a cold, endless {@code Flux} of ids
     */
    public Flux<UUID> flux() {
        return new UuidFlux(generator, timer, Long.MAX_VALUE);
    }

    /**
     * A {@code Flux} of {@code count} ids that completes after the last.
     *
     * @param count how many ids to emit
     * @return a cold {@code Flux} of {@code count} ids
     * @throws IllegalArgumentException if {@code count} is negative
     */
    public Flux<UUID> flux(long count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more, got " + count);
        }
        return new UuidFlux(generator, timer, count);
    }

    /**
     * A {@code Mono} of one id, taken when the subscriber requests it (each subscription a new id).
     *
     * @return a cold {@code Mono} of one id
     */
    public Mono<UUID> mono() {
        return new UuidMono(generator, timer);
    }

    /**
     * An endless {@code Flux} of chunks of ids as {@code long} pairs, for code that stores ids as two
     * longs or bytes and does not need a {@code UUID} per id: each element is a new {@code long[]}
     * holding {@code idsPerChunk} consecutive ids, id {@code i} in elements {@code 2i} (most
     * significant word) and {@code 2i + 1} (least). A chunk holds fewer ids only when the generator
     * reached its maximum lead while filling it. One element costs one array, not one object per id.
     *
     * @param idsPerChunk how many ids each chunk holds, 1 to 65,536 (a {@code long[]} of 1 MiB)
     * @return a cold, endless {@code Flux} of chunks
     * @throws IllegalArgumentException unless {@code idsPerChunk} is 1 to 65,536
     */
    public Flux<long[]> longChunks(int idsPerChunk) {
        return new LongChunkFlux(generator, timer, Chunks.checkIds("idsPerChunk", idsPerChunk));
    }

    /**
     * Gives every element of {@code source} an id, keeping their order: the result emits
     * {@code combiner.apply(element, id)}. The element comes first, as in Reactor's own
     * {@link Flux#zipWith(Publisher, BiFunction)}, so an instance method {@code Row withId(UUID)}
     * serves as {@code Row::withId}. The ids for each chunk of downstream demand (up to 256)
     * are reserved with one call before that many elements are requested from {@code source}, so
     * the source sees requests of at most 256 at a time; ids reserved for elements the source never
     * sends (it completes early) are skipped, never reused.
     *
     * @param <T> the type of the source's elements
     * @param <R> the type of the keyed elements
     * @param source the elements to key
     * @param combiner makes the emitted element from a source element and its id
     * @return a {@code Flux} of the keyed elements, in the source's order
     */
    public <T, R> Flux<R> keyed(Publisher<? extends T> source, BiFunction<? super T, ? super UUID, ? extends R> combiner) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(combiner, "combiner");
        return new KeyingFlux<T, R>(Flux.from(source), generator, timer, combiner);
    }

    /**
     * {@link #keyed(Publisher, BiFunction)} pairing each element with its id, element first.
     *
     * @param <T> the type of the source's elements
     * @param source the elements to key
     * @return a {@code Flux} of (element, id) pairs, in the source's order
     */
    public <T> Flux<Tuple2<T, UUID>> keyed(Publisher<? extends T> source) {
        return keyed(source, Tuples::of);
    }

    /**
     * {@link #keyed(Publisher, BiFunction)} as a function for {@link Flux#transform}:
     * {@code rows.transform(ids.keying(Row::withId))}.
     *
     * @param <T> the type of the source's elements
     * @param <R> the type of the keyed elements
     * @param combiner makes the emitted element from a source element and its id
     * @return a function that keys the elements of the {@code Flux} it is given
     */
    public <T, R> Function<Flux<T>, Flux<R>> keying(BiFunction<? super T, ? super UUID, ? extends R> combiner) {
        Objects.requireNonNull(combiner, "combiner");
        return source -> keyed(source, combiner);
    }

    @Override
    public String toString() {
        return "ReactiveUuids[" + generator + ", timer=" + timer + "]";
    }
}
