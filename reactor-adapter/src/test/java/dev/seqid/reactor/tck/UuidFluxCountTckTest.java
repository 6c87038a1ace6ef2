package dev.seqid.reactor.tck;

import java.util.UUID;
import org.reactivestreams.Publisher;

/** {@code flux(count)}: exactly {@code count} ids, then completion. */
public class UuidFluxCountTckTest extends SeqidPublisherVerification<UUID> {

    @Override
    public Publisher<UUID> createPublisher(long elements) {
        return ids.flux(elements);
    }
}
