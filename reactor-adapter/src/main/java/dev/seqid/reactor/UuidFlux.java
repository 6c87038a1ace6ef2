package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.UUID;
import reactor.core.CoreSubscriber;
import reactor.core.Scannable;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Operators;
import reactor.core.scheduler.Scheduler;

/** {@link ReactiveUuids#flux()} and {@link ReactiveUuids#flux(long)}: each subscriber gets its own ids. */
final class UuidFlux extends Flux<UUID> implements Scannable {

    private final UuidGenerator generator;
    private final Scheduler timer;
    private final long count;

    UuidFlux(UuidGenerator generator, Scheduler timer, long count) {
        this.generator = generator;
        this.timer = timer;
        this.count = count;
    }

    @Override
    public void subscribe(CoreSubscriber<? super UUID> actual) {
        if (count == 0) {
            Operators.complete(actual);
            return;
        }
        actual.onSubscribe(new UuidSubscription(actual, generator, timer, count));
    }

    @Override
    public Object scanUnsafe(Attr key) {
        return TimerScan.attr(key, timer);
    }

    @Override
    public String stepName() {
        return "seqidUuids";
    }
}
