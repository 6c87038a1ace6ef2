package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.function.BiFunction;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.publisher.FluxOperator;
import reactor.core.scheduler.Scheduler;

/** {@link ReactiveUuids#keyed}: each element of the source paired with an id, in order. */
final class KeyingFlux<T, R> extends FluxOperator<T, R> {

    private final UuidGenerator generator;
    private final Scheduler timer;
    private final BiFunction<? super T, ? super java.util.UUID, ? extends R> combiner;

    KeyingFlux(Flux<? extends T> source, UuidGenerator generator, Scheduler timer,
            BiFunction<? super T, ? super java.util.UUID, ? extends R> combiner) {
        super(source);
        this.generator = generator;
        this.timer = timer;
        this.combiner = combiner;
    }

    @Override
    public void subscribe(CoreSubscriber<? super R> actual) {
        source.subscribe(new KeyingSubscriber<T, R>(actual, generator, timer, combiner));
    }

    @Override
    public Object scanUnsafe(Attr key) {
        if (key == Attr.PREFETCH) {
            return IdSubscription.CHUNK;
        }
        Object where = TimerScan.attr(key, timer);
        return where != null ? where : super.scanUnsafe(key);
    }

    @Override
    public String stepName() {
        return "seqidKeyed";
    }
}
