package dev.seqid.reactor.tck;

import java.util.UUID;
import org.reactivestreams.Publisher;

/**
 * The endless {@code flux()}. The TCK wants a publisher of exactly {@code n} elements for every
 * {@code n} but {@link Long#MAX_VALUE} (its mark for an endless one), and some of its rules only end
 * when the stream does (rule 3.2's subscriber requests one more from every {@code onNext}), so a
 * finite {@code n} gets {@code flux().take(n, false)}: Reactor's plain take, which passes every
 * request through unchanged (also a non-positive one, for rule 3.9) and cancels the endless
 * subscription after {@code n} elements. Not {@code take(n)}, which since Reactor 3.5 limits the
 * requests and swallows a {@code request(0)}.
 */
public class UuidFluxEndlessTckTest extends SeqidPublisherVerification<UUID> {

    @Override
    public Publisher<UUID> createPublisher(long elements) {
        return elements == Long.MAX_VALUE ? ids.flux() : ids.flux().take(elements, false);
    }
}
