package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.UUID;
import reactor.core.CoreSubscriber;
import reactor.core.Scannable;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

/** {@link ReactiveUuids#mono()}: one id per subscriber, taken when it requests. */
final class UuidMono extends Mono<UUID> implements Scannable {

    private final UuidGenerator generator;
    private final Scheduler timer;

    UuidMono(UuidGenerator generator, Scheduler timer) {
        this.generator = generator;
        this.timer = timer;
    }

    @Override
    public void subscribe(CoreSubscriber<? super UUID> actual) {
        actual.onSubscribe(new UuidSubscription(actual, generator, timer, 1));
    }

    @Override
    public Object scanUnsafe(Attr key) {
        return TimerScan.attr(key, timer);
    }

    @Override
    public String stepName() {
        return "seqidUuid";
    }
}
