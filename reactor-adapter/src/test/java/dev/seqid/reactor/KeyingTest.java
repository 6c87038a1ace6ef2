package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.assertDistinctPositions;
import static dev.seqid.reactor.TestGenerators.assertStrictlyIncreasing;
import static dev.seqid.reactor.TestGenerators.frozenClock;
import static dev.seqid.reactor.TestGenerators.requestBadly;
import static dev.seqid.reactor.TestGenerators.roomy;
import static dev.seqid.reactor.TestGenerators.tight;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;
import reactor.util.function.Tuple2;

/** {@link ReactiveUuids#keyed} and {@link ReactiveUuids#keying}: order, chunked reservation, errors. */
class KeyingTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    /** An element and the id it was given. */
    record Keyed(int element, UUID id) {
    }

    private final UuidGenerator generator = roomy();
    private final ReactiveUuids ids = ReactiveUuids.of(generator);

    @Test
    void elementsKeepTheirOrderAndGetIncreasingIds() {
        List<Keyed> out = Flux.range(0, 1_000).transform(ids.keying(Keyed::new)).collectList().block(TIMEOUT);
        assertThat(out).extracting(Keyed::element).containsExactlyElementsOf(Flux.range(0, 1_000).collectList().block());
        assertStrictlyIncreasing(idsOf(out), generator.layout().databaseOrder());
    }

    @Test
    void tupleVariantPairsEachElementWithItsId() {
        List<Tuple2<String, UUID>> out = ids.keyed(Flux.just("a", "b", "c")).collectList().block(TIMEOUT);
        assertThat(out).extracting(Tuple2::getT1).containsExactly("a", "b", "c");
        List<UUID> keys = new ArrayList<>();
        out.forEach(t -> keys.add(t.getT2()));
        assertStrictlyIncreasing(keys, generator.layout().databaseOrder());
    }

    @Test
    void theSourceSeesRequestsOfAtMostOneChunkSummingToTheDemand() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Flux<Integer> source = Flux.range(0, 100_000).doOnRequest(requests::add);
        StepVerifier.create(ids.keyed(source, Keyed::new), 0)
                .expectSubscription()
                .expectNoEvent(Duration.ofMillis(50))
                .thenRequest(1_000)
                .expectNextCount(1_000)
                .expectNoEvent(Duration.ofMillis(50))
                .thenCancel()
                .verify(TIMEOUT);
        assertThat(requests).containsExactly(256L, 256L, 256L, 232L);
    }

    @Test
    void unboundedDemandReachesTheSourceInChunks() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Flux<Integer> source = Flux.range(0, 1_000).doOnRequest(requests::add);
        List<Keyed> out = ids.keyed(source, Keyed::new).collectList().block(TIMEOUT);
        assertThat(out).hasSize(1_000);
        assertThat(requests).isNotEmpty().allSatisfy(r -> assertThat(r).isBetween(1L, 256L));
        assertThat(requests.stream().mapToLong(Long::longValue).sum()).isGreaterThanOrEqualTo(1_000);
    }

    @Test
    void idsOfAChunkAreReservedTogetherBeforeTheSourceIsAsked() {
        // An id taken from the generator when the source is asked for a chunk lies after every id
        // of that chunk and before every id of the next: the chunk's ids were reserved in one go,
        // before the request, and not one by one as elements arrive.
        UuidGenerator g = tight(UuidLayout.v7(), frozenClock(), OverflowPolicy.WAIT, Duration.ofSeconds(1));
        ReactiveUuids reactive = ReactiveUuids.of(g);
        List<Long> requests = new CopyOnWriteArrayList<>();
        List<UUID> takenAtRequest = new CopyOnWriteArrayList<>();
        Flux<Integer> source = Flux.range(0, 700).doOnRequest(n -> {
            requests.add(n);
            takenAtRequest.add(g.next());
        });
        List<Keyed> out = reactive.keyed(source, Keyed::new).collectList().block(TIMEOUT);

        assertThat(out).hasSize(700);
        assertThat(requests).containsExactly(256L, 256L, 256L);
        List<UUID> merged = new ArrayList<>();
        int from = 0;
        for (int k = 0; k < requests.size(); k++) {
            int to = (int) Math.min(out.size(), from + requests.get(k));
            merged.addAll(idsOf(out.subList(from, to)));
            merged.add(takenAtRequest.get(k));
            from = to;
        }
        assertStrictlyIncreasing(merged, g.layout().databaseOrder());
        // One batch per chunk: consecutive counter positions within a chunk.
        UuidLayout layout = g.layout();
        for (int i = 1; i < 256; i++) {
            assertThat(layout.counterOf(out.get(i).id())).isEqualTo(layout.counterOf(out.get(i - 1).id()) + 1);
        }
    }

    @Test
    void aCombinerFailureCancelsTheSourceAndSignalsTheError() {
        AtomicBoolean cancelled = new AtomicBoolean();
        IllegalStateException boom = new IllegalStateException("boom");
        Flux<Integer> source = Flux.range(0, 10).doOnCancel(() -> cancelled.set(true));
        StepVerifier.create(ids.keyed(source, (i, id) -> {
                    if (i == 3) {
                        throw boom;
                    }
                    return new Keyed(i, id);
                }))
                .expectNextCount(3)
                .expectErrorSatisfies(e -> assertThat(e).isSameAs(boom))
                .verify(TIMEOUT);
        assertThat(cancelled).isTrue();
    }

    @Test
    void aCombinerReturningNullIsAnError() {
        AtomicBoolean cancelled = new AtomicBoolean();
        Flux<Integer> source = Flux.range(0, 10).doOnCancel(() -> cancelled.set(true));
        StepVerifier.create(ids.keyed(source, (i, id) -> i == 1 ? null : new Keyed(i, id)))
                .expectNextCount(1)
                .expectError(NullPointerException.class)
                .verify(TIMEOUT);
        assertThat(cancelled).isTrue();
    }

    @Test
    void aSourceErrorPassesThrough() {
        IllegalStateException boom = new IllegalStateException("source failed");
        Flux<Integer> source = Flux.concat(Flux.range(0, 3), Flux.error(boom));
        StepVerifier.create(ids.keyed(source, Keyed::new))
                .expectNextCount(3)
                .expectErrorSatisfies(e -> assertThat(e).isSameAs(boom))
                .verify(TIMEOUT);
    }

    @Test
    void anEarlyCompletionCompletesAndTheUnusedIdsAreNeverHandedOut() {
        List<Keyed> out = new ArrayList<>();
        StepVerifier.create(ids.keyed(Flux.range(0, 5), Keyed::new).doOnNext(out::add), 0)
                .thenRequest(100)
                .expectNextCount(5)
                .expectComplete()
                .verify(TIMEOUT);
        UUID after = generator.next();
        assertThat(generator.layout().databaseOrder().compare(out.get(4).id(), after)).isNegative();
        StepVerifier.create(ids.keyed(Flux.<Integer>empty(), Keyed::new)).verifyComplete();
    }

    @Test
    void downstreamCancelCancelsTheSource() {
        AtomicBoolean cancelled = new AtomicBoolean();
        Flux<Integer> source = Flux.range(0, 1_000).doOnCancel(() -> cancelled.set(true));
        StepVerifier.create(ids.keyed(source, Keyed::new), 0)
                .thenRequest(10)
                .expectNextCount(10)
                .thenCancel()
                .verify(TIMEOUT);
        assertThat(cancelled).isTrue();
    }

    @Test
    void anAsynchronousSourceKeepsItsOrder() {
        Flux<Integer> source = Flux.range(0, 5_000).publishOn(Schedulers.parallel(), 32);
        List<Keyed> out = source.transform(ids.keying(Keyed::new)).limitRate(100).collectList().block(TIMEOUT);
        assertThat(out).extracting(Keyed::element).isSorted().hasSize(5_000);
        assertStrictlyIncreasing(idsOf(out), generator.layout().databaseOrder());
        // Chunks are reserved on the subscribing thread and on the source's scheduler thread: no position may be reserved twice.
        assertDistinctPositions(generator.layout(), idsOf(out));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void nonPositiveRequestSignalsAnErrorAndCancelsTheSource(long bad) throws InterruptedException {
        AtomicBoolean cancelled = new AtomicBoolean();
        Flux<Integer> source = Flux.range(0, 10).doOnCancel(() -> cancelled.set(true));
        TestGenerators.Recorder<Keyed> r = requestBadly(ids.keyed(source, Keyed::new), 0, bad);
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.values).isEmpty();
        assertThat(r.error.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
        assertThat(cancelled).isTrue();
    }

    @Test
    void nullArgumentsAreRejected() {
        assertThatThrownBy(() -> ids.<Integer, Keyed>keyed(null, Keyed::new)).isInstanceOf(NullPointerException.class).hasMessageContaining("source");
        assertThatThrownBy(() -> ids.keyed(Flux.just(1), null)).isInstanceOf(NullPointerException.class).hasMessageContaining("combiner");
        assertThatThrownBy(() -> ids.keying(null)).isInstanceOf(NullPointerException.class).hasMessageContaining("combiner");
        Function<Flux<Integer>, Flux<Keyed>> keying = ids.keying(Keyed::new);
        assertThat(keying).isNotNull();
    }

    private static List<UUID> idsOf(List<Keyed> keyed) {
        List<UUID> out = new ArrayList<>();
        keyed.forEach(k -> out.add(k.id()));
        return out;
    }
}
