package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.assertDistinct;
import static dev.seqid.reactor.TestGenerators.assertDistinctPositions;
import static dev.seqid.reactor.TestGenerators.assertStrictlyIncreasing;
import static dev.seqid.reactor.TestGenerators.requestBadly;
import static dev.seqid.reactor.TestGenerators.roomy;
import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;

/** {@link ReactiveUuids#mono()}: one id per subscription, taken on request. */
class ReactiveUuidsMonoTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final UuidGenerator generator = roomy();
    private final ReactiveUuids ids = ReactiveUuids.of(generator);

    @Test
    void emitsOneIdThenCompletes() {
        AtomicReference<UUID> id = new AtomicReference<>();
        StepVerifier.create(ids.mono())
                .consumeNextWith(id::set)
                .verifyComplete();
        assertThat(id.get()).isNotNull();
        assertThat(generator.layout().matches(id.get())).isTrue();
        assertThat(generator.layout().databaseOrder().compare(id.get(), generator.next())).isNegative();
    }

    @Test
    void eachSubscriptionGetsANewId() {
        Mono<UUID> mono = ids.mono();
        List<UUID> seen = Flux.range(0, 1_000).concatMap(i -> mono).collectList().block(TIMEOUT);
        assertThat(seen).hasSize(1_000);
        assertStrictlyIncreasing(seen, generator.layout().databaseOrder());
    }

    @Test
    void concurrentSubscriptionsGetDistinctIds() {
        Mono<UUID> mono = ids.mono();
        List<UUID> seen = Flux.range(0, 2_000).flatMap(i -> mono.subscribeOn(Schedulers.parallel())).collectList().block(TIMEOUT);
        assertThat(seen).hasSize(2_000);
        assertDistinct(seen);
        // Subscriptions on the parallel scheduler's threads share one generator: no position may go to two of them.
        assertDistinctPositions(generator.layout(), seen);
    }

    @Test
    void takesItsIdWhenRequestedNotWhenSubscribed() {
        AtomicReference<UUID> before = new AtomicReference<>();
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ids.mono().doOnNext(seen::add), 0)
                .expectSubscription()
                .expectNoEvent(Duration.ofMillis(50))
                .then(() -> before.set(generator.next()))
                .thenRequest(1)
                .expectNextCount(1)
                .expectComplete()
                .verify(TIMEOUT);
        assertThat(generator.layout().databaseOrder().compare(before.get(), seen.get(0))).isNegative();
    }

    @Test
    void cancelledBeforeRequestEmitsNothing() {
        StepVerifier.create(ids.mono(), 0)
                .expectSubscription()
                .thenCancel()
                .verify(TIMEOUT);
    }

    @Test
    void blockWorksOffTheNonBlockingThreads() {
        UUID a = ids.mono().block(TIMEOUT);
        UUID b = ids.mono().block(TIMEOUT);
        assertThat(a).isNotNull();
        assertThat(generator.layout().databaseOrder().compare(a, b)).isNegative();
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void nonPositiveRequestSignalsAnError(long bad) throws InterruptedException {
        TestGenerators.Recorder<UUID> r = requestBadly(ids.mono(), 0, bad);
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.values).isEmpty();
        assertThat(r.error.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
    }
}
