package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.UUID;
import reactor.core.CoreSubscriber;
import reactor.core.scheduler.Scheduler;

/** Emits {@link UUID}s; one array of up to {@value IdSubscription#CHUNK} ids, reused for every chunk. */
final class UuidSubscription extends IdSubscription<UUID> {

    private UUID[] ids;

    UuidSubscription(CoreSubscriber<? super UUID> actual, UuidGenerator generator, Scheduler timer, long count) {
        super(actual, generator, timer, count);
    }

    @Override
    int take(int count) {
        if (count == 1) { // a Mono, or a subscriber that requests one at a time: the core's single take
            UUID one = generator.tryNext();
            if (one == null) {
                return 0;
            }
            ids(1)[0] = one;
            return 1;
        }
        return generator.tryNext(ids(count), 0, count);
    }

    @Override
    void emit(int i) {
        actual.onNext(ids[i]);
    }

    /** The chunk array: sized by the first chunk, so a subscriber that asks for one id (a Mono) gets one slot. */
    private UUID[] ids(int count) {
        UUID[] a = ids;
        if (a == null || a.length < count) {
            ids = a = new UUID[a == null ? count : CHUNK];
        }
        return a;
    }
}
