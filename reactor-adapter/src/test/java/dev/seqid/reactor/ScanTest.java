package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.roomy;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscription;
import reactor.core.Scannable;
import reactor.core.Scannable.Attr;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * What the publishers and their subscriptions tell Reactor's {@link Scannable} about where they run:
 * on the timer named to {@link ReactiveUuids#of(dev.seqid.UuidGenerator, Scheduler)}, asynchronously.
 * Whoever inspects a pipeline through Reactor's {@code Scannable} ({@code scan(Attr.RUN_ON)}) reads these.
 */
class ScanTest {

    /** A timer of its own, so that the default ({@code Schedulers.parallel()}) cannot pass for it. */
    private final Scheduler timer = Schedulers.newSingle("seqid-scan-test");
    private final ReactiveUuids ids = ReactiveUuids.of(roomy(), timer);

    @AfterEach
    void disposeTimer() {
        timer.dispose();
    }

    static Stream<Arguments> publishers() {
        return Stream.of(
                publisher("flux()", ReactiveUuids::flux),
                publisher("flux(5)", r -> r.flux(5)),
                publisher("mono()", ReactiveUuids::mono),
                publisher("longChunks(4)", r -> r.longChunks(4)),
                publisher("keyed(…)", r -> r.keyed(Flux.range(0, 3))));
    }

    private static Arguments publisher(String name, Function<ReactiveUuids, Publisher<?>> make) {
        return Arguments.of(name, make);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("publishers")
    void publisherRunsOnItsTimer(String name, Function<ReactiveUuids, Publisher<?>> make) {
        Scannable publisher = Scannable.from(make.apply(ids));
        assertThat(publisher.scan(Attr.RUN_ON)).isSameAs(timer);
        assertThat(publisher.scan(Attr.RUN_STYLE)).isEqualTo(Attr.RunStyle.ASYNC);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("publishers")
    void subscriptionRunsOnItsTimer(String name, Function<ReactiveUuids, Publisher<?>> make) {
        Subscription subscription = subscribeWithoutDemand(make.apply(ids));
        try {
            Scannable scanned = Scannable.from(subscription);
            assertThat(scanned.scan(Attr.RUN_ON)).isSameAs(timer);
            assertThat(scanned.scan(Attr.RUN_STYLE)).isEqualTo(Attr.RunStyle.ASYNC);
            assertThat(scanned.scan(Attr.CANCELLED)).isFalse();
        } finally {
            subscription.cancel();
        }
    }

    @Test
    void keyedAlsoTellsItsPrefetchAndParent() {
        Scannable keyed = Scannable.from(ids.keyed(Flux.range(0, 3)));
        assertThat(keyed.scan(Attr.PREFETCH)).isEqualTo(IdSubscription.CHUNK);
        assertThat(keyed.scan(Attr.PARENT)).isNotNull(); // from the operator's own answers, after the timer's
    }

    /** Subscribes and requests nothing, so the subscription stays open for scanning; returns it. */
    private static Subscription subscribeWithoutDemand(Publisher<?> publisher) {
        AtomicReference<Subscription> got = new AtomicReference<>();
        publisher.subscribe(new BaseSubscriber<Object>() {
            @Override
            protected void hookOnSubscribe(Subscription subscription) {
                got.set(subscription); // and no request: nothing is emitted
            }
        });
        assertThat(got.get()).as("the subscription, handed over on subscribe").isNotNull();
        return got.get();
    }
}
