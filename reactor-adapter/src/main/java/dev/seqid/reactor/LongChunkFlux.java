package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import reactor.core.CoreSubscriber;
import reactor.core.Scannable;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Scheduler;

/** {@link ReactiveUuids#longChunks(int)}: chunks of ids as {@code long} pairs. */
final class LongChunkFlux extends Flux<long[]> implements Scannable {

    private final UuidGenerator generator;
    private final Scheduler timer;
    private final int idsPerChunk;

    LongChunkFlux(UuidGenerator generator, Scheduler timer, int idsPerChunk) {
        this.generator = generator;
        this.timer = timer;
        this.idsPerChunk = idsPerChunk;
    }

    @Override
    public void subscribe(CoreSubscriber<? super long[]> actual) {
        actual.onSubscribe(new LongChunkSubscription(actual, generator, timer, Long.MAX_VALUE, idsPerChunk));
    }

    @Override
    public Object scanUnsafe(Attr key) {
        return TimerScan.attr(key, timer);
    }

    @Override
    public String stepName() {
        return "seqidLongChunks";
    }
}
