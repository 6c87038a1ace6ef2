package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.assertDistinct;
import static dev.seqid.reactor.TestGenerators.assertDistinctPositions;
import static dev.seqid.reactor.TestGenerators.assertStrictlyIncreasing;
import static dev.seqid.reactor.TestGenerators.isSorted;
import static dev.seqid.reactor.TestGenerators.requestBadly;
import static dev.seqid.reactor.TestGenerators.roomy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.reactivestreams.Subscription;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;

/** {@link ReactiveUuids#flux()} and {@link ReactiveUuids#flux(long)}: demand, cancellation, order, concurrency. */
class ReactiveUuidsFluxTest {

    private static final Duration QUIET = Duration.ofMillis(50);
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final UuidGenerator generator = roomy();
    private final ReactiveUuids ids = ReactiveUuids.of(generator);

    @Test
    void fromZeroDemandEmitsExactlyWhatIsRequested() {
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ids.flux().doOnNext(seen::add), 0)
                .expectSubscription()
                .expectNoEvent(QUIET)
                .thenRequest(5)
                .expectNextCount(5)
                .expectNoEvent(QUIET)
                .thenRequest(1)
                .expectNextCount(1)
                .thenRequest(300) // more than one chunk
                .expectNextCount(300)
                .expectNoEvent(QUIET)
                .thenCancel()
                .verify(TIMEOUT);
        assertThat(seen).hasSize(306);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void reservesOnlyForSignalledDemand() {
        // Ids are taken when requested, never ahead: an id taken from the generator between two
        // requests lies between their ids.
        List<UUID> seen = new ArrayList<>();
        List<UUID> between = new ArrayList<>();
        StepVerifier.create(ids.flux().doOnNext(seen::add), 0)
                .expectSubscription()
                .then(() -> between.add(generator.next()))
                .thenRequest(3)
                .expectNextCount(3)
                .then(() -> between.add(generator.next()))
                .thenRequest(3)
                .expectNextCount(3)
                .thenCancel()
                .verify(TIMEOUT);
        List<UUID> all = new ArrayList<>();
        all.add(between.get(0));
        all.addAll(seen.subList(0, 3));
        all.add(between.get(1));
        all.addAll(seen.subList(3, 6));
        assertStrictlyIncreasing(all, generator.layout().databaseOrder());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 100, 256, 257, 300})
    void cancellingInOnNextStopsAtOnce(int cancelAfter) {
        List<UUID> seen = new ArrayList<>();
        List<Subscription> subscriptions = new ArrayList<>();
        BaseSubscriber<UUID> subscriber = new BaseSubscriber<>() {
            @Override
            protected void hookOnSubscribe(Subscription subscription) {
                subscriptions.add(subscription);
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            protected void hookOnNext(UUID value) {
                seen.add(value);
                if (seen.size() == cancelAfter) {
                    cancel();
                }
            }
        };
        ids.flux().subscribe(subscriber);
        assertThat(subscriber.isDisposed()).isTrue();
        assertThat(seen).hasSize(cancelAfter);
        subscriptions.get(0).request(10); // no effect after cancel
        assertThat(seen).hasSize(cancelAfter);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void cancelMidStreamWithStepVerifier() {
        AtomicInteger cancels = new AtomicInteger();
        StepVerifier.create(ids.flux().doOnCancel(cancels::incrementAndGet), 0)
                .thenRequest(10)
                .expectNextCount(4)
                .thenCancel()
                .verify(TIMEOUT);
        assertThat(cancels).hasValue(1);
    }

    @Test
    void unboundedDemandIsServedUntilCancelled() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ids.flux().doOnRequest(requests::add).take(10_000, false).doOnNext(seen::add))
                .expectNextCount(10_000)
                .verifyComplete();
        assertThat(requests).containsExactly(Long.MAX_VALUE);
        assertThat(seen).hasSize(10_000);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void limitRateKeepsTheRequestsSmall() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ids.flux().doOnRequest(requests::add).limitRate(100).take(1_000).doOnNext(seen::add))
                .expectNextCount(1_000)
                .verifyComplete();
        assertThat(requests).hasSizeGreaterThan(1).allSatisfy(r -> assertThat(r).isBetween(1L, 100L));
        assertThat(requests.stream().mapToLong(Long::longValue).sum()).isGreaterThanOrEqualTo(1_000);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void everySubscriptionGetsItsOwnIds() {
        Flux<UUID> flux = ids.flux(500);
        List<UUID> first = flux.collectList().block(TIMEOUT);
        List<UUID> second = flux.collectList().block(TIMEOUT);
        assertThat(first).hasSize(500);
        assertThat(second).hasSize(500);
        List<UUID> all = new ArrayList<>(first);
        all.addAll(second);
        assertStrictlyIncreasing(all, generator.layout().databaseOrder());
    }

    @ParameterizedTest
    @ValueSource(strings = {"v7", "comb-sqlserver"})
    void concurrentSubscribersOnTheParallelSchedulerGetDistinctOrderedIds(String layoutName) {
        UuidLayout layout = UuidLayout.named(layoutName);
        // The generator's defaults (cached clock, secure entropy) on Schedulers.parallel(), under BlockHound.
        UuidGenerator shared = UuidGenerator.builder().layout(layout).build();
        ReactiveUuids reactive = ReactiveUuids.of(shared);
        int subscribers = 8;
        int perSubscriber = 5_000;
        List<List<UUID>> lists = Flux.range(0, subscribers)
                .flatMap(i -> reactive.flux(perSubscriber)
                        .limitRate(i % 2 == 0 ? 64 : 1_000) // interleave many small reservations with larger ones
                        .collectList()
                        .subscribeOn(Schedulers.parallel()))
                .collectList()
                .block(Duration.ofSeconds(30));

        assertThat(lists).hasSize(subscribers);
        List<UUID> all = new ArrayList<>();
        for (List<UUID> mine : lists) {
            assertThat(mine).hasSize(perSubscriber);
            assertStrictlyIncreasing(mine, layout.databaseOrder());
            assertThat(mine).allSatisfy(u -> assertThat(layout.matches(u)).isTrue());
            all.addAll(mine);
        }
        assertDistinct(all);
        // Subscribers on different threads reserve from one generator: no position may go to two of them.
        assertDistinctPositions(layout, all);
        if (layoutName.startsWith("comb")) {
            // The check above is meaningful: in plain byte order these ids are not sorted.
            assertThat(isSorted(lists.get(0), UuidOrder.UNSIGNED)).isFalse();
        }
    }

    @Test
    void countedFluxCompletesAfterCount() {
        StepVerifier.create(ids.flux(300))
                .expectNextCount(300)
                .verifyComplete();
        // The completion needs no further demand.
        StepVerifier.create(ids.flux(3), 0)
                .expectSubscription()
                .thenRequest(2)
                .expectNextCount(2)
                .expectNoEvent(QUIET)
                .thenRequest(1)
                .expectNextCount(1)
                .expectComplete()
                .verify(TIMEOUT);
        // More demand than count.
        StepVerifier.create(ids.flux(5), 0)
                .thenRequest(100)
                .expectNextCount(5)
                .expectComplete()
                .verify(TIMEOUT);
    }

    @Test
    void countedFluxOfOneChunkAndABit() {
        List<UUID> seen = ids.flux(257).collectList().block(TIMEOUT);
        assertThat(seen).hasSize(257);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void emptyCountedFluxCompletesWithoutDemand() {
        StepVerifier.create(ids.flux(0), 0)
                .expectSubscription()
                .expectComplete()
                .verify(TIMEOUT);
    }

    @Test
    void negativeCountIsRejected() {
        assertThatThrownBy(() -> ids.flux(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be 0 or more, got -1");
        assertThatThrownBy(() -> ids.flux(Long.MIN_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count must be 0 or more");
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1, Long.MIN_VALUE})
    void nonPositiveRequestSignalsAnError(long bad) throws InterruptedException {
        TestGenerators.Recorder<UUID> r = requestBadly(ids.flux(), 0, bad);
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.values).isEmpty();
        assertThat(r.completed).isFalse();
        assertThat(r.error.get()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3.9")
                .hasMessageContaining(String.valueOf(bad));
    }

    @Test
    void nonPositiveRequestAfterElementsSignalsAnErrorAfterThem() throws InterruptedException {
        TestGenerators.Recorder<UUID> r = requestBadly(ids.flux(10), 2, 0);
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.values).hasSize(2);
        assertThat(r.error.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
    }

    @Test
    void requestsFromSeveralThreadsAddUp() {
        int threads = 4;
        int requestsEach = 500;
        List<UUID> seen = new CopyOnWriteArrayList<>();
        BaseSubscriber<UUID> subscriber = new BaseSubscriber<>() {
            @Override
            protected void hookOnSubscribe(Subscription subscription) {
            }

            @Override
            protected void hookOnNext(UUID value) {
                seen.add(value);
            }
        };
        ids.flux().subscribe(subscriber);
        Flux.range(0, threads)
                .flatMap(t -> Flux.range(0, requestsEach).doOnNext(i -> subscriber.request(1)).subscribeOn(Schedulers.parallel()))
                .blockLast(TIMEOUT);
        subscriber.cancel();
        assertThat(seen).hasSize(threads * requestsEach);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
        // The thread whose request lifts the demand from zero drains, so ids are taken on several threads: no position may be taken twice.
        assertDistinctPositions(generator.layout(), seen);
    }
}
